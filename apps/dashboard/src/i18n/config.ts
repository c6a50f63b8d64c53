import { fallbackLocale, type Locale, locales } from '@hotel/contract'
import type { InitOptions } from 'i18next'
import type { HttpBackendOptions } from 'i18next-http-backend'

const namespaces = ['common'] as const

/**
 * i18next options for the dashboard. Translations load over HTTP from the built app's `locales/` folder;
 * a failed load is retried up to 5 times, waiting 350 ms and doubling each time (i18next's BackendConnector
 * owns the retry: `maxRetries` and `retryTimeout`, the backend only reports that a retry makes sense).
 */
export function i18nOptions(lng: Locale, base: string, version: string): InitOptions<HttpBackendOptions> {
  return {
    lng,
    fallbackLng: fallbackLocale,
    supportedLngs: [...locales],
    nonExplicitSupportedLngs: false,
    load: 'languageOnly',
    ns: [...namespaces],
    defaultNS: 'common',
    maxRetries: 5,
    retryTimeout: 350,
    backend: {
      loadPath: `${base}locales/{{lng}}/{{ns}}.json`,
      queryStringParams: { v: version },
    },
    interpolation: { escapeValue: false },
    returnEmptyString: false,
    react: { useSuspense: true },
  }
}
