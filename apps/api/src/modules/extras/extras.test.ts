import { addDays, hotelToday, type ReservationStatus } from '@hotel/contract'
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  auditLog,
  movements,
  paymentMovements,
  payments,
  products,
  reservations,
  rooms,
  stockAdjustments,
} from '../../db/schema/index.ts'
import {
  createTestContext,
  type StaffAuth,
  type StaffClient,
  signInNewStaff,
  signInOwner,
  staffClient,
  staffHeaders,
  streamEvents,
  type TestContext,
} from '../../test/harness.ts'
import { insertStay } from '../../test/stays.ts'

let ctx: TestContext
let receptionist: StaffAuth
let housekeeper: StaffAuth
let accountant: StaffAuth
let asOwner: StaffClient
let desk: StaffClient

beforeAll(async () => {
  ctx = await createTestContext({ RATE_LIMIT_EXEMPT: '127.0.0.1' })
  asOwner = staffClient(ctx, await signInOwner(ctx))
  receptionist = await signInNewStaff(ctx, { roles: ['receptionist'] })
  desk = staffClient(ctx, receptionist)
  housekeeper = await signInNewStaff(ctx, { roles: ['housekeeper'] })
  accountant = await signInNewStaff(ctx, { roles: ['accountant'] })
})
afterAll(() => ctx?.close())

let night = 30
/** A one-night stay in room 104 (a fresh night each time), straight into the database, with its stay line. */
async function stay(status: ReservationStatus = 'in_progress') {
  night += 1
  const checkIn = addDays(hotelToday(), night)
  return insertStay(ctx, {
    room: 104,
    checkIn,
    checkOut: addDays(checkIn, 1),
    status,
    totalCents: 5500,
    nights: [{ date: checkIn, cents: 5500 }],
    guests: 2,
    charged: true,
  })
}

async function product(name: string, stock: number, unitPrice = 250, category = 'drink') {
  const res = await asOwner('/products', {
    method: 'POST',
    body: { name, category, unit_price: unitPrice, stock, total_cost: stock * 100 },
  })
  expect(res.status).toBe(201)
  return res.body.data as { id: string; name: string }
}

const charge = (reservationId: string, body: Record<string, unknown>, lang = 'en', who = receptionist) =>
  staffClient(ctx, who)(`/reservations/${reservationId}/extras`, { method: 'POST', body, lang })
const stockOf = async (id: string) =>
  (await ctx.database.db.select().from(products).where(eq(products.id, id)))[0]?.stock
const reservationRow = async (id: string) =>
  (await ctx.database.db.select().from(reservations).where(eq(reservations.id, id)))[0]
const missing = '00000000-0000-4000-8000-000000000000'

describe('extras', () => {
  it('charges extras to a room of the stay: movements, stock taken, history, audit and events', async () => {
    const r = await stay()
    const beer = await product('Victoria frost', 12, 250)
    const chips = await product('Yuca chips', 5, 120, 'snack')
    const events = await streamEvents(ctx.baseUrl, receptionist)
    const res = await charge(r.id, {
      room_id: r.roomId,
      extras: [
        { category: 'drink', product_id: beer.id, quantity: 2 },
        { category: 'snack', product_id: chips.id, quantity: 1 },
        { category: 'drink', product_id: beer.id, quantity: 1 },
      ],
    })
    expect(res.status).toBe(201)
    expect(res.body.message).toBe(
      `Charged to reservation ${r.reference}: 2 × Victoria frost, 1 × Yuca chips, 1 × Victoria frost ($8.70).`,
    )
    expect(res.body.data).toHaveLength(3)
    expect(res.body.data[0]).toMatchObject({
      reservation_id: r.id,
      room_id: r.roomId,
      room_number: 104,
      product_id: beer.id,
      product_name: 'Victoria frost',
      category: 'drink',
      quantity: 2,
      unit_price: 250,
      amount: 500,
    })
    expect(await stockOf(beer.id)).toBe(9)
    expect(await stockOf(chips.id)).toBe(4)
    const lines = await ctx.database.db
      .select()
      .from(movements)
      .where(and(eq(movements.reservationId, r.id), eq(movements.type, 'extra_charge')))
    expect(lines.map((line) => line.amountCents).sort()).toEqual([120, 250, 500])
    const history = await ctx.database.db
      .select()
      .from(stockAdjustments)
      .where(and(eq(stockAdjustments.productId, beer.id), eq(stockAdjustments.reason, 'extra')))
    expect(history.map((a) => [a.delta, a.stockAfter]).sort()).toEqual([
      [-1, 9],
      [-2, 10],
    ])
    for (const a of history) expect(lines.map((line) => line.id)).toContain(a.movementId)
    const [entry] = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, r.id), eq(auditLog.action, 'extras.charge')))
    expect(entry?.after).toMatchObject({ room_id: r.roomId })
    await events.next((e) => e.topic === 'stock' && e.id === beer.id)
    await events.next((e) => e.topic === 'reservation' && e.id === r.id)
    await events.close()
    const es = await charge(
      r.id,
      { room_id: r.roomId, extras: [{ category: 'snack', product_id: chips.id, quantity: 2 }] },
      'es',
    )
    expect(es.status).toBe(201)
    expect(es.body.message).toMatch(
      new RegExp(`^Cargado a la reservación ${r.reference}: 2 × Yuca chips \\(USD\\s2\\.40\\)\\.$`),
    )
  })

  it('makes a paid stay owe its new extra (payment status refreshed)', async () => {
    const r = await stay('reserved')
    await ctx.database.db.insert(payments).values({
      reservationId: r.id,
      method: 'cash',
      status: 'paid',
      percentageToPay: 100,
      amountCents: 5500,
      currency: 'USD',
      exchangeRate: '1',
      chargedCents: 5500,
      paidAt: new Date(),
    })
    await ctx.database.db.update(reservations).set({ paymentStatus: 'paid' }).where(eq(reservations.id, r.id))
    const water = await product('Agua Fuente Pura', 3, 100)
    const res = await charge(r.id, {
      room_id: r.roomId,
      extras: [{ category: 'drink', product_id: water.id, quantity: 1 }],
    })
    expect(res.status).toBe(201)
    expect((await reservationRow(r.id))?.paymentStatus).toBe('partially_paid')
    const removed = await desk(`/extras/${res.body.data[0].id}`, { method: 'DELETE' })
    expect(removed.status).toBe(200)
    expect((await reservationRow(r.id))?.paymentStatus).toBe('paid')
  })

  it.each([
    ['en', 'Out of stock: “Flor de Caña” has 2 left and 3 were asked for.'],
    ['es', 'Sin existencias: quedan 2 de «Flor de Caña» y se pidieron 3.'],
  ])('refuses the whole request when one item lacks stock (%s)', async (lang, message) => {
    const r = await stay()
    const [rum] = await ctx.database.db.select().from(products).where(eq(products.name, 'Flor de Caña'))
    const rumId = rum?.id ?? (await product('Flor de Caña', 2, 600)).id
    const water = await product(`Water ${lang}`, 10, 100)
    const res = await charge(
      r.id,
      {
        room_id: r.roomId,
        extras: [
          { category: 'drink', product_id: water.id, quantity: 2 },
          { category: 'drink', product_id: rumId, quantity: 3 },
        ],
      },
      lang,
    )
    expect(res.status).toBe(409)
    expect(res.body).toMatchObject({ code: 'out_of_stock', message })
    expect(await stockOf(water.id)).toBe(10)
    expect(await stockOf(rumId)).toBe(2)
    const lines = await ctx.database.db
      .select()
      .from(movements)
      .where(and(eq(movements.reservationId, r.id), eq(movements.type, 'extra_charge')))
    expect(lines).toHaveLength(0)
  })

  it('checks the reservation, the room, each product and its category, the quantity', async () => {
    const r = await stay()
    const other = await stay()
    const soda = await product('Rojita', 10, 150)
    const item = { category: 'drink', product_id: soda.id, quantity: 1 }
    for (const [lang, message] of [
      ['en', 'Reservation not found.'],
      ['es', 'Reservación no encontrada.'],
    ] as const) {
      const res = await charge(missing, { room_id: r.roomId, extras: [item] }, lang)
      expect(res.status).toBe(404)
      expect(res.body).toMatchObject({ code: 'reservation_not_found', message })
    }
    const moved = await ctx.database.db.select().from(rooms).where(eq(rooms.number, 105))
    for (const [lang, message] of [
      ['en', 'This room is not part of the reservation.'],
      ['es', 'Esta habitación no forma parte de la reservación.'],
    ] as const) {
      const res = await charge(r.id, { room_id: moved[0]?.id, extras: [item] }, lang)
      expect(res.status).toBe(422)
      expect(res.body.errors.room_id).toEqual([message])
    }
    const unknown = await charge(
      r.id,
      { room_id: r.roomId, extras: [item, { category: 'drink', product_id: missing, quantity: 1 }] },
      'es',
    )
    expect(unknown.status).toBe(422)
    expect(unknown.body.errors).toEqual({ 'extras.1.product_id': ['Ese producto no existe.'] })
    for (const [lang, message] of [
      ['en', 'The product “Rojita” is not in this category.'],
      ['es', 'El producto «Rojita» no pertenece a esta categoría.'],
    ] as const) {
      const res = await charge(r.id, { room_id: r.roomId, extras: [{ ...item, category: 'food' }] }, lang)
      expect(res.status).toBe(422)
      expect(res.body.errors['extras.0.category']).toEqual([message])
    }
    for (const [quantity, message] of [
      [0, 'This field must be at least 1.'],
      [100, 'This field must be at most 99.'],
      [1.5, 'This field must be a whole number.'],
    ] as const) {
      const res = await charge(r.id, { room_id: r.roomId, extras: [{ ...item, quantity }] })
      expect(res.status).toBe(422)
      expect(res.body.errors['extras.0.quantity']).toEqual([message])
    }
    const empty = await charge(r.id, { room_id: r.roomId, extras: [] }, 'es')
    expect(empty.body.errors.extras).toEqual(['Agregue al menos un extra.'])
    const extraKey = await charge(r.id, { room_id: r.roomId, extras: [item], reservation_id: other.id })
    expect(extraKey.status).toBe(422)
    expect(await stockOf(soda.id)).toBe(10)
  })

  it.each([
    ['completed', 'en', 'reservation_completed', 'This stay is completed: its extras can no longer change.'],
    ['completed', 'es', 'reservation_completed', 'Esta estadía ya terminó: sus extras ya no pueden cambiar.'],
    [
      'canceled',
      'en',
      'reservation_canceled',
      'This reservation is cancelled: its extras can no longer change.',
    ],
    [
      'canceled',
      'es',
      'reservation_canceled',
      'Esta reservación está cancelada: sus extras ya no pueden cambiar.',
    ],
  ] as const)('refuses extras on a %s stay (%s)', async (status, lang, code, message) => {
    const r = await stay(status)
    const [soda] = await ctx.database.db.select().from(products).where(eq(products.name, 'Soda'))
    const res = await charge(
      r.id,
      { room_id: r.roomId, extras: [{ category: 'drink', product_id: soda?.id, quantity: 1 }] },
      lang,
    )
    expect(res.status).toBe(409)
    expect(res.body).toMatchObject({ code, message })
  })

  it('removes an extra from an open stay and gives its stock back; not twice, not a stay line', async () => {
    const r = await stay()
    const coffee = await product('Café Las Segovias', 4, 150)
    const res = await charge(r.id, {
      room_id: r.roomId,
      extras: [{ category: 'drink', product_id: coffee.id, quantity: 3 }],
    })
    const extraId = res.body.data[0].id
    expect(await stockOf(coffee.id)).toBe(1)
    const removed = await desk(`/extras/${extraId}`, { method: 'DELETE', lang: 'es' })
    expect(removed.status).toBe(200)
    expect(removed.body.message).toBe(
      `Se quitó «Café Las Segovias» × 3 de la reservación ${r.reference}; las existencias se restituyeron.`,
    )
    expect(removed.body.data).toMatchObject({ id: extraId, quantity: 3, amount: 450 })
    expect(await stockOf(coffee.id)).toBe(4)
    const [back] = await ctx.database.db
      .select()
      .from(stockAdjustments)
      .where(and(eq(stockAdjustments.productId, coffee.id), eq(stockAdjustments.reason, 'extra_removed')))
    expect(back).toMatchObject({ delta: 3, stockAfter: 4, note: r.reference })
    for (const [lang, message] of [
      ['en', 'Extra charge not found.'],
      ['es', 'Cargo extra no encontrado.'],
    ] as const) {
      const again = await desk(`/extras/${extraId}`, { method: 'DELETE', lang })
      expect(again.status).toBe(404)
      expect(again.body).toMatchObject({ code: 'extra_not_found', message })
    }
    const [stayLine] = await ctx.database.db.select().from(movements).where(eq(movements.reservationId, r.id))
    expect((await desk(`/extras/${stayLine?.id}`, { method: 'DELETE' })).status).toBe(404)
    const second = await charge(r.id, {
      room_id: r.roomId,
      extras: [{ category: 'drink', product_id: coffee.id, quantity: 1 }],
    })
    await ctx.database.db.update(reservations).set({ status: 'completed' }).where(eq(reservations.id, r.id))
    const closed = await desk(`/extras/${second.body.data[0].id}`, { method: 'DELETE' })
    expect(closed.status).toBe(409)
    expect(closed.body.code).toBe('reservation_completed')
    expect(await stockOf(coffee.id)).toBe(3)
  })

  it('gives the stock back once when two desks remove the same extra at once', async () => {
    const r = await stay()
    const juice = await product('Jugo de calala', 6, 180)
    const res = await charge(r.id, {
      room_id: r.roomId,
      extras: [{ category: 'drink', product_id: juice.id, quantity: 2 }],
    })
    const extraId = res.body.data[0].id
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => desk(`/extras/${extraId}`, { method: 'DELETE' })),
    )
    expect(answers.map((a) => a.status).sort()).toEqual([200, 404, 404, 404])
    expect(await stockOf(juice.id)).toBe(6)
  })

  it('keeps an extra a payment has settled: refund first (409, en and es)', async () => {
    const r = await stay()
    const nuts = await product('Cashews from León', 5, 300, 'snack')
    const res = await charge(r.id, {
      room_id: r.roomId,
      extras: [{ category: 'snack', product_id: nuts.id, quantity: 1 }],
    })
    const extraId = res.body.data[0].id
    const [payment] = await ctx.database.db
      .insert(payments)
      .values({
        reservationId: r.id,
        method: 'cash',
        status: 'paid',
        percentageToPay: 100,
        amountCents: 5800,
        currency: 'USD',
        exchangeRate: '1',
        chargedCents: 5800,
        paidAt: new Date(),
      })
      .returning()
    await ctx.database.db
      .insert(paymentMovements)
      .values({ paymentId: payment?.id ?? missing, movementId: extraId, amountCents: 300 })
    for (const [lang, message] of [
      ['en', 'A payment has already settled this extra: refund it before removing the extra.'],
      ['es', 'Un pago ya cubrió este extra: reembólselo antes de quitar el extra.'],
    ] as const) {
      const refused = await desk(`/extras/${extraId}`, { method: 'DELETE', lang })
      expect(refused.status).toBe(409)
      expect(refused.body).toMatchObject({ code: 'already_paid', message })
    }
    expect(await stockOf(nuts.id)).toBe(4)
  })

  it('keeps an extra a desk card payment still waiting for the bank holds (409): if approved, it paid it', async () => {
    const r = await stay()
    const nuts = await product('Pistachios from Rivas', 5, 300, 'snack')
    const res = await charge(r.id, {
      room_id: r.roomId,
      extras: [{ category: 'snack', product_id: nuts.id, quantity: 1 }],
    })
    const extraId = res.body.data[0].id
    const [payment] = await ctx.database.db
      .insert(payments)
      .values({
        reservationId: r.id,
        method: 'card',
        status: 'pending',
        percentageToPay: 100,
        amountCents: 300,
        currency: 'USD',
        exchangeRate: '1',
        chargedCents: 300,
      })
      .returning()
    await ctx.database.db
      .insert(paymentMovements)
      .values({ paymentId: payment?.id ?? missing, movementId: extraId, amountCents: 300 })
    const refused = await desk(`/extras/${extraId}`, { method: 'DELETE' })
    expect([refused.status, refused.body.code], refused.text).toEqual([409, 'payment_in_progress'])
    expect(await stockOf(nuts.id)).toBe(4)
    const held = await ctx.database.db
      .select()
      .from(paymentMovements)
      .where(eq(paymentMovements.movementId, extraId))
    expect(held).toHaveLength(1)
  })

  it('lets the front desk charge extras, not the housekeeper nor the accountant', async () => {
    const r = await stay()
    const [soda] = await ctx.database.db.select().from(products).where(eq(products.name, 'Soda'))
    const body = { room_id: r.roomId, extras: [{ category: 'drink', product_id: soda?.id, quantity: 1 }] }
    expect((await charge(r.id, body, 'en', housekeeper)).status).toBe(403)
    expect((await charge(r.id, body, 'en', accountant)).status).toBe(403)
    const ok = await charge(r.id, body, 'en', receptionist)
    expect(ok.status).toBe(201)
    expect(
      (await staffClient(ctx, housekeeper)(`/extras/${ok.body.data[0].id}`, { method: 'DELETE' })).status,
    ).toBe(403)
  })

  it('sells exactly the last ten units to fifty concurrent extras: ten 201, forty 409, stock 0', async () => {
    const stays = await Promise.all(Array.from({ length: 5 }, () => stay()))
    const last = await product('Last ten', 10, 200)
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => {
        const r = stays[i % stays.length] as { id: string; roomId: string }
        return charge(r.id, {
          room_id: r.roomId,
          extras: [{ category: 'drink', product_id: last.id, quantity: 1 }],
        })
      }),
    )
    const statuses = answers.map((a) => a.status)
    expect(statuses.filter((s) => s === 201)).toHaveLength(10)
    expect(statuses.filter((s) => s === 409)).toHaveLength(40)
    for (const a of answers.filter((x) => x.status === 409)) expect(a.body.code).toBe('out_of_stock')
    expect(await stockOf(last.id)).toBe(0)
    const sold = await ctx.database.db.select().from(movements).where(eq(movements.productId, last.id))
    expect(sold).toHaveLength(10)
  })

  it('does the same across two API instances on one PostgreSQL', async () => {
    const second = await ctx.secondInstance()
    if (!second) return // PGlite: one process, one database; run with TEST_DATABASE_URL for this part.
    try {
      const stays = await Promise.all(Array.from({ length: 5 }, () => stay()))
      const last = await product('Last ten, two desks', 10, 200)
      const answers = await Promise.all(
        Array.from({ length: 50 }, async (_, i) => {
          const r = stays[i % stays.length] as { id: string; roomId: string }
          const base = i % 2 === 0 ? ctx.baseUrl : second.baseUrl
          const response = await fetch(`${base}/api/v1/staff/reservations/${r.id}/extras`, {
            method: 'POST',
            headers: { ...staffHeaders(receptionist), 'content-type': 'application/json' },
            body: JSON.stringify({
              room_id: r.roomId,
              extras: [{ category: 'drink', product_id: last.id, quantity: 1 }],
            }),
          })
          return response.status
        }),
      )
      expect(answers.filter((s) => s === 201)).toHaveLength(10)
      expect(answers.filter((s) => s === 409)).toHaveLength(40)
      expect(await stockOf(last.id)).toBe(0)
      const sold = await ctx.database.db.select().from(movements).where(eq(movements.productId, last.id))
      expect(sold).toHaveLength(10)
    } finally {
      await second.close()
    }
  })
})
