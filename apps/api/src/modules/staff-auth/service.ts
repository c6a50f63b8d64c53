import type { StaffUser } from '@hotel/contract'
import { hash, verify } from '@node-rs/argon2'
import { and, eq, gt, isNull, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { staffTokens, staffUsers } from '../../db/schema/index.ts'
import { AppError } from '../../http/errors.ts'
import { hashToken, newToken } from '../../http/tokens.ts'

type StaffRow = typeof staffUsers.$inferSelect

export function toStaffUser(row: StaffRow): StaffUser {
  return {
    id: row.id,
    name: row.name,
    last_name: row.lastName,
    email: row.email,
    role: row.role,
    status: row.status,
  }
}

/** argon2id with the library's OWASP-aligned defaults. */
export const hashPassword = (password: string) => hash(password)

// Verifying against this when the e-mail is unknown keeps the answer time the same for both cases.
let decoyHash: Promise<string> | undefined

export async function signIn(db: Db, email: string, password: string, ttlHours: number) {
  const [user] = await db
    .select()
    .from(staffUsers)
    .where(eq(sql`lower(${staffUsers.email})`, email.trim().toLowerCase()))
    .limit(1)
  decoyHash ??= hashPassword('decoy password that never matches')
  const valid = await verify(user?.passwordHash ?? (await decoyHash), password)
  if (!user || !valid) throw new AppError(401, 'invalid_credentials', 'auth.invalid_credentials')
  if (user.status === 'suspended') throw new AppError(403, 'account_suspended', 'auth.account_suspended')
  const { token, hash: tokenHash } = newToken()
  await db.insert(staffTokens).values({
    userId: user.id,
    tokenHash,
    expiresAt: new Date(Date.now() + ttlHours * 3600_000),
  })
  return { token, user: toStaffUser(user) }
}

/** The active staff user holding `token`, or an AppError (401 invalid or expired, 403 suspended). */
export async function staffForToken(db: Db, token: string): Promise<{ user: StaffUser; tokenId: string }> {
  const [row] = await db
    .select({ user: staffUsers, tokenId: staffTokens.id })
    .from(staffTokens)
    .innerJoin(staffUsers, eq(staffUsers.id, staffTokens.userId))
    .where(
      and(
        eq(staffTokens.tokenHash, hashToken(token)),
        isNull(staffTokens.revokedAt),
        gt(staffTokens.expiresAt, new Date()),
      ),
    )
    .limit(1)
  if (!row) throw new AppError(401, 'token_invalid', 'auth.token_invalid')
  if (row.user.status === 'suspended') throw new AppError(403, 'account_suspended', 'auth.account_suspended')
  return { user: toStaffUser(row.user), tokenId: row.tokenId }
}

export async function revokeToken(db: Db, tokenId: string) {
  await db.update(staffTokens).set({ revokedAt: new Date() }).where(eq(staffTokens.id, tokenId))
}
