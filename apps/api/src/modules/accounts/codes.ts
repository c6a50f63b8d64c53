import { createHash, randomInt, timingSafeEqual } from 'node:crypto'
import { and, desc, eq, isNull, lt, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { oneTimeCodes } from '../../db/schema.ts'
import { AppError } from '../../http/errors.ts'

type Purpose = (typeof oneTimeCodes.$inferSelect)['purpose']

const hashCode = (clientId: string, code: string) =>
  createHash('sha256').update(`${clientId}:${code}`).digest('hex')

/** A new 6-digit code for `purpose`; earlier unused codes of the same purpose stop working. */
export async function createCode(
  db: Db,
  clientId: string,
  purpose: Purpose,
  minutes: number,
): Promise<string> {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0')
  await db.transaction(async (tx) => {
    await tx
      .update(oneTimeCodes)
      .set({ usedAt: new Date() })
      .where(
        and(
          eq(oneTimeCodes.clientId, clientId),
          eq(oneTimeCodes.purpose, purpose),
          isNull(oneTimeCodes.usedAt),
        ),
      )
    await tx.insert(oneTimeCodes).values({
      clientId,
      purpose,
      codeHash: hashCode(clientId, code),
      expiresAt: new Date(Date.now() + minutes * 60_000),
    })
  })
  return code
}

/**
 * Checks a code: not found, expired, too many wrong tries, or wrong each answer with their own error. With
 * `consume`, a right code is spent so it cannot be used twice.
 */
export async function verifyCode(
  db: Db,
  options: { clientId: string; purpose: Purpose; code: string; maxAttempts: number; consume: boolean },
) {
  const [pending] = await db
    .select()
    .from(oneTimeCodes)
    .where(
      and(
        eq(oneTimeCodes.clientId, options.clientId),
        eq(oneTimeCodes.purpose, options.purpose),
        isNull(oneTimeCodes.usedAt),
      ),
    )
    .orderBy(desc(oneTimeCodes.createdAt))
    .limit(1)
  if (!pending) throw new AppError(422, 'code_not_found', 'auth.code_not_found')
  if (pending.expiresAt.getTime() <= Date.now()) throw new AppError(422, 'code_expired', 'auth.code_expired')
  if (pending.attempts >= options.maxAttempts)
    throw new AppError(429, 'too_many_attempts', 'too_many_attempts', { seconds: 60 })
  const expected = Buffer.from(pending.codeHash, 'hex')
  const given = Buffer.from(hashCode(options.clientId, options.code), 'hex')
  if (!timingSafeEqual(expected, given)) {
    // Counted in SQL so parallel guesses cannot share one attempt.
    await db
      .update(oneTimeCodes)
      .set({ attempts: sql`${oneTimeCodes.attempts} + 1` })
      .where(and(eq(oneTimeCodes.id, pending.id), lt(oneTimeCodes.attempts, options.maxAttempts)))
    throw new AppError(422, 'code_invalid', 'auth.code_invalid')
  }
  if (options.consume) {
    const spent = await db
      .update(oneTimeCodes)
      .set({ usedAt: new Date() })
      .where(and(eq(oneTimeCodes.id, pending.id), isNull(oneTimeCodes.usedAt)))
      .returning({ id: oneTimeCodes.id })
    if (spent.length === 0) throw new AppError(422, 'code_not_found', 'auth.code_not_found')
  }
}
