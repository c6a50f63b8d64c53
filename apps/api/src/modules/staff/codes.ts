import { createHash, randomInt, timingSafeEqual } from 'node:crypto'
import { and, desc, eq, isNull, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { staffCodes, staffUsers } from '../../db/schema/index.ts'
import { AppError } from '../../http/errors.ts'
import { capCounts, capWaits, codeInvalid, tooManyAttempts, withinADay } from '../accounts/codes.ts'
import type { Tx } from './deps.ts'

// A staff member's password codes (a forgotten password), with the guests' caps per account across codes
// (accounts/codes.ts): at most 5 codes an hour and 10 a day, 10 wrong guesses an hour and 20 a day, beside
// OTP_MAX_ATTEMPTS per code. Counted in staff_codes under the person's row lock, so parallel requests count
// one by one.

const hashCode = (staffId: string, code: string) =>
  createHash('sha256').update(`staff:${staffId}:${code}`).digest('hex')

/** NO KEY UPDATE: sign-ins inserting sessions that reference the person are not held up. */
const lockStaff = (tx: Tx, staffId: string) =>
  tx.select({ id: staffUsers.id }).from(staffUsers).where(eq(staffUsers.id, staffId)).for('no key update')

/** The person's waits for codes (accounts/codes.ts, capWaits). */
async function overCaps(tx: Tx, staffId: string) {
  const [row] = await tx
    .select(capCounts(staffCodes.createdAt, staffCodes.attempts))
    .from(staffCodes)
    .where(and(eq(staffCodes.staffUserId, staffId), withinADay(staffCodes.createdAt)))
  return capWaits(row)
}

/** A new 6-digit code (earlier unused ones stop working); null when the person is over the caps on codes. */
export async function createStaffCode(db: Db, staffId: string, minutes: number): Promise<string | null> {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0')
  return db.transaction(async (tx) => {
    await lockStaff(tx, staffId)
    if ((await overCaps(tx, staffId)).requests !== null) return null
    await tx
      .update(staffCodes)
      .set({ usedAt: new Date() })
      .where(and(eq(staffCodes.staffUserId, staffId), isNull(staffCodes.usedAt)))
    await tx.insert(staffCodes).values({
      staffUserId: staffId,
      codeHash: hashCode(staffId, code),
      expiresAt: new Date(Date.now() + minutes * 60_000),
    })
    return code
  })
}

/**
 * Checks and spends a code: 429 over the guess caps or after `maxAttempts` wrong tries of this code, 422
 * `code_expired`, or 422 `code_invalid` (none pending, or a wrong one, which counts). Runs `then` with the
 * transaction once the code is spent, so that what the code allows lands with it or not at all.
 */
export async function spendStaffCode(
  db: Db,
  options: { staffId: string; code: string; maxAttempts: number },
  then: (tx: Tx) => Promise<void>,
) {
  // The error is returned, not thrown, so that the transaction keeps the wrong guess it counted.
  const failure = await db.transaction(async (tx): Promise<AppError | null> => {
    await lockStaff(tx, options.staffId)
    const { guesses } = await overCaps(tx, options.staffId)
    if (guesses !== null) return tooManyAttempts(guesses)
    const [pending] = await tx
      .select()
      .from(staffCodes)
      .where(and(eq(staffCodes.staffUserId, options.staffId), isNull(staffCodes.usedAt)))
      .orderBy(desc(staffCodes.createdAt))
      .limit(1)
    if (!pending) return codeInvalid()
    if (pending.expiresAt.getTime() <= Date.now()) return new AppError('code_expired', 'auth.code_expired')
    if (pending.attempts >= options.maxAttempts) return tooManyAttempts(60)
    const expected = Buffer.from(pending.codeHash, 'hex')
    const given = Buffer.from(hashCode(options.staffId, options.code), 'hex')
    if (!timingSafeEqual(expected, given)) {
      await tx
        .update(staffCodes)
        .set({ attempts: sql`${staffCodes.attempts} + 1` })
        .where(eq(staffCodes.id, pending.id))
      return codeInvalid()
    }
    await tx.update(staffCodes).set({ usedAt: new Date() }).where(eq(staffCodes.id, pending.id))
    await then(tx)
    return null
  })
  if (failure) throw failure
}
