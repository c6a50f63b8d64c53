import { describe, expect, it } from 'vitest'
import { countryCode, countryCodes, countryName, countryOptions, isCountryCode } from './countries.ts'

describe('countries', () => {
  it('holds the 249 assigned codes, each once and in order', () => {
    expect(countryCodes).toHaveLength(249)
    expect(new Set(countryCodes).size).toBe(249)
    expect([...countryCodes].sort()).toEqual([...countryCodes])
    for (const code of countryCodes) expect(code).toMatch(/^[A-Z]{2}$/)
  })

  it('knows assigned codes only', () => {
    expect(isCountryCode('NI')).toBe(true)
    expect(isCountryCode('ni')).toBe(false)
    for (const code of ['XK', 'EU', 'ZZ', 'UK', '', 'NIC']) expect(isCountryCode(code)).toBe(false)
  })

  it('accepts a code in any case with spaces and refuses an unknown one', () => {
    expect(countryCode.parse(' ni ')).toBe('NI')
    const unknown = countryCode.safeParse('XX')
    expect(unknown.success).toBe(false)
    expect(unknown.error?.issues[0]?.message).toBe('countries.not_found')
    expect(countryCode.safeParse('Nicaragua').error?.issues[0]?.message).toBe('countries.not_found')
    expect(countryCode.safeParse('  ').error?.issues[0]?.message).toBe('validation.required')
  })

  it('names a country in the language asked, and leaves anything else as it was', () => {
    expect(countryName('US', 'en')).toBe('United States')
    expect(countryName('US', 'es')).toBe('Estados Unidos')
    expect(countryName('Nicaragua', 'es')).toBe('Nicaragua')
    for (const code of countryCodes) expect(countryName(code, 'es')).not.toBe(code)
  })

  it('lists Nicaragua first, then the rest in the language’s order', () => {
    const es = countryOptions('es')
    expect(es).toHaveLength(249)
    expect(es[0]).toEqual({ code: 'NI', name: 'Nicaragua' })
    const names = es.slice(1).map((option) => option.name)
    expect(names).toEqual([...names].sort(new Intl.Collator('es').compare))
    // Accented names sort with their letter (Perú before Polonia), not after z as code points would.
    expect(names.indexOf('Perú')).toBeLessThan(names.indexOf('Polonia'))
  })
})
