import i18next, { type i18n as I18n } from 'i18next'
import HttpBackend, { type HttpBackendOptions } from 'i18next-http-backend'
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
 * Creates the browser's i18next instance and resolves once the texts of `ns` are loaded, so the first
 * client render matches the pre-rendered HTML. Files come from /locales/{lng}/{ns}.json; a failed load
 * (network error or 5xx) is retried up to 5 times, waiting 350 ms and doubling each time.
 */
export async function createClientI18n(lng: Language, ns: Namespace[]): Promise<I18n> {
  const instance = i18next.createInstance()
  await instance
    .use(HttpBackend)
    .use(initReactI18next)
    .init<HttpBackendOptions>({
      ...baseOptions,
      lng,
      ns,
      maxRetries: 5,
      retryTimeout: 350,
      backend: { loadPath: localePath('{{lng}}', '{{ns}}') },
    })
  instance.on('languageChanged', (language) => {
    document.documentElement.lang = language
    document.documentElement.dir = instance.dir(language)
  })
  return instance
}
