import { describe, expect, it } from 'vitest'
import { formatDecimal, initials } from './format.ts'

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
