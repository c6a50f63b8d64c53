import { matchPath } from 'react-router'
import { pagePatterns } from '../pages.ts'
import { fallbackLanguage, isLanguage, type Language, localePath, type Namespace } from './options.ts'
import { createI18n, type Dictionary, type I18n } from './translate.ts'

/** The namespaces a path needs: `common` and those of the page it matches (none for unknown paths). */
export function namespacesFor(pathname: string): Namespace[] {
  return pagePatterns.find(({ pattern }) => matchPath(pattern, pathname))?.ns ?? ['common']
}

/** The language the server picked for this page (it pre-rendered `<html lang>` in it). */
export function documentLanguage(): Language {
  const lang = document.documentElement.lang
  return isLanguage(lang) ? lang : fallbackLanguage
}

const maxRetries = 5
const firstRetryDelay = 350

/**
 * Reads /locales/{lng}/{ns}.json with a plain fetch (the request root.tsx preloads). A network error or a
 * 5xx is retried up to 5 times, waiting 350 ms and doubling each time; a 4xx or a broken file is not. A
 * file that cannot be read resolves to `undefined`: its keys then show as themselves.
 */
export async function readLocale(lng: Language, ns: Namespace): Promise<Dictionary | undefined> {
  let delay = firstRetryDelay
  for (let attempt = 0; ; attempt++) {
    let retry: boolean
    try {
      const response = await fetch(localePath(lng, ns))
      if (response.ok) return await response.json().catch(() => undefined)
      retry = response.status >= 500
    } catch {
      retry = true
    }
    if (!retry || attempt >= maxRetries) return undefined
    await new Promise((resolve) => setTimeout(resolve, delay))
    delay *= 2
  }
}

/**
 * Creates the browser's instance and resolves once the texts of `ns` are loaded, so the first client render
 * matches the pre-rendered HTML. There is no fallback language: every language has every key
 * (locales.test.ts), and a fallback would make each Spanish page download the English files too.
 */
export async function createClientI18n(lng: Language, ns: Namespace[]): Promise<I18n> {
  const instance = createI18n(lng, { load: readLocale })
  await instance.loadNamespaces(ns)
  instance.onLanguageChanged((language) => {
    document.documentElement.lang = language
    document.documentElement.dir = instance.dir(language)
  })
  return instance
}
