import {
  addDays,
  type DailyCashLine,
  type DailyReport,
  type DailyStay,
  maxDailyReportLines,
} from '@hotel/contract'
import { and, asc, eq, gte, inArray, lt, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import {
  cashSessionCounts,
  cashSessions,
  reservationRooms,
  reservations,
  staffUsers,
} from '../../db/schema/index.ts'
import { hotelDayStartSql } from '../../lib/hotel-days.ts'
import { expectedCash, toCount, totalsOf } from '../cash/totals.ts'
import { spanFigures } from '../reports/figures.ts'
import { paymentMix } from '../reports/payment-mix.ts'

/** Reservations as the report lists them, their rooms by number; `ids` in the order given, at most the cap. */
async function staysOf(db: Db, ids: string[]): Promise<DailyStay[]> {
  const listed = ids.slice(0, maxDailyReportLines)
  if (!listed.length) return []
  const [rows, lines] = await Promise.all([
    db
      .select({
        id: reservations.id,
        reference: reservations.reference,
        guestName: reservations.guestName,
        checkIn: reservations.checkIn,
        checkOut: reservations.checkOut,
      })
      .from(reservations)
      .where(inArray(reservations.id, listed)),
    db
      .select({ reservationId: reservationRooms.reservationId, number: reservationRooms.roomNumber })
      .from(reservationRooms)
      .where(inArray(reservationRooms.reservationId, listed))
      .orderBy(asc(reservationRooms.roomNumber)),
  ])
  const byId = new Map(rows.map((row) => [row.id, row]))
  return listed.flatMap((id) => {
    const row = byId.get(id)
    if (!row) return []
    return [
      {
        reservation_id: row.id,
        reference: row.reference,
        guest_name: row.guestName,
        check_in: row.checkIn,
        check_out: row.checkOut,
        rooms: lines.filter((line) => line.reservationId === id).map((line) => line.number),
      },
    ]
  })
}

/**
 * The cash sessions closed on hotel day `date`, oldest first, each with expected, counted and difference per
 * currency (the cash module's rule: float + cash taken − change − cash refunds).
 */
async function cashOf(db: Db, date: string): Promise<DailyCashLine[]> {
  const sessions = await db
    .select({
      id: cashSessions.id,
      openedAt: cashSessions.openedAt,
      closedAt: cashSessions.closedAt,
      closedByName: sql<string | null>`${staffUsers.name} || ' ' || ${staffUsers.lastName}`,
    })
    .from(cashSessions)
    .leftJoin(staffUsers, eq(staffUsers.id, cashSessions.closedBy))
    .where(
      and(
        eq(cashSessions.status, 'closed'),
        gte(cashSessions.closedAt, hotelDayStartSql(date)),
        lt(cashSessions.closedAt, hotelDayStartSql(addDays(date, 1))),
      ),
    )
    .orderBy(asc(cashSessions.closedAt), asc(cashSessions.id))
    .limit(maxDailyReportLines)
  const ids = sessions.map((session) => session.id)
  if (!ids.length) return []
  const [counts, expected] = await Promise.all([
    db
      .select()
      .from(cashSessionCounts)
      .where(and(inArray(cashSessionCounts.sessionId, ids), eq(cashSessionCounts.kind, 'closing'))),
    expectedCash(db, ids),
  ])
  return sessions.map((session) => ({
    session_id: session.id,
    opened_at: session.openedAt.toISOString(),
    closed_at: session.closedAt?.toISOString() ?? '',
    closed_by_name: session.closedByName,
    totals: totalsOf(
      expected.get(session.id),
      counts.filter((line) => line.sessionId === session.id).map(toCount),
    ),
  }))
}

/**
 * The daily report of hotel day `date` as it stands now (the audit freezes it): the day's room figures with the
 * reports' definitions, payments by method and currency (the payments report's `paymentMix` for one day), the
 * cash sessions closed that day, and the given no-shows and departures not checked out.
 */
export async function dailyReport(
  db: Db,
  date: string,
  currency: string,
  noShowIds: string[],
  departureIds: string[],
): Promise<DailyReport> {
  const [[figures], payments, cash, noShows, departures] = await Promise.all([
    spanFigures(db, [{ from: date, to: date }]),
    paymentMix(db, date, date),
    cashOf(db, date),
    staysOf(db, noShowIds),
    staysOf(db, departureIds),
  ])
  if (!figures) throw new Error('no figures')
  return {
    business_date: date,
    currency,
    figures,
    payments,
    payment_totals: {
      count: payments.reduce((sum, line) => sum + line.count, 0),
      amount_cents: payments.reduce((sum, line) => sum + line.amount_cents, 0),
      refunded_cents: payments.reduce((sum, line) => sum + line.refunded_cents, 0),
    },
    cash,
    no_show_count: noShowIds.length,
    no_shows: noShows,
    departure_count: departureIds.length,
    departures,
  }
}
