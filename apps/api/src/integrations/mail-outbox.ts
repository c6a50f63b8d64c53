import { and, asc, eq, inArray, isNotNull, isNull, lt, lte, or, sql } from 'drizzle-orm'
import type { Db } from '../db/client.ts'
import { mailOutbox } from '../db/schema/index.ts'
import type { Mail, Mailer, SendOptions } from './mail.ts'

type OutboxRow = typeof mailOutbox.$inferSelect

export interface MailOutbox extends Mailer {
  /** Begins delivering: at once, then after every enqueue in this process and every `pollMs`. */
  start(): void
  /** Resolves once no mail is due that this process could take (tests wait on it before reading mails). */
  drain(): Promise<void>
  /**
   * Stops taking mails; resolves when the one in flight is delivered (or has failed) and the rest of its batch
   * is handed back.
   */
  close(): Promise<void>
  /**
   * Deletes rows sent more than 30 days ago and rows given up more than 90 days ago (kept that long with their
   * error, to be looked into); resolves to how many went. The worker runs it at most once per `pruneEveryMs`.
   */
  prune(): Promise<number>
}

/**
 * `send`'s options on the outbox: `executor` is the transaction (or database) the row is inserted on, so a mail
 * written inside a booking's or a payment's transaction commits with it, or not at all.
 */
interface OutboxSendOptions extends SendOptions {
  executor?: Db
}

/**
 * Enqueues `mail` on `executor` (a transaction: the row commits with it). Every mailer the app hands its
 * routes is the outbox; any other Mailer (a test's) just sends. Call `deliverSoon` once the transaction has
 * committed, or leave the row to the worker's next poll.
 */
export function enqueueIn(mailer: Mailer, executor: Db, mail: Mail, options: SendOptions = {}) {
  const withExecutor: OutboxSendOptions = { ...options, executor }
  return mailer.send(mail, withExecutor)
}

/** Tells the outbox behind `mailer` (if it is one) to look for due mails now: after a commit that enqueued one. */
export function deliverSoon(mailer: Mailer) {
  const outbox = mailer as Partial<MailOutbox>
  if (typeof outbox.drain === 'function') void outbox.drain()
}

export interface OutboxOptions {
  db: Db
  /** What really sends: SMTP or the .eml files (createMailer), or a test's fake. */
  transport: Mailer
  log: { warn(obj: unknown, msg: string): void; error(obj: unknown, msg: string): void }
  /** Rows left by a crash, by another instance's enqueue or by a retry are found by this poll. */
  pollMs?: number
  maxAttempts?: number
  /** Wait before attempt `attempts + 1`, after `attempts` failures. */
  retryDelayMs?: (attempts: number) => number
  /**
   * How long a taken row stays away from other workers. It must outlast a send (SMTP timeouts included): a
   * worker that dies mid-send leaves its row to be taken again, and sent again, once this has passed.
   */
  leaseMs?: number
  /** How often (at most) this worker deletes old rows (prune); an hour by default. */
  pruneEveryMs?: number
  /**
   * How many due rows a worker takes in one round trip (10 by default): under load, one query serves many
   * mails. A worker that dies leaves that many rows to wait out their lease, not one.
   */
  batchSize?: number
}

const second = 1000
/** 10 s, 30 s, 1.5 min, 4.5 min, 13.5 min, 40 min, then hourly: about two and a half hours in all. */
export const defaultRetryDelayMs = (attempts: number) =>
  Math.min(10 * second * 3 ** (attempts - 1), 3600 * second)

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 1000)

/**
 * The app's mailer: `send` only inserts into mail_outbox (so a mail survives a restart and costs a request one
 * insert), and a worker delivers due rows through `transport`. Each worker takes a batch of rows with
 * FOR UPDATE SKIP LOCKED and pushes their next_attempt_at past the lease, so two API instances never send the
 * same mail at once; it sends them one by one, marking each as it goes. Failures are retried with growing
 * delays; after `maxAttempts` the row is kept, unsent, and an error is logged. Logs name the row and
 * recipient, never the content. A mail that tells of a change (a booking, a payment) is inserted on the
 * change's own transaction (`enqueueIn`), so it commits with it or not at all; `deliverSoon` after the commit,
 * or the next poll, sends it. Old rows are pruned hourly (`prune`).
 */
export function createMailOutbox(options: OutboxOptions): MailOutbox {
  const { db, transport, log } = options
  const pollMs = options.pollMs ?? second
  const maxAttempts = options.maxAttempts ?? 8
  const retryDelayMs = options.retryDelayMs ?? defaultRetryDelayMs
  const leaseMs = options.leaseMs ?? 15 * 60 * second
  const pruneEveryMs = options.pruneEveryMs ?? 3600 * second
  const batchSize = options.batchSize ?? 10
  let prunedAt = Number.NEGATIVE_INFINITY
  // Told when an attempt of this process fails (an invitation flags its mail); lost on a restart.
  const onFailure = new Map<string, () => Promise<void>>()
  let started = false
  let closed = false
  let timer: NodeJS.Timeout | undefined
  let running: Promise<void> | null = null
  let again = false

  /** Takes up to `batchSize` due rows, the longest due first, and leases them to this worker. */
  async function claim(): Promise<OutboxRow[]> {
    const due = db
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(and(isNull(mailOutbox.sentAt), lte(mailOutbox.nextAttemptAt, sql`now()`)))
      .orderBy(asc(mailOutbox.nextAttemptAt))
      .limit(batchSize)
      .for('update', { skipLocked: true })
    const rows = await db
      .update(mailOutbox)
      .set({
        attempts: sql`${mailOutbox.attempts} + 1`,
        nextAttemptAt: sql`now() + ${leaseMs} * interval '1 millisecond'`,
      })
      .where(inArray(mailOutbox.id, due))
      .returning()
    // RETURNING keeps no order: the oldest first (to the millisecond; PGlite's clock has no finer grain).
    return rows.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime())
  }

  /** Hands rows taken but not tried back to any worker at once, as they were (a close mid-batch). */
  async function release(rows: OutboxRow[]) {
    if (rows.length === 0) return
    await db
      .update(mailOutbox)
      .set({ attempts: sql`${mailOutbox.attempts} - 1`, nextAttemptAt: sql`now()` })
      .where(
        and(
          inArray(
            mailOutbox.id,
            rows.map((row) => row.id),
          ),
          isNull(mailOutbox.sentAt),
        ),
      )
  }

  async function deliver(row: OutboxRow) {
    try {
      await transport.send({
        to: row.recipient,
        subject: row.subject,
        text: row.text,
        html: row.html,
        ...(row.replyTo ? { replyTo: row.replyTo } : {}),
      })
    } catch (error) {
      const givingUp = row.attempts >= maxAttempts
      await db
        .update(mailOutbox)
        .set({
          lastError: errorText(error),
          nextAttemptAt: givingUp
            ? null
            : sql`now() + ${retryDelayMs(row.attempts)} * interval '1 millisecond'`,
        })
        .where(eq(mailOutbox.id, row.id))
      const failed = onFailure.get(row.id)
      if (givingUp) onFailure.delete(row.id)
      const context = { mail: row.id, to: row.recipient, attempts: row.attempts, err: errorText(error) }
      if (givingUp) log.error(context, 'mail given up after its last attempt; the row is kept in mail_outbox')
      else log.warn(context, 'mail not sent; it will be tried again')
      await failed?.().catch((hookError: unknown) =>
        log.error({ err: hookError, mail: row.id }, 'mail failure hook'),
      )
      return
    }
    onFailure.delete(row.id)
    await db
      .update(mailOutbox)
      .set({ sentAt: sql`now()`, nextAttemptAt: null, lastError: null })
      .where(eq(mailOutbox.id, row.id))
  }

  async function deliverDue() {
    try {
      while (again && !closed) {
        again = false
        for (let rows = await claim(); rows.length > 0; rows = closed ? [] : await claim())
          for (const [index, row] of rows.entries()) {
            // The first is in flight from the moment it is taken, as a single mail was before batches.
            if (closed && index > 0) {
              await release(rows.slice(index))
              break
            }
            await deliver(row)
          }
      }
    } catch (error) {
      log.warn({ err: errorText(error) }, 'mail outbox: delivery stopped until the next poll')
    } finally {
      // No await between the last look and this, so a kick is either seen by the loop or starts a new one.
      running = null
    }
  }

  /**
   * Sent rows go after 30 days; rows given up (unsent, no next attempt) after 90, counted from their enqueue.
   * Both are ages on the database's clock. The first uses mail_outbox_sent_idx, the second mail_outbox_due_idx
   * (its rows have a null next_attempt_at, which that index holds).
   */
  async function prune(): Promise<number> {
    const gone = await db
      .delete(mailOutbox)
      .where(
        or(
          and(isNotNull(mailOutbox.sentAt), lt(mailOutbox.sentAt, sql`now() - interval '30 days'`)),
          and(
            isNull(mailOutbox.sentAt),
            isNull(mailOutbox.nextAttemptAt),
            lt(mailOutbox.createdAt, sql`now() - interval '90 days'`),
          ),
        ),
      )
      .returning({ id: mailOutbox.id })
    for (const { id } of gone) onFailure.delete(id)
    return gone.length
  }

  /** At most once per `pruneEveryMs` in this process, beside delivery (a failure is retried at the next turn). */
  function pruneWhenDue() {
    const now = performance.now()
    if (now - prunedAt < pruneEveryMs) return
    prunedAt = now
    prune().catch((error: unknown) => {
      prunedAt = Number.NEGATIVE_INFINITY
      log.warn({ err: errorText(error) }, 'mail outbox: old rows not pruned; tried again at the next poll')
    })
  }

  /** One delivery loop at a time; a kick during it makes it look once more before it ends. */
  function kick(): Promise<void> {
    if (!started || closed) return running ?? Promise.resolve()
    pruneWhenDue()
    again = true
    running ??= deliverDue()
    return running
  }

  return {
    async send(mail: Mail, sendOptions?: OutboxSendOptions) {
      const executor = sendOptions?.executor ?? db
      const [row] = await executor
        .insert(mailOutbox)
        .values({
          recipient: mail.to,
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
          replyTo: mail.replyTo ?? null,
        })
        .returning({ id: mailOutbox.id })
      if (row && sendOptions?.onFailure) onFailure.set(row.id, sendOptions.onFailure)
      // A row inserted on a transaction is seen by no worker until it commits: its caller calls deliverSoon
      // then, and the poll finds it otherwise (a crash before the commit leaves no row at all).
      if (executor === db) void kick()
    },
    start() {
      if (started) return
      started = true
      timer = setInterval(() => void kick(), pollMs)
      timer.unref()
      void kick()
    },
    drain: kick,
    prune,
    async close() {
      closed = true
      clearInterval(timer)
      await running
    },
  }
}
