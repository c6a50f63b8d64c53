import { mkdtemp, readdir, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { eq, inArray, sql } from 'drizzle-orm'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { type Database, openDatabase } from '../db/client.ts'
import { mailOutbox } from '../db/schema/index.ts'
import { freshDatabase, memoryMailer } from '../test/harness.ts'
import { createMailer, type Mail } from './mail.ts'
import {
  createMailOutbox,
  defaultRetryDelayMs,
  deliverSoon,
  enqueueIn,
  type OutboxOptions,
} from './mail-outbox.ts'

let fresh: Awaited<ReturnType<typeof freshDatabase>>
let db: Database['db']
const closing: (() => Promise<void>)[] = []

beforeAll(async () => {
  fresh = await freshDatabase()
  await fresh.database.migrate()
  db = fresh.database.db
})
// Each test's workers stop with it, so none takes another test's mails.
afterEach(async () => {
  for (const close of closing.splice(0).reverse()) await close()
})
afterAll(async () => {
  await fresh.database.close()
  await fresh.drop()
})

const quiet = { info: () => {}, warn: () => {}, error: () => {} }

/** A started outbox, closed after the test; `pollMs` is long unless a test is about polling. */
function outbox(options: Partial<OutboxOptions> & Pick<OutboxOptions, 'transport'>) {
  const box = createMailOutbox({ db, log: quiet, pollMs: 60_000, ...options })
  box.start()
  closing.push(() => box.close())
  return box
}

let count = 0
const mail = (to = `guest${++count}@example.com`): Mail => ({
  to,
  subject: `Reservation ${count}`,
  text: 'Your stay',
  html: '<p>Your stay</p>',
})

const rowFor = async (to: string) => {
  const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.recipient, to))
  if (!row) throw new Error(`no outbox row for ${to}`)
  return row
}

describe('the mail outbox', () => {
  it('stores a mail and delivers it once, with its reply-to, marking the row sent', async () => {
    const transport = memoryMailer()
    const box = outbox({ transport })
    const sent = { ...mail(), replyTo: 'ana@example.com' }
    await box.send(sent)
    await box.drain()
    await box.drain()
    expect(transport.sent).toEqual([sent])
    const row = await rowFor(sent.to)
    expect(row).toMatchObject({
      attempts: 1,
      nextAttemptAt: null,
      lastError: null,
      replyTo: 'ana@example.com',
    })
    expect(row.sentAt).toBeInstanceOf(Date)
  })

  it('retries a failing transport after a delay, recording the error, and gives up after the last attempt', async () => {
    let failures = 2
    const delivered: Mail[] = []
    const failed = vi.fn(async () => {})
    const log = { warn: vi.fn(), error: vi.fn() }
    const box = outbox({
      log,
      transport: {
        async send(m) {
          if (m.subject.startsWith('Never') || failures-- > 0) throw new Error('smtp down')
          delivered.push(m)
        },
      },
      retryDelayMs: (attempts) => attempts * 300,
      maxAttempts: 3,
      pollMs: 50,
    })
    const flaky = mail()
    await box.send(flaky, { onFailure: failed })
    await box.drain()
    const first = await rowFor(flaky.to)
    expect(first).toMatchObject({ attempts: 1, lastError: 'smtp down', sentAt: null })
    // The next attempt waits its delay (300 ms after one failure), measured by the database's clock.
    const wait = (first.nextAttemptAt?.getTime() ?? 0) - first.createdAt.getTime()
    expect(wait).toBeGreaterThanOrEqual(250)
    expect(failed).toHaveBeenCalledTimes(1)
    await vi.waitFor(async () => expect((await rowFor(flaky.to)).sentAt).toBeInstanceOf(Date), {
      timeout: 3000,
    })
    expect(delivered).toEqual([flaky])
    expect(await rowFor(flaky.to)).toMatchObject({ attempts: 3, lastError: null, nextAttemptAt: null })
    expect(failed).toHaveBeenCalledTimes(2)

    const never = { ...mail(), subject: 'Never delivered' }
    await box.send(never)
    await vi.waitFor(async () => expect((await rowFor(never.to)).attempts).toBe(3), { timeout: 3000 })
    await vi.waitFor(async () =>
      expect(await rowFor(never.to)).toMatchObject({
        sentAt: null,
        nextAttemptAt: null,
        lastError: 'smtp down',
      }),
    )
    expect(log.error).toHaveBeenCalledTimes(1)
    const [context, message] = log.error.mock.calls[0] ?? []
    expect(message).toMatch(/given up/)
    expect(context).toMatchObject({ to: never.to, attempts: 3, err: 'smtp down' })
    // The log names the mail, never what it says.
    expect(JSON.stringify(log.error.mock.calls)).not.toContain(never.subject)
    expect(JSON.stringify(log.warn.mock.calls)).not.toMatch(/Your stay|Never delivered/)
  })

  it('waits longer after each failure, up to an hour', () => {
    const delays = [1, 2, 3, 7, 20].map(defaultRetryDelayMs)
    expect(delays).toEqual([10_000, 30_000, 90_000, 3_600_000, 3_600_000])
  })

  it('leaves a mail queued by a stopped app to the next app on the same database, and sends nothing twice', async () => {
    const before = memoryMailer()
    const first = createMailOutbox({ db, log: quiet, transport: before, pollMs: 60_000 })
    first.start()
    const delivered = mail()
    await first.send(delivered)
    await first.drain()
    await first.close()
    // Committed, but the app stops before delivering it (as if the process died right after the commit).
    const left = mail()
    await first.send(left)
    expect(before.sent).toEqual([delivered])

    const other = fresh.url ? await openDatabase({ url: fresh.url, dataDir: null }) : null
    if (other) closing.push(() => other.close())
    const after = memoryMailer()
    const next = createMailOutbox({ db: other?.db ?? db, log: quiet, transport: after, pollMs: 60_000 })
    closing.push(() => next.close())
    next.start()
    await vi.waitFor(() => expect(after.sent).toEqual([left]))
    expect(after.last(delivered.to)).toBeUndefined()
  })

  it('takes due mails in batches, and hands back those it has not tried when it is closed', async () => {
    const sent: string[] = []
    let release = () => {}
    const slow = {
      async send(m: Mail) {
        sent.push(m.to)
        // The second mail is in flight when the worker is closed.
        if (sent.length === 2) await new Promise<void>((resolve) => (release = resolve))
      },
    }
    const first = createMailOutbox({ db, log: quiet, transport: slow, pollMs: 60_000, batchSize: 5 })
    const mails = Array.from({ length: 4 }, () => mail())
    for (const m of mails) await first.send(m)
    first.start()
    await vi.waitFor(() => expect(sent).toHaveLength(2))
    // All four were taken in one batch: each counts an attempt.
    const taken = await Promise.all(mails.map((m) => rowFor(m.to)))
    expect(taken.map((row) => row.attempts)).toEqual([1, 1, 1, 1])
    const closed = first.close()
    release()
    await closed
    expect(sent).toHaveLength(2)
    // The two not tried are due again at once, their attempts as they were: the next worker sends them now.
    const rest = await Promise.all(mails.filter((m) => !sent.includes(m.to)).map((m) => rowFor(m.to)))
    expect(rest.map((row) => row.attempts)).toEqual([0, 0])
    const next = outbox({ transport: memoryMailer() })
    await next.drain()
    expect((await Promise.all(mails.map((m) => rowFor(m.to)))).every((row) => row.sentAt)).toBe(true)
  })

  it('delivers the mail it is taking when it is closed at that moment', async () => {
    const transport = memoryMailer()
    const box = createMailOutbox({ db, log: quiet, transport, pollMs: 60_000 })
    const due = mail()
    await box.send(due)
    box.start() // its first look for due mails is under way when close() is called
    await box.close()
    expect(transport.sent).toEqual([due])
  })

  it('delivers a mail within 2 s of its enqueue, as an .eml file when no SMTP server is set', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'hotel-outbox-'))
    closing.push(() => rm(dataDir, { recursive: true, force: true }))
    const box = outbox({
      transport: createMailer({ from: 'hotel@example.com', dataDir, log: quiet as never }),
      // Only the wake-up after the enqueue can be that quick: the poll is a minute away.
    })
    const enqueued = Date.now()
    await box.send(mail())
    const dir = path.join(dataDir, 'mail')
    const file = await vi.waitFor(
      async () => {
        const [name] = await readdir(dir)
        if (!name) throw new Error('no file yet')
        return path.join(dir, name)
      },
      { timeout: 2000, interval: 10 },
    )
    // Seen by this process's clock: a file's mtime is the kernel's, which faketime (CI's 03:00 run) leaves real.
    const delay = Date.now() - enqueued
    expect(file).toMatch(/\.eml$/)
    expect(delay).toBeLessThan(2000)
    console.info(`mail outbox: enqueue to .eml file in ${Math.round(delay)} ms`)
  })
})

describe('mails enqueued in a transaction', () => {
  it('commit with it and leave within 2 s by the poll alone, at once when told (deliverSoon)', async () => {
    const transport = memoryMailer()
    // The app's poll: a row committed by a transaction nobody tells the outbox about is found by it.
    const box = outbox({ transport, pollMs: 1000 })
    await box.drain()
    const polled = mail()
    // (No worker query inside it: PGlite's one connection would wait for this transaction to end.)
    await db.transaction((tx) => enqueueIn(box, tx, polled))
    expect(transport.last(polled.to)).toBeUndefined()
    const committed = Date.now()
    await vi.waitFor(() => expect(transport.last(polled.to)).toBeDefined(), { timeout: 2000, interval: 10 })
    expect(Date.now() - committed).toBeLessThan(2000)
    const told = mail()
    await db.transaction((tx) => enqueueIn(box, tx, told))
    deliverSoon(box)
    await box.drain()
    expect(transport.last(told.to)).toBeDefined()
  })

  it('leave nothing when the transaction rolls back', async () => {
    const transport = memoryMailer()
    const box = outbox({ transport })
    const lost = mail()
    await expect(
      db.transaction(async (tx) => {
        await enqueueIn(box, tx, lost)
        throw new Error('the booking failed')
      }),
    ).rejects.toThrow('the booking failed')
    deliverSoon(box)
    await box.drain()
    expect(await db.select().from(mailOutbox).where(eq(mailOutbox.recipient, lost.to))).toHaveLength(0)
    expect(transport.last(lost.to)).toBeUndefined()
  })
})

describe('pruning', () => {
  /** A row as the worker leaves it: sent `sentDaysAgo` days ago, or given up, or still waiting. */
  async function aged(state: { sentDaysAgo: number } | { givenUpDaysAgo: number } | 'waiting') {
    const m = mail()
    const days = (n: number) => sql`now() - ${n} * interval '1 day'`
    const [row] = await db
      .insert(mailOutbox)
      .values({
        recipient: m.to,
        subject: m.subject,
        text: m.text,
        html: m.html,
        ...(state === 'waiting'
          ? // Due in an hour, so no worker takes it during the test.
            { createdAt: days(120), nextAttemptAt: sql`now() + interval '1 hour'` }
          : 'sentDaysAgo' in state
            ? { createdAt: days(state.sentDaysAgo), sentAt: days(state.sentDaysAgo), nextAttemptAt: null }
            : {
                createdAt: days(state.givenUpDaysAgo),
                nextAttemptAt: null,
                attempts: 8,
                lastError: 'refused',
              }),
      })
      .returning({ id: mailOutbox.id })
    if (!row) throw new Error('not inserted')
    return row.id
  }
  const left = async (ids: string[]) =>
    (await db.select({ id: mailOutbox.id }).from(mailOutbox).where(inArray(mailOutbox.id, ids))).map(
      (r) => r.id,
    )

  it('deletes rows sent over 30 days ago and rows given up over 90; keeps the rest, and unsent mail', async () => {
    const box = createMailOutbox({ db, transport: memoryMailer(), log: quiet })
    const old = await aged({ sentDaysAgo: 31 })
    const recent = await aged({ sentDaysAgo: 29 })
    const waiting = await aged('waiting')
    const failedLongAgo = await aged({ givenUpDaysAgo: 91 })
    const failed = await aged({ givenUpDaysAgo: 89 })
    expect(await box.prune()).toBe(2)
    expect((await left([old, recent, waiting, failedLongAgo, failed])).sort()).toEqual(
      [recent, waiting, failed].sort(),
    )
  })

  it('is done by the worker when it starts, then at most once per pruneEveryMs', async () => {
    const first = await aged({ sentDaysAgo: 31 })
    const box = outbox({ transport: memoryMailer(), pollMs: 20 })
    await vi.waitFor(async () => expect(await left([first])).toEqual([]), { timeout: 2000, interval: 20 })
    // Within the hour nothing more is deleted, however often the worker polls.
    const second = await aged({ sentDaysAgo: 31 })
    await new Promise((resolve) => setTimeout(resolve, 200))
    await box.drain()
    expect(await left([second])).toEqual([second])
    const often = outbox({ transport: memoryMailer(), pollMs: 20, pruneEveryMs: 50 })
    await often.drain()
    await vi.waitFor(async () => expect(await left([second])).toEqual([]), { timeout: 2000, interval: 20 })
  })
})

describe.skipIf(!process.env.TEST_DATABASE_URL)('two API instances on one PostgreSQL database', () => {
  it('deliver each mail exactly once', async () => {
    const other = await openDatabase({ url: fresh.url as string, dataDir: null })
    closing.push(() => other.close())
    const seen: string[] = []
    const transport = {
      async send(m: Mail) {
        // A send takes a while, as SMTP does, so both workers are busy at once.
        await new Promise((resolve) => setTimeout(resolve, 5))
        seen.push(m.to)
      },
    }
    const a = outbox({ transport, pollMs: 20 })
    const b = outbox({ db: other.db, transport, pollMs: 20 })
    const mails = Array.from({ length: 40 }, () => mail())
    await Promise.all(mails.map((m, i) => (i % 2 ? a : b).send(m)))
    await vi.waitFor(() => expect(seen).toHaveLength(40), { timeout: 5000 })
    await new Promise((resolve) => setTimeout(resolve, 200))
    expect(seen.sort()).toEqual(mails.map((m) => m.to).sort())
  })
})
