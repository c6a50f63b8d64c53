import { formatMoney, type Reservation } from '@hotel/contract'
import { AlertCircle, CreditCard, RotateCw } from 'lucide-react'
import { useEffect, useId, useState } from 'react'
import { Link, useSearchParams } from 'react-router'
import { FormAlert } from '../../components/form-alert.tsx'
import { CloseButton, Modal } from '../../components/modal.tsx'
import { slot, withValue } from '../../components/with-value.tsx'
import { usePageLanguage, useTranslation } from '../../i18n/react.tsx'
import { useHotel } from '../../lib/hotel.ts'
import { failureMessage } from '../../lib/messages.ts'
import { notify } from '../../lib/toast.ts'
import { amountOf } from './card.ts'
import { choiceOf, PaymentFields, showServerErrors, usePaymentForm } from './payment-form.tsx'
import { type Balance, followRedirect, paymentActions, useBalance, usePaymentMethod } from './queries.ts'

/**
 * The reservation's payment in the profile: total, paid and still to pay, and "Pay the balance", which
 * opens the booking dialog's card form for the shares still open. `?pay=1` (the payment failure page's
 * "Try again") opens it at once.
 */
export function PaymentSection({
  reservation,
  accessKey,
  signedIn = true,
}: {
  reservation: Reservation
  /** A mail link's key (the reservation page): the balance and the payment go with it. */
  accessKey?: string | null
  /** Without an account there is no saved card and no payment history to link to. */
  signedIn?: boolean
}) {
  const { t } = useTranslation('reservations')
  const lng = usePageLanguage()
  const hotel = useHotel()
  const balance = useBalance(reservation.id, true, accessKey)
  const [params, setParams] = useSearchParams()
  const [open, setOpen] = useState(false)
  const money = (cents: number) => formatMoney(cents, reservation.currency, lng, 'when-any')
  const data = balance.data
  const payable = Boolean(data?.options.length) && ['reserved', 'in_progress'].includes(reservation.status)
  const due = !data || reservation.status === 'canceled' ? 0 : Math.max(0, data.balance)

  const wantsForm = params.get('pay') === '1'
  useEffect(() => {
    if (!wantsForm || !data) return
    if (payable) setOpen(true)
    setParams(
      (current) => {
        const next = new URLSearchParams(current)
        next.delete('pay')
        return next
      },
      { replace: true, preventScrollReset: true },
    )
  }, [wantsForm, data, payable, setParams])

  return (
    <section aria-labelledby="payment-title" className="card p-4 sm:p-5" data-testid="payment-section">
      <h3 id="payment-title" className="font-semibold text-pine-950">
        {t('balance.title')}
      </h3>
      {balance.isError && !data ? (
        <div role="alert" className="mt-2">
          <p className="flex items-start gap-2 text-ink">
            <AlertCircle className="mt-0.5 size-4 shrink-0 text-error-700" aria-hidden="true" />
            {failureMessage(t, balance.error)}
          </p>
          <button type="button" className="btn btn-secondary mt-3" onClick={() => balance.refetch()}>
            <RotateCw className="size-4" aria-hidden="true" />
            {t('common:serverError.retry')}
          </button>
        </div>
      ) : !data ? (
        <div className="mt-3 h-16 animate-pulse rounded-xl bg-sand" role="status">
          <span className="sr-only">{t('common:loading')}</span>
        </div>
      ) : (
        <>
          {/* Nothing due: no "Still to pay $0"; the line below says it is paid in full (or cancelled). */}
          <dl className={`mt-3 grid gap-3 text-sm ${due > 0 ? 'grid-cols-3' : 'grid-cols-2'}`}>
            <div className="rounded-xl border border-line bg-surface p-3">
              <dt className="text-ink-soft">{t('balance.total')}</dt>
              <dd className="mt-0.5 font-semibold text-ink tabular-nums">{money(data.total)}</dd>
            </div>
            <div className="rounded-xl border border-line bg-surface p-3">
              <dt className="text-ink-soft">{t('balance.paid')}</dt>
              <dd className="mt-0.5 font-semibold text-ink tabular-nums" data-testid="balance-paid">
                {money(data.paid)}
              </dd>
            </div>
            {due > 0 ? (
              <div className="rounded-xl border border-line bg-surface p-3">
                <dt className="text-ink-soft">{t('balance.due')}</dt>
                <dd className="mt-0.5 font-semibold text-ink tabular-nums" data-testid="balance-due">
                  {money(due)}
                </dd>
              </div>
            ) : null}
          </dl>
          <div className="mt-3 flex items-center gap-3">
            {/* A <progress>, not a styled width: the site's Content-Security-Policy has no inline styles. */}
            <progress
              max={100}
              value={Math.min(100, data.paid_percentage)}
              aria-hidden="true"
              className="h-2 flex-1 appearance-none overflow-hidden rounded-full bg-sand [&::-moz-progress-bar]:bg-pine-600 [&::-webkit-progress-bar]:bg-sand [&::-webkit-progress-value]:rounded-full [&::-webkit-progress-value]:bg-pine-600"
            />
            <span className="text-sm text-ink-soft tabular-nums">
              {t('balance.progress', { percentage: Math.min(100, data.paid_percentage) })}
            </span>
          </div>
          <p className="mt-3 text-ink">
            {reservation.status === 'canceled'
              ? t('balance.canceled')
              : data.balance <= 0
                ? t('balance.paidFull')
                : payable
                  ? t('balance.hotel', { currency: hotel.currency, local: hotel.local_currency })
                  : t('balance.closed')}
          </p>
          <div className="mt-4 flex flex-wrap items-center gap-x-5 gap-y-3">
            {payable ? (
              <button type="button" className="btn btn-primary" onClick={() => setOpen(true)}>
                <CreditCard className="size-4" aria-hidden="true" />
                {t('balance.pay')}
              </button>
            ) : null}
            {signedIn && data.paid > 0 ? (
              <Link to="/profile?tab=payments" className="font-medium text-pine-700 underline">
                {t('balance.payments')}
              </Link>
            ) : null}
          </div>
        </>
      )}
      {open && data ? (
        <PayBalance
          reservation={reservation}
          balance={data}
          accessKey={accessKey}
          signedIn={signedIn}
          onClose={() => setOpen(false)}
        />
      ) : null}
    </section>
  )
}

/** The card form for the balance: the shares still open (the largest, all that is left, first). */
function PayBalance({
  reservation,
  balance,
  accessKey,
  signedIn,
  onClose,
}: {
  reservation: Reservation
  balance: Balance
  accessKey?: string | null
  signedIn: boolean
  onClose: () => void
}) {
  const { t } = useTranslation('reservations')
  const lng = usePageLanguage()
  const titleId = useId()
  const saved = usePaymentMethod(signedIn)
  const options = balance.options
  const form = usePaymentForm({
    options,
    saved: saved.data,
    defaults: { percentage: String(options.at(-1) ?? '') },
  })
  const [busy, setBusy] = useState(false)
  const [message, setMessage] = useState<string | null>(null)
  const percentage = Number(form.watch('percentage')) || 0
  const amount = percentage ? amountOf(percentage, balance.total, balance.balance) : null
  const money = (cents: number) => formatMoney(cents, reservation.currency, lng, 'when-any')

  const submit = form.handleSubmit(async (values) => {
    const choice = choiceOf(values, options, saved.data ?? null)
    if (choice.kind !== 'card') return
    setBusy(true)
    setMessage(null)
    try {
      const answer = await paymentActions.pay(reservation.id, choice.body, accessKey)
      if (answer.status === 'approved') {
        void notify('success', answer.message)
        onClose()
        return
      }
      if (answer.status === 'requires_action' && answer.redirect_url) {
        followRedirect(answer.redirect_url)
        return
      }
      setMessage(answer.message)
    } catch (error) {
      if (!showServerErrors(error, form, values.source)) setMessage(failureMessage(t, error))
    }
    setBusy(false)
  })

  return (
    <Modal labelledBy={titleId} onClose={() => !busy && onClose()}>
      <form noValidate onSubmit={submit} className="flex h-full max-h-[inherit] flex-col">
        <header className="flex items-start gap-3 border-b border-line bg-surface px-4 py-3 sm:px-6 sm:py-4">
          <div className="min-w-0 flex-1 pt-1.5">
            <h2 id={titleId} className="text-lg font-bold tracking-tight text-pine-950">
              {withValue(t('balance.payTitle', { reference: slot }), reservation.reference)}
            </h2>
            <p className="text-sm text-ink-soft">{t('balance.payIntro')}</p>
          </div>
          <CloseButton onClick={() => !busy && onClose()} />
        </header>
        <div className="min-h-0 flex-1 overflow-y-auto px-4 py-5 sm:px-6 sm:py-6">
          {message ? (
            <FormAlert className="mb-5 font-medium" testId="payment-error">
              {message}
            </FormAlert>
          ) : null}
          <PaymentFields
            form={form}
            options={options}
            total={balance.total}
            left={balance.balance}
            currency={reservation.currency}
            saved={saved.data}
            account={signedIn}
          />
        </div>
        <div className="flex items-center justify-between gap-3 border-t border-line bg-surface px-4 py-3 sm:px-6">
          <button type="button" className="btn btn-secondary" onClick={onClose} disabled={busy}>
            {t('dialog.close')}
          </button>
          <button type="submit" className="btn btn-primary" disabled={busy} aria-busy={busy}>
            {busy
              ? t('complete.paying')
              : amount !== null
                ? t('balance.submit', { amount: money(amount) })
                : t('balance.pay')}
          </button>
        </div>
      </form>
    </Modal>
  )
}
