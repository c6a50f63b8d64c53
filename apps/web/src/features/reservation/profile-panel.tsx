import type { PageMeta, Reservation } from '@hotel/contract'
import {
  AlertCircle,
  BedDouble,
  CalendarCheck,
  CalendarClock,
  ChevronLeft,
  ChevronRight,
  Download,
  FileDown,
  FileSpreadsheet,
  Pencil,
  RotateCw,
  XCircle,
} from 'lucide-react'
import { type ReactNode, useEffect, useId, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useSearchParams } from 'react-router'
import { EmptyState } from '../../components/empty-state.tsx'
import { formatHour, useHotel } from '../../lib/hotel.ts'
import { notify } from '../../lib/toast.ts'
import { PaymentSection } from '../payments/balance.tsx'
import { formatDay, formatDayRange, formatMoney } from '../rooms/format.ts'
import { usePageLanguage } from '../rooms/price.tsx'
import { failureMessage } from './messages.ts'
import { ConfirmDialog } from './modal.tsx'
import { ModifyForm } from './modify-form.tsx'
import { useReservation, useReservationActions, useReservationList } from './queries.ts'
import { downloadReport } from './report.ts'
import { type BadgeTone, badgesOf, lockReason, stayed } from './status.ts'

type Tab = 'booked' | 'history'

/** The Booked and History tabs of the profile: a list by pages, or one reservation (?reservation=REF). */
export default function ReservationsPanel({ tab }: { tab: Tab }) {
  const [params] = useSearchParams()
  const reference = params.get('reservation')?.trim()
  if (reference) return <ReservationDetail key={reference} reference={reference} tab={tab} />
  return <ReservationList tab={tab} />
}

const detailHref = (tab: Tab, reference: string) =>
  `/profile?tab=${tab}&reservation=${encodeURIComponent(reference)}`

const toneClasses: Record<BadgeTone, string> = {
  error: 'bg-error-50 text-error-700 ring-error-200',
  success: 'bg-success-50 text-success-700 ring-success-700/25',
  warning: 'bg-warning-50 text-warning-700 ring-warning-700/25',
  info: 'bg-info-50 text-info-700 ring-info-700/25',
  neutral: 'bg-sand text-ink-soft ring-line',
}

export function StatusBadges({
  reservation,
}: {
  reservation: Pick<Reservation, 'status' | 'payment_status'>
}) {
  const { t } = useTranslation('reservations')
  return (
    <ul className="flex flex-wrap gap-1.5" aria-label={t('status.label')}>
      {badgesOf(reservation).map((badge) => (
        <li
          key={badge.key}
          className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-sm font-medium ring-1 ${toneClasses[badge.tone]}`}
          data-testid="status-badge"
        >
          {t(`status.${badge.key}`)}
        </li>
      ))}
    </ul>
  )
}

function ReservationList({ tab }: { tab: Tab }) {
  const { t } = useTranslation(['reservations', 'account'])
  const lng = usePageLanguage()
  const [params] = useSearchParams()
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1)
  const list = useReservationList(tab === 'booked' ? 'upcoming' : 'history', page)

  if (list.isError && !list.data) return <LoadError error={list.error} onRetry={() => list.refetch()} />
  if (!list.data) return <ListSkeleton />
  if (list.data.data.length === 0 && page === 1) {
    return tab === 'booked' ? (
      <EmptyState icon={CalendarCheck} text={t('account:profile.empty.booked')}>
        <Link to="/books" className="btn btn-primary">
          {t('account:profile.empty.find')}
        </Link>
      </EmptyState>
    ) : (
      <EmptyState icon={CalendarClock} text={t('account:profile.empty.history')}>
        <Link to="/profile?tab=payments" className="btn btn-secondary">
          {t('account:profile.empty.payments')}
        </Link>
      </EmptyState>
    )
  }
  return (
    <div>
      <ul
        className={`grid gap-4 ${list.isPlaceholderData ? 'opacity-60' : ''}`}
        aria-busy={list.isPlaceholderData}
      >
        {list.data.data.map((reservation) => (
          <li key={reservation.id}>
            <article
              className="card relative flex flex-col gap-3 p-4 transition-shadow hover:shadow-raised has-[h3_a:focus-visible]:outline-2 has-[h3_a:focus-visible]:outline-offset-2 has-[h3_a:focus-visible]:outline-pine-600 sm:flex-row sm:items-start sm:justify-between sm:p-5"
              data-testid="reservation-card"
            >
              <div className="min-w-0">
                <h3 className="text-lg font-semibold text-pine-950">
                  <Link
                    to={detailHref(tab, reservation.reference)}
                    className="after:absolute after:inset-0 after:content-[''] hover:text-pine-700 focus-visible:outline-none"
                  >
                    {formatDayRange(reservation.check_in, reservation.check_out, lng)}
                  </Link>
                </h3>
                <p className="text-sm text-ink-soft">
                  {t('list.reference')}{' '}
                  <span className="font-semibold tracking-wide text-ink">{reservation.reference}</span>
                </p>
                <p className="mt-2 flex items-start gap-1.5 text-sm text-ink">
                  <BedDouble className="mt-0.5 size-4 shrink-0 text-pine-700" aria-hidden="true" />
                  <span>
                    {t('summary.nights', { count: reservation.nights })} ·{' '}
                    {reservation.rooms
                      .map((room) => t('rooms:room.title', { number: room.number }))
                      .join(', ')}{' '}
                    ·{' '}
                    {t('rooms:capacity.count', {
                      count: reservation.rooms.reduce((sum, room) => sum + room.guest_count, 0),
                    })}
                  </span>
                </p>
                {stayed(reservation) ? (
                  <Link
                    to="/new-review"
                    className="relative z-10 mt-1 inline-flex min-h-11 items-center text-sm font-medium text-pine-700 hover:underline"
                  >
                    {t('review.link')}
                  </Link>
                ) : null}
              </div>
              <div className="flex flex-row-reverse items-center justify-between gap-3 sm:flex-col sm:items-end">
                <StatusBadges reservation={reservation} />
                <p className="text-lg font-bold text-ink tabular-nums">
                  {formatMoney(reservation.total, reservation.currency, lng)}
                </p>
              </div>
            </article>
          </li>
        ))}
      </ul>
      <Pager meta={list.data.meta} tab={tab} />
    </div>
  )
}

function Pager({ meta, tab }: { meta: PageMeta; tab: Tab }) {
  const { t } = useTranslation('reservations')
  if (meta.last_page <= 1) return null
  const href = (page: number) => `/profile?tab=${tab}${page > 1 ? `&page=${page}` : ''}`
  const link =
    'inline-flex min-h-11 items-center gap-1 rounded-lg border border-line bg-surface px-3 text-sm font-medium text-ink hover:border-pine-300 hover:bg-pine-50'
  return (
    <nav aria-label={t('list.pages')} className="mt-6 flex flex-wrap items-center justify-between gap-3">
      {meta.page > 1 ? (
        <Link to={href(meta.page - 1)} className={link} rel="prev" preventScrollReset>
          <ChevronLeft className="size-4" aria-hidden="true" />
          {t('list.previous')}
        </Link>
      ) : (
        <span />
      )}
      <p className="text-sm text-ink-soft">{t('list.page', { page: meta.page, count: meta.last_page })}</p>
      {meta.page < meta.last_page ? (
        <Link to={href(meta.page + 1)} className={link} rel="next" preventScrollReset>
          {t('list.next')}
          <ChevronRight className="size-4" aria-hidden="true" />
        </Link>
      ) : (
        <span />
      )}
    </nav>
  )
}

function ListSkeleton() {
  const { t } = useTranslation()
  return (
    <div className="grid grid-cols-1 gap-4" role="status" aria-busy="true">
      <span className="sr-only">{t('loading')}</span>
      {[0, 1].map((index) => (
        <div key={index} className="card space-y-3 p-5" aria-hidden="true">
          <div className="h-5 w-48 animate-pulse rounded bg-sand" />
          <div className="h-4 w-32 animate-pulse rounded bg-sand" />
          <div className="h-4 w-64 animate-pulse rounded bg-sand" />
        </div>
      ))}
    </div>
  )
}

function LoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation('reservations')
  return (
    <div role="alert" className="rounded-card border border-error-200 bg-error-50 p-5">
      <p className="flex items-start gap-2 text-ink">
        <AlertCircle className="mt-0.5 size-5 shrink-0 text-error-700" aria-hidden="true" />
        {failureMessage(t, error)}
      </p>
      <button type="button" className="btn btn-secondary mt-4" onClick={onRetry}>
        <RotateCw className="size-4" aria-hidden="true" />
        {t('common:serverError.retry')}
      </button>
    </div>
  )
}

function BackToList({ tab }: { tab: Tab }) {
  const { t } = useTranslation('reservations')
  return (
    <Link
      to={tab === 'booked' ? '/profile' : '/profile?tab=history'}
      className="mb-4 inline-flex min-h-11 items-center gap-2 font-medium text-pine-700 hover:underline"
    >
      <ChevronLeft className="size-4" aria-hidden="true" />
      {t('detail.back')}
    </Link>
  )
}

function ReservationDetail({ reference, tab }: { reference: string; tab: Tab }) {
  const { t } = useTranslation('reservations')
  const query = useReservation(reference)
  const [editing, setEditing] = useState(false)

  if (query.isError && !query.data) {
    return (
      <>
        <BackToList tab={tab} />
        <LoadError error={query.error} onRetry={() => query.refetch()} />
      </>
    )
  }
  if (query.data === null) {
    return (
      <>
        <BackToList tab={tab} />
        <EmptyState icon={CalendarCheck} text={t('detail.notFound', { reference })} />
      </>
    )
  }
  if (!query.data) return <ListSkeleton />
  const reservation = query.data
  return (
    <div>
      <BackToList tab={tab} />
      {editing ? (
        <ModifyForm reservation={reservation} onDone={() => setEditing(false)} />
      ) : (
        <div className="grid grid-cols-1 gap-5">
          <Summary reservation={reservation} />
          {stayed(reservation) ? <ReviewInvite /> : null}
          <PaymentSection reservation={reservation} />
          <Changes reservation={reservation} tab={tab} onModify={() => setEditing(true)} />
          <Report reservation={reservation} />
        </div>
      )}
    </div>
  )
}

/** After a stay: the way to the review form. */
function ReviewInvite() {
  const { t } = useTranslation('reservations')
  return (
    <section
      aria-labelledby="review-invite-title"
      className="card flex flex-col gap-4 p-4 sm:flex-row sm:items-center sm:justify-between sm:p-5"
    >
      <div>
        <h3 id="review-invite-title" className="font-semibold text-pine-950">
          {t('review.title')}
        </h3>
        <p className="mt-1 text-sm text-ink-soft">{t('review.text')}</p>
      </div>
      <Link to="/new-review" className="btn btn-primary shrink-0">
        {t('review.link')}
      </Link>
    </section>
  )
}

function Summary({ reservation }: { reservation: Reservation }) {
  const { t } = useTranslation('reservations')
  const title = useRef<HTMLHeadingElement>(null)
  // Opened from the list: start here (phones have the account card and tabs above).
  useEffect(() => {
    title.current?.focus({ preventScroll: true })
    title.current?.scrollIntoView({ block: 'start' })
  }, [])
  const lng = usePageLanguage()
  const hotel = useHotel()
  const money = (cents: number) => formatMoney(cents, reservation.currency, lng)
  const guests = reservation.rooms.reduce((sum, room) => sum + room.guest_count, 0)
  const created = new Intl.DateTimeFormat(lng === 'es' ? 'es-NI' : 'en-US', { dateStyle: 'long' }).format(
    new Date(reservation.created_at),
  )
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
            {t('detail.title', { reference: reservation.reference })}
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
              {t('common:stay.checkIn', { time: formatHour(hotel.check_in_time, lng) })}
            </span>
          </Fact>
          <Fact label={t('summary.checkOut')}>
            <span className="font-semibold">{formatDay(reservation.check_out, lng)}</span>
            <span className="block text-ink-soft">
              {t('common:stay.checkOut', { time: formatHour(hotel.check_out_time, lng) })}
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
                  ? formatHour(reservation.estimated_arrival_time, lng)
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
              <Line label={t('auth:fields.country')}>{reservation.user.country}</Line>
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
  tab,
  onModify,
}: {
  reservation: Reservation
  tab: Tab
  onModify: () => void
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
        <CancelDialog reservation={reservation} tab={tab} onClose={() => setConfirming(false)} />
      ) : null}
    </section>
  )
}

function CancelDialog({
  reservation,
  tab,
  onClose,
}: {
  reservation: Reservation
  tab: Tab
  onClose: () => void
}) {
  const { t } = useTranslation('reservations')
  const lng = usePageLanguage()
  const [, setParams] = useSearchParams()
  const actions = useReservationActions()
  const cancel = async () => {
    const answer = await actions.cancel(reservation.id)
    onClose()
    void notify('success', answer.message)
    // A cancelled stay belongs to the history.
    if (tab !== 'history')
      setParams(
        { tab: 'history', reservation: reservation.reference },
        { replace: true, preventScrollReset: true },
      )
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
function Report({ reservation }: { reservation: Reservation }) {
  const { t } = useTranslation('reservations')
  const lng = usePageLanguage()
  const [busy, setBusy] = useState<'pdf' | 'csv' | null>(null)
  const [error, setError] = useState<string | null>(null)
  const get = async (format: 'pdf' | 'csv') => {
    setBusy(format)
    setError(null)
    try {
      await downloadReport(reservation, format, lng)
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
