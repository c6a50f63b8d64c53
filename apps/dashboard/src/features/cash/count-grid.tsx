import { type CurrencyUnit, formatMoney, type Locale, maxCashQuantity } from '@hotel/contract'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { inputClass } from '../../components/field.tsx'
import { orderUnits } from '../currencies/unit-order.ts'
import { ColumnHeading } from './parts.tsx'

/** What the clerk typed per unit id; an empty box means none of that unit. */
export type Quantities = Record<string, string>

/** A typed quantity: '' is 0, a whole number 0 to the contract's maximum is itself, anything else null. */
export function parseQuantity(value: string | undefined): number | null {
  const trimmed = (value ?? '').trim()
  if (trimmed === '') return 0
  if (!/^\d+$/.test(trimmed)) return null
  const quantity = Number(trimmed)
  return quantity <= maxCashQuantity ? quantity : null
}

/**
 * The count's total per currency in minor units (value × quantity, exact integers), in the units' order; a box
 * that is not a valid quantity adds nothing (it is marked on screen and blocks sending).
 */
export function countTotals(
  units: readonly CurrencyUnit[],
  quantities: Quantities,
): { currency_code: string; total: number }[] {
  const totals = new Map<string, number>()
  for (const unit of orderUnits(units)) {
    const quantity = parseQuantity(quantities[unit.id]) ?? 0
    totals.set(unit.currency_code, (totals.get(unit.currency_code) ?? 0) + unit.value * quantity)
  }
  return [...totals].map(([currency_code, total]) => ({ currency_code, total }))
}

/**
 * The count as the API takes it: every unit with its quantity (an empty box is 0) when `all`, else only the
 * units counted; null when a box holds something that is not a quantity.
 */
export function countLines(
  units: readonly CurrencyUnit[],
  quantities: Quantities,
  all: boolean,
): { currency_id: string; quantity: number }[] | null {
  const lines = []
  for (const unit of orderUnits(units)) {
    const quantity = parseQuantity(quantities[unit.id])
    if (quantity === null) return null
    if (all || quantity > 0) lines.push({ currency_id: unit.id, quantity })
  }
  return lines
}

/**
 * The drawer's count: per currency, a row per unit (bills, then coins) with a quantity box and the row's
 * amount, and the currency's total under it, updated as the clerk types (announced politely).
 */
export function CountGrid({
  units,
  quantities,
  onChange,
  locale,
  disabled = false,
}: {
  units: readonly CurrencyUnit[]
  quantities: Quantities
  onChange: (next: Quantities) => void
  locale: Locale
  disabled?: boolean
}) {
  const { t } = useTranslation(undefined, { keyPrefix: 'cash' })
  const id = useId()
  const ordered = orderUnits(units)
  const totals = countTotals(units, quantities)
  const currencies = totals.map((total) => total.currency_code)
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      {currencies.map((code) => (
        <fieldset key={code} className="rounded-card border border-line p-3 sm:p-4">
          <legend className="px-1 font-semibold">{t('countOf', { currency: code })}</legend>
          <table className="w-full text-sm">
            <thead>
              <tr className="text-left text-ink-soft">
                <ColumnHeading>{t('unit')}</ColumnHeading>
                <ColumnHeading className="w-24">{t('quantity')}</ColumnHeading>
                <ColumnHeading numeric>{t('amount')}</ColumnHeading>
              </tr>
            </thead>
            <tbody>
              {ordered
                .filter((unit) => unit.currency_code === code)
                .map((unit) => {
                  const value = quantities[unit.id] ?? ''
                  const invalid = parseQuantity(value) === null
                  const inputId = `${id}-${unit.id}`
                  return (
                    <tr key={unit.id} className="border-line border-t">
                      <th scope="row" className="py-1.5 pr-2 text-left font-normal">
                        <label htmlFor={inputId}>
                          {unit.description}{' '}
                          <span className="text-ink-soft">
                            ({t(`types.${unit.type}`)}, {formatMoney(unit.value, code, locale)})
                          </span>
                        </label>
                      </th>
                      <td className="py-1.5">
                        <input
                          id={inputId}
                          type="text"
                          inputMode="numeric"
                          autoComplete="off"
                          value={value}
                          disabled={disabled}
                          placeholder="0"
                          aria-invalid={invalid || undefined}
                          onChange={(event) => onChange({ ...quantities, [unit.id]: event.target.value })}
                          className={inputClass(invalid, 'text-right tabular-nums')}
                        />
                      </td>
                      <td className="py-1.5 pl-2 text-right tabular-nums">
                        {invalid ? '—' : formatMoney(unit.value * (parseQuantity(value) ?? 0), code, locale)}
                      </td>
                    </tr>
                  )
                })}
            </tbody>
            <tfoot>
              <tr className="border-line-strong border-t font-semibold">
                <th scope="row" colSpan={2} className="py-2 text-left">
                  {t('total', { currency: code })}
                </th>
                <td className="py-2 text-right tabular-nums" aria-live="polite">
                  {formatMoney(
                    totals.find((total) => total.currency_code === code)?.total ?? 0,
                    code,
                    locale,
                  )}
                </td>
              </tr>
            </tfoot>
          </table>
        </fieldset>
      ))}
    </div>
  )
}
