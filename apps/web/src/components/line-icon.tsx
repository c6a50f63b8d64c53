import type { ReactNode } from 'react'

/**
 * A lucide icon drawn here (24×24, round strokes of 2), for a page that would otherwise share the icon's
 * module with other code: shared, it becomes a chunk of its own, one more entry in the route manifest every
 * page loads within the home page's JavaScript budget.
 */
export function LineIcon({ className, children }: { className?: string; children: ReactNode }) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      className={className}
    >
      {children}
    </svg>
  )
}
