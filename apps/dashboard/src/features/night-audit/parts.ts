import { type DailyReport, formatMoney, type Locale } from '@hotel/contract'
import { formatCount, formatOccupancy } from '../../lib/format.ts'

type FigureKey = 'occupancy' | 'adr' | 'revpar' | 'revenue' | 'sold' | 'available'

/** The report's figures in the order the screen shows them, each with its value formatted. */
export function figureItems(report: DailyReport, locale: Locale): { key: FigureKey; value: string }[] {
  const { figures, currency } = report
  return [
    { key: 'occupancy', value: formatOccupancy(figures.occupancy, locale) },
    { key: 'adr', value: formatMoney(figures.adr, currency, locale) },
    { key: 'revpar', value: formatMoney(figures.revpar, currency, locale) },
    { key: 'revenue', value: formatMoney(figures.room_revenue, currency, locale) },
    { key: 'sold', value: formatCount(figures.room_nights_sold, locale) },
    { key: 'available', value: formatCount(figures.room_nights_available, locale) },
  ]
}

/** What the Run button may do now: run, wait for the drawer, or nothing (already run today). */
export function runState(status: { ran: boolean; drawer_open: boolean }): 'ran' | 'drawer_open' | 'ready' {
  if (status.ran) return 'ran'
  if (status.drawer_open) return 'drawer_open'
  return 'ready'
}
