import { ApiError, addDays, hotelToday, type Payment, type Reservation } from '@hotel/contract'
import {
  AlertCircle,
  BedDouble,
  CalendarDays,
  ChevronLeft,
  ChevronRight,
  CircleCheck,
  Clock,
  CreditCard,
  Landmark,
  Mail,
  RotateCw,
  UserPlus,
  Users,
} from 'lucide-react'
import { type ReactNode, type RefObject, useCallback, useEffect, useId, useRef, useState } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { TextField } from '../../components/form.tsx'
import { StayFactsLine } from '../../components/stay-facts.tsx'
import { formatHour, useHotel } from '../../lib/hotel.ts'
import { useAuth } from '../account/auth-store.ts'
import { schemaResolver } from '../account/forms.ts'
import { amountOf, brandName, type PaymentChoice, type PaymentValues } from '../payments/card.ts'
import { choiceOf, PaymentFields, slot, usePaymentForm, withValue } from '../payments/payment-form.tsx'
import { followRedirect, paymentActions, usePaymentMethod } from '../payments/queries.ts'
import { convertCents, formatDay, formatMoney } from '../rooms/format.ts'
import { usePageLanguage } from '../rooms/price.tsx'
import {
  type CategoryValue,
  clearDraft,
  draftKey,
  maxPartySize,
  type ReservationDraft,
  roomsForStep2,
  type StepNumber,
  saveDraft,
  steps,
} from './draft.ts'
import {
  ArrivalAndNotes,
  CategoryField,
  countOptions,
  GuestFields,
  guestFromProfile,
  RoomsEditor,
  roomName,
  SelectField,
} from './fields.tsx'
import { forgetKey, rememberKey } from './link-key.ts'
import { failureMessage, messageText } from './messages.ts'
import { CloseButton, Modal } from './modal.tsx'
import { useReservationActions, useRoomsInfo, useStayRooms } from './queries.ts'
import {
  changeDeadlineOf,
  createBodyOf,
  type DatesValues,
  type DetailsValues,
  datesStepSchema,
  detailsStepSchema,
  firstInvalidStep,
  guestDetailsOf,
  nightsBetween,
  type RoomsValues,
  roomsStepSchema,
  type StayTotal,
  stayTotalOf,
  stepsToFix,
} from './steps.ts'

type Outcome =
  /** Booking the rooms. */
  | { state: 'sending' }
  /** Booked; the card payment is on its way. */
  | { state: 'paying'; reservation: Reservation }
  /** The bank wants the guest on its 3-D Secure page. */
  | { state: 'redirecting'; reservation: Reservation; url: string }
  /** Booked, and paid by card (payment) or to pay at the hotel (null). */
  | { state: 'done'; reservation: Reservation; payment: Payment | null }
  /** Booked, but the card payment did not go through. */
  | { state: 'unpaid'; reservation: Reservation; message: string; reason: string }
  /** The booking itself failed. */
  | { state: 'failed'; error: unknown }

type Choice = Exclude<PaymentChoice, { kind: 'invalid' }>

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
  const heading = useRef<HTMLHeadingElement>(null)
  const actions = useReservationActions()

  // Keep the draft for a reload or a new Book on the same room (never a booked one).
  useEffect(() => {
    if (created) return
    saveDraft(draftKey, { path, resume: false, draft: { ...draft, step: step === 5 ? 4 : step } })
  }, [draft, step, path, created])

  // No session (or it ended while the dialog was open): the visitor books as a guest.
  const guest = auth.restored && !auth.token

  // Each step starts at its heading (read by screen readers).
  // biome-ignore lint/correctness/useExhaustiveDependencies: on each step change
  useEffect(() => {
    heading.current?.focus({ preventScroll: true })
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
  const ready = auth.restored && (guest || auth.user)
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
        ) : step === 1 ? (
          <DatesStep {...stepProps} onNext={(values) => go(2, values)} />
        ) : step === 2 ? (
          <RoomsStep {...stepProps} onBack={(values) => go(1, values)} onNext={(values) => go(3, values)} />
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
      </div>
    </Modal>
  )
}

/**
 * The visible progress: five numbered steps joined by a line, each named under its number (on phones only
 * the current one is named, under the row).
 */
function Stepper({ current, done }: { current: StepNumber; done: boolean }) {
  const { t } = useTranslation('reservations')
  return (
    <nav aria-label={t('steps.label')} className="border-b border-line bg-surface px-4 pt-3 pb-2.5 sm:px-6">
      <ol className="grid grid-cols-5">
        {steps.map((name, index) => {
          const number = (index + 1) as StepNumber
          const complete = number < current || (done && number === 5)
          const active = number === current && !done
          return (
            <li
              key={name}
              aria-current={number === current ? 'step' : undefined}
              className={`relative flex flex-col items-center text-center ${
                index < steps.length - 1
                  ? `after:absolute after:top-4 after:right-[calc(-50%+1.25rem)] after:left-[calc(50%+1.25rem)] after:h-0.5 after:rounded-full after:content-[''] ${number < current || done ? 'after:bg-pine-700' : 'after:bg-line'}`
                  : ''
              }`}
            >
              <span
                className={`flex size-8 shrink-0 items-center justify-center rounded-full text-sm font-semibold tabular-nums ${
                  complete
                    ? 'bg-pine-700 text-white'
                    : active
                      ? 'bg-surface text-pine-800 ring-2 ring-pine-700'
                      : 'bg-sand text-ink-soft'
                }`}
                aria-hidden="true"
              >
                {complete ? (
                  // Lucide's check, drawn here: the icon module is shared with the room page, and sharing
                  // it would add a chunk to the route manifest that every page loads.
                  <svg
                    viewBox="0 0 24 24"
                    className="size-4"
                    fill="none"
                    stroke="currentColor"
                    strokeWidth="2.5"
                    aria-hidden="true"
                  >
                    <path d="M20 6 9 17l-5-5" strokeLinecap="round" strokeLinejoin="round" />
                  </svg>
                ) : (
                  number
                )}
              </span>
              <span
                className={`mt-1 px-1 text-xs leading-tight max-sm:sr-only ${active ? 'font-semibold text-pine-950' : 'text-ink-soft'}`}
              >
                <span className="sr-only">
                  {t('steps.position', { step: number, count: steps.length })}
                  {complete ? ` (${t('steps.completed')})` : ''}:{' '}
                </span>
                {t(`steps.${name}`)}
              </span>
            </li>
          )
        })}
      </ol>
      <p className="mt-1.5 text-center text-sm font-semibold text-pine-950 sm:hidden" aria-hidden="true">
        {t('steps.position', { step: current, count: steps.length })} · {t(`steps.${steps[current - 1]}`)}
      </p>
    </nav>
  )
}

/** A step: its heading and intro, the scrolling body, and the Back / Next bar. */
function StepFrame({
  heading,
  title,
  intro,
  notice,
  children,
  footer,
  summary,
  onSubmit,
}: {
  heading: RefObject<HTMLHeadingElement | null>
  title: ReactNode
  intro?: ReactNode
  notice?: string | null
  children: ReactNode
  footer: ReactNode
  /** Kept in sight above the buttons (the stay's total). */
  summary?: ReactNode
  onSubmit?: (event: React.FormEvent<HTMLFormElement>) => void
}) {
  return (
    <form noValidate onSubmit={onSubmit} className="flex min-h-0 flex-1 flex-col">
      <div className="min-h-0 flex-1 overflow-y-auto px-4 py-5 sm:px-6 sm:py-6">
        <h3
          ref={heading}
          tabIndex={-1}
          className="text-lg font-semibold text-pine-950 focus:outline-none"
          data-testid="step-heading"
        >
          {title}
        </h3>
        {intro ? <p className="mt-1 text-ink-soft">{intro}</p> : null}
        {notice ? (
          <p
            role="alert"
            className="mt-4 flex items-start gap-2 rounded-lg border border-warning-700/30 bg-warning-50 p-3 text-sm text-ink"
          >
            <AlertCircle className="mt-0.5 size-4 shrink-0 text-warning-700" aria-hidden="true" />
            {notice}
          </p>
        ) : null}
        <div className="mt-5">{children}</div>
      </div>
      <div className="border-t border-line bg-surface px-4 py-3 sm:px-6">
        {summary}
        <div className="flex items-center justify-between gap-3">{footer}</div>
      </div>
    </form>
  )
}

function BackButton({ onClick }: { onClick: () => void }) {
  const { t } = useTranslation('reservations')
  return (
    <button type="button" className="btn btn-secondary" onClick={onClick}>
      <ChevronLeft className="size-4" aria-hidden="true" />
      {t('dialog.back')}
    </button>
  )
}

function NextButton({ label, disabled }: { label?: string; disabled?: boolean }) {
  const { t } = useTranslation('reservations')
  return (
    <button type="submit" className="btn btn-primary ml-auto" disabled={disabled}>
      {label ?? t('dialog.next')}
      <ChevronRight className="size-4" aria-hidden="true" />
    </button>
  )
}

/** "Total for 3 nights  $259.50" (with the price before promotions struck through), kept above the buttons. */
function TotalLine({
  label,
  total,
  pending,
  testId,
  note,
}: {
  label: string
  total: StayTotal | null
  /** A price is still on its way ("…"); else no total can be given ("—"). */
  pending: boolean
  testId: string
  note?: ReactNode
}) {
  const lng = usePageLanguage()
  return (
    <div className="mb-3" aria-live="polite">
      <p className="flex items-baseline justify-between gap-3">
        <span className="text-sm text-ink-soft">{label}</span>
        {total ? (
          <span className="flex items-baseline gap-2">
            {total.before > total.total ? (
              <s className="text-sm text-ink-soft tabular-nums">
                {formatMoney(total.before, total.currency, lng)}
              </s>
            ) : null}
            <strong className="text-lg font-bold text-ink tabular-nums" data-testid={testId}>
              {formatMoney(total.total, total.currency, lng)}
            </strong>
          </span>
        ) : (
          <strong className="text-lg font-bold text-ink-soft">{pending ? '…' : '—'}</strong>
        )}
      </p>
      {note ? <p className="text-right text-sm text-ink-soft">{note}</p> : null}
    </div>
  )
}

type StepProps = {
  draft: ReservationDraft
  heading: RefObject<HTMLHeadingElement | null>
  notice: string | null
  onChange: (patch: Partial<ReservationDraft>) => void
}

type DatesForm = { check_in: string; check_out: string; adults: string }

function DatesStep({
  draft,
  heading,
  notice,
  onChange,
  onNext,
}: StepProps & { onNext: (values: DatesValues) => void }) {
  const { t } = useTranslation('reservations')
  const lng = usePageLanguage()
  const [today] = useState(() => hotelToday())
  const {
    register,
    handleSubmit,
    watch,
    setValue,
    getValues,
    formState: { errors, isSubmitted },
  } = useForm<DatesForm>({
    resolver: schemaResolver(datesStepSchema(today)),
    defaultValues: { check_in: draft.check_in, check_out: draft.check_out, adults: String(draft.adults) },
  })
  const checkIn = watch('check_in')
  const checkOut = watch('check_out')
  const nights = nightsBetween(checkIn, checkOut)
  useEffect(() => {
    const subscription = watch((values) =>
      onChange({
        check_in: values.check_in ?? '',
        check_out: values.check_out ?? '',
        adults: Math.min(maxPartySize, Math.max(1, Number(values.adults) || 1)),
      }),
    )
    return () => subscription.unsubscribe()
  }, [watch, onChange])
  const error = (name: keyof DatesForm) => messageText(t, errors[name], { max: maxPartySize })
  const checkInField = register('check_in', {
    // The order of the two dates is checked again whichever changes.
    deps: isSubmitted ? ['check_out'] : [],
    // A check-out on or before the new check-in moves to the next day.
    onChange: (event) => {
      const value = String(event.target.value)
      const out = getValues('check_out')
      if (/^\d{4}-\d{2}-\d{2}$/.test(value) && (!out || out <= value))
        setValue('check_out', addDays(value, 1), { shouldValidate: isSubmitted })
    },
  })

  return (
    <StepFrame
      heading={heading}
      title={t('dates.title')}
      intro={t('dates.intro')}
      notice={notice}
      onSubmit={handleSubmit((values) =>
        onNext({ check_in: values.check_in, check_out: values.check_out, adults: Number(values.adults) }),
      )}
      footer={<NextButton />}
    >
      <div className="grid grid-cols-1 gap-5 sm:grid-cols-2">
        <TextField
          label={t('common:search.checkIn')}
          type="date"
          min={today}
          required
          error={error('check_in')}
          {...checkInField}
        />
        <TextField
          label={t('common:search.checkOut')}
          type="date"
          min={checkIn && checkIn >= today ? addDays(checkIn, 1) : addDays(today, 1)}
          required
          error={error('check_out')}
          {...register('check_out', { deps: isSubmitted ? ['check_in'] : [] })}
        />
        <SelectField
          label={t('dates.guests')}
          hint={t('dates.guestsHint')}
          error={error('adults')}
          className="sm:col-span-2 sm:max-w-xs"
          {...register('adults')}
        >
          {countOptions(maxPartySize, (count) => t('common:search.adultCount', { count }))}
        </SelectField>
      </div>
      <div className="mt-6 rounded-xl bg-pine-50 p-4 text-sm text-ink">
        {nights > 0 ? (
          <p className="mb-2 flex items-center gap-2 font-semibold text-pine-900" data-testid="stay-nights">
            <CalendarDays className="size-4 shrink-0 text-pine-700" aria-hidden="true" />
            {t('dates.nights', {
              count: nights,
              from: formatDay(checkIn, lng, 'medium'),
              to: formatDay(checkOut, lng, 'medium'),
            })}
          </p>
        ) : null}
        <StayFactsLine className="text-ink-soft" />
      </div>
    </StepFrame>
  )
}

function RoomsStep({
  draft,
  heading,
  notice,
  onChange,
  onBack,
  onNext,
}: StepProps & { onBack: (values: RoomsValues) => void; onNext: (values: RoomsValues) => void }) {
  const { t } = useTranslation('reservations')
  // The booked room's capacity sets its first guest count: wait for it.
  const first = useRoomsInfo([draft.room])
  if (first.get(draft.room) === undefined && first.isLoading) {
    return (
      <StepFrame
        heading={heading}
        title={t('rooms.title')}
        footer={<BackButton onClick={() => onBack(draft)} />}
      >
        <p role="status" className="text-ink-soft">
          {t('common:loading')}
        </p>
      </StepFrame>
    )
  }
  const initial = roomsForStep2(draft, first.get(draft.room)?.max_guests)
  return (
    <RoomsForm
      draft={draft}
      heading={heading}
      notice={notice}
      onChange={onChange}
      initial={initial}
      onBack={onBack}
      onNext={onNext}
    />
  )
}

function RoomsForm({
  draft,
  heading,
  notice,
  onChange,
  initial,
  onBack,
  onNext,
}: StepProps & {
  initial: RoomsValues['rooms']
  onBack: (values: RoomsValues) => void
  onNext: (values: RoomsValues) => void
}) {
  const { t } = useTranslation('reservations')
  const lng = usePageLanguage()
  const [rooms, setRooms] = useState(initial)
  const [submitted, setSubmitted] = useState(false)
  useEffect(() => onChange({ rooms }), [rooms, onChange])
  const info = useRoomsInfo(rooms.map((room) => room.number))
  const stay = useStayRooms(
    { check_in: draft.check_in, check_out: draft.check_out },
    rooms.map((room) => room.guest_count),
  )
  const nights = nightsBetween(draft.check_in, draft.check_out)
  const schema = roomsStepSchema((number) => info.get(number)?.max_guests)
  const parsed = schema.safeParse({ rooms })
  const issues = parsed.success ? [] : parsed.error.issues
  const errorOf = (index: number) => {
    if (!submitted) return undefined
    const issue = issues.find((entry) => entry.path[1] === index)
    const number = rooms[index]?.number ?? 0
    return messageText(t, issue, { number, max: info.get(number)?.max_guests ?? 1 })
  }
  const listIssue = issues.find((entry) => entry.path.length === 1)
  const unavailable = stay.available ? rooms.filter((room) => stay.priceOf(room.number, 1) === null) : []
  const total = stayTotalOf(rooms, stay.priceOf)
  const guests = rooms.reduce((sum, room) => sum + room.guest_count, 0)

  return (
    <StepFrame
      heading={heading}
      title={t('rooms.title')}
      intro={t('rooms.intro', {
        count: nights,
        from: formatDay(draft.check_in, lng, 'medium'),
        to: formatDay(draft.check_out, lng, 'medium'),
      })}
      notice={notice}
      onSubmit={(event) => {
        event.preventDefault()
        setSubmitted(true)
        if (!parsed.success || unavailable.length) {
          requestAnimationFrame(() =>
            event.currentTarget
              ?.querySelector<HTMLElement>('[aria-invalid="true"], [role="alert"]')
              ?.scrollIntoView({
                block: 'center',
              }),
          )
          return
        }
        onNext({ rooms })
      }}
      summary={
        <TotalLine
          label={t('rooms.total', { count: nights })}
          total={total === 'pending' ? null : total}
          pending={total === 'pending' && !stay.error}
          testId="live-total"
          note={unavailable.length ? t('rooms.totalNotFree', { count: unavailable.length }) : undefined}
        />
      }
      footer={
        <>
          <BackButton onClick={() => onBack({ rooms })} />
          <NextButton />
        </>
      }
    >
      <RoomsEditor
        rooms={rooms}
        onChange={setRooms}
        info={info.get}
        stay={stay}
        nights={nights}
        errorOf={errorOf}
        listError={submitted ? messageText(t, listIssue, { max: 10 }) : undefined}
      />
      {stay.error && !stay.available ? (
        <p className="mt-4 text-sm text-ink-soft">{t('rooms.pricesLater')}</p>
      ) : null}
      <p className="mt-5 text-sm text-ink-soft">
        {t('rooms.roomCount', { count: rooms.length })} · {t('rooms:capacity.count', { count: guests })}
        {guests < draft.adults ? (
          <span className="mt-1 block text-warning-700">
            {t('rooms.fewerGuests', { count: draft.adults })}
          </span>
        ) : null}
      </p>
    </StepFrame>
  )
}

type DetailsForm = {
  category: string
  estimated_arrival_time: string
  additional_description: string
  user: { name: string; email: string; phone: string; identification: string; country: string }
}

const values = (form: DetailsForm): DetailsValues => ({
  category: (form.category || '') as CategoryValue | '',
  estimated_arrival_time: form.estimated_arrival_time ?? '',
  additional_description: form.additional_description ?? '',
  user: {
    name: form.user?.name ?? '',
    email: form.user?.email ?? '',
    phone: form.user?.phone ?? '',
    identification: form.user?.identification ?? '',
    country: form.user?.country ?? '',
  },
})

function DetailsStep({
  draft,
  heading,
  notice,
  onChange,
  guest,
  onSignIn,
  onBack,
  onNext,
}: StepProps & {
  /** No account: the details are typed here (a signed-in guest's come from the profile). */
  guest: boolean
  onSignIn: (values: DetailsValues) => void
  onBack: (values: DetailsValues) => void
  onNext: (values: DetailsValues) => void
}) {
  const { t } = useTranslation(['reservations', 'auth'])
  const { user } = useAuth()
  const context = guest ? 'guest' : undefined
  const {
    register,
    handleSubmit,
    watch,
    setValue,
    getValues,
    formState: { errors, isSubmitted },
  } = useForm<DetailsForm>({
    resolver: schemaResolver(detailsStepSchema),
    defaultValues: {
      category: draft.category,
      estimated_arrival_time: draft.estimated_arrival_time,
      additional_description: draft.additional_description,
      user: guestDetailsOf(draft.user, guestFromProfile(user)),
    },
  })
  useEffect(() => {
    const subscription = watch((form) => onChange(values(form as DetailsForm)))
    return () => subscription.unsubscribe()
  }, [watch, onChange])

  const guestFieldset = (
    <fieldset className="grid grid-cols-1 gap-5 rounded-card border border-line bg-surface p-4 sm:grid-cols-2 sm:p-5">
      <legend className="px-1 font-semibold text-pine-950">{t('details.guest')}</legend>
      <p className="-mt-2 text-sm text-ink-soft sm:col-span-2">{t('details.guestIntro', { context })}</p>
      {guest ? (
        <p className="-mt-3 text-sm text-ink-soft sm:col-span-2">
          {t('details.haveAccount')}{' '}
          <button
            type="button"
            className="font-medium text-pine-700 underline hover:text-pine-800"
            onClick={() => onSignIn(values(getValues()))}
            data-testid="dialog-sign-in"
          >
            {t('details.signIn')}
          </button>
        </p>
      ) : null}
      <GuestFields
        field={(name) => ({ error: messageText(t, errors.user?.[name]), ...register(`user.${name}`) })}
        hints
      />
    </fieldset>
  )

  return (
    <StepFrame
      heading={heading}
      title={t('details.title')}
      intro={t('details.intro', { context })}
      notice={notice}
      onSubmit={handleSubmit((form) => onNext(values(form)))}
      footer={
        <>
          <BackButton onClick={() => onBack(values(getValues()))} />
          <NextButton />
        </>
      }
    >
      <div className="grid grid-cols-1 gap-6">
        {/* A guest without an account says who they are first: the intro points to the e-mail asked here. */}
        {guest ? guestFieldset : null}
        <CategoryField
          name="category"
          value={watch('category')}
          onChange={(value) => setValue('category', value, { shouldValidate: isSubmitted })}
          error={messageText(t, errors.category)}
        />
        <ArrivalAndNotes
          arrival={{
            error: messageText(t, errors.estimated_arrival_time),
            ...register('estimated_arrival_time'),
          }}
          notes={{
            error: messageText(t, errors.additional_description),
            ...register('additional_description'),
          }}
          hints
        />
        {guest ? null : guestFieldset}
      </div>
    </StepFrame>
  )
}

function PaymentStep({
  draft,
  heading,
  notice,
  onChange,
  guest,
  created,
  initialPayment,
  onPaymentChange,
  onBack,
  onConfirm,
}: StepProps & {
  /** No account: no saved card, and the rest is paid from the mailed link. */
  guest: boolean
  /** Already booked (a new try after a declined card): only the payment is left. */
  created: Reservation | null
  initialPayment: PaymentValues | null
  onPaymentChange: (values: PaymentValues) => void
  onBack: () => void
  onConfirm: (choice: Choice) => void
}) {
  const { t } = useTranslation('reservations')
  const hotel = useHotel()
  const lng = usePageLanguage()
  const [sending, setSending] = useState(false)
  const info = useRoomsInfo(draft.rooms.map((room) => room.number))
  const stay = useStayRooms(
    { check_in: draft.check_in, check_out: draft.check_out },
    draft.rooms.map((room) => room.guest_count),
  )
  const estimate = stayTotalOf(draft.rooms, stay.priceOf)
  // Once booked, the reservation's own total (the API's, as the confirmation and the mail state it).
  const total = created
    ? { total: created.total, before: created.raw_total, currency: created.currency }
    : estimate === 'pending'
      ? null
      : estimate
  const nights = nightsBetween(draft.check_in, draft.check_out)
  const deadline = changeDeadlineOf(draft.check_in, hotel.change_deadline_days)
  const local = total ? convertCents(total.total, hotel.exchange_rate) : null
  const options = hotel.payment_percentages
  const saved = usePaymentMethod(!guest)
  const form = usePaymentForm({
    options,
    saved: saved.data,
    defaults: initialPayment ?? {
      method: draft.payment,
      ...(draft.percentage && options.includes(draft.percentage)
        ? { percentage: String(draft.percentage) }
        : {}),
    },
  })
  // Card details stay in the dialog's memory; the draft (sessionStorage) only keeps the method and share.
  const { watch } = form
  const keep = useRef(onPaymentChange)
  keep.current = onPaymentChange
  useEffect(() => {
    let last = ''
    const subscription = watch((values) => {
      keep.current(values as PaymentValues)
      // The draft only changes with the method or the share (not with each digit of the card).
      const payment = values.method === 'hotel' ? 'hotel' : 'card'
      const percentage = Number(values.percentage) || null
      if (`${payment}:${percentage}` === last) return
      last = `${payment}:${percentage}`
      onChange({ payment, percentage })
    })
    return () => subscription.unsubscribe()
  }, [watch, onChange])
  const method = watch('method')
  const percentage = Number(watch('percentage')) || 0
  const currency = total?.currency ?? hotel.currency
  const dueNow = method === 'card' && percentage && total ? amountOf(percentage, total.total) : null
  const money = (cents: number) => formatMoney(cents, currency, lng)

  return (
    <StepFrame
      heading={heading}
      title={
        created
          ? withValue(t('payment.retryTitle', { reference: slot }), created.reference)
          : t('payment.title')
      }
      intro={created ? t('payment.retryIntro') : t('payment.intro')}
      notice={notice}
      onSubmit={form.handleSubmit((values) => {
        if (sending) return
        setSending(true)
        onConfirm(choiceOf(values, options, saved.data ?? null))
      })}
      summary={
        <TotalLine
          label={t('rooms.total', { count: nights })}
          total={total}
          pending={estimate === 'pending' && !stay.error}
          testId="summary-total"
          note={
            dueNow !== null ? (
              <span data-testid="due-now">{t('payment.dueNowCard', { amount: money(dueNow) })}</span>
            ) : local !== null && hotel.local_currency !== hotel.currency ? (
              t('rooms:price.local', { price: formatMoney(local, hotel.local_currency, lng) })
            ) : undefined
          }
        />
      }
      footer={
        <>
          {created ? <span /> : <BackButton onClick={onBack} />}
          <NextButton
            disabled={sending}
            label={
              dueNow !== null
                ? created
                  ? t('payment.pay', { amount: money(dueNow) })
                  : t('payment.bookAndPay')
                : t(created ? 'payment.finish' : 'payment.confirm')
            }
          />
        </>
      }
    >
      <PaymentFields
        form={form}
        options={options}
        total={total?.total ?? null}
        currency={currency}
        saved={saved.data}
        allowHotel
        account={!guest}
      />

      <section
        aria-labelledby="summary-title"
        className="mt-6 rounded-card border border-line bg-surface p-4 sm:p-5"
      >
        <h4 id="summary-title" className="font-semibold text-pine-950">
          {t('payment.summary')}
        </h4>
        <dl className="mt-3 grid grid-cols-1 gap-2 text-sm">
          <SummaryRow icon={CalendarDays} label={t('summary.stay')}>
            {t('summary.dates', {
              from: formatDay(draft.check_in, lng, 'medium'),
              to: formatDay(draft.check_out, lng, 'medium'),
              count: nights,
            })}
          </SummaryRow>
          <SummaryRow icon={BedDouble} label={t('summary.rooms')}>
            <ul>
              {draft.rooms.map((room) => {
                const price = stay.priceOf(room.number, room.guest_count)
                const booked = created?.rooms.find((entry) => entry.number === room.number)
                return (
                  <li key={room.number} className="flex flex-wrap justify-between gap-x-3">
                    <span>
                      {roomName(t, room.number, info.get(room.number))} ·{' '}
                      {t('rooms:capacity.count', { count: room.guest_count })}
                    </span>
                    <span className="tabular-nums">
                      {booked
                        ? money(booked.tariff)
                        : price?.total_after_promotion_cents != null
                          ? formatMoney(price.total_after_promotion_cents, price.currency, lng)
                          : '…'}
                    </span>
                  </li>
                )
              })}
            </ul>
          </SummaryRow>
          {draft.category ? (
            <SummaryRow icon={Users} label={t('details.category')}>
              {t(`categories.${draft.category}`)}
            </SummaryRow>
          ) : null}
          {draft.estimated_arrival_time ? (
            <SummaryRow icon={Clock} label={t('details.arrival')}>
              {formatHour(draft.estimated_arrival_time, lng)}
            </SummaryRow>
          ) : null}
          {draft.user ? (
            <SummaryRow icon={Mail} label={t('details.guest')}>
              {draft.user.name} · {draft.user.email}
            </SummaryRow>
          ) : null}
        </dl>
      </section>
      <p className="mt-4 text-sm font-medium text-ink">
        {dueNow !== null && total
          ? t('payment.dueNowRest', {
              amount: money(dueNow),
              rest: money(total.total - dueNow),
              context: guest ? 'guest' : undefined,
            })
          : t('payment.dueNow')}
      </p>
      <p className="mt-1 text-sm text-ink-soft">
        {deadline >= hotelToday()
          ? t('payment.deadline', {
              date: formatDay(deadline, lng),
              count: hotel.change_deadline_days,
              context: guest ? 'guest' : undefined,
            })
          : t('payment.noChanges', { count: hotel.change_deadline_days })}
      </p>
    </StepFrame>
  )
}

function SummaryRow({
  icon: Icon,
  label,
  children,
}: {
  icon: typeof CalendarDays
  label: string
  children: ReactNode
}) {
  return (
    <div className="grid grid-cols-[1.25rem_minmax(0,1fr)] gap-x-2 sm:grid-cols-[1.25rem_9rem_minmax(0,1fr)]">
      <Icon className="mt-0.5 size-4 text-pine-700" aria-hidden="true" />
      <dt className="font-medium text-ink-soft">{label}</dt>
      <dd className="text-ink max-sm:col-start-2">{children}</dd>
    </div>
  )
}

function CompleteStep({
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
  heading: RefObject<HTMLHeadingElement | null>
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

function Confirmation({
  heading,
  reservation,
  payment,
  guestKey,
  onClose,
}: {
  heading: RefObject<HTMLHeadingElement | null>
  reservation: Reservation
  /** The card payment just made (approved), or null: everything is paid at the hotel. */
  payment: Payment | null
  /** Booked without an account: its page opens with this key (the mail's link carries it too). */
  guestKey: string | null
  onClose: () => void
}) {
  const { t } = useTranslation('reservations')
  const context = guestKey ? 'guest' : undefined
  const email = reservation.user.email
  const detail = guestKey
    ? `/reservation/${encodeURIComponent(reservation.reference)}?${new URLSearchParams({ key: guestKey })}`
    : `/profile?tab=booked&reservation=${encodeURIComponent(reservation.reference)}`
  const lng = usePageLanguage()
  const hotel = useHotel()
  const money = (cents: number) => formatMoney(cents, reservation.currency, lng)
  const paid = payment?.status === 'paid' ? payment.amount : 0
  const due = Math.max(0, reservation.total - paid)
  return (
    <StepFrame
      heading={heading}
      title={payment ? t('complete.paidHeading') : t('complete.doneHeading')}
      footer={
        <>
          <button type="button" className="btn btn-secondary" onClick={onClose}>
            {t('dialog.close')}
          </button>
          <Link to={detail} className="btn btn-primary ml-auto" onClick={onClose}>
            {t('complete.see')}
            <ChevronRight className="size-4" aria-hidden="true" />
          </Link>
        </>
      }
    >
      <div className="flex items-start gap-3 rounded-card border border-pine-200 bg-pine-50 p-4 sm:p-5">
        <CircleCheck className="size-7 shrink-0 text-pine-700" aria-hidden="true" />
        <div>
          <p className="text-ink" data-testid="confirmation-mail">
            {t('complete.doneText', { email, context })}
          </p>
          {payment ? (
            <p className="mt-2 text-ink" data-testid="payment-receipt">
              {withValue(
                t('complete.paidLine', {
                  amount: money(payment.amount),
                  brand: brandName(payment.card_brand),
                  last4: payment.card_last4 ?? '',
                  invoice: slot,
                }),
                payment.invoice,
              )}
            </p>
          ) : null}
          <p className="mt-3 text-sm text-ink-soft">{t('complete.reference')}</p>
          <p
            className="text-xl font-bold tracking-wider text-pine-950 tabular-nums"
            data-testid="reservation-reference"
          >
            {reservation.reference}
          </p>
        </div>
      </div>
      <dl className="mt-5 grid grid-cols-2 gap-3 text-sm">
        <div className="rounded-xl border border-line bg-surface p-3">
          <dt className="text-ink-soft">{t('summary.checkIn')}</dt>
          <dd className="font-semibold text-ink">{formatDay(reservation.check_in, lng)}</dd>
          <dd className="text-ink-soft">
            {t('common:stay.checkIn', { time: formatHour(hotel.check_in_time, lng) })}
          </dd>
        </div>
        <div className="rounded-xl border border-line bg-surface p-3">
          <dt className="text-ink-soft">{t('summary.checkOut')}</dt>
          <dd className="font-semibold text-ink">{formatDay(reservation.check_out, lng)}</dd>
          <dd className="text-ink-soft">
            {t('common:stay.checkOut', { time: formatHour(hotel.check_out_time, lng) })}
          </dd>
        </div>
      </dl>
      <ul className="mt-4 divide-y divide-line rounded-xl border border-line bg-surface text-sm">
        {reservation.rooms.map((room) => (
          <li key={room.number} className="flex justify-between gap-3 p-3">
            <span className="min-w-0">
              <span className="font-medium text-ink">
                {t('rooms:room.title', { number: room.number })} · {t(`rooms:typeRoom.${room.type}`)}
              </span>
              <span className="block text-ink-soft">
                {t('rooms:capacity.count', { count: room.guest_count })} ·{' '}
                {t('summary.nights', { count: room.nights })}
              </span>
            </span>
            <span className="shrink-0 font-medium tabular-nums">{money(room.tariff)}</span>
          </li>
        ))}
      </ul>
      <dl className="mt-4 grid grid-cols-1 gap-1 text-sm">
        <div className="flex justify-between gap-3">
          <dt className="text-ink-soft">{t('summary.total')}</dt>
          <dd className="text-lg font-bold text-ink tabular-nums" data-testid="confirmation-total">
            {money(reservation.total)}
          </dd>
        </div>
        <div className="flex justify-between gap-3">
          <dt className="text-ink-soft">{t('summary.paid')}</dt>
          <dd className="tabular-nums" data-testid="confirmation-paid">
            {money(paid)}
          </dd>
        </div>
        <div className="flex justify-between gap-3">
          <dt className="text-ink-soft">{payment ? t('summary.balance') : t('summary.due')}</dt>
          <dd className="font-semibold tabular-nums" data-testid="confirmation-due">
            {money(due)}
          </dd>
        </div>
      </dl>
      <h4 className="mt-6 font-semibold text-pine-950">{t('complete.next')}</h4>
      <ul className="mt-2 grid grid-cols-1 list-disc gap-1.5 pl-5 text-sm text-ink">
        <li>
          {!payment
            ? t('complete.nextPay', { currency: hotel.currency, local: hotel.local_currency })
            : due > 0
              ? t('complete.nextRest', { amount: money(due), context })
              : t('complete.nextNothing')}
        </li>
        <li>
          {reservation.can_change
            ? t('complete.nextChange', { date: formatDay(reservation.change_deadline, lng), context })
            : t('payment.noChanges', { count: hotel.change_deadline_days })}
        </li>
        <li>{t('complete.nextArrival', { context })}</li>
      </ul>
      {guestKey ? (
        <section
          aria-labelledby="account-offer"
          className="mt-6 flex flex-col gap-3 rounded-card border border-line bg-surface p-4 sm:flex-row sm:items-center sm:p-5"
        >
          <UserPlus className="size-6 shrink-0 text-pine-700 max-sm:hidden" aria-hidden="true" />
          <div className="min-w-0 flex-1">
            <h4 id="account-offer" className="font-semibold text-pine-950">
              {t('complete.accountTitle')}
            </h4>
            <p className="mt-1 text-sm text-ink-soft">{t('complete.accountText', { email })}</p>
          </div>
          <Link
            to={`/register?${new URLSearchParams({ email })}`}
            className="btn btn-secondary shrink-0"
            onClick={onClose}
            data-testid="create-account"
          >
            {t('complete.createAccount')}
          </Link>
        </section>
      ) : null}
    </StepFrame>
  )
}
