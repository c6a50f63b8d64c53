import {
  permissions as allPermissions,
  type Permission,
  type StaffRole,
  type StaffUser,
} from '@hotel/contract'
import { and, eq, gt, inArray, isNull, lt, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import {
  rolePermissions,
  staffTokens,
  staffUserPermissions,
  staffUserRoles,
  staffUsers,
} from '../../db/schema/index.ts'
import { AppError } from '../../http/errors.ts'
import { hashToken, newToken } from '../../http/tokens.ts'
import { verifyPassword } from '../../lib/password-hashing.ts'
import { personFacts } from '../../lib/person.ts'

export type StaffRow = typeof staffUsers.$inferSelect

export interface SessionLimits {
  /** Absolute lifetime of a session. */
  hours: number
  /** A session nobody used for this long ends. */
  idleMinutes: number
}

export function toStaffUser(row: StaffRow, roles: StaffRole[]): StaffUser {
  return {
    ...personFacts(row),
    roles,
    status: row.status,
  }
}

export async function rolesOf(db: Db, userId: string): Promise<StaffRole[]> {
  const rows = await db
    .select({ role: staffUserRoles.role })
    .from(staffUserRoles)
    .where(eq(staffUserRoles.userId, userId))
  return rows.map((r) => r.role).sort()
}

/** What a person may do: everything for an owner; otherwise their roles' grants and their own. */
export async function permissionsOf(db: Db, userId: string, roles: StaffRole[]): Promise<Permission[]> {
  if (roles.includes('owner')) return [...allPermissions]
  const [fromRoles, direct] = await Promise.all([
    roles.length
      ? db
          .select({ permission: rolePermissions.permission })
          .from(rolePermissions)
          .where(inArray(rolePermissions.role, roles))
      : [],
    db
      .select({ permission: staffUserPermissions.permission })
      .from(staffUserPermissions)
      .where(eq(staffUserPermissions.userId, userId)),
  ])
  const held = new Set([...fromRoles, ...direct].map((r) => r.permission))
  // The catalogue's order, and nothing it no longer has.
  return allPermissions.filter((permission) => held.has(permission))
}

export async function signIn(db: Db, email: string, password: string, limits: SessionLimits) {
  const [user] = await db
    .select()
    .from(staffUsers)
    .where(eq(sql`lower(${staffUsers.email})`, email.trim().toLowerCase()))
    .limit(1)
  const valid = await verifyPassword(user?.passwordHash, password)
  if (!user || !valid) throw new AppError('invalid_credentials', 'auth.invalid_credentials')
  if (user.status === 'suspended') throw new AppError('account_suspended', 'auth.account_suspended')
  return startSession(db, user, limits)
}

/** A new session for a person whose credentials were checked (sign-in, an accepted invitation). */
export async function startSession(db: Db, user: StaffRow, limits: SessionLimits) {
  const { token, hash: tokenHash } = newToken()
  const [row] = await db
    .insert(staffTokens)
    .values({ userId: user.id, tokenHash, expiresAt: new Date(Date.now() + limits.hours * 3600_000) })
    .returning({ id: staffTokens.id })
  if (!row) throw new Error('session not inserted')
  const roles = await rolesOf(db, user.id)
  return {
    token,
    sessionId: row.id,
    user: toStaffUser(user, roles),
    permissions: await permissionsOf(db, user.id, roles),
  }
}

/**
 * The live session holding `token`: not revoked, within its lifetime, used within the idle timeout, of an
 * active person; else 401 (the dashboard then signs out). Its last use is written at most once a minute.
 */
export async function staffSessionFor(db: Db, token: string, limits: SessionLimits) {
  const now = Date.now()
  const [row] = await db
    .select({ user: staffUsers, sessionId: staffTokens.id, lastSeenAt: staffTokens.lastSeenAt })
    .from(staffTokens)
    .innerJoin(staffUsers, eq(staffUsers.id, staffTokens.userId))
    .where(
      and(
        eq(staffTokens.tokenHash, hashToken(token)),
        isNull(staffTokens.revokedAt),
        gt(staffTokens.expiresAt, new Date(now)),
        gt(staffTokens.lastSeenAt, new Date(now - limits.idleMinutes * 60_000)),
      ),
    )
    .limit(1)
  if (!row || row.user.status === 'suspended') throw new AppError('token_invalid', 'auth.token_invalid')
  if (now - row.lastSeenAt.getTime() > 60_000)
    await db
      .update(staffTokens)
      .set({ lastSeenAt: new Date(now) })
      .where(and(eq(staffTokens.id, row.sessionId), lt(staffTokens.lastSeenAt, new Date(now - 60_000))))
  const roles = await rolesOf(db, row.user.id)
  return {
    user: toStaffUser(row.user, roles),
    permissions: await permissionsOf(db, row.user.id, roles),
    sessionId: row.sessionId,
  }
}

export async function revokeSession(db: Db, sessionId: string) {
  await db.update(staffTokens).set({ revokedAt: new Date() }).where(eq(staffTokens.id, sessionId))
}

/** Ends every session of a person (suspended, signed out everywhere, password changed). */
export async function revokeSessionsOf(db: Db, userId: string) {
  await db
    .update(staffTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(staffTokens.userId, userId), isNull(staffTokens.revokedAt)))
}
