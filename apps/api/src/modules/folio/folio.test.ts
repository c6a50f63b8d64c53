import { addDays, hotelToday } from '@hotel/contract'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { pricingPeriods, products, rooms } from '../../db/schema/index.ts'
import {
  auditEntries,
  bookStay,
  createTestContext,
  openDrawer,
  registerNewGuest,
  type StaffClient,
  signInNewStaff,
  signInOwner,
  staffClient,
  type TestContext,
} from '../../test/harness.ts'

// Room 101 sells at US$35.00 a night once its seasons are gone, and the seeded "Estancia larga" takes 10 % off
// single rooms: two nights are 70.00 less 7.00. A Toña beer is 2.50. Both taxes are included in the prices:
// IVA 15 % on every charge, INTUR 2 % on nights above US$30.
//   night 35.00: base 35 × 100 / 117 = 29.914 → 29.91; IVA 29.91 × 15 % = 4.4865 → 4.49; INTUR the rest 0.60
//   discount -7.00: base -5.983 → -5.98; IVA -0.897 → -0.90; INTUR the rest -0.12
//   two beers 5.00: base 5 × 100 / 115 = 4.348 → 4.35; IVA the rest 0.65

let ctx: TestContext
let asOwner: StaffClient
let desk: StaffClient
let guest: { token: string }
let beer: string
let room101: string

beforeAll(async () => {
  ctx = await createTestContext({ RATE_LIMIT_EXEMPT: '127.0.0.1' })
  const db = ctx.database.db
  const [room] = await db.select({ id: rooms.id }).from(rooms).where(eq(rooms.number, 101))
  const [product] = await db.select({ id: products.id }).from(products).where(eq(products.name, 'Toña beer'))
  if (!room || !product) throw new Error('seed changed')
  room101 = room.id
  beer = product.id
  await db.delete(pricingPeriods).where(eq(pricingPeriods.roomId, room101))
  asOwner = staffClient(ctx, await signInOwner(ctx))
  desk = staffClient(ctx, await signInNewStaff(ctx, { roles: ['receptionist'] }))
  guest = await registerNewGuest(ctx)
})
afterAll(() => ctx?.close())

/** Toña beers charged to room 101 of the stay at the desk; the answer's extras. */
async function beers(stayId: string, quantity: number) {
  const res = await desk(`/reservations/${stayId}/extras`, {
    method: 'POST',
    body: { room_id: room101, extras: [{ category: 'drink', product_id: beer, quantity }] },
  })
  expect(res.status, res.text).toBe(201)
  return res
}

// biome-ignore lint/suspicious/noExplicitAny: tests read answers freely
const charges = (folio: { lines: any[] }) =>
  folio.lines.filter((line) => !['tax', 'payment', 'refund'].includes(line.type))

describe('GET /staff/reservations/{id}/folio', () => {
  it('lists each night, the discount, the extras and the taxes inside them, to the cent, in the caller’s language', async () => {
    const stay = await bookStay(ctx, guest.token, { from: 10, nights: 2 })
    await beers(stay.id, 2)
    const first = addDays(hotelToday(), 10)
    const second = addDays(hotelToday(), 11)

    const res = await desk(`/reservations/${stay.id}/folio`)
    expect(res.status, res.text).toBe(200)
    const folio = res.body.data
    expect(charges(folio)).toEqual([
      expect.objectContaining({
        type: 'extra_charge',
        date: hotelToday(),
        description: 'Toña beer',
        amount: 500,
        base: 435,
      }),
      expect.objectContaining({
        type: 'night',
        movement_type: 'reservation',
        date: first,
        room_number: 101,
        description: 'Night, room 101',
        amount: 3500,
        base: 2991,
      }),
      expect.objectContaining({
        type: 'discount',
        date: first,
        description: 'Promotion, room 101',
        amount: -700,
        base: -598,
      }),
      expect.objectContaining({ type: 'night', date: second, amount: 3500, base: 2991 }),
    ])
    expect(folio.taxes).toEqual([
      { code: 'IVA', label: 'VAT (IVA)', rate: 15, included: true, base: 5819, amount: 873 },
      { code: 'INTUR', label: 'INTUR tourism tax', rate: 2, included: true, base: 5384, amount: 108 },
    ])
    // Each day's taxes on a line of their own: the first night's IVA less the discount's.
    expect(
      folio.lines.filter(
        (line: { type: string; date: string }) => line.type === 'tax' && line.date === first,
      ),
    ).toEqual([
      expect.objectContaining({ description: 'VAT (IVA) 15 % (included)', amount: 449 - 90 }),
      expect.objectContaining({ description: 'INTUR tourism tax 2 % (included)', amount: 60 - 12 }),
    ])
    expect(folio).toMatchObject({ currency: 'USD', total: 6800, paid: 0, balance: 6800 })

    const spanish = (await desk(`/reservations/${stay.id}/folio`, { lang: 'es' })).body.data
    expect(charges(spanish).map((line: { description: string }) => line.description)).toEqual([
      'Toña beer',
      'Noche, habitación 101',
      'Promoción, habitación 101',
      'Noche, habitación 101',
    ])
    expect(spanish.taxes[1].label).toBe('Impuesto de turismo INTUR')
  })

  it('follows the stay: new dates, a removed extra, a cancellation; the sum stays the stay’s total', async () => {
    const stay = await bookStay(ctx, guest.token, { from: 20, nights: 1 })
    const extras = await beers(stay.id, 1)
    const moved = await ctx.http(`/api/v1/reservations/${stay.id}`, {
      method: 'PATCH',
      headers: { authorization: `Bearer ${guest.token}` },
      body: {
        check_in: addDays(hotelToday(), 25),
        check_out: addDays(hotelToday(), 27),
        estimated_arrival_time: null,
        additional_description: null,
      },
    })
    expect(moved.status, moved.text).toBe(200)
    let folio = (await desk(`/reservations/${stay.id}/folio`)).body.data
    expect(charges(folio).map((line: { type: string; date: string }) => [line.type, line.date])).toEqual([
      ['extra_charge', hotelToday()],
      ['night', addDays(hotelToday(), 25)],
      ['discount', addDays(hotelToday(), 25)],
      ['night', addDays(hotelToday(), 26)],
    ])
    // 2 × 35.00 − 7.00 + 2.50, as the reservation's movements say
    expect(folio.total).toBe(6550)
    const payments = (await desk(`/reservations/${stay.id}/payments`)).body.data
    expect(payments.total).toBe(folio.total)

    const removed = await desk(`/extras/${extras.body.data[0].id}`, { method: 'DELETE' })
    expect(removed.status, removed.text).toBe(200)
    folio = (await desk(`/reservations/${stay.id}/folio`)).body.data
    expect(folio.total).toBe(6300)
    expect(charges(folio).some((line: { type: string }) => line.type === 'extra_charge')).toBe(false)

    const cancelled = await ctx.http(`/api/v1/reservations/${stay.id}/cancel`, {
      method: 'POST',
      headers: { authorization: `Bearer ${guest.token}` },
    })
    expect(cancelled.status, cancelled.text).toBe(200)
    folio = (await desk(`/reservations/${stay.id}/folio`)).body.data
    expect(folio).toMatchObject({ lines: [], taxes: [], total: 0, balance: 0 })
  })

  it('shows approved payments with their receipts, numbered in order without a gap, even two at once', async () => {
    await openDrawer(desk)
    const stays = [
      await bookStay(ctx, guest.token, { from: 40, nights: 1 }),
      await bookStay(ctx, guest.token, { from: 41, nights: 1 }),
    ]
    const pay = (id: string, amount: number) =>
      desk(`/reservations/${id}/payments`, {
        method: 'POST',
        body: {
          method: 'cash',
          currency: 'USD',
          percentage_to_pay: 100,
          amount,
          exchange_rate: '36.8',
          tendered: amount,
          change_due: 0,
        },
      })
    const paid = await Promise.all(stays.map((stay) => pay(stay.id, stay.total)))
    for (const res of paid) expect(res.status, res.text).toBe(201)
    const numbers = paid.map((res) => Number(res.body.data.invoice.slice(2))).sort((a, b) => a - b)
    expect(numbers[1]).toBe((numbers[0] ?? 0) + 1)
    expect(paid[0]?.body.data.invoice).toMatch(/^R-\d{6}$/)

    const folio = (await desk(`/reservations/${stays[0]?.id}/folio`)).body.data
    expect(folio.lines.find((line: { type: string }) => line.type === 'payment')).toMatchObject({
      type: 'payment',
      date: hotelToday(),
      description: 'Payment in cash',
      amount: stays[0]?.total,
      receipt: paid[0]?.body.data.invoice,
    })
    expect(folio).toMatchObject({ total: stays[0]?.total, paid: stays[0]?.total, balance: 0 })
  })

  it('lets the owner set the taxes: new charges take them, lines already written keep theirs', async () => {
    const seeded = await asOwner('/taxes')
    expect(seeded.status, seeded.text).toBe(200)
    expect(seeded.body.data).toEqual([
      {
        code: 'IVA',
        label_en: 'VAT (IVA)',
        label_es: 'IVA',
        rate: 15,
        included: true,
        applies_to: 'all',
        night_above: null,
        active: true,
      },
      {
        code: 'INTUR',
        label_en: 'INTUR tourism tax',
        label_es: 'Impuesto de turismo INTUR',
        rate: 2,
        included: true,
        applies_to: 'nights',
        night_above: 3000,
        active: true,
      },
    ])
    expect((await desk('/taxes')).status).toBe(403)
    const before = await bookStay(ctx, guest.token, { from: 50, nights: 1 })

    // INTUR added on top of the price instead of included
    const added = seeded.body.data.map((tax: { code: string }) =>
      tax.code === 'INTUR' ? { ...tax, included: false } : tax,
    )
    const saved = await asOwner('/taxes', { method: 'PUT', body: { taxes: added } })
    expect(saved.status, saved.text).toBe(200)
    expect(saved.body.message).toMatch(/^Taxes saved/)
    const after = await bookStay(ctx, guest.token, { from: 52, nights: 1 })
    try {
      const old = (await desk(`/reservations/${before.id}/folio`)).body.data
      expect(old.taxes.map((tax: { code: string; included: boolean }) => [tax.code, tax.included])).toEqual([
        ['IVA', true],
        ['INTUR', true],
      ])
      // 35.00 with IVA inside: base 35 × 100 / 115 = 30.435 → 30.43, IVA 4.57; INTUR 2 % of 30.43 = 0.6086 → 0.61
      // on top. The discount, -3.50: base -3.04, IVA -0.46, INTUR -0.0608 → -0.06. Total 35.61 − 3.56 = 32.05.
      const fresh = (await desk(`/reservations/${after.id}/folio`)).body.data
      expect(charges(fresh).map((line) => [line.type, line.amount, line.base])).toEqual([
        ['night', 3500, 3043],
        ['discount', -350, -304],
      ])
      expect(fresh.taxes).toEqual([
        { code: 'IVA', label: 'VAT (IVA)', rate: 15, included: true, base: 2739, amount: 411 },
        { code: 'INTUR', label: 'INTUR tourism tax', rate: 2, included: false, base: 2739, amount: 55 },
      ])
      expect(fresh.total).toBe(3205)
      const history = await auditEntries(ctx, 'taxes', 'taxes')
      expect(history.at(-1)?.action).toBe('taxes.update')
    } finally {
      await asOwner('/taxes', { method: 'PUT', body: { taxes: seeded.body.data } })
    }
  })

  it('refuses a repeated tax code and a rate with three decimals, field by field', async () => {
    const tax = {
      code: 'IVA',
      label_en: 'VAT',
      label_es: 'IVA',
      rate: 15,
      included: true,
      applies_to: 'all',
      night_above: null,
      active: true,
    }
    const res = await asOwner('/taxes', {
      method: 'PUT',
      body: { taxes: [tax, { ...tax, rate: 1.234 }] },
      lang: 'es',
    })
    expect(res.status).toBe(422)
    expect(res.body.errors).toMatchObject({
      'taxes.1.code': ['Cada código de impuesto puede aparecer una sola vez.'],
      'taxes.1.rate': ['Una tasa tiene como máximo dos decimales.'],
    })
  })

  it('answers 404 for a stay that does not exist, in the caller’s language', async () => {
    const res = await asOwner('/reservations/00000000-0000-4000-8000-000000000000/folio', { lang: 'es' })
    expect(res.status).toBe(404)
    expect(res.body.code).toBe('reservation_not_found')
  })
})
