import { createHmac } from 'node:crypto'
import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import { PassThrough } from 'node:stream'
import { addDays, hotelToday } from '@hotel/contract'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { createSandbox, type Sandbox } from '../../../../pay-sandbox/src/server.ts'
import {
  clients,
  hotelSettings,
  paymentEventRejections,
  paymentEvents,
  payments,
  savedPaymentMethods,
} from '../../db/schema/index.ts'
import type { PaymentProvider, Sale } from '../../integrations/payments/provider.ts'
import {
  bookStay,
  createTestContext,
  memoryMailer,
  registerNewGuest,
  type StaffClient,
  signInOwner,
  staffClient,
  type TestContext,
} from '../../test/harness.ts'
import { createTestContextWithSandbox, freePort } from '../../test/payment-sandbox.ts'
import { payReservation } from './service.ts'

const secret = 'test-webhook-secret'
let ctx: TestContext
let sandbox: Sandbox
let guest: Awaited<ReturnType<typeof register>>
let asOwner: StaffClient
const logs: string[] = []
const logStream = new PassThrough()
logStream.on('data', (chunk) => logs.push(String(chunk)))

beforeAll(async () => {
  ;({ ctx, sandbox } = await createTestContextWithSandbox(
    secret,
    { RATE_LIMIT_PER_MINUTE: '100000', PAYMENT_TIMEOUT_MS: '1000' },
    { mailer: memoryMailer(), logStream },
  ))
  asOwner = staffClient(ctx, await signInOwner(ctx))
})
/** A new guest account on `context`, named as the cards below. */
const register = (context: TestContext) =>
  registerNewGuest(context, { name: 'Paula', last_name: 'Pagos', birth_date: '1988-05-05' })
/** Each test pays as a new guest: card attempts are rate limited per guest. */
beforeEach(async () => {
  guest = await register(ctx)
})

afterAll(async () => {
  await sandbox?.close()
  await ctx?.close()
})

const auth = (lang = 'en') => ({ Authorization: `Bearer ${guest.token}`, 'Accept-Language': lang })
const card = (number: string, cvv = '123') => ({
  number,
  exp_month: 12,
  exp_year: 2030,
  cvv,
  holder: 'Paula Pagos',
})

let night = 200
/** A new one-night reservation of a double room (a fresh night each time), total in cents. */
async function reservation(context = ctx, token = guest.token) {
  night += 2
  const data = await bookStay(context, token, { from: night, rooms: [{ number: 104, guest_count: 2 }] })
  return data as { id: string; reference: string; total: number }
}

const pay = (id: string, body: Record<string, unknown>, lang = 'en') =>
  ctx.http(`/api/v1/reservations/${id}/payments`, { method: 'POST', body, headers: auth(lang) })
const reservationOf = async (id: string) =>
  (await ctx.http(`/api/v1/reservations/${id}`, { headers: auth() })).body.data
const balanceOf = async (id: string) =>
  (await ctx.http(`/api/v1/reservations/${id}/balance`, { headers: auth() })).body.data
const paymentRows = (reservationId: string) =>
  ctx.database.db.select().from(payments).where(eq(payments.reservationId, reservationId))

function signed(body: string, timestamp = Math.floor(Date.now() / 1000), key = secret) {
  const signature = createHmac('sha256', key).update(`${timestamp}.${body}`).digest('hex')
  return {
    'content-type': 'application/json',
    'x-sandbox-timestamp': String(timestamp),
    'x-sandbox-signature': `v1=${signature}`,
  }
}

describe('card payments against the sandbox', () => {
  it('pays 50% with the approved card, then the balance', async () => {
    const r = await reservation()
    expect(await balanceOf(r.id)).toMatchObject({ total: r.total, paid: 0, options: [30, 50, 100] })
    const half = await pay(r.id, { percentage_to_pay: 50, card: card('4242 4242 4242 4242') })
    expect(half.status).toBe(200)
    expect(half.body).toMatchObject({
      status: 'approved',
      message: 'Payment received. Thank you!',
      payment: {
        status: 'paid',
        card_brand: 'visa',
        card_last4: '4242',
        amount: Math.round(r.total / 2),
        percentage_to_pay: 50,
      },
    })
    expect(half.body.payment.invoice).toMatch(/^R-\d{6}$/)
    expect((await reservationOf(r.id)).payment_status).toBe('partially_paid')
    const balance = await balanceOf(r.id)
    expect(balance.options).toEqual([30, 50])
    const tooMuch = await pay(r.id, { percentage_to_pay: 100, card: card('4242424242424242') }, 'es')
    expect(tooMuch.status).toBe(422)
    expect(tooMuch.body.message).toBe('El porcentaje pagado no puede superar el total.')
    const rest = await pay(r.id, { percentage_to_pay: 50, card: card('4242424242424242') })
    expect(rest.body.payment.amount).toBe(r.total - Math.round(r.total / 2))
    expect((await reservationOf(r.id)).payment_status).toBe('paid')
    const again = await pay(r.id, { percentage_to_pay: 30, card: card('4242424242424242') })
    expect([again.status, again.body.code]).toEqual([409, 'already_paid'])
  })

  it("offers the hotel's own shares, as GET /hotel says them", async () => {
    const { db } = ctx.database
    await db.update(hotelSettings).set({ paymentPercentages: [25, 100] })
    try {
      expect((await ctx.http('/api/v1/hotel')).body.data.payment_percentages).toEqual([25, 100])
      const r = await reservation()
      expect((await balanceOf(r.id)).options).toEqual([25, 100])
      const refused = await pay(r.id, { percentage_to_pay: 30, card: card('4242424242424242') })
      expect([refused.status, refused.body.code, refused.body.message]).toEqual([
        422,
        'percentage_not_allowed',
        'Choose one of the amounts offered: 25, 100 percent of the total.',
      ])
    } finally {
      await db.update(hotelSettings).set({ paymentPercentages: [30, 50, 100] })
    }
  })

  it.each([
    ['4000000000000002', 'card_declined', 'The card was declined. Please use another card.'],
    ['4000000000009995', 'insufficient_funds', 'The card has insufficient funds.'],
  ])('answers a declined card %s with its reason', async (number, reason, message) => {
    const r = await reservation()
    const res = await pay(r.id, { percentage_to_pay: 100, card: card(number) })
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({
      status: 'declined',
      reason,
      message,
      payment: { status: 'unpaid', decline_code: reason },
    })
    expect((await reservationOf(r.id)).payment_status).toBe('pending')
    // A declined attempt does not block the next one.
    expect((await balanceOf(r.id)).options).toContain(100)
  })

  it.each([
    ['approve', 'paid', '/payment-success?'],
    ['reject', 'unpaid', '/payment-failure?'],
  ])('takes the 3-D Secure card through the challenge (%s)', async (choice, status, page) => {
    const r = await reservation()
    const res = await pay(r.id, { percentage_to_pay: 30, card: card('4000000000003220') })
    expect(res.body).toMatchObject({ status: 'requires_action', payment: { status: 'requires_action' } })
    const challenge = await fetch(res.body.redirect_url)
    expect(challenge.status).toBe(200)
    const decided = await fetch(
      new URL(`${new URL(res.body.redirect_url).pathname}/${choice}`, res.body.redirect_url),
      {
        method: 'POST',
        redirect: 'manual',
      },
    )
    expect(decided.status).toBe(303)
    const back = new URL(decided.headers.get('location') ?? '')
    expect(back.pathname).toBe(`/api/v1/payments/${res.body.payment.id}/return`)
    const landing = await fetch(`${ctx.baseUrl}${back.pathname}${back.search}`, { redirect: 'manual' })
    expect(landing.status).toBe(303)
    expect(landing.headers.get('location')).toContain(page)
    expect(landing.headers.get('location')).toContain(`reservation=${r.reference}`)
    await vi.waitFor(async () => expect((await paymentRows(r.id))[0]?.status).toBe(status))
  })

  it('treats a provider that does not answer in time as unknown, settled by its later event', async () => {
    const r = await reservation()
    const res = await pay(r.id, { percentage_to_pay: 100, card: card('4000000000000119') })
    expect(res.body).toMatchObject({
      status: 'declined',
      reason: 'provider_timeout',
      payment: { status: 'pending' },
    })
    await vi.waitFor(async () => expect((await paymentRows(r.id))[0]?.status).toBe('unpaid'), {
      timeout: 8000,
    })
  })

  it('checks the card before it leaves (digits, Luhn, expiry, CVV per brand)', async () => {
    const r = await reservation()
    const cases: [Record<string, unknown>, string, string][] = [
      [card('4242 4242 4242 4241'), 'card.number', 'Invalid card number.'],
      [card('4242-abcd'), 'card.number', 'The card number must contain digits only.'],
      [{ ...card('4242424242424242'), exp_year: 2020 }, 'card.exp_month', 'Invalid expiry date.'],
      [card('378282246310005', '123'), 'card.cvv', 'Invalid CVV.'],
    ]
    for (const [body, field, message] of cases) {
      const res = await pay(r.id, { percentage_to_pay: 100, card: body })
      expect(res.status).toBe(422)
      expect(res.body.errors[field]).toEqual([message])
    }
    const neither = await pay(r.id, { percentage_to_pay: 100 })
    expect(neither.body.errors.card).toEqual(['Enter a card, or choose your saved card.'])
    const odd = await pay(r.id, { percentage_to_pay: 40, card: card('4242424242424242') })
    expect(odd.body.message).toBe('Choose one of the amounts offered: 30, 50, 100 percent of the total.')
    expect(await paymentRows(r.id)).toHaveLength(0)
  })

  it('saves a card, pays with it, and replaces it', async () => {
    const r = await reservation()
    const first = await pay(r.id, { percentage_to_pay: 30, card: card('5555555555554444'), save_card: true })
    expect(first.body.payment.card_brand).toBe('mastercard')
    const saved = (await ctx.http('/api/v1/payment-method', { headers: auth() })).body.data
    expect(saved).toMatchObject({ brand: 'mastercard', last4: '4444', exp_month: 12, exp_year: 2030 })
    const second = await pay(r.id, { percentage_to_pay: 30, payment_method_id: saved.id })
    expect(second.body).toMatchObject({ status: 'approved', payment: { card_last4: '4444' } })
    const replaced = await ctx.http('/api/v1/payment-method', {
      method: 'PUT',
      headers: auth(),
      body: { card: card('378282246310005', '1234') },
    })
    expect(replaced.body.data).toMatchObject({ brand: 'amex', last4: '0005' })
    const stale = await pay(r.id, { percentage_to_pay: 30, payment_method_id: saved.id })
    expect(stale.status).toBe(404)
    const history = await ctx.http('/api/v1/payments', { headers: auth() })
    expect(history.body.data[0]).toMatchObject({
      reservation_reference: r.reference,
      card_brand: 'mastercard',
    })
  })

  it('never lets card numbers or CVVs reach the database or the logs', async () => {
    const r = await reservation()
    await pay(r.id, { percentage_to_pay: 100, card: card('6011111111111117', '987') })
    const dump = JSON.stringify(
      await ctx.database.db.execute(
        // Every table's rows as text.
        (await import('drizzle-orm')).sql`select json_agg(t) from (select * from payments) t
          union all select json_agg(t) from (select * from saved_payment_methods) t
          union all select json_agg(t) from (select * from payment_events) t
          union all select json_agg(t) from (select * from reservations) t`,
      ),
    )
    expect(dump).not.toContain('6011111111111117')
    // The CVV as a value of its own ("987" or 987); an id that merely ends in 987 is not one.
    expect(dump).not.toMatch(/[:,[]\s*\\?"?987\\?"?\s*[,\]}]/)
    expect(logs.join('')).toContain('/payments')
    expect(logs.join('')).not.toContain('6011111111111117')
    expect(logs.join('')).not.toContain('"987"')
    const files = await readdir(ctx.config.dataDir, { recursive: true })
    for (const file of files) {
      const text = await readFile(path.join(ctx.config.dataDir, String(file)), 'utf8').catch(() => '')
      expect(text).not.toContain('6011111111111117')
    }
  })
})

/** Presses Approve or Reject on the sandbox's 3-D Secure page; answers where the API's return route sends the guest. */
async function decide(redirectUrl: string, choice: 'approve' | 'reject') {
  const decided = await fetch(new URL(`${new URL(redirectUrl).pathname}/${choice}`, redirectUrl), {
    method: 'POST',
    redirect: 'manual',
  })
  const back = new URL(decided.headers.get('location') ?? '')
  const landing = await fetch(`${ctx.baseUrl}${back.pathname}${back.search}`, { redirect: 'manual' })
  return landing.headers.get('location') ?? ''
}
const sandboxSale = async (id: string) =>
  (await fetch(`${sandbox.url}/v1/sales/${id}`, {
    headers: { 'x-api-key': 'merchant-key', 'x-api-password': 'merchant-password' },
  }).then((r) => r.json())) as { status: string; refunded_amount: number }

describe('changing a paid stay', () => {
  it('refuses a change whose new total is below what was paid (409), in en and es, and keeps the stay', async () => {
    night += 3
    const checkIn = addDays(hotelToday(), night)
    const r = await bookStay(ctx, guest.token, {
      from: night,
      nights: 2,
      rooms: [{ number: 104, guest_count: 2 }],
    })
    const paid = await pay(r.id, { percentage_to_pay: 100, card: card('4242424242424242') })
    expect(paid.body.payment.status).toBe('paid')

    for (const [lang, message] of [
      [
        'en',
        'The new stay would cost less than what has already been paid. Please contact the hotel to change it.',
      ],
      ['es', 'La nueva estadía costaría menos de lo que ya se pagó. Contacte al hotel para cambiarla.'],
    ] as const) {
      const shorter = await ctx.http(`/api/v1/reservations/${r.id}`, {
        method: 'PATCH',
        headers: auth(lang),
        body: { check_in: checkIn, check_out: addDays(checkIn, 1) },
      })
      expect(shorter.status).toBe(409)
      expect(shorter.body).toMatchObject({ code: 'paid_exceeds_total', message })
    }
    const kept = await reservationOf(r.id)
    expect(kept).toMatchObject({ check_out: addDays(checkIn, 2), total: r.total, payment_status: 'paid' })

    // A longer stay still fits what was paid: it is taken, and the balance is what the extra night costs.
    const longer = await ctx.http(`/api/v1/reservations/${r.id}`, {
      method: 'PATCH',
      headers: auth(),
      body: { check_in: checkIn, check_out: addDays(checkIn, 3) },
    })
    expect(longer.status).toBe(200)
    expect((await reservationOf(r.id)).payment_status).toBe('partially_paid')
  })

  it('counts a payment waiting for the bank until PAYMENT_ACTION_TIMEOUT_MINUTES, then lets the stay shrink', async () => {
    const config = ctx.config as { PAYMENT_ACTION_TIMEOUT_MINUTES: number }
    const before = config.PAYMENT_ACTION_TIMEOUT_MINUTES
    config.PAYMENT_ACTION_TIMEOUT_MINUTES = 0.05 // 3 seconds
    try {
      night += 3
      const checkIn = addDays(hotelToday(), night)
      const r = await bookStay(ctx, guest.token, {
        from: night,
        nights: 2,
        rooms: [{ number: 104, guest_count: 2 }],
      })
      const waiting = await pay(r.id, { percentage_to_pay: 100, card: card('4000000000003220') })
      expect(waiting.body.payment.status).toBe('requires_action')
      const shorten = () =>
        ctx.http(`/api/v1/reservations/${r.id}`, {
          method: 'PATCH',
          headers: auth(),
          body: { check_in: checkIn, check_out: addDays(checkIn, 1) },
        })
      expect((await shorten()).body.code).toBe('paid_exceeds_total')
      await new Promise((resolve) => setTimeout(resolve, 3200))
      expect((await shorten()).status).toBe(200)
    } finally {
      config.PAYMENT_ACTION_TIMEOUT_MINUTES = before
    }
  })
})

describe('payments left waiting for the bank', () => {
  it('lets a guest who left the 3-D Secure page pay again with another card; a later approval of the old one is refunded', async () => {
    const r = await reservation()
    const first = await pay(r.id, { percentage_to_pay: 100, card: card('4000000000003220') })
    expect(first.body).toMatchObject({ status: 'requires_action', payment: { status: 'requires_action' } })
    // The share waiting for 3-D Secure is offered again: paying voids the waiting one.
    expect((await balanceOf(r.id)).options).toEqual([30, 50, 100])
    const second = await pay(r.id, { percentage_to_pay: 100, card: card('4242424242424242') })
    expect([second.status, second.body.status, second.body.message]).toEqual([
      200,
      'approved',
      'Payment received. Thank you!',
    ])
    const old = (await paymentRows(r.id)).find((row) => row.id === first.body.payment.id)
    expect(old).toMatchObject({ status: 'unpaid', declineCode: 'abandoned' })
    expect((await reservationOf(r.id)).payment_status).toBe('paid')

    // The guest goes back to the bank's tab and approves the old payment: charged once, not twice.
    const landing = await decide(first.body.redirect_url, 'approve')
    expect(landing).toContain('/payment-failure?')
    expect(landing).toContain('reason=abandoned')
    await vi.waitFor(async () => {
      const row = (await paymentRows(r.id)).find((p) => p.id === first.body.payment.id)
      expect(row).toMatchObject({ status: 'paid', declineCode: 'abandoned', refundedCents: row?.amountCents })
    })
    const saleId = (await paymentRows(r.id)).find((p) => p.id === first.body.payment.id)?.providerSaleId
    expect((await sandboxSale(String(saleId))).status).toBe('refunded')
    // The refund's event arrives too: still one refund.
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(await balanceOf(r.id)).toMatchObject({ paid: r.total, balance: 0 })
    expect(logs.join('')).toContain('approved later: refunded in full')
  })

  it('says a payment is in progress, never "paid", while money is only on its way', async () => {
    const r = await reservation()
    // The slow card: the provider does not answer in time, so the payment waits for its event.
    const slow = await pay(r.id, { percentage_to_pay: 100, card: card('4000000000000119') })
    expect(slow.body).toMatchObject({ reason: 'provider_timeout', payment: { status: 'pending' } })
    const busy = await pay(r.id, { percentage_to_pay: 100, card: card('4242424242424242') })
    expect([busy.status, busy.body.code, busy.body.message]).toEqual([
      409,
      'payment_in_progress',
      "A payment for this reservation is waiting for the bank's confirmation. Try again in 15 minutes.",
    ])
    const busyEs = await pay(r.id, { percentage_to_pay: 100, card: card('4242424242424242') }, 'es')
    expect(busyEs.body.message).toBe(
      'Un pago de esta reservación espera la confirmación del banco. Inténtelo de nuevo en 15 minutos.',
    )
    // Its decline arrives: the guest pays.
    await vi.waitFor(async () => expect((await paymentRows(r.id))[0]?.status).toBe('unpaid'), {
      timeout: 8000,
    })
    expect((await pay(r.id, { percentage_to_pay: 100, card: card('4242424242424242') })).body.status).toBe(
      'approved',
    )
  })

  it('lets waiting payments expire after PAYMENT_ACTION_TIMEOUT_MINUTES', async () => {
    const config = ctx.config as { PAYMENT_ACTION_TIMEOUT_MINUTES: number }
    const before = config.PAYMENT_ACTION_TIMEOUT_MINUTES
    config.PAYMENT_ACTION_TIMEOUT_MINUTES = 0.05 // 3 seconds
    try {
      const r = await reservation()
      const slow = await pay(r.id, { percentage_to_pay: 100, card: card('4000000000000119') })
      expect(slow.body.payment.status).toBe('pending')
      const busy = await pay(r.id, { percentage_to_pay: 100, card: card('4242424242424242') })
      expect([busy.status, busy.body.message]).toEqual([
        409,
        "A payment for this reservation is waiting for the bank's confirmation. Try again in 1 minute.",
      ])
      await vi.waitFor(async () => expect((await paymentRows(r.id))[0]?.status).toBe('unpaid'), {
        timeout: 8000,
      })

      const other = await reservation()
      const waiting = await pay(other.id, { percentage_to_pay: 50, card: card('4000000000003220') })
      expect(waiting.body.payment.status).toBe('requires_action')
      await new Promise((resolve) => setTimeout(resolve, 3200))
      const paid = await pay(other.id, { percentage_to_pay: 100, card: card('5555555555554444') })
      expect([paid.status, paid.body.status, paid.body.payment.amount]).toEqual([
        200,
        'approved',
        other.total,
      ])
      const old = (await paymentRows(other.id)).find((row) => row.id === waiting.body.payment.id)
      expect(old).toMatchObject({ status: 'unpaid', declineCode: 'expired' })
    } finally {
      config.PAYMENT_ACTION_TIMEOUT_MINUTES = before
    }
  })
})

describe('provider data that disagrees with the payment it names', () => {
  const rejections = (paymentId: string) =>
    ctx.database.db
      .select()
      .from(paymentEventRejections)
      .where(eq(paymentEventRejections.paymentId, paymentId))

  it('records and refuses a webhook with another amount, currency or sale id, and answers 2xx', async () => {
    const r = await reservation()
    const res = await pay(r.id, { percentage_to_pay: 100, card: card('4000000000003220') })
    const [row] = await paymentRows(r.id)
    if (!row?.providerSaleId) throw new Error('no sale')
    const sale = {
      id: row.providerSaleId,
      status: 'approved',
      amount: row.chargedCents,
      captured_amount: row.chargedCents,
      refunded_amount: 0,
      currency: row.currency,
      reference: row.id,
      brand: 'visa',
      last4: '3220',
      decline_code: null,
      redirect_url: null,
    }
    const cases = [
      ['amount', { amount: 100, captured_amount: 100 }, row.chargedCents, 100],
      ['currency', { currency: 'NIO' }, 'USD', 'NIO'],
      ['sale_id', { id: 'sale_someone_elses' }, row.providerSaleId, 'sale_someone_elses'],
    ] as const
    for (const [reason, change, expected, received] of cases) {
      const body = JSON.stringify({
        id: `evt_mismatch_${reason}_${row.id}`,
        type: 'sale.approved',
        created_at: new Date().toISOString(),
        data: { sale: { ...sale, ...change } },
      })
      for (let i = 0; i < 2; i++) {
        const answer = await ctx.http('/api/v1/payments/webhook', {
          method: 'POST',
          body,
          headers: signed(body),
        })
        expect([answer.status, answer.body]).toEqual([200, { received: true }])
      }
      expect((await paymentRows(r.id))[0]).toMatchObject({ status: 'requires_action', paidAt: null })
      const recorded = (await rejections(row.id)).filter(
        (x) => x.eventId === `evt_mismatch_${reason}_${row.id}`,
      )
      expect(recorded).toHaveLength(1)
      expect(recorded[0]).toMatchObject({ reason, details: { expected, received } })
    }
    expect((await balanceOf(r.id)).paid).toBe(0)
    const warnings = logs.filter((line) => line.includes('disagrees with the payment'))
    expect(warnings.length).toBeGreaterThanOrEqual(3)
    expect(warnings.join('')).not.toContain('4000000000003220')
    // The bank's real approval still settles it.
    expect(await decide(res.body.redirect_url, 'approve')).toContain('/payment-success?')
    expect((await paymentRows(r.id))[0]?.status).toBe('paid')
  })

  it('refuses the 3-D Secure return and the webhook when the provider charged another amount', async () => {
    const r = await reservation()
    const res = await pay(r.id, { percentage_to_pay: 30, card: card('4000000000003220') })
    const paymentId = res.body.payment.id as string
    // As if the provider had charged a cent more than the payment says.
    const [row] = await ctx.database.db
      .update(payments)
      .set({ chargedCents: res.body.payment.charged_amount - 1 })
      .where(eq(payments.id, paymentId))
      .returning()
    const landing = await decide(res.body.redirect_url, 'approve')
    expect(landing).toContain('/payment-failure?')
    expect(landing).toContain('reason=pending')
    await vi.waitFor(async () => {
      const recorded = await rejections(paymentId)
      // One from the return route (our own call to the provider), one from the provider's event.
      const ids = recorded.map((x) => x.eventId)
      expect(ids).toHaveLength(2)
      expect(ids.some((id) => id.startsWith('return:'))).toBe(true)
      expect(ids.some((id) => id.startsWith('evt_'))).toBe(true)
    })
    for (const recorded of await rejections(paymentId))
      expect(recorded).toMatchObject({
        reason: 'amount',
        details: { expected: row?.chargedCents, received: res.body.payment.charged_amount },
      })
    expect((await paymentRows(r.id))[0]).toMatchObject({ status: 'requires_action', paidAt: null })
  })

  it("refuses our own sale call's answer when it disagrees", async () => {
    const r = await reservation()
    const answer: Sale = {
      id: `sale_odd_${r.id}`,
      status: 'approved',
      reference: '',
      amount: 1,
      currency: 'USD',
      declineCode: null,
      redirectUrl: null,
      brand: 'visa',
      last4: '4242',
    }
    const provider = {
      sale: async (input: { reference: string }) => ({ ...answer, reference: input.reference }),
    } as unknown as PaymentProvider
    const [client] = await ctx.database.db.select().from(clients).where(eq(clients.email, guest.facts.email))
    if (!client) throw new Error('no guest')
    const saved = await ctx.database.db
      .insert(savedPaymentMethods)
      .values({
        clientId: client.id,
        providerToken: 'tok_test',
        brand: 'visa',
        last4: '4242',
        expMonth: 12,
        expYear: 2030,
        holder: 'Paula Pagos',
      })
      .returning()
    const outcome = await payReservation(
      { db: ctx.database.db, provider, config: ctx.config },
      client,
      r.id,
      {
        percentage_to_pay: 100,
        currency: 'USD',
        payment_method_id: saved[0]?.id,
        save_card: false,
      },
    )
    expect(outcome).toMatchObject({ status: 'declined', reason: 'pending', payment: { status: 'pending' } })
    expect(await rejections(outcome.payment.id)).toMatchObject([
      { eventId: `answer:sale_odd_${r.id}`, reason: 'amount', details: { expected: r.total, received: 1 } },
    ])
  })
})

describe('a provider that refuses our credentials', () => {
  it('answers the guest that the payment service is unavailable, and charges nothing', async () => {
    const { sandboxProvider } = await import('../../integrations/payments/sandbox.ts')
    const wrong = sandboxProvider({
      url: sandbox.url,
      apiKey: 'merchant-key',
      password: 'nope',
      webhookSecret: secret,
      timeoutMs: 2000,
    })
    await expect(wrong.tokenize(card('4242424242424242'), 'k1')).rejects.toMatchObject({
      name: 'ProviderUnavailable',
      reason: 'error',
    })
    const direct = await fetch(`${sandbox.url}/v1/tokens`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-api-key': 'merchant-key', 'x-api-password': 'nope' },
      body: JSON.stringify(card('4242424242424242')),
    })
    expect(direct.status).toBe(401)
  })
})

describe('the webhook', () => {
  it('refuses a bad signature and a stale timestamp', async () => {
    const body = JSON.stringify({
      id: 'evt_forged',
      type: 'sale.approved',
      data: { sale: { id: 'x', reference: 'y', status: 'approved' } },
    })
    const forged = await ctx.http('/api/v1/payments/webhook', {
      method: 'POST',
      body,
      headers: { ...signed(body), 'x-sandbox-signature': `v1=${'0'.repeat(64)}` },
    })
    expect(forged.status).toBe(400)
    expect(forged.body.code).toBe('invalid_signature')
    const stale = await ctx.http('/api/v1/payments/webhook', {
      method: 'POST',
      body,
      headers: signed(body, Math.floor(Date.now() / 1000) - 6 * 60),
    })
    expect(stale.status).toBe(400)
    const unsigned = await ctx.http('/api/v1/payments/webhook', {
      method: 'POST',
      body,
      headers: { 'content-type': 'application/json' },
    })
    expect(unsigned.status).toBe(400)
    const fresh = await ctx.http('/api/v1/payments/webhook', { method: 'POST', body, headers: signed(body) })
    expect(fresh.status).toBe(200)
  })

  it('records exactly one payment when events come 10 times and out of order', async () => {
    const r = await reservation()
    const res = await pay(r.id, { percentage_to_pay: 50, card: card('4242424242424242') })
    const saleId = (await paymentRows(r.id))[0]?.providerSaleId
    expect(saleId).toBeTruthy()
    const redeliver = await fetch(`${sandbox.url}/_test/sales/${saleId}/redeliver`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-api-key': 'merchant-key',
        'x-api-password': 'merchant-password',
      },
      body: JSON.stringify({ times: 10, order: 'reverse' }),
    })
    expect(redeliver.status).toBeLessThan(300)
    await new Promise((resolve) => setTimeout(resolve, 1500))
    const rows = await paymentRows(r.id)
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({ status: 'paid', amountCents: res.body.payment.amount })
    expect((await balanceOf(r.id)).paid).toBe(res.body.payment.amount)
    const events = await ctx.database.db.select().from(paymentEvents)
    expect(new Set(events.map((e) => e.id)).size).toBe(events.length)
  })

  it('never moves a paid payment back', async () => {
    const r = await reservation()
    await pay(r.id, { percentage_to_pay: 100, card: card('4242424242424242') })
    const [row] = await paymentRows(r.id)
    const body = JSON.stringify({
      id: `evt_late_${row?.id}`,
      type: 'sale.declined',
      data: {
        sale: {
          id: row?.providerSaleId,
          reference: row?.id,
          status: 'declined',
          decline_code: 'card_declined',
        },
      },
    })
    expect(
      (await ctx.http('/api/v1/payments/webhook', { method: 'POST', body, headers: signed(body) })).status,
    ).toBe(200)
    expect((await paymentRows(r.id))[0]?.status).toBe('paid')
  })
})

describe('refunds (staff)', () => {
  it('refunds part of a paid payment, never more than was paid', async () => {
    const r = await reservation()
    const paid = (await pay(r.id, { percentage_to_pay: 100, card: card('4242424242424242') })).body.payment
    const part = await asOwner(`/payments/${paid.id}/refunds`, {
      method: 'POST',
      body: { amount: 1000 },
    })
    expect(part.status).toBe(200)
    expect(part.body.data.refunded_amount).toBe(1000)
    expect((await reservationOf(r.id)).payment_status).toBe('partially_paid')
    const over = await asOwner(`/payments/${paid.id}/refunds`, {
      method: 'POST',
      body: { amount: paid.amount },
    })
    expect(over.status).toBe(422)
    expect(over.body.code).toBe('refund_exceeds')
    // The sandbox's refund event arrives too: still one refund.
    await new Promise((resolve) => setTimeout(resolve, 500))
    expect((await paymentRows(r.id))[0]?.refundedCents).toBe(1000)
    const declined = (
      await pay((await reservation()).id, { percentage_to_pay: 100, card: card('4000000000000002') })
    ).body.payment
    const notPaid = await asOwner(`/payments/${declined.id}/refunds`, {
      method: 'POST',
      body: { amount: 100 },
    })
    expect([notPaid.status, notPaid.body.code]).toEqual([409, 'not_paid'])
    const byGuest = await ctx.http(`/api/v1/staff/payments/${paid.id}/refunds`, {
      method: 'POST',
      headers: auth(),
      body: { amount: 1 },
    })
    expect(byGuest.status).toBe(401)
  })
})

describe('a default start (no PAYMENT_* variables)', () => {
  it("pairs with the sandbox through generated secrets and refuses events signed with the sandbox's public secret", async () => {
    const port = await freePort()
    const fresh = await createTestContext(
      { RATE_LIMIT_PER_MINUTE: '100000', PAYMENT_PROVIDER_URL: `http://127.0.0.1:${port}` },
      { mailer: memoryMailer() },
    )
    const { config } = fresh
    expect(config.paymentSecretsFile).toBe(path.join(config.dataDir, 'secrets.json'))
    expect(config.PAYMENT_WEBHOOK_SECRET).not.toBe('sandbox-webhook-secret')
    const own = await createSandbox({
      port,
      host: '127.0.0.1',
      apiKey: config.PAYMENT_API_KEY,
      password: config.PAYMENT_PASSWORD,
      webhookUrl: `${fresh.baseUrl}/api/v1/payments/webhook`,
      webhookSecret: config.PAYMENT_WEBHOOK_SECRET,
      slowMs: 200,
      retryBaseMs: 50,
    })
    try {
      const payer = await register(fresh)
      const headers = { Authorization: `Bearer ${payer.token}`, 'Accept-Language': 'en' }
      const r = await reservation(fresh, payer.token)
      const res = await fresh.http(`/api/v1/reservations/${r.id}/payments`, {
        method: 'POST',
        headers,
        body: { percentage_to_pay: 100, card: card('4000000000003220') },
      })
      expect(res.body).toMatchObject({ status: 'requires_action', payment: { status: 'requires_action' } })
      const [row] = await fresh.database.db
        .select()
        .from(payments)
        .where(eq(payments.id, res.body.payment.id))
      // The attack of the issue: an approval of the waiting payment signed with the documented default secret.
      const body = JSON.stringify({
        id: 'evt_forged_default_secret',
        type: 'sale.approved',
        created_at: new Date().toISOString(),
        data: {
          sale: {
            id: row?.providerSaleId,
            status: 'approved',
            amount: row?.chargedCents,
            captured_amount: row?.chargedCents,
            refunded_amount: 0,
            currency: row?.currency,
            reference: row?.id,
            brand: 'visa',
            last4: '3220',
            decline_code: null,
            redirect_url: null,
          },
        },
      })
      const forged = await fresh.http('/api/v1/payments/webhook', {
        method: 'POST',
        body,
        headers: signed(body, undefined, 'sandbox-webhook-secret'),
      })
      expect([forged.status, forged.body.code]).toEqual([400, 'invalid_signature'])
      const [after] = await fresh.database.db
        .select()
        .from(payments)
        .where(eq(payments.id, res.body.payment.id))
      expect(after?.status).toBe('requires_action')
      // The real approval, signed by the sandbox with the generated secret, is taken.
      const approve = new URL(`${new URL(res.body.redirect_url).pathname}/approve`, res.body.redirect_url)
      expect((await fetch(approve, { method: 'POST', redirect: 'manual' })).status).toBe(303)
      await vi.waitFor(async () => {
        const [paid] = await fresh.database.db
          .select()
          .from(payments)
          .where(eq(payments.id, res.body.payment.id))
        expect(paid?.status).toBe('paid')
      })
    } finally {
      await own.close()
      await fresh.close()
    }
  })
})
