// The tax rule of a folio line, one function for the API and the dashboard. Rates are percentages with at most two
// decimals, read as whole hundredths of a percent so that the arithmetic is on integers.

import { divideRounded } from './money.ts'

/** A tax as it applies to one line: its code, its rate in percent (15 for IVA) and whether the price includes it. */
export interface LineTaxRate {
  code: string
  rate: number
  included: boolean
}

export interface LineTax extends LineTaxRate {
  amount: number
}

/** A line's amount split into its tax base and taxes; `total` is what the guest owes for it. */
export interface LineTaxes {
  base: number
  taxes: LineTax[]
  total: number
}

/** 15 → 1500, 2.5 → 250: a rate in hundredths of a percent. */
const hundredths = (rate: number) => {
  const value = Math.round(rate * 100)
  if (value < 0 || value > 10_000 || Math.abs(value - rate * 100) > 1e-6)
    throw new Error(`not a tax rate: ${rate}`)
  return BigInt(value)
}

/**
 * THE tax rule. For the taxes a price includes:
 *   base = round(amount × 100 / (100 + sum of their rates)); each tax = round(base × rate / 100), and the last of
 *   them takes the remainder, so that base + taxes = amount exactly.
 * A tax the price does not include is round(base × rate / 100) on top of the amount. Rounding is half away from zero
 * on exact integers, so a negative line (a discount, a credit) is the mirror of a positive one.
 */
export function lineTaxes(amount: number, rates: readonly LineTaxRate[]): LineTaxes {
  if (!Number.isSafeInteger(amount)) throw new Error(`not whole cents: ${amount}`)
  const included = rates.filter((tax) => tax.included)
  const added = rates.filter((tax) => !tax.included)
  const includedSum = included.reduce((sum, tax) => sum + hundredths(tax.rate), 0n)
  const base = divideRounded(BigInt(amount) * 10_000n, 10_000n + includedSum)
  const taxOf = (tax: LineTaxRate) => divideRounded(BigInt(base) * hundredths(tax.rate), 10_000n)
  let left = amount - base
  const taxes = included.map((tax, index) => {
    const value = index === included.length - 1 ? left : taxOf(tax)
    left -= value
    return { ...tax, amount: value }
  })
  const extra = added.map((tax) => ({ ...tax, amount: taxOf(tax) }))
  return {
    base,
    taxes: [...taxes, ...extra],
    total: amount + extra.reduce((sum, tax) => sum + tax.amount, 0),
  }
}
