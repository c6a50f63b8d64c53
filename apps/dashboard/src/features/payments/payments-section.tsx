import { can, type DeskPaymentRow, formatHotelMoment, formatMoney } from '@hotel/contract'
import { Banknote, FileDown, Undo2 } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useSession } from '../../auth/auth.tsx'
import { buttonClass } from '../../components/button-styles.ts'
import { ErrorPanel } from '../../components/error-panel.tsx'
import { LoadingState } from '../../components/loading-state.tsx'
import { useLocale } from '../../lib/locale.ts'
import { receiptUrl, useReservationPayments } from './api.ts'
import { cashText, chargedText, PaymentBadge } from './payment-parts.tsx'
import { RefundDialog, refundable } from './refund-dialog.tsx'
import { TakePaymentDialog } from './take-payment-dialog.tsx'

/** The reservation page's payments: the ledger, "Take payment", each payment with its receipt and refund. */
export function PaymentsSection({ reservationId }: { reservationId: string }) {
  const { t } = useTranslation(undefined, { keyPrefix: 'payments' })
  const locale = useLocale()
  const { permissions } = useSession()
  const mayView = can(permissions, 'payments.view')
  const query = useReservationPayments(reservationId, { enabled: mayView })
  const [taking, setTaking] = useState(false)
  const [refunding, setRefunding] = useState<DeskPaymentRow | null>(null)
  if (!mayView) return null
  const ledger = query.data
  const mayTake =
    can(permissions, 'payments.take') && ledger && ledger.due > 0 && ledger.status !== 'canceled'
  const mayRefund = can(permissions, 'refunds.create')
  const money = (cents: number) => formatMoney(cents, ledger?.currency ?? 'USD', locale)

  return (
    <section className="rounded-card border border-line bg-surface p-4 shadow-card sm:p-5">
      <div className="mb-3 flex flex-wrap items-center justify-between gap-3">
        <h2 className="font-semibold text-lg">{t('section')}</h2>
        {mayTake && (
          <button type="button" onClick={() => setTaking(true)} className={buttonClass('primary')}>
            <Banknote className="size-4" aria-hidden="true" />
            {t('take')}
          </button>
        )}
      </div>
      {!ledger ? (
        query.error ? (
          <ErrorPanel
            error={query.error}
            title={t('sectionLoadError')}
            onRetry={() => void query.refetch()}
          />
        ) : (
          <LoadingState />
        )
      ) : (
        <>
          <dl className="mb-4 grid grid-cols-3 gap-2 text-sm">
            {(
              [
                ['total', ledger.total],
                ['paid', ledger.paid],
                ['due_short', ledger.due],
              ] as const
            ).map(([key, value]) => (
              <div key={key} className="rounded-lg bg-paper p-2">
                <dt className="text-ink-soft">{t(key)}</dt>
                <dd
                  className={`font-semibold tabular-nums ${key === 'due_short' && value > 0 ? 'text-error-700' : ''}`}
                >
                  {money(value)}
                </dd>
              </div>
            ))}
          </dl>
          {ledger.payments.length === 0 ? (
            <p className="text-ink-soft text-sm">{t('noPayments')}</p>
          ) : (
            <ul className="divide-y divide-line rounded-lg border border-line">
              {ledger.payments.map((payment) => {
                const cash = cashText(payment, locale, t)
                return (
                  <li
                    key={payment.id}
                    className="flex flex-wrap items-center gap-x-4 gap-y-2 px-3 py-2 text-sm"
                  >
                    {/* At least 12rem for the details: on a phone the amount and buttons wrap under them. */}
                    <div className="min-w-0 flex-1 basis-48">
                      <p className="flex flex-wrap items-center gap-2">
                        <span className="font-medium font-mono">{payment.invoice ?? '—'}</span>
                        <PaymentBadge status={payment.status} />
                      </p>
                      <p className="text-ink-soft">
                        {t(`methods.${payment.method}`)}
                        {payment.card_last4 && ` · ${payment.card_brand ?? ''} •••• ${payment.card_last4}`} ·{' '}
                        {chargedText(payment, locale, t)} ·{' '}
                        {formatHotelMoment(payment.paid_at ?? payment.created_at, locale)}
                      </p>
                      {cash && <p className="text-ink-soft">{cash}</p>}
                      {payment.refunded_amount > 0 && (
                        <p className="text-ink-soft">
                          {t('refunded', { amount: money(payment.refunded_amount) })}
                        </p>
                      )}
                    </div>
                    <span className="font-semibold tabular-nums">{money(payment.amount)}</span>
                    <span className="flex gap-2">
                      {/* Only an approved payment has a receipt (and its number). */}
                      {payment.invoice && (
                        <a
                          href={receiptUrl(payment.id)}
                          download
                          aria-label={t('receiptLabel', { invoice: payment.invoice })}
                          className={buttonClass('secondary', { padding: 'px-3' })}
                        >
                          <FileDown className="size-4" aria-hidden="true" />
                          <span className="sr-only sm:not-sr-only">{t('receipt')}</span>
                        </a>
                      )}
                      {mayRefund && refundable(payment) > 0 && (
                        <button
                          type="button"
                          onClick={() => setRefunding(payment)}
                          aria-label={t('refundLabel', { invoice: payment.invoice })}
                          className={buttonClass('secondary', { padding: 'px-3' })}
                        >
                          <Undo2 className="size-4" aria-hidden="true" />
                          <span className="sr-only sm:not-sr-only">{t('refund')}</span>
                        </button>
                      )}
                    </span>
                  </li>
                )
              })}
            </ul>
          )}
          {mayTake && <TakePaymentDialog open={taking} ledger={ledger} onClose={() => setTaking(false)} />}
        </>
      )}
      <RefundDialog payment={refunding} onClose={() => setRefunding(null)} />
    </section>
  )
}
