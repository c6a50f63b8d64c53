import { describe, expect, it } from 'vitest'
import { formatLocalPrice } from './local-price.ts'

const hotel = { currency: 'USD', local_currency: 'NIO', exchange_rate: '36.8' }

describe('formatLocalPrice', () => {
  it('converts by the contract’s rule, to the cent, and writes whole amounts without cents', () => {
    expect(formatLocalPrice(3825, hotel, 'en')).toBe('C$1,407.60')
    expect(formatLocalPrice(3825, hotel, 'es')).toBe('C$1,407.60')
    expect(formatLocalPrice(3500, hotel, 'en')).toBe('C$1,288')
  })

  it('shows nothing for a rate the rule cannot read, or zero', () => {
    for (const exchange_rate of ['abc', '-3', '0', ''])
      expect(formatLocalPrice(3500, { ...hotel, exchange_rate }, 'en')).toBeNull()
  })

  it('shows nothing unless the hotel’s currencies are dollars and córdobas', () => {
    expect(formatLocalPrice(3500, { ...hotel, local_currency: 'USD' }, 'en')).toBeNull()
    expect(formatLocalPrice(3500, { ...hotel, currency: 'EUR' }, 'en')).toBeNull()
  })
})
