// How the dashboard writes what only it shows: calendar days and months, counts, rates, occupancy, initials, lists.
// Hours, moments on the hotel's clock, money and phone numbers are the contract's (formatClockTime,
// formatHotelMoment, formatHotelMomentDay, formatMoney, formatPhone), shared with the API and the guest site.

import { intlLocale, type Locale } from '@hotel/contract'

/**
 * A calendar day ("2026-03-14") for people: "Mar 14, 2026", or with `'full'` "Saturday, March 14, 2026". Read
 * as a day, never shifted through a time zone. Anything that is not a day is returned as given.
 */
export function formatDay(value: string, locale: Locale, style: 'medium' | 'full' = 'medium'): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value)
  if (!match) return value
  return new Intl.DateTimeFormat(intlLocale(locale), { dateStyle: style, timeZone: 'UTC' }).format(
    new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))),
  )
}

/** "March", "marzo" ('short': "Mar", "mar"): a month's name; the Date in UTC only names it. */
export function monthName(month: number, locale: Locale, style: 'long' | 'short' = 'long'): string {
  return new Intl.DateTimeFormat(intlLocale(locale), { month: style, timeZone: 'UTC' }).format(
    new Date(Date.UTC(2000, month - 1, 1)),
  )
}

/** "November 2026", "noviembre de 2026": a month of a year. */
export function formatMonthOfYear(year: number, month: number, locale: Locale): string {
  return new Intl.DateTimeFormat(intlLocale(locale), {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(year, month - 1, 1)))
}

/** A count (rooms, nights, rows) with the language's digit grouping: 1234 -> "1,234". */
export function formatCount(value: number, locale: Locale): string {
  return new Intl.NumberFormat(intlLocale(locale)).format(value)
}

/** Formats a decimal string (an exchange rate) without going through a binary float. */
export function formatDecimal(value: string, locale: Locale): string {
  const trimmed = value.trim()
  if (!/^-?\d+(\.\d+)?$/.test(trimmed)) return value
  return new Intl.NumberFormat(intlLocale(locale), {
    minimumFractionDigits: 2,
    maximumFractionDigits: 6,
  }).format(trimmed as `${number}`)
}

/** Occupancy as the API sends it, a decimal string ("0.1667"), as a percentage: "16.67%". */
export function formatOccupancy(occupancy: string, locale: Locale): string {
  return new Intl.NumberFormat(intlLocale(locale), {
    style: 'percent',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(Number(occupancy))
}

/** Up to two initials for an avatar: "Ana Lucía" + "Rivas" -> "AR". */
export function initials(name: string, lastName = ''): string {
  const first = name.trim().charAt(0)
  const last = lastName.trim().charAt(0) || name.trim().split(/\s+/)[1]?.charAt(0) || ''
  return `${first}${last}`.toLocaleUpperCase()
}

/** "Owner and Manager", "Propietario y Gerente": a list as a sentence says it. */
export function formatList(items: readonly string[], locale: Locale): string {
  return new Intl.ListFormat(intlLocale(locale), { style: 'long', type: 'conjunction' }).format(items)
}
