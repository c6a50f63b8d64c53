import i18next, { type BackendModule, type i18n as I18n } from 'i18next'
import { initReactI18next } from 'react-i18next'
import { matchPath } from 'react-router'
import { pagePatterns } from '../pages.ts'
import {
  baseOptions,
  fallbackLanguage,
  isLanguage,
  type Language,
  localePath,
  type Namespace,
} from './options.ts'

/** The namespaces a path needs: `common` and those of the page it matches (none for unknown paths). */
export function namespacesFor(pathname: string): Namespace[] {
  return pagePatterns.find(({ pattern }) => matchPath(pattern, pathname))?.ns ?? ['common']
}

/** The language the server picked for this page (it pre-rendered `<html lang>` in it). */
export function documentLanguage(): Language {
  const lang = document.documentElement.lang
  return isLanguage(lang) ? lang : fallbackLanguage
}

/**
 * Reads /locales/{lng}/{ns}.json with a plain fetch (the request root.tsx preloads). A network error or a
 * 5xx asks i18next to retry (the `true`); a 4xx or a broken file does not. A few lines instead of
 * i18next-http-backend, whose options (other paths, XHR, saving missing keys) the site never uses: every
 * page loads this before it can hydrate.
 */
const localesBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(lng, ns, callback) {
    fetch(localePath(lng, ns)).then(
      (response) => {
        if (!response.ok) return callback(`${response.status} loading ${lng}/${ns}`, response.status >= 500)
        response.json().then(
          (data) => callback(null, data),
          () => callback(`unreadable ${lng}/${ns}`, false),
        )
      },
      (error: unknown) => callback(String(error), true),
    )
  },
}

/**
 * Creates the browser's i18next instance and resolves once the texts of `ns` are loaded, so the first
 * client render matches the pre-rendered HTML. Files come from /locales/{lng}/{ns}.json; a failed load
 * (network error or 5xx) is retried up to 5 times, waiting 350 ms and doubling each time.
 */
export async function createClientI18n(lng: Language, ns: Namespace[]): Promise<I18n> {
  const instance = i18next.createInstance()
  await instance
    .use(localesBackend)
    .use(initReactI18next)
    // No fallback language in the browser: every language has every key (locales.test.ts), and a fallback
    // would make each Spanish page download the English files too.
    .init({ ...baseOptions, fallbackLng: false, lng, ns, maxRetries: 5, retryTimeout: 350 })
  instance.on('languageChanged', (language) => {
    document.documentElement.lang = language
    document.documentElement.dir = instance.dir(language)
  })
  return instance
}
