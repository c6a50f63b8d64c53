// How the API writes a day and an hotel moment for people (mails, PDFs, files, messages). Hours, amounts and
// phone numbers are the contract's (formatClockTime, formatMoney, formatPhone), shared with the guest site and
// the dashboard; what is here has no copy in another app.

import { hotelTimeZone, hotelToday, intlLocale, type Locale } from '@hotel/contract'

// Made on first use and kept: building a formatter costs far more than formatting with it.
const longDateFormats = new Map<Locale, Intl.DateTimeFormat>()

/** A YYYY-MM-DD day written out: "March 14, 2027" / "14 de marzo de 2027". */
export function longDate(locale: Locale, day: string): string {
  let format = longDateFormats.get(locale)
  if (!format) {
    format = new Intl.DateTimeFormat(intlLocale(locale), { dateStyle: 'long', timeZone: 'UTC' })
    longDateFormats.set(locale, format)
  }
  return format.format(new Date(`${day}T00:00:00Z`))
}

/** The hotel's day of a moment, written out as longDate writes it. */
export const longHotelDay = (locale: Locale, at: Date) => longDate(locale, hotelToday(at))

let wallClock: Intl.DateTimeFormat | undefined

/** A moment (an ISO timestamp) on the hotel's wall clock, for a spreadsheet cell: "2026-11-24 18:05". */
export function hotelWallClock(iso: string): string {
  wallClock ??= new Intl.DateTimeFormat('en-CA', {
    timeZone: hotelTimeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  })
  return wallClock.format(new Date(iso)).replace(',', '')
}
