import type {
  CashSession,
  cashSessionCloseSchema,
  cashSessionListQuery,
  cashSessionOpenSchema,
} from '@hotel/contract'
import { and, asc, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm'
import { type AnyPgColumn, alias } from 'drizzle-orm/pg-core'
import type { z } from 'zod'
import type { Db } from '../../db/client.ts'
import { pgError, uniqueViolation } from '../../db/errors.ts'
import { cashSessionCounts, cashSessions, staffUsers } from '../../db/schema/index.ts'
import type { Actor } from '../../http/auth.ts'
import { AppError } from '../../http/errors.ts'
import { pageOf, pageWindow } from '../../http/paging.ts'
import { recordAudit } from '../audit/record.ts'
import { expectedCash, toCount, totalsOf, unitsOf } from './totals.ts'

const opener = alias(staffUsers, 'opener')
const closer = alias(staffUsers, 'closer')
const alreadyOpen = () => new AppError('cash_session_already_open', 'cash.already_open')
const notFound = () => new AppError('cash_session_not_found', 'cash.not_found')

/** Sessions with their names, counts and per-currency totals (expected; counted and difference once closed). */
async function sessionsOf(
  db: Db,
  where: SQL | undefined,
  page?: { limit: number; offset: number },
  newestFirst = true,
) {
  const base = db
    .select({
      session: cashSessions,
      openedByName: sqlName(opener.name, opener.lastName),
      closedByName: sqlName(closer.name, closer.lastName),
    })
    .from(cashSessions)
    .leftJoin(opener, eq(opener.id, cashSessions.openedBy))
    .leftJoin(closer, eq(closer.id, cashSessions.closedBy))
    .where(where)
    .orderBy(newestFirst ? desc(cashSessions.openedAt) : asc(cashSessions.openedAt), asc(cashSessions.id))
  const rows = page ? await base.limit(page.limit).offset(page.offset) : await base
  const ids = rows.map((row) => row.session.id)
  const [counts, expected] = await Promise.all([
    ids.length ? db.select().from(cashSessionCounts).where(inArray(cashSessionCounts.sessionId, ids)) : [],
    expectedCash(db, ids),
  ])
  return rows.map(({ session, openedByName, closedByName }): CashSession => {
    const mine = counts.filter((line) => line.sessionId === session.id)
    const opening = mine.filter((line) => line.kind === 'opening').map(toCount)
    const closing = mine.filter((line) => line.kind === 'closing').map(toCount)
    return {
      id: session.id,
      status: session.status,
      opened_by: session.openedBy,
      opened_by_name: openedByName,
      opened_at: session.openedAt.toISOString(),
      closed_by: session.closedBy,
      closed_by_name: closedByName,
      closed_at: session.closedAt?.toISOString() ?? null,
      observations: session.observations,
      opening_float: opening,
      closing_count: closing,
      totals: totalsOf(expected.get(session.id), session.status === 'closed' ? closing : null),
    }
  })
}

function sqlName(name: AnyPgColumn, lastName: AnyPgColumn) {
  return sql<string | null>`${name} || ' ' || ${lastName}`
}

async function getCashSession(db: Db, id: string): Promise<CashSession> {
  const [session] = await sessionsOf(db, eq(cashSessions.id, id))
  if (!session) throw notFound()
  return session
}

/** GET /staff/cash-sessions/current: the open session, or null. */
export async function currentCashSession(db: Db): Promise<CashSession | null> {
  const [session] = await sessionsOf(db, eq(cashSessions.status, 'open'))
  return session ?? null
}

/** GET /staff/cash-sessions: the history, newest first by default; paged. */
export async function listCashSessions(db: Db, query: z.output<typeof cashSessionListQuery>) {
  const where = query.status ? eq(cashSessions.status, query.status) : undefined
  const [data, [total]] = await Promise.all([
    sessionsOf(db, where, pageWindow(query), query.order_direction === 'desc'),
    db.select({ value: count() }).from(cashSessions).where(where),
  ])
  return pageOf(data, total?.value ?? 0, query)
}

/**
 * POST /staff/cash-sessions: opens the drawer with an optional float. Only one session may be open: the check
 * gives the message, and the partial unique index `cash_sessions_one_open` settles two opens at once (the loser
 * answers the same 409).
 */
export async function openCashSession(
  db: Db,
  actor: Actor,
  input: z.output<typeof cashSessionOpenSchema>,
): Promise<CashSession> {
  const lines = await unitsOf(db, input.opening_float ?? [])
  let id: string
  try {
    id = await db.transaction(async (tx) => {
      const [open] = await tx
        .select({ id: cashSessions.id })
        .from(cashSessions)
        .where(eq(cashSessions.status, 'open'))
      if (open) throw alreadyOpen()
      const [row] = await tx.insert(cashSessions).values({ openedBy: actor.staffId }).returning()
      if (!row) throw new Error('cash session not inserted')
      if (lines.length)
        await tx
          .insert(cashSessionCounts)
          .values(lines.map((line) => ({ ...line, sessionId: row.id, kind: 'opening' as const })))
      await recordAudit(tx, actor, {
        action: 'cash_sessions.open',
        entity: 'cash_session',
        entityId: row.id,
        after: { opening_float: lines.map(toCount) },
      })
      return row.id
    })
  } catch (error) {
    const cause = pgError(error)
    if (cause?.code === uniqueViolation && cause.constraint === 'cash_sessions_one_open') throw alreadyOpen()
    throw error
  }
  return getCashSession(db, id)
}

/**
 * POST /staff/cash-sessions/{id}/close: the drawer counted per unit. Only an open session closes ("none active to
 * close"): the conditional update decides, so two closes at once close it once.
 */
export async function closeCashSession(
  db: Db,
  actor: Actor,
  id: string,
  input: z.output<typeof cashSessionCloseSchema>,
): Promise<CashSession> {
  const lines = await unitsOf(db, input.currencies)
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(cashSessions)
      .set({
        status: 'closed',
        closedBy: actor.staffId,
        closedAt: new Date(),
        observations: input.observations ?? null,
      })
      .where(and(eq(cashSessions.id, id), eq(cashSessions.status, 'open')))
      .returning()
    if (!row) {
      const [exists] = await tx
        .select({ id: cashSessions.id })
        .from(cashSessions)
        .where(eq(cashSessions.id, id))
      if (!exists) throw notFound()
      throw new AppError('cash_session_not_open', 'cash.none_active')
    }
    if (lines.length)
      await tx
        .insert(cashSessionCounts)
        .values(lines.map((line) => ({ ...line, sessionId: id, kind: 'closing' as const })))
    const expected = await expectedCash(tx, [id])
    await recordAudit(tx, actor, {
      action: 'cash_sessions.close',
      entity: 'cash_session',
      entityId: id,
      before: { status: 'open' },
      after: {
        status: 'closed',
        observations: row.observations,
        totals: totalsOf(expected.get(id), lines.map(toCount)),
      },
    })
  })
  return getCashSession(db, id)
}
