import { ApiError, type Reservation } from '@hotel/contract'
import { type ComponentType, Suspense, use, useCallback, useEffect, useId, useRef, useState } from 'react'
import { CloseButton, Modal } from '../../../components/modal.tsx'
import { useTranslation } from '../../../i18n/react.tsx'
import { forgetKey, rememberKey } from '../../../lib/link-key.ts'
import { failureMessage } from '../../../lib/messages.ts'
import { useAuth } from '../../account/auth-store.ts'
import type { PaymentValues } from '../../payments/card.ts'
import { followRedirect, paymentActions } from '../../payments/queries.ts'
import { clearDraft, draftKey, type ReservationDraft, type StepNumber, saveDraft, steps } from '../draft.ts'
import { useReservationActions } from '../queries.ts'
import { createBodyOf, firstInvalidStep } from '../steps.ts'
import type { Choice, Outcome } from './outcome.ts'
import { type Chunk, prefetchAround, stepChunks } from './step-chunks.ts'
import { StepLoading } from './step-frame.tsx'
import { Stepper } from './stepper.tsx'

/**
 * A step whose code loads when the dialog reaches it. Not React.lazy: a lazy component waits for one more
 * round (showing the placeholder) even when its chunk has already arrived, and the steps next to the open
 * one are fetched ahead so that Next shows the next step at once.
 */
function stepView<P extends object>(step: StepNumber, chunk: Chunk<{ default: ComponentType<P> }>) {
  function Step(props: P) {
    const { default: View } = use(chunk.load())
    useEffect(() => prefetchAround(step), [])
    return <View {...props} />
  }
  return Step
}

const DatesStep = stepView(1, stepChunks[1])
const RoomsStep = stepView(2, stepChunks[2])
const DetailsStep = stepView(3, stepChunks[3])
const PaymentStep = stepView(4, stepChunks[4])
const CompleteStep = stepView(5, stepChunks[5])

/**
 * The booking dialog: 1 dates and guests, 2 rooms, 3 general information, 4 payment, 5 completing.
 * Back and Next keep what was entered (the draft), which is also saved for the way back from signing in.
 * A visitor without an account books as a guest: step 3 asks their details, and the reservation is then
 * theirs through its key (paid here with it, managed later from the link the confirmation mail carries).
 */
export default function ReservationDialog({
  initial,
  path,
  onClose,
  onSignIn,
}: {
  initial: ReservationDraft
  /** The page that opened it (where to come back after signing in). */
  path: string
  onClose: () => void
  /** "Already have an account?": save the draft and send the guest to sign in, then back here. */
  onSignIn: (draft: ReservationDraft) => void
}) {
  const { t } = useTranslation(['reservations', 'rooms'])
  const auth = useAuth()
  const titleId = useId()
  const [draft, setDraft] = useState(initial)
  const [step, setStep] = useState<StepNumber>(initial.step)
  const [outcome, setOutcome] = useState<Outcome | null>(null)
  const [notice, setNotice] = useState<string | null>(null)
  /** The reservation, once booked: a new try only pays it (never books again). */
  const [created, setCreated] = useState<Reservation | null>(null)
  /** The key of a reservation booked without an account: its payments go with it instead of a session. */
  const [guestKey, setGuestKey] = useState<string | null>(null)
  /** What step 4 holds, card details included: in memory only, for Back and Next and a new try. */
  const payment = useRef<PaymentValues | null>(null)
  const lastChoice = useRef<Choice>({ kind: 'hotel' })
  const headingElement = useRef<HTMLHeadingElement | null>(null)
  /** The step changed while its code was still on its way: its heading takes the focus when it appears. */
  const focusOnArrival = useRef(false)
  const heading = useCallback((element: HTMLHeadingElement | null) => {
    headingElement.current = element
    if (!element || !focusOnArrival.current) return
    focusOnArrival.current = false
    element.focus({ preventScroll: true })
  }, [])
  const actions = useReservationActions()

  // Keep the draft for a reload or a new Book on the same room (never a booked one).
  useEffect(() => {
    if (created) return
    saveDraft(draftKey, { path, resume: false, draft: { ...draft, step: step === 5 ? 4 : step } })
  }, [draft, step, path, created])

  // No session (or it ended while the dialog was open): the visitor books as a guest.
  const guest = auth.restored && !auth.token
  const ready = auth.restored && (guest || auth.user)

  // Each step starts at its heading (read by screen readers).
  // biome-ignore lint/correctness/useExhaustiveDependencies: on each step change
  useEffect(() => {
    const element = headingElement.current
    element?.focus({ preventScroll: true })
    // Only for a step still loading: while the session is read no step shows, and none takes the focus.
    focusOnArrival.current = !element && Boolean(ready)
  }, [step, outcome?.state])

  const go = (next: StepNumber, patch: Partial<ReservationDraft> = {}) => {
    setDraft((current) => ({ ...current, ...patch }))
    setNotice(null)
    setStep(next)
  }

  /** Books the rooms (once), then pays the chosen share by card, or leaves it for the hotel. */
  const send = async (final: ReservationDraft, choice: Choice) => {
    lastChoice.current = choice
    let reservation = created
    let key = guestKey
    if (!reservation) {
      const invalid = firstInvalidStep(final)
      if (invalid) {
        setNotice(t('complete.fixStep', { step: t(`steps.${steps[invalid - 1]}`) }))
        setStep(invalid)
        return
      }
      setStep(5)
      setOutcome({ state: 'sending' })
      try {
        const answer = await actions.create(createBodyOf(final))
        clearDraft(draftKey)
        reservation = answer.data
        key = answer.guest_key ?? null
        // The bank's 3-D Secure page sends the guest to the result page, which opens the reservation
        // with the key this tab keeps.
        if (key) rememberKey(reservation.reference, key)
        setGuestKey(key)
        setCreated(reservation)
      } catch (error) {
        setOutcome({ state: 'failed', error })
        return
      }
    }
    setStep(5)
    if (choice.kind === 'hotel') {
      setOutcome({ state: 'done', reservation, payment: null })
      return
    }
    setOutcome({ state: 'paying', reservation })
    try {
      const answer = await paymentActions.pay(reservation.id, choice.body, key)
      if (answer.status === 'approved') {
        setOutcome({ state: 'done', reservation, payment: answer.payment })
      } else if (answer.status === 'requires_action' && answer.redirect_url) {
        setOutcome({ state: 'redirecting', reservation, url: answer.redirect_url })
        followRedirect(answer.redirect_url)
      } else {
        setOutcome({
          state: 'unpaid',
          reservation,
          message: answer.message,
          reason: answer.reason ?? answer.payment.decline_code ?? 'declined',
        })
      }
    } catch (error) {
      setOutcome({
        state: 'unpaid',
        reservation,
        message: failureMessage(t, error),
        reason: error instanceof ApiError ? error.code : 'error',
      })
    }
  }

  const busy = outcome?.state === 'sending' || outcome?.state === 'paying' || outcome?.state === 'redirecting'
  /**
   * Done here. A guest's key is forgotten (the mail's link opens the reservation from now on), unless
   * they go on to a page that opens it with the key this tab keeps (the payment failure's help).
   */
  const finish = (keepKey: boolean) => {
    if (busy) return
    if (created) clearDraft(draftKey)
    if (created && guestKey && !keepKey) forgetKey(created.reference)
    onClose()
  }
  const close = () => finish(false)

  const done = outcome?.state === 'done'
  // What is typed is kept at once (Escape, a reload or signing in loses nothing), not only on Next.
  const onChange = useCallback((patch: Partial<ReservationDraft>) => {
    setDraft((current) => ({ ...current, ...patch }))
  }, [])
  const stepProps = { draft, heading, notice, onChange }

  return (
    <Modal labelledBy={titleId} onClose={close}>
      <div className="flex h-full max-h-[inherit] flex-col">
        <header className="flex items-start gap-3 border-b border-line bg-surface px-4 py-3 sm:px-6 sm:py-4">
          <div className="min-w-0 flex-1 pt-1.5">
            <h2 id={titleId} className="text-lg font-bold tracking-tight text-pine-950">
              {created
                ? t('detail.title', { reference: created.reference })
                : draft.rooms.length > 1
                  ? t('dialog.titleRooms', { count: draft.rooms.length })
                  : t('dialog.title', { number: draft.room })}
            </h2>
          </div>
          <CloseButton onClick={close} />
        </header>
        <Stepper current={step} done={done} />
        {!ready ? (
          <div className="flex flex-1 items-center justify-center" role="status">
            <span
              className="size-9 animate-spin rounded-full border-[3px] border-pine-100 border-t-pine-600"
              aria-hidden="true"
            />
            <span className="sr-only">{t('common:loading')}</span>
          </div>
        ) : (
          <Suspense fallback={<StepLoading />}>
            {step === 1 ? (
              <DatesStep {...stepProps} onNext={(values) => go(2, values)} />
            ) : step === 2 ? (
              <RoomsStep
                {...stepProps}
                onBack={(values) => go(1, values)}
                onNext={(values) => go(3, values)}
              />
            ) : step === 3 ? (
              <DetailsStep
                {...stepProps}
                guest={guest}
                onSignIn={(values) => onSignIn({ ...draft, ...values, step: 3 })}
                onBack={(values) => go(2, values)}
                onNext={(values) => go(4, values)}
              />
            ) : step === 4 ? (
              <PaymentStep
                {...stepProps}
                guest={guest}
                created={created}
                initialPayment={payment.current}
                onPaymentChange={(values) => {
                  payment.current = values
                }}
                onBack={() => go(3)}
                onConfirm={(choice) => send(draft, choice)}
              />
            ) : (
              <CompleteStep
                heading={heading}
                draft={draft}
                outcome={outcome}
                guestKey={guestKey}
                onStep={(target) => {
                  setOutcome(null)
                  go(target)
                }}
                onRetry={() => send(draft, lastChoice.current)}
                onTryAgain={() => {
                  setOutcome(null)
                  go(4)
                }}
                onPayLater={(reservation) => setOutcome({ state: 'done', reservation, payment: null })}
                onClose={close}
                onLeave={() => finish(true)}
              />
            )}
          </Suspense>
        )}
      </div>
    </Modal>
  )
}
