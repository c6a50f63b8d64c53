import { type DeskPaymentRow, formatMoney, type Locale } from '@hotel/contract'
import type { TFunction } from 'i18next'
import { useTranslation } from 'react-i18next'

/** The translator of the `payments` section. */
type PaymentsT = TFunction<'common', 'payments'>

const statusTone: Record<DeskPaymentRow['status'], string> = {
  paid: 'bg-pine-50 text-pine-800',
  pending: 'bg-amber-50 text-amber-800',
  requires_action: 'bg-amber-50 text-amber-800',
  unpaid: 'bg-error-50 text-error-700',
}

export function PaymentBadge({ status }: { status: DeskPaymentRow['status'] }) {
  const { t } = useTranslation(undefined, { keyPrefix: 'payments' })
  return (
    <span className={`inline-flex rounded-full px-2.5 py-0.5 font-medium text-xs ${statusTone[status]}`}>
      {t(`status.${status}`)}
    </span>
  )
}

/** "C$2,944.00 at 36.8" when charged in córdobas; the amount alone in dollars. */
export function chargedText(payment: DeskPaymentRow, locale: Locale, t: PaymentsT) {
  const charged = formatMoney(payment.charged_amount, payment.currency, locale)
  return payment.currency === 'USD' ? charged : t('charged', { amount: charged, rate: payment.exchange_rate })
}

/** "Handed over $100.00 · change C$736.00" for cash taken at the desk, else null. */
export function cashText(payment: DeskPaymentRow, locale: Locale, t: PaymentsT): string | null {
  if (payment.method !== 'cash' || payment.tendered === null) return null
  return t('tenderedChange', {
    tendered: formatMoney(payment.tendered, payment.currency, locale),
    change: formatMoney(payment.change_due ?? 0, payment.change_currency ?? payment.currency, locale),
  })
}
