import {
  defaultMostReservedLimit,
  hotelToday,
  intlLocale,
  type Locale,
  maxMostReservedLimit,
} from '@hotel/contract'

/** The current year on the hotel's calendar, the page's default. */
const currentYear = () => Number(hotelToday().slice(0, 4))

/** A 4-digit year from the address, else the current one. */
export function readYear(value: string | null): number {
  return value && /^[1-9]\d{3}$/.test(value) ? Number(value) : currentYear()
}

/** A month 1–12 from the address; anything else is the whole year. */
export function readMonth(value: string | null): number | undefined {
  if (!value || !/^\d{1,2}$/.test(value)) return undefined
  const month = Number(value)
  return month >= 1 && month <= 12 ? month : undefined
}

/** How many rooms the most-reserved chart shows: 1 to 10, 5 unless the address says. */
export function readLimit(value: string | null): number {
  if (!value || !/^\d{1,2}$/.test(value)) return defaultMostReservedLimit
  const limit = Number(value)
  return limit >= 1 && limit <= maxMostReservedLimit ? limit : defaultMostReservedLimit
}

/** The years the selector offers: the last 5 and the next one. */
export const selectableYears = (year: number) => {
  const now = currentYear()
  const years = Array.from({ length: 7 }, (_, i) => now + 1 - i)
  return years.includes(year) ? years : [...years, year].sort((a, b) => b - a)
}

/** Money for a chart's axis, short: "$1.2K". */
export const formatCompactMoney = (cents: number, currency: string, locale: Locale) =>
  new Intl.NumberFormat(intlLocale(locale), {
    style: 'currency',
    currency,
    notation: 'compact',
    maximumFractionDigits: 1,
  }).format(cents / 100)
