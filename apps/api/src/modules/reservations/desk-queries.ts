import type { DeskReservation, DeskReservationItem, deskReservationListQuery } from '@hotel/contract'
import { and, asc, desc, eq, ilike, lte, or, type SQL, sql } from 'drizzle-orm'
import type { z } from 'zod'
import type { Db } from '../../db/client.ts'
import {
  auditLog,
  movements,
  payments,
  reservationRooms,
  reservations,
  rooms,
  staffUsers,
} from '../../db/schema/index.ts'
import { AppError } from '../../http/errors.ts'
import { pageOf, pageOrder, pageWindow } from '../../http/paging.ts'
import type { ReservationRow } from './lookup.ts'
import { getReservation } from './service.ts'

type ListQuery = z.output<typeof deskReservationListQuery>

// Correlated subqueries name the outer table in full: drizzle writes a column of the queried table unqualified.

/** What the stay and its extras come to: the sum of the reservation's movements (minor units). */
export const owedSql = sql<number>`(select coalesce(sum(m.amount_cents), 0) from ${movements} m
  where m.reservation_id = "reservations"."id")::bigint`.mapWith(Number)

/** Paid, less refunds. */
export const paidSql =
  sql<number>`(select coalesce(sum(p.amount_cents - p.refunded_cents), 0) from ${payments} p
  where p.reservation_id = "reservations"."id" and p.status = 'paid')::bigint`.mapWith(Number)

/** The room numbers of the reservation, in order. */
export const roomNumbersSql = sql<
  number[]
>`(select coalesce(array_agg(rr.room_number order by rr.room_number), '{}')
  from ${reservationRooms} rr where rr.reservation_id = "reservations"."id")`

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`)

/** The desk's row for a reservation, or 404. */
export async function deskRow(db: Db, id: string): Promise<ReservationRow> {
  const [row] = await db.select().from(reservations).where(eq(reservations.id, id)).limit(1)
  if (!row) throw new AppError('reservation_not_found', 'reservations.not_found')
  return row
}

/** Every reservation, filtered and searched (reference, guest name, e-mail or phone), with its balance. */
export async function listDeskReservations(db: Db, query: ListQuery) {
  const conditions: (SQL | undefined)[] = [
    query.status ? eq(reservations.status, query.status) : undefined,
    query.payment_status ? eq(reservations.paymentStatus, query.payment_status) : undefined,
    query.category ? eq(reservations.category, query.category) : undefined,
    // A stay with a night in [from, to]: it starts on or before `to` and ends after `from`.
    query.to ? lte(reservations.checkIn, query.to) : undefined,
    query.from ? sql`${reservations.checkOut} > ${query.from}::date` : undefined,
  ]
  if (query.q) {
    const like = `%${escapeLike(query.q)}%`
    const digits = query.q.replace(/\D/g, '')
    conditions.push(
      or(
        ilike(reservations.reference, like),
        ilike(reservations.guestName, like),
        ilike(reservations.guestEmail, like),
        digits.length >= 4
          ? sql`regexp_replace(${reservations.guestPhone}, '\\D', '', 'g') like ${`%${digits}%`}`
          : undefined,
      ),
    )
  }
  const where = and(...conditions)
  const [rows, [count]] = await Promise.all([
    db
      .select({
        row: reservations,
        owed: owedSql,
        paid: paidSql,
        roomNumbers: roomNumbersSql,
      })
      .from(reservations)
      .where(where)
      .orderBy(
        ...pageOrder(
          query,
          {
            check_in: reservations.checkIn,
            check_out: reservations.checkOut,
            created_at: reservations.createdAt,
            reference: reservations.reference,
          },
          reservations.id,
        ),
      )
      .limit(pageWindow(query).limit)
      .offset(pageWindow(query).offset),
    db.select({ total: sql<number>`count(*)::int` }).from(reservations).where(where),
  ])
  const data: DeskReservationItem[] = rows.map(({ row, owed, paid, roomNumbers }) => ({
    id: row.id,
    reference: row.reference,
    guest_name: row.guestName,
    guest_email: row.guestEmail,
    guest_phone: row.guestPhone,
    check_in: row.checkIn,
    check_out: row.checkOut,
    room_numbers: roomNumbers,
    status: row.status,
    payment_status: row.paymentStatus,
    category: row.category,
    currency: row.currency,
    total: owed,
    balance: Math.max(0, owed - paid),
    created_at: row.createdAt.toISOString(),
  }))
  return pageOf(data, count?.total ?? 0, query)
}

/** A reservation as the desk sees it: the guest's view plus its rooms' ids and states, folio and history. */
export async function deskReservation(db: Db, id: string): Promise<DeskReservation> {
  const row = await deskRow(db, id)
  const [base, roomRows, lines, paymentRows, history, [creator]] = await Promise.all([
    getReservation(db, row.clientId ?? '', row.id).catch(() => null),
    db
      .select({ number: reservationRooms.roomNumber, roomId: rooms.id, status: rooms.status })
      .from(reservationRooms)
      .innerJoin(rooms, eq(rooms.id, reservationRooms.roomId))
      .where(eq(reservationRooms.reservationId, row.id)),
    db
      .select({ line: movements, roomNumber: rooms.number })
      .from(movements)
      .leftJoin(rooms, eq(rooms.id, movements.roomId))
      .where(eq(movements.reservationId, row.id))
      .orderBy(asc(movements.createdAt), asc(movements.id)),
    db.select().from(payments).where(eq(payments.reservationId, row.id)).orderBy(asc(payments.createdAt)),
    db
      .select({
        entry: auditLog,
        staffName: sql<string | null>`${staffUsers.name} || ' ' || ${staffUsers.lastName}`,
      })
      .from(auditLog)
      .leftJoin(staffUsers, eq(staffUsers.id, auditLog.staffUserId))
      .where(and(eq(auditLog.entity, 'reservation'), eq(auditLog.entityId, row.id)))
      .orderBy(desc(auditLog.createdAt))
      .limit(100),
    row.createdByStaffId
      ? db
          .select({ name: sql<string>`${staffUsers.name} || ' ' || ${staffUsers.lastName}` })
          .from(staffUsers)
          .where(eq(staffUsers.id, row.createdByStaffId))
      : Promise.resolve([]),
  ])
  // A reservation whose client was deleted has no owner to read it through: it is still the hotel's.
  if (!base) throw new AppError('reservation_not_found', 'reservations.not_found')
  const total = lines.reduce((sum, { line }) => sum + line.amountCents, 0)
  const paid = paymentRows
    .filter((p) => p.status === 'paid')
    .reduce((sum, p) => sum + p.amountCents - p.refundedCents, 0)
  return {
    ...base,
    client_id: row.clientId,
    rooms: base.rooms.map((room) => {
      const match = roomRows.find((r) => r.number === room.number)
      return { ...room, room_id: match?.roomId ?? '', room_status: match?.status ?? 'available' }
    }),
    created_by_staff: creator?.name ?? null,
    cancel_reason: row.cancelReason,
    checked_in_at: row.checkedInAt?.toISOString() ?? null,
    checked_out_at: row.checkedOutAt?.toISOString() ?? null,
    folio: {
      lines: lines.map(({ line, roomNumber }) => ({
        id: line.id,
        type: line.type,
        description: line.description,
        product_id: line.productId,
        room_id: line.roomId,
        room_number: line.roomId ? roomNumber : null,
        quantity: line.quantity,
        unit_price: line.unitPriceCents,
        amount: line.amountCents,
        created_at: line.createdAt.toISOString(),
      })),
      payments: paymentRows.map((p) => ({
        id: p.id,
        invoice: p.receipt,
        method: p.method,
        status: p.status,
        amount: p.amountCents,
        refunded_amount: p.refundedCents,
        created_at: p.createdAt.toISOString(),
        paid_at: p.paidAt?.toISOString() ?? null,
      })),
      total,
      paid,
      balance: Math.max(0, total - paid),
    },
    history: history.map(({ entry, staffName }) => ({
      action: entry.action,
      staff_name: staffName,
      before: entry.before,
      after: entry.after,
      created_at: entry.createdAt.toISOString(),
    })),
  }
}
