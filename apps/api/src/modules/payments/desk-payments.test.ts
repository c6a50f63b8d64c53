import { addDays, convertCents, deskQuote, hotelToday, percentageOf, sameRate } from '@hotel/contract'
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { Sandbox } from '../../../../pay-sandbox/src/server.ts'
import {
  auditLog,
  movements,
  paymentMovements,
  payments,
  reservationRooms,
  reservations,
} from '../../db/schema/index.ts'
import {
  openDrawer,
  type StaffAuth,
  type StaffClient,
  signInNewStaff,
  signInOwner,
  staffClient,
  staffHeaders,
  streamEvents,
  type TestContext,
  walkInClient,
} from '../../test/harness.ts'
import { createTestContextWithSandbox } from '../../test/payment-sandbox.ts'
import { syncFolio } from '../folio/charges.ts'
import { deskPaymentsTable } from './desk-files.ts'

// Payments at the desk (issue 16). Every figure below is computed by hand in its comment.

let ctx: TestContext
let sandbox: Sandbox
let owner: StaffAuth
let receptionist: StaffAuth
let housekeeper: StaffAuth
let accountant: StaffAuth
let asOwner: StaffClient
let desk: StaffClient
let asAccountant: StaffClient
let asHousekeeper: StaffClient
const today = hotelToday()
let serial = 0
// biome-ignore lint/suspicious/noExplicitAny: tests read answers freely
let units: any[]

beforeAll(async () => {
  ;({ ctx, sandbox } = await createTestContextWithSandbox('desk-webhook-secret', {
    RATE_LIMIT_EXEMPT: '127.0.0.1',
    PAYMENT_TIMEOUT_MS: '2000',
  }))
  owner = await signInOwner(ctx)
  asOwner = staffClient(ctx, owner)
  // Named so: a payment's history shows "receptionist Desk" as who took it.
  receptionist = await signInNewStaff(ctx, { roles: ['receptionist'], name: 'receptionist' })
  desk = staffClient(ctx, receptionist)
  accountant = await signInNewStaff(ctx, { roles: ['accountant'] })
  asAccountant = staffClient(ctx, accountant)
  housekeeper = await signInNewStaff(ctx, { roles: ['housekeeper'] })
  asHousekeeper = staffClient(ctx, housekeeper)
  units = (await asOwner('/currencies')).body.data
  expect((await asOwner('/exchange-rates', { method: 'POST', body: { rate: '36.8' } })).status).toBe(201)
})
afterAll(async () => {
  await sandbox?.close()
  await ctx?.close()
})

const unit = (code: string, whole: number) => {
  const found = units.find((u) => u.currency_code === code && u.type === 'bill' && u.value === whole * 100)
  if (!found) throw new Error(`no unit ${code} ${whole}`)
  return found.id as string
}

/** A reservation booked at the desk whose bill is set to `cents` (one stay line): its id and stay movement. */
async function reservationOf(cents: number) {
  serial++
  const client = await walkInClient(asOwner)
  const res = await asOwner('/reservations', {
    method: 'POST',
    body: {
      client_id: client.id,
      check_in: addDays(today, 30 + serial * 2),
      check_out: addDays(today, 31 + serial * 2),
      rooms: [{ number: 101, guest_count: 1 }],
      category: 'tourism',
    },
  })
  expect(res.status, res.text).toBe(201)
  const id = res.body.data.id as string
  const db = ctx.database.db
  await db
    .update(reservations)
    .set({ rawTotalCents: cents, totalCents: cents })
    .where(eq(reservations.id, id))
  const [stay] = await db
    .update(movements)
    .set({ amountCents: cents })
    .where(and(eq(movements.reservationId, id), eq(movements.type, 'reservation')))
    .returning()
  if (!stay) throw new Error('no stay line')
  // Its one night at that price, so that the folio says what the stay line says.
  await db
    .update(reservationRooms)
    .set({
      tariffCents: cents,
      rawTariffCents: cents,
      nights: [{ date: addDays(today, 30 + serial * 2), cents }],
    })
    .where(eq(reservationRooms.reservationId, id))
  await syncFolio(db, id)
  return { id, reference: res.body.data.reference as string, stay: stay.id }
}

/** An extra charge line added straight to the ledger (the extras module is tested on its own). */
async function extraLine(reservationId: string, cents: number, description = 'Minibar') {
  const [stay] = await ctx.database.db
    .select()
    .from(movements)
    .where(eq(movements.reservationId, reservationId))
  const res = await asOwner(`/products?per_page=1`)
  const product = res.body.data?.[0]?.id
  const roomId = (await asOwner(`/reservations/${reservationId}`)).body.data.rooms[0].room_id
  const [row] = await ctx.database.db
    .insert(movements)
    .values({
      reservationId,
      type: 'extra_charge',
      description,
      amountCents: cents,
      productId: product,
      roomId,
      quantity: 1,
      unitPriceCents: cents,
      createdAt: new Date((stay?.createdAt.getTime() ?? Date.now()) + 1000),
    })
    .returning()
  if (!row) throw new Error('no extra')
  await syncFolio(ctx.database.db, reservationId)
  return row.id
}

const pay = (id: string, body: Record<string, unknown>, who = receptionist, lang = 'en') =>
  staffClient(ctx, who)(`/reservations/${id}/payments`, { method: 'POST', body, lang })

const cash = (over: Record<string, unknown> = {}) => ({
  method: 'cash',
  currency: 'USD',
  percentage_to_pay: 100,
  exchange_rate: '36.8',
  ...over,
})

async function closeDrawer() {
  const current = await desk('/cash-sessions/current')
  if (!current.body.data) return
  const res = await desk(`/cash-sessions/${current.body.data.id}/close`, {
    method: 'POST',
    body: { currencies: [] },
  })
  expect(res.status, res.text).toBe(200)
}
const expectedOf = async () => {
  const current = await desk('/cash-sessions/current')
  return Object.fromEntries(
    (current.body.data.totals as { currency_code: string; expected: number }[]).map((t) => [
      t.currency_code,
      t.expected,
    ]),
  )
}

describe('convertCents: the one rounding rule (USD→NIO round(usd × rate), NIO→USD round(nio ÷ rate), half away from zero)', () => {
  it('matches hand-computed figures at 36.8', () => {
    // NIO 2,944.00 = 294400 centavos; 294400 ÷ 36.8 = 8000 exactly: USD 80.00.
    expect(convertCents(294400, 'NIO', 'USD', '36.8')).toBe(8000)
    // USD 80.00 = 8000 cents; 8000 × 36.8 = 294400 centavos: NIO 2,944.00.
    expect(convertCents(8000, 'USD', 'NIO', '36.8')).toBe(294400)
    // Change of USD 20.00: 2000 × 36.8 = 73600 centavos: NIO 736.00.
    expect(convertCents(2000, 'USD', 'NIO', '36.80')).toBe(73600)
    // 1234567 × 36.8 = 45432065.6 → 45432066 (floats give 45432065.599999994; exact integers do not).
    expect(convertCents(1234567, 'USD', 'NIO', '36.8')).toBe(45432066)
    expect(convertCents(500, 'USD', 'USD', '36.8')).toBe(500)
  })

  it('rounds where it matters at 36.6237', () => {
    // 8000 × 36.6237 = 292989.6 → 292990 centavos (NIO 2,929.90).
    expect(convertCents(8000, 'USD', 'NIO', '36.6237')).toBe(292990)
    // 292990 ÷ 36.6237 = 8000.0109… → 8000.
    expect(convertCents(292990, 'NIO', 'USD', '36.6237')).toBe(8000)
    // NIO 100.00: 10000 ÷ 36.6237 = 273.0473… → 273 cents.
    expect(convertCents(10000, 'NIO', 'USD', '36.6237')).toBe(273)
    // 1 cent: 1 × 36.6237 = 36.6237 → 37 centavos; 18 centavos ÷ 36.6237 = 0.49… → 0.
    expect(convertCents(1, 'USD', 'NIO', '36.6237')).toBe(37)
    expect(convertCents(18, 'NIO', 'USD', '36.6237')).toBe(0)
  })

  it('rounds an exact half away from zero', () => {
    // 5 × 36.5 = 182.5 → 183; −5 × 36.5 = −182.5 → −183; 3 ÷ 2 = 1.5 → 2; −3 ÷ 2 → −2.
    expect(convertCents(5, 'USD', 'NIO', '36.5')).toBe(183)
    expect(convertCents(-5, 'USD', 'NIO', '36.5')).toBe(-183)
    expect(convertCents(3, 'NIO', 'USD', '2')).toBe(2)
    expect(convertCents(-3, 'NIO', 'USD', '2')).toBe(-2)
    // Percentages round the same way: 35% of 8001 = 2800.35 → 2800; 50% of 8001 = 4000.5 → 4001.
    expect(percentageOf(8001, 35)).toBe(2800)
    expect(percentageOf(8001, 50)).toBe(4001)
    expect(sameRate('36.80', '36.8')).toBe(true)
    expect(sameRate('36.81', '36.8')).toBe(false)
  })

  it('quotes the change: USD 100 for USD 80 with change in córdobas is NIO 736.00', () => {
    expect(
      deskQuote({ amountUsd: 8000, currency: 'USD', rate: '36.8', tendered: 10000, changeCurrency: 'NIO' }),
    ).toMatchObject({ charged: 8000, changeDue: 73600, changeCurrency: 'NIO', enough: true })
    // In córdobas: NIO 3,000.00 for NIO 2,944.00 leaves NIO 56.00; in dollars 5600 ÷ 36.8 = 152.17… → USD 1.52.
    expect(deskQuote({ amountUsd: 8000, currency: 'NIO', rate: '36.8', tendered: 300000 })).toMatchObject({
      charged: 294400,
      changeDue: 5600,
    })
    expect(
      deskQuote({ amountUsd: 8000, currency: 'NIO', rate: '36.8', tendered: 300000, changeCurrency: 'USD' })
        .changeDue,
    ).toBe(152)
    expect(deskQuote({ amountUsd: 8000, currency: 'USD', rate: '36.8', tendered: 7000 }).enough).toBe(false)
  })
})

describe('POST /staff/reservations/{id}/payments (cash)', () => {
  it('takes what the guest pays, typed in dollars or córdobas, up to the balance: no percentage needed', async () => {
    await closeDrawer()
    await openDrawer(desk)
    const r = await reservationOf(8000)
    // Half first, by its share as today; then "the balance", typed as an amount: US$40.00.
    expect(
      (await pay(r.id, cash({ amount: 4000, tendered: 4000, change_due: 0, percentage_to_pay: 50 }))).status,
    ).toBe(201)
    const tooMuch = await pay(r.id, { method: 'cash', currency: 'USD', amount: 4001, tendered: 5000 })
    expect(tooMuch.status).toBe(422)
    expect(tooMuch.body.code).toBe('percentage_exceeds')
    const balance = await pay(r.id, { method: 'cash', currency: 'USD', amount: 4000, tendered: 5000 })
    expect(balance.status, balance.text).toBe(201)
    // 40.00 of 80.00 is 50 %; US$10.00 change, computed here as the desk saw it
    expect(balance.body.data).toMatchObject({ amount: 4000, percentage_to_pay: 50, change_due: 1000 })
    expect((await asOwner(`/reservations/${r.id}/payments`)).body.data).toMatchObject({ paid: 8000, due: 0 })

    // US$30 of US$80 is 37.5 %, kept as 37; then C$1,000 at 36.8 is US$27.17 (1,000 / 36.8 = 27.1739…), taken
    // as C$1,000.00 exactly, and the stay owes the rest: 80.00 − 30.00 − 27.17 = 22.83.
    const other = await reservationOf(8000)
    const thirty = await pay(other.id, { method: 'cash', currency: 'USD', amount: 3000, tendered: 3000 })
    expect(thirty.status, thirty.text).toBe(201)
    expect(thirty.body.data).toMatchObject({ amount: 3000, percentage_to_pay: 37, charged_amount: 3000 })
    const cordobas = await pay(other.id, {
      method: 'cash',
      currency: 'NIO',
      amount: 100_000,
      tendered: 100_000,
    })
    expect(cordobas.status, cordobas.text).toBe(201)
    expect(cordobas.body.data).toMatchObject({
      amount: 2717,
      charged_amount: 100_000,
      change_due: 0,
      exchange_rate: '36.8',
    })
    expect((await asOwner(`/reservations/${other.id}/payments`)).body.data).toMatchObject({
      paid: 5717,
      due: 2283,
    })
    // A rate, when given, is still the one in force.
    const stale = await pay(other.id, {
      method: 'cash',
      currency: 'USD',
      amount: 100,
      tendered: 100,
      exchange_rate: '30',
    })
    expect(stale.status).toBe(409)
    expect(stale.body.code).toBe('exchange_rate_changed')
    await closeDrawer()
  })

  it('refuses cash while the drawer is closed, in both languages; a housekeeper may not take payments', async () => {
    await closeDrawer()
    const r = await reservationOf(8000)
    const body = cash({ amount: 8000, tendered: 8000, change_due: 0 })
    const res = await pay(r.id, body)
    expect(res.status).toBe(409)
    expect(res.body).toMatchObject({ code: 'cash_session_required' })
    expect(res.body.message).toContain('Open the cash drawer first')
    const es = await pay(r.id, body, receptionist, 'es')
    expect(es.body.message).toContain('Abra primero la caja')
    expect((await pay(r.id, body, housekeeper)).status).toBe(403)
    expect((await pay(r.id, body, accountant)).status).toBe(403)
    expect((await asHousekeeper(`/reservations/${r.id}/payments`)).status).toBe(403)
  })

  it('takes USD 100 for a NIO 2,944.00 bill at 36.8 with change in córdobas: NIO 736.00; the drawer shows +USD 100 and −NIO 736', async () => {
    // Float: one NIO 1,000 bill (100000 centavos) and one USD 20 bill (2000 cents).
    await openDrawer(desk, {
      float: [
        { currency_id: unit('NIO', 1000), quantity: 1 },
        { currency_id: unit('USD', 20), quantity: 1 },
      ],
    })
    const r = await reservationOf(8000)
    const events = await streamEvents(ctx.baseUrl, owner)
    // The bill is USD 80.00 = NIO 2,944.00 (8000 × 36.8); paid in dollars, 100 handed over, change in córdobas:
    // USD 20.00 × 36.8 = NIO 736.00.
    const res = await pay(
      r.id,
      cash({
        amount: 8000,
        tendered: 10000,
        change_currency: 'NIO',
        change_due: 73600,
        description: 'Front desk',
      }),
    )
    expect(res.status, res.text).toBe(201)
    expect(res.body.status).toBe('approved')
    expect(res.body.message).toMatch(/^Payment R-\d{6} recorded: \$80\.00\.$/)
    expect(res.body.data).toMatchObject({
      method: 'cash',
      status: 'paid',
      amount: 8000,
      charged_amount: 8000,
      currency: 'USD',
      exchange_rate: '1',
      tendered: 10000,
      change_due: 73600,
      change_currency: 'NIO',
      description: 'Front desk',
      staff_name: 'receptionist Desk',
      reservation_reference: r.reference,
      cash_session_id: expect.any(String),
    })
    // The desk screens hear of it after the commit: the reservation's topic and the payment's.
    await events.next((e) => e.topic === 'reservation' && e.id === r.id)
    await events.next((e) => e.topic === 'payment' && e.id === res.body.data.id)
    await events.close()
    // Float + what was taken − the change: USD 2000 + 10000 = 12000; NIO 100000 − 73600 = 26400.
    expect(await expectedOf()).toEqual({ NIO: 26400, USD: 12000 })
    const ledger = await asOwner(`/reservations/${r.id}/payments`)
    expect(ledger.body.data).toMatchObject({ total: 8000, paid: 8000, due: 0 })
    expect(ledger.body.data.movements).toEqual([
      expect.objectContaining({ id: r.stay, amount: 8000, paid: 8000 }),
    ])
    const [row] = await ctx.database.db.select().from(reservations).where(eq(reservations.id, r.id))
    expect(row?.paymentStatus).toBe('paid')
    const audit = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, res.body.data.id), eq(auditLog.action, 'payments.take')))
    expect(audit).toHaveLength(1)
    expect(audit[0]?.after).toMatchObject({ change_due: 73600, change_currency: 'NIO', tendered: 10000 })
  })

  it('takes the same bill in córdobas: NIO 3,000 for NIO 2,944.00 gives NIO 56.00, or USD 1.52 in dollars', async () => {
    const r = await reservationOf(8000)
    const before = await expectedOf()
    // 5600 centavos ÷ 36.8 = 152.17… → 152 cents.
    const res = await pay(
      r.id,
      cash({ currency: 'NIO', amount: 294400, tendered: 300000, change_currency: 'USD', change_due: 152 }),
    )
    expect(res.status, res.text).toBe(201)
    expect(res.body.data).toMatchObject({ amount: 8000, charged_amount: 294400, exchange_rate: '36.8' })
    const after = await expectedOf()
    expect(after.NIO).toBe((before.NIO ?? 0) + 300000)
    expect(after.USD).toBe((before.USD ?? 0) - 152)
  })

  it('refuses a tampered amount and a tampered change due with their messages, in both languages', async () => {
    const r = await reservationOf(8000)
    const amount = await pay(r.id, cash({ amount: 7999, tendered: 10000, change_due: 2001 }))
    expect(amount.status).toBe(422)
    expect(amount.body).toMatchObject({ code: 'amount_differs' })
    expect(amount.body.message).toBe(
      'The amount differs from the calculated one: $80.00 is due. Reload and try again.',
    )
    const change = await pay(
      r.id,
      cash({ amount: 8000, tendered: 10000, change_currency: 'NIO', change_due: 73500 }),
    )
    expect(change.status).toBe(422)
    expect(change.body).toMatchObject({
      code: 'change_due_differs',
      errors: { change_due: [expect.any(String)] },
    })
    expect(change.body.message).toContain('736.00')
    const es = await pay(
      r.id,
      cash({ amount: 8000, tendered: 10000, change_currency: 'NIO', change_due: 1 }),
      receptionist,
      'es',
    )
    expect(es.body.message).toContain('El cambio difiere del calculado')
    // Nothing was written by the refusals.
    expect((await asOwner(`/reservations/${r.id}/payments`)).body.data.payments).toHaveLength(0)
  })

  it('refuses a changed rate and out-of-range figures', async () => {
    const r = await reservationOf(8000)
    const stale = await pay(
      r.id,
      cash({ exchange_rate: '36.9', amount: 8000, tendered: 8000, change_due: 0 }),
    )
    expect(stale.status).toBe(409)
    expect(stale.body).toMatchObject({ code: 'exchange_rate_changed' })
    expect(stale.body.message).toContain('36.8 NIO per USD')
    for (const [field, value] of [
      ['exchange_rate', '0.5'],
      ['exchange_rate', '1001'],
      ['exchange_rate', '36.1234567'],
      ['percentage_to_pay', 0],
      ['percentage_to_pay', 101],
      ['change_due', -1],
      ['tendered', 7000],
    ] as const) {
      const res = await pay(r.id, cash({ amount: 8000, tendered: 8000, change_due: 0, [field]: value }))
      expect(res.status, `${field} ${value}`).toBe(422)
      expect(res.body.errors[field], field).toBeDefined()
    }
    const cardWithCash = await pay(r.id, { ...cash({ amount: 8000, change_due: 0 }), method: 'card' })
    expect(cardWithCash.status).toBe(422)
  })

  it('converts at a rate where rounding matters (36.6237)', async () => {
    expect((await asOwner('/exchange-rates', { method: 'POST', body: { rate: '36.6237' } })).status).toBe(201)
    try {
      const r = await reservationOf(8000)
      // USD 80.00 in córdobas: 8000 × 36.6237 = 292989.6 → NIO 2,929.90. NIO 3,000.00 handed over leaves
      // 7010 centavos; in dollars 7010 ÷ 36.6237 = 191.40… → USD 1.91.
      const res = await pay(
        r.id,
        cash({
          currency: 'NIO',
          exchange_rate: '36.6237',
          amount: 292990,
          tendered: 300000,
          change_currency: 'USD',
          change_due: 191,
        }),
      )
      expect(res.status, res.text).toBe(201)
      expect(res.body.data).toMatchObject({
        charged_amount: 292990,
        change_due: 191,
        exchange_rate: '36.6237',
      })
    } finally {
      expect((await asOwner('/exchange-rates', { method: 'POST', body: { rate: '36.8' } })).status).toBe(201)
    }
  })

  it('pays a share, then refuses a share past the total and a movement already paid', async () => {
    const r = await reservationOf(10000)
    // 60% of USD 100.00 = USD 60.00.
    const first = await pay(
      r.id,
      cash({ percentage_to_pay: 60, amount: 6000, tendered: 6000, change_due: 0 }),
    )
    expect(first.status, first.text).toBe(201)
    const past = await pay(r.id, cash({ percentage_to_pay: 50, amount: 5000, tendered: 5000, change_due: 0 }))
    expect(past.status).toBe(422)
    expect(past.body).toMatchObject({ code: 'percentage_exceeds' })
    expect(past.body.message).toBe('The paid percentage may not exceed the total.')
    // The 40% that completes it pays exactly what is left.
    const rest = await pay(
      r.id,
      cash({ percentage_to_pay: 40, amount: 4000, tendered: 5000, change_due: 1000 }),
    )
    expect(rest.status, rest.text).toBe(201)
    const again = await pay(
      r.id,
      cash({ movements: [{ id: r.stay }], amount: 10000, tendered: 10000, change_due: 0 }),
    )
    expect(again.status).toBe(409)
    const paidAgain = await ctx.database.db.select().from(payments).where(eq(payments.reservationId, r.id))
    expect(paidAgain).toHaveLength(2)
    const nothing = await pay(r.id, cash({ amount: 1, tendered: 1, change_due: 0 }))
    expect(nothing.status).toBe(409)
    expect(nothing.body).toMatchObject({ code: 'already_paid' })
  })

  it('pays named movements: a paid one is refused ("movement already paid"), the spec’s movement errors apply', async () => {
    const r = await reservationOf(5000)
    const extra = await extraLine(r.id, 1250, 'Minibar')
    const other = await reservationOf(3000)
    // The extra alone: USD 12.50.
    const minibar = await pay(
      r.id,
      cash({
        movements: [{ id: extra, type: 'extra_charge', room_number: 101 }],
        amount: 1250,
        tendered: 2000,
        change_due: 750,
      }),
    )
    expect(minibar.status, minibar.text).toBe(201)
    const [settled] = await ctx.database.db
      .select()
      .from(paymentMovements)
      .where(eq(paymentMovements.paymentId, minibar.body.data.id))
    expect(settled).toMatchObject({ movementId: extra, amountCents: 1250 })
    const twice = await pay(
      r.id,
      cash({ movements: [{ id: extra }], amount: 1250, tendered: 1250, change_due: 0 }),
    )
    expect(twice.status).toBe(409)
    expect(twice.body).toMatchObject({ code: 'movement_already_paid' })
    expect(twice.body.message).toBe('Movement already paid: “Minibar” cannot be paid again.')
    const es = await pay(
      r.id,
      cash({ movements: [{ id: extra }], amount: 1250, tendered: 1250, change_due: 0 }),
      receptionist,
      'es',
    )
    expect(es.body.message).toBe('Movimiento ya pagado: «Minibar» no puede pagarse de nuevo.')
    const foreign = await pay(
      r.id,
      cash({ movements: [{ id: other.stay }], amount: 3000, tendered: 3000, change_due: 0 }),
    )
    expect(foreign.status).toBe(404)
    expect(foreign.body).toMatchObject({ code: 'movement_not_found' })
    const wrongType = await pay(
      r.id,
      cash({ movements: [{ id: r.stay, type: 'breakfast' }], amount: 5000, tendered: 5000, change_due: 0 }),
    )
    expect(wrongType.status).toBe(422)
    expect(wrongType.body.message).toBe('Invalid movement type: use reservation or extra_charge.')
    const room = await pay(
      r.id,
      cash({ movements: [{ id: r.stay, room_number: 999 }], amount: 5000, tendered: 5000, change_due: 0 }),
    )
    expect(room.status).toBe(422)
    expect(room.body.message).toBe('Rooms not reserved: room 999 is not part of this reservation.')
    // Half of the stay: 50% of USD 50.00 = USD 25.00, settled against the stay line.
    const half = await pay(
      r.id,
      cash({
        movements: [{ id: r.stay }],
        percentage_to_pay: 50,
        amount: 2500,
        tendered: 2500,
        change_due: 0,
      }),
    )
    expect(half.status, half.text).toBe(201)
    const ledger = (await asOwner(`/reservations/${r.id}/payments`)).body.data
    expect(ledger).toMatchObject({ total: 6250, paid: 3750, due: 2500 })
  })

  it('refuses a cancelled reservation and an unknown one', async () => {
    const r = await reservationOf(4000)
    await ctx.database.db.update(reservations).set({ status: 'canceled' }).where(eq(reservations.id, r.id))
    const res = await pay(r.id, cash({ amount: 4000, tendered: 4000, change_due: 0 }))
    expect(res.status).toBe(409)
    expect(res.body).toMatchObject({ code: 'not_payable' })
    const missing = await pay(
      '00000000-0000-4000-8000-000000000000',
      cash({ amount: 1, tendered: 1, change_due: 0 }),
    )
    expect(missing.status).toBe(404)
    expect((await pay('nope', cash({ amount: 1, tendered: 1, change_due: 0 }))).status).toBe(422)
  })

  it('two clerks paying the same movement at once: one 201, one 409', async () => {
    const r = await reservationOf(7000)
    const body = cash({ movements: [{ id: r.stay }], amount: 7000, tendered: 7000, change_due: 0 })
    const answers = await Promise.all([pay(r.id, body), pay(r.id, body, owner), pay(r.id, body)])
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409, 409])
    const rows = await ctx.database.db.select().from(payments).where(eq(payments.reservationId, r.id))
    expect(rows).toHaveLength(1)
    // Percentages at once cannot overshoot either: 3 × 50% of the total, one more is refused.
    const s = await reservationOf(6000)
    const halves = await Promise.all(
      [0, 1, 2].map(() =>
        pay(s.id, cash({ percentage_to_pay: 50, amount: 3000, tendered: 3000, change_due: 0 })),
      ),
    )
    expect(halves.map((a) => a.status).sort()).toEqual([201, 201, 409])
  })
})

describe('POST /staff/reservations/{id}/payments (card)', () => {
  const card = (number: string) => ({
    number,
    exp_month: 12,
    exp_year: 2035,
    cvv: '123',
    holder: 'Rosa Cajero',
  })

  it('charges a card through the provider in córdobas at the rate; no drawer needed', async () => {
    await closeDrawer()
    const r = await reservationOf(8000)
    const res = await pay(r.id, {
      method: 'card',
      currency: 'NIO',
      percentage_to_pay: 100,
      amount: 294400,
      exchange_rate: '36.8',
      card: card('4242 4242 4242 4242'),
    })
    expect(res.status, res.text).toBe(201)
    expect(res.body.data).toMatchObject({
      method: 'card',
      status: 'paid',
      charged_amount: 294400,
      currency: 'NIO',
      card_last4: '4242',
      cash_session_id: null,
      tendered: null,
    })
    expect((await asOwner(`/reservations/${r.id}/payments`)).body.data).toMatchObject({ paid: 8000, due: 0 })
  })

  it('answers 3-D Secure at the desk as declined (authentication_required): nothing is held', async () => {
    const r = await reservationOf(8000)
    const res = await pay(r.id, {
      method: 'card',
      currency: 'USD',
      percentage_to_pay: 100,
      amount: 8000,
      exchange_rate: '36.8',
      card: card('4000000000003220'),
    })
    expect(res.status, res.text).toBe(200)
    expect(res.body).toMatchObject({ status: 'declined', reason: 'authentication_required' })
    // A try that is never approved takes no receipt number and has no document.
    expect(res.body.data).toMatchObject({ status: 'unpaid', decline_code: 'abandoned', invoice: null })
    expect((await asOwner(`/reservations/${r.id}/payments`)).body.data.movements[0].paid).toBe(0)
    const receipt = await asOwner(`/payments/${res.body.data.id}/receipt`, { lang: 'es' })
    expect(receipt.status).toBe(409)
    expect(receipt.body).toMatchObject({
      code: 'not_paid',
      message: 'Este pago no fue aprobado: no tiene recibo.',
    })
  })
})

describe('refunds at the desk', () => {
  it('refunds cash out of the open drawer at the payment’s rate; refuses past what was paid and a closed drawer', async () => {
    await closeDrawer()
    await openDrawer(desk)
    const r = await reservationOf(8000)
    const taken = await pay(r.id, cash({ currency: 'NIO', amount: 294400, tendered: 294400, change_due: 0 }))
    expect(taken.status, taken.text).toBe(201)
    const id = taken.body.data.id
    // A receptionist takes payments but does not refund by default; the accountant does.
    expect((await desk(`/payments/${id}/refunds`, { method: 'POST', body: { amount: 100 } })).status).toBe(
      403,
    )
    const tooMuch = await asAccountant(`/payments/${id}/refunds`, { method: 'POST', body: { amount: 8001 } })
    expect(tooMuch.status).toBe(422)
    expect(tooMuch.body).toMatchObject({ code: 'refund_exceeds' })
    // USD 25.00 back in córdobas: 2500 × 36.8 = NIO 920.00 out of the drawer.
    const before = await expectedOf()
    const refund = await asAccountant(`/payments/${id}/refunds`, { method: 'POST', body: { amount: 2500 } })
    expect(refund.status, refund.text).toBe(200)
    expect(refund.body.data).toMatchObject({ refunded_amount: 2500 })
    expect((await expectedOf()).NIO).toBe((before.NIO ?? 0) - 92000)
    expect((await asOwner(`/reservations/${r.id}/payments`)).body.data).toMatchObject({
      paid: 5500,
      due: 2500,
    })
    // What was refunded is unpaid again: the stay line owes USD 25.00, and can be paid anew.
    const movementsNow = (await asOwner(`/reservations/${r.id}/payments`)).body.data.movements
    expect(movementsNow[0]).toMatchObject({ amount: 8000, paid: 5500 })
    const past = await asAccountant(`/payments/${id}/refunds`, { method: 'POST', body: { amount: 5501 } })
    expect(past.status).toBe(422)
    expect(past.body.message).toBe('A refund cannot exceed what was paid ($55.00 left).')
    // The refunded USD 25.00 of the stay is paid again: 2500 × 36.8 = NIO 920.00.
    const again = await pay(
      r.id,
      cash({ currency: 'NIO', movements: [{ id: r.stay }], amount: 92000, tendered: 92000, change_due: 0 }),
    )
    expect(again.status, again.text).toBe(201)
    expect((await asOwner(`/reservations/${r.id}/payments`)).body.data).toMatchObject({ paid: 8000, due: 0 })
    await closeDrawer()
    const closed = await asAccountant(`/payments/${id}/refunds`, { method: 'POST', body: { amount: 100 } })
    expect(closed.status).toBe(409)
    expect(closed.body).toMatchObject({ code: 'cash_session_required' })
  })

  it('"a refund needs paid movements" and "movement not paid"', async () => {
    await openDrawer(desk)
    const r = await reservationOf(5000)
    const extra = await extraLine(r.id, 1000, 'Laundry')
    const stay = await pay(
      r.id,
      cash({ movements: [{ id: r.stay }], amount: 5000, tendered: 5000, change_due: 0 }),
    )
    expect(stay.status, stay.text).toBe(201)
    const notPaid = await asAccountant(`/payments/${stay.body.data.id}/refunds`, {
      method: 'POST',
      body: { amount: 500, movement_id: extra },
    })
    expect(notPaid.status).toBe(409)
    expect(notPaid.body.message).toBe('Movement not paid: this payment settled nothing of “Laundry”.')
    // A paid payment that settled no movement (written straight to the table) cannot be refunded.
    const [bare] = await ctx.database.db
      .insert(payments)
      .values({
        reservationId: r.id,
        method: 'cash',
        status: 'paid',
        paidAt: new Date(),
        percentageToPay: 10,
        amountCents: 500,
        currency: 'USD',
        exchangeRate: '1',
        chargedCents: 500,
      })
      .returning()
    const none = await asAccountant(`/payments/${bare?.id}/refunds`, {
      method: 'POST',
      body: { amount: 100 },
    })
    expect(none.status).toBe(409)
    expect(none.body.message).toBe('A refund needs paid movements: this payment settled none.')
    await closeDrawer()
  })

  it('keeps card refunds through the provider', async () => {
    const r = await reservationOf(3000)
    const res = await pay(r.id, {
      method: 'card',
      currency: 'USD',
      percentage_to_pay: 100,
      amount: 3000,
      exchange_rate: '36.8',
      card: { number: '4242424242424242', exp_month: 12, exp_year: 2035, cvv: '123', holder: 'Rosa Cajero' },
    })
    expect(res.status, res.text).toBe(201)
    const refund = await asAccountant(`/payments/${res.body.data.id}/refunds`, {
      method: 'POST',
      body: { amount: 3000 },
    })
    expect(refund.status, refund.text).toBe(200)
    expect(refund.body.data).toMatchObject({ refunded_amount: 3000 })
  })

  it('two card refunds at once that together pass what was paid: one refunds, the other 409, never a 500', async () => {
    const r = await reservationOf(3000)
    const res = await pay(r.id, {
      method: 'card',
      currency: 'USD',
      percentage_to_pay: 100,
      amount: 3000,
      exchange_rate: '36.8',
      card: { number: '4242424242424242', exp_month: 12, exp_year: 2035, cvv: '123', holder: 'Rosa Cajero' },
    })
    expect(res.status, res.text).toBe(201)
    const refund = (amount: number) =>
      asAccountant(`/payments/${res.body.data.id}/refunds`, { method: 'POST', body: { amount } })
    const answers = await Promise.all([refund(2000), refund(1500)])
    expect(answers.map((a) => a.status).sort(), answers.map((a) => a.text).join('\n')).toEqual([200, 409])
    const [row] = await ctx.database.db.select().from(payments).where(eq(payments.id, res.body.data.id))
    expect([2000, 1500]).toContain(row?.refundedCents)
  })
})

describe('GET /staff/payments, the reservation’s payments and the receipt', () => {
  it('lists with filters, newest first, and exports CSV and XLSX', async () => {
    const all = await asAccountant('/payments?per_page=100')
    expect(all.status).toBe(200)
    expect(all.body.meta.total).toBeGreaterThan(5)
    const paidAt = all.body.data.map((p: { paid_at: string | null }) => p.paid_at).filter(Boolean)
    expect([...paidAt].sort().reverse()).toEqual(paidAt)
    const cards = await asAccountant('/payments?method=card&per_page=100')
    expect(cards.body.data.every((p: { method: string }) => p.method === 'card')).toBe(true)
    const nio = await asOwner('/payments?currency=NIO&status=paid&per_page=100')
    expect(nio.body.data.length).toBeGreaterThan(0)
    expect(nio.body.data.every((p: { currency: string }) => p.currency === 'NIO')).toBe(true)
    const todays = await asOwner(`/payments?from=${today}&to=${today}&per_page=100`)
    expect(todays.body.meta.total).toBeGreaterThan(0)
    const tomorrow = await asOwner(`/payments?from=${addDays(today, 1)}`)
    expect(tomorrow.body.meta.total).toBe(0)
    const one = all.body.data[0]
    const byReference = await asOwner(`/payments?q=${one.reservation_reference}`)
    expect(
      byReference.body.data.every(
        (p: { reservation_reference: string }) => p.reservation_reference === one.reservation_reference,
      ),
    ).toBe(true)
    expect((await asOwner(`/payments?from=${today}&to=${addDays(today, -1)}`)).status).toBe(422)
    const csv = await asOwner('/payments?format=csv&method=cash', { lang: 'es' })
    expect(csv.status).toBe(200)
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    expect(csv.headers.get('content-disposition')).toMatch(
      /^attachment; filename="payments-\d{4}-\d{2}-\d{2}\.csv"$/,
    )
    expect(csv.text).toContain('Factura,Pagado el,Reservación,Huésped,Método')
    expect(csv.text).toContain('Efectivo')
    const xlsx = await fetch(`${ctx.baseUrl}/api/v1/staff/payments?format=xlsx`, {
      headers: staffHeaders(owner),
    })
    expect(xlsx.status).toBe(200)
    expect(
      Buffer.from(await xlsx.arrayBuffer())
        .subarray(0, 2)
        .toString(),
    ).toBe('PK')
    expect((await asHousekeeper('/payments')).status).toBe(403)
  })

  it('renders a PDF receipt with the invoice number, in the guest’s language or the one asked for', async () => {
    await openDrawer(desk)
    const r = await reservationOf(8000)
    const taken = await pay(
      r.id,
      cash({ amount: 8000, tendered: 10000, change_currency: 'NIO', change_due: 73600 }),
    )
    expect(taken.status, taken.text).toBe(201)
    const { id, invoice } = taken.body.data
    for (const lang of ['', '?lang=es']) {
      const res = await fetch(`${ctx.baseUrl}/api/v1/staff/payments/${id}/receipt${lang}`, {
        headers: staffHeaders(receptionist),
      })
      expect(res.status).toBe(200)
      expect(res.headers.get('content-type')).toBe('application/pdf')
      expect(res.headers.get('content-disposition')).toBe(`attachment; filename="receipt-${invoice}.pdf"`)
      const bytes = Buffer.from(await res.arrayBuffer())
      expect(bytes.subarray(0, 5).toString()).toBe('%PDF-')
      // The document's title (plain text in its info dictionary) names the invoice, in the chosen language.
      expect(bytes.toString('latin1')).toContain(lang ? `Recibo ${invoice}` : `Receipt ${invoice}`)
    }
    expect(
      (
        await fetch(`${ctx.baseUrl}/api/v1/staff/payments/${id}/receipt`, {
          headers: staffHeaders(housekeeper),
        })
      ).status,
    ).toBe(403)
    const missing = await asOwner('/payments/00000000-0000-4000-8000-000000000000/receipt')
    expect(missing.status).toBe(404)
    await closeDrawer()
  })
})

describe('the payment list file', () => {
  it('is named by the hotel day (America/Managua), not the UTC date', () => {
    // 03:00 UTC on the 25th is still 21:00 of the 24th in Managua.
    vi.useFakeTimers({ toFake: ['Date'] })
    try {
      vi.setSystemTime(new Date('2026-11-25T03:00:00Z'))
      expect(deskPaymentsTable('en', [], 'USD').name).toBe('payments-2026-11-24')
    } finally {
      vi.useRealTimers()
    }
  })
})
