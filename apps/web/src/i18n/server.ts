import type { Language, Namespace } from './options.ts'
import { createI18n, type Dictionary, type I18n } from './translate.ts'

// The pre-render reads the same JSON files the browser loads, bundled into the server build.
const files = import.meta.glob<Dictionary>('../../public/locales/*/*.json', {
  eager: true,
  import: 'default',
})

type Resources = Partial<Record<Language, Partial<Record<Namespace, Dictionary>>>>

function resources(): Resources {
  const result: Resources = {}
  for (const [file, content] of Object.entries(files)) {
    const [, lng, ns] = file.match(/locales\/([^/]+)\/([^/]+)\.json$/) ?? []
    if (!lng || !ns) continue
    result[lng as Language] = { ...result[lng as Language], [ns]: content }
  }
  return result
}

/** An instance with every namespace of every language already in memory: it renders synchronously. */
export function createServerI18n(lng: Language): I18n {
  return createI18n(lng, { resources: resources() })
}
