import { addDays, formatMoney, hotelToday, type Locale } from '@hotel/contract'
import { and, eq, inArray } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { reservationRooms, reservations, rooms } from '../../db/schema/index.ts'
import { notifyStaff } from '../../events/staff-events.ts'
import type { Actor } from '../../http/auth.ts'
import { AppError } from '../../http/errors.ts'
import { requirePermission } from '../../http/permissions.ts'
import { longDate } from '../../lib/format.ts'
import { recordAudit } from '../audit/record.ts'
import { syncFolio } from '../folio/charges.ts'
import { ledgerOf } from '../folio/ledger.ts'
import { assertDayOpen } from '../night-audit/guard.ts'
import { deskRow } from './desk-queries.ts'
import type { ReservationRow } from './lookup.ts'

function requireStatus(row: ReservationRow, wanted: 'reserved' | 'in_progress') {
  if (row.status === wanted) return
  if (row.status === 'canceled') throw new AppError('reservation_canceled', 'reservations.already_canceled')
  if (row.status === 'completed') throw new AppError('reservation_completed', 'reservations.completed')
  if (wanted === 'reserved') throw new AppError('already_checked_in', 'desk.already_checked_in')
  throw new AppError('not_checked_in', 'desk.not_checked_in')
}

/** Locks the reservation's row for the transaction; its status then. */
export async function lockReservation(tx: Db, id: string) {
  const [locked] = await tx
    .select({ status: reservations.status })
    .from(reservations)
    .where(eq(reservations.id, id))
    .for('update')
  return locked?.status
}

/** The reservation's rooms, locked in number order (the order every writer of room statuses takes). */
async function lockStayRooms(tx: Db, reservationId: string) {
  const lines = await tx
    .select({ roomId: reservationRooms.roomId })
    .from(reservationRooms)
    .where(eq(reservationRooms.reservationId, reservationId))
  return tx
    .select({ id: rooms.id, number: rooms.number, status: rooms.status })
    .from(rooms)
    .where(
      inArray(
        rooms.id,
        lines.map((line) => line.roomId),
      ),
    )
    .orderBy(rooms.number)
    .for('update')
}

/**
 * Check-in: a reserved stay becomes in progress, from its first day until its last night, into rooms that are
 * ready (not being cleaned, not in maintenance, nobody else in them). The guest's identification is taken.
 */
export async function checkIn(db: Db, actor: Actor, id: string, identification: string, locale: Locale) {
  const row = await deskRow(db, id)
  requireStatus(row, 'reserved')
  const today = hotelToday()
  if (today < row.checkIn)
    throw new AppError('check_in_not_open', 'desk.check_in_too_early', {
      date: longDate(locale, row.checkIn),
    })
  if (today >= row.checkOut)
    throw new AppError('check_in_closed', 'desk.check_in_too_late', { date: longDate(locale, row.checkOut) })
  await db.transaction(async (tx) => {
    // Every writer of a stay locks its reservation before its rooms (check-out, extras, moves do too): one order,
    // so two desks acting on one stay queue instead of deadlocking.
    await lockReservation(tx, row.id)
    const stayRooms = await lockStayRooms(tx, row.id)
    for (const room of stayRooms) {
      if (room.status === 'cleaning')
        throw new AppError('room_not_ready', 'desk.room_cleaning', { number: room.number })
      if (room.status === 'maintenance')
        throw new AppError('room_not_ready', 'desk.room_maintenance', { number: room.number })
      if (room.status === 'reserved')
        throw new AppError('room_not_ready', 'desk.room_occupied', { number: room.number })
    }
    const [updated] = await tx
      .update(reservations)
      .set({
        status: 'in_progress',
        guestIdentification: identification,
        checkedInAt: new Date(),
        updatedAt: new Date(),
      })
      .where(and(eq(reservations.id, row.id), eq(reservations.status, 'reserved')))
      .returning({ id: reservations.id })
    if (!updated) throw new AppError('already_checked_in', 'desk.already_checked_in')
    await setRoomStatuses(tx, stayRooms, 'reserved')
    await recordAudit(tx, actor, {
      action: 'reservations.check_in',
      entity: 'reservation',
      entityId: row.id,
      before: { status: 'reserved', identification: row.guestIdentification },
      after: { status: 'in_progress', identification, rooms: stayRooms.map((room) => room.number) },
    })
    await notifyStaff(tx, { topic: 'reservation', id: row.id })
  })
  return row
}

async function setRoomStatuses(tx: Db, stayRooms: { id: string }[], status: 'reserved' | 'cleaning') {
  if (stayRooms.length === 0) return
  await tx
    .update(rooms)
    .set({ status, statusNote: null, statusChangedAt: new Date(), updatedAt: new Date() })
    .where(
      inArray(
        rooms.id,
        stayRooms.map((room) => room.id),
      ),
    )
  for (const room of stayRooms) await notifyStaff(tx, { topic: 'room', id: room.id })
}

export interface CheckOutOptions {
  settleLater?: boolean | undefined
  reason?: string | undefined
  paymentTimeoutMinutes: number
}

/**
 * Check-out: an in-progress stay is completed and its rooms go to cleaning. With a balance still due it is
 * refused, unless the person may leave it for later and says why. Leaving early frees the nights not slept.
 */
export async function checkOut(db: Db, actor: Actor, id: string, options: CheckOutOptions, locale: Locale) {
  const row = await deskRow(db, id)
  requireStatus(row, 'in_progress')
  if (options.settleLater) requirePermission(actor, 'frontdesk.settle_later', 'desk.settle_later_forbidden')
  await db.transaction(async (tx) => {
    // The reservation's row lock orders this against payments and extras written at the same moment.
    if ((await lockReservation(tx, row.id)) !== 'in_progress')
      throw new AppError('not_checked_in', 'desk.not_checked_in')
    const ledger = await ledgerOf(tx, row.id, options.paymentTimeoutMinutes)
    const balance = Math.max(0, ledger.totalCents - ledger.paidCents)
    if (balance > 0 && !options.settleLater)
      throw new AppError('balance_due', 'desk.balance_due', {
        amount: formatMoney(balance, row.currency, locale),
      })
    const today = hotelToday()
    const early = today < row.checkOut
    // Leaving early frees tonight: refused once the night audit has closed today.
    if (early) await assertDayOpen(tx, today)
    // The nights after today go back on sale; a stay always keeps at least its first night.
    const end = early ? (today > row.checkIn ? today : addDays(row.checkIn, 1)) : row.checkOut
    if (early)
      await tx
        .update(reservationRooms)
        .set({ endDate: end })
        .where(eq(reservationRooms.reservationId, row.id))
    await tx
      .update(reservations)
      .set({ status: 'completed', checkOut: end, checkedOutAt: new Date(), updatedAt: new Date() })
      .where(eq(reservations.id, row.id))
    await setRoomStatuses(tx, await lockStayRooms(tx, row.id), 'cleaning')
    await recordAudit(tx, actor, {
      action: 'reservations.check_out',
      entity: 'reservation',
      entityId: row.id,
      before: { status: 'in_progress', check_out: row.checkOut },
      after: {
        status: 'completed',
        check_out: end,
        ...(balance > 0 ? { balance_left: balance, reason: options.reason } : {}),
      },
    })
    await notifyStaff(tx, { topic: 'reservation', id: row.id })
  })
  return row
}

/** A guest who never came: after the check-in day, the reserved stay is cancelled as a no-show. */
export async function markNoShow(db: Db, actor: Actor, id: string, locale: Locale) {
  const row = await deskRow(db, id)
  if (row.status !== 'reserved') throw new AppError('not_checked_in', 'desk.not_reserved')
  if (hotelToday() <= row.checkIn)
    throw new AppError('no_show_too_early', 'desk.no_show_too_early', { date: longDate(locale, row.checkIn) })
  await db.transaction(async (tx) => {
    await assertDayOpen(tx, row.checkIn)
    const [updated] = await tx
      .update(reservations)
      .set({ status: 'canceled', cancelReason: 'no_show', canceledAt: new Date(), updatedAt: new Date() })
      .where(and(eq(reservations.id, row.id), eq(reservations.status, 'reserved')))
      .returning({ id: reservations.id })
    if (!updated) throw new AppError('not_checked_in', 'desk.not_reserved')
    await tx
      .update(reservationRooms)
      .set({ canceled: true })
      .where(eq(reservationRooms.reservationId, row.id))
    await syncFolio(tx, row.id)
    await recordAudit(tx, actor, {
      action: 'reservations.no_show',
      entity: 'reservation',
      entityId: row.id,
      before: { status: 'reserved' },
      after: { status: 'canceled', cancel_reason: 'no_show' },
    })
    await notifyStaff(tx, { topic: 'reservation', id: row.id })
  })
  return row
}
