/** Prices and dates in the page's language. Amounts are integer cents (DESIGN.md: never floats). */

/** The number locale of a page language: Nicaraguan Spanish ("USD 31.50"), US English ("$31.50"). */
export function numberLocale(lng: string): string {
  return lng === 'es' ? 'es-NI' : 'en-US'
}

const formats = new Map<string, Intl.NumberFormat>()

/**
 * The hotel's usual currencies written without Intl: creating the first currency formatter costs a cheap
 * phone some 50 ms (ICU's currency data), right when a room page is about to paint. Same text as Intl's
 * en-US and es-NI formats (format.test.ts compares them).
 */
const prefixes: Record<string, { en: string; es: string }> = {
  USD: { en: '$', es: 'USD\u00a0' },
  NIO: { en: 'C$', es: 'C$' },
}

/** "$35", "$31.50", "USD 35" (es): whole amounts without cents, others with two decimals. */
export function formatMoney(cents: number, currency: string, lng: string): string {
  const prefix = Number.isInteger(cents) ? prefixes[currency] : undefined
  if (prefix) {
    const units = Math.floor(Math.abs(cents) / 100)
      .toString()
      .replace(/\B(?=(\d{3})+(?!\d))/g, ',')
    const rest = Math.abs(cents) % 100
    const amount = rest ? `${units}.${String(rest).padStart(2, '0')}` : units
    return `${cents < 0 ? '-' : ''}${lng === 'es' ? prefix.es : prefix.en}${amount}`
  }
  return intlMoney(cents, currency, lng)
}

/** The same with Intl, for any currency. */
export function intlMoney(cents: number, currency: string, lng: string): string {
  const key = `${lng}|${currency}`
  let format = formats.get(key)
  if (!format) {
    format = new Intl.NumberFormat(numberLocale(lng), {
      style: 'currency',
      currency,
      // Córdobas as "C$", the way Nicaragua writes them, in English too (not "NIO").
      currencyDisplay: currency === 'NIO' ? 'narrowSymbol' : 'symbol',
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
      trailingZeroDisplay: 'stripIfInteger',
    })
    formats.set(key, format)
  }
  return format.format(cents / 100)
}

/**
 * `cents` of one currency in another at a decimal-string rate ("36.8" local units per unit), rounded to
 * whole units: the local price shown beside the hotel's. Computed in integers.
 */
export function convertCents(cents: number, rate: string): number | null {
  const match = /^(\d{1,9})(?:\.(\d{1,6}))?$/.exec(rate.trim())
  if (!match) return null
  const fraction = match[2] ?? ''
  const scale = 10n ** BigInt(fraction.length)
  const scaled = BigInt(`${match[1]}${fraction}`)
  if (scaled === 0n) return null
  // Round half up to a whole local unit (100 cents).
  const unit = 100n * scale
  const converted = BigInt(cents) * scaled
  return Number(((converted + unit / 2n) / unit) * 100n)
}

const months = {
  en: 'January February March April May June July August September October November December'.split(' '),
  es: 'enero febrero marzo abril mayo junio julio agosto septiembre octubre noviembre diciembre'.split(' '),
}

/**
 * "May 21, 2027" / "21 de mayo de 2027" for a YYYY-MM-DD date (a calendar day, no time zone shift).
 * Written without Intl, like formatMoney (the first Intl date formatter is as slow to create); the same
 * text as Intl's long date style (format.test.ts compares them).
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
export function intlDay(date: string, lng: string, style: 'long' | 'medium'): string {
  const day = new Date(`${date}T00:00:00Z`)
  if (Number.isNaN(day.getTime())) return date
  return new Intl.DateTimeFormat(lng === 'es' ? 'es-NI' : 'en-US', {
    dateStyle: style,
    timeZone: 'UTC',
  }).format(day)
}

/** "Jan 3 – 6, 2027" style range of two YYYY-MM-DD dates. */
export function formatDayRange(start: string, end: string, lng: string): string {
  const from = new Date(`${start}T00:00:00Z`)
  const to = new Date(`${end}T00:00:00Z`)
  if (Number.isNaN(from.getTime()) || Number.isNaN(to.getTime())) return `${start} – ${end}`
  // Node's ICU sets the dash between thin spaces where Chromium's sets plain ones: the server renders the
  // room page and the browser hydrates it, so both must write the same text.
  return new Intl.DateTimeFormat(lng === 'es' ? 'es-NI' : 'en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  })
    .formatRange(from, to)
    .replaceAll('\u2009', ' ')
}
