import { type StaffRole, staffRoles } from '@hotel/contract'
import { and, eq, ne, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { staffUserRoles, staffUsers } from '../../db/schema/index.ts'

// The hotel always keeps an active owner. Whatever may leave it without one (taking the owner role away,
// suspending or deleting an owner) takes the owners' lock first, for its transaction, and then counts the
// other active owners with `otherActiveOwners`: two such changes queue, and the second one counts what the
// first left. Advisory lock class 3 (reservations use 1 and 2); key 0 is the owners', other keys a role's grants.

const rolesLock = 3
const ownersKey = 0

/** Holds the owners' lock until the transaction ends; take it before any row lock of a staff member. */
export async function lockOwners(tx: Db) {
  await tx.execute(sql`select pg_advisory_xact_lock(${rolesLock}, ${ownersKey})`)
}

/** Holds a role's lock until the transaction ends: changes to one role's grants queue. */
export async function lockRoleGrants(tx: Db, role: StaffRole) {
  await tx.execute(sql`select pg_advisory_xact_lock(${rolesLock}, ${1 + staffRoles.indexOf(role)})`)
}

/**
 * The ids of the active owners other than `userId`, their rows held (FOR SHARE) until the transaction ends, so
 * that none of them is suspended before this change commits. Call it under `lockOwners`.
 */
export async function otherActiveOwners(tx: Db, userId: string): Promise<string[]> {
  const rows = await tx
    .select({ id: staffUsers.id })
    .from(staffUsers)
    .innerJoin(staffUserRoles, eq(staffUserRoles.userId, staffUsers.id))
    .where(and(eq(staffUserRoles.role, 'owner'), eq(staffUsers.status, 'active'), ne(staffUsers.id, userId)))
    .for('share', { of: staffUsers })
  return rows.map((row) => row.id)
}
