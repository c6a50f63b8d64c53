import type { LucideIcon } from 'lucide-react'
import type { ReactNode } from 'react'

interface EmptyStateProps {
  icon: LucideIcon
  title: string
  message?: string
  /** What to do about it: a button or link ("Invite someone", "Clear search"). */
  action?: ReactNode
}

/** Nothing to show yet, said plainly with the next step; never a blank table. */
export function EmptyState({ icon: Icon, title, message, action }: EmptyStateProps) {
  return (
    <div className="flex flex-col items-center rounded-card border border-line border-dashed bg-surface px-6 py-10 text-center">
      <span className="flex size-12 items-center justify-center rounded-full bg-pine-50 text-pine-700">
        <Icon className="size-6" aria-hidden="true" />
      </span>
      <p className="mt-4 font-semibold text-base">{title}</p>
      {message && <p className="mt-1 max-w-md text-ink-soft text-sm">{message}</p>}
      {action && <div className="mt-5">{action}</div>}
    </div>
  )
}
