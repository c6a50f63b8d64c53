import { formatClockTime, formatMoney, hotelToday, nightsBetween, type Reservation } from '@hotel/contract'
import { BedDouble, CalendarDays, Clock, Mail, Users } from 'lucide-react'
import { type ReactNode, useEffect, useRef, useState } from 'react'
import { slot, withValue } from '../../../components/with-value.tsx'
import { usePageLanguage, useTranslation } from '../../../i18n/react.tsx'
import { formatDay } from '../../../lib/format.ts'
import { useHotel } from '../../../lib/hotel.ts'
import { formatLocalPrice } from '../../../lib/local-price.ts'
import { amountOf, type PaymentValues } from '../../payments/card.ts'
import { choiceOf, PaymentFields, usePaymentForm } from '../../payments/payment-form.tsx'
import { usePaymentMethod } from '../../payments/queries.ts'
import { roomName } from '../fields.tsx'
import { useRoomsInfo, useStayRooms } from '../queries.ts'
import { changeDeadlineOf, stayTotalOf } from '../steps.ts'
import type { Choice } from './outcome.ts'
import { BackButton, NextButton, StepFrame, type StepProps, TotalLine } from './step-frame.tsx'

/** Step 4: pay a share by card now or everything at the hotel, with the stay's summary. */
export default function PaymentStep({
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
  const local = total ? formatLocalPrice(total.total, hotel, lng) : null
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
  const money = (cents: number) => formatMoney(cents, currency, lng, 'when-any')

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
            ) : local !== null ? (
              t('rooms:price.local', { price: local })
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
                          ? formatMoney(price.total_after_promotion_cents, price.currency, lng, 'when-any')
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
              {formatClockTime(draft.estimated_arrival_time, lng)}
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
