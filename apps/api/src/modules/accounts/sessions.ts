import type { ClientUser } from '@hotel/contract'
import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { clients, clientTokens } from '../../db/schema/index.ts'
import type { ClientRow } from '../../http/auth.ts'
import { AppError } from '../../http/errors.ts'
import { hashToken, newToken } from '../../http/tokens.ts'
import { personFacts } from '../../lib/person.ts'

export function toClientUser(row: ClientRow): ClientUser {
  return {
    ...personFacts(row),
    city: row.city,
    country: row.country,
    birth_date: row.birthDate,
    description: row.description,
    profile_image: row.profileImage,
    status: row.status,
    locale: row.locale,
    created_at: row.createdAt.toISOString(),
  }
}

export async function issueClientToken(db: Db, clientId: string, ttlDays: number): Promise<string> {
  const { token, hash } = newToken()
  await db
    .insert(clientTokens)
    .values({ clientId, tokenHash: hash, expiresAt: new Date(Date.now() + ttlDays * 86_400_000) })
  return token
}

/**
 * Every signed-in guest request reads its token: one statement, built once per database (prepared), instead of
 * drizzle building the same SQL on each request.
 */
const tokenStatements = new WeakMap<Db, ReturnType<typeof prepareTokenLookup>>()

const prepareTokenLookup = (db: Db) =>
  db
    .select({ tokenId: clientTokens.id, clientId: clientTokens.clientId, client: clients })
    .from(clientTokens)
    .leftJoin(clients, eq(clients.id, clientTokens.clientId))
    .where(
      and(
        eq(clientTokens.tokenHash, sql.placeholder('hash')),
        isNull(clientTokens.revokedAt),
        gt(clientTokens.expiresAt, sql.placeholder('now')),
      ),
    )
    .limit(1)
    .prepare('client_token_lookup')

export async function clientForToken(db: Db, token: string): Promise<{ row: ClientRow; tokenId: string }> {
  let statement = tokenStatements.get(db)
  if (!statement) {
    statement = prepareTokenLookup(db)
    tokenStatements.set(db, statement)
  }
  const [found] = await statement.execute({ hash: hashToken(token), now: new Date() })
  if (!found) throw new AppError('token_invalid', 'auth.token_invalid')
  if (!found.client) throw new AppError('user_not_found', 'auth.user_not_found')
  if (found.client.status === 'suspended') throw new AppError('account_suspended', 'auth.account_suspended')
  return { row: found.client, tokenId: found.tokenId }
}

export async function revokeClientToken(db: Db, tokenId: string) {
  await db.update(clientTokens).set({ revokedAt: new Date() }).where(eq(clientTokens.id, tokenId))
}

/** Revokes every token of a client, but the one in `keepTokenId` (the session that changed the password). */
export async function revokeClientTokens(db: Db, clientId: string, keepTokenId?: string) {
  const mine = and(eq(clientTokens.clientId, clientId), isNull(clientTokens.revokedAt))
  await db
    .update(clientTokens)
    .set({ revokedAt: new Date() })
    .where(keepTokenId ? and(mine, ne(clientTokens.id, keepTokenId)) : mine)
}
