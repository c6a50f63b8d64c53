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
