import { type CurrencyUnit, currencyUnitTypes } from '@hotel/contract'

/**
 * The units as a drawer holds them: currency by currency, bills before coins, the largest first. The currencies
 * screen lists them so, and the cash drawer's count follows the same order.
 */
export function orderUnits(units: readonly CurrencyUnit[]): CurrencyUnit[] {
  return [...units].sort(
    (a, b) =>
      a.currency_code.localeCompare(b.currency_code) ||
      currencyUnitTypes.indexOf(a.type) - currencyUnitTypes.indexOf(b.type) ||
      b.value - a.value,
  )
}
