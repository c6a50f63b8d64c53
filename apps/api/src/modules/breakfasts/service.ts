import {
  type BreakfastRow,
  type breakfastUpdateSchema,
  hotelToday,
  type Locale,
  type ReservationStatus,
} from '@hotel/contract'
import { and, asc, eq, gte, inArray, lte, not, or, sql } from 'drizzle-orm'
import type { z } from 'zod'
import type { Db } from '../../db/client.ts'
import { breakfasts, reservationRooms, reservations } from '../../db/schema/index.ts'
import { notifyStaff } from '../../events/staff-events.ts'
import type { Actor } from '../../http/auth.ts'
import { AppError } from '../../http/errors.ts'
import { type MessageKey, type MessageParams, translate } from '../../http/messages/index.ts'
import { longDate } from '../../lib/format.ts'
import { recordAudit } from '../audit/record.ts'

type UpdateInput = z.output<typeof breakfastUpdateSchema>

/** Stays whose breakfasts are still served and recorded. */
const servedStatuses = ['reserved', 'in_progress'] as const

/**
 * The rooms of live stays covering the morning of `date` (from the first day of the stay to the morning of
 * departure, both included), with the breakfasts recorded so far; one reservation's when `reservationId` is given.
 */
async function breakfastRows(db: Db, date: string, reservationId?: string): Promise<BreakfastRow[]> {
  const rows = await db
    .select({
      reservationId: reservations.id,
      reference: reservations.reference,
      guestName: reservations.guestName,
      status: reservations.status,
      roomId: reservationRooms.roomId,
      roomNumber: reservationRooms.roomNumber,
      startDate: reservationRooms.startDate,
      endDate: reservationRooms.endDate,
      guests: reservationRooms.guestCount,
      taken: sql<number>`coalesce(${breakfasts.takenCount}, 0)::int`,
    })
    .from(reservationRooms)
    .innerJoin(reservations, eq(reservations.id, reservationRooms.reservationId))
    .leftJoin(
      breakfasts,
      and(
        eq(breakfasts.reservationId, reservationRooms.reservationId),
        eq(breakfasts.roomId, reservationRooms.roomId),
        eq(breakfasts.date, date),
      ),
    )
    .where(
      and(
        not(reservationRooms.canceled),
        // A guest who checked out after breakfast still had it that morning.
        or(
          inArray(reservations.status, [...servedStatuses]),
          and(eq(reservations.status, 'completed'), eq(reservationRooms.endDate, date)),
        ),
        lte(reservationRooms.startDate, date),
        gte(reservationRooms.endDate, date),
        reservationId ? eq(reservations.id, reservationId) : undefined,
      ),
    )
    .orderBy(asc(reservationRooms.roomNumber), asc(reservations.reference))
  return rows.map((row) => ({
    reservation_id: row.reservationId,
    reference: row.reference,
    guest_name: row.guestName,
    reservation_status: row.status as (typeof servedStatuses)[number] | 'completed',
    room_id: row.roomId,
    room_number: row.roomNumber,
    start_date: row.startDate,
    end_date: row.endDate,
    guests: row.guests,
    breakfast_taken_count: row.taken,
  }))
}

/** GET /staff/breakfasts: the kitchen's list for a morning (the hotel's today by default), with its totals. */
export async function listBreakfasts(db: Db, date = hotelToday()) {
  const data = await breakfastRows(db, date)
  return {
    data,
    meta: {
      date,
      expected: data.reduce((sum, row) => sum + row.guests, 0),
      served: data.reduce((sum, row) => sum + row.breakfast_taken_count, 0),
    },
  }
}

const statusWord = (locale: Locale, status: ReservationStatus) =>
  translate(locale, `reservation.status.${status}` as MessageKey).toLocaleLowerCase(locale)

interface ItemError {
  code:
    | 'breakfast_room_not_in_reservation'
    | 'breakfast_room_number_mismatch'
    | 'breakfast_count_above_guests'
  field: string
  key: MessageKey
  params: MessageParams
}

const aboveGuests = (index: number, number: number, max: number): ItemError => ({
  code: 'breakfast_count_above_guests',
  field: `breakfasts.${index}.breakfast_taken_count`,
  key: 'breakfasts.above_guests',
  params: { number, max },
})

const belowServed = (index: number, number: number, served: number) =>
  new AppError(
    'breakfast_count_below_served',
    'breakfasts.below_served',
    { number, served },
    {
      [`breakfasts.${index}.breakfast_taken_count`]: [
        { key: 'breakfasts.below_served', params: { number, served } },
      ],
    },
  )

/**
 * PUT /staff/breakfasts: the breakfasts each room of a reservation has taken on a morning. The date lies in the
 * stay and is not after today; each room is the reservation's on that day, named by its number; a count never
 * goes below those recorded nor above the room's guests. Each row is one upsert whose conflict branch only
 * raises the count and whose insert only happens within the room's guests, so two kitchen tablets at once can
 * neither lower a count nor pass the maximum: the loser is told why.
 */
export async function saveBreakfasts(db: Db, actor: Actor, locale: Locale, input: UpdateInput) {
  const today = hotelToday()
  const { reference, changed } = await db.transaction(async (tx) => {
    // Shared: tablets of the same stay write side by side; a check-out or cancellation waits for them.
    const [reservation] = await tx
      .select()
      .from(reservations)
      .where(eq(reservations.id, input.reservation_id))
      .for('share')
    if (!reservation) throw new AppError('reservation_not_found', 'reservations.not_found')
    const params = { reference: reservation.reference }
    const departureMorning = reservation.status === 'completed' && input.date === reservation.checkOut
    if (!(servedStatuses as readonly string[]).includes(reservation.status) && !departureMorning)
      throw new AppError('breakfast_reservation_closed', 'breakfasts.reservation_closed', {
        ...params,
        status: statusWord(locale, reservation.status),
      })
    if (input.date < reservation.checkIn || input.date > reservation.checkOut) {
      const window = {
        ...params,
        start: longDate(locale, reservation.checkIn),
        end: longDate(locale, reservation.checkOut),
      }
      throw new AppError('breakfast_date_outside_stay', 'breakfasts.date_outside_stay', window, {
        date: [{ key: 'breakfasts.date_outside_stay', params: window }],
      })
    }
    if (input.date > today) {
      const when = { date: longDate(locale, input.date) }
      throw new AppError('breakfast_date_future', 'breakfasts.date_future', when, {
        date: [{ key: 'breakfasts.date_future', params: when }],
      })
    }

    const stayRooms = await tx
      .select()
      .from(reservationRooms)
      .where(
        and(
          eq(reservationRooms.reservationId, reservation.id),
          not(reservationRooms.canceled),
          lte(reservationRooms.startDate, input.date),
          gte(reservationRooms.endDate, input.date),
        ),
      )
    const problems: ItemError[] = []
    const wanted = input.breakfasts.map((item, index) => ({
      item,
      index,
      room: stayRooms.find((r) => r.roomId === item.room_id),
    }))
    for (const { item, index, room } of wanted) {
      if (!room)
        problems.push({
          code: 'breakfast_room_not_in_reservation',
          field: `breakfasts.${index}.room_id`,
          key: 'breakfasts.room_not_in_reservation',
          params,
        })
      else if (room.roomNumber !== item.room_number)
        problems.push({
          code: 'breakfast_room_number_mismatch',
          field: `breakfasts.${index}.room_number`,
          key: 'breakfasts.room_number_mismatch',
          params: { number: room.roomNumber },
        })
      else if (item.breakfast_taken_count > room.guestCount)
        problems.push(aboveGuests(index, room.roomNumber, room.guestCount))
    }
    const [first] = problems
    if (first)
      throw new AppError(
        first.code,
        first.key,
        first.params,
        Object.fromEntries(
          problems.map((problem) => [problem.field, [{ key: problem.key, params: problem.params }]]),
        ),
      )

    const recorded = await tx
      .select()
      .from(breakfasts)
      .where(and(eq(breakfasts.reservationId, reservation.id), eq(breakfasts.date, input.date)))
    const changed: { room_number: number; before: number; after: number }[] = []
    for (const { item, index, room } of wanted) {
      if (!room) continue
      const before = recorded.find((row) => row.roomId === item.room_id)?.takenCount ?? 0
      if (item.breakfast_taken_count < before) throw belowServed(index, room.roomNumber, before)
      // The rule again, in the statement: a row inserted only within the room's guests, a conflict only raising.
      const [saved] = await tx
        .execute(sql`
        insert into ${breakfasts} (reservation_id, room_id, room_number, date, breakfast_taken_count, updated_by_staff_id)
        select rr.reservation_id, rr.room_id, rr.room_number, ${input.date}::date, ${item.breakfast_taken_count}, ${actor.staffId}::uuid
        from ${reservationRooms} rr
        where rr.id = ${room.id} and not rr.canceled and rr.guest_count >= ${item.breakfast_taken_count}
        on conflict (reservation_id, room_id, date) do update
          set breakfast_taken_count = excluded.breakfast_taken_count,
              updated_by_staff_id = excluded.updated_by_staff_id,
              updated_at = now()
          where breakfasts.breakfast_taken_count <= excluded.breakfast_taken_count
        returning breakfast_taken_count`)
        .then((result) => (result as unknown as { rows: { breakfast_taken_count: number }[] }).rows)
      if (!saved) {
        const [now] = await tx
          .select({ taken: breakfasts.takenCount })
          .from(breakfasts)
          .where(
            and(
              eq(breakfasts.reservationId, reservation.id),
              eq(breakfasts.roomId, item.room_id),
              eq(breakfasts.date, input.date),
            ),
          )
        const [guests] = await tx
          .select({ count: reservationRooms.guestCount })
          .from(reservationRooms)
          .where(eq(reservationRooms.id, room.id))
        if (now && now.taken > item.breakfast_taken_count)
          throw belowServed(index, room.roomNumber, now.taken)
        const problem = aboveGuests(index, room.roomNumber, guests?.count ?? room.guestCount)
        throw new AppError(problem.code, problem.key, problem.params, {
          [problem.field]: [{ key: problem.key, params: problem.params }],
        })
      }
      if (saved.breakfast_taken_count !== before)
        changed.push({ room_number: room.roomNumber, before, after: saved.breakfast_taken_count })
    }
    if (changed.length) {
      await recordAudit(tx, actor, {
        action: 'breakfasts.update',
        entity: 'reservation',
        entityId: reservation.id,
        before: {
          date: input.date,
          rooms: Object.fromEntries(changed.map((c) => [c.room_number, c.before])),
        },
        after: { date: input.date, rooms: Object.fromEntries(changed.map((c) => [c.room_number, c.after])) },
      })
      await notifyStaff(tx, { topic: 'breakfast', id: reservation.id })
    }
    return { reference: reservation.reference, changed }
  })
  return {
    message: translate(locale, 'breakfasts.saved', { reference, date: longDate(locale, input.date) }),
    data: await breakfastRows(db, input.date, input.reservation_id),
    changed: changed.length > 0,
  }
}
