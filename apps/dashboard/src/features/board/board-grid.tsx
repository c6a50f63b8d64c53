import { useDraggable } from '@dnd-kit/core'
import { addDays, type Board, hotelToday, intlLocale } from '@hotel/contract'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { useLocale } from '../../lib/locale.ts'
import { type DraggedStay, dayWidth, rowHeight, spanOf } from './geometry.ts'
import { stayTone } from './stay-tone.ts'

type BoardStay = Board['stays'][number]
type BoardRoom = Board['rooms'][number]

/** What a drag carries: the stay, and whether its bar is moved or its end stretched. */
export interface StayDrag {
  stay: BoardStay & DraggedStay
  mode: 'move' | 'stretch'
}

const labelWidth = 88

/** The tape chart: a sticky column of rooms, a sticky row of days, and the stays as bars on each room's track. */
export function BoardGrid({ board, days, canMove }: { board: Board; days: number; canMove: boolean }) {
  const { t } = useTranslation(undefined, { keyPrefix: 'board' })
  const locale = useLocale()
  const today = hotelToday()
  const dates = Array.from({ length: days }, (_, index) => addDays(board.from, index))
  const weekday = new Intl.DateTimeFormat(intlLocale(locale), { weekday: 'short', timeZone: 'UTC' })
  const dayOfMonth = new Intl.DateTimeFormat(intlLocale(locale), { day: 'numeric', timeZone: 'UTC' })
  const month = new Intl.DateTimeFormat(intlLocale(locale), { month: 'short', timeZone: 'UTC' })
  const todayColumn = dates.indexOf(today)

  return (
    <section
      aria-label={t('gridLabel')}
      className="max-h-[75dvh] overflow-auto rounded-xl border border-line bg-surface shadow-sm"
    >
      <div className="relative" style={{ width: labelWidth + days * dayWidth }}>
        <div className="sticky top-0 z-20 flex border-line border-b bg-surface">
          <div
            className="sticky start-0 z-30 flex items-end border-line border-e bg-surface px-3 pb-1 font-semibold text-ink-soft text-xs"
            style={{ width: labelWidth, minWidth: labelWidth }}
          >
            {t('room')}
          </div>
          {dates.map((date, index) => {
            const at = new Date(`${date}T00:00:00Z`)
            const first = index === 0 || date.endsWith('-01')
            return (
              <div
                key={date}
                className={`flex flex-col items-center justify-end border-line border-e py-1 text-xs ${
                  date === today ? 'bg-pine-700 font-semibold text-white' : 'text-ink-soft'
                }`}
                style={{ width: dayWidth, minWidth: dayWidth }}
              >
                <span className="h-4">{first ? month.format(at) : ''}</span>
                <span>{weekday.format(at)}</span>
                <span className="font-semibold text-sm">{dayOfMonth.format(at)}</span>
                {date === today && <span className="sr-only">{t('todayMarker')}</span>}
              </div>
            )
          })}
        </div>
        {board.rooms.map((room) => (
          <RoomRow
            key={room.number}
            room={room}
            stays={board.stays.filter((stay) => stay.room_number === room.number)}
            from={board.from}
            days={days}
            todayColumn={todayColumn}
            canMove={canMove}
          />
        ))}
      </div>
    </section>
  )
}

function RoomRow({
  room,
  stays,
  from,
  days,
  todayColumn,
  canMove,
}: {
  room: BoardRoom
  stays: BoardStay[]
  from: string
  days: number
  todayColumn: number
  canMove: boolean
}) {
  const { t } = useTranslation(undefined, { keyPrefix: 'board' })
  return (
    // biome-ignore lint/a11y/useSemanticElements: a row of the board holding links, not a set of form fields
    <div
      role="group"
      aria-label={t('roomRow', { number: room.number })}
      className="flex border-line border-b last:border-b-0"
    >
      <div
        className="sticky start-0 z-10 flex flex-col justify-center border-line border-e bg-surface px-3"
        style={{ width: labelWidth, minWidth: labelWidth, height: rowHeight }}
      >
        <span className="font-semibold text-ink">{room.number}</span>
        <span className="truncate text-ink-soft text-xs">{t(`roomType.${room.type}`, room.type)}</span>
      </div>
      <div
        className="relative"
        style={{
          width: days * dayWidth,
          height: rowHeight,
          backgroundImage: 'linear-gradient(to right, var(--color-line) 1px, transparent 1px)',
          backgroundSize: `${dayWidth}px 100%`,
        }}
      >
        {todayColumn >= 0 && (
          <div
            className="absolute inset-y-0 bg-pine-50"
            style={{ left: todayColumn * dayWidth, width: dayWidth }}
            aria-hidden="true"
          />
        )}
        {room.closures.map((closure) => {
          // A closure's last day is included; a stay's end date is not.
          const span = spanOf(
            { start_date: closure.start_date, end_date: addDays(closure.end_date, 1) },
            from,
            days,
          )
          if (!span) return null
          return (
            <div
              key={closure.start_date}
              title={closure.reason}
              className="absolute inset-y-1 rounded-md bg-[repeating-linear-gradient(45deg,var(--color-line)_0_4px,transparent_4px_8px)] ring-1 ring-line"
              style={{ left: span.column * dayWidth + 1, width: span.columns * dayWidth - 2 }}
            >
              <span className="sr-only">{t('closedFor', { reason: closure.reason })}</span>
            </div>
          )
        })}
        {stays.map((stay) => (
          <StayBar
            key={`${stay.reservation_id}:${stay.room_number}`}
            stay={stay}
            from={from}
            days={days}
            canMove={canMove}
          />
        ))}
      </div>
    </div>
  )
}

function StayBar({
  stay,
  from,
  days,
  canMove,
}: {
  stay: BoardStay
  from: string
  days: number
  canMove: boolean
}) {
  const { t } = useTranslation(undefined, { keyPrefix: 'board' })
  const movable = canMove && (stay.status === 'reserved' || stay.status === 'in_progress')
  const id = `${stay.reservation_id}:${stay.room_number}`
  const bar = useDraggable({ id, data: { stay, mode: 'move' } satisfies StayDrag, disabled: !movable })
  const end = useDraggable({
    id: `stretch:${id}`,
    data: { stay, mode: 'stretch' } satisfies StayDrag,
    disabled: !movable,
  })
  const span = spanOf(stay, from, days)
  if (!span) return null
  const unpaid = stay.payment_status !== 'paid'
  const width = span.columns * dayWidth - 4 + (end.transform?.x ?? 0)
  const label = t('barLabel', {
    guest: stay.guest_name,
    reference: stay.reference,
    status: t(`status.${stay.status}`),
    payment: t(`payment.${stay.payment_status}`),
  })
  return (
    <div
      className={`absolute top-1 ${bar.isDragging || end.isDragging ? 'z-20 opacity-90 shadow-raised' : 'z-10'}`}
      style={{
        left: span.column * dayWidth + 2,
        width: Math.max(dayWidth / 2, width),
        height: rowHeight - 8,
        transform: bar.transform ? `translate3d(${bar.transform.x}px, ${bar.transform.y}px, 0)` : undefined,
      }}
    >
      <Link
        ref={bar.setNodeRef}
        to={`/reservations/${stay.reservation_id}`}
        aria-label={label}
        title={label}
        {...bar.attributes}
        {...bar.listeners}
        // The link keeps its own role: it opens the reservation; Space picks it up to move.
        role="link"
        // The browser's own dragging of links would take the mouse from the board's.
        draggable={false}
        className={`flex h-full items-center gap-1 overflow-hidden rounded-md px-2 text-xs ring-1 ${stayTone[stay.status]} ${
          span.beforeWindow ? 'rounded-s-none' : ''
        } ${span.afterWindow ? 'rounded-e-none' : ''} ${movable ? 'cursor-grab touch-manipulation' : ''}`}
      >
        {unpaid && (
          <span className="font-bold text-warning-700" aria-hidden="true">
            $
          </span>
        )}
        <span className="truncate font-semibold">{stay.guest_name}</span>
        {/* Short bars keep the guest's name; the reference is in the bar's label. */}
        {span.columns >= 4 && <span className="truncate opacity-80">{stay.reference}</span>}
      </Link>
      {movable && !span.afterWindow && (
        <button
          type="button"
          ref={end.setNodeRef}
          {...end.attributes}
          {...end.listeners}
          aria-label={t('stretch', { guest: stay.guest_name })}
          className="absolute inset-y-0 end-0 w-3 cursor-ew-resize rounded-e-md hover:bg-ink/10 focus-visible:bg-ink/10"
        />
      )}
    </div>
  )
}
