import { addDays, hotelToday } from '@hotel/contract'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Sandbox } from '../../../../pay-sandbox/src/server.ts'
import { clients, hotelSettings, oneTimeCodes, reservations } from '../../db/schema/index.ts'
import { memoryMailer, type TestContext } from '../../test/harness.ts'
import { createTestContextWithSandbox } from '../../test/payment-sandbox.ts'
import { guestReservationUrl, reservationKey } from './guest-link.ts'
import { guestBookingLimits } from './routes.ts'

const secret = 'guest-webhook-secret'
const mailer = memoryMailer()
let ctx: TestContext
let sandbox: Sandbox

beforeAll(async () => {
  ;({ ctx, sandbox } = await createTestContextWithSandbox(
    secret,
    {
      RATE_LIMIT_PER_MINUTE: '100000',
      // The test server's own address is the proxy: X-Forwarded-For names each test's guest address.
      TRUST_PROXY: '127.0.0.1',
      PAYMENT_TIMEOUT_MS: '1000',
    },
    { mailer },
  ))
})
afterAll(async () => {
  await sandbox?.close()
  await ctx?.close()
})

let serial = 0
let night = 100
const inDays = (days: number) => addDays(hotelToday(), days)
/** A guest address of its own for each booking, unless a test shares one. */
const address = () => `203.0.113.${(serial % 250) + 1}`

const guestDetails = (email: string) => ({
  email,
  name: 'Lucía Fernanda Reyes',
  identification: `001-${String(100000 + serial)}-0000A`,
  phone: `+505 8700 ${String(1000 + serial)}`,
  country: 'NI',
})

/** A one-night booking without an account (a fresh night each time). */
async function guestBook(
  email = `walk-in${++serial}@example.com`,
  options: { from?: string; lang?: string; room?: number } = {},
) {
  night += 2
  const user = guestDetails(email)
  const res = await ctx.http('/api/v1/reservations', {
    method: 'POST',
    headers: { 'X-Forwarded-For': options.from ?? address(), 'Accept-Language': options.lang ?? 'en' },
    body: {
      check_in: inDays(night),
      check_out: inDays(night + 1),
      rooms: [{ number: options.room ?? 104, guest_count: 2 }],
      category: 'tourism',
      user,
    },
  })
  return { res, user, email }
}

async function booked(email?: string) {
  const { res, user } = await guestBook(email)
  expect(res.status).toBe(201)
  return {
    ...(res.body.data as { id: string; reference: string; total: number }),
    key: res.body.guest_key,
    user,
  }
}

const withKey = (key: string) => ({ 'X-Reservation-Key': key })

function registration(email: string, extra: Record<string, unknown> = {}) {
  serial++
  return {
    name: 'Lucía',
    last_name: 'Reyes',
    email,
    phone: `+505 8600 ${String(1000 + serial)}`,
    identification: `161-010190-${String(7000 + serial)}R`,
    city: 'Estelí',
    country: 'NI',
    birth_date: '1990-01-01',
    password: 'pine-hills-2026',
    password_confirmation: 'pine-hills-2026',
    ...extra,
  }
}

/** The 6-digit code of the last code mail to `email`. */
function mailedCode(email: string): string {
  const mail = mailer.sent.filter((m) => m.to === email && /^\d{6}$/m.test(m.text)).at(-1)
  const code = mail?.text.match(/^(\d{6})$/m)?.[1]
  if (!code) throw new Error(`no code mailed to ${email}`)
  return code
}

describe('booking without an account', () => {
  it('answers 201 with the reservation as sent and a key for its own routes', async () => {
    const { res, user } = await guestBook()
    expect(res.status).toBe(201)
    expect(res.body.data).toMatchObject({
      user,
      type: 'online',
      status: 'reserved',
      payment_status: 'pending',
    })
    expect(res.body.guest_key).toBe(reservationKey(res.body.data.id))
    expect(res.body.guest_key).toMatch(/^[A-Za-z0-9_-]{43}$/)
    // The guest is a client without a password, as the desk creates them.
    const [client] = await ctx.database.db.select().from(clients).where(eq(clients.email, user.email))
    expect(client).toMatchObject({
      name: 'Lucía',
      lastName: 'Fernanda Reyes',
      passwordHash: null,
      country: 'NI',
    })
  })

  it('needs the guest details without a token (401), and a signed-in booking has no key', async () => {
    night += 2
    const res = await ctx.http('/api/v1/reservations', {
      method: 'POST',
      headers: { 'X-Forwarded-For': address() },
      body: {
        check_in: inDays(night),
        check_out: inDays(night + 1),
        rooms: [{ number: 104, guest_count: 1 }],
        category: 'tourism',
      },
    })
    expect([res.status, res.body.code]).toEqual([401, 'unauthenticated'])
    const account = await ctx.http('/api/v1/auth/register', {
      method: 'POST',
      body: registration(`member${serial}@example.com`),
    })
    expect(account.status).toBe(201)
    const signedIn = await ctx.http('/api/v1/reservations', {
      method: 'POST',
      headers: { Authorization: `Bearer ${account.body.token}` },
      body: {
        check_in: inDays(night),
        check_out: inDays(night + 1),
        rooms: [{ number: 104, guest_count: 1 }],
        category: 'tourism',
      },
    })
    expect(signedIn.status).toBe(201)
    expect(signedIn.body.guest_key).toBeUndefined()
  })

  it('keeps the rules of every booking: a taken room is refused', async () => {
    const first = await booked()
    night -= 2 // the same night again
    const { res } = await guestBook(undefined, { room: 104 })
    expect([res.status, res.body.code]).toEqual([409, 'room_already_booked'])
    expect(first.id).toBeTruthy()
  })

  it('links the mail to the reservation page with the key', async () => {
    const r = await booked()
    expect(guestReservationUrl('https://hotel.example/', r, 'es')).toBe(
      `https://hotel.example/reservation/${r.reference}?key=${r.key}&lang=es`,
    )
  })
})

describe("the key opens the reservation's own routes", () => {
  it('GET by id or reference with the header or the query; a wrong or foreign key is 404', async () => {
    const r = await booked()
    const other = await booked()
    const byHeader = await ctx.http(`/api/v1/reservations/${r.id}`, { headers: withKey(r.key) })
    expect(byHeader.status).toBe(200)
    expect(byHeader.body.data).toMatchObject({ id: r.id, user: r.user })
    const byQuery = await ctx.http(`/api/v1/reservations/${r.reference.toLowerCase()}?key=${r.key}`)
    expect([byQuery.status, byQuery.body.data?.id]).toEqual([200, r.id])
    const wrong = await ctx.http(`/api/v1/reservations/${r.reference}`, {
      headers: withKey(`${r.key.slice(0, -1)}${r.key.endsWith('A') ? 'B' : 'A'}`),
    })
    expect([wrong.status, wrong.body]).toEqual([
      404,
      { code: 'reservation_not_found', message: 'Reservation not found.' },
    ])
    const foreign = await ctx.http(`/api/v1/reservations/${r.id}`, { headers: withKey(other.key) })
    expect(foreign.status).toBe(404)
    // An unknown reference answers exactly as a wrong key: the key says nothing about what exists.
    const unknown = await ctx.http('/api/v1/reservations/ZZZZ-ZZZZ', {
      headers: { ...withKey(r.key), 'Accept-Language': 'es' },
    })
    expect([unknown.status, unknown.body.message]).toEqual([404, 'Reservación no encontrada.'])
    expect((await ctx.http(`/api/v1/reservations/${r.id}`)).status).toBe(401)
    // The key opens that one reservation, never the list of the client's.
    expect((await ctx.http('/api/v1/reservations', { headers: withKey(r.key) })).status).toBe(401)
    // A bad bearer token is not overlooked because a key came with it.
    const badToken = await ctx.http(`/api/v1/reservations/${r.id}`, {
      headers: { ...withKey(r.key), Authorization: 'Bearer not-a-real-token-but-long-enough' },
    })
    expect(badToken.status).toBe(401)
  })

  it('modifies and cancels with the key; a second cancel says so', async () => {
    const r = await booked()
    const patched = await ctx.http(`/api/v1/reservations/${r.id}`, {
      method: 'PATCH',
      headers: withKey(r.key),
      body: { estimated_arrival_time: '15:30' },
    })
    expect([patched.status, patched.body.data?.estimated_arrival_time]).toEqual([200, '15:30'])
    const wrong = await ctx.http(`/api/v1/reservations/${r.id}/cancel`, {
      method: 'POST',
      headers: withKey(reservationKey('00000000-0000-4000-8000-000000000000')),
    })
    expect(wrong.status).toBe(404)
    const canceled = await ctx.http(`/api/v1/reservations/${r.reference}/cancel`, {
      method: 'POST',
      headers: withKey(r.key),
    })
    expect([canceled.status, canceled.body.data?.status]).toEqual([200, 'canceled'])
    const again = await ctx.http(`/api/v1/reservations/${r.id}/cancel`, {
      method: 'POST',
      headers: withKey(r.key),
    })
    expect([again.status, again.body.code]).toEqual([409, 'reservation_canceled'])
  })

  it('downloads the report with ?key= (a link), and refuses a wrong one', async () => {
    const r = await booked()
    const pdf = await ctx.http(`/api/v1/reservations/${r.reference}/report?key=${r.key}`)
    expect(pdf.status).toBe(200)
    expect(pdf.headers.get('content-type')).toBe('application/pdf')
    expect(pdf.text.startsWith('%PDF')).toBe(true)
    const csv = await ctx.http(`/api/v1/reservations/${r.id}/report?format=csv&key=${r.key}`)
    expect([csv.status, csv.headers.get('content-type')]).toEqual([200, 'text/csv; charset=utf-8'])
    expect(csv.text).toContain(r.reference)
    const other = await booked()
    expect((await ctx.http(`/api/v1/reservations/${r.id}/report?key=${other.key}`)).status).toBe(404)
  })

  it('pays by card with the key and reads the balance; a saved card needs a sign-in', async () => {
    const r = await booked()
    const card = {
      number: '4242424242424242',
      exp_month: 12,
      exp_year: 2030,
      cvv: '123',
      holder: 'Lucía Reyes',
    }
    const noKey = await ctx.http(`/api/v1/reservations/${r.id}/payments`, {
      method: 'POST',
      headers: { 'X-Forwarded-For': address() },
      body: { percentage_to_pay: 50, card },
    })
    expect(noKey.status).toBe(401)
    const saving = await ctx.http(`/api/v1/reservations/${r.id}/payments`, {
      method: 'POST',
      headers: { ...withKey(r.key), 'Accept-Language': 'es' },
      body: { percentage_to_pay: 50, card, save_card: true },
    })
    expect([saving.status, saving.body.code]).toEqual([422, 'validation_failed'])
    expect(saving.body.errors.save_card[0]).toMatch(/inicie sesión/)
    const savedId = await ctx.http(`/api/v1/reservations/${r.id}/payments`, {
      method: 'POST',
      headers: withKey(r.key),
      body: { percentage_to_pay: 50, payment_method_id: '00000000-0000-4000-8000-000000000000' },
    })
    expect(Object.keys(savedId.body.errors ?? {})).toEqual(['payment_method_id'])
    const paid = await ctx.http(`/api/v1/reservations/${r.reference}/payments`, {
      method: 'POST',
      headers: withKey(r.key),
      body: { percentage_to_pay: 50, card },
    })
    expect([paid.status, paid.body.status]).toEqual([200, 'approved'])
    const balance = await ctx.http(`/api/v1/reservations/${r.reference}/balance`, { headers: withKey(r.key) })
    expect(balance.status).toBe(200)
    const { total, paid: paidCents, balance: due } = balance.body.data
    expect([total, paidCents + due]).toEqual([r.total, r.total])
    expect(paidCents).toBe(paid.body.payment.amount)
    const wrong = await ctx.http(`/api/v1/reservations/${r.id}/balance`, {
      headers: withKey((await booked()).key),
    })
    expect(wrong.status).toBe(404)
    const after = await ctx.http(`/api/v1/reservations/${r.id}`, { headers: withKey(r.key) })
    expect(after.body.data.payment_status).toBe('partially_paid')
  })
})

describe('an e-mail that already has an account', () => {
  it('gets the reservation, its details unchanged, and nothing about it is answered', async () => {
    const email = `account${++serial}@example.com`
    const account = await ctx.http('/api/v1/auth/register', { method: 'POST', body: registration(email) })
    expect(account.status).toBe(201)
    const before = account.body.user
    const { res, user } = await guestBook(email.toUpperCase())
    expect(res.status).toBe(201)
    // What the booking sent (the e-mail as the schema keeps it), never the account's own details.
    expect(res.body.data.user).toEqual({ ...user, email })
    expect(res.body.data.user.phone).not.toBe(before.phone)
    const me = await ctx.http('/api/v1/auth/me', {
      headers: { Authorization: `Bearer ${account.body.token}` },
    })
    expect(me.body.data).toEqual(before)
    const mine = await ctx.http('/api/v1/reservations', {
      headers: { Authorization: `Bearer ${account.body.token}` },
    })
    expect(mine.body.data.map((r: { id: string }) => r.id)).toContain(res.body.data.id)
    const [row] = await ctx.database.db
      .select()
      .from(reservations)
      .where(eq(reservations.id, res.body.data.id))
    expect(row?.createdByClientId).toBeNull()
  })
})

describe('claiming the guest account', () => {
  it('by registering: 202 and a mailed code, a wrong code refused, the right one makes the account', async () => {
    const r = await booked()
    const email = r.user.email
    const body = registration(email, { name: 'Lucy' })
    const first = await ctx.http('/api/v1/auth/register', { method: 'POST', body })
    expect(first.status).toBe(202)
    expect(first.body).toEqual({
      code: 'email_verification_required',
      message:
        'We have sent a 6-digit code to this e-mail. Enter it to confirm the e-mail and finish creating your account.',
    })
    const code = mailedCode(email)
    const wrongCode = code === '000000' ? '111111' : '000000'
    const wrong = await ctx.http('/api/v1/auth/register', {
      method: 'POST',
      headers: { 'Accept-Language': 'es' },
      body: { ...body, verification_code: wrongCode },
    })
    expect([wrong.status, wrong.body.code]).toEqual([422, 'code_invalid'])
    expect(wrong.body.message).toBe('El código no es válido. Revíselo e inténtelo de nuevo.')
    const malformed = await ctx.http('/api/v1/auth/register', {
      method: 'POST',
      body: { ...body, verification_code: '12ab' },
    })
    expect([malformed.status, Object.keys(malformed.body.errors ?? {})]).toEqual([422, ['verification_code']])
    // Without a proven e-mail nobody signs in: no password was set by the tries above.
    const early = await ctx.http('/api/v1/auth/login', {
      method: 'POST',
      body: { email, password: body.password },
    })
    expect(early.status).toBe(401)
    const done = await ctx.http('/api/v1/auth/register', {
      method: 'POST',
      body: { ...body, verification_code: code },
    })
    expect(done.status).toBe(201)
    expect(done.body.message).toBe('Welcome to Hotel Casa Pinar, Lucy. Your account is ready.')
    expect(done.body.user).toMatchObject({ email, name: 'Lucy', last_name: 'Reyes', city: 'Estelí' })
    const mine = await ctx.http('/api/v1/reservations', {
      headers: { Authorization: `Bearer ${done.body.token}` },
    })
    expect(mine.body.data.map((x: { id: string }) => x.id)).toEqual([r.id])
    // The code is spent, and the account now has a password: registering again is the duplicate error.
    const replay = await ctx.http('/api/v1/auth/register', {
      method: 'POST',
      body: { ...body, verification_code: code },
    })
    expect([replay.status, replay.body.code]).toEqual([409, 'email_taken'])
    const login = await ctx.http('/api/v1/auth/login', {
      method: 'POST',
      body: { email, password: body.password },
    })
    expect(login.status).toBe(200)
  })

  it('answers an expired code with the code error', async () => {
    const r = await booked()
    const body = registration(r.user.email)
    expect((await ctx.http('/api/v1/auth/register', { method: 'POST', body })).status).toBe(202)
    const code = mailedCode(r.user.email)
    const [client] = await ctx.database.db.select().from(clients).where(eq(clients.email, r.user.email))
    await ctx.database.db
      .update(oneTimeCodes)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(oneTimeCodes.clientId, client?.id ?? ''))
    const late = await ctx.http('/api/v1/auth/register', {
      method: 'POST',
      body: { ...body, verification_code: code },
    })
    expect([late.status, late.body.code]).toEqual([422, 'code_expired'])
  })

  it('refuses, before any code, a phone another client uses', async () => {
    const taken = registration(`phone-owner${++serial}@example.com`)
    expect((await ctx.http('/api/v1/auth/register', { method: 'POST', body: taken })).status).toBe(201)
    const r = await booked()
    const res = await ctx.http('/api/v1/auth/register', {
      method: 'POST',
      body: registration(r.user.email, { phone: taken.phone }),
    })
    expect([res.status, res.body.code]).toEqual([409, 'phone_taken'])
    // The booking's own mails go out after its answer, so only a code mail would tell.
    await new Promise((resolve) => setTimeout(resolve, 200))
    const codes = mailer.sent.filter((mail) => mail.to === r.user.email && /code|código/i.test(mail.subject))
    expect(codes).toEqual([])
  })

  it('keeps an e-mail with a password a duplicate', async () => {
    const email = `owner${++serial}@example.com`
    expect(
      (await ctx.http('/api/v1/auth/register', { method: 'POST', body: registration(email) })).status,
    ).toBe(201)
    const again = await ctx.http('/api/v1/auth/register', { method: 'POST', body: registration(email) })
    expect([again.status, again.body.code]).toEqual([409, 'email_taken'])
    const withCode = await ctx.http('/api/v1/auth/register', {
      method: 'POST',
      body: registration(email, { verification_code: '123456' }),
    })
    expect([withCode.status, withCode.body.code]).toEqual([409, 'email_taken'])
  })

  it('from the sign-in page: the password reset works for a client without a password', async () => {
    const r = await booked()
    const email = r.user.email
    const request = await ctx.http('/api/v1/auth/one-time-password/request', {
      method: 'POST',
      body: { email },
    })
    expect(request.status).toBe(200)
    // The code goes out after the answer.
    await expect.poll(() => mailer.sent.some((m) => m.to === email && /^\d{6}$/m.test(m.text))).toBe(true)
    const code = mailedCode(email)
    const check = await ctx.http('/api/v1/auth/one-time-password/check', {
      method: 'POST',
      body: { email, code },
    })
    expect(check.status).toBe(200)
    const reset = await ctx.http('/api/v1/auth/password/reset', {
      method: 'POST',
      body: { email, code, password: 'cedar-trail-2026', password_confirmation: 'cedar-trail-2026' },
    })
    expect(reset.status).toBe(200)
    const login = await ctx.http('/api/v1/auth/login', {
      method: 'POST',
      body: { email, password: 'cedar-trail-2026' },
    })
    expect(login.status).toBe(200)
    const mine = await ctx.http('/api/v1/reservations', {
      headers: { Authorization: `Bearer ${login.body.token}` },
    })
    expect(mine.body.data.map((x: { id: string }) => x.id)).toEqual([r.id])
  })
})

describe('limits on bookings without an account', () => {
  it(`allow ${guestBookingLimits.perEmail} an hour per e-mail, whatever the address or the letters' case`, async () => {
    await ctx.database.db.update(hotelSettings).set({ maxUnpaidReservations: 100 })
    try {
      const email = `busy${++serial}@example.com`
      for (let i = 0; i < guestBookingLimits.perEmail; i++) {
        // One mailbox, however it is written: the same e-mail in capitals is no new allowance.
        const written = i % 2 ? ` ${email.toUpperCase()}` : email
        const { res } = await guestBook(written, { from: `198.51.100.${i + 1}` })
        expect(res.status).toBe(201)
      }
      const { res } = await guestBook(`Busy${email.slice(4)}`, { from: '198.51.100.99', lang: 'es' })
      expect([res.status, res.body.code]).toEqual([429, 'too_many_attempts'])
      expect(res.body.message).toMatch(/^Demasiados intentos/)
    } finally {
      await ctx.database.db.update(hotelSettings).set({ maxUnpaidReservations: 5 })
    }
  })

  it(`allow ${guestBookingLimits.perAddress} an hour per address (the trusted proxy's X-Forwarded-For)`, async () => {
    const from = '192.0.2.77'
    for (let i = 0; i < guestBookingLimits.perAddress; i++) {
      const { res } = await guestBook(undefined, { from })
      expect(res.status).toBe(201)
    }
    const { res } = await guestBook(undefined, { from })
    expect(res.status).toBe(429)
    // Another address is not held up.
    expect((await guestBook(undefined, { from: '192.0.2.78' })).res.status).toBe(201)
  })

  it("apply the guest's limit on unpaid stays to the e-mail's client, an account's bookings counted", async () => {
    await ctx.database.db.update(hotelSettings).set({ maxUnpaidReservations: 2 })
    try {
      const email = `unpaid${++serial}@example.com`
      const account = await ctx.http('/api/v1/auth/register', { method: 'POST', body: registration(email) })
      night += 2
      const own = await ctx.http('/api/v1/reservations', {
        method: 'POST',
        headers: { Authorization: `Bearer ${account.body.token}` },
        body: {
          check_in: inDays(night),
          check_out: inDays(night + 1),
          rooms: [{ number: 104, guest_count: 1 }],
          category: 'tourism',
        },
      })
      expect(own.status).toBe(201)
      expect((await guestBook(email)).res.status).toBe(201)
      const { res } = await guestBook(email)
      expect([res.status, res.body.code]).toEqual([409, 'too_many_unpaid_reservations'])
    } finally {
      await ctx.database.db.update(hotelSettings).set({ maxUnpaidReservations: 5 })
    }
  })
})
