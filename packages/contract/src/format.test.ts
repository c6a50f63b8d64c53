import { describe, expect, it } from 'vitest'
import {
  formatClockTime,
  formatHotelMoment,
  formatHotelMomentDay,
  formatMoney,
  formatShares,
  intlLocale,
} from './format.ts'

// Intl separates with no-break and narrow spaces; compare with plain ones where the test writes the text.
const plain = (text: string) => text.replace(/\s/g, ' ')

describe('formatClockTime', () => {
  it('writes the hotel hours as the specification does, with no-break spaces', () => {
    expect(formatClockTime('15:00', 'en')).toBe('3:00\u00a0p.m.')
    expect(formatClockTime('11:00', 'es')).toBe('11:00\u00a0a.\u00a0m.')
    expect(formatClockTime('00:30', 'en')).toBe('12:30\u00a0a.m.')
    expect(formatClockTime('12:05:00', 'es')).toBe('12:05\u00a0p.\u00a0m.')
  })

  it('returns what is not a time as given', () => {
    expect(formatClockTime('noon', 'en')).toBe('noon')
    expect(formatClockTime('24:00', 'en')).toBe('24:00')
    expect(formatClockTime('9:75', 'en')).toBe('9:75')
  })
})

describe('hotel moments', () => {
  // 03:05 UTC on 15 March is 21:05 on 14 March at the hotel (UTC-6).
  const moment = '2026-03-15T03:05:00Z'

  it('are written on the hotel clock, whatever the machine says', () => {
    expect(plain(formatHotelMoment(moment, 'en'))).toBe('Mar 14, 2026, 9:05 PM')
    expect(plain(formatHotelMoment(moment, 'en', 'short'))).toBe('3/14/26, 9:05 PM')
    expect(plain(formatHotelMomentDay(moment, 'en'))).toBe('Mar 14, 2026')
    expect(formatHotelMomentDay(moment, 'es')).toContain('14')
  })

  it('return what is not a moment as given', () => {
    expect(formatHotelMoment('soon', 'en')).toBe('soon')
    expect(formatHotelMomentDay('', 'es')).toBe('')
  })
})

describe('formatMoney', () => {
  it('always shows cents unless asked to leave them out of whole amounts', () => {
    expect(plain(formatMoney(3500, 'USD', 'en'))).toBe('$35.00')
    expect(plain(formatMoney(3500, 'USD', 'en', 'when-any'))).toBe('$35')
    expect(plain(formatMoney(3150, 'USD', 'en', 'when-any'))).toBe('$31.50')
    expect(plain(formatMoney(123456, 'USD', 'en'))).toBe('$1,234.56')
    expect(plain(formatMoney(5, 'USD', 'en'))).toBe('$0.05')
    expect(plain(formatMoney(-3150, 'USD', 'en'))).toBe('-$31.50')
  })

  it('writes dollars the Nicaraguan way in Spanish, and córdobas as C$ in both languages', () => {
    expect(plain(formatMoney(3500, 'USD', 'es', 'when-any'))).toBe('USD 35')
    expect(plain(formatMoney(294400, 'NIO', 'en'))).toBe('C$2,944.00')
    expect(plain(formatMoney(294400, 'NIO', 'es', 'when-any'))).toBe('C$2,944')
  })

  it('writes without Intl exactly what Intl writes for the hotel currencies', () => {
    const amounts = [
      0, 5, 50, 99, 100, 3150, 3500, 3825, 14025, 99999, 100000, 123456, 1234567, 987654321, -3150,
    ]
    for (const locale of ['en', 'es'])
      for (const currency of ['USD', 'NIO'])
        for (const cents of ['always', 'when-any'] as const) {
          const intl = new Intl.NumberFormat(intlLocale(locale), {
            style: 'currency',
            currency,
            currencyDisplay: currency === 'NIO' ? 'narrowSymbol' : 'symbol',
            minimumFractionDigits: 2,
            trailingZeroDisplay: cents === 'when-any' ? 'stripIfInteger' : 'auto',
          })
          for (const amount of amounts)
            expect(
              formatMoney(amount, currency, locale, cents),
              `${amount} ${currency} ${locale} ${cents}`,
            ).toBe(intl.format(amount / 100))
        }
  })

  it('uses Intl for other currencies', () => {
    expect(formatMoney(3500, 'EUR', 'en', 'when-any')).toBe('€35')
    expect(formatMoney(3500, 'EUR', 'en')).toBe('€35.00')
  })
})

describe('formatShares', () => {
  it('lists the payment shares as each language does', () => {
    expect(formatShares([30, 50, 100], 'en')).toBe('30%, 50%, or 100%')
    expect(formatShares([30, 50, 100], 'es')).toBe('30%, 50% o 100%')
    expect(formatShares([100], 'en')).toBe('100%')
    expect(formatShares([], 'es')).toBe('')
  })
})
