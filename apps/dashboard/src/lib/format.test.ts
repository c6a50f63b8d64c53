import { describe, expect, it } from 'vitest'
import {
  formatCount,
  formatDay,
  formatDecimal,
  formatMonthOfYear,
  formatOccupancy,
  initials,
  monthName,
} from './format.ts'

describe('formatDay', () => {
  it('writes a calendar day as it is, whatever the time zone', () => {
    expect(formatDay('2026-03-14', 'en')).toBe('Mar 14, 2026')
    expect(formatDay('2026-11-24', 'en', 'full')).toBe('Tuesday, November 24, 2026')
    expect(formatDay('2026-11-24', 'es', 'full')).toBe('martes, 24 de noviembre de 2026')
  })

  it('returns what is not a day unchanged', () => {
    expect(formatDay('2026-3-14', 'en')).toBe('2026-3-14')
  })
})

describe('monthName', () => {
  it('names a month, long or short', () => {
    expect(monthName(3, 'en')).toBe('March')
    expect(monthName(3, 'es')).toBe('marzo')
    expect(monthName(3, 'en', 'short')).toBe('Mar')
  })
})

describe('formatMonthOfYear', () => {
  it('names a month of a year as each language says it', () => {
    expect(formatMonthOfYear(2026, 11, 'en')).toBe('November 2026')
    expect(formatMonthOfYear(2026, 11, 'es')).toBe('noviembre de 2026')
  })
})

describe('formatCount', () => {
  it('groups digits', () => {
    expect(formatCount(1234, 'en')).toBe('1,234')
    expect(formatCount(1234, 'es')).toBe('1,234')
  })
})

describe('formatOccupancy', () => {
  it('writes occupancy as a percentage', () => {
    expect(formatOccupancy('0.1667', 'en')).toBe('16.67%')
    // Nicaragua writes decimals with a point, as the hotel's Spanish does.
    expect(formatOccupancy('0.1667', 'es')).toBe('16.67%')
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
