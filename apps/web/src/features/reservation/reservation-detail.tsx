import { countryName, formatClockTime, formatMoney, type Reservation } from '@hotel/contract'
import { AlertCircle, Download, FileDown, FileSpreadsheet, Pencil, XCircle } from 'lucide-react'
import { type ReactNode, useEffect, useId, useRef, useState } from 'react'
import { Link } from 'react-router'
import { LoadError } from '../../components/load-error.tsx'
import { ConfirmDialog } from '../../components/modal.tsx'
import { slot, withValue } from '../../components/with-value.tsx'
import { usePageLanguage, useTranslation } from '../../i18n/react.tsx'
import { formatDay, formatDayRange, formatMomentDay } from '../../lib/format.ts'
import { useHotel } from '../../lib/hotel.ts'
import { failureMessage } from '../../lib/messages.ts'
import { notify } from '../../lib/toast.ts'
import { PaymentSection } from '../payments/balance.tsx'
import { InviteCard } from './invite-card.tsx'
import { ModifyForm } from './modify-form.tsx'
import { useReservation, useReservationActions } from './queries.ts'
import { downloadReport } from './report.ts'
import { LoadingCards, StatusBadges } from './reservation-states.tsx'
import { lockReason, stayed } from './status.ts'

/**
 * One reservation as its guest sees it: summary, payment (pay the balance), changes (modify, cancel)
 * and the report. The profile shows it to a signed-in guest; /reservation/REF to a mail link's key.
 */
export function ReservationDetail({
  reference,
  accessKey,
  signedIn,
  top,
  notFound,
  scrollOnOpen = false,
  onCanceled,
}: {
  reference: string
  /** A mail link's key: every call of the detail carries it instead of needing a session. */
  accessKey?: string | null
  /** Whether a guest is signed in (the review and the payment history need an account). */
  signedIn: boolean
  /** Above the detail (the way back to a list). */
  top?: ReactNode
  /** Shown when the API does not open this reservation (404). */
  notFound: ReactNode
  /** Brings the detail's heading to the top of the screen when it opens (below the profile's tabs). */
  scrollOnOpen?: boolean
  onCanceled?: (reservation: Reservation) => void
}) {
  const { t } = useTranslation('reservations')
  const query = useReservation(reference, accessKey)
  const [editing, setEditing] = useState(false)

  if (query.isError && !query.data) {
    return (
      <>
        {top}
        <LoadError message={failureMessage(t, query.error)} onRetry={() => query.refetch()} />
      </>
    )
  }
  if (query.data === null) {
    return (
      <>
        {top}
        {notFound}
      </>
    )
  }
  if (!query.data) return <LoadingCards />
  const reservation = query.data
  return (
    <div>
      {top}
      {editing ? (
        <ModifyForm reservation={reservation} accessKey={accessKey} onDone={() => setEditing(false)} />
      ) : (
        <div className="grid grid-cols-1 gap-5">
          <Summary reservation={reservation} scrollOnOpen={scrollOnOpen} />
          {signedIn && stayed(reservation) ? <ReviewInvite /> : null}
          <PaymentSection reservation={reservation} accessKey={accessKey} signedIn={signedIn} />
          <Changes
            reservation={reservation}
            accessKey={accessKey}
            onModify={() => setEditing(true)}
            onCanceled={onCanceled}
          />
          <Report reservation={reservation} accessKey={accessKey} />
        </div>
      )}
    </div>
  )
}

function ReviewInvite() {
  const { t } = useTranslation('reservations')
  return (
    <InviteCard
      titleId="review-invite-title"
      level={3}
      title={t('review.title')}
      text={t('review.text')}
      action={
        <Link to="/new-review" className="btn btn-primary shrink-0">
          {t('review.link')}
        </Link>
      }
    />
  )
}

function Summary({ reservation, scrollOnOpen }: { reservation: Reservation; scrollOnOpen: boolean }) {
  const { t } = useTranslation('reservations')
  const title = useRef<HTMLHeadingElement>(null)
  // Opened from the list: start here. Below the large layout the account card and the tabs come first
  // (750 px on a phone), so the heading is brought to the top; above it, only when it is out of sight.
  // A frame later, so that the router's own scroll on navigating does not undo it.
  useEffect(() => {
    if (!scrollOnOpen) return
    const frame = requestAnimationFrame(() => {
      const heading = title.current
      if (!heading) return
      heading.focus({ preventScroll: true })
      const narrow = !window.matchMedia('(min-width: 64rem)').matches
      if (narrow || heading.getBoundingClientRect().top < 0) heading.scrollIntoView({ block: 'start' })
    })
    return () => cancelAnimationFrame(frame)
  }, [scrollOnOpen])
  const lng = usePageLanguage()
  const hotel = useHotel()
  const money = (cents: number) => formatMoney(cents, reservation.currency, lng, 'when-any')
  const guests = reservation.rooms.reduce((sum, room) => sum + room.guest_count, 0)
  const created = formatMomentDay(reservation.created_at, lng, 'long')
  return (
    <section aria-labelledby="reservation-title" className="card overflow-hidden">
      <div className="flex flex-col gap-3 border-b border-line bg-sand/60 p-4 sm:flex-row sm:items-start sm:justify-between sm:p-5">
        <div>
          <h3
            id="reservation-title"
            ref={title}
            tabIndex={-1}
            className="scroll-mt-24 text-lg font-bold text-pine-950 focus:outline-none"
          >
            {withValue(t('detail.title', { reference: slot }), reservation.reference)}
          </h3>
          <p className="text-sm text-ink-soft">{t('detail.created', { date: created })}</p>
        </div>
        <StatusBadges reservation={reservation} />
      </div>
      <div className="grid grid-cols-1 gap-6 p-4 sm:p-5">
        <dl className="grid grid-cols-2 gap-3 text-sm lg:grid-cols-4">
          <Fact label={t('summary.checkIn')}>
            <span className="font-semibold">{formatDay(reservation.check_in, lng)}</span>
            <span className="block text-ink-soft">
              {t('common:stay.checkIn', { time: formatClockTime(hotel.check_in_time, lng) })}
            </span>
          </Fact>
          <Fact label={t('summary.checkOut')}>
            <span className="font-semibold">{formatDay(reservation.check_out, lng)}</span>
            <span className="block text-ink-soft">
              {t('common:stay.checkOut', { time: formatClockTime(hotel.check_out_time, lng) })}
            </span>
          </Fact>
          <Fact label={t('summary.length')}>{t('summary.nights', { count: reservation.nights })}</Fact>
          <Fact label={t('summary.guests')}>{t('rooms:capacity.count', { count: guests })}</Fact>
        </dl>

        <div>
          <h4 className="font-semibold text-pine-950">{t('summary.rooms')}</h4>
          <div className="mt-2 overflow-x-auto rounded-xl border border-line">
            <table className="w-full text-left text-sm">
              <thead className="bg-sand text-ink">
                <tr>
                  <th scope="col" className="px-3 py-2 font-semibold">
                    {t('detail.room')}
                  </th>
                  <th scope="col" className="px-3 py-2 text-right font-semibold">
                    {t('detail.price')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {reservation.rooms.map((room) => (
                  <tr key={room.number} className="border-t border-line align-top">
                    <th scope="row" className="px-3 py-2.5 font-normal">
                      <Link
                        to={`/books/room/${room.number}`}
                        className="font-medium text-pine-800 hover:underline"
                      >
                        {t('rooms:room.title', { number: room.number })}
                      </Link>
                      <span className="block text-ink-soft">
                        {t(`rooms:typeRoom.${room.type}`)} ·{' '}
                        {t('rooms:capacity.count', { count: room.guest_count })}
                      </span>
                    </th>
                    <td className="px-3 py-2.5 text-right tabular-nums">
                      {room.raw_tariff > room.tariff ? (
                        <s className="mr-1.5 text-ink-soft">{money(room.raw_tariff)}</s>
                      ) : null}
                      <span className="font-medium">{money(room.tariff)}</span>
                      {room.promotion ? (
                        <span className="block text-xs text-clay-700">
                          {room.promotion.name} ·{' '}
                          {t('rooms:price.discount', { discount: room.promotion.discount })}
                        </span>
                      ) : null}
                    </td>
                  </tr>
                ))}
              </tbody>
              <tfoot>
                <tr className="border-t border-line bg-sand/40">
                  <th scope="row" className="px-3 py-2.5 font-semibold">
                    {t('summary.total')}
                  </th>
                  <td
                    className="px-3 py-2.5 text-right text-base font-bold tabular-nums"
                    data-testid="detail-total"
                  >
                    {money(reservation.total)}
                  </td>
                </tr>
              </tfoot>
            </table>
          </div>
          <p className="mt-2 text-sm text-ink-soft">
            {reservation.status === 'canceled'
              ? t('detail.canceledOn', {
                  date: formatDay((reservation.canceled_at ?? reservation.created_at).slice(0, 10), lng),
                })
              : reservation.payment_status === 'paid'
                ? t('detail.paid')
                : reservation.payment_status === 'partially_paid'
                  ? t('detail.partlyPaid')
                  : t('detail.payAtHotel', { currency: hotel.currency, local: hotel.local_currency })}
          </p>
        </div>

        <div className="grid grid-cols-1 gap-6 md:grid-cols-2">
          <div>
            <h4 className="font-semibold text-pine-950">{t('detail.general')}</h4>
            <dl className="mt-2 grid grid-cols-1 gap-2 text-sm">
              <Line label={t('details.category')}>{t(`categories.${reservation.category}`)}</Line>
              <Line label={t('details.arrival')}>
                {reservation.estimated_arrival_time
                  ? formatClockTime(reservation.estimated_arrival_time, lng)
                  : t('detail.none')}
              </Line>
              <Line label={t('details.notes')}>
                <span className="whitespace-pre-line">
                  {reservation.additional_description || t('detail.none')}
                </span>
              </Line>
            </dl>
          </div>
          <div>
            <h4 className="font-semibold text-pine-950">{t('details.guest')}</h4>
            <dl className="mt-2 grid grid-cols-1 gap-2 text-sm">
              <Line label={t('details.name')}>{reservation.user.name}</Line>
              <Line label={t('auth:fields.email')}>
                <span className="break-all">{reservation.user.email}</span>
              </Line>
              <Line label={t('auth:fields.phone')}>{reservation.user.phone}</Line>
              <Line label={t('auth:fields.identification')}>{reservation.user.identification}</Line>
              <Line label={t('auth:fields.country')}>{countryName(reservation.user.country, lng)}</Line>
            </dl>
          </div>
        </div>
      </div>
    </section>
  )
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="rounded-xl border border-line bg-surface p-3">
      <dt className="text-ink-soft">{label}</dt>
      <dd className="mt-0.5 text-ink">{children}</dd>
    </div>
  )
}

function Line({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid grid-cols-[minmax(7rem,40%)_minmax(0,1fr)] gap-3">
      <dt className="text-ink-soft">{label}</dt>
      <dd className="min-w-0 text-ink">{children}</dd>
    </div>
  )
}

/** The deadline rule in words, with Modify and Cancel (disabled, with the reason, when too late). */
function Changes({
  reservation,
  accessKey,
  onModify,
  onCanceled,
}: {
  reservation: Reservation
  accessKey?: string | null
  onModify: () => void
  onCanceled?: (reservation: Reservation) => void
}) {
  const { t } = useTranslation('reservations')
  const lng = usePageLanguage()
  const hotel = useHotel()
  const [confirming, setConfirming] = useState(false)
  const ruleId = useId()
  const lock = lockReason(reservation)
  const deadline = formatDay(reservation.change_deadline, lng)
  const days = hotel.change_deadline_days
  const rule = lock
    ? lock === 'deadline'
      ? t('changes.deadlinePassed', { date: deadline, count: days })
      : t(`changes.locked.${lock}`)
    : t('changes.until', { date: deadline, count: days })
  return (
    <section aria-labelledby="changes-title" className="card p-4 sm:p-5">
      <h3 id="changes-title" className="font-semibold text-pine-950">
        {t('changes.title')}
      </h3>
      <p id={ruleId} className="mt-1 text-ink" data-testid="change-rule">
        {rule}
      </p>
      {reservation.status !== 'canceled' ? (
        <div className="mt-4 flex flex-wrap gap-3">
          <button
            type="button"
            className="btn btn-secondary"
            onClick={onModify}
            disabled={Boolean(lock)}
            aria-describedby={lock ? ruleId : undefined}
          >
            <Pencil className="size-4" aria-hidden="true" />
            {t('changes.modify')}
          </button>
          <button
            type="button"
            className="btn btn-secondary text-error-700 hover:border-error-200 hover:bg-error-50"
            onClick={() => setConfirming(true)}
            disabled={Boolean(lock)}
            aria-describedby={lock ? ruleId : undefined}
          >
            <XCircle className="size-4" aria-hidden="true" />
            {t('changes.cancel')}
          </button>
        </div>
      ) : null}
      {confirming ? (
        <CancelDialog
          reservation={reservation}
          accessKey={accessKey}
          onCanceled={onCanceled}
          onClose={() => setConfirming(false)}
        />
      ) : null}
    </section>
  )
}

function CancelDialog({
  reservation,
  accessKey,
  onCanceled,
  onClose,
}: {
  reservation: Reservation
  accessKey?: string | null
  onCanceled?: (reservation: Reservation) => void
  onClose: () => void
}) {
  const { t } = useTranslation('reservations')
  const lng = usePageLanguage()
  const actions = useReservationActions()
  const cancel = async () => {
    const answer = await actions.cancel(reservation.id, accessKey)
    onClose()
    void notify('success', answer.message)
    onCanceled?.(answer.data)
  }
  return (
    <ConfirmDialog
      title={t('cancel.title', { reference: reservation.reference })}
      text={t('cancel.text', { dates: formatDayRange(reservation.check_in, reservation.check_out, lng) })}
      keepLabel={t('cancel.keep')}
      confirmLabel={t('cancel.confirm')}
      onConfirm={cancel}
      onClose={onClose}
    />
  )
}

/** The detailed report, as a PDF or a spreadsheet (CSV). */
function Report({ reservation, accessKey }: { reservation: Reservation; accessKey?: string | null }) {
  const { t } = useTranslation('reservations')
  const lng = usePageLanguage()
  const [busy, setBusy] = useState<'pdf' | 'csv' | null>(null)
  const [error, setError] = useState<string | null>(null)
  const get = async (format: 'pdf' | 'csv') => {
    setBusy(format)
    setError(null)
    try {
      await downloadReport(reservation, format, lng, accessKey)
    } catch (failure) {
      setError(failureMessage(t, failure))
    } finally {
      setBusy(null)
    }
  }
  return (
    <section aria-labelledby="report-title" className="card p-4 sm:p-5">
      <h3 id="report-title" className="font-semibold text-pine-950">
        {t('report.title')}
      </h3>
      <p className="mt-1 text-ink-soft">{t('report.text')}</p>
      <div className="mt-4 flex flex-wrap gap-3">
        <button
          type="button"
          className="btn btn-secondary"
          onClick={() => get('pdf')}
          disabled={busy !== null}
          aria-busy={busy === 'pdf'}
        >
          {busy === 'pdf' ? (
            <Download className="size-4 animate-pulse" aria-hidden="true" />
          ) : (
            <FileDown className="size-4" aria-hidden="true" />
          )}
          {t('report.pdf')}
        </button>
        <button
          type="button"
          className="btn btn-secondary"
          onClick={() => get('csv')}
          disabled={busy !== null}
          aria-busy={busy === 'csv'}
        >
          {busy === 'csv' ? (
            <Download className="size-4 animate-pulse" aria-hidden="true" />
          ) : (
            <FileSpreadsheet className="size-4" aria-hidden="true" />
          )}
          {t('report.csv')}
        </button>
      </div>
      {error ? (
        <p role="alert" className="mt-3 flex items-start gap-2 text-sm text-error-700">
          <AlertCircle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          {error}
        </p>
      ) : null}
    </section>
  )
}
