import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { namespaces, supportedLanguages } from './options.ts'

const localesDir = join(import.meta.dirname, '../../public/locales')

/** Every leaf of a translation file as `path -> value` (arrays by index). */
function flatten(value: unknown, prefix = '', out = new Map<string, unknown>()): Map<string, unknown> {
  if (value !== null && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) flatten(child, prefix ? `${prefix}.${key}` : key, out)
  } else {
    out.set(prefix, value)
  }
  return out
}

function load(lng: string, ns: string): Map<string, unknown> {
  return flatten(JSON.parse(readFileSync(join(localesDir, lng, `${ns}.json`), 'utf8')))
}

const variables = (text: unknown) =>
  [...String(text).matchAll(/\{\{\s*([\w.]+)\s*\}\}/g)].map((m) => m[1]).sort()

describe('translation files', () => {
  it('exist for every language and namespace, and nothing else', () => {
    for (const lng of supportedLanguages) {
      const files = readdirSync(join(localesDir, lng)).sort()
      expect(files, lng).toEqual(namespaces.map((ns) => `${ns}.json`).sort())
    }
    expect(readdirSync(localesDir).sort()).toEqual([...supportedLanguages].sort())
  })

  for (const ns of namespaces) {
    describe(ns, () => {
      const byLanguage = Object.fromEntries(supportedLanguages.map((lng) => [lng, load(lng, ns)]))

      for (const lng of supportedLanguages) {
        for (const other of supportedLanguages) {
          if (other === lng) continue
          it(`has every ${lng} key in ${other}`, () => {
            const missing = [...(byLanguage[lng]?.keys() ?? [])].filter((key) => !byLanguage[other]?.has(key))
            expect(missing, `${ns}: keys in ${lng} missing from ${other}`).toEqual([])
          })
        }

        it(`has no empty ${lng} values`, () => {
          const empty = [...(byLanguage[lng] ?? [])]
            .filter(([, value]) => typeof value !== 'string' || value.trim() === '')
            .map(([key]) => key)
          expect(empty, `${ns}/${lng}: empty or non-text values`).toEqual([])
        })
      }

      it('uses the same {{variables}} in every language', () => {
        const [first, ...rest] = supportedLanguages
        const reference = byLanguage[first] ?? new Map()
        const different = rest.flatMap((lng) =>
          [...reference].filter(
            ([key, text]) =>
              JSON.stringify(variables(text)) !== JSON.stringify(variables(byLanguage[lng]?.get(key))),
          ),
        )
        expect(different.map(([key]) => key)).toEqual([])
      })
    })
  }
})
