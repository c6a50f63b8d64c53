import { setTimeout as sleep } from 'node:timers/promises'
import { type CreateRateLimitOptions, normalizeIP } from '@fastify/rate-limit'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { AppError } from '../../http/errors.ts'

/**
 * How many wrong passwords a sign-in route takes, counted on FAILED attempts only (a right password costs
 * nothing), per account (the e-mail as typed, known or not, so the answer never tells whether it exists):
 *
 * - per account and address: `perPair` failures per window. Stops one address guessing; the guest's own
 *   typos from home or the hotel's Wi-Fi reach this limit only.
 * - per account, from every address: `perAccount` failures per window. Past it, an address the account
 *   signed in from during the last `knownDays` days still gets its own `perPair` tries; every other address
 *   gets 429. An attacker spreading guesses over many addresses thus gets at most `perAccount` guesses per
 *   window in all, and cannot lock the guest out of the address they use.
 * - a failed answer on an account with more than `perPair` recent failures (under attack) waits
 *   `delayPerFailureMs` per failure beyond that, at most `maxDelayMs`.
 *
 * The counters live in the rate-limit store: memory, or Redis when REDIS_URL is set (shared by every
 * instance). A try reads them and only a failure adds to them; tries still running in this process count
 * as well, so a burst of parallel guesses cannot all pass before the first failure is written.
 */
export interface PasswordGuessLimits {
  perPair: number
  perAccount: number
  windowMinutes: number
  knownDays: number
  delayPerFailureMs: number
  maxDelayMs: number
}

const defaultPasswordGuessLimits: PasswordGuessLimits = {
  perPair: 10,
  perAccount: 100,
  windowMinutes: 15,
  knownDays: 30,
  delayPerFailureMs: 20,
  maxDelayMs: 400,
}

/** Memory store size per counter: large, so that spraying many e-mails cannot evict an account's counter. */
const storeEntries = 100_000

export function passwordGuessLimiter(
  app: FastifyInstance,
  options: {
    /** Names the counters, e.g. 'client-login'. */
    prefix: string
    /** True for the error a wrong password (or an unknown e-mail) answers. */
    isFailure: (error: unknown) => boolean
    limits?: PasswordGuessLimits
  },
) {
  const limits = options.limits ?? defaultPasswordGuessLimits
  const window = limits.windowMinutes * 60_000
  const accountOf = (request: FastifyRequest) => {
    const email = (request.body as { email?: unknown } | undefined)?.email
    return typeof email === 'string' ? email.trim().toLowerCase() : ''
  }
  // An IPv6 client controls its whole /64: count the subnet, as the global limit does.
  const addressOf = (request: FastifyRequest) => normalizeIP(request.ip)
  const counter = (name: string, max: number, timeWindow: number, key: (request: FastifyRequest) => string) =>
    app.createRateLimit({
      max,
      timeWindow,
      keyGenerator: (request) => `${options.prefix}-${name}:${key(request)}`,
      cache: storeEntries,
    } as CreateRateLimitOptions)
  const pairKey = (request: FastifyRequest) => `${accountOf(request)}|${addressOf(request)}`
  const pair = counter('pair', limits.perPair, window, pairKey)
  const account = counter('account', limits.perAccount, window, accountOf)
  const known = counter('known', 1, limits.knownDays * 86_400_000, pairKey)
  const running = new Map<string, number>()
  const adjust = (key: string, by: number) => {
    const next = (running.get(key) ?? 0) + by
    if (next > 0) running.set(key, next)
    else running.delete(key)
  }
  /** Failures counted in the store (an allow-listed key, which this limiter never makes, counts none). */
  const failures = (state: Awaited<ReturnType<typeof pair>>) =>
    state.isAllowed ? { count: 0, ttl: 0 } : { count: state.max - state.remaining, ttl: state.ttl }
  const tooMany = (ttlMs: number) =>
    new AppError('too_many_attempts', 'too_many_attempts', {
      seconds: Math.max(1, Math.ceil(ttlMs / 1000)),
    })

  /** Runs a sign-in under the limits: refuses it with 429 when over, counts it when it fails. */
  return async function limited<T>(request: FastifyRequest, signIn: () => Promise<T>): Promise<T> {
    const keys = { pair: `pair:${pairKey(request)}`, account: `account:${accountOf(request)}` }
    const [byPair, byAccount] = (
      await Promise.all([pair(request, { increment: false }), account(request, { increment: false })])
    ).map(failures) as [{ count: number; ttl: number }, { count: number; ttl: number }]
    if (byPair.count + (running.get(keys.pair) ?? 0) >= limits.perPair) throw tooMany(byPair.ttl)
    if (byAccount.count + (running.get(keys.account) ?? 0) >= limits.perAccount) {
      const familiar = failures(await known(request, { increment: false }))
      if (familiar.count === 0) throw tooMany(byAccount.ttl)
    }
    adjust(keys.pair, 1)
    adjust(keys.account, 1)
    let runningNow = true
    const done = () => {
      if (!runningNow) return
      runningNow = false
      adjust(keys.pair, -1)
      adjust(keys.account, -1)
    }
    try {
      const result = await signIn()
      done()
      await known(request)
      return result
    } catch (error) {
      if (options.isFailure(error)) {
        const [, total] = await Promise.all([pair(request), account(request)])
        done() // counted in the store now
        const excess = failures(total).count - limits.perPair
        if (excess > 0) await sleep(Math.min(limits.maxDelayMs, excess * limits.delayPerFailureMs))
      }
      throw error
    } finally {
      done()
    }
  }
}
