import { describe, expect, it } from 'vitest'
import en from '../../public/locales/en/common.json'
import es from '../../public/locales/es/common.json'
import { i18nOptions } from './config.ts'

type Tree = { [key: string]: string | Tree }

/** Every leaf as "a.b.c" -> value; a non-string, non-object leaf is reported with its type. */
function flatten(tree: Tree, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>()
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key
    if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
      for (const [k, v] of flatten(value, path)) out.set(k, v)
    } else {
      out.set(path, value)
    }
  }
  return out
}

const catalogues = { en: flatten(en as Tree), es: flatten(es as Tree) }
const placeholders = (value: string) => [...value.matchAll(/{{\s*([\w.]+)\s*}}/g)].map((m) => m[1]).sort()

describe('translation files', () => {
  it('have the same keys in English and Spanish', () => {
    const enKeys = [...catalogues.en.keys()].sort()
    const esKeys = [...catalogues.es.keys()].sort()
    expect(
      enKeys.filter((key) => !catalogues.es.has(key)),
      'missing in es',
    ).toEqual([])
    expect(
      esKeys.filter((key) => !catalogues.en.has(key)),
      'missing in en',
    ).toEqual([])
  })

  it('have no empty or non-text values', () => {
    for (const [lng, entries] of Object.entries(catalogues)) {
      const bad = [...entries].filter(([, value]) => typeof value !== 'string' || value.trim() === '')
      expect(
        bad.map(([key]) => key),
        `empty values in ${lng}`,
      ).toEqual([])
    }
  })

  it('use the same {{placeholders}} in both languages', () => {
    const mismatched = [...catalogues.en].filter(
      ([key, value]) =>
        String(placeholders(String(value))) !== String(placeholders(String(catalogues.es.get(key) ?? ''))),
    )
    expect(mismatched.map(([key]) => key)).toEqual([])
  })

  it('name each language in its own language', () => {
    expect(catalogues.en.get('language.en')).toBe('English')
    expect(catalogues.es.get('language.es')).toBe('Español')
  })
})

describe('i18n options', () => {
  const options = i18nOptions('es', '/dashboard/', 'abc123')

  it('loads /dashboard/locales/{{lng}}/{{ns}}.json, versioned', () => {
    expect(options.backend?.loadPath).toBe('/dashboard/locales/{{lng}}/{{ns}}.json')
    expect(options.backend?.queryStringParams).toEqual({ v: 'abc123' })
  })

  it('retries a failed load up to 5 times from 350 ms (i18next doubles the wait each time)', () => {
    expect(options.maxRetries).toBe(5)
    expect(options.retryTimeout).toBe(350)
  })

  it('falls back to English and only knows en and es', () => {
    expect(options.lng).toBe('es')
    expect(options.fallbackLng).toBe('en')
    expect(options.supportedLngs).toEqual(['en', 'es'])
  })
})
