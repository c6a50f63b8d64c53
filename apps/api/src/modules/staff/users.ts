import type { StaffUserDetail, StaffUserListItem, StaffUserListQuery, StaffUserUpdate } from '@hotel/contract'
import { and, count, eq, ilike, or, type SQL, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { staffUsers } from '../../db/schema/index.ts'
import type { Actor } from '../../http/auth.ts'
import { AppError } from '../../http/errors.ts'
import { pageOf, pageOrder, pageWindow } from '../../http/paging.ts'
import { duplicateError, normalizePhone } from '../accounts/service.ts'
import { recordAudit, recordStatusChange } from '../audit/record.ts'
import { lockOwners, otherActiveOwners } from '../roles/owners.ts'
import { revokeSessionsOf, toStaffUser } from '../staff-auth/service.ts'
import type { Tx } from './deps.ts'
import {
  detailOf,
  findDuplicates,
  fromUniqueViolation,
  likePattern,
  rolesOfMany,
  staffNotFound,
} from './queries.ts'

/** The staff list: `search` in name, last name, both, e-mail or phone (by its digits too); `status`. */
export async function listStaff(db: Db, query: StaffUserListQuery) {
  const fullName = sql`${staffUsers.name} || ' ' || ${staffUsers.lastName}`
  const filters: (SQL | undefined)[] = []
  if (query.search) {
    const pattern = likePattern(query.search)
    const digits = query.search.replace(/\D/g, '')
    filters.push(
      or(
        ilike(fullName, pattern),
        ilike(staffUsers.email, pattern),
        ilike(staffUsers.phone, pattern),
        digits.length >= 3 ? ilike(staffUsers.phone, likePattern(digits)) : undefined,
      ),
    )
  }
  if (query.status) filters.push(eq(staffUsers.status, query.status))
  const where = and(...filters)
  const { limit, offset } = pageWindow(query)
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(staffUsers)
      .where(where)
      .orderBy(
        ...pageOrder(
          query,
          {
            name: sql`lower(${fullName})`,
            email: sql`lower(${staffUsers.email})`,
            created_at: staffUsers.createdAt,
          },
          staffUsers.id,
        ),
      )
      .limit(limit)
      .offset(offset),
    db.select({ value: count() }).from(staffUsers).where(where),
  ])
  const roles = await rolesOfMany(
    db,
    rows.map((row) => row.id),
  )
  const data: StaffUserListItem[] = rows.map((row) => ({
    ...toStaffUser(row, roles.get(row.id) ?? []),
    created_at: row.createdAt.toISOString(),
  }))
  return pageOf(data, total?.value ?? 0, query)
}

/** Holds a person's row for the transaction; 404 when there is none. */
async function lockStaff(tx: Tx, id: string) {
  const [row] = await tx.select().from(staffUsers).where(eq(staffUsers.id, id)).for('no key update')
  if (!row) throw staffNotFound()
  return row
}

type Contact = Pick<StaffUserDetail, 'name' | 'last_name' | 'email' | 'phone' | 'identification'>
const contactOf = (row: typeof staffUsers.$inferSelect): Contact => ({
  name: row.name,
  last_name: row.lastName,
  email: row.email,
  phone: row.phone,
  identification: row.identification,
})

/**
 * Edits a person's contact facts; e-mail, phone and identification stay unique (409 with the catalogue's
 * duplicate messages). The audit entry keeps the fields that changed, before and after.
 */
export async function updateStaff(db: Db, actor: Actor, id: string, input: StaffUserUpdate) {
  const changes = {
    ...input,
    ...(input.phone ? { phone: normalizePhone(input.phone) } : {}),
  }
  try {
    return await db.transaction(async (tx) => {
      const row = await lockStaff(tx, id)
      const duplicates = await findDuplicates(tx, changes, id)
      if (duplicates.length) throw duplicateError(duplicates)
      const before = contactOf(row)
      const after: Contact = { ...before, ...changes }
      const changed = (Object.keys(after) as (keyof Contact)[]).filter((key) => after[key] !== before[key])
      if (!changed.length) return detailOf(tx, row)
      const [updated] = await tx
        .update(staffUsers)
        .set({
          name: after.name,
          lastName: after.last_name,
          email: after.email,
          phone: after.phone,
          identification: after.identification,
          updatedAt: new Date(),
        })
        .where(eq(staffUsers.id, id))
        .returning()
      if (!updated) throw staffNotFound()
      await recordAudit(tx, actor, {
        action: 'staff.update',
        entity: 'staff_user',
        entityId: id,
        before: Object.fromEntries(changed.map((key) => [key, before[key]])),
        after: Object.fromEntries(changed.map((key) => [key, after[key]])),
      })
      return detailOf(tx, updated)
    })
  } catch (error) {
    throw fromUniqueViolation(error) ?? error
  }
}

/**
 * Suspends a person: their sessions end at once and sign-in is refused. Nobody suspends themselves, and the
 * hotel keeps an active owner (under the owners' lock of roles/owners.ts, so two owners suspending each other
 * at once cannot both succeed). Suspending someone already suspended changes nothing.
 */
export async function suspendStaff(db: Db, actor: Actor, id: string) {
  if (id === actor.staffId) throw new AppError('cannot_suspend_self', 'staff_users.suspend_self')
  return db.transaction(async (tx) => {
    await lockOwners(tx)
    const row = await lockStaff(tx, id)
    if (row.status === 'suspended') return detailOf(tx, row)
    const detail = await detailOf(tx, row)
    if (detail.roles.includes('owner') && !(await otherActiveOwners(tx, id)).length)
      throw new AppError('last_owner', 'staff_users.last_owner')
    const [updated] = await tx
      .update(staffUsers)
      .set({ status: 'suspended', updatedAt: new Date() })
      .where(eq(staffUsers.id, id))
      .returning()
    if (!updated) throw staffNotFound()
    await revokeSessionsOf(tx, id)
    await recordAudit(tx, actor, {
      action: 'staff.suspend',
      entity: 'staff_user',
      entityId: id,
      before: { status: 'active' },
      after: { status: 'suspended', sessions: 'ended' },
    })
    return { ...detail, status: updated.status, updated_at: updated.updatedAt.toISOString() }
  })
}

/** Restores a suspended person: they may sign in again. Restoring someone active changes nothing. */
export async function restoreStaff(db: Db, actor: Actor, id: string) {
  return db.transaction(async (tx) => {
    const row = await lockStaff(tx, id)
    if (row.status === 'active') return detailOf(tx, row)
    const [updated] = await tx
      .update(staffUsers)
      .set({ status: 'active', updatedAt: new Date() })
      .where(eq(staffUsers.id, id))
      .returning()
    if (!updated) throw staffNotFound()
    await recordStatusChange(tx, actor, 'staff.restore', 'staff_user', id, 'suspended', 'active')
    return detailOf(tx, updated)
  })
}

/** Who a change concerns, for its message. */
export const displayName = (user: { name: string; last_name: string }) => `${user.name} ${user.last_name}`
