export const locales = ['en', 'es'] as const
export type Locale = (typeof locales)[number]
export const fallbackLocale: Locale = 'en'
/** Cookie written by the language switchers; the server picks the pre-rendered page variant from it. */
export const localeCookie = 'lang'

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value)
}

/**
 * Picks a supported locale from an Accept-Language header, honouring q-weights. With no header the
 * caller's default applies; a header naming no supported language falls back to English.
 */
export function localeFromAcceptLanguage(
  header: string | undefined | null,
  whenAbsent: Locale = fallbackLocale,
): Locale {
  if (!header?.trim()) return whenAbsent
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';')
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='))
      return { lang: tag.trim().toLowerCase().split('-')[0], q: q ? Number(q.slice(2)) : 1, index }
    })
    .filter((entry) => entry.lang && !Number.isNaN(entry.q) && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
  return ranked.map((entry) => entry.lang).find(isLocale) ?? fallbackLocale
}
