// How every app writes an hour, a moment, an amount and a phone number for people: one copy of each, shared by the
// API (mails, PDFs, pre-rendered pages), the guest site and the dashboard. No zod here, so that a guest page
// importing a formatter does not load it.

import { hotelTimeZone } from './dates.ts'

/** The region whose conventions each interface language follows: Nicaraguan Spanish, US English. */
export function intlLocale(locale: string): 'es-NI' | 'en-US' {
  return locale === 'es' ? 'es-NI' : 'en-US'
}

/** One formatter per key, made on first use: making one costs far more than formatting with it. */
function kept<F>(make: (key: string) => F): (key: string) => F {
  const made = new Map<string, F>()
  return (key) => {
    let formatter = made.get(key)
    if (!formatter) {
      formatter = make(key)
      made.set(key, formatter)
    }
    return formatter
  }
}

/**
 * "15:00" -> "3:00 p.m." (English) or "3:00 p. m." (Spanish), the way the specification writes the hotel's hours,
 * with non-breaking spaces so that a line never ends inside a time. Written by hand, not with Intl: a pre-rendered
 * page must say exactly what the browser renders when it hydrates. Anything that is not a time is returned as given.
 */
export function formatClockTime(time: string, locale: string): string {
  const match = /^(\d{1,2}):(\d{2})(?::\d{2})?$/.exec(time.trim())
  if (!match) return time
  const hours = Number(match[1])
  if (hours > 23 || Number(match[2]) > 59) return time
  const suffix = `${hours < 12 ? 'a' : 'p'}.${locale === 'es' ? '\u00a0' : ''}m.`
  return `${hours % 12 || 12}:${match[2]}\u00a0${suffix}`
}

const momentFormat = kept((key) => {
  const [locale = 'en', style = 'medium'] = key.split(' ')
  return new Intl.DateTimeFormat(intlLocale(locale), {
    dateStyle: style as 'medium' | 'short',
    timeStyle: 'short',
    timeZone: hotelTimeZone,
  })
})

/**
 * A moment (an ISO timestamp) on the hotel's clock with its hour: "Mar 14, 2026, 3:05 PM" ('short': "3/14/26,
 * 3:05 PM"). What is not a moment is returned as given.
 */
export function formatHotelMoment(iso: string, locale: string, style: 'medium' | 'short' = 'medium'): string {
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return iso
  return momentFormat(`${locale} ${style}`).format(date)
}

const momentDayFormat = kept(
  (locale) => new Intl.DateTimeFormat(intlLocale(locale), { dateStyle: 'medium', timeZone: hotelTimeZone }),
)

/** The hotel's day of a moment (an ISO timestamp): "Mar 14, 2026". What is not a moment is returned as given. */
export function formatHotelMomentDay(iso: string, locale: string): string {
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return iso
  return momentDayFormat(locale).format(date)
}

/**
 * The hotel's usual currencies written without Intl: creating the first currency formatter costs a cheap phone
 * some 50 ms (ICU's currency data), right when a room page is about to paint. The same text as Intl's en-US and
 * es-NI formats (format.test.ts compares them), but córdobas are "C$" in English too, as Nicaragua writes them.
 */
const prefixes: Record<string, { en: string; es: string }> = {
  USD: { en: '$', es: 'USD\u00a0' },
  NIO: { en: 'C$', es: 'C$' },
}

const moneyFormat = kept((key) => {
  const [locale = 'en', currency = 'USD', cents = 'always'] = key.split(' ')
  return new Intl.NumberFormat(intlLocale(locale), {
    style: 'currency',
    currency,
    currencyDisplay: currency === 'NIO' ? 'narrowSymbol' : 'symbol',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
    trailingZeroDisplay: cents === 'when-any' ? 'stripIfInteger' : 'auto',
  })
})

/**
 * An amount in minor units with its currency: "$1,234.50", "USD 1,234.50" (es), "C$2,944.00". `cents: 'when-any'`
 * leaves them out of a whole amount ("$35"), as the guest site writes its prices; staff, mails and receipts
 * always show them. Only two-decimal currencies are expected (the hotel takes USD and NIO).
 */
export function formatMoney(
  minor: number,
  currency: string,
  locale: string,
  cents: 'always' | 'when-any' = 'always',
): string {
  const prefix = Number.isInteger(minor) ? prefixes[currency] : undefined
  if (!prefix) return moneyFormat(`${locale} ${currency} ${cents}`).format(minor / 100)
  const units = Math.floor(Math.abs(minor) / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ',')
  const rest = Math.abs(minor) % 100
  const amount = rest || cents === 'always' ? `${units}.${String(rest).padStart(2, '0')}` : units
  return `${minor < 0 ? '-' : ''}${locale === 'es' ? prefix.es : prefix.en}${amount}`
}

/**
 * A stored phone number with the spec's mask (xxx) xxxx-xxxx: the country code (505 in Nicaragua) and the
 * eight-digit local number. Numbers that do not have eleven digits are returned as given.
 */
export function formatPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '')
  if (digits.length !== 11) return phone
  return `(${digits.slice(0, 3)}) ${digits.slice(3, 7)}-${digits.slice(7)}`
}

/** `tel:` target for a stored phone number (digits, with the country code). */
export function telHref(phone: string): string {
  return `tel:+${phone.replace(/\D/g, '')}`
}

/**
 * "30%, 50%, or 100%" / "30%, 50% o 100%". Written by hand, not with Intl: the pre-rendered text must be
 * exactly what the browser renders when it hydrates, whatever its Intl data.
 */
export function formatShares(shares: readonly number[], locale: string): string {
  const items = shares.map((share) => `${share}%`)
  const last = items.pop()
  if (!last) return ''
  if (!items.length) return last
  return locale === 'es'
    ? `${items.join(', ')} o ${last}`
    : `${items.join(', ')}${items.length > 1 ? ',' : ''} or ${last}`
}
