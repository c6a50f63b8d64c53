// Calendar helpers without zod, so that pages importing them do not load it.

/** The hotel's time zone: its day, its hours, and every moment guests and staff read. */
export const hotelTimeZone = 'America/Managua'

// Made on first use and kept: building a formatter costs far more than formatting with it.
let hotelCalendar: Intl.DateTimeFormat | undefined

/** The hotel's calendar date today (America/Managua), as YYYY-MM-DD. */
export function hotelToday(now: Date = new Date()): string {
  hotelCalendar ??= new Intl.DateTimeFormat('en-CA', { timeZone: hotelTimeZone })
  return hotelCalendar.format(now)
}

/** The YYYY-MM-DD day `days` after (or before, when negative) a YYYY-MM-DD day. */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`)
  date.setUTCDate(date.getUTCDate() + days)
  return date.toISOString().slice(0, 10)
}

/** Whole years between a YYYY-MM-DD birth date and a YYYY-MM-DD day. */
export function ageOn(birthDate: string, day: string): number {
  const [by = 0, bm = 0, bd = 0] = birthDate.split('-').map(Number)
  const [y = 0, m = 0, d = 0] = day.split('-').map(Number)
  return y - by - (m < bm || (m === bm && d < bd) ? 1 : 0)
}

/** Nights between two YYYY-MM-DD days (negative when the second comes first). */
export const nightsBetween = (checkIn: string, checkOut: string) =>
  Math.round((Date.parse(checkOut) - Date.parse(checkIn)) / 86_400_000)
