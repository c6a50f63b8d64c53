import { describe, expect, it } from 'vitest'
import { isValidDate, validateStay } from './validation.ts'

describe('validateStay', () => {
  const today = '2026-03-10'
  it('needs both dates', () => {
    expect(validateStay('', '2026-03-12', today)).toBe('search.errors.range')
    expect(validateStay('2026-03-11', '', today)).toBe('search.errors.range')
  })
  it('refuses a check-in in the past', () => {
    expect(validateStay('2026-03-09', '2026-03-12', today)).toBe('search.errors.past')
  })
  it('needs check-in before check-out', () => {
    expect(validateStay('2026-03-12', '2026-03-12', today)).toBe('search.errors.order')
    expect(validateStay('2026-03-13', '2026-03-12', today)).toBe('search.errors.order')
  })
  it('accepts a stay starting today', () => {
    expect(validateStay('2026-03-10', '2026-03-11', today)).toBeNull()
  })
})

describe('dates', () => {
  it('checks real calendar dates', () => {
    expect(isValidDate('2026-02-29')).toBe(false)
    expect(isValidDate('2028-02-29')).toBe(true)
    expect(isValidDate('10/03/2026')).toBe(false)
  })
})
