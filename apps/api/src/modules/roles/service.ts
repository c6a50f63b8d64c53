import {
  permissions as allPermissions,
  isOwnerOnly,
  isPermission,
  isStaffRole,
  type Locale,
  type Permission,
  permissionCatalogue,
  type RoleEntry,
  type RoleMatrix,
  roleLabels,
  type StaffGrants,
  type StaffRole,
  staffRoles,
} from '@hotel/contract'
import { and, eq, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { rolePermissions, staffUserPermissions, staffUserRoles, staffUsers } from '../../db/schema/index.ts'
import type { Actor } from '../../http/auth.ts'
import { AppError } from '../../http/errors.ts'
import type { MessageKey, MessageParams } from '../../http/messages/index.ts'
import { recordAudit } from '../audit/record.ts'
import { permissionsOf, rolesOf, toStaffUser } from '../staff-auth/service.ts'
import { lockOwners, lockRoleGrants, otherActiveOwners } from './owners.ts'

type StaffRow = typeof staffUsers.$inferSelect

/** What a change answers: its message (the labels in the caller's language) and the data. */
export interface Outcome<T> {
  message: { key: MessageKey; params: MessageParams }
  data: T
}

const inCatalogueOrder = (held: Iterable<string>): Permission[] => {
  const set = new Set(held)
  return allPermissions.filter((permission) => set.has(permission))
}

// Names are matched without regard to letter case: "Receptionist" is the receptionist role.
function requireRole(name: string): StaffRole {
  const role = name.trim().toLowerCase()
  if (!isStaffRole(role)) throw new AppError('role_not_found', 'roles.role_not_found', { role: name })
  return role
}

function requirePermission(name: string): Permission {
  const permission = name.trim().toLowerCase()
  if (!isPermission(permission))
    throw new AppError('permission_not_found', 'roles.permission_not_found', { permission: name })
  return permission
}

function refuseOwnerOnly(held: Permission[], field: string) {
  const ownerOnly = held.filter(isOwnerOnly)
  if (!ownerOnly.length) return
  throw new AppError(
    'owner_only_permission',
    'roles.owner_only',
    { permissions: ownerOnly.join(', ') },
    { [field]: [{ key: 'roles.owner_only', params: { permissions: ownerOnly.join(', ') } }] },
  )
}

async function grantsOfRoles(db: Db): Promise<Map<StaffRole, Permission[]>> {
  const rows = await db.select().from(rolePermissions)
  const grants = new Map<StaffRole, Permission[]>(staffRoles.map((role) => [role, []]))
  for (const row of rows) grants.get(row.role)?.push(row.permission as Permission)
  // The owner holds everything in code; the others what their rows say, in the catalogue's order, without
  // names the catalogue no longer has.
  for (const role of staffRoles)
    grants.set(role, role === 'owner' ? [...allPermissions] : inCatalogueOrder(grants.get(role) ?? []))
  return grants
}

async function holdersOfRoles(db: Db): Promise<Map<StaffRole, number>> {
  const rows = await db
    .select({ role: staffUserRoles.role, count: sql<number>`count(*)::int` })
    .from(staffUserRoles)
    .groupBy(staffUserRoles.role)
  return new Map(rows.map((row) => [row.role, row.count]))
}

const roleEntry = (role: StaffRole, permissions: Permission[], holders: number): RoleEntry => ({
  role,
  label: roleLabels[role],
  permissions,
  editable: role !== 'owner',
  holders,
})

/** The matrix the owner edits: every role with its grants and holders, and the catalogue of permissions. */
export async function roleMatrix(db: Db): Promise<RoleMatrix> {
  const [grants, holders] = await Promise.all([grantsOfRoles(db), holdersOfRoles(db)])
  return {
    roles: staffRoles.map((role) => roleEntry(role, grants.get(role) ?? [], holders.get(role) ?? 0)),
    permissions: allPermissions.map((permission) => ({
      permission,
      label: { en: permissionCatalogue[permission].en, es: permissionCatalogue[permission].es },
      owner_only: isOwnerOnly(permission),
    })),
  }
}

/**
 * Replaces a role's grants. The owner role is not edited (409), unknown names are 404 and owner-only
 * permissions 422. Holders see the change on their next request: permissions are read per request.
 */
export async function setRolePermissions(
  db: Db,
  actor: Actor,
  roleName: string,
  names: string[],
): Promise<Outcome<RoleEntry>> {
  const role = requireRole(roleName)
  if (role === 'owner') throw new AppError('owner_role_fixed', 'roles.owner_fixed')
  const unknown = names.filter((name) => !isPermission(name.trim().toLowerCase()))
  if (unknown.length)
    throw new AppError('permission_not_found', 'roles.permission_not_found', {
      permission: [...new Set(unknown)].join(', '),
    })
  const wanted = inCatalogueOrder(names.map((name) => name.trim().toLowerCase()))
  refuseOwnerOnly(wanted, 'permissions')
  return db.transaction(async (tx) => {
    await lockRoleGrants(tx, role)
    const rows = await tx
      .select({ permission: rolePermissions.permission })
      .from(rolePermissions)
      .where(eq(rolePermissions.role, role))
    const before = inCatalogueOrder(rows.map((row) => row.permission))
    const stale = rows.length !== before.length
    const changed = stale || before.join() !== wanted.join()
    if (changed) {
      await tx.delete(rolePermissions).where(eq(rolePermissions.role, role))
      if (wanted.length)
        await tx.insert(rolePermissions).values(wanted.map((permission) => ({ role, permission })))
      await recordAudit(tx, actor, {
        action: 'roles.permissions',
        entity: 'role',
        entityId: role,
        before: { permissions: before },
        after: {
          permissions: wanted,
          added: wanted.filter((permission) => !before.includes(permission)),
          removed: before.filter((permission) => !wanted.includes(permission)),
        },
      })
    }
    const [holders] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(staffUserRoles)
      .where(eq(staffUserRoles.role, role))
    return {
      message: {
        key: changed ? 'roles.permissions_saved' : 'roles.permissions_unchanged',
        params: { role },
      },
      data: roleEntry(role, wanted, holders?.count ?? 0),
    }
  })
}

/** The staff member with this e-mail, their row locked until the transaction ends; 404 when there is none. */
async function lockStaffByEmail(tx: Db, email: string): Promise<StaffRow> {
  const [row] = await tx
    .select()
    .from(staffUsers)
    .where(eq(sql`lower(${staffUsers.email})`, email.trim().toLowerCase()))
    .limit(1)
    .for('update')
  if (!row) throw new AppError('staff_email_not_found', 'roles.staff_not_found', { email })
  return row
}

async function directPermissionsOf(tx: Db, userId: string): Promise<Permission[]> {
  const rows = await tx
    .select({ permission: staffUserPermissions.permission })
    .from(staffUserPermissions)
    .where(eq(staffUserPermissions.userId, userId))
  return inCatalogueOrder(rows.map((row) => row.permission))
}

async function grantsOf(tx: Db, row: StaffRow): Promise<StaffGrants> {
  const roles = await rolesOf(tx, row.id)
  return {
    user: toStaffUser(row, roles),
    direct_permissions: await directPermissionsOf(tx, row.id),
    permissions: await permissionsOf(tx, row.id, roles),
  }
}

const fullName = (row: StaffRow) => `${row.name} ${row.lastName}`

/** Gives a person a role, by e-mail; giving one they hold already changes nothing and says so. */
export async function assignRole(db: Db, actor: Actor, email: string, roleName: string) {
  const role = requireRole(roleName)
  return db.transaction(async (tx): Promise<Outcome<StaffGrants>> => {
    const person = await lockStaffByEmail(tx, email)
    const before = await rolesOf(tx, person.id)
    const added = await tx
      .insert(staffUserRoles)
      .values({ userId: person.id, role })
      .onConflictDoNothing()
      .returning({ role: staffUserRoles.role })
    if (added.length)
      await recordAudit(tx, actor, {
        action: 'roles.assign',
        entity: 'staff_user',
        entityId: person.id,
        before: { email: person.email, roles: before },
        after: { email: person.email, roles: [...before, role].sort(), role },
      })
    return {
      message: {
        key: added.length ? 'roles.assigned' : 'roles.already_held',
        params: { name: fullName(person), role },
      },
      data: await grantsOf(tx, person),
    }
  })
}

/**
 * Takes a role away from a person, by e-mail. The last active owner keeps the owner role (409): changes that
 * could leave the hotel without one queue on the owners' lock, so two at once cannot both pass the count.
 * A person left with no role stays signed in, with only the permissions given to them directly.
 */
export async function removeRole(db: Db, actor: Actor, email: string, roleName: string) {
  const role = requireRole(roleName)
  return db.transaction(async (tx): Promise<Outcome<StaffGrants>> => {
    if (role === 'owner') await lockOwners(tx)
    const person = await lockStaffByEmail(tx, email)
    const before = await rolesOf(tx, person.id)
    const name = fullName(person)
    if (!before.includes(role))
      return { message: { key: 'roles.not_held', params: { name, role } }, data: await grantsOf(tx, person) }
    if (role === 'owner' && !(await otherActiveOwners(tx, person.id)).length)
      throw new AppError('last_owner', 'roles.last_owner')
    await tx
      .delete(staffUserRoles)
      .where(and(eq(staffUserRoles.userId, person.id), eq(staffUserRoles.role, role)))
    const after = before.filter((held) => held !== role)
    await recordAudit(tx, actor, {
      action: 'roles.remove',
      entity: 'staff_user',
      entityId: person.id,
      before: { email: person.email, roles: before },
      after: { email: person.email, roles: after, role },
    })
    const data = await grantsOf(tx, person)
    return {
      message: {
        key: after.length
          ? 'roles.removed'
          : data.permissions.length
            ? 'roles.removed_last_direct'
            : 'roles.removed_last',
        params: { name, role },
      },
      data,
    }
  })
}

/** Gives a person a permission of their own, by e-mail; owner-only ones come with the owner role only (422). */
export async function assignPermission(db: Db, actor: Actor, email: string, permissionName: string) {
  const permission = requirePermission(permissionName)
  refuseOwnerOnly([permission], 'permission')
  return db.transaction(async (tx): Promise<Outcome<StaffGrants>> => {
    const person = await lockStaffByEmail(tx, email)
    const before = await directPermissionsOf(tx, person.id)
    const added = await tx
      .insert(staffUserPermissions)
      .values({ userId: person.id, permission })
      .onConflictDoNothing()
      .returning({ permission: staffUserPermissions.permission })
    if (added.length)
      await recordAudit(tx, actor, {
        action: 'permissions.assign',
        entity: 'staff_user',
        entityId: person.id,
        before: { email: person.email, permissions: before },
        after: { email: person.email, permissions: inCatalogueOrder([...before, permission]), permission },
      })
    return {
      message: {
        key: added.length ? 'permissions.assigned' : 'permissions.already_held',
        params: { name: fullName(person), permission },
      },
      data: await grantsOf(tx, person),
    }
  })
}

/** Takes a permission given directly away, by e-mail; what their roles grant stays (and the answer says so). */
export async function removePermission(db: Db, actor: Actor, email: string, permissionName: string) {
  const permission = requirePermission(permissionName)
  return db.transaction(async (tx): Promise<Outcome<StaffGrants>> => {
    const person = await lockStaffByEmail(tx, email)
    const before = await directPermissionsOf(tx, person.id)
    const removed = await tx
      .delete(staffUserPermissions)
      .where(and(eq(staffUserPermissions.userId, person.id), eq(staffUserPermissions.permission, permission)))
      .returning({ permission: staffUserPermissions.permission })
    if (removed.length)
      await recordAudit(tx, actor, {
        action: 'permissions.remove',
        entity: 'staff_user',
        entityId: person.id,
        before: { email: person.email, permissions: before },
        after: { email: person.email, permissions: before.filter((held) => held !== permission), permission },
      })
    const data = await grantsOf(tx, person)
    const key: MessageKey = !removed.length
      ? 'permissions.not_held'
      : data.permissions.includes(permission)
        ? 'permissions.removed_kept_by_role'
        : 'permissions.removed'
    return { message: { key, params: { name: fullName(person), permission } }, data }
  })
}

/** The message of an outcome in the caller's language: role and permission names become their labels. */
export function localized(locale: Locale, params: MessageParams): MessageParams {
  const out = { ...params }
  if (typeof params.role === 'string' && isStaffRole(params.role)) out.role = roleLabels[params.role][locale]
  if (typeof params.permission === 'string' && isPermission(params.permission))
    out.permission = permissionCatalogue[params.permission][locale]
  return out
}
