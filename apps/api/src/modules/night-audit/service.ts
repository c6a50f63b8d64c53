import {
  type DailyReport,
  hotelToday,
  type NightAudit,
  type NightAuditStatus,
  type NightAuditSummary,
  type nightAuditListQuery,
} from '@hotel/contract'
import { and, asc, count, desc, eq, inArray, lte, sql } from 'drizzle-orm'
import type { z } from 'zod'
import type { Db } from '../../db/client.ts'
import { pgError, uniqueViolation } from '../../db/errors.ts'
import {
  auditLog,
  cashSessions,
  nightAudits,
  reservationRooms,
  reservations,
  staffUsers,
} from '../../db/schema/index.ts'
import { notifyStaff } from '../../events/staff-events.ts'
import type { Actor } from '../../http/auth.ts'
import { AppError } from '../../http/errors.ts'
import { pageOf, pageWindow } from '../../http/paging.ts'
import { recordAudit } from '../audit/record.ts'
import { syncFolio } from '../folio/charges.ts'
import { getHotel } from '../settings/service.ts'
import { dailyReport } from './daily-report.ts'
import { lastClosedDay, lockForAudit } from './guard.ts'

const alreadyRan = (date: string) => new AppError('night_audit_ran', 'night_audit.already_ran', { date })
const notFound = () => new AppError('night_audit_not_found', 'night_audit.not_found')
const runByName = sql<string | null>`${staffUsers.name} || ' ' || ${staffUsers.lastName}`

type AuditRow = typeof nightAudits.$inferSelect

function summaryOf(row: AuditRow, name: string | null): NightAuditSummary {
  const report = row.report as DailyReport
  return {
    id: row.id,
    business_date: row.businessDate,
    run_by: row.runByStaffId,
    run_by_name: name,
    created_at: row.createdAt.toISOString(),
    no_shows: row.noShows,
    departures: report.departure_count,
    occupancy: report.figures.occupancy,
    room_revenue: report.figures.room_revenue,
    payments_cents: report.payment_totals.amount_cents,
    currency: report.currency,
  }
}

/**
 * POST /staff/night-audits: closes today's hotel day (in the hotel's time zone), in one transaction:
 *
 * 1. takes the audit's lock (guard.ts): a second audit waits here, then finds today's row and answers 409; front-desk
 *    actions that could touch the day finish first, or are refused while it runs;
 * 2. refuses while the cash drawer is open ("close the cash drawer first");
 * 3. inserts today's row first (the unique business_date refuses a second one even without the lock);
 * 4. marks the no-shows: reserved stays whose check-in day has come (check_in <= today) and who never checked in
 *    are cancelled with reason no_show and their nights freed, as the desk's no-show does, each with its audit entry;
 * 5. lists the departures not checked out (in progress, check_out <= today): listed, not changed;
 * 6. freezes the daily report (figures after the no-shows, payments, cash) in the row, and records the audit.
 * The dashboards hear of each no-show when the transaction commits.
 */
export async function runNightAudit(db: Db, actor: Actor): Promise<NightAudit> {
  const today = hotelToday()
  const hotel = await getHotel(db)
  let id: string
  try {
    id = await db.transaction(async (tx) => {
      await lockForAudit(tx)
      const [done] = await tx
        .select({ id: nightAudits.id })
        .from(nightAudits)
        .where(eq(nightAudits.businessDate, today))
      if (done) throw alreadyRan(today)
      const [open] = await tx
        .select({ id: cashSessions.id })
        .from(cashSessions)
        .where(eq(cashSessions.status, 'open'))
      if (open) throw new AppError('cash_drawer_open', 'night_audit.drawer_open')
      const [row] = await tx
        .insert(nightAudits)
        .values({ businessDate: today, runByStaffId: actor.staffId, report: {} })
        .returning({ id: nightAudits.id })
      if (!row) throw new Error('night audit not inserted')

      // Locked in id order, as one statement, so no other writer of these stays can interleave.
      const due = await tx
        .select({ id: reservations.id })
        .from(reservations)
        .where(and(eq(reservations.status, 'reserved'), lte(reservations.checkIn, today)))
        .orderBy(asc(reservations.id))
        .for('update')
      const noShowIds = due.map((reservation) => reservation.id)
      if (noShowIds.length) {
        const now = new Date()
        await tx
          .update(reservations)
          .set({ status: 'canceled', cancelReason: 'no_show', canceledAt: now, updatedAt: now })
          .where(inArray(reservations.id, noShowIds))
        await tx
          .update(reservationRooms)
          .set({ canceled: true })
          .where(inArray(reservationRooms.reservationId, noShowIds))
        // A few no-shows a night: each folio follows its stay.
        for (const reservationId of noShowIds) await syncFolio(tx, reservationId)
        await tx.insert(auditLog).values(
          noShowIds.map((reservationId) => ({
            staffUserId: actor.staffId,
            action: 'reservations.no_show',
            entity: 'reservation',
            entityId: reservationId,
            before: { status: 'reserved' },
            after: { status: 'canceled', cancel_reason: 'no_show', night_audit: today },
            ip: actor.ip,
          })),
        )
      }
      const departures = await tx
        .select({ id: reservations.id })
        .from(reservations)
        .where(and(eq(reservations.status, 'in_progress'), lte(reservations.checkOut, today)))
        .orderBy(asc(reservations.checkOut), asc(reservations.reference))
      const report = await dailyReport(
        tx,
        today,
        hotel.currency,
        noShowIds,
        departures.map((departure) => departure.id),
      )
      await tx
        .update(nightAudits)
        .set({ report, noShows: noShowIds.length })
        .where(eq(nightAudits.id, row.id))
      await recordAudit(tx, actor, {
        action: 'night_audits.run',
        entity: 'night_audit',
        entityId: row.id,
        after: {
          business_date: today,
          no_shows: noShowIds.length,
          departures: report.departure_count,
          occupancy: report.figures.occupancy,
        },
      })
      for (const reservationId of noShowIds)
        await notifyStaff(tx, { topic: 'reservation', id: reservationId })
      return row.id
    })
  } catch (error) {
    const cause = pgError(error)
    if (cause?.code === uniqueViolation && cause.constraint === 'night_audits_business_date_unique')
      throw alreadyRan(today)
    throw error
  }
  return getNightAudit(db, id)
}

/** GET /staff/night-audits/{id}: the frozen daily report, as it was at the audit. */
export async function getNightAudit(db: Db, id: string): Promise<NightAudit> {
  const [found] = await db
    .select({ audit: nightAudits, name: runByName })
    .from(nightAudits)
    .leftJoin(staffUsers, eq(staffUsers.id, nightAudits.runByStaffId))
    .where(eq(nightAudits.id, id))
  if (!found) throw notFound()
  return { ...summaryOf(found.audit, found.name), report: found.audit.report as DailyReport }
}

/** GET /staff/night-audits: newest day first by default; paged, or every audit for a file (`all`). */
export async function listNightAudits(db: Db, query: z.output<typeof nightAuditListQuery>, all = false) {
  const order =
    query.order_direction === 'desc' ? desc(nightAudits.businessDate) : asc(nightAudits.businessDate)
  const base = db
    .select({ audit: nightAudits, name: runByName })
    .from(nightAudits)
    .leftJoin(staffUsers, eq(staffUsers.id, nightAudits.runByStaffId))
    .orderBy(order)
  const window = pageWindow(query)
  const [rows, [total]] = await Promise.all([
    all ? base : base.limit(window.limit).offset(window.offset),
    db.select({ value: count() }).from(nightAudits),
  ])
  return pageOf(
    rows.map((row) => summaryOf(row.audit, row.name)),
    total?.value ?? 0,
    query,
  )
}

/** GET /staff/night-audits/status: today, whether its audit ran, whether the drawer is open, the last closed day. */
export async function nightAuditStatus(db: Db): Promise<NightAuditStatus> {
  const today = hotelToday()
  const [[done], [open], last] = await Promise.all([
    db.select({ id: nightAudits.id }).from(nightAudits).where(eq(nightAudits.businessDate, today)),
    db.select({ id: cashSessions.id }).from(cashSessions).where(eq(cashSessions.status, 'open')),
    lastClosedDay(db),
  ])
  return {
    today,
    audit_id: done?.id ?? null,
    ran: Boolean(done),
    drawer_open: Boolean(open),
    last_closed_day: last,
  }
}
