import type { LucideIcon } from 'lucide-react'
import type { ReactNode } from 'react'

/** A calm, honest box for a list that has nothing to show yet. */
export function EmptyState({
  icon: Icon,
  text,
  children,
}: {
  icon: LucideIcon
  text: string
  children?: ReactNode
}) {
  return (
    <div className="flex flex-col items-center rounded-card border border-dashed border-coffee-200 bg-surface/60 px-6 py-10 text-center">
      <span className="flex size-12 items-center justify-center rounded-full bg-coffee-50 text-coffee-700">
        <Icon className="size-6" aria-hidden="true" />
      </span>
      <p className="mt-4 max-w-md text-ink-soft">{text}</p>
      {children ? <div className="mt-5 flex flex-wrap justify-center gap-3">{children}</div> : null}
    </div>
  )
}
