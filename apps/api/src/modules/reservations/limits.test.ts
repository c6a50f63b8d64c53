import { addDays, bookingHorizon, hotelToday } from '@hotel/contract'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { hotelSettings } from '../../db/schema/index.ts'
import { createTestContext, registerGuest, type TestContext, uniqueContact } from '../../test/harness.ts'

let ctx: TestContext
beforeAll(async () => {
  ctx = await createTestContext({ RATE_LIMIT_PER_MINUTE: '100000' })
})
afterAll(() => ctx?.close())

const inDays = (days: number) => addDays(hotelToday(), days)
const book = (token: string, checkIn: string, checkOut: string, number = 101, lang = 'en') =>
  ctx.http('/api/v1/reservations', {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Accept-Language': lang },
    body: {
      check_in: checkIn,
      check_out: checkOut,
      rooms: [{ number, guest_count: 1 }],
      category: 'tourism',
    },
  })
const search = (checkIn: string, checkOut: string, lang = 'en') =>
  ctx.http(`/api/v1/rooms?check_in=${checkIn}&check_out=${checkOut}`, {
    headers: { 'Accept-Language': lang },
  })

describe('stay bounds', () => {
  it('are told by GET /hotel', async () => {
    const res = await ctx.http('/api/v1/hotel')
    expect(res.body.data).toMatchObject({ max_stay_nights: 30, booking_horizon_months: 18 })
  })

  it('limit a search to 30 nights within 18 months, in both languages', async () => {
    expect((await search(inDays(1), inDays(31))).status).toBe(200)
    const long = await search(inDays(1), inDays(32))
    expect(long.status).toBe(422)
    expect(long.body.code).toBe('invalid_query')
    expect(long.body.errors).toEqual({ check_out: ['A stay can last at most 30 nights.'] })
    const es = await search(inDays(1), inDays(32), 'es')
    expect(es.body.errors.check_out).toEqual(['Una estadía puede durar como máximo 30 noches.'])
    const horizon = bookingHorizon(hotelToday(), 18)
    expect((await search(addDays(horizon, -2), horizon)).status).toBe(200)
    const far = await search(addDays(horizon, -1), addDays(horizon, 1))
    expect(far.body.errors).toEqual({ check_out: ['Stays can be booked up to 18 months ahead.'] })
  })

  it('refuse a search of a thousand years at once, and dates no calendar needs', async () => {
    const started = performance.now()
    const res = await search(inDays(1), '3026-01-01')
    expect(res.status).toBe(422)
    expect(performance.now() - started).toBeLessThan(2000)
    expect((await search(inDays(1), '9999-12-31')).body.errors.check_out).toEqual(['Invalid date.'])
  })

  it('limit a booking and a change of dates the same way', async () => {
    const token = await registerGuest(ctx, uniqueContact())
    const long = await book(token, inDays(3), inDays(34))
    expect(long.status).toBe(422)
    expect(long.body.errors).toEqual({ check_out: ['A stay can last at most 30 nights.'] })
    const far = await book(token, '2060-01-01', '2060-01-05', 101, 'es')
    expect(far.body.errors.check_out).toEqual([
      'Se puede reservar con un máximo de 18 meses de anticipación.',
    ])
    const ok = await book(token, inDays(3), inDays(5))
    expect(ok.status).toBe(201)
    const moved = await ctx.http(`/api/v1/reservations/${ok.body.data.id}`, {
      method: 'PATCH',
      headers: { Authorization: `Bearer ${token}` },
      body: { check_in: inDays(3), check_out: inDays(40) },
    })
    expect(moved.status).toBe(422)
    expect(moved.body.errors).toEqual({ check_out: ['A stay can last at most 30 nights.'] })
  })

  it('follow the settings at once', async () => {
    await ctx.database.db.update(hotelSettings).set({ maxStayNights: 1 })
    try {
      const res = await search(inDays(1), inDays(3))
      expect(res.body.errors).toEqual({ check_out: ['A stay can last at most 1 night.'] })
    } finally {
      await ctx.database.db.update(hotelSettings).set({ maxStayNights: 30 })
    }
  })
})

describe('unpaid reservations', () => {
  it('are limited to 5 future ones per guest; a cancelled one makes room', async () => {
    const token = await registerGuest(ctx, uniqueContact())
    const ids: string[] = []
    for (let i = 0; i < 5; i++) {
      const res = await book(token, inDays(200 + i * 2), inDays(201 + i * 2), 207)
      expect(res.status).toBe(201)
      ids.push(res.body.data.id)
    }
    const sixth = await book(token, inDays(230), inDays(231), 207)
    expect(sixth.status).toBe(409)
    expect(sixth.body).toEqual({
      code: 'too_many_unpaid_reservations',
      message:
        'You already have 5 reservations waiting for payment. Please pay or cancel one before booking another.',
    })
    const es = await book(token, inDays(230), inDays(231), 110, 'es')
    expect(es.body.message).toBe(
      'Ya tiene 5 reservaciones pendientes de pago. Pague o cancele una antes de reservar otra.',
    )
    const canceled = await ctx.http(`/api/v1/reservations/${ids[0]}/cancel`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}` },
    })
    expect(canceled.status).toBe(200)
    expect((await book(token, inDays(230), inDays(231), 207)).status).toBe(201)
  })

  it('hold under concurrent bookings by one guest', async () => {
    const token = await registerGuest(ctx, uniqueContact())
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) => book(token, inDays(300 + i * 2), inDays(301 + i * 2), 208)),
    )
    expect(answers.filter((a) => a.status === 201)).toHaveLength(5)
    expect(answers.filter((a) => a.status === 409)).toHaveLength(7)
  })
})
