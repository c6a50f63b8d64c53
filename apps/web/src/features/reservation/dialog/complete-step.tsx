import type { Reservation } from '@hotel/contract'
import { AlertCircle, ChevronLeft, ChevronRight, CreditCard, Landmark, RotateCw } from 'lucide-react'
import type { Ref } from 'react'
import { Link } from 'react-router'
import { useTranslation } from '../../../i18n/react.tsx'
import { failureMessage } from '../../../lib/messages.ts'
import { type ReservationDraft, steps } from '../draft.ts'
import { stepsToFix } from '../steps.ts'
import { Confirmation } from './confirmation.tsx'
import type { Outcome } from './outcome.ts'
import { StepFrame } from './step-frame.tsx'

/** Step 5: booking and paying, then the confirmation, or what went wrong and the ways on from there. */
export default function CompleteStep({
  heading,
  draft,
  outcome,
  guestKey,
  onStep,
  onRetry,
  onTryAgain,
  onPayLater,
  onClose,
  onLeave,
}: {
  heading: Ref<HTMLHeadingElement>
  draft: ReservationDraft
  outcome: Outcome | null
  guestKey: string | null
  onStep: (step: 1 | 2 | 3) => void
  onRetry: () => void
  /** Back to the card form, for the reservation already booked. */
  onTryAgain: () => void
  onPayLater: (reservation: Reservation) => void
  onClose: () => void
  /** Closes for a page about this reservation, which may still need the guest's key. */
  onLeave: () => void
}) {
  const { t } = useTranslation('reservations')
  if (!outcome || outcome.state === 'sending' || outcome.state === 'paying') {
    const paying = outcome?.state === 'paying'
    return (
      <StepFrame
        heading={heading}
        title={paying ? t('complete.paying') : t('complete.sending')}
        footer={<span />}
      >
        <div className="flex flex-col items-center gap-4 py-10 text-center text-ink-soft" role="status">
          <span
            className="size-10 animate-spin rounded-full border-[3px] border-pine-100 border-t-pine-600"
            aria-hidden="true"
          />
          {paying ? t('complete.payingWait') : t('complete.wait')}
        </div>
      </StepFrame>
    )
  }
  if (outcome.state === 'redirecting') {
    return (
      <StepFrame heading={heading} title={t('complete.redirecting')} footer={<span />}>
        <div className="flex flex-col items-center gap-4 py-8 text-center" role="status">
          <Landmark className="size-10 text-pine-700" aria-hidden="true" />
          <p className="max-w-md text-ink">{t('complete.redirectingText')}</p>
          <a href={outcome.url} className="btn btn-primary">
            {t('complete.redirectLink')}
            <ChevronRight className="size-4" aria-hidden="true" />
          </a>
        </div>
      </StepFrame>
    )
  }
  if (outcome.state === 'unpaid') {
    const { reservation } = outcome
    const failurePage = `/payment-failure?${new URLSearchParams({
      reservation: reservation.reference,
      reason: outcome.reason,
    })}`
    return (
      <StepFrame
        heading={heading}
        title={t('complete.unpaidTitle')}
        footer={
          // Stacked on phones (the new try on top), side by side on wider screens.
          <div className="flex w-full flex-col-reverse gap-2 sm:flex-row sm:justify-between sm:gap-3">
            <button type="button" className="btn btn-secondary" onClick={() => onPayLater(reservation)}>
              {t('complete.payLater')}
            </button>
            <button type="button" className="btn btn-primary" onClick={onTryAgain}>
              <CreditCard className="size-4" aria-hidden="true" />
              {t('complete.tryAgain')}
            </button>
          </div>
        }
      >
        <div role="alert" className="rounded-card border border-error-200 bg-error-50 p-4 sm:p-5">
          <p className="flex items-start gap-2 font-semibold text-error-700">
            <AlertCircle className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
            <span data-testid="payment-error">{outcome.message}</span>
          </p>
          <p className="mt-2 text-ink">{t('complete.unpaidText', { reference: reservation.reference })}</p>
        </div>
        <p className="mt-5 text-sm text-ink-soft">{t('complete.reference')}</p>
        <p
          className="text-xl font-bold tracking-wider text-pine-950 tabular-nums"
          data-testid="reservation-reference"
        >
          {reservation.reference}
        </p>
        <p className="mt-5 text-sm">
          <Link to={failurePage} className="font-medium text-pine-700 underline" onClick={onLeave}>
            {t('complete.failureHelp')}
          </Link>
        </p>
      </StepFrame>
    )
  }
  if (outcome.state === 'failed') {
    const fix = stepsToFix(outcome.error)
    const message = failureMessage(t, outcome.error)
    return (
      <StepFrame
        heading={heading}
        title={t('complete.failedTitle')}
        footer={
          <>
            <button type="button" className="btn btn-secondary" onClick={onClose}>
              {t('dialog.close')}
            </button>
            {fix.length === 0 ? (
              <button type="button" className="btn btn-primary ml-auto" onClick={onRetry}>
                <RotateCw className="size-4" aria-hidden="true" />
                {t('common:serverError.retry')}
              </button>
            ) : null}
          </>
        }
      >
        <div role="alert" className="rounded-card border border-error-200 bg-error-50 p-4 sm:p-5">
          <p className="flex items-start gap-2 font-semibold text-error-700">
            <AlertCircle className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
            <span data-testid="booking-error">{message}</span>
          </p>
          <p className="mt-2 text-ink">{t(fix.length ? 'complete.failedFix' : 'complete.failedRetry')}</p>
        </div>
        {fix.length ? (
          <div className="mt-5 flex flex-wrap gap-3">
            {fix.map((step) => (
              <button key={step} type="button" className="btn btn-secondary" onClick={() => onStep(step)}>
                <ChevronLeft className="size-4" aria-hidden="true" />
                {t(`complete.goTo.${steps[step - 1]}`)}
              </button>
            ))}
          </div>
        ) : null}
        <p className="mt-5 text-sm text-ink-soft">{t('complete.kept', { number: draft.room })}</p>
      </StepFrame>
    )
  }
  return (
    <Confirmation
      heading={heading}
      reservation={outcome.reservation}
      payment={outcome.payment}
      guestKey={guestKey}
      onClose={onClose}
    />
  )
}
