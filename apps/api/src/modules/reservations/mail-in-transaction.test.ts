import { addDays, hotelToday } from '@hotel/contract'
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { mailOutbox, payments, reservations } from '../../db/schema/index.ts'
import {
  createTestContext,
  memoryMailer,
  openDrawer,
  type StaffAuth,
  signInOwner,
  staffClient,
  staffHeaders,
  type TestContext,
} from '../../test/harness.ts'

/**
 * Issue #18, "a mail is never lost": a booking's or a payment's mail is a row of mail_outbox written in the
 * same transaction as the booking or the payment, so it is there when the answer comes (before any worker has
 * run) and it commits with the change, or not at all.
 */
const mailer = memoryMailer()
let ctx: TestContext
let owner: StaffAuth

beforeAll(async () => {
  ctx = await createTestContext({ RATE_LIMIT_PER_MINUTE: '100000' }, { mailer })
  owner = await signInOwner(ctx)
})
afterAll(() => ctx?.close())

let serial = 0
let night = 60
const inDays = (days: number) => addDays(hotelToday(), days)

/**
 * A raw request, not ctx.http: that one waits for the outbox to deliver before it resolves. This resolves as
 * soon as the answer is read, so what the test then reads is what the request left behind.
 */
async function raw(
  path: string,
  init: { method?: string; body?: unknown; headers?: Record<string, string> },
) {
  const response = await fetch(`${ctx.baseUrl}${path}`, {
    method: init.method ?? 'POST',
    headers: { 'content-type': 'application/json', ...init.headers },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  })
  const text = await response.text()
  return { status: response.status, text, body: text ? JSON.parse(text) : null }
}

/** A one-night booking without an account, for a new guest, on a fresh night (or the one given). */
function guestBooking(options: { email?: string; room?: number; at?: number } = {}) {
  serial++
  if (options.at === undefined) night += 2
  const at = options.at ?? night
  const email = options.email ?? `outbox-guest${serial}@example.com`
  return {
    email,
    body: {
      check_in: inDays(at),
      check_out: inDays(at + 1),
      rooms: [{ number: options.room ?? 104, guest_count: 1 }],
      category: 'tourism',
      user: {
        email,
        name: 'Marta Outbox',
        identification: `001-${String(300000 + serial)}-0000B`,
        phone: `+505 8600 ${String(1000 + serial)}`,
        country: 'NI',
      },
    },
  }
}

const rowsTo = (email: string) =>
  ctx.database.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, email))

describe('mails are enqueued in the transaction of the change they tell', () => {
  it("a booking's confirmation is in mail_outbox when the POST answers, written by the booking's transaction", async () => {
    const { email, body } = guestBooking()
    const res = await raw('/api/v1/reservations', { body })
    expect(res.status, res.text).toBe(201)
    const rows = await rowsTo(email)
    expect(rows).toHaveLength(1)
    expect(rows[0]?.subject).toContain(res.body.data.reference)
    const [booked] = await ctx.database.db
      .select({ createdAt: reservations.createdAt })
      .from(reservations)
      .where(eq(reservations.id, res.body.data.id))
    // now() is the transaction's start: the same instant for both rows only when one transaction wrote them.
    expect(rows[0]?.createdAt.getTime()).toBe(booked?.createdAt.getTime())
    // And it still leaves: the worker delivers it.
    await ctx.app.mailOutbox.drain()
    expect(mailer.last(email)?.subject).toContain(res.body.data.reference)
  })

  it("a cash payment's receipt is in mail_outbox when the desk's POST answers, written with the payment", async () => {
    const headers = staffHeaders(owner, { 'Accept-Language': 'en' })
    await openDrawer(staffClient(ctx, owner), { rate: '36.8' })
    const { email, body } = guestBooking()
    const booking = await ctx.http('/api/v1/reservations', { method: 'POST', body })
    expect(booking.status, booking.text).toBe(201)
    const { id, total } = booking.body.data as { id: string; total: number }
    const paid = await raw(`/api/v1/staff/reservations/${id}/payments`, {
      headers,
      body: {
        method: 'cash',
        currency: 'USD',
        percentage_to_pay: 100,
        exchange_rate: '36.8',
        amount: total,
        tendered: total,
        change_due: 0,
      },
    })
    expect(paid.status, paid.text).toBe(201)
    // By its subject: the confirmation's text has "F-" too when its reference's fourth letter is an F.
    const receipts = (await rowsTo(email)).filter((row) => row.subject.includes('payment received'))
    expect(receipts).toHaveLength(1)
    const [payment] = await ctx.database.db
      .select({ createdAt: payments.createdAt })
      .from(payments)
      .where(eq(payments.reservationId, id))
    expect(receipts[0]?.createdAt.getTime()).toBe(payment?.createdAt.getTime())
  })

  it('two guests racing for the same room and night: one booking, one confirmation; the refused one has no mail', async () => {
    night += 2
    const at = night
    const first = guestBooking({ room: 105, at })
    const second = guestBooking({ room: 105, at })
    const answers = await Promise.all([
      raw('/api/v1/reservations', { body: first.body }),
      raw('/api/v1/reservations', { body: second.body }),
    ])
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409])
    const won = answers[0]?.status === 201 ? first : second
    const lost = won === first ? second : first
    expect(await rowsTo(won.email)).toHaveLength(1)
    expect(await rowsTo(lost.email)).toHaveLength(0)
  })

  it('a booking whose transaction fails at its commit, after its mail was written, leaves neither booking nor mail', async () => {
    const db = ctx.database.db
    // A check PostgreSQL makes at the commit, on the mail's own row: it refuses the whole transaction there.
    await db.execute(sql`
      create function outbox_test_refuse() returns trigger language plpgsql as $$
      begin
        if new.recipient like 'refused-at-commit%' then raise exception 'refused at commit'; end if;
        return new;
      end $$`)
    await db.execute(sql`
      create constraint trigger outbox_test_refuse after insert on mail_outbox
      deferrable initially deferred for each row execute function outbox_test_refuse()`)
    try {
      const { email, body } = guestBooking({ email: `refused-at-commit${serial + 1}@example.com` })
      const res = await raw('/api/v1/reservations', { body })
      // Had the mail been written in a transaction of its own, after the booking's, the booking would stand.
      expect(res.status, res.text).toBe(500)
      expect(await db.select().from(reservations).where(eq(reservations.guestEmail, email))).toHaveLength(0)
      expect(await rowsTo(email)).toHaveLength(0)
      // The room and night are free again: the same stay books for another guest, and is mailed.
      const again = guestBooking({ room: body.rooms[0]?.number, at: night })
      const retry = await raw('/api/v1/reservations', {
        body: { ...again.body, check_in: body.check_in, check_out: body.check_out },
      })
      expect(retry.status, retry.text).toBe(201)
      expect(await rowsTo(again.email)).toHaveLength(1)
    } finally {
      await db.execute(sql`drop trigger outbox_test_refuse on mail_outbox`)
      await db.execute(sql`drop function outbox_test_refuse()`)
    }
  })
})
