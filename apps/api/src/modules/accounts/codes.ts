import { createHash, randomInt, timingSafeEqual } from 'node:crypto'
import { and, desc, eq, gt, isNull, type SQL, sql } from 'drizzle-orm'
import type { PgColumn } from 'drizzle-orm/pg-core'
import type { Db } from '../../db/client.ts'
import { clients, oneTimeCodes } from '../../db/schema/index.ts'
import { AppError } from '../../http/errors.ts'

type Purpose = (typeof oneTimeCodes.$inferSelect)['purpose']
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]

/**
 * Per account and purpose, across all its codes: at most this many codes made (and mailed) and wrong guesses,
 * in the last hour and the last day. Counted from one_time_codes: the rows created, and their `attempts`
 * summed, over each window. Each code also locks after OTP_MAX_ATTEMPTS wrong guesses, but a new code used
 * to bring fresh guesses: with these caps a guesser gets at most 20 tries a day (one in a million each),
 * whatever addresses it uses. Constants rather than settings: a guest needs a handful of codes at most.
 */
const codeCaps = {
  requests: { hour: 5, day: 10 },
  guesses: { hour: 10, day: 20 },
} as const

const hashCode = (clientId: string, code: string) =>
  createHash('sha256').update(`${clientId}:${code}`).digest('hex')

/**
 * Locks the client's row for the transaction, so that requests and guesses on one account run one after
 * another and the caps above hold under parallel requests. (NO KEY UPDATE: sign-ins inserting tokens that
 * reference the client are not held up.)
 */
const lockClient = (tx: Tx, clientId: string) =>
  tx.select({ id: clients.id }).from(clients).where(eq(clients.id, clientId)).for('no key update')

const hour = sql`interval '1 hour'`
const day = sql`interval '1 day'`

/**
 * What the caps read of a code table (guests' or staff's), over one account's rows of the last day: codes made
 * and wrong guesses in the last hour and day, and the seconds until the oldest of each leaves its window.
 */
export function capCounts(createdAt: PgColumn, attempts: PgColumn) {
  const inHour = sql`${createdAt} > now() - ${hour}`
  const guessed = sql`${attempts} > 0`
  const freedIn = (filter: SQL, window: SQL) =>
    sql<number>`ceil(extract(epoch from min(${createdAt}) filter (where ${filter}) + ${window} - now()))`.mapWith(
      Number,
    )
  return {
    requestsHour: sql<number>`count(*) filter (where ${inHour})`.mapWith(Number),
    requestsDay: sql<number>`count(*)`.mapWith(Number),
    guessesHour: sql<number>`coalesce(sum(${attempts}) filter (where ${inHour}), 0)`.mapWith(Number),
    guessesDay: sql<number>`coalesce(sum(${attempts}), 0)`.mapWith(Number),
    requestsHourFreedIn: freedIn(inHour, hour),
    requestsDayFreedIn: freedIn(sql`true`, day),
    guessesHourFreedIn: freedIn(sql`${inHour} and ${guessed}`, hour),
    guessesDayFreedIn: freedIn(guessed, day),
  }
}

/** The last day, for the rows `capCounts` reads. */
export const withinADay = (createdAt: PgColumn) => gt(createdAt, sql`now() - ${day}`)

type CapCounts = { [K in keyof ReturnType<typeof capCounts>]: number | null }

/** How long to wait before the next code (requests) and the next guess (guesses): null under the caps, else seconds. */
export function capWaits(row: CapCounts | undefined) {
  if (!row) throw new Error('aggregate returned no row')
  const wait = (count: number | null, cap: number, freedIn: number | null) =>
    (count ?? 0) >= cap ? Math.max(1, freedIn ?? 0) : 0
  const requests = Math.max(
    wait(row.requestsHour, codeCaps.requests.hour, row.requestsHourFreedIn),
    wait(row.requestsDay, codeCaps.requests.day, row.requestsDayFreedIn),
  )
  const guesses = Math.max(
    wait(row.guessesHour, codeCaps.guesses.hour, row.guessesHourFreedIn),
    wait(row.guessesDay, codeCaps.guesses.day, row.guessesDayFreedIn),
  )
  return { requests: requests || null, guesses: guesses || null }
}

/** The client's waits for codes of `purpose` (see capWaits). */
async function overCaps(tx: Tx, clientId: string, purpose: Purpose) {
  const [row] = await tx
    .select(capCounts(oneTimeCodes.createdAt, oneTimeCodes.attempts))
    .from(oneTimeCodes)
    .where(
      and(
        eq(oneTimeCodes.clientId, clientId),
        eq(oneTimeCodes.purpose, purpose),
        withinADay(oneTimeCodes.createdAt),
      ),
    )
  return capWaits(row)
}

export const tooManyAttempts = (seconds: number) =>
  new AppError('too_many_attempts', 'too_many_attempts', { seconds: Math.max(1, Math.ceil(seconds)) })

/**
 * A new 6-digit code for `purpose`; earlier unused codes of the same purpose stop working. Null, and no
 * code, when the account had `codeCaps.requests` codes in the last hour or day; then `retryIn` says when.
 */
export async function createCode(
  db: Db,
  clientId: string,
  purpose: Purpose,
  minutes: number,
): Promise<{ code: string } | { code: null; retryIn: number }> {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0')
  return db.transaction(async (tx) => {
    await lockClient(tx, clientId)
    const { requests } = await overCaps(tx, clientId, purpose)
    if (requests !== null) return { code: null, retryIn: requests }
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
    return { code }
  })
}

/** The answer to a missing, spent or wrong code, and to an e-mail without an account: always the same. */
export const codeInvalid = () => new AppError('code_invalid', 'auth.code_invalid')

/**
 * Checks a code: 429 when the account is over `codeCaps.guesses` or the code had `maxAttempts` wrong tries,
 * 422 `code_expired`, or 422 `code_invalid` (no code pending, or a wrong one, which counts). With `consume`,
 * a right code is spent so it cannot be used twice. One transaction holding the client's row: parallel
 * guesses are counted one by one.
 */
export async function verifyCode(
  db: Db,
  options: { clientId: string; purpose: Purpose; code: string; maxAttempts: number; consume: boolean },
) {
  // The error is returned, not thrown, so that the transaction keeps the wrong guess it counted.
  const failure = await db.transaction(async (tx): Promise<AppError | null> => {
    await lockClient(tx, options.clientId)
    const { guesses } = await overCaps(tx, options.clientId, options.purpose)
    if (guesses !== null) return tooManyAttempts(guesses)
    const [pending] = await tx
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
    if (!pending) return codeInvalid()
    if (pending.expiresAt.getTime() <= Date.now()) return new AppError('code_expired', 'auth.code_expired')
    if (pending.attempts >= options.maxAttempts) return tooManyAttempts(60)
    const expected = Buffer.from(pending.codeHash, 'hex')
    const given = Buffer.from(hashCode(options.clientId, options.code), 'hex')
    if (!timingSafeEqual(expected, given)) {
      await tx
        .update(oneTimeCodes)
        .set({ attempts: sql`${oneTimeCodes.attempts} + 1` })
        .where(eq(oneTimeCodes.id, pending.id))
      return codeInvalid()
    }
    if (options.consume)
      await tx.update(oneTimeCodes).set({ usedAt: new Date() }).where(eq(oneTimeCodes.id, pending.id))
    return null
  })
  if (failure) throw failure
}
