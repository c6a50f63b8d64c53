import {
  addDays,
  formatMoney,
  hotelToday,
  type Locale,
  type moveSchema,
  nightsBetween,
} from '@hotel/contract'
import { and, eq, inArray } from 'drizzle-orm'
import type { z } from 'zod'
import type { Db } from '../../db/client.ts'
import { exclusionViolation, pgError } from '../../db/errors.ts'
import { movements, reservationRooms, reservations, rooms } from '../../db/schema/index.ts'
import { notifyStaff } from '../../events/staff-events.ts'
import type { Actor } from '../../http/auth.ts'
import { AppError } from '../../http/errors.ts'
import { deliverSoon } from '../../integrations/mail-outbox.ts'
import { recordAudit } from '../audit/record.ts'
import { syncFolio } from '../folio/charges.ts'
import { ledgerOf, refreshPaymentStatus } from '../folio/ledger.ts'
import { assertDayOpen } from '../night-audit/guard.ts'
import { lockRooms } from '../rooms/locks.ts'
import { requireStayWithinLimits } from '../settings/service.ts'
import { deskRow } from './desk-queries.ts'
import { lockReservation } from './desk-stay.ts'
import { enqueueReservationMail, type ReservationMailer } from './mails.ts'
import { constraintConflict, priceFreeRooms, roomValues, totals } from './service.ts'

type MoveInput = z.output<typeof moveSchema>
type Line = typeof reservationRooms.$inferSelect

const fieldError = (
  field: string,
  key: 'desk.room_not_in_reservation' | 'desk.room_in_reservation',
  number: number,
) => new AppError('validation_failed', 'validation_failed', {}, { [field]: [{ key, params: { number } }] })

const dateError = (key: 'validation.date_order' | 'validation.date_past') =>
  new AppError('validation_failed', 'validation_failed', {}, { check_out: [{ key }] })

/** A line moved to new dates at its old price: the same nights' prices, in order, on the new dates. */
function keptLine(line: Line, room: { id: string; number: number }, checkIn: string) {
  const { id: _id, ...rest } = line
  return {
    ...rest,
    roomId: room.id,
    roomNumber: room.number,
    startDate: checkIn,
    endDate: addDays(checkIn, line.nights.length),
    nights: line.nights.map((night, index) => ({ date: addDays(checkIn, index), cents: night.cents })),
  }
}

/**
 * A bar dragged or stretched on the board: one room of the stay to another room, and/or the whole stay to other
 * dates. Availability is re-checked under the rooms' locks in one transaction (the exclusion constraint stands
 * behind it), so a move can never double-book. A price change is never silent: without `reprice` the answer is
 * 409 `move_reprices` with both totals.
 */
export async function moveStay(
  db: Db,
  mail: ReservationMailer,
  actor: Actor,
  id: string,
  input: MoveInput,
  locale: Locale,
) {
  const row = await deskRow(db, id)
  if (row.status === 'canceled') throw new AppError('reservation_canceled', 'reservations.already_canceled')
  if (row.status === 'completed') throw new AppError('reservation_completed', 'reservations.completed')
  const lines = await db.select().from(reservationRooms).where(eq(reservationRooms.reservationId, row.id))
  const moved = lines.find((line) => line.roomNumber === input.room_number)
  if (!moved) throw fieldError('room_number', 'desk.room_not_in_reservation', input.room_number)
  const target = input.to_room_number ?? input.room_number
  if (target !== moved.roomNumber && lines.some((line) => line.roomNumber === target))
    throw fieldError('to_room_number', 'desk.room_in_reservation', target)
  const stay = { checkIn: input.check_in ?? row.checkIn, checkOut: input.check_out ?? row.checkOut }
  if (stay.checkOut <= stay.checkIn) throw dateError('validation.date_order')
  const datesChange = stay.checkIn !== row.checkIn || stay.checkOut !== row.checkOut
  if (!datesChange && target === moved.roomNumber)
    throw new AppError('validation_failed', 'desk.move_nothing')
  const started = row.status === 'in_progress'
  if (started && stay.checkIn !== row.checkIn)
    throw new AppError('move_started_stay', 'desk.move_started_stay')
  if (datesChange && !started) await requireStayWithinLimits(db, stay, 'body')
  // A guest in house can leave earlier, but not before tomorrow morning.
  if (started && stay.checkOut <= hotelToday()) throw dateError('validation.date_past')
  const sameNights = nightsBetween(stay.checkIn, stay.checkOut) === nightsBetween(row.checkIn, row.checkOut)
  if (input.reprice === false && !sameNights)
    throw new AppError(
      'validation_failed',
      'validation_failed',
      {},
      { reprice: [{ key: 'desk.keep_price_nights' }] },
    )
  const requests = lines.map((line) => ({
    number: line === moved ? target : line.roomNumber,
    guest_count: line.guestCount,
  }))
  const numbers = requests.map((request) => request.number)
  try {
    await db.transaction(async (tx) => {
      await lockRooms(tx, [...numbers, moved.roomNumber])
      // The stay's row before any room's, as check-in and check-out take them.
      await lockReservation(tx, row.id)
      // A guest in house moves from today; a stay not begun, from its earliest first night.
      await assertDayOpen(
        tx,
        started ? hotelToday() : stay.checkIn < row.checkIn ? stay.checkIn : row.checkIn,
      )
      const priced = await priceFreeRooms(tx, requests, stay, locale, row.id)
      const repriced = totals(priced)
      if (repriced.totalCents !== row.totalCents && input.reprice === undefined)
        throw new AppError('move_reprices', 'desk.move_reprices', {
          from: formatMoney(row.totalCents, row.currency, locale),
          to: formatMoney(repriced.totalCents, row.currency, locale),
        })
      const keep = input.reprice === false
      const values = keep
        ? lines.map((line) => {
            const room = priced.find(
              (p) => p.room.number === (line === moved ? target : line.roomNumber),
            )?.room
            return keptLine(line, room as { id: string; number: number }, stay.checkIn)
          })
        : roomValues(row.id, stay, priced)
      const newTotals = keep ? { rawTotalCents: row.rawTotalCents, totalCents: row.totalCents } : repriced
      if (started && target !== moved.roomNumber) await swapOccupiedRoom(tx, moved.roomId, target)
      await tx.delete(reservationRooms).where(eq(reservationRooms.reservationId, row.id))
      await tx.insert(reservationRooms).values(values)
      if (!keep) {
        if ((await ledgerOf(tx, row.id)).committedCents > newTotals.totalCents)
          throw new AppError('paid_exceeds_total', 'reservations.paid_exceeds_new_total')
        await tx
          .update(movements)
          .set({ amountCents: newTotals.totalCents })
          .where(and(eq(movements.reservationId, row.id), eq(movements.type, 'reservation')))
      }
      const [updated] = await tx
        .update(reservations)
        .set({ checkIn: stay.checkIn, checkOut: stay.checkOut, ...newTotals, updatedAt: new Date() })
        .where(and(eq(reservations.id, row.id), inArray(reservations.status, ['reserved', 'in_progress'])))
        .returning({ id: reservations.id })
      if (!updated) throw new AppError('reservation_canceled', 'reservations.already_canceled')
      await syncFolio(tx, row.id)
      if (!keep) await refreshPaymentStatus(tx, row.id)
      await recordAudit(tx, actor, {
        action: 'reservations.move',
        entity: 'reservation',
        entityId: row.id,
        before: {
          room: moved.roomNumber,
          check_in: row.checkIn,
          check_out: row.checkOut,
          total: row.totalCents,
        },
        after: {
          room: target,
          check_in: stay.checkIn,
          check_out: stay.checkOut,
          total: newTotals.totalCents,
        },
      })
      await notifyStaff(tx, { topic: 'reservation', id: row.id })
      await enqueueReservationMail(tx, mail, 'modified', row.id)
    })
  } catch (error) {
    if (pgError(error)?.code !== exclusionViolation) throw error
    throw await constraintConflict(db, numbers, stay, locale, row.id)
  }
  deliverSoon(mail.mailer)
  return row
}

/** A guest in house changes rooms: the new room must be ready; the old one goes to cleaning. */
async function swapOccupiedRoom(tx: Db, fromRoomId: string, toNumber: number) {
  const [to] = await tx.select().from(rooms).where(eq(rooms.number, toNumber)).for('update')
  if (!to) throw new AppError('room_not_found', 'rooms.not_found')
  if (to.status === 'cleaning')
    throw new AppError('room_not_ready', 'desk.room_cleaning', { number: to.number })
  if (to.status === 'maintenance')
    throw new AppError('room_not_ready', 'desk.room_maintenance', { number: to.number })
  if (to.status === 'reserved')
    throw new AppError('room_not_ready', 'desk.room_occupied', { number: to.number })
  const now = new Date()
  await tx
    .update(rooms)
    .set({ status: 'cleaning', statusNote: null, statusChangedAt: now, updatedAt: now })
    .where(eq(rooms.id, fromRoomId))
  await tx
    .update(rooms)
    .set({ status: 'reserved', statusNote: null, statusChangedAt: now, updatedAt: now })
    .where(eq(rooms.id, to.id))
  await notifyStaff(tx, { topic: 'room', id: fromRoomId })
  await notifyStaff(tx, { topic: 'room', id: to.id })
}
