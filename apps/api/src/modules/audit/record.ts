import type { Db } from '../../db/client.ts'
import { auditLog } from '../../db/schema/index.ts'
import type { Actor } from '../../http/auth.ts'

export interface AuditEntry {
  /** `resource.verb`, e.g. `staff.suspend`. */
  action: string
  entity: string
  entityId: string
  before?: Record<string, unknown> | null
  after?: Record<string, unknown> | null
}

/**
 * Records a staff write; call it with the transaction that makes the change, so both land or neither does. Only
 * who and from where: a write without a session (an accepted invitation, a reset password) has no permissions.
 */
export async function recordAudit(tx: Db, actor: Pick<Actor, 'staffId' | 'ip'>, entry: AuditEntry) {
  await tx.insert(auditLog).values({
    staffUserId: actor.staffId,
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId,
    before: entry.before ?? null,
    after: entry.after ?? null,
    ip: actor.ip,
  })
}

/** Records a row made: the entry holds what it is (`after`), nothing before. */
export const recordCreation = (
  tx: Db,
  actor: Pick<Actor, 'staffId' | 'ip'>,
  action: string,
  entity: string,
  entityId: string,
  after: Record<string, unknown>,
) => recordAudit(tx, actor, { action, entity, entityId, after })

/** Records a row moved from one status to another: the entry holds only the two statuses. */
export const recordStatusChange = (
  tx: Db,
  actor: Pick<Actor, 'staffId' | 'ip'>,
  action: string,
  entity: string,
  entityId: string,
  from: string,
  to: string,
) => recordAudit(tx, actor, { action, entity, entityId, before: { status: from }, after: { status: to } })
