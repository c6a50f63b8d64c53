/** Client-side checks from the spec (section 5); the API stays the authority. Results are i18n keys. */

export const minPasswordLength = 8
export const minimumAge = 18
export const hotelTimeZone = 'America/Managua'

const isoDate = /^\d{4}-\d{2}-\d{2}$/

export function isEmail(value: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim())
}

export function isValidDate(value: string): boolean {
  if (!isoDate.test(value)) return false
  const date = new Date(`${value}T00:00:00Z`)
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value
}

/** Today's date at the hotel (YYYY-MM-DD), whatever the visitor's time zone. */
export function hotelToday(now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: hotelTimeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now)
}

/** Adds days to a YYYY-MM-DD date. */
export function addDays(date: string, days: number): string {
  const value = new Date(`${date}T00:00:00Z`)
  value.setUTCDate(value.getUTCDate() + days)
  return value.toISOString().slice(0, 10)
}

/** Full years between a birth date and a day (both YYYY-MM-DD). */
export function ageOn(birthDate: string, day: string): number {
  const [by = 0, bm = 0, bd = 0] = birthDate.split('-').map(Number)
  const [y = 0, m = 0, d = 0] = day.split('-').map(Number)
  return y - by - (m < bm || (m === bm && d < bd) ? 1 : 0)
}

export type StayError = 'search.errors.range' | 'search.errors.order' | 'search.errors.past'

/** A stay needs both dates, check-in before check-out, and check-in not before today at the hotel. */
export function validateStay(checkIn: string, checkOut: string, today: string): StayError | null {
  if (!isValidDate(checkIn) || !isValidDate(checkOut)) return 'search.errors.range'
  if (checkIn < today) return 'search.errors.past'
  if (checkIn >= checkOut) return 'search.errors.order'
  return null
}
