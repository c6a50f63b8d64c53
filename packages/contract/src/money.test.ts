import { describe, expect, it } from 'vitest'
import { nightsBetween } from './dates.ts'
import { convertCents, percentageOf, sameRate, scaledRate } from './money.ts'

describe('convertCents', () => {
  it('converts dollars to córdobas at the rate, to the cent, half away from zero', () => {
    expect(convertCents(8000, 'USD', 'NIO', '36.8')).toBe(294400) // 80.00 × 36.8 = 2,944.00
    expect(convertCents(3825, 'USD', 'NIO', '36.8')).toBe(140760) // 38.25 × 36.8 = 1,407.60
    expect(convertCents(1, 'USD', 'NIO', '36.625')).toBe(37) // 0.36625 córdobas -> 0.37
    expect(convertCents(-1, 'USD', 'NIO', '36.625')).toBe(-37)
    expect(convertCents(2, 'USD', 'NIO', '0.25')).toBe(1) // 0.5 of a cent rounds away from zero
  })

  it('converts córdobas back to dollars by dividing by the rate', () => {
    expect(convertCents(294400, 'NIO', 'USD', '36.8')).toBe(8000)
    expect(convertCents(100000, 'NIO', 'USD', '36.8')).toBe(2717) // 1,000 / 36.8 = 27.1739…
    expect(convertCents(37352, 'NIO', 'USD', '36.8')).toBe(1015) // 373.52 / 36.8 = 10.15
  })

  it('leaves an amount in its own currency as it is, and refuses what is not a rate or not cents', () => {
    expect(convertCents(1234, 'NIO', 'NIO', '36.8')).toBe(1234)
    expect(() => convertCents(100, 'USD', 'NIO', '36,8')).toThrow()
    expect(() => convertCents(100, 'USD', 'NIO', '0')).toThrow()
    expect(() => convertCents(10.5, 'USD', 'NIO', '36.8')).toThrow()
  })

  it('reads a rate exactly, however it is written', () => {
    expect(scaledRate('36.8')).toBe(36_800_000n)
    expect(sameRate('36.80', '36.8')).toBe(true)
    expect(sameRate('36.81', '36.8')).toBe(false)
  })
})

describe('percentageOf', () => {
  it('takes a share half away from zero, and all of it at 100 %', () => {
    expect(percentageOf(9970, 50)).toBe(4985)
    expect(percentageOf(9971, 50)).toBe(4986) // 4,985.5 -> 4,986
    expect(percentageOf(9971, 30)).toBe(2991) // 2,991.3
    expect(percentageOf(9971, 100)).toBe(9971)
  })
})

describe('nightsBetween', () => {
  it('counts the nights of a stay, across months and a leap day', () => {
    expect(nightsBetween('2026-12-30', '2027-01-02')).toBe(3)
    expect(nightsBetween('2028-02-28', '2028-03-01')).toBe(2)
    expect(nightsBetween('2027-05-01', '2027-05-01')).toBe(0)
  })

  it('is negative when the stay ends before it starts', () => {
    expect(nightsBetween('2027-05-03', '2027-05-01')).toBe(-2)
  })
})
