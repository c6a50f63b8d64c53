import { formatMoney, type Payment, type PaymentMethod } from '@hotel/contract'
import { ChevronLeft, ChevronRight, CreditCard, Receipt, Trash2 } from 'lucide-react'
import { useId, useRef, useState } from 'react'
import { Link } from 'react-router'
import { EmptyState } from '../../components/empty-state.tsx'
import { SubmitButton } from '../../components/form.tsx'
import { FormAlert } from '../../components/form-alert.tsx'
import { LoadError } from '../../components/load-error.tsx'
import { ConfirmDialog } from '../../components/modal.tsx'
import { usePageLanguage, useTranslation } from '../../i18n/react.tsx'
import { formatMomentDay } from '../../lib/format.ts'
import { useHotel } from '../../lib/hotel.ts'
import { failureMessage } from '../../lib/messages.ts'
import { notify } from '../../lib/toast.ts'
import { brandName, type CardValues, checkCard } from './card.ts'
import { BrandLogo } from './card-logos.tsx'
import { CardInputs, useCardForm } from './payment-form.tsx'
import { paymentActions, usePaymentHistory, usePaymentMethod } from './queries.ts'

/** The profile's Payments tab: the saved card ("update payment method") and the payment history. */
export default function PaymentsPanel() {
  return (
    <div className="grid grid-cols-1 gap-6">
      <SavedCard />
      <History />
    </div>
  )
}

const expiryOf = (method: Pick<PaymentMethod, 'exp_month' | 'exp_year'>) =>
  `${String(method.exp_month).padStart(2, '0')}/${String(method.exp_year).slice(-2)}`

function SavedCard() {
  const { t } = useTranslation(['account', 'reservations'])
  const method = usePaymentMethod()
  const [editing, setEditing] = useState(false)
  const [removing, setRemoving] = useState(false)
  const saved = method.data
  return (
    <section aria-labelledby="saved-card-title" className="card p-4 sm:p-5" data-testid="saved-card">
      <h3 id="saved-card-title" className="font-semibold text-pine-950">
        {t('payments.method.title')}
      </h3>
      {method.isError && !method.isSuccess ? (
        <LoadError inline message={failureMessage(t, method.error)} onRetry={() => method.refetch()} />
      ) : method.isPending ? (
        <div className="mt-3 h-12 animate-pulse rounded-xl bg-sand" role="status">
          <span className="sr-only">{t('common:loading')}</span>
        </div>
      ) : saved ? (
        <div className="mt-3 flex items-center gap-4">
          <BrandLogo brand={saved.brand} className="h-9 w-[57px]" decorative />
          <div className="min-w-0 text-sm">
            <p className="font-semibold text-ink" data-testid="saved-card-name">
              {t('reservations:card.saved', { brand: brandName(saved.brand), last4: saved.last4 })}
            </p>
            <p className="text-ink-soft">
              {t('reservations:card.expires', { date: expiryOf(saved) })} ·{' '}
              {t('payments.method.holder', { name: saved.holder })}
            </p>
          </div>
        </div>
      ) : (
        <p className="mt-2 text-ink-soft">{t('payments.method.none')}</p>
      )}
      {editing ? (
        <CardEditor onDone={() => setEditing(false)} />
      ) : method.isSuccess ? (
        <div className="mt-4 flex flex-wrap gap-3">
          <button type="button" className="btn btn-secondary" onClick={() => setEditing(true)}>
            <CreditCard className="size-4" aria-hidden="true" />
            {saved ? t('payments.method.update') : t('payments.method.add')}
          </button>
          {saved ? (
            <button
              type="button"
              className="btn btn-secondary text-error-700 hover:border-error-200 hover:bg-error-50"
              onClick={() => setRemoving(true)}
            >
              <Trash2 className="size-4" aria-hidden="true" />
              {t('payments.method.remove')}
            </button>
          ) : null}
        </div>
      ) : null}
      {removing ? <RemoveCard onClose={() => setRemoving(false)} /> : null}
    </section>
  )
}

/** "Update payment method": a new card, checked here and by the provider, replaces the saved one. */
function CardEditor({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation(['account', 'reservations'])
  const form = useCardForm()
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const titleId = useId()
  const title = useRef<HTMLHeadingElement>(null)
  const submit = form.handleSubmit(async (values: CardValues) => {
    const { card } = checkCard(values)
    if (!card) return
    setBusy(true)
    setError(null)
    try {
      const answer = await paymentActions.saveMethod(card)
      void notify('success', answer.message)
      onDone()
    } catch (failure) {
      setError(failureMessage(t, failure))
      setBusy(false)
    }
  })
  return (
    <form
      noValidate
      onSubmit={submit}
      aria-labelledby={titleId}
      className="mt-5 rounded-card border border-line bg-paper p-4 sm:p-5"
    >
      <h4 id={titleId} ref={title} className="font-semibold text-pine-950">
        {t('payments.method.formTitle')}
      </h4>
      <p className="mt-1 mb-5 text-sm text-ink-soft">{t('payments.method.formIntro')}</p>
      {error ? <FormAlert className="mb-5 text-sm font-medium">{error}</FormAlert> : null}
      <CardInputs form={form} />
      <p className="mt-4 text-sm text-ink-soft">{t('reservations:card.secure')}</p>
      <div className="mt-5 flex flex-wrap justify-end gap-3">
        <button type="button" className="btn btn-secondary" onClick={onDone} disabled={busy}>
          {t('payments.method.cancel')}
        </button>
        <SubmitButton busy={busy}>{t('payments.method.save')}</SubmitButton>
      </div>
    </form>
  )
}

function RemoveCard({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('account')
  const remove = async () => {
    const answer = await paymentActions.removeMethod()
    void notify('success', answer.message)
    onClose()
  }
  return (
    <ConfirmDialog
      title={t('payments.method.removeTitle')}
      text={t('payments.method.removeText')}
      keepLabel={t('payments.method.keep')}
      confirmLabel={t('payments.method.confirmRemove')}
      onConfirm={remove}
      onClose={onClose}
    />
  )
}

const statusTone: Record<Payment['status'], string> = {
  paid: 'bg-success-50 text-success-700 ring-success-700/25',
  unpaid: 'bg-error-50 text-error-700 ring-error-200',
  pending: 'bg-warning-50 text-warning-700 ring-warning-700/25',
  requires_action: 'bg-warning-50 text-warning-700 ring-warning-700/25',
}

function History() {
  const { t } = useTranslation(['account', 'reservations'])
  const lng = usePageLanguage()
  const hotel = useHotel()
  const [page, setPage] = useState(1)
  const history = usePaymentHistory(page)
  const data = history.data
  return (
    <section aria-labelledby="history-title" data-testid="payment-history">
      <h3 id="history-title" className="mb-3 font-semibold text-pine-950">
        {t('payments.history.title')}
      </h3>
      {history.isError && !data ? (
        <div className="card p-4">
          <LoadError inline message={failureMessage(t, history.error)} onRetry={() => history.refetch()} />
        </div>
      ) : !data ? (
        <div className="card h-24 animate-pulse bg-sand" role="status">
          <span className="sr-only">{t('common:loading')}</span>
        </div>
      ) : data.data.length === 0 && page === 1 ? (
        <EmptyState icon={Receipt} text={t('payments.history.empty')} />
      ) : (
        <>
          <ul
            className={`grid gap-3 ${history.isPlaceholderData ? 'opacity-60' : ''}`}
            aria-busy={history.isPlaceholderData}
          >
            {data.data.map((payment) => (
              <li
                key={payment.id}
                className="card grid grid-cols-[minmax(0,1fr)_auto] gap-x-4 gap-y-2 p-4"
                data-testid="payment-row"
              >
                <div className="grid min-w-0 grid-cols-1 gap-1 text-sm">
                  <p>
                    <span className="sr-only">{t('payments.history.invoice')}: </span>
                    <span className="font-semibold tracking-wide text-ink" data-testid="payment-invoice">
                      {payment.invoice}
                    </span>
                    <span className="text-ink-soft">
                      {' · '}
                      <span className="sr-only">{t('payments.history.date')}: </span>
                      {formatMomentDay(payment.paid_at ?? payment.created_at, lng, 'medium')}
                    </span>
                  </p>
                  <p>
                    <span className="text-ink-soft">{t('payments.history.reservation')} </span>
                    <Link
                      to={`/profile?tab=booked&reservation=${encodeURIComponent(payment.reservation_reference)}`}
                      className="font-medium text-pine-700 underline"
                    >
                      {payment.reservation_reference}
                    </Link>
                    <span className="text-ink-soft">
                      {' · '}
                      {t('payments.history.share', { percentage: payment.percentage_to_pay })}
                    </span>
                  </p>
                  <p className="flex items-center gap-2 text-ink">
                    <span className="sr-only">{t('payments.history.card')}: </span>
                    <BrandLogo brand={payment.card_brand} decorative />
                    <span data-testid="payment-card">
                      {payment.card_brand
                        ? t('reservations:card.saved', {
                            brand: brandName(payment.card_brand),
                            last4: payment.card_last4 ?? '····',
                          })
                        : '—'}
                    </span>
                  </p>
                </div>
                <div className="flex flex-col items-end gap-1.5 text-right text-sm">
                  <p className="text-lg font-bold text-ink tabular-nums">
                    <span className="sr-only">{t('payments.history.amount')}: </span>
                    <span data-testid="payment-amount">
                      {formatMoney(payment.amount, hotel.currency, lng, 'when-any')}
                    </span>
                  </p>
                  {payment.currency !== hotel.currency ? (
                    <p className="text-ink-soft tabular-nums">
                      {t('payments.history.charged', {
                        amount: formatMoney(payment.charged_amount, payment.currency, lng, 'when-any'),
                      })}
                    </p>
                  ) : null}
                  <p>
                    <span className="sr-only">{t('payments.history.status')}: </span>
                    <span
                      className={`inline-flex rounded-full px-2.5 py-0.5 text-sm font-medium ring-1 ${statusTone[payment.status]}`}
                      data-testid="payment-status"
                    >
                      {t(`payments.status.${payment.status}`)}
                    </span>
                  </p>
                  {payment.refunded_amount > 0 ? (
                    <p className="text-ink-soft">
                      {t('payments.history.refunded', {
                        amount: formatMoney(payment.refunded_amount, hotel.currency, lng, 'when-any'),
                      })}
                    </p>
                  ) : null}
                </div>
              </li>
            ))}
          </ul>
          {data.meta.last_page > 1 ? (
            <nav
              aria-label={t('payments.history.pages')}
              className="mt-5 flex flex-wrap items-center justify-between gap-3"
            >
              <button
                type="button"
                className="btn btn-secondary"
                disabled={page <= 1}
                onClick={() => setPage(page - 1)}
              >
                <ChevronLeft className="size-4" aria-hidden="true" />
                {t('payments.history.previous')}
              </button>
              <p className="text-sm text-ink-soft">
                {t('payments.history.page', { page: data.meta.page, count: data.meta.last_page })}
              </p>
              <button
                type="button"
                className="btn btn-secondary"
                disabled={page >= data.meta.last_page}
                onClick={() => setPage(page + 1)}
              >
                {t('payments.history.next')}
                <ChevronRight className="size-4" aria-hidden="true" />
              </button>
            </nav>
          ) : null}
        </>
      )}
    </section>
  )
}
