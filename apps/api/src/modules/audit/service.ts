import { type AuditEntry, type AuditPage, addDays, type auditListQuery } from '@hotel/contract'
import { and, count, eq, gte, lt, type SQL } from 'drizzle-orm'
import type { z } from 'zod'
import type { Db } from '../../db/client.ts'
import { auditLog, staffUsers } from '../../db/schema/index.ts'
import { pageOf, pageOrder, pageWindow } from '../../http/paging.ts'
import { hotelDayStart } from '../../lib/hotel-days.ts'

// Who made a change, without what else their row holds (a password hash).
const staffColumns = {
  id: staffUsers.id,
  name: staffUsers.name,
  lastName: staffUsers.lastName,
  email: staffUsers.email,
}

type AuditQuery = z.output<typeof auditListQuery>

/**
 * The conditions of a query: each filter matches a column of the log's indexes (created_at; staff_user_id,
 * created_at; entity, entity_id, created_at). `action` narrows a scan of one of them (the contract refuses it
 * alone, since no index leads by it).
 */
function conditionsOf(query: AuditQuery): SQL | undefined {
  const conditions: SQL[] = []
  if (query.staff_user_id) conditions.push(eq(auditLog.staffUserId, query.staff_user_id))
  if (query.entity) conditions.push(eq(auditLog.entity, query.entity))
  if (query.entity_id) conditions.push(eq(auditLog.entityId, query.entity_id))
  if (query.action) conditions.push(eq(auditLog.action, query.action))
  if (query.from) conditions.push(gte(auditLog.createdAt, hotelDayStart(query.from)))
  if (query.to) conditions.push(lt(auditLog.createdAt, hotelDayStart(addDays(query.to, 1))))
  return conditions.length ? and(...conditions) : undefined
}

/** The two queries of a page (its rows, and how many match); the tests read their plans. */
export function auditQueries(db: Db, query: AuditQuery) {
  const where = conditionsOf(query)
  const window = pageWindow(query)
  return {
    rows: db
      .select({ entry: auditLog, staff: staffColumns })
      .from(auditLog)
      .leftJoin(staffUsers, eq(staffUsers.id, auditLog.staffUserId))
      .where(where)
      .orderBy(...pageOrder(query, { created_at: auditLog.createdAt }, auditLog.id))
      .limit(window.limit)
      .offset(window.offset),
    total: db.select({ total: count() }).from(auditLog).where(where),
  }
}

/** A page of the audit log, newest first unless asked otherwise, with who made each change. */
export async function listAudit(db: Db, query: AuditQuery): Promise<AuditPage> {
  const queries = auditQueries(db, query)
  const [rows, [total]] = await Promise.all([queries.rows, queries.total])
  return pageOf(rows.map(toAuditEntry), total?.total ?? 0, query)
}

function toAuditEntry({
  entry,
  staff,
}: {
  entry: typeof auditLog.$inferSelect
  staff: { id: string; name: string; lastName: string; email: string } | null
}): AuditEntry {
  return {
    id: entry.id,
    staff_user_id: entry.staffUserId,
    staff: staff ? { id: staff.id, name: staff.name, last_name: staff.lastName, email: staff.email } : null,
    action: entry.action,
    entity: entry.entity,
    entity_id: entry.entityId,
    before: entry.before,
    after: entry.after,
    ip: entry.ip,
    created_at: entry.createdAt.toISOString(),
  }
}
