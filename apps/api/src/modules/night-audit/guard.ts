import { max, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { nightAudits } from '../../db/schema/index.ts'
import { AppError } from '../../http/errors.ts'

/**
 * The advisory lock of the night audit (class 4; 1 and 2 are the bookings', 3 the roles'). The audit holds it
 * exclusively from its first statement to its commit. A front-desk action that could touch a closed day tries it
 * shared, without waiting, inside its own transaction and after its own row locks:
 *
 * - held shared by desk actions, the audit waits for them to commit, then sees what they did;
 * - held by the audit, the desk action is refused at once ("the night audit is running") rather than waiting:
 *   it holds row locks (its reservation, rooms) the audit may need for the no-shows, so waiting could deadlock;
 * - taken after the audit committed, the action reads the new last closed day and is refused if it touches it.
 *
 * Two audits at once queue on it: the second finds the day's row and answers 409.
 */
const nightAuditLock = 4
const dayKey = 1

/** The audit's exclusive hold (see above); released at commit or rollback. */
export async function lockForAudit(tx: Db) {
  await tx.execute(sql`select pg_advisory_xact_lock(${nightAuditLock}, ${dayKey})`)
}

/** The newest day the night audit closed, or null before the first audit. */
export async function lastClosedDay(db: Db): Promise<string | null> {
  const [row] = await db.select({ day: max(nightAudits.businessDate) }).from(nightAudits)
  return row?.day ?? null
}

/**
 * Refuses (409 `day_closed`, with the last closed day) a front-desk change that touches hotel day `date`
 * (YYYY-MM-DD) when the night audit has closed it: a closed day's figures never change; a late correction is a
 * new movement on a later day. Call it inside the action's transaction, after its locks.
 */
export async function assertDayOpen(tx: Db, date: string) {
  const result = await tx.execute(
    sql`select pg_try_advisory_xact_lock_shared(${nightAuditLock}, ${dayKey}) as locked`,
  )
  const [row] = (result as unknown as { rows: { locked: boolean }[] }).rows
  if (!row?.locked) throw new AppError('night_audit_running', 'night_audit.running')
  const closed = await lastClosedDay(tx)
  if (closed !== null && date <= closed)
    throw new AppError('day_closed', 'night_audit.day_closed', { date: closed })
}
