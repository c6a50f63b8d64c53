import { describe, expect, it } from 'vitest'
import { formatLegalDate, formatShares } from './legal-page.tsx'

describe('payment shares', () => {
  it('read as a list of choices in each language', () => {
    expect(formatShares([30, 50, 100], 'en')).toBe('30%, 50%, or 100%')
    expect(formatShares([30, 50, 100], 'es')).toBe('30%, 50% o 100%')
    expect(formatShares([50, 100], 'en')).toBe('50% or 100%')
    expect(formatShares([100], 'en')).toBe('100%')
  })
})

describe('formatLegalDate', () => {
  it('writes the date out', () => {
    expect(formatLegalDate('2026-11-22', 'en')).toBe('November 22, 2026')
    expect(formatLegalDate('2026-11-22', 'es')).toBe('22 de noviembre de 2026')
  })
})
