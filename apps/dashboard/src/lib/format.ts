import type { Locale } from '@hotel/contract'
import { intlLocale } from './locale.ts'

/**
 * Formats a hotel-local "HH:mm" time for people: "3:00 p.m." in English, "3:00 p. m." in Spanish.
 * Values that are not a valid time are returned unchanged.
 */
export function formatClockTime(value: string, locale: Locale): string {
  const match = /^(\d{1,2}):(\d{2})(?::\d{2})?$/.exec(value.trim())
  if (!match) return value
  const hours = Number(match[1])
  const minutes = Number(match[2])
  if (hours > 23 || minutes > 59) return value
  const parts = new Intl.DateTimeFormat(intlLocale(locale), {
    hour: 'numeric',
    minute: '2-digit',
    hour12: true,
    timeZone: 'UTC',
  }).formatToParts(new Date(Date.UTC(2000, 0, 1, hours, minutes)))
  return parts
    .map((part) => {
      if (part.type !== 'dayPeriod') return part.value
      const pm = hours >= 12
      if (locale === 'es') return pm ? 'p. m.' : 'a. m.'
      return pm ? 'p.m.' : 'a.m.'
    })
    .join('')
    .replace(/\s+/g, ' ')
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
