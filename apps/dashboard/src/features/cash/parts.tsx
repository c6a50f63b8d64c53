import { type CashCount, formatMoney, type Locale } from '@hotel/contract'
import type { LucideIcon } from 'lucide-react'
import type { ReactNode } from 'react'

/** A counted list's sums per currency ("NIO 1,500.00 · USD 40.00"), for the float and the history. */
export function countSummary(counts: readonly CashCount[], locale: Locale): string {
  const sums = new Map<string, number>()
  for (const count of counts)
    sums.set(count.currency_code, (sums.get(count.currency_code) ?? 0) + count.amount)
  return [...sums].map(([code, amount]) => formatMoney(amount, code, locale)).join(' · ')
}

/** A card of the cash pages: its icon and title, then its content. */
export function Section({
  title,
  icon: Icon,
  children,
}: {
  title: string
  icon: LucideIcon
  children: ReactNode
}) {
  return (
    <section className="rounded-card border border-line bg-surface p-4 shadow-card sm:p-5">
      <h2 className="flex items-center gap-2 font-semibold text-lg">
        <Icon className="size-5 text-pine-700" aria-hidden="true" />
        {title}
      </h2>
      <div className="mt-3 flex flex-col gap-4">{children}</div>
    </section>
  )
}

/** A column heading of the drawer's tables (the count, the totals); a `numeric` one stands over figures, to the end. */
export function ColumnHeading({
  numeric = false,
  className,
  children,
}: {
  numeric?: boolean
  /** A width ("w-24"). */
  className?: string
  children: ReactNode
}) {
  return (
    <th
      scope="col"
      className={`${className ? `${className} ` : ''}py-1 ${numeric ? 'text-right ' : ''}font-medium`}
    >
      {children}
    </th>
  )
}
