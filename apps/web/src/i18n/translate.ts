import type { Language, Namespace } from './options.ts'

/** One translation file's content: nested objects whose leaves are texts. */
export interface Dictionary {
  [key: string]: unknown
}

/**
 * `count` picks the plural form (`key_zero` for 0 when the file has it, else `key_one`, `key_other`... as
 * Intl.PluralRules says); `returnObjects` returns a nested object or array with every text in it
 * interpolated; any other option fills `{{name}}`.
 */
export interface TOptions {
  count?: number
  returnObjects?: boolean
  [variable: string]: unknown
}

/** `t('key')`, `t('ns:nested.key', { name })`: the text, or the key itself when no file has it. */
export type TFunction = (key: string, options?: TOptions) => string

type Listener = (lng: Language) => void

export interface I18n {
  /** The language the texts are in (every language the site has is supported, so both are the same). */
  readonly language: Language
  readonly resolvedLanguage: Language
  /** Both languages of the site are written left to right. */
  dir(lng?: string): 'ltr'
  /** `t` looking keys up in `ns`, then in `common`; a `ns:` prefix on a key picks another namespace. */
  getFixedT(ns: Namespace): TFunction
  hasLoadedNamespaces(ns: readonly Namespace[]): boolean
  /** Loads what is missing of `ns` in the current language; one request per file, however many callers. */
  loadNamespaces(ns: readonly Namespace[]): Promise<void>
  /** Loads every namespace loaded so far in `lng`, then switches to it and tells the listeners. */
  changeLanguage(lng: Language): Promise<void>
  /** Calls `listener` after each language change; returns the unsubscribe function. */
  onLanguageChanged(listener: Listener): () => void
}

/**
 * Reads one translation file. Resolving to `undefined` means it could not be read: the namespace then
 * counts as loaded, with no texts, and its keys show as themselves (as i18next did).
 */
export type Loader = (lng: Language, ns: Namespace) => Promise<Dictionary | undefined>

const fallbackNamespace: Namespace = 'common'

function lookup(dictionary: Dictionary | undefined, path: string): unknown {
  let node: unknown = dictionary
  for (const part of path.split('.')) {
    if (node === null || typeof node !== 'object') return undefined
    node = (node as Dictionary)[part]
  }
  return node
}

/**
 * Replaces `{{name}}` with `values.name` (no escaping: React escapes what it renders). A variable the
 * caller did not pass stays as written; one passed as undefined or null becomes empty, like i18next.
 * A value's own `{{...}}` is not interpolated again.
 */
export function interpolate(text: string, values: TOptions): string {
  return text.replace(/\{\{(.+?)\}\}/g, (match, name: string) => {
    const variable = name.trim()
    if (!Object.hasOwn(values, variable)) return match
    const value = values[variable]
    return value == null ? '' : String(value)
  })
}

function interpolateAll(value: unknown, values: TOptions): unknown {
  if (typeof value === 'string') return interpolate(value, values)
  if (Array.isArray(value)) return value.map((item) => interpolateAll(item, values))
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, interpolateAll(item, values)]))
  }
  return value
}

const pluralRules = new Map<string, Intl.PluralRules>()

function pluralSuffix(lng: Language, count: number): string {
  let rules = pluralRules.get(lng)
  if (!rules) {
    rules = new Intl.PluralRules(lng)
    pluralRules.set(lng, rules)
  }
  return `_${rules.select(count)}`
}

/**
 * The text of `key` in `dictionaries` (namespace -> file) for `lng`, as i18next resolved it: the key's
 * namespace (its `ns:` prefix, else `ns`) first, then `common`; in each, `key_zero` (count 0), then the
 * plural form, then `key`. An empty text counts as found.
 */
export function translate(
  dictionaries: Partial<Record<Namespace, Dictionary>>,
  lng: Language,
  ns: Namespace,
  fullKey: string,
  options: TOptions = {},
): string {
  const colon = fullKey.indexOf(':')
  const key = colon < 0 ? fullKey : fullKey.slice(colon + 1)
  const keyNs = colon < 0 ? ns : (fullKey.slice(0, colon) as Namespace)
  const { count } = options
  const candidates =
    typeof count === 'number'
      ? [...(count === 0 ? [`${key}_zero`] : []), `${key}${pluralSuffix(lng, count)}`, key]
      : [key]
  for (const namespace of keyNs === fallbackNamespace ? [keyNs] : [keyNs, fallbackNamespace]) {
    for (const candidate of candidates) {
      const found = lookup(dictionaries[namespace], candidate)
      if (typeof found === 'string') return interpolate(found, options)
      if (found !== undefined && found !== null && options.returnObjects) {
        // The callers cast the object to the shape they know (about.tsx, legal-page.tsx).
        return interpolateAll(found, options) as string
      }
    }
  }
  return interpolate(key, options)
}

/**
 * An instance for one visitor (browser) or one language (server). With `resources`, every namespace is in
 * memory and renders synchronously; with `load`, files are read on demand, per language.
 */
export function createI18n(
  lng: Language,
  source: { resources: Partial<Record<Language, Partial<Record<Namespace, Dictionary>>>> } | { load: Loader },
): I18n {
  const store = new Map<Language, Partial<Record<Namespace, Dictionary>>>()
  const pending = new Map<string, Promise<void>>()
  const listeners = new Set<Listener>()
  // Every namespace asked for so far: a language change loads them all in the new language.
  const wanted = new Set<Namespace>()
  let language = lng

  const dictionaries = (of: Language) => {
    let files = store.get(of)
    if (!files) {
      files = 'resources' in source ? { ...source.resources[of] } : {}
      store.set(of, files)
    }
    return files
  }

  const loadIn = (of: Language, ns: readonly Namespace[]): Promise<void> => {
    if (!('load' in source)) return Promise.resolve()
    const files = dictionaries(of)
    return Promise.all(
      ns
        .filter((name) => !(name in files))
        .map((name) => {
          const id = `${of}|${name}`
          let request = pending.get(id)
          if (!request) {
            request = source.load(of, name).then((content) => {
              files[name] = content ?? {}
              pending.delete(id)
            })
            pending.set(id, request)
          }
          return request
        }),
    ).then(() => undefined)
  }

  return {
    get language() {
      return language
    },
    get resolvedLanguage() {
      return language
    },
    dir: () => 'ltr',
    getFixedT(ns) {
      const files = dictionaries(language)
      const of = language
      return (key, options) => translate(files, of, ns, key, options)
    },
    hasLoadedNamespaces(ns) {
      const files = dictionaries(language)
      return ns.every((name) => name in files)
    },
    loadNamespaces(ns) {
      for (const name of ns) wanted.add(name)
      return loadIn(language, ns)
    },
    async changeLanguage(next) {
      await loadIn(next, [...wanted])
      language = next
      for (const listener of listeners) listener(next)
    },
    onLanguageChanged(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}
