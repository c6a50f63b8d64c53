import type { CashAudit, cashAuditCreateSchema, cashAuditListQuery } from '@hotel/contract'
import { asc, count, desc, eq, inArray } from 'drizzle-orm'
import type { z } from 'zod'
import type { Db } from '../../db/client.ts'
import { cashAuditCounts, cashAudits, cashSessions, staffUsers } from '../../db/schema/index.ts'
import type { Actor } from '../../http/auth.ts'
import { pageOf, pageWindow } from '../../http/paging.ts'
import { recordAudit } from '../audit/record.ts'
import { expectedCash, staffName, toCount, totalsOf, unitsOf } from './totals.ts'

type AuditRow = typeof cashAudits.$inferSelect

/**
 * Audits with their counts and totals. The expected side is the session open when the count was made, as it
 * stood at that moment (its float, and its payments and refunds up to `counted_at`); with no session open the
 * drawer should be empty, so everything counted is a difference against zero.
 */
async function auditsOf(db: Db, rows: { audit: AuditRow; name: string | null }[]): Promise<CashAudit[]> {
  const ids = rows.map((row) => row.audit.id)
  const counts = ids.length
    ? await db.select().from(cashAuditCounts).where(inArray(cashAuditCounts.auditId, ids))
    : []
  return Promise.all(
    rows.map(async ({ audit, name }) => {
      const counted = counts.filter((line) => line.auditId === audit.id).map(toCount)
      const expected = audit.sessionId
        ? (await expectedCash(db, [audit.sessionId], audit.countedAt)).get(audit.sessionId)
        : undefined
      return {
        id: audit.id,
        counted_at: audit.countedAt.toISOString(),
        staff_id: audit.staffId,
        staff_name: name,
        observations: audit.observations,
        cash_session_id: audit.sessionId,
        currencies: counted,
        totals: totalsOf(expected, counted),
      }
    }),
  )
}

const selection = { audit: cashAudits, name: staffName }

/** GET /staff/cash-audits: newest first by default; paged. */
export async function listCashAudits(db: Db, query: z.output<typeof cashAuditListQuery>) {
  const { limit, offset } = pageWindow(query)
  const direction = query.order_direction === 'desc' ? desc : asc
  const [rows, [total]] = await Promise.all([
    db
      .select(selection)
      .from(cashAudits)
      .leftJoin(staffUsers, eq(staffUsers.id, cashAudits.staffId))
      .orderBy(direction(cashAudits.countedAt), asc(cashAudits.id))
      .limit(limit)
      .offset(offset),
    db.select({ value: count() }).from(cashAudits),
  ])
  return pageOf(await auditsOf(db, rows), total?.value ?? 0, query)
}

/** POST /staff/cash-audits: a count at any time, tied to the session open at that moment (if any). */
export async function createCashAudit(
  db: Db,
  actor: Actor,
  input: z.output<typeof cashAuditCreateSchema>,
): Promise<CashAudit> {
  const lines = await unitsOf(db, input.currencies)
  const id = await db.transaction(async (tx) => {
    // The open session, locked so it cannot close while this count is tied to it.
    const [open] = await tx
      .select({ id: cashSessions.id })
      .from(cashSessions)
      .where(eq(cashSessions.status, 'open'))
      .for('update')
    const [row] = await tx
      .insert(cashAudits)
      .values({
        staffId: actor.staffId,
        sessionId: open?.id ?? null,
        observations: input.observations ?? null,
      })
      .returning()
    if (!row) throw new Error('cash audit not inserted')
    if (lines.length)
      await tx.insert(cashAuditCounts).values(lines.map((line) => ({ ...line, auditId: row.id })))
    await recordAudit(tx, actor, {
      action: 'cash_audits.create',
      entity: 'cash_audit',
      entityId: row.id,
      after: {
        cash_session_id: row.sessionId,
        currencies: lines.map(toCount),
        observations: row.observations,
      },
    })
    return row.id
  })
  const rows = await db
    .select(selection)
    .from(cashAudits)
    .leftJoin(staffUsers, eq(staffUsers.id, cashAudits.staffId))
    .where(eq(cashAudits.id, id))
  const [audit] = await auditsOf(db, rows)
  if (!audit) throw new Error('cash audit not read back')
  return audit
}
