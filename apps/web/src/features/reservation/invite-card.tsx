import type { ReactNode } from 'react'

/** A card that asks the guest for one more step: what and why, and the link to take it. */
export function InviteCard({
  titleId,
  level,
  title,
  text,
  action,
  className = '',
}: {
  titleId: string
  level: 2 | 3
  title: string
  text: string
  action: ReactNode
  className?: string
}) {
  const Heading = level === 2 ? 'h2' : 'h3'
  return (
    <section
      aria-labelledby={titleId}
      className={`card flex flex-col gap-4 p-4 sm:flex-row sm:items-center sm:justify-between sm:p-5 ${className}`}
    >
      <div>
        <Heading id={titleId} className="font-semibold text-pine-950">
          {title}
        </Heading>
        <p className="mt-1 text-sm text-ink-soft">{text}</p>
      </div>
      {action}
    </section>
  )
}
