import type { ReactNode } from 'react'

/** The neutral look: a label that states a fact (a method, a status) without judging it. */
const neutral = 'bg-paper text-ink-soft ring-1 ring-line'

/** A small rounded label; `tone` gives it a status's colours instead of the neutral look. */
export function Badge({ tone = neutral, children }: { tone?: string; children: ReactNode }) {
  return (
    <span className={`inline-flex rounded-full px-2.5 py-0.5 font-medium text-sm whitespace-nowrap ${tone}`}>
      {children}
    </span>
  )
}
