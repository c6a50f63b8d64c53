import { hotelToday, type PerformanceFigures } from '@hotel/contract'
import { eq } from 'drizzle-orm'
import ExcelJS from 'exceljs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { auditLog, payments, refunds, rooms } from '../../db/schema/index.ts'
import {
  createTestContext,
  type StaffAuth,
  type StaffClient,
  signInNewStaff,
  signInOwner,
  staffClient,
  staffHeaders,
  type TestContext,
} from '../../test/harness.ts'
import { insertStay } from '../../test/stays.ts'
import { spanFigures } from '../reports/figures.ts'
import { performance } from '../reports/service.ts'

let ctx: TestContext
let owner: StaffAuth
let asOwner: StaffClient
let asAccountant: StaffClient
let asHousekeeper: StaffClient
let asReceptionist: StaffClient
const today = hotelToday()
const thisYear = Number(today.slice(0, 4))
const thisMonth = Number(today.slice(5, 7))
let reservationId: string

const nightsOf = (dates: string[], cents: number) => dates.map((date) => ({ date, cents }))

/** A completed stay of `room` on `dates`, at 100.00 a night: its id. */
async function stay(room: number, start: string, end: string, dates: string[]) {
  const { id } = await insertStay(ctx, {
    room,
    checkIn: start,
    checkOut: end,
    status: 'completed',
    totalCents: dates.length * 10000,
    nights: nightsOf(dates, 10000),
  })
  return id
}

/**
 * The fixture, in 2031 (far from the other modules' dates): the demo rooms archived in 2020, two rooms of
 * this test. Stay A: room 951, 10 → 13 March, 3 nights; stay B: room 952, 28 February → 2 March, 2 nights
 * (1 in February, 1 in March).
 *
 * March 2031: available 2 × 31 = 62, sold 3 + 1 = 4; occupancy 4 / 62 = 645.16 basis points → 645 → 6.45 %.
 * Year 2031: sold 5.
 */
beforeAll(async () => {
  ctx = await createTestContext({ RATE_LIMIT_EXEMPT: '127.0.0.1' })
  owner = await signInOwner(ctx)
  asOwner = staffClient(ctx, owner)
  asAccountant = staffClient(ctx, await signInNewStaff(ctx, { roles: ['accountant'] }))
  asHousekeeper = staffClient(ctx, await signInNewStaff(ctx, { roles: ['housekeeper'] }))
  asReceptionist = staffClient(ctx, await signInNewStaff(ctx, { roles: ['receptionist'] }))
  const { db } = ctx.database
  await db.update(rooms).set({ archivedAt: new Date('2020-01-01T12:00:00Z') })
  await db.insert(rooms).values([
    { number: 951, type: 'double', descriptionEn: 'Goal room', descriptionEs: 'Habitación meta' },
    { number: 952, type: 'single', descriptionEn: 'Goal room', descriptionEs: 'Habitación meta' },
  ])
  reservationId = await stay(951, '2031-03-10', '2031-03-13', ['2031-03-10', '2031-03-11', '2031-03-12'])
  await stay(952, '2031-02-28', '2031-03-02', ['2031-02-28', '2031-03-01'])
})
afterAll(() => ctx?.close())

// biome-ignore lint/suspicious/noExplicitAny: tests read answers freely
const find = (list: any[], type: string, year: number, month: number | null) =>
  list.find((goal) => goal.type === type && goal.year === year && goal.month === month)

describe('goals', () => {
  it('creates monthly and yearly goals with an audit entry, and measures room figures by hand', async () => {
    const occupancy = await asOwner('/goals', {
      method: 'POST',
      body: { period: 'monthly', type: 'occupancy', year: 2031, month: 3, value: 10 },
    })
    expect(occupancy.status, occupancy.text).toBe(201)
    expect(occupancy.body.message).toBe('The goal for 2031-03 has been set.')
    // 645 basis points against 10 % (1000): 64.5 % → 65 (half away from zero).
    expect(occupancy.body.data).toMatchObject({
      period: 'monthly',
      month: 3,
      from: '2031-03-01',
      to: '2031-03-31',
      actual: 6.45,
      percent: 65,
    })
    const nights = await asOwner('/goals', {
      method: 'POST',
      body: { period: 'yearly', type: 'room_nights', year: 2031, value: 8 },
      lang: 'es',
    })
    expect(nights.status).toBe(201)
    expect(nights.body.message).toBe('Se definió la meta de 2031.')
    // 5 room-nights of 8: 62.5 % → 63.
    expect(nights.body.data).toMatchObject({ month: null, actual: 5, percent: 63 })
    const entries = await ctx.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, occupancy.body.data.id))
    expect(entries.map((entry) => entry.action)).toEqual(['goals.create'])
  })

  it('counts room figures as the performance report does', async () => {
    const [march, year] = await spanFigures(ctx.database.db, [
      { from: '2031-03-01', to: '2031-03-31' },
      { from: '2031-01-01', to: '2031-12-31' },
    ])
    const report = await performance(ctx.database.db, 2031, 3)
    const yearly = await performance(ctx.database.db, 2031)
    const pick = (f: PerformanceFigures) => ({
      available: f.room_nights_available,
      sold: f.room_nights_sold,
      revenue: f.room_revenue,
      occupancy: f.occupancy,
    })
    expect(march && pick(march)).toEqual(pick(report))
    expect(year && pick(year)).toEqual(pick(yearly))
    expect(march).toMatchObject({ room_nights_available: 62, room_nights_sold: 4, room_revenue: 40000 })
  })

  it("moves a monthly revenue goal's progress after a payment and after a refund", async () => {
    const created = await asOwner('/goals', {
      method: 'POST',
      body: { period: 'monthly', type: 'revenue', year: thisYear, month: thisMonth, value: 100000 },
    })
    expect(created.status, created.text).toBe(201)
    expect(created.body.data).toMatchObject({ actual: 0, percent: 0 })
    const { db } = ctx.database
    const paid = {
      reservationId,
      percentageToPay: 100,
      status: 'paid' as const,
      method: 'card' as const,
      currency: 'USD' as const,
      exchangeRate: '1',
    }
    const [payment] = await db
      .insert(payments)
      .values([
        { ...paid, amountCents: 12345, chargedCents: 12345, paidAt: new Date() },
        // Paid years ago: another period.
        { ...paid, amountCents: 50000, chargedCents: 50000, paidAt: new Date('2020-06-15T18:00:00Z') },
        // Not paid: not revenue.
        { ...paid, status: 'pending' as const, amountCents: 70000, chargedCents: 70000 },
      ])
      .returning()
    const after = await asAccountant(`/goals?year=${thisYear}`)
    expect(after.status).toBe(200)
    expect(after.body.currency).toBe('USD')
    // 12345 of 100000: 12.345 % → 12.
    expect(find(after.body.data, 'revenue', thisYear, thisMonth)).toMatchObject({
      actual: 12345,
      percent: 12,
    })
    await db.insert(refunds).values({ paymentId: payment?.id ?? '', amountCents: 2345 })
    const refunded = await asAccountant('/goals')
    expect(find(refunded.body.data, 'revenue', thisYear, thisMonth)).toMatchObject({
      actual: 10000,
      percent: 10,
    })
    // The list is newest period first.
    expect(refunded.body.data.map((goal: { year: number }) => goal.year)).toEqual(
      [...refunded.body.data.map((goal: { year: number }) => goal.year)].sort((a, b) => b - a),
    )
  })

  it('refuses a second goal of the same period and type in en and es (409)', async () => {
    const body = { period: 'monthly', type: 'occupancy', year: 2031, month: 3, value: 20 }
    const en = await asOwner('/goals', { method: 'POST', body })
    expect(en.status).toBe(409)
    expect(en.body).toMatchObject({
      code: 'goal_exists',
      message: 'A yearly or monthly goal already exists for this figure and period (2031-03).',
    })
    const es = await asOwner('/goals', { method: 'POST', body, lang: 'es' })
    expect(es.status).toBe(409)
    expect(es.body.message).toBe(
      'Ya existe una meta anual o mensual para esta cifra y este periodo (2031-03).',
    )
    // Another month, or the year, is another goal.
    expect((await asOwner('/goals', { method: 'POST', body: { ...body, month: 4 } })).status).toBe(201)
    expect(
      (
        await asOwner('/goals', {
          method: 'POST',
          body: { period: 'yearly', type: 'occupancy', year: 2031, value: 50 },
        })
      ).status,
    ).toBe(201)
  })

  it('settles two identical creates at once: one 201, one 409, never a 500', async () => {
    const body = { period: 'monthly', type: 'room_nights', year: 2032, month: 7, value: 40 }
    const answers = await Promise.all([
      asOwner('/goals', { method: 'POST', body }),
      asOwner('/goals', { method: 'POST', body }),
    ])
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409])
  })

  it('refuses a value of 0, month 13, a yearly goal with a month, a monthly one without, occupancy above 100', async () => {
    const base = { period: 'monthly', type: 'revenue', year: 2033, month: 5, value: 1000 }
    const refused = async (body: unknown, field: string, message: string, lang = 'en') => {
      const res = await asOwner('/goals', { method: 'POST', body, lang })
      expect(res.status, res.text).toBe(422)
      expect(res.body.errors[field], res.text).toEqual([message])
    }
    await refused({ ...base, value: 0 }, 'value', 'The goal value must be at least 1.')
    await refused({ ...base, value: 0 }, 'value', 'El valor de la meta debe ser al menos 1.', 'es')
    await refused({ ...base, month: 13 }, 'month', 'The month must be a whole number from 1 to 12.')
    await refused({ ...base, period: 'yearly' }, 'month', 'A yearly goal has no month.')
    await refused({ ...base, month: undefined }, 'month', 'A monthly goal needs its month.')
    await refused({ ...base, year: 26 }, 'year', 'Give the year with 4 digits, such as 2026.')
    await refused(
      { ...base, type: 'occupancy', value: 101 },
      'value',
      'An occupancy goal is a percentage from 1 to 100.',
    )
  })

  it('edits the target and deletes a goal, each with an audit entry', async () => {
    const list = (await asOwner('/goals?year=2031')).body.data
    const goal = find(list, 'occupancy', 2031, 3)
    const edit = await asOwner(`/goals/${goal.id}`, { method: 'PATCH', body: { value: 5 } })
    expect(edit.status, edit.text).toBe(200)
    expect(edit.body.message).toBe('The goal for 2031-03 has been saved.')
    // 645 basis points of 5 % (500): 129 %.
    expect(edit.body.data).toMatchObject({ value: 5, percent: 129 })
    expect((await asOwner(`/goals/${goal.id}`, { method: 'PATCH', body: { value: 150 } })).status).toBe(422)
    const gone = await asOwner(`/goals/${goal.id}`, { method: 'DELETE', lang: 'es' })
    expect(gone.status).toBe(200)
    expect(gone.body.message).toBe('Se eliminó la meta de 2031-03.')
    const again = await asOwner(`/goals/${goal.id}`, { method: 'DELETE' })
    expect(again.status).toBe(404)
    expect(again.body.message).toBe('Goal not found.')
    const entries = await ctx.database.db.select().from(auditLog).where(eq(auditLog.entityId, goal.id))
    expect(entries.map((entry) => entry.action).sort()).toEqual([
      'goals.create',
      'goals.delete',
      'goals.update',
    ])
  })

  it('exports the list as CSV and XLSX in the caller’s language', async () => {
    const csv = await asOwner('/goals?year=2031&format=csv', { lang: 'es' })
    expect(csv.status).toBe(200)
    expect(csv.headers.get('content-type')).toContain('text/csv')
    expect(csv.text).toContain('Periodo,Cifra,Desde,Hasta,Meta,Real,Avance')
    expect(csv.text).toContain('Anual 2031,Noches-habitación vendidas,2031-01-01,2031-12-31,8,5,0.63')
    const xlsx = await fetch(`${ctx.baseUrl}/api/v1/staff/goals?format=xlsx`, {
      headers: staffHeaders(owner, { 'Accept-Language': 'en' }),
    })
    expect(xlsx.status).toBe(200)
    const book = new ExcelJS.Workbook()
    await book.xlsx.load(Buffer.from(await xlsx.arrayBuffer()) as unknown as ArrayBuffer)
    const sheet = book.worksheets[0]
    expect(sheet?.getRow(1).getCell(1).value).toBe('Period')
    const revenue = sheet?.getSheetValues().find((row) => Array.isArray(row) && row[2] === 'Revenue (USD)') as
      | unknown[]
      | undefined
    expect(revenue?.slice(5, 8)).toEqual([1000, 100, 0.1])
  })

  it('lets the accountant read and write, the receptionist not write, the housekeeper nothing', async () => {
    expect((await asHousekeeper('/goals')).status).toBe(403)
    expect(
      (
        await asHousekeeper('/goals', {
          method: 'POST',
          body: { period: 'yearly', type: 'revenue', year: 2040, value: 1 },
        })
      ).status,
    ).toBe(403)
    expect((await asReceptionist('/goals')).status).toBe(403)
    const made = await asAccountant('/goals', {
      method: 'POST',
      body: { period: 'yearly', type: 'revenue', year: 2040, value: 1 },
    })
    expect(made.status).toBe(201)
  })
})
