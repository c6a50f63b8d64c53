import { describe, expect, it } from 'vitest'
import { nightPrice, nightsOf, percentOf, priceStay, tariffFor } from './pricing.ts'

const capacities = [
  { capacity: 1, tariffCents: 4500 },
  { capacity: 2, tariffCents: 5500 },
]

describe('nightsOf', () => {
  it('lists the nights of a half-open stay, across months and leap days', () => {
    expect(nightsOf('2028-02-27', '2028-03-02')).toEqual([
      '2028-02-27',
      '2028-02-28',
      '2028-02-29',
      '2028-03-01',
    ])
    expect(nightsOf('2026-12-31', '2027-01-01')).toEqual(['2026-12-31'])
    expect(nightsOf('2026-05-01', '2026-05-01')).toEqual([])
  })
})

describe('tariffFor', () => {
  it('takes the smallest capacity that fits the guests', () => {
    expect(tariffFor(capacities, 1)).toBe(4500)
    expect(tariffFor(capacities, 2)).toBe(5500)
    expect(
      tariffFor(
        [
          { capacity: 4, tariffCents: 9500 },
          { capacity: 3, tariffCents: 8500 },
        ],
        2,
      ),
    ).toBe(8500)
  })
  it('has no tariff for more guests than the room holds', () => {
    expect(tariffFor(capacities, 3)).toBeNull()
  })
})

describe('nightPrice', () => {
  const periods = [
    { startDate: '2026-12-15', endDate: '2027-01-05', rawTariffCents: 7000 },
    { startDate: '2026-12-24', endDate: '2026-12-25', rawTariffCents: 9000 },
  ]
  it('uses the covering season, the most specific one when seasons overlap', () => {
    expect(nightPrice('2026-12-14', 5500, periods)).toBe(5500)
    expect(nightPrice('2026-12-15', 5500, periods)).toBe(7000)
    expect(nightPrice('2026-12-24', 5500, periods)).toBe(9000)
    expect(nightPrice('2027-01-05', 5500, periods)).toBe(7000)
    expect(nightPrice('2027-01-06', 5500, periods)).toBe(5500)
  })
})

describe('percentOf', () => {
  it('rounds half a cent up, in integers', () => {
    expect(percentOf(5550, 10)).toBe(555)
    expect(percentOf(1005, 10)).toBe(101)
    expect(percentOf(1004, 10)).toBe(100)
    expect(percentOf(3333, 15)).toBe(500)
  })
})

describe('priceStay', () => {
  const promo = (id: string, discount: number, startAt: string, expiredAt: string) => ({
    id,
    code: id.toUpperCase(),
    discount,
    startAt,
    expiredAt,
  })

  it('adds the nights, seasons included', () => {
    const price = priceStay({
      checkIn: '2026-12-13',
      checkOut: '2026-12-16',
      guests: 2,
      capacities,
      periods: [{ startDate: '2026-12-15', endDate: '2027-01-05', rawTariffCents: 7000 }],
      promotions: [],
    })
    expect(price).toMatchObject({
      nights: 3,
      totalCents: 5500 + 5500 + 7000,
      discountCents: 0,
      promotion: null,
    })
  })

  it('applies the promotion giving the largest discount, only on the nights it covers', () => {
    const price = priceStay({
      checkIn: '2026-06-01',
      checkOut: '2026-06-05',
      guests: 1,
      capacities,
      periods: [],
      promotions: [promo('a', 10, '2026-01-01', '2026-12-31'), promo('b', 25, '2026-06-03', '2026-06-30')],
    })
    // a: 10% of 4 nights (18000) = 1800; b: 25% of 2 nights (9000) = 2250.
    expect(price?.totalCents).toBe(18000)
    expect(price?.promotion?.id).toBe('b')
    expect(price?.discountCents).toBe(2250)
    expect(price?.totalAfterPromotionCents).toBe(15750)
  })

  it('ignores promotions outside the stay', () => {
    const price = priceStay({
      checkIn: '2026-06-01',
      checkOut: '2026-06-03',
      guests: 1,
      capacities,
      periods: [],
      promotions: [promo('old', 50, '2026-01-01', '2026-05-31')],
    })
    expect(price?.promotion).toBeNull()
    expect(price?.totalAfterPromotionCents).toBe(9000)
  })

  it('rounds a discount to whole cents', () => {
    const price = priceStay({
      checkIn: '2026-06-01',
      checkOut: '2026-06-02',
      guests: 1,
      capacities: [{ capacity: 1, tariffCents: 3333 }],
      periods: [],
      promotions: [promo('x', 15, '2026-06-01', '2026-06-01')],
    })
    expect(price?.discountCents).toBe(500)
    expect(price?.totalAfterPromotionCents).toBe(2833)
  })

  it('cannot price more guests than the room holds', () => {
    expect(
      priceStay({
        checkIn: '2026-06-01',
        checkOut: '2026-06-02',
        guests: 5,
        capacities,
        periods: [],
        promotions: [],
      }),
    ).toBeNull()
  })
})
