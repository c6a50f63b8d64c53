import { describe, expect, it } from 'vitest'
import { formatDay, formatDayRange, formatMomentDay, formatMomentMonth } from './format.ts'

// Intl separates with no-break and thin spaces; compare with plain ones.
const plain = (text: string) => text.replace(/\s/g, ' ')

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

describe('formatMomentDay', () => {
  // Noon UTC: the same day on any visitor's calendar.
  const moment = '2026-11-22T12:00:00Z'

  it('writes the day of a moment in the page language', () => {
    expect(formatMomentDay(moment, 'en', 'long')).toBe('November 22, 2026')
    expect(formatMomentDay(moment, 'es', 'long')).toBe('22 de noviembre de 2026')
    expect(plain(formatMomentDay(moment, 'en', 'medium'))).toBe('Nov 22, 2026')
    expect(formatMomentMonth(moment, 'en')).toBe('November 2026')
    expect(formatMomentMonth(moment, 'es')).toBe('noviembre de 2026')
  })

  it('returns what is not a moment as given', () => {
    expect(formatMomentDay('soon', 'en', 'long')).toBe('soon')
    expect(formatMomentMonth('soon', 'en')).toBe('soon')
  })
})
