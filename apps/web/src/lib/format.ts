/**
 * How the guest site writes a day, a stay and the day of a moment, in the page's language (usePageLanguage).
 * Hours, amounts and phone numbers are the contract's (formatClockTime; formatMoney with cents 'when-any',
 * the site's way of writing prices; formatPhone), shared with the API's mails and the dashboard. The
 * reviews' months are their feature's own (features/reviews/format.ts).
 */

import { intlLocale } from '@hotel/contract'

const months = {
  en: 'January February March April May June July August September October November December'.split(' '),
  es: 'enero febrero marzo abril mayo junio julio agosto septiembre octubre noviembre diciembre'.split(' '),
}

/**
 * "May 21, 2027" / "21 de mayo de 2027" for a YYYY-MM-DD date (a calendar day, no time zone shift).
 * The long style is written without Intl, like the contract's formatMoney (the first Intl date formatter is
 * as slow to create); the same text as Intl's long date style (format.test.ts compares them).
 */
export function formatDay(date: string, lng: string, style: 'long' | 'medium' = 'long'): string {
  if (style === 'medium') return intlDay(date, lng, style)
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date)
  const month = match ? months[lng === 'es' ? 'es' : 'en'][Number(match[2]) - 1] : undefined
  if (!match || !month) return date
  const day = Number(match[3])
  return lng === 'es' ? `${day} de ${month} de ${match[1]}` : `${month} ${day}, ${match[1]}`
}

/** A YYYY-MM-DD day in an Intl date style (what formatDay writes by hand for the long one). */
function intlDay(date: string, lng: string, style: 'long' | 'medium'): string {
  const day = new Date(`${date}T00:00:00Z`)
  if (Number.isNaN(day.getTime())) return date
  return new Intl.DateTimeFormat(intlLocale(lng), { dateStyle: style, timeZone: 'UTC' }).format(day)
}

/** "Jan 3 – 6, 2027" style range of two YYYY-MM-DD dates. */
export function formatDayRange(start: string, end: string, lng: string): string {
  const from = new Date(`${start}T00:00:00Z`)
  const to = new Date(`${end}T00:00:00Z`)
  if (Number.isNaN(from.getTime()) || Number.isNaN(to.getTime())) return `${start} – ${end}`
  // Node's ICU sets the dash between thin spaces where Chromium's sets plain ones: the server renders the
  // room page and the browser hydrates it, so both must write the same text.
  return new Intl.DateTimeFormat(intlLocale(lng), {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  })
    .formatRange(from, to)
    .replaceAll('\u2009', ' ')
}

/**
 * The day of a moment (an ISO timestamp) on the visitor's calendar: "November 22, 2026" ('long'), "Nov 22,
 * 2026" ('medium'); when a reservation was made, a payment paid. The visitor's calendar, not the hotel's
 * (the contract's formatHotelMomentDay), as the site has always shown them. What is not a moment is returned
 * as given.
 */
export function formatMomentDay(iso: string, lng: string, style: 'long' | 'medium'): string {
  const moment = new Date(iso)
  if (Number.isNaN(moment.getTime())) return iso
  return new Intl.DateTimeFormat(intlLocale(lng), { dateStyle: style }).format(moment)
}

/** The month of a moment on the visitor's calendar: "November 2026" (a member since). */
export function formatMomentMonth(iso: string, lng: string): string {
  const moment = new Date(iso)
  if (Number.isNaN(moment.getTime())) return iso
  return new Intl.DateTimeFormat(intlLocale(lng), { month: 'long', year: 'numeric' }).format(moment)
}
