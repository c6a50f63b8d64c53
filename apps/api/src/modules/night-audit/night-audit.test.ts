import { addDays, hotelToday } from '@hotel/contract'
import { and, eq, gt, isNull, lte, sql } from 'drizzle-orm'
import ExcelJS from 'exceljs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  auditLog,
  movements,
  nightAudits,
  payments,
  reservationRooms,
  reservations,
  rooms,
} from '../../db/schema/index.ts'
import {
  createTestContext,
  openDrawer,
  type StaffAuth,
  type StaffClient,
  signInNewStaff,
  signInOwner,
  staffClient,
  staffHeaders,
  type TestContext,
  walkInClient,
} from '../../test/harness.ts'
import { insertStay } from '../../test/stays.ts'

let ctx: TestContext
let receptionist: StaffAuth
let desk: StaffClient
let asManager: StaffClient
let asAccountant: StaffClient
let asHousekeeper: StaffClient
const today = hotelToday()

/**
 * A stay written as the booking writes it: one room, `nights` nights at 100.00 from `today + from`, in the
 * status asked (an in-progress stay's room is occupied).
 */
async function stay(number: number, from: number, nights: number, status: 'reserved' | 'in_progress') {
  const checkIn = addDays(today, from)
  const dates = Array.from({ length: nights }, (_, i) => addDays(checkIn, i))
  const made = await insertStay(ctx, {
    room: number,
    checkIn,
    checkOut: addDays(checkIn, nights),
    status,
    totalCents: nights * 10000,
    nights: dates.map((date) => ({ date, cents: 10000 })),
    clientId,
    charged: true,
  })
  if (status === 'in_progress') {
    const { db } = ctx.database
    await db.update(reservations).set({ checkedInAt: new Date() }).where(eq(reservations.id, made.id))
    await db.update(rooms).set({ status: 'reserved' }).where(eq(rooms.id, made.roomId))
  }
  return made
}

let drinkId: string
let clientId: string
let units: { id: string; currency_code: string; type: string; value: number }[]
const unit = (code: string, value: number) => {
  const found = units.find((u) => u.currency_code === code && u.type === 'bill' && u.value === value)
  if (!found) throw new Error(`no unit ${code} ${value}`)
  return found.id
}

// The stays of the day: a guest due today who never came and one due yesterday (no-shows); a guest who should
// have left today (a departure not checked out); two guests in house (extras, moves, early check-outs).
let dueToday: Awaited<ReturnType<typeof stay>>
let dueYesterday: Awaited<ReturnType<typeof stay>>
let leaving: Awaited<ReturnType<typeof stay>>
let inHouse: Awaited<ReturnType<typeof stay>>
let leavingEarly: Awaited<ReturnType<typeof stay>>
let future: Awaited<ReturnType<typeof stay>>

beforeAll(async () => {
  ctx = await createTestContext({ RATE_LIMIT_EXEMPT: '127.0.0.1' })
  const asOwner = staffClient(ctx, await signInOwner(ctx))
  receptionist = await signInNewStaff(ctx, { roles: ['receptionist'] })
  desk = staffClient(ctx, receptionist)
  asManager = staffClient(ctx, await signInNewStaff(ctx, { roles: ['manager'] }))
  asAccountant = staffClient(ctx, await signInNewStaff(ctx, { roles: ['accountant'] }))
  asHousekeeper = staffClient(ctx, await signInNewStaff(ctx, { roles: ['housekeeper'] }))
  clientId = (await walkInClient(desk)).id
  dueToday = await stay(101, 0, 2, 'reserved')
  dueYesterday = await stay(102, -1, 3, 'reserved')
  leaving = await stay(103, -2, 2, 'in_progress')
  inHouse = await stay(104, 0, 3, 'in_progress')
  leavingEarly = await stay(105, -1, 4, 'in_progress')
  future = await stay(106, 5, 2, 'reserved')
  const made = await asOwner('/products', {
    method: 'POST',
    body: { name: 'Agua Alpina', category: 'drink', unit_price: 150, stock: 50, total_cost: 2500 },
  })
  expect(made.status, made.text).toBe(201)
  drinkId = made.body.data.id
  units = (await desk('/currencies')).body.data
})
afterAll(() => ctx?.close())

const extra = (who = receptionist, lang = 'en') =>
  staffClient(ctx, who)(`/reservations/${inHouse.id}/extras`, {
    method: 'POST',
    lang,
    body: { room_id: inHouse.roomId, extras: [{ category: 'drink', product_id: drinkId, quantity: 1 }] },
  })

describe('the night audit', () => {
  it('is run by receptionists and managers only', async () => {
    expect((await asHousekeeper('/night-audits', { method: 'POST' })).status).toBe(403)
    expect((await asAccountant('/night-audits', { method: 'POST' })).status).toBe(403)
    expect((await asHousekeeper('/night-audits')).status).toBe(403)
    expect((await asAccountant('/night-audits/status')).status).toBe(403)
    const status = await asManager('/night-audits/status')
    expect(status.status).toBe(200)
    expect(status.body.data).toEqual({
      today,
      audit_id: null,
      ran: false,
      drawer_open: false,
      last_closed_day: null,
    })
  })

  it('lets the desk act on today before the audit: an extra, a move, an early check-out', async () => {
    const charged = await extra()
    expect(charged.status, charged.text).toBe(201)
    const moved = await desk(`/reservations/${inHouse.id}/move`, {
      method: 'POST',
      body: { room_number: 104, to_room_number: 107, reprice: false },
    })
    expect(moved.status, moved.text).toBe(200)
    const early = await asManager(`/reservations/${leavingEarly.id}/check-out`, {
      method: 'POST',
      body: { settle_later: true, reason: 'Leaves early, pays by transfer' },
    })
    expect(early.status, early.text).toBe(200)
    expect(early.body.data).toMatchObject({ status: 'completed', check_out: today })
  })

  it('refuses to run while the cash drawer is open, in en and es', async () => {
    const drawerId = await openDrawer(desk, { float: [{ currency_id: unit('USD', 2000), quantity: 1 }] })
    expect((await desk('/night-audits/status')).body.data.drawer_open).toBe(true)
    const en = await desk('/night-audits', { method: 'POST' })
    expect(en.status).toBe(409)
    expect(en.body).toMatchObject({
      code: 'cash_drawer_open',
      message: 'Close the cash drawer first: the night audit needs the cash session closed.',
    })
    const es = await desk('/night-audits', { method: 'POST', lang: 'es' })
    expect(es.body.message).toBe(
      'Cierre primero la caja: la auditoría nocturna necesita la sesión de caja cerrada.',
    )
    expect(await ctx.database.db.select().from(nightAudits)).toHaveLength(0)
    // A cash payment of USD 50.00 today in the session, then the drawer closed USD 10.00 short.
    await ctx.database.db.insert(payments).values({
      reservationId: inHouse.id,
      percentageToPay: 100,
      status: 'paid',
      method: 'cash',
      currency: 'USD',
      exchangeRate: '1',
      amountCents: 5000,
      chargedCents: 5000,
      cashSessionId: drawerId,
      paidAt: new Date(),
    })
    const closed = await desk(`/cash-sessions/${drawerId}/close`, {
      method: 'POST',
      body: { currencies: [{ currency_id: unit('USD', 2000), quantity: 3 }] },
    })
    expect(closed.status, closed.text).toBe(200)
  })

  let auditId: string
  it('runs once of two at the same moment: one 201, one 409, never a 500', async () => {
    const answers = await Promise.all([
      desk('/night-audits', { method: 'POST' }),
      asManager('/night-audits', { method: 'POST' }),
    ])
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409])
    const ran = answers.find((answer) => answer.status === 201)
    const refused = answers.find((answer) => answer.status === 409)
    expect(refused?.body).toMatchObject({
      code: 'night_audit_ran',
      message: `The night audit of ${today} has already run.`,
    })
    expect(ran?.body.message).toBe(
      `The night audit of ${today} has run: 2 no-show(s), 1 departure(s) not checked out.`,
    )
    auditId = ran?.body.data.id
    expect(ran?.body.data).toMatchObject({ business_date: today, no_shows: 2, departures: 1 })
    const later = await asManager('/night-audits', { method: 'POST', lang: 'es' })
    expect(later.status).toBe(409)
    expect(later.body.message).toBe(`La auditoría nocturna del ${today} ya se hizo.`)
    expect(await ctx.database.db.select().from(nightAudits)).toHaveLength(1)
  })

  it('marked the no-shows (nights freed) and listed the departure, unchanged', async () => {
    const { db } = ctx.database
    for (const id of [dueToday.id, dueYesterday.id]) {
      const [row] = await db.select().from(reservations).where(eq(reservations.id, id))
      expect(row).toMatchObject({ status: 'canceled', cancelReason: 'no_show' })
      expect(row?.canceledAt).toBeInstanceOf(Date)
      const lines = await db.select().from(reservationRooms).where(eq(reservationRooms.reservationId, id))
      expect(lines.every((line) => line.canceled)).toBe(true)
    }
    const [future_] = await db.select().from(reservations).where(eq(reservations.id, future.id))
    expect(future_?.status).toBe('reserved')
    const [left] = await db.select().from(reservations).where(eq(reservations.id, leaving.id))
    expect(left?.status).toBe('in_progress')
    const entries = await db.select().from(auditLog).where(eq(auditLog.entityId, dueToday.id))
    expect(entries.map((entry) => entry.action)).toContain('reservations.no_show')
    expect(
      (await db.select().from(auditLog).where(eq(auditLog.entityId, auditId))).map((e) => e.action),
    ).toEqual(['night_audits.run'])
  })

  it('froze the daily report: figures, payments, cash difference, no-shows, departures', async () => {
    const res = await desk(`/night-audits/${auditId}`)
    expect(res.status).toBe(200)
    const report = res.body.data.report
    // Available: every room not archived; sold tonight: the in-house stay (now room 107) and the early leaver's
    // night of today is gone (left today); the departure left today (its last night was yesterday). So 1 × 100.00.
    const [live] = await ctx.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(rooms)
      .where(isNull(rooms.archivedAt))
    const available = live?.n ?? 0
    const [sold] = await ctx.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(reservationRooms)
      .where(
        and(
          eq(reservationRooms.canceled, false),
          lte(reservationRooms.startDate, today),
          gt(reservationRooms.endDate, today),
        ),
      )
    expect(sold?.n).toBe(1)
    expect(report.figures).toMatchObject({
      from: today,
      to: today,
      room_nights_available: available,
      room_nights_sold: 1,
      room_revenue: 10000,
      adr: 10000,
      revpar: Math.round(10000 / available),
    })
    expect(report.payments).toEqual([
      {
        method: 'cash',
        currency: 'USD',
        count: 1,
        amount_cents: 5000,
        charged_cents: 5000,
        refunded_cents: 0,
      },
    ])
    expect(report.payment_totals).toEqual({ count: 1, amount_cents: 5000, refunded_cents: 0 })
    // Float 20.00 + 50.00 taken = 70.00 expected; counted 3 × 20.00 = 60.00: 10.00 short.
    expect(report.cash).toHaveLength(1)
    expect(report.cash[0].totals).toEqual([
      { currency_code: 'USD', expected: 7000, counted: 6000, difference: -1000 },
    ])
    expect(report.no_show_count).toBe(2)
    expect(report.no_shows.map((s: { reference: string }) => s.reference).sort()).toEqual(
      [dueToday.reference, dueYesterday.reference].sort(),
    )
    expect(report.departures).toEqual([
      expect.objectContaining({ reference: leaving.reference, check_out: today, rooms: [103] }),
    ])
  })

  it('refuses every front-desk change to the closed day, in en and es; a future stay still moves', async () => {
    const closed = `The night audit has closed ${today}: this change would touch a closed day. Record a correction on a later day.`
    const charged = await extra()
    expect([charged.status, charged.body.code, charged.body.message]).toEqual([409, 'day_closed', closed])
    const es = await extra(receptionist, 'es')
    expect(es.body.message).toBe(
      `La auditoría nocturna cerró el ${today}: este cambio afectaría un día cerrado. Registre la corrección en un día posterior.`,
    )
    const moved = await desk(`/reservations/${inHouse.id}/move`, {
      method: 'POST',
      body: { room_number: 107, to_room_number: 108, reprice: false },
    })
    expect([moved.status, moved.body.code]).toEqual([409, 'day_closed'])
    const early = await asManager(`/reservations/${inHouse.id}/check-out`, {
      method: 'POST',
      body: { settle_later: true, reason: 'Leaves early' },
    })
    expect([early.status, early.body.code, early.body.message]).toEqual([409, 'day_closed', closed])
    const [firstExtra] = await ctx.database.db
      .select()
      .from(movements)
      .where(and(eq(movements.reservationId, inHouse.id), eq(movements.type, 'extra_charge')))
    const removed = await desk(`/extras/${firstExtra?.id}`, { method: 'DELETE' })
    expect([removed.status, removed.body.code]).toEqual([409, 'day_closed'])
    // A booking for tonight made after the audit cannot be cancelled either: tonight is closed.
    const tonight = await stay(109, 0, 1, 'reserved')
    const cancel = await asManager(`/reservations/${tonight.id}/cancel`, {
      method: 'POST',
      body: { reason: 'staff', override_reason: 'Guest called to cancel' },
    })
    expect([cancel.status, cancel.body.code]).toEqual([409, 'day_closed'])
    // Nothing changed; a stay of next week moves as before.
    const [row] = await ctx.database.db.select().from(reservations).where(eq(reservations.id, inHouse.id))
    expect(row?.status).toBe('in_progress')
    const later = await desk(`/reservations/${future.id}/move`, {
      method: 'POST',
      body: { room_number: 106, to_room_number: 201, reprice: false },
    })
    expect(later.status, later.text).toBe(200)
  })

  it('refuses modifying a stay to begin on the closed day (its nights would be sold on it), in en and es', async () => {
    const change = (lang: string) =>
      asManager(`/reservations/${future.id}`, {
        method: 'PATCH',
        lang,
        body: { check_in: today, check_out: addDays(today, 2), override_reason: 'Guest arrives early' },
      })
    const en = await change('en')
    expect([en.status, en.body.code, en.body.message]).toEqual([
      409,
      'day_closed',
      `The night audit has closed ${today}: this change would touch a closed day. Record a correction on a later day.`,
    ])
    const es = await change('es')
    expect([es.status, es.body.code]).toEqual([409, 'day_closed'])
    const [row] = await ctx.database.db.select().from(reservations).where(eq(reservations.id, future.id))
    expect(row?.checkIn).toBe(addDays(today, 5))
  })

  it('never changes the frozen report: a payment after the audit is not in it', async () => {
    const before = (await desk(`/night-audits/${auditId}`)).body.data.report
    await ctx.database.db.insert(payments).values({
      reservationId: inHouse.id,
      percentageToPay: 100,
      status: 'paid',
      method: 'card',
      currency: 'USD',
      exchangeRate: '1',
      amountCents: 9900,
      chargedCents: 9900,
      paidAt: new Date(),
    })
    const after = (await desk(`/night-audits/${auditId}`)).body.data.report
    expect(after).toEqual(before)
  })

  it('lists the audits, reports the status, and exports the report and the list as CSV and XLSX', async () => {
    const list = await desk('/night-audits')
    expect(list.status).toBe(200)
    expect(list.body.meta).toMatchObject({ total: 1, page: 1 })
    expect(list.body.data[0]).toMatchObject({
      id: auditId,
      business_date: today,
      no_shows: 2,
      departures: 1,
      room_revenue: 10000,
      payments_cents: 5000,
      currency: 'USD',
    })
    const status = await desk('/night-audits/status')
    expect(status.body.data).toMatchObject({ ran: true, audit_id: auditId, last_closed_day: today })
    const csv = await desk(`/night-audits/${auditId}?format=csv`, { lang: 'es' })
    expect(csv.status).toBe(200)
    expect(csv.headers.get('content-disposition')).toBe(`attachment; filename="night-audit-${today}.csv"`)
    expect(csv.text).toContain('Sección,Concepto,Moneda,Cantidad')
    expect(csv.text).toContain('Pagos,Efectivo,USD,1,50,50,0')
    expect(csv.text).toContain('Caja,')
    // The shortfall is a number, written as one (the formula guard is for text).
    expect(csv.text).toContain(',USD,,70,60,-10\r\n')
    expect(csv.text).toMatch(/Caja,Sesión cerrada el \d{4}-\d{2}-\d{2} \d{2}:\d{2},USD/)
    expect(csv.text).toContain(`No presentado,${dueToday.reference}`)
    const listCsv = await desk('/night-audits?format=csv')
    expect(listCsv.text).toContain(`${today},`)
    const file = await fetch(`${ctx.baseUrl}/api/v1/staff/night-audits/${auditId}?format=xlsx`, {
      headers: staffHeaders(receptionist, { 'Accept-Language': 'en' }),
    })
    expect(file.status).toBe(200)
    const book = new ExcelJS.Workbook()
    await book.xlsx.load(Buffer.from(await file.arrayBuffer()) as unknown as ArrayBuffer)
    const sheet = book.worksheets[0]
    expect(sheet?.getRow(1).getCell(1).value).toBe('Section')
    expect(sheet?.getRow(2).getCell(2).value).toBe('Room-nights available')
    expect((await desk('/night-audits/00000000-0000-4000-8000-000000000000')).status).toBe(404)
  })
})
