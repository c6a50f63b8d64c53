import {
  canSetRoomStatus,
  type HousekeepingRoom,
  type HousekeepingStay,
  hotelToday,
  isRoomNumber,
  type Locale,
  type RoomStatus,
  type roomStatusUpdateSchema,
} from '@hotel/contract'
import { and, asc, eq, gte, inArray, isNull, lte, not, sql } from 'drizzle-orm'
import type { z } from 'zod'
import type { Db } from '../../db/client.ts'
import { reservationRooms, reservations, rooms } from '../../db/schema/index.ts'
import { notifyStaff } from '../../events/staff-events.ts'
import type { Actor } from '../../http/auth.ts'
import { AppError } from '../../http/errors.ts'
import { type MessageKey, translate } from '../../http/messages/index.ts'
import { recordAudit } from '../audit/record.ts'

type RoomRow = typeof rooms.$inferSelect
type StatusInput = z.output<typeof roomStatusUpdateSchema>

/** A room status in the request's words ("waiting for cleaning", "por limpiar"). */
const statusWord = (locale: Locale, status: RoomStatus) =>
  translate(locale, `room.status.${status}` as MessageKey)

const roomNotFound = () => new AppError('room_not_found', 'rooms.not_found')

/** The live stays (not cancelled) holding any of `roomIds` today: in house, arriving or leaving. */
async function staysToday(db: Db, roomIds: string[], today: string) {
  if (!roomIds.length) return []
  return db
    .select({
      roomId: reservationRooms.roomId,
      reservationId: reservations.id,
      reference: reservations.reference,
      guestName: reservations.guestName,
      status: reservations.status,
      guestCount: reservationRooms.guestCount,
      startDate: reservationRooms.startDate,
      endDate: reservationRooms.endDate,
    })
    .from(reservationRooms)
    .innerJoin(reservations, eq(reservations.id, reservationRooms.reservationId))
    .where(
      and(
        inArray(reservationRooms.roomId, roomIds),
        not(reservationRooms.canceled),
        inArray(reservations.status, ['reserved', 'in_progress', 'completed']),
        lte(reservationRooms.startDate, today),
        gte(reservationRooms.endDate, today),
      ),
    )
    .orderBy(asc(reservationRooms.startDate))
}
type StayRow = Awaited<ReturnType<typeof staysToday>>[number]

const stayOf = (row: StayRow): HousekeepingStay => ({
  reservation_id: row.reservationId,
  reference: row.reference,
  guest_name: row.guestName,
  guest_count: row.guestCount,
  start_date: row.startDate,
  end_date: row.endDate,
})

function housekeepingRoom(room: RoomRow, stays: StayRow[], today: string): HousekeepingRoom {
  const mine = stays.filter((stay) => stay.roomId === room.id)
  const inHouse = mine.find((stay) => stay.status === 'in_progress')
  const arrival = mine.find((stay) => stay.status === 'reserved' && stay.startDate === today)
  const leaving =
    mine.find((stay) => stay.status === 'in_progress' && stay.endDate === today) ??
    mine.find((stay) => stay.status === 'completed' && stay.endDate === today)
  return {
    id: room.id,
    number: room.number,
    type: room.type,
    status: room.status,
    status_note: room.statusNote,
    status_changed_at: room.statusChangedAt?.toISOString() ?? null,
    in_house: inHouse ? stayOf(inHouse) : null,
    arrival: arrival ? stayOf(arrival) : null,
    departure: leaving ? { ...stayOf(leaving), checked_out: leaving.status === 'completed' } : null,
  }
}

/**
 * The order of the floor's list: rooms to clean first (those with a guest arriving today before the others),
 * then occupied rooms whose guest leaves today, other occupied rooms, available ones, and maintenance last.
 */
function urgency(room: HousekeepingRoom): number {
  if (room.status === 'cleaning') return room.arrival ? 0 : 1
  if (room.status === 'reserved') return room.departure && !room.departure.checked_out ? 2 : 3
  if (room.status === 'available') return room.arrival ? 4 : 5
  return 6
}

/** GET /staff/housekeeping: every room in use with its status, note and today's guests, to clean first. */
export async function listHousekeeping(db: Db) {
  const today = hotelToday()
  const roomRows = await db.select().from(rooms).where(isNull(rooms.archivedAt)).orderBy(asc(rooms.number))
  const stays = await staysToday(
    db,
    roomRows.map((room) => room.id),
    today,
  )
  const data = roomRows
    .map((room) => housekeepingRoom(room, stays, today))
    .sort((a, b) => urgency(a) - urgency(b) || a.number - b.number)
  return { data, meta: { date: today } }
}

async function housekeepingRoomOf(db: Db, room: RoomRow) {
  const today = hotelToday()
  return housekeepingRoom(room, await staysToday(db, [room.id], today), today)
}

/**
 * PUT /staff/rooms/{number}/status: housekeeping's changes only (see `housekeepingTransitions`); `reserved` is
 * the front desk's. Maintenance needs a note and a room without a guest in house. The change is a conditional
 * update from the status read, so of two housekeepers changing the same room at once only one succeeds; the
 * other is told the room's status now.
 */
export async function setRoomStatus(
  db: Db,
  actor: Actor,
  locale: Locale,
  number: number,
  input: StatusInput,
): Promise<{ room: HousekeepingRoom; message: string }> {
  if (!isRoomNumber(number)) throw roomNotFound()
  if (input.status === 'reserved')
    throw new AppError(
      'room_status_reserved',
      'housekeeping.reserved_not_here',
      {},
      { status: [{ key: 'housekeeping.reserved_not_here' }] },
    )
  const target = input.status
  const { room, before } = await db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(rooms)
      .where(and(eq(rooms.number, number), isNull(rooms.archivedAt)))
    if (!current) throw roomNotFound()
    if (!canSetRoomStatus(current.status, target))
      throw new AppError('room_status_not_allowed', 'housekeeping.not_allowed', {
        number,
        status: statusWord(locale, current.status),
        target: statusWord(locale, target),
      })
    if (target === 'maintenance') {
      const today = hotelToday()
      const [guest] = await tx
        .select({ reference: reservations.reference })
        .from(reservationRooms)
        .innerJoin(reservations, eq(reservations.id, reservationRooms.reservationId))
        .where(
          and(
            eq(reservationRooms.roomId, current.id),
            not(reservationRooms.canceled),
            eq(reservations.status, 'in_progress'),
            lte(reservationRooms.startDate, today),
            gte(reservationRooms.endDate, today),
          ),
        )
        .limit(1)
      if (guest)
        throw new AppError('room_occupied', 'housekeeping.occupied', { number, reference: guest.reference })
    }
    const [updated] = await tx
      .update(rooms)
      .set({ status: target, statusNote: input.note, statusChangedAt: sql`now()`, updatedAt: sql`now()` })
      .where(and(eq(rooms.id, current.id), eq(rooms.status, current.status)))
      .returning()
    if (!updated) {
      const [now] = await tx.select({ status: rooms.status }).from(rooms).where(eq(rooms.id, current.id))
      throw new AppError('room_status_changed', 'housekeeping.changed', {
        number,
        status: statusWord(locale, now?.status ?? current.status),
      })
    }
    await recordAudit(tx, actor, {
      action: 'rooms.status',
      entity: 'room',
      entityId: current.id,
      before: { status: current.status, note: current.statusNote },
      after: { status: updated.status, note: updated.statusNote },
    })
    await notifyStaff(tx, { topic: 'room', id: current.id })
    return { room: updated, before: current.status }
  })
  const key: MessageKey =
    before === 'maintenance'
      ? 'housekeeping.lifted'
      : target === 'maintenance'
        ? 'housekeeping.maintenance'
        : 'housekeeping.cleaned'
  return {
    room: await housekeepingRoomOf(db, room),
    message: translate(locale, key, { number, status: statusWord(locale, target) }),
  }
}
