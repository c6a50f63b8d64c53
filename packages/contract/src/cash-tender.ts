// Cash at the desk: what the guest hands over (dollar and córdoba notes together), and the change the desk gives in
// the currency it picks, rounded to the smallest cash unit it has (there are no centavo coins). One rule for the API
// and the dashboard, so the change a clerk sees is the change the server records.

import { type Currency, convertCents, divideRounded } from './money.ts'

export interface CashTenderInput {
  /** What the payment takes, in USD cents. */
  amountUsd: number
  /** NIO per USD: the hotel's own rate. */
  rate: string
  /** The notes handed over, by currency, in minor units. */
  tendered: Partial<Record<Currency, number>>
  /** The currency the change is given in. */
  changeCurrency: Currency
  /** The smallest cash unit the desk gives, by currency, in minor units (100: US$1, C$1). */
  cashUnit: Record<Currency, number>
}

export interface CashTender {
  /** The payment in the change currency. */
  due: number
  /** What was handed over, in the change currency. */
  handed: number
  enough: boolean
  /** The change to the cent, and as given (a whole number of cash units); null while too little is handed over. */
  exactChange: number | null
  change: number | null
  /** change − exactChange: what the rounding gave the guest (negative: what the hotel kept). */
  rounding: number | null
}

/**
 * Every part is converted once, straight to the change currency (convertCents), so that US$20 and C$1,200 for
 * US$50 at 36.8 give exactly C$96.00. The change is then rounded to the nearest cash unit, half away from zero
 * (C$23.56 → C$24, C$96.05 → C$96), and the difference is kept on its own line so that the drawer counts exactly.
 */
export function cashTender(input: CashTenderInput): CashTender {
  const into = (cents: number, from: Currency) => convertCents(cents, from, input.changeCurrency, input.rate)
  const due = into(input.amountUsd, 'USD')
  const handed = (Object.entries(input.tendered) as [Currency, number | undefined][]).reduce(
    (sum, [currency, cents]) => sum + (cents ? into(cents, currency) : 0),
    0,
  )
  const enough = handed >= due && handed > 0
  if (!enough) return { due, handed, enough, exactChange: null, change: null, rounding: null }
  const exactChange = handed - due
  const unit = input.cashUnit[input.changeCurrency]
  if (!Number.isSafeInteger(unit) || unit < 1) throw new Error(`not a cash unit: ${unit}`)
  const change = divideRounded(BigInt(exactChange), BigInt(unit)) * unit
  return { due, handed, enough, exactChange, change, rounding: change - exactChange }
}
