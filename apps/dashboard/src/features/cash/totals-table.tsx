import { type CashTotal, formatMoney, type Locale } from '@hotel/contract'
import { useTranslation } from 'react-i18next'
import { ColumnHeading } from './parts.tsx'

/** Over, short or balanced: a difference is counted − expected, in minor units. */
export function differenceTone(difference: number | null): 'over' | 'short' | 'balanced' | null {
  if (difference === null) return null
  return difference > 0 ? 'over' : difference < 0 ? 'short' : 'balanced'
}

// Calm colours: information blue for over, warning amber for short; never alarm red for a drawer count.
const toneClass = { over: 'text-info-700', short: 'text-warning-700', balanced: 'text-success-700' } as const

/**
 * Per currency: what the drawer should hold, what was counted and the difference, said in words as well as
 * colour. Before a count (an open session) only the expected column has figures.
 */
export function TotalsTable({
  totals,
  locale,
  caption,
}: {
  totals: readonly CashTotal[]
  locale: Locale
  caption: string
}) {
  const { t } = useTranslation(undefined, { keyPrefix: 'cash' })
  const counted = totals.some((total) => total.counted !== null)
  return (
    <table className="w-full text-sm">
      <caption className="sr-only">{caption}</caption>
      <thead>
        <tr className="text-left text-ink-soft">
          <ColumnHeading>{t('currency')}</ColumnHeading>
          <ColumnHeading numeric>{t('expected')}</ColumnHeading>
          {counted && (
            <>
              <ColumnHeading numeric>{t('counted')}</ColumnHeading>
              <ColumnHeading numeric>{t('difference')}</ColumnHeading>
            </>
          )}
        </tr>
      </thead>
      <tbody>
        {totals.map((total) => {
          const tone = differenceTone(total.difference)
          const money = (value: number) => formatMoney(value, total.currency_code, locale)
          return (
            <tr key={total.currency_code} className="border-line border-t">
              <th scope="row" className="py-1.5 text-left font-semibold">
                {total.currency_code}
              </th>
              <td className="py-1.5 text-right tabular-nums">{money(total.expected)}</td>
              {counted && (
                <>
                  <td className="py-1.5 text-right tabular-nums">
                    {total.counted === null ? '—' : money(total.counted)}
                  </td>
                  <td className={`py-1.5 text-right tabular-nums ${tone ? toneClass[tone] : ''}`}>
                    {tone === null || total.difference === null
                      ? '—'
                      : tone === 'balanced'
                        ? t('balanced')
                        : t(tone, { amount: money(Math.abs(total.difference)) })}
                  </td>
                </>
              )}
            </tr>
          )
        })}
      </tbody>
    </table>
  )
}
