import { describe, expect, it } from 'vitest'
import { formatClockTime, formatDecimal, initials } from './format.ts'

describe('formatClockTime', () => {
  it('says the spec check-in and check-out times like people do', () => {
    expect(formatClockTime('15:00', 'en')).toBe('3:00 p.m.')
    expect(formatClockTime('11:00', 'en')).toBe('11:00 a.m.')
    expect(formatClockTime('15:00', 'es')).toBe('3:00 p. m.')
    expect(formatClockTime('11:00', 'es')).toBe('11:00 a. m.')
  })

  it('handles midnight, noon and seconds', () => {
    expect(formatClockTime('00:30', 'en')).toBe('12:30 a.m.')
    expect(formatClockTime('12:00:00', 'en')).toBe('12:00 p.m.')
  })

  it('returns what it cannot read unchanged', () => {
    expect(formatClockTime('3pm', 'en')).toBe('3pm')
    expect(formatClockTime('25:00', 'en')).toBe('25:00')
  })
})

describe('formatDecimal', () => {
  it('formats an exchange rate string without float noise', () => {
    expect(formatDecimal('36.8', 'en')).toBe('36.80')
    expect(formatDecimal('36.8', 'es')).toBe('36.80')
    expect(formatDecimal('36.6243', 'en')).toBe('36.6243')
    expect(formatDecimal('1234.5', 'en')).toBe('1,234.50')
    expect(formatDecimal('0.1000000000000000055511151231257827', 'en')).toBe('0.10')
  })

  it('returns a non-number unchanged', () => {
    expect(formatDecimal('n/a', 'en')).toBe('n/a')
  })
})

describe('initials', () => {
  it('uses the first and last name', () => {
    expect(initials('Ana Lucía', 'Rivas')).toBe('AR')
    expect(initials('ángel', 'ñurinda')).toBe('ÁÑ')
  })

  it('falls back to the second given name, or one letter', () => {
    expect(initials('Ana Lucía')).toBe('AL')
    expect(initials('Ana', '')).toBe('A')
  })
})
