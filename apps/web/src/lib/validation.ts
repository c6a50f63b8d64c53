/**
 * The search forms' checks from the spec (section 5), without zod: the home page's search box must not load
 * it. The API stays the authority. Results are i18n keys. The hotel's calendar (hotelToday, addDays) is the
 * contract's.
 */

const isoDate = /^\d{4}-\d{2}-\d{2}$/

export function isValidDate(value: string): boolean {
  if (!isoDate.test(value)) return false
  const date = new Date(`${value}T00:00:00Z`)
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value
}

export type StayError = 'search.errors.range' | 'search.errors.order' | 'search.errors.past'

/** A stay needs both dates, check-in before check-out, and check-in not before today at the hotel. */
export function validateStay(checkIn: string, checkOut: string, today: string): StayError | null {
  if (!isValidDate(checkIn) || !isValidDate(checkOut)) return 'search.errors.range'
  if (checkIn < today) return 'search.errors.past'
  if (checkIn >= checkOut) return 'search.errors.order'
  return null
}
