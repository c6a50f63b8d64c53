import {
  canSetRoomStatus,
  formatHotelMoment,
  type HousekeepingRoom,
  type HousekeepingStay,
  type RoomStatus,
  roomStatuses,
} from '@hotel/contract'
import { BedDouble, BrushCleaning, CircleCheck, type LucideIcon, Sparkles, Wrench } from 'lucide-react'
import { type ReactNode, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router'
import { toast } from 'sonner'
import { buttonClass } from '../../components/button-styles.ts'
import { useDocumentTitle } from '../../components/document-title.ts'
import { EmptyState } from '../../components/empty-state.tsx'
import { useErrorText } from '../../components/error-text.ts'
import { Loaded } from '../../components/loaded.tsx'
import { formatDay } from '../../lib/format.ts'
import { useLocale } from '../../lib/locale.ts'
import { useHousekeeping, useSetRoomStatus } from './api.ts'
import { MaintenanceDialog } from './maintenance-dialog.tsx'

/** Colour and a picture for each status, and always its word: never colour alone. */
const statusLook: Record<RoomStatus, { tone: string; icon: LucideIcon }> = {
  cleaning: { tone: 'bg-warning-50 text-warning-700 ring-warning-200', icon: BrushCleaning },
  reserved: { tone: 'bg-info-50 text-info-700 ring-info-200', icon: BedDouble },
  available: { tone: 'bg-success-50 text-success-700 ring-success-200', icon: CircleCheck },
  maintenance: { tone: 'bg-error-50 text-error-700 ring-error-200', icon: Wrench },
}

/** The filter chips, in the list's own order: rooms to clean first. */
const statusFilters = ['cleaning', 'reserved', 'available', 'maintenance'] as const

/** Reads the status filter from the address; anything else means every room. */
export function readStatusFilter(value: string | null): RoomStatus | undefined {
  return roomStatuses.find((status) => status === value)
}

function HousekeepingStatusBadge({ status }: { status: RoomStatus }) {
  const { t } = useTranslation(undefined, { keyPrefix: 'housekeeping' })
  const { tone, icon: Icon } = statusLook[status]
  return (
    <span
      className={`inline-flex items-center gap-1.5 rounded-full px-3 py-1.5 font-semibold text-base whitespace-nowrap ring-1 ${tone}`}
    >
      <Icon className="size-5" aria-hidden="true" />
      {t(`status.${status}`)}
    </span>
  )
}

/** The floor's screen: every room with its status and today's guests, the rooms to clean first. */
export default function HousekeepingPage() {
  const { t } = useTranslation(undefined, { keyPrefix: 'housekeeping' })
  useDocumentTitle(t('title'))
  const locale = useLocale()
  const query = useHousekeeping()
  const [searchParams, setSearchParams] = useSearchParams()
  const filter = readStatusFilter(searchParams.get('status'))
  const [maintenanceOf, setMaintenanceOf] = useState<HousekeepingRoom | null>(null)

  const rooms = query.data?.data ?? []
  const shown = filter ? rooms.filter((room) => room.status === filter) : rooms
  const count = (status?: RoomStatus) => rooms.filter((room) => !status || room.status === status).length
  const choose = (status?: RoomStatus) =>
    setSearchParams((current) => {
      const next = new URLSearchParams(current)
      if (status) next.set('status', status)
      else next.delete('status')
      return next
    })

  return (
    <div className="flex flex-col gap-5">
      <header>
        <h1 className="font-semibold text-xl tracking-tight">{t('title')}</h1>
        <p className="mt-1 text-ink-soft">
          {query.data ? t('intro', { date: formatDay(query.data.meta.date, locale) }) : t('introPlain')}
        </p>
      </header>

      <fieldset className="flex flex-wrap gap-2">
        <legend className="sr-only">{t('filter')}</legend>
        <Chip pressed={!filter} onClick={() => choose(undefined)}>
          {t('filterAll')} <Count value={count()} />
        </Chip>
        {statusFilters.map((status) => (
          <Chip key={status} pressed={filter === status} onClick={() => choose(status)}>
            {t(`status.${status}`)} <Count value={count(status)} />
          </Chip>
        ))}
      </fieldset>

      <Loaded query={query} errorTitle={t('loadError')}>
        {() =>
          shown.length === 0 ? (
            <EmptyState icon={Sparkles} title={filter ? t('emptyFiltered') : t('empty')} />
          ) : (
            <ul className="grid gap-3 md:grid-cols-2 xl:grid-cols-3" aria-label={t('listLabel')}>
              {shown.map((room) => (
                <li key={room.id}>
                  <RoomCard room={room} onMaintenance={() => setMaintenanceOf(room)} />
                </li>
              ))}
            </ul>
          )
        }
      </Loaded>
      <MaintenanceDialog room={maintenanceOf} onClose={() => setMaintenanceOf(null)} />
    </div>
  )
}

function Chip({
  pressed,
  onClick,
  children,
}: {
  pressed: boolean
  onClick: () => void
  children: ReactNode
}) {
  return (
    <button
      type="button"
      aria-pressed={pressed}
      onClick={onClick}
      className={`inline-flex min-h-11 items-center gap-2 rounded-full px-4 font-medium text-sm ring-1 transition-colors ${
        pressed
          ? 'bg-pine-700 text-white ring-pine-700'
          : 'bg-surface text-ink ring-line-strong hover:bg-pine-50'
      }`}
    >
      {children}
    </button>
  )
}

function Count({ value }: { value: number }) {
  return <span className="tabular-nums opacity-80">{value}</span>
}

function RoomCard({ room, onMaintenance }: { room: HousekeepingRoom; onMaintenance: () => void }) {
  const { t } = useTranslation(undefined, { keyPrefix: 'housekeeping' })
  const { t: tc } = useTranslation()
  const locale = useLocale()
  const setStatus = useSetRoomStatus()
  const errorText = useErrorText()
  const headingId = `room-${room.number}-heading`
  const change = (status: RoomStatus) =>
    setStatus
      .mutateAsync({ number: room.number, body: { status } })
      .then((answer) => toast.success(answer.message))
      .catch((error: unknown) => toast.error(errorText(error)))
  const since = room.status_changed_at ? formatHotelMoment(room.status_changed_at, locale, 'short') : null

  return (
    <article
      aria-labelledby={headingId}
      className="flex h-full flex-col gap-3 rounded-card border border-line bg-surface p-4 shadow-card"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h2 id={headingId} className="whitespace-nowrap font-semibold text-2xl tabular-nums">
            {t('room', { number: room.number })}
          </h2>
          <p className="text-ink-soft text-sm">{tc(`rooms.types.${room.type}`)}</p>
        </div>
        <HousekeepingStatusBadge status={room.status} />
      </div>

      {room.status_note && (
        <p className="rounded-lg bg-paper px-3 py-2 text-sm">
          <span className="font-medium">{t('note')}: </span>
          {room.status_note}
        </p>
      )}

      {(room.in_house || room.arrival || room.departure) && (
        <dl className="flex flex-col gap-1.5 text-sm">
          {room.departure ? (
            <Stay
              label={room.departure.checked_out ? t('leftToday') : t('leavingToday')}
              stay={room.departure}
            />
          ) : (
            room.in_house && (
              <Stay
                label={t('inHouse', { date: formatDay(room.in_house.end_date, locale) })}
                stay={room.in_house}
              />
            )
          )}
          {room.arrival && <Stay label={t('arrivingToday')} stay={room.arrival} />}
        </dl>
      )}

      {since && <p className="text-ink-soft text-sm">{t('since', { when: since })}</p>}

      <div className="mt-auto flex flex-col gap-2 pt-1 sm:flex-row sm:flex-wrap">
        {canSetRoomStatus(room.status, 'available') && room.status === 'cleaning' && (
          <CardAction
            tone="primary"
            icon={CircleCheck}
            label={t('markClean')}
            disabled={setStatus.isPending}
            onClick={() => void change('available')}
          />
        )}
        {room.status === 'maintenance' && (
          <>
            <CardAction
              tone="primary"
              icon={CircleCheck}
              label={t('backInService')}
              disabled={setStatus.isPending}
              onClick={() => void change('available')}
            />
            <CardAction
              tone="secondary"
              icon={BrushCleaning}
              label={t('backToCleaning')}
              disabled={setStatus.isPending}
              onClick={() => void change('cleaning')}
            />
          </>
        )}
        {canSetRoomStatus(room.status, 'maintenance') &&
          (room.in_house ? (
            <p className="text-ink-soft text-sm">{t('occupiedNoMaintenance')}</p>
          ) : (
            <CardAction
              tone="danger-secondary"
              icon={Wrench}
              label={t('maintenance')}
              disabled={setStatus.isPending}
              onClick={onMaintenance}
            />
          ))}
      </div>
    </article>
  )
}

/** A room card's big button: easy to hit with a cart in the other hand. */
function CardAction({
  tone,
  icon: Icon,
  label,
  disabled,
  onClick,
}: {
  tone: 'primary' | 'secondary' | 'danger-secondary'
  icon: LucideIcon
  label: string
  disabled: boolean
  onClick: () => void
}) {
  return (
    <button
      type="button"
      disabled={disabled}
      onClick={onClick}
      className={buttonClass(tone, { className: 'min-h-12 text-base' })}
    >
      <Icon className="size-5" aria-hidden="true" />
      {label}
    </button>
  )
}

function Stay({ label, stay }: { label: string; stay: HousekeepingStay }) {
  const { t } = useTranslation(undefined, { keyPrefix: 'housekeeping' })
  return (
    <div className="flex flex-wrap gap-x-1.5">
      <dt className="text-ink-soft">{label}:</dt>
      <dd>
        <span className="font-medium">{stay.guest_name}</span>{' '}
        <span className="text-ink-soft">
          · {stay.reference} · {t('guests', { count: stay.guest_count })}
        </span>
      </dd>
    </div>
  )
}
