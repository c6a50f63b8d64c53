import {
  addDays,
  type DeskPaymentRow,
  type deskPaymentListQuery,
  type ReservationPayments,
} from '@hotel/contract'
import { and, asc, count, desc, eq, gte, ilike, lt, type SQL, sql } from 'drizzle-orm'
import type { z } from 'zod'
import type { Db } from '../../db/client.ts'
import { payments, reservations, staffUsers } from '../../db/schema/index.ts'
import { AppError } from '../../http/errors.ts'
import { pageOf, pageWindow } from '../../http/paging.ts'
import { hotelDayStart } from '../../lib/hotel-days.ts'
import { ledgerOf } from '../folio/ledger.ts'
import { deskRow } from '../reservations/desk-queries.ts'
import { trimDecimal } from '../settings/service.ts'
import { movementLines } from './desk-allocation.ts'

const columns = {
  payment: payments,
  reference: reservations.reference,
  guestName: reservations.guestName,
  staffName: sql<string | null>`${staffUsers.name} || ' ' || ${staffUsers.lastName}`,
}

type Joined = {
  payment: typeof payments.$inferSelect
  reference: string
  guestName: string
  staffName: string | null
}

function toDeskRow({ payment: p, reference, guestName, staffName }: Joined): DeskPaymentRow {
  return {
    id: p.id,
    invoice: p.receipt,
    reservation_id: p.reservationId,
    reservation_reference: reference,
    guest_name: guestName,
    method: p.method,
    status: p.status,
    amount: p.amountCents,
    charged_amount: p.chargedCents,
    currency: p.currency,
    exchange_rate: trimDecimal(p.exchangeRate),
    percentage_to_pay: p.percentageToPay,
    tendered: p.tenderedCents,
    change_due: p.changeDueCents,
    change_currency: p.changeCurrency,
    card_brand: p.cardBrand,
    card_last4: p.cardLast4,
    decline_code: p.declineCode,
    description: p.description,
    refunded_amount: p.refundedCents,
    staff_name: staffName,
    cash_session_id: p.cashSessionId,
    created_at: p.createdAt.toISOString(),
    paid_at: p.paidAt?.toISOString() ?? null,
  }
}

const joined = (db: Db) =>
  db
    .select(columns)
    .from(payments)
    .innerJoin(reservations, eq(reservations.id, payments.reservationId))
    .leftJoin(staffUsers, eq(staffUsers.id, payments.createdByStaffId))

const isUuid = (value: string) =>
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value)

export async function deskPaymentById(db: Db, id: string): Promise<DeskPaymentRow> {
  const [row] = isUuid(id) ? await joined(db).where(eq(payments.id, id)) : []
  if (!row) throw new AppError('payment_not_found', 'payments.not_found')
  return toDeskRow(row)
}

type ListQuery = z.output<typeof deskPaymentListQuery>

/** The filters: method, currency, status, hotel days of paid_at (inclusive), a reservation reference fragment. */
function conditions(query: ListQuery): SQL | undefined {
  const escaped = query.q?.replace(/[\\%_]/g, (c) => `\\${c}`)
  return and(
    query.method ? eq(payments.method, query.method) : undefined,
    query.currency ? eq(payments.currency, query.currency) : undefined,
    query.status ? eq(payments.status, query.status) : undefined,
    query.from ? gte(payments.paidAt, hotelDayStart(query.from)) : undefined,
    query.to ? lt(payments.paidAt, hotelDayStart(addDays(query.to, 1))) : undefined,
    escaped ? ilike(reservations.reference, `%${escaped}%`) : undefined,
  )
}

function ordered(db: Db, query: ListQuery, where: SQL | undefined) {
  const direction = query.order_direction === 'asc' ? asc : desc
  return joined(db)
    .where(where)
    .orderBy(
      sql`${payments.paidAt} ${sql.raw(query.order_direction === 'asc' ? 'asc' : 'desc')} nulls last`,
      direction(payments.createdAt),
      asc(payments.id),
    )
}

/** Every payment the filters match, for the CSV and XLSX files (at most 10,000 rows). */
export async function allDeskPayments(db: Db, query: ListQuery) {
  return (await ordered(db, query, conditions(query)).limit(10_000)).map(toDeskRow)
}

/** GET /staff/payments: newest paid first (then newest created), paged. */
export async function listDeskPayments(db: Db, query: ListQuery) {
  const where = conditions(query)
  const base = ordered(db, query, where)
  const window = pageWindow(query)
  const [rows, [total]] = await Promise.all([
    base.limit(window.limit).offset(window.offset),
    db
      .select({ value: count() })
      .from(payments)
      .innerJoin(reservations, eq(reservations.id, payments.reservationId))
      .where(where),
  ])
  return pageOf(rows.map(toDeskRow), total?.value ?? 0, query)
}

/** GET /staff/reservations/{id}/payments: the ledger (total, paid, due), the movements and every payment. */
export async function reservationPayments(db: Db, id: string): Promise<ReservationPayments> {
  const reservation = await deskRow(db, id)
  const [ledger, lines, rows] = await Promise.all([
    ledgerOf(db, reservation.id),
    movementLines(db, reservation.id),
    joined(db).where(eq(payments.reservationId, reservation.id)).orderBy(desc(payments.createdAt)),
  ])
  return {
    reservation_id: reservation.id,
    reference: reservation.reference,
    status: reservation.status,
    currency: reservation.currency,
    total: ledger.totalCents,
    paid: ledger.paidCents,
    due: Math.max(0, ledger.totalCents - ledger.paidCents),
    movements: lines.map((line) => ({
      id: line.id,
      type: line.type,
      description: line.description,
      room_number: line.roomNumber,
      amount: line.amount,
      paid: line.settled,
      created_at: line.createdAt.toISOString(),
    })),
    payments: rows.map(toDeskRow),
  }
}
