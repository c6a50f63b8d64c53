import { describe, expect, it } from 'vitest'
import { addDays, ageOn, hotelToday } from './dates.ts'
import { bookingHorizon, stayLimitIssue } from './stay-limits.ts'

describe('dates', () => {
  it('adds days across months and years', () => {
    expect(addDays('2026-01-31', 1)).toBe('2026-02-01')
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01')
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28')
  })
  it('uses the hotel time zone for today', () => {
    // 03:00 UTC on 1 March is still 28 February in Managua (UTC-6).
    expect(hotelToday(new Date('2026-03-01T03:00:00Z'))).toBe('2026-02-28')
    expect(hotelToday(new Date('2026-03-01T06:00:00Z'))).toBe('2026-03-01')
  })
  it('counts full years of age', () => {
    expect(ageOn('2008-03-11', '2026-03-10')).toBe(17)
    expect(ageOn('2008-03-10', '2026-03-10')).toBe(18)
  })
})

describe('stay bounds', () => {
  it('end the horizon the same day so many months on, or the month’s last day', () => {
    expect(bookingHorizon('2026-03-10', 18)).toBe('2027-09-10')
    expect(bookingHorizon('2026-08-31', 18)).toBe('2028-02-29')
    expect(bookingHorizon('2026-11-30', 3)).toBe('2027-02-28')
  })
  it('name the first bound a stay breaks, with its figure', () => {
    const limits = { max_stay_nights: 30, booking_horizon_months: 18 }
    const today = '2026-03-10'
    expect(stayLimitIssue({ check_in: '2026-03-10', check_out: '2026-04-09' }, limits, today)).toBeNull()
    expect(stayLimitIssue({ check_in: '2026-03-10', check_out: '2026-04-10' }, limits, today)).toEqual({
      message: 'validation.stay_too_long',
      params: { max: 30 },
    })
    expect(stayLimitIssue({ check_in: '2027-09-10', check_out: '2027-09-11' }, limits, today)).toEqual({
      message: 'validation.beyond_horizon',
      params: { months: 18 },
    })
  })
})
