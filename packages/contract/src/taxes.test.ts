import { describe, expect, it } from 'vitest'
import { lineTaxes } from './taxes.ts'

const iva = { code: 'IVA', rate: 15, included: true }
const intur = { code: 'INTUR', rate: 2, included: true }

describe('lineTaxes', () => {
  it('splits a night that includes IVA and INTUR so that base and taxes make the price to the cent', () => {
    // 80.00 × 100 / 117 = 68.376… → 68.38; IVA 68.38 × 15 % = 10.257 → 10.26; INTUR takes the rest: 1.36
    expect(lineTaxes(8000, [iva, intur])).toEqual({
      base: 6838,
      taxes: [
        { code: 'IVA', rate: 15, included: true, amount: 1026 },
        { code: 'INTUR', rate: 2, included: true, amount: 136 },
      ],
      total: 8000,
    })
  })

  it('splits an extra with IVA alone', () => {
    // 10.00 × 100 / 115 = 8.6956… → 8.70; IVA is the rest: 1.30
    expect(lineTaxes(1000, [iva])).toEqual({
      base: 870,
      taxes: [{ code: 'IVA', rate: 15, included: true, amount: 130 }],
      total: 1000,
    })
  })

  it('rounds a half cent away from zero, and a negative line mirrors a positive one', () => {
    // 2.30 × 100 / 115 = 2.00 exactly; 0.01 × 100 / 102 = 0.0098 → 0.01 (the base takes it, the tax is 0)
    expect(lineTaxes(230, [iva]).base).toBe(200)
    expect(lineTaxes(1, [{ code: 'INTUR', rate: 2, included: true }])).toMatchObject({
      base: 1,
      taxes: [{ amount: 0 }],
    })
    expect(lineTaxes(-8000, [iva, intur])).toEqual({
      base: -6838,
      taxes: [
        { code: 'IVA', rate: 15, included: true, amount: -1026 },
        { code: 'INTUR', rate: 2, included: true, amount: -136 },
      ],
      total: -8000,
    })
  })

  it('adds a tax the price does not include on top of the base', () => {
    // base 100.00 (no tax included); 15 % of it added: 15.00; 2.5 % of 100.00 = 2.50
    expect(
      lineTaxes(10_000, [
        { code: 'IVA', rate: 15, included: false },
        { code: 'X', rate: 2.5, included: false },
      ]),
    ).toEqual({
      base: 10_000,
      taxes: [
        { code: 'IVA', rate: 15, included: false, amount: 1500 },
        { code: 'X', rate: 2.5, included: false, amount: 250 },
      ],
      total: 11_750,
    })
    // included IVA and an added 2 %: base 69.57 of 80.00; 2 % of it, 1.3914 → 1.39 on top
    expect(lineTaxes(8000, [iva, { code: 'INTUR', rate: 2, included: false }])).toEqual({
      base: 6957,
      taxes: [
        { code: 'IVA', rate: 15, included: true, amount: 1043 },
        { code: 'INTUR', rate: 2, included: false, amount: 139 },
      ],
      total: 8139,
    })
  })

  it('leaves a line without taxes as it is, and refuses a rate with more than two decimals', () => {
    expect(lineTaxes(4675, [])).toEqual({ base: 4675, taxes: [], total: 4675 })
    expect(() => lineTaxes(100, [{ code: 'X', rate: 1.234, included: true }])).toThrow()
    expect(() => lineTaxes(100.5, [iva])).toThrow()
  })
})
