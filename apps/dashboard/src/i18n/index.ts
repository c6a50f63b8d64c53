import i18n from 'i18next'
import HttpBackend, { type HttpBackendOptions } from 'i18next-http-backend'
import { initReactI18next } from 'react-i18next'
import { applyDocumentLocale, initialLocale, toLocale } from '../lib/locale.ts'
import { i18nOptions } from './config.ts'

const lng = initialLocale()
applyDocumentLocale(lng)

i18n.on('languageChanged', (language) => applyDocumentLocale(toLocale(language)))

void i18n
  .use(HttpBackend)
  .use(initReactI18next)
  .init<HttpBackendOptions>(i18nOptions(lng, import.meta.env.BASE_URL, __LOCALES_VERSION__))
