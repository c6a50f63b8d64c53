import { type DailyReport, formatMoney, intlLocale, type Locale } from '@hotel/contract'

/** Occupancy "0.6452" as "64.52%" in the person's language. */
export const formatOccupancy = (occupancy: string, locale: Locale) =>
  new Intl.NumberFormat(intlLocale(locale), {
    style: 'percent',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(Number(occupancy))

/** A hotel date (YYYY-MM-DD) in words: "Tuesday, 24 November 2026". */
export const formatHotelDate = (date: string, locale: Locale) =>
  new Intl.DateTimeFormat(intlLocale(locale), { dateStyle: 'full', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  )

export type FigureKey = 'occupancy' | 'adr' | 'revpar' | 'revenue' | 'sold' | 'available'

/** The report's figures in the order the screen shows them, each with its value formatted. */
export function figureItems(report: DailyReport, locale: Locale): { key: FigureKey; value: string }[] {
  const { figures, currency } = report
  const number = new Intl.NumberFormat(intlLocale(locale))
  return [
    { key: 'occupancy', value: formatOccupancy(figures.occupancy, locale) },
    { key: 'adr', value: formatMoney(figures.adr, currency, locale) },
    { key: 'revpar', value: formatMoney(figures.revpar, currency, locale) },
    { key: 'revenue', value: formatMoney(figures.room_revenue, currency, locale) },
    { key: 'sold', value: number.format(figures.room_nights_sold) },
    { key: 'available', value: number.format(figures.room_nights_available) },
  ]
}

/** What the Run button may do now: run, wait for the drawer, or nothing (already run today). */
export function runState(status: { ran: boolean; drawer_open: boolean }): 'ran' | 'drawer_open' | 'ready' {
  if (status.ran) return 'ran'
  if (status.drawer_open) return 'drawer_open'
  return 'ready'
}
