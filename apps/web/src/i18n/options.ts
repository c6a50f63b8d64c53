import type { InitOptions } from 'i18next'
import { type Namespace, namespaces } from '../pages.ts'

export const supportedLanguages = ['en', 'es'] as const
export type Language = (typeof supportedLanguages)[number]
export const fallbackLanguage: Language = 'en'
/** Cookie the server reads to pick the pre-rendered variant (packages/contract `localeCookie`). */
export const languageCookie = 'lang'

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (supportedLanguages as readonly string[]).includes(value)
}

export { type Namespace, namespaces }

/** Where translation files are served from; `?v=` changes whenever a file changes (vite.config.ts). */
export function localePath(lng: string, ns: string): string {
  return `/locales/${lng}/${ns}.json?v=${__LOCALES_VERSION__}`
}

/** Options shared by the browser and the pre-render. */
export const baseOptions = {
  fallbackLng: fallbackLanguage,
  supportedLngs: [...supportedLanguages],
  load: 'languageOnly',
  defaultNS: 'common',
  fallbackNS: 'common',
  interpolation: { escapeValue: false },
  returnNull: false,
  react: { useSuspense: true },
} satisfies InitOptions
