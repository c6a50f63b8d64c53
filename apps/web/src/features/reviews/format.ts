import { hotelTimeZone, intlLocale } from '@hotel/contract'

/** How a review is signed on the site: the first name and the initial of the last name ("Ana L."). */
export function reviewerName(firstName: string, lastName: string): string {
  const first = firstName.trim()
  const initial = [...lastName.trim()][0]
  if (!first) return initial ? `${initial.toUpperCase()}.` : ''
  return initial ? `${first} ${initial.toUpperCase()}.` : first
}

/** The average rate with one decimal, in the page's language ("4.5": Nicaragua writes a point too). */
export function formatAverage(average: number, lng: string): string {
  return new Intl.NumberFormat(intlLocale(lng), {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  }).format(Math.round(average * 10) / 10)
}

/** When a review was written, as month and year in the hotel's time zone ("November 2026"). */
export function formatReviewDate(timestamp: string, lng: string): string {
  const date = new Date(timestamp)
  if (Number.isNaN(date.getTime())) return ''
  return new Intl.DateTimeFormat(intlLocale(lng), {
    month: 'long',
    year: 'numeric',
    timeZone: hotelTimeZone,
  }).format(date)
}

/** The month of the stay a review tells about ("2026-10" → "October 2026", "octubre de 2026"). */
export function formatStayMonth(month: string, lng: string): string {
  if (!/^\d{4}-\d{2}$/.test(month)) return ''
  return new Intl.DateTimeFormat(intlLocale(lng), { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${month}-15T12:00:00Z`),
  )
}

/** How much of each of the five stars is filled for a rate (0..5, halves shown as half stars). */
export function starFills(rate: number): Array<'full' | 'half' | 'empty'> {
  const halves = Math.round(Math.min(5, Math.max(0, rate)) * 2)
  return [1, 2, 3, 4, 5].map((star) =>
    halves >= star * 2 ? 'full' : halves === star * 2 - 1 ? 'half' : 'empty',
  )
}
