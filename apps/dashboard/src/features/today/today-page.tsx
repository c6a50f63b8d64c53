import { formatClockTime, formatMoney, type Today } from '@hotel/contract'
import { BrushCleaning, CalendarRange, Plus } from 'lucide-react'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { useCan } from '../../auth/auth.tsx'
import { buttonClass } from '../../components/button-styles.ts'
import { useDocumentTitle } from '../../components/document-title.ts'
import { ErrorPanel } from '../../components/error-panel.tsx'
import { LoadingState } from '../../components/loading-state.tsx'
import { formatDay } from '../../lib/format.ts'
import { useLocale } from '../../lib/locale.ts'
import { useToday } from './api.ts'

type TodayStay = Today['arrivals'][number]

/** The desk's day at a glance: who arrives, who leaves, who is in house, what to clean and what is owed. */
export default function TodayPage() {
  const { t } = useTranslation(undefined, { keyPrefix: 'today' })
  useDocumentTitle(t('title'))
  const locale = useLocale()
  const can = useCan()
  const query = useToday()

  if (query.isPending) return <LoadingState />
  if (query.isError) return <ErrorPanel error={query.error} onRetry={() => query.refetch()} />
  const day = query.data.data

  return (
    <div className="space-y-6">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="font-semibold text-xl tracking-tight">{t('title')}</h1>
          <p className="text-ink-soft">{formatDay(day.date, locale)}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          {can('reservations.manage') && (
            <Link to="/reservations/new" className={buttonClass('primary')}>
              <Plus className="size-4" aria-hidden="true" />
              {t('newReservation')}
            </Link>
          )}
          <Link to="/board" className={buttonClass('secondary')}>
            <CalendarRange className="size-4" aria-hidden="true" />
            {t('openBoard')}
          </Link>
        </div>
      </header>

      <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
        <Section title={t('arrivals')} count={day.arrivals.length} empty={t('noArrivals')}>
          {day.arrivals.map((stay) => (
            <StayRow
              key={stay.id}
              stay={stay}
              detail={
                stay.estimated_arrival_time
                  ? t('arrivesAt', { time: formatClockTime(stay.estimated_arrival_time, locale) })
                  : null
              }
            />
          ))}
        </Section>
        <Section title={t('departures')} count={day.departures.length} empty={t('noDepartures')}>
          {day.departures.map((stay) => (
            <StayRow key={stay.id} stay={stay} detail={null} />
          ))}
        </Section>
        <Section title={t('inHouse')} count={day.in_house.length} empty={t('noInHouse')}>
          {day.in_house.map((stay) => (
            <StayRow
              key={stay.id}
              stay={stay}
              detail={t('leaves', { date: formatDay(stay.check_out, locale) })}
            />
          ))}
        </Section>
        <Section title={t('balancesDue')} count={day.balances_due.length} empty={t('noBalances')}>
          {day.balances_due.map((stay) => (
            <StayRow key={stay.id} stay={stay} detail={null} />
          ))}
        </Section>
        <Section title={t('roomsToClean')} count={day.rooms_to_clean.length} empty={t('noRoomsToClean')}>
          {day.rooms_to_clean.map((room) => (
            <li key={room.number} className="flex items-center gap-3 px-4 py-3">
              <BrushCleaning className="size-5 text-warning-700" aria-hidden="true" />
              <span className="font-semibold">{t('rooms', { rooms: room.number })}</span>
              {room.status_note && <span className="truncate text-ink-soft text-sm">{room.status_note}</span>}
            </li>
          ))}
          {can('housekeeping.update') && day.rooms_to_clean.length > 0 && (
            <li className="px-4 py-3">
              <Link to="/housekeeping" className="font-medium text-pine-700 underline underline-offset-2">
                {t('openHousekeeping')}
              </Link>
            </li>
          )}
        </Section>
      </div>
    </div>
  )
}

function Section({
  title,
  count,
  empty,
  children,
}: {
  title: string
  count: number
  empty: string
  children: ReactNode
}) {
  return (
    <section className="rounded-xl border border-line bg-surface shadow-sm" aria-label={title}>
      <h2 className="flex items-center justify-between border-line border-b px-4 py-3 font-semibold text-ink">
        {title}
        <span className="rounded-full bg-pine-50 px-2.5 py-0.5 font-semibold text-pine-800 text-sm">
          {count}
        </span>
      </h2>
      {count === 0 ? (
        <p className="px-4 py-6 text-ink-soft text-sm">{empty}</p>
      ) : (
        <ul className="divide-y divide-line">{children}</ul>
      )}
    </section>
  )
}

function StayRow({ stay, detail }: { stay: TodayStay; detail: string | null }) {
  const { t } = useTranslation(undefined, { keyPrefix: 'today' })
  const locale = useLocale()
  return (
    <li>
      <Link
        to={`/reservations/${stay.id}`}
        className="flex min-h-14 items-center justify-between gap-3 px-4 py-2 hover:bg-pine-50 focus-visible:bg-pine-50"
      >
        <span className="min-w-0">
          <span className="block truncate font-semibold text-ink">{stay.guest_name}</span>
          <span className="block text-ink-soft text-sm">
            {[stay.reference, t('rooms', { rooms: stay.room_numbers.join(', ') }), detail]
              .filter(Boolean)
              .join(' · ')}
          </span>
        </span>
        {stay.balance > 0 && (
          <span className="shrink-0 rounded-full bg-warning-50 px-2.5 py-0.5 font-semibold text-sm text-warning-700 ring-1 ring-warning-200">
            {t('due', { amount: formatMoney(stay.balance, stay.currency, locale) })}
          </span>
        )}
      </Link>
    </li>
  )
}
