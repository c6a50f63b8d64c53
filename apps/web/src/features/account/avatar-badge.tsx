import type { ClientUser } from '@hotel/contract'
import { UserRound } from 'lucide-react'
import { useState } from 'react'
import { avatarColor, initials } from './avatar.ts'

const sizes = {
  sm: 'size-9 text-sm',
  md: 'size-12 text-base',
  lg: 'size-20 text-xl',
} as const
const iconSizes = { sm: 'size-5', md: 'size-6', lg: 'size-9' } as const

/** The guest's picture, or their initials on the colour of their first letter. Decorative: names sit beside it. */
export function Avatar({
  user,
  size = 'sm',
  src,
}: {
  user: Pick<ClientUser, 'name' | 'last_name' | 'profile_image'>
  size?: keyof typeof sizes
  /** Overrides the stored picture (a preview). */
  src?: string | null
}) {
  const image = src ?? user.profile_image
  const [broken, setBroken] = useState<string | null>(null)
  if (image && broken !== image) {
    return (
      <img
        src={image}
        alt=""
        onError={() => setBroken(image)}
        className={`${sizes[size]} shrink-0 rounded-full bg-sand object-cover`}
      />
    )
  }
  return (
    <span
      aria-hidden="true"
      className={`${sizes[size]} ${avatarColor(user.name).className} inline-flex shrink-0 select-none items-center justify-center rounded-full font-semibold text-white`}
    >
      {initials(user.name, user.last_name) || <UserRound className={iconSizes[size]} />}
    </span>
  )
}
