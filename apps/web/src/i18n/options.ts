import { type Namespace, namespaces } from '../pages.ts'

// The languages, the fallback and the cookie are shared with the API (packages/contract).
export {
  fallbackLocale as fallbackLanguage,
  isLocale as isLanguage,
  type Locale as Language,
  localeCookie as languageCookie,
  locales as supportedLanguages,
} from '@hotel/contract'

export { type Namespace, namespaces }

/** Where translation files are served from; `?v=` changes whenever a file changes (vite.config.ts). */
export function localePath(lng: string, ns: string): string {
  return `/locales/${lng}/${ns}.json?v=${__LOCALES_VERSION__}`
}
