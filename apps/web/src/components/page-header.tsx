import type { ReactNode } from 'react'

/** Heading band at the top of an inner page. */
export function PageHeader({
  title,
  intro,
  eyebrow,
}: {
  title: string
  intro?: ReactNode
  eyebrow?: string
}) {
  return (
    <div className="border-b border-line bg-sand">
      <div className="page py-10 sm:py-14">
        {eyebrow ? (
          <p className="text-sm font-semibold tracking-wider text-clay-700 uppercase">{eyebrow}</p>
        ) : null}
        <h1 className="mt-1 text-xl font-bold tracking-tight text-pine-950 sm:text-2xl">{title}</h1>
        {intro ? <p className="mt-3 max-w-2xl text-lg text-ink-soft">{intro}</p> : null}
      </div>
    </div>
  )
}
