import { addDays, hotelToday } from '@hotel/contract'
import { notInArray } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { pricingPeriods, roomCapacities, rooms } from '../../db/schema/index.ts'
import { createTestContext, type TestContext } from '../../test/harness.ts'
import { insertStay } from '../../test/stays.ts'

let ctx: TestContext
beforeAll(async () => {
  ctx = await createTestContext()
  // Seasons would make the hand-computed totals depend on today's date: the base tariffs only. The seed's
  // promotions stay (15 % on doubles and triples, 10 % on singles and multiples, from today for 180 days).
  await ctx.database.db.delete(pricingPeriods)
})
afterAll(() => ctx?.close())

const checkIn = addDays(hotelToday(), 10)
const checkOut = addDays(hotelToday(), 13)
const get = (path: string, lang = 'en') => ctx.http(path, { headers: { 'Accept-Language': lang } })

/** A live reservation of `number` written straight to the database (the reservations module tests its rules). */
async function holdRoom(number: number, startDate: string, endDate: string) {
  await insertStay(ctx, { room: number, checkIn: startDate, checkOut: endDate, totalCents: 1000 })
}

describe('GET /rooms/:number for a stay', () => {
  it("gives the stay's price for the guests, the same figure as the search's card", async () => {
    const stay = `check_in=${checkIn}&check_out=${checkOut}&adults=2`
    const res = await get(`/api/v1/rooms/205?${stay}`)
    expect(res.status).toBe(200)
    // Double, 2 guests: 3 nights at $55.00 = $165.00, 15 % off = $24.75, $140.25 to pay.
    expect(res.body.data.price).toMatchObject({
      guests: 2,
      night_cents: 5500,
      nights: 3,
      total_cents: 16500,
      total_after_promotion_cents: 14025,
    })
    expect(res.body.data.stay).toEqual({
      check_in: checkIn,
      check_out: checkOut,
      adults: 2,
      fits: true,
      available: true,
    })
    const search = await get(`/api/v1/rooms?${stay}&type=double&per_page=20`)
    const card = search.body.data.find((room: { number: number }) => room.number === 205)
    expect(card.price).toEqual(res.body.data.price)
  })

  it('says when the room is taken on a night of the stay, or too small for the guests', async () => {
    await holdRoom(204, addDays(checkIn, 2), addDays(checkIn, 4))
    const taken = await get(`/api/v1/rooms/204?check_in=${checkIn}&check_out=${checkOut}&adults=1`)
    expect(taken.status).toBe(200)
    expect(taken.body.data.stay).toMatchObject({ fits: true, available: false })
    // Its price is still the stay's: 3 nights for one guest at $45.00, 15 % off.
    expect(taken.body.data.price.total_after_promotion_cents).toBe(11475)
    // The day it checks out is free again.
    const after = await get(
      `/api/v1/rooms/204?check_in=${addDays(checkIn, 4)}&check_out=${addDays(checkIn, 6)}`,
    )
    expect(after.body.data.stay).toMatchObject({ fits: true, available: true })

    const small = await get(`/api/v1/rooms/205?check_in=${checkIn}&check_out=${checkOut}&adults=3`)
    expect(small.status).toBe(200)
    expect(small.body.data.stay).toMatchObject({ adults: 3, fits: false, available: false })
    expect(small.body.data.max_guests).toBe(2)
  })

  it('answers without dates as before (no stay), and refuses bad dates in the caller language', async () => {
    const plain = await get('/api/v1/rooms/205')
    expect(plain.body.data.stay).toBeNull()
    expect(plain.body.data.price).toMatchObject({ guests: 1, nights: null, total_cents: null })
    const reversed = await get(`/api/v1/rooms/205?check_in=${checkOut}&check_out=${checkIn}`, 'es')
    expect(reversed.status).toBe(422)
    expect(reversed.body.message).toBe('La fecha de salida debe ser posterior a la fecha de llegada.')
    const alone = await get(`/api/v1/rooms/205?check_in=${checkIn}`)
    expect(alone.status).toBe(422)
    const many = await get(`/api/v1/rooms/205?check_in=${checkIn}&check_out=${checkOut}&adults=21`)
    expect([many.status, many.body.code]).toEqual([422, 'invalid_query'])
    expect((await get(`/api/v1/rooms/9999?check_in=${checkIn}&check_out=${checkOut}`)).status).toBe(404)
  })
})

describe('GET /rooms/combinations', () => {
  const combinations = (adults: number, lang = 'en') =>
    get(`/api/v1/rooms/combinations?check_in=${checkIn}&check_out=${checkOut}&adults=${adults}`, lang)

  it('suggests free rooms that hold a party of 8 together: fewest rooms, then the lowest total', async () => {
    // Only 107 (triple), 109 and 208 (multiples) and 205 (double) are free.
    await ctx.database.db
      .update(rooms)
      .set({ status: 'maintenance' })
      .where(notInArray(rooms.number, [107, 109, 205, 208]))
    const res = await combinations(8)
    expect(res.status).toBe(200)
    const shown = res.body.data.map(
      (c: { rooms: { number: number; guests: number }[]; total_after_promotion_cents: number }) => ({
        rooms: c.rooms.map((r) => `${r.number}x${r.guests}`).join(' '),
        total: c.total_after_promotion_cents,
      }),
    )
    // 3 nights. Triple for 3: 3 × $75.00 = $225.00 − 15 % = $191.25. Multiple for 5: 3 × $110.00 = $330.00
    // − 10 % = $297.00; for 4: 3 × $95.00 = $285.00 − 10 % = $256.50. No double with a multiple reaches 8.
    expect(shown).toEqual([
      { rooms: '107x3 109x5', total: 19125 + 29700 },
      { rooms: '107x3 208x5', total: 19125 + 29700 },
      { rooms: '109x4 208x4', total: 25650 + 25650 },
    ])
    expect(res.body.data[2]).toMatchObject({
      currency: 'USD',
      nights: 3,
      guests: 8,
      total_cents: 57000,
      total_after_promotion_cents: 51300,
    })
    expect(res.body.data[0].rooms[0]).toEqual({
      number: 107,
      type: 'triple',
      guests: 3,
      max_guests: 3,
      total_cents: 22500,
      total_after_promotion_cents: 19125,
    })
  })

  it('answers no combination when one free room holds the party, or when all of them cannot', async () => {
    expect((await combinations(5)).body.data).toEqual([])
    // 5 + 5 + 3 + 2 = 15 guests at most.
    expect((await combinations(16)).body.data).toEqual([])
    const fifteen = await combinations(15)
    expect(fifteen.body.data.map((c: { rooms: unknown[] }) => c.rooms.length)).toEqual([4])
  })

  it('leaves out a room booked on one night of the stay', async () => {
    await holdRoom(107, addDays(checkIn, 1), addDays(checkIn, 2))
    const res = await combinations(8)
    // 109 + 208 as 4 + 4 ($256.50 each); then the three others: 205 for 2 ($165.00 − 15 % = $140.25) with
    // 109 and 208 for 3 each (3 × $85.00 = $255.00 − 10 % = $229.50), cheaper than 1 + 3 + 4 ($114.75 +
    // $229.50 + $256.50).
    expect(
      res.body.data.map(
        (c: { rooms: { number: number; guests: number }[]; total_after_promotion_cents: number }) => [
          c.rooms.map((r) => `${r.number}x${r.guests}`).join(' '),
          c.total_after_promotion_cents,
        ],
      ),
    ).toEqual([
      ['109x4 208x4', 51300],
      ['109x3 205x2 208x3', 22950 + 14025 + 22950],
    ])
  })

  it('stays quick with 36 free rooms and a party of 20 (no walk over the subsets)', async () => {
    // 32 more rooms, 301 to 332, without promotion: $7.00 a night for one guest up to $10.00 for four.
    const added = await ctx.database.db
      .insert(rooms)
      .values(
        Array.from({ length: 32 }, (_, i) => ({
          number: 301 + i,
          type: 'multiple' as const,
          descriptionEn: 'A test room',
          descriptionEs: 'Una habitación de prueba',
        })),
      )
      .returning({ id: rooms.id })
    await ctx.database.db.insert(roomCapacities).values(
      added.flatMap(({ id }) =>
        [700, 800, 900, 1000].map((tariffCents, i) => ({
          roomId: id,
          capacity: i + 1,
          tariffCents,
          isException: false,
        })),
      ),
    )
    const started = performance.now()
    const res = await combinations(20)
    expect(performance.now() - started).toBeLessThan(5000)
    expect(res.status).toBe(200)
    // Five rooms at least (5 + 5 + 4 + 4 = 18 < 20); five new rooms of four: 5 × 3 × $10.00 = $150.00, below
    // any five with a multiple for five ($297.00 alone). Equal totals: the lowest numbers first.
    expect(
      res.body.data.map(
        (c: { rooms: { number: number; guests: number }[]; total_after_promotion_cents: number }) => [
          c.rooms.map((r) => `${r.number}x${r.guests}`).join(' '),
          c.total_after_promotion_cents,
        ],
      ),
    ).toEqual([
      ['301x4 302x4 303x4 304x4 305x4', 15000],
      ['301x4 302x4 303x4 304x4 306x4', 15000],
      ['301x4 302x4 303x4 304x4 307x4', 15000],
    ])
  })

  it('needs dates and a party, checked in the caller language', async () => {
    const missing = await get('/api/v1/rooms/combinations?adults=8')
    expect([missing.status, missing.body.code]).toEqual([422, 'invalid_query'])
    const past = await get(
      `/api/v1/rooms/combinations?check_in=${addDays(hotelToday(), -2)}&check_out=${checkOut}&adults=8`,
      'es',
    )
    expect(past.status).toBe(422)
    expect(past.body.errors?.[0]?.message ?? past.body.message).toMatch(/pasad|anterior|hoy/i)
    expect((await combinations(0)).status).toBe(422)
  })
})
