import { Star } from 'lucide-react'
import { starFills } from './format.ts'

const sizes = { sm: 'size-4', md: 'size-5', lg: 'size-7' } as const

/**
 * Five stars filled to a rate (halves shown). `label` is what assistive technology reads ("4.5 out of
 * 5 stars"); without one the stars are decoration beside a text that says the same.
 */
export function Stars({
  rate,
  label,
  size = 'md',
  className = '',
}: {
  rate: number
  label?: string
  size?: keyof typeof sizes
  className?: string
}) {
  const star = sizes[size]
  return (
    <span
      className={`inline-flex items-center gap-0.5 ${className}`}
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
    >
      {starFills(rate).map((fill, index) => (
        // The five positions never move: the index is the star's identity.
        // biome-ignore lint/suspicious/noArrayIndexKey: fixed list of five
        <span key={index} className={`relative inline-block ${star}`}>
          <Star className={`absolute inset-0 ${star} text-coffee-300`} aria-hidden="true" />
          {fill === 'empty' ? null : (
            <span
              className={`absolute inset-y-0 left-0 overflow-hidden ${fill === 'half' ? 'w-1/2' : 'w-full'}`}
            >
              <Star className={`${star} fill-clay-400 text-clay-500`} aria-hidden="true" />
            </span>
          )}
        </span>
      ))}
    </span>
  )
}
