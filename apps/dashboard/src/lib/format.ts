import { intlLocale, type Locale } from '@hotel/contract'

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
