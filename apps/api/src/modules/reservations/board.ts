import { addDays, type Board, hotelToday, type Today } from '@hotel/contract'
import { and, asc, eq, gte, isNull, lte, or, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { reservationRooms, reservations, roomClosures, rooms } from '../../db/schema/index.ts'
import { owedSql, paidSql, roomNumbersSql } from './desk-queries.ts'

/**
 * The reservations board for the days `from`..`to` (both shown): every room in service (and an archived one
 * still holding a stay then), its closures, and every
 * live stay with a night in the window. Three indexed queries whatever the window or the number of stays.
 */
export async function board(db: Db, from: string, to: string): Promise<Board> {
  const windowEnd = addDays(to, 1)
  const [roomRows, closureRows, stayRows] = await Promise.all([
    db
      .select({ id: rooms.id, number: rooms.number, type: rooms.type, status: rooms.status })
      .from(rooms)
      // An archived room stays on the board while it still holds stays in the window.
      .where(
        or(
          isNull(rooms.archivedAt),
          sql`exists (select 1 from ${reservationRooms} rr where rr.room_id = "rooms"."id" and not rr.canceled
            and rr.end_date > ${from}::date and rr.start_date < ${windowEnd}::date)`,
        ),
      )
      .orderBy(asc(rooms.number)),
    db
      .select({
        roomId: roomClosures.roomId,
        startDate: roomClosures.startDate,
        endDate: roomClosures.endDate,
        reason: roomClosures.reason,
      })
      .from(roomClosures)
      .where(and(lte(roomClosures.startDate, to), gte(roomClosures.endDate, from))),
    db
      .select({
        reservationId: reservations.id,
        reference: reservations.reference,
        guestName: reservations.guestName,
        roomNumber: reservationRooms.roomNumber,
        startDate: reservationRooms.startDate,
        endDate: reservationRooms.endDate,
        guestCount: reservationRooms.guestCount,
        status: reservations.status,
        paymentStatus: reservations.paymentStatus,
      })
      .from(reservationRooms)
      .innerJoin(reservations, eq(reservations.id, reservationRooms.reservationId))
      // The partial index reservation_rooms_window_idx serves exactly this condition.
      .where(
        and(
          eq(reservationRooms.canceled, false),
          sql`${reservationRooms.endDate} > ${from}::date`,
          sql`${reservationRooms.startDate} < ${windowEnd}::date`,
        ),
      )
      .orderBy(asc(reservationRooms.roomNumber), asc(reservationRooms.startDate)),
  ])
  return {
    from,
    to,
    rooms: roomRows.map((room) => ({
      number: room.number,
      type: room.type,
      status: room.status,
      closures: closureRows
        .filter((closure) => closure.roomId === room.id)
        .map((closure) => ({
          start_date: closure.startDate,
          end_date: closure.endDate,
          reason: closure.reason,
        })),
    })),
    stays: stayRows.map((stay) => ({
      reservation_id: stay.reservationId,
      reference: stay.reference,
      guest_name: stay.guestName,
      room_number: stay.roomNumber,
      start_date: stay.startDate,
      end_date: stay.endDate,
      guest_count: stay.guestCount,
      status: stay.status,
      payment_status: stay.paymentStatus,
    })),
  }
}

/** The desk's day: arrivals, departures, guests in house, rooms to clean and balances still due. */
export async function today(db: Db): Promise<Today> {
  const date = hotelToday()
  const stays = await db
    .select({
      row: reservations,
      owed: owedSql,
      paid: paidSql,
      roomNumbers: roomNumbersSql,
    })
    .from(reservations)
    .where(
      sql`(${reservations.status} = 'reserved' and ${reservations.checkIn} <= ${date}::date and ${reservations.checkOut} > ${date}::date)
        or (${reservations.status} = 'in_progress')
        or (${reservations.status} = 'completed' and ${reservations.checkOut} = ${date}::date)`,
    )
    .orderBy(asc(reservations.checkIn), asc(reservations.reference))
  const toClean = await db
    .select({ number: rooms.number, statusNote: rooms.statusNote })
    .from(rooms)
    .where(and(eq(rooms.status, 'cleaning'), isNull(rooms.archivedAt)))
    .orderBy(asc(rooms.number))
  const shown = stays.map(({ row, owed, paid, roomNumbers }) => ({
    id: row.id,
    reference: row.reference,
    guest_name: row.guestName,
    guest_phone: row.guestPhone,
    room_numbers: roomNumbers,
    check_in: row.checkIn,
    check_out: row.checkOut,
    status: row.status,
    estimated_arrival_time: row.estimatedArrivalTime,
    balance: Math.max(0, owed - paid),
    currency: row.currency,
  }))
  return {
    date,
    // Still to arrive: reserved stays that have begun (a late arrival from yesterday is still expected).
    arrivals: shown.filter((stay) => stay.status === 'reserved'),
    // Leaving today, or overdue: in house with a check-out today or earlier.
    departures: shown.filter((stay) => stay.status === 'in_progress' && stay.check_out <= date),
    in_house: shown.filter((stay) => stay.status === 'in_progress'),
    rooms_to_clean: toClean.map((room) => ({ number: room.number, status_note: room.statusNote })),
    balances_due: shown.filter((stay) => stay.balance > 0 && stay.status !== 'reserved'),
  }
}
