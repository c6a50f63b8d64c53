import { describe, expect, it } from 'vitest'
import { cashTender } from './cash-tender.ts'

const cashUnit = { USD: 100, NIO: 100 }

describe('cashTender', () => {
  it('takes dollar and córdoba notes together and gives the change in córdobas to the córdoba', () => {
    // US$50 at 36.8 is C$1,840.00; US$20 is C$736.00, with C$1,200 handed C$1,936.00: change C$96.00 exactly
    expect(
      cashTender({
        amountUsd: 5000,
        rate: '36.8',
        tendered: { USD: 2000, NIO: 120_000 },
        changeCurrency: 'NIO',
        cashUnit,
      }),
    ).toEqual({ due: 184_000, handed: 193_600, enough: true, exactChange: 9600, change: 9600, rounding: 0 })
  })

  it('rounds the change to the nearest cash unit and keeps the difference', () => {
    // US$46.75 = C$1,720.40; C$2,000 handed: C$279.60 → C$280, the guest gets C$0.40 more
    expect(
      cashTender({
        amountUsd: 4675,
        rate: '36.8',
        tendered: { NIO: 200_000 },
        changeCurrency: 'NIO',
        cashUnit,
      }),
    ).toMatchObject({ due: 172_040, exactChange: 27_960, change: 28_000, rounding: 40 })
    // US$93.50 at 36.8 = C$3,440.80; US$100 = C$3,680.00: C$239.20 → C$239, the hotel keeps C$0.20
    expect(
      cashTender({
        amountUsd: 9350,
        rate: '36.8',
        tendered: { USD: 10_000 },
        changeCurrency: 'NIO',
        cashUnit,
      }),
    ).toMatchObject({ exactChange: 23_920, change: 23_900, rounding: -20 })
    // half a unit goes to the guest: C$0.50 → C$1
    expect(
      cashTender({ amountUsd: 100, rate: '36.5', tendered: { NIO: 3700 }, changeCurrency: 'NIO', cashUnit }),
    ).toMatchObject({ due: 3650, exactChange: 50, change: 100, rounding: 50 })
  })

  it('gives change in dollars from córdoba notes, with a coarser unit when the desk has one', () => {
    // US$50 with C$2,000: C$2,000 / 36.8 = US$54.35; change US$4.35 → US$4 with US$1 notes, US$5 with US$5 only
    const input = {
      amountUsd: 5000,
      rate: '36.8',
      tendered: { NIO: 200_000 },
      changeCurrency: 'USD' as const,
    }
    expect(cashTender({ ...input, cashUnit })).toMatchObject({ handed: 5435, exactChange: 435, change: 400 })
    expect(cashTender({ ...input, cashUnit: { USD: 500, NIO: 100 } })).toMatchObject({
      change: 500,
      rounding: 65,
    })
  })

  it('gives no change while too little is handed over', () => {
    expect(
      cashTender({ amountUsd: 5000, rate: '36.8', tendered: { USD: 4999 }, changeCurrency: 'USD', cashUnit }),
    ).toEqual({ due: 5000, handed: 4999, enough: false, exactChange: null, change: null, rounding: null })
    expect(
      cashTender({ amountUsd: 5000, rate: '36.8', tendered: {}, changeCurrency: 'NIO', cashUnit }).enough,
    ).toBe(false)
  })
})
