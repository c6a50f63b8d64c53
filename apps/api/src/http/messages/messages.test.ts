import { describe, expect, it } from 'vitest'
import { en } from './en.ts'
import { es } from './es.ts'
import { translate } from './index.ts'

const placeholders = (text: string) => [...text.matchAll(/:([a-z_]+)/g)].map((m) => m[1]).sort()

describe('message catalogue', () => {
  it('has every key in both languages, none empty', () => {
    expect(Object.keys(es).sort()).toEqual(Object.keys(en).sort())
    for (const text of [...Object.values(en), ...Object.values(es)]) expect(text.trim()).not.toBe('')
  })

  it('uses the same placeholders in both languages', () => {
    for (const key of Object.keys(en) as (keyof typeof en)[]) {
      expect(placeholders(es[key]), key).toEqual(placeholders(en[key]))
    }
  })

  it('fills placeholders and keeps unknown ones', () => {
    expect(translate('en', 'too_many_attempts', { seconds: 30 })).toBe(
      'Too many attempts. Please try again in 30 seconds.',
    )
    expect(translate('es', 'paging.per_page', { max: 100 })).toContain('entre 1 y 100')
    expect(translate('en', 'validation.too_long')).toContain(':max')
  })
})
