import { formatMoney, type PageMeta } from '@hotel/contract'
import { BedDouble, CalendarCheck, CalendarClock, ChevronLeft, ChevronRight } from 'lucide-react'
import { Link, useSearchParams } from 'react-router'
import { EmptyState } from '../../components/empty-state.tsx'
import { LoadError } from '../../components/load-error.tsx'
import { usePageLanguage, useTranslation } from '../../i18n/react.tsx'
import { formatDayRange } from '../../lib/format.ts'
import { failureMessage } from '../../lib/messages.ts'
import type { ReservationTab } from './profile-tab.ts'
import { useReservationList } from './queries.ts'
import { LoadingCards, StatusBadges } from './reservation-states.tsx'
import { stayed } from './status.ts'

const detailHref = (tab: ReservationTab, reference: string) =>
  `/profile?tab=${tab}&reservation=${encodeURIComponent(reference)}`

/** The Booked or History tab's reservations, by pages. */
export default function ReservationList({ tab }: { tab: ReservationTab }) {
  const { t } = useTranslation(['reservations', 'account'])
  const lng = usePageLanguage()
  const [params] = useSearchParams()
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1)
  const list = useReservationList(tab === 'booked' ? 'upcoming' : 'history', page)

  if (list.isError && !list.data)
    return <LoadError message={failureMessage(t, list.error)} onRetry={() => list.refetch()} />
  if (!list.data) return <LoadingCards />
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
                    preventScrollReset
                    className="after:absolute after:inset-0 after:content-[''] hover:text-pine-700 focus-visible:outline-none"
                  >
                    {formatDayRange(reservation.check_in, reservation.check_out, lng)}
                  </Link>
                </h3>
                <p className="text-sm text-ink-soft">
                  {t('list.reference')}{' '}
                  <span className="font-semibold tracking-wide whitespace-nowrap text-ink">
                    {reservation.reference}
                  </span>
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
                  {formatMoney(reservation.total, reservation.currency, lng, 'when-any')}
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

function Pager({ meta, tab }: { meta: PageMeta; tab: ReservationTab }) {
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
