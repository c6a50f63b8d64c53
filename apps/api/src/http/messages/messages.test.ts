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

  it('says a count of one in the singular', () => {
    expect(translate('en', 'rooms.capacity', { number: 101, max: 1 })).toBe('Room 101 holds at most 1 guest.')
    expect(translate('en', 'rooms.capacity', { number: 201, max: 2 })).toBe(
      'Room 201 holds at most 2 guests.',
    )
    expect(translate('es', 'rooms.capacity', { number: 101, max: 1 })).toBe(
      'La habitación 101 admite como máximo 1 huésped.',
    )
    expect(translate('es', 'reservations.deadline', { days: 1 })).toContain('hasta 1 día antes')
    expect(translate('es', 'reservations.deadline', { days: 3 })).toContain('hasta 3 días antes')
    expect(translate('en', 'too_many_attempts', { seconds: 1 })).toBe(
      'Too many attempts. Please try again in 1 second.',
    )
  })

  it('has a plural entry for every singular one', () => {
    for (const key of Object.keys(en).filter((name) => name.endsWith('_one')))
      expect(Object.keys(en), key).toContain(key.slice(0, -'_one'.length))
  })

  it('fills placeholders and keeps unknown ones', () => {
    expect(translate('en', 'too_many_attempts', { seconds: 30 })).toBe(
      'Too many attempts. Please try again in 30 seconds.',
    )
    expect(translate('es', 'paging.per_page', { max: 100 })).toContain('entre 1 y 100')
    expect(translate('en', 'validation.too_long')).toContain(':max')
  })
})
