import { describe, expect, it } from 'vitest'
import { addDays, ageOn, hotelToday, isEmail, isValidDate, validateStay } from './validation.ts'

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
  it('adds days across months', () => {
    expect(addDays('2026-01-31', 1)).toBe('2026-02-01')
  })
  it('uses the hotel time zone for today', () => {
    // 03:00 UTC on 1 March is still 28 February in Managua (UTC-6).
    expect(hotelToday(new Date('2026-03-01T03:00:00Z'))).toBe('2026-02-28')
  })
  it('counts full years of age', () => {
    expect(ageOn('2008-03-11', '2026-03-10')).toBe(17)
    expect(ageOn('2008-03-10', '2026-03-10')).toBe(18)
  })
  it('checks e-mail addresses', () => {
    expect(isEmail('guest@example.com')).toBe(true)
    expect(isEmail('guest@example')).toBe(false)
  })
})
