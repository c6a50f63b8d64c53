import i18next, { type i18n as I18n, type Resource } from 'i18next'
import { initReactI18next } from 'react-i18next'
import { baseOptions, type Language, namespaces } from './options.ts'

// The pre-render reads the same JSON files the browser loads, bundled into the server build.
const files = import.meta.glob<Record<string, unknown>>('../../public/locales/*/*.json', {
  eager: true,
  import: 'default',
})

function resources(): Resource {
  const result: Resource = {}
  for (const [file, content] of Object.entries(files)) {
    const [, lng, ns] = file.match(/locales\/([^/]+)\/([^/]+)\.json$/) ?? []
    if (!lng || !ns) continue
    result[lng] = { ...result[lng], [ns]: content as Record<string, string> }
  }
  return result
}

/** An i18next instance with every namespace of every language already in memory (no backend). */
export function createServerI18n(lng: Language): I18n {
  const instance = i18next.createInstance()
  instance.use(initReactI18next).init({
    ...baseOptions,
    lng,
    ns: [...namespaces],
    resources: resources(),
    initAsync: false,
  })
  return instance
}
