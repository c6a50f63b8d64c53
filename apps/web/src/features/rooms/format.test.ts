import { describe, expect, it } from 'vitest'
import {
  convertCents,
  formatDay,
  formatDayRange,
  formatMoney as formatMoneyRaw,
  intlMoney,
} from './format.ts'

// Intl separates with no-break and thin spaces; compare with plain ones.
const plain = (text: string) => text.replace(/\s/g, ' ')
const formatMoney = (...args: Parameters<typeof formatMoneyRaw>) => plain(formatMoneyRaw(...args))

describe('formatMoney', () => {
  it('writes US dollars the English way, without cents when whole', () => {
    expect(formatMoney(3500, 'USD', 'en')).toBe('$35')
    expect(formatMoney(3150, 'USD', 'en')).toBe('$31.50')
    expect(formatMoney(14025, 'USD', 'en')).toBe('$140.25')
    expect(formatMoney(123456, 'USD', 'en')).toBe('$1,234.56')
    expect(formatMoney(5, 'USD', 'en')).toBe('$0.05')
  })

  it('writes them the Nicaraguan way in Spanish', () => {
    expect(formatMoney(3500, 'USD', 'es')).toBe('USD 35')
    expect(formatMoney(3150, 'USD', 'es')).toBe('USD 31.50')
  })

  it('writes córdobas as C$ in both languages', () => {
    expect(formatMoney(128800, 'NIO', 'en')).toBe('C$1,288')
    expect(formatMoney(128800, 'NIO', 'es')).toBe('C$1,288')
  })
})

describe('formatMoney without Intl', () => {
  it('writes exactly what Intl writes, for the hotel currencies in both languages', () => {
    const amounts = [
      0, 5, 50, 99, 100, 3150, 3500, 3825, 14025, 99999, 100000, 123456, 1234567, 987654321, -3150,
    ]
    for (const lng of ['en', 'es']) {
      for (const currency of ['USD', 'NIO']) {
        for (const cents of amounts) {
          expect(formatMoneyRaw(cents, currency, lng), `${cents} ${currency} ${lng}`).toBe(
            intlMoney(cents, currency, lng),
          )
        }
      }
    }
  })

  it('uses Intl for other currencies', () => {
    expect(formatMoney(3500, 'EUR', 'en')).toBe('€35')
  })
})

describe('convertCents', () => {
  it('converts at a decimal-string rate, rounded to whole local units', () => {
    expect(convertCents(3825, '36.8')).toBe(140800) // 1407.60 -> 1408
    expect(convertCents(3500, '36.8')).toBe(128800)
    expect(convertCents(100, '36.5')).toBe(3700) // 36.50 rounds half up
    expect(convertCents(100, '36.49')).toBe(3600)
    expect(convertCents(3500, '1')).toBe(3500)
  })

  it('gives nothing for a rate it cannot read, or zero', () => {
    expect(convertCents(3500, 'abc')).toBeNull()
    expect(convertCents(3500, '-3')).toBeNull()
    expect(convertCents(3500, '0')).toBeNull()
  })
})

describe('formatDay', () => {
  it('formats a calendar day without shifting it by a time zone', () => {
    expect(formatDay('2027-05-21', 'en')).toBe('May 21, 2027')
    expect(formatDay('2027-05-21', 'es')).toBe('21 de mayo de 2027')
    expect(formatDay('not a day', 'en')).toBe('not a day')
    expect(formatDay('2027-13-01', 'en')).toBe('2027-13-01')
  })

  it('writes what Intl writes in the long date style', () => {
    for (const lng of ['en', 'es']) {
      for (let month = 1; month <= 12; month++) {
        const date = `2027-${String(month).padStart(2, '0')}-0${(month % 9) + 1}`
        const intl = new Intl.DateTimeFormat(lng === 'es' ? 'es-NI' : 'en-US', {
          dateStyle: 'long',
          timeZone: 'UTC',
        })
        expect(formatDay(date, lng)).toBe(intl.format(new Date(`${date}T00:00:00Z`)))
      }
    }
  })

  it('formats a stay as a short range', () => {
    expect(plain(formatDayRange('2027-01-03', '2027-01-06', 'en'))).toBe('Jan 3 – 6, 2027')
    expect(plain(formatDayRange('2027-01-30', '2027-02-02', 'es'))).toBe('30 de ene – 2 de feb de 2027')
  })

  it('writes the range with plain spaces, as the browser does (the server renders it first)', () => {
    expect(formatDayRange('2027-01-03', '2027-01-06', 'en')).toBe('Jan 3 – 6, 2027')
  })
})
