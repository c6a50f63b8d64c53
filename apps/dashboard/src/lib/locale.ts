import {
  fallbackLocale,
  isLocale,
  type Locale,
  localeCookie,
  localeFromAcceptLanguage,
} from '@hotel/contract'
import { useTranslation } from 'react-i18next'

const oneYearInSeconds = 365 * 24 * 60 * 60

/** Maps any language tag i18next may report ("es", "es-NI", "cimode") to a supported locale. */
export function toLocale(language: string | undefined | null): Locale {
  const base = language?.toLowerCase().split('-')[0]
  return isLocale(base) ? base : fallbackLocale
}

/** Reads the shared `lang` cookie (written by both apps' language switchers) from a Cookie string. */
export function readLocaleCookie(cookies: string): Locale | null {
  for (const part of cookies.split(';')) {
    const [name, ...rest] = part.trim().split('=')
    if (name !== localeCookie) continue
    let value = rest.join('=')
    try {
      value = decodeURIComponent(value)
    } catch {
      return null
    }
    return isLocale(value) ? value : null
  }
  return null
}

/** The `lang` cookie for every path of the site, kept a year, sent on top-level navigations (Lax). */
export function localeCookieString(locale: Locale, secure: boolean): string {
  return `${localeCookie}=${locale}; Path=/; Max-Age=${oneYearInSeconds}; SameSite=Lax${secure ? '; Secure' : ''}`
}

/** Saved choice first, then the browser's languages in order, then English. */
export function pickLocale(cookies: string, browserLanguages: readonly string[]): Locale {
  return readLocaleCookie(cookies) ?? localeFromAcceptLanguage(browserLanguages.join(','))
}

export function initialLocale(): Locale {
  return pickLocale(document.cookie, navigator.languages ?? [navigator.language])
}

export function persistLocale(locale: Locale): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every browser staff use
  document.cookie = localeCookieString(locale, window.location.protocol === 'https:')
}

const rightToLeft = new Set(['ar', 'fa', 'he', 'ur', 'ps', 'dv', 'yi'])

export function textDirection(locale: string): 'ltr' | 'rtl' {
  return rightToLeft.has(locale.toLowerCase().split('-')[0] ?? '') ? 'rtl' : 'ltr'
}

export function applyDocumentLocale(locale: Locale): void {
  document.documentElement.lang = locale
  document.documentElement.dir = textDirection(locale)
}

/** The interface's language now, for formatting: re-renders the caller when the person switches languages. */
export function useLocale(): Locale {
  const { i18n } = useTranslation()
  return toLocale(i18n.resolvedLanguage ?? i18n.language)
}
