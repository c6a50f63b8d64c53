import { formatClockTime, formatMoney, type Payment, type Reservation } from '@hotel/contract'
import { ChevronRight, CircleCheck, UserPlus } from 'lucide-react'
import type { Ref } from 'react'
import { Link } from 'react-router'
import { slot, withValue } from '../../../components/with-value.tsx'
import { usePageLanguage, useTranslation } from '../../../i18n/react.tsx'
import { formatDay } from '../../../lib/format.ts'
import { useHotel } from '../../../lib/hotel.ts'
import { brandName } from '../../payments/card.ts'
import { StepFrame } from './step-frame.tsx'

/** Booked: the reference, the stay, what was paid and what is left, and what happens next. */
export function Confirmation({
  heading,
  reservation,
  payment,
  guestKey,
  onClose,
}: {
  heading: Ref<HTMLHeadingElement>
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
  const money = (cents: number) => formatMoney(cents, reservation.currency, lng, 'when-any')
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
                payment.invoice ?? '',
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
            {t('common:stay.checkIn', { time: formatClockTime(hotel.check_in_time, lng) })}
          </dd>
        </div>
        <div className="rounded-xl border border-line bg-surface p-3">
          <dt className="text-ink-soft">{t('summary.checkOut')}</dt>
          <dd className="font-semibold text-ink">{formatDay(reservation.check_out, lng)}</dd>
          <dd className="text-ink-soft">
            {t('common:stay.checkOut', { time: formatClockTime(hotel.check_out_time, lng) })}
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
