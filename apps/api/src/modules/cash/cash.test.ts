import { reservationCategories } from '@hotel/contract'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { auditLog, cashSessions, payments, refunds, reservations } from '../../db/schema/index.ts'
import {
  createTestContext,
  type StaffClient,
  signInTeam,
  staffHeaders,
  type TestContext,
} from '../../test/harness.ts'

let ctx: TestContext
let asOwner: StaffClient
let desk: StaffClient
let asAccountant: StaffClient
let asHousekeeper: StaffClient
// biome-ignore lint/suspicious/noExplicitAny: tests read answers freely
let units: any[]

beforeAll(async () => {
  ctx = await createTestContext({ RATE_LIMIT_EXEMPT: '127.0.0.1' })
  ;({
    owner: asOwner,
    receptionist: desk,
    accountant: asAccountant,
    housekeeper: asHousekeeper,
  } = await signInTeam(ctx, ['receptionist', 'accountant', 'housekeeper']))
  units = (await asOwner('/currencies')).body.data
})
afterAll(() => ctx?.close())

const unit = (code: string, type: string, whole: number) => {
  const found = units.find((u) => u.currency_code === code && u.type === type && u.value === whole * 100)
  if (!found) throw new Error(`no unit ${code} ${type} ${whole}`)
  return found.id as string
}
const missing = '00000000-0000-4000-8000-000000000000'

describe('cash sessions', () => {
  it('has none open at first: current answers data null', async () => {
    const res = await desk('/cash-sessions/current')
    expect(res.status).toBe(200)
    expect(res.body).toEqual({ data: null })
  })

  it('opens with a float, refuses a second open, closes with the hand-computed figures', async () => {
    const open = await desk('/cash-sessions', {
      method: 'POST',
      body: {
        opening_float: [
          { currency_id: unit('NIO', 'bill', 500), quantity: 2 },
          { currency_id: unit('USD', 'bill', 20), quantity: 3 },
        ],
      },
    })
    expect(open.status).toBe(201)
    expect(open.body.message).toBe('The cash session has been opened.')
    expect(open.body.data.totals).toEqual([
      { currency_code: 'NIO', expected: 100000, counted: null, difference: null },
      { currency_code: 'USD', expected: 6000, counted: null, difference: null },
    ])
    const again = await desk('/cash-sessions', { method: 'POST', body: {} })
    expect(again.status).toBe(409)
    expect(again.body.code).toBe('cash_session_already_open')
    expect(again.body.message).toBe(
      'A cash session is already open (session already open): close it before opening another.',
    )
    const es = await desk('/cash-sessions', { method: 'POST', body: {}, lang: 'es' })
    expect(es.body.message).toBe('Ya hay una sesión de caja abierta: ciérrela antes de abrir otra.')
    const current = await desk('/cash-sessions/current')
    expect(current.body.data.id).toBe(open.body.data.id)

    const close = await desk(`/cash-sessions/${open.body.data.id}/close`, {
      method: 'POST',
      body: {
        currencies: [
          { currency_id: unit('NIO', 'bill', 500), quantity: 1 },
          { currency_id: unit('USD', 'bill', 20), quantity: 3 },
        ],
        observations: 'One 500 missing',
      },
    })
    expect(close.status).toBe(200)
    expect(close.body.message).toBe('The cash session has been closed.')
    // NIO: expected 2 × 50000 = 100000, counted 1 × 50000 = 50000, difference −50000; USD: 3 × 2000 both ways.
    expect(close.body.data.totals).toEqual([
      { currency_code: 'NIO', expected: 100000, counted: 50000, difference: -50000 },
      { currency_code: 'USD', expected: 6000, counted: 6000, difference: 0 },
    ])
    expect(close.body.data).toMatchObject({ status: 'closed', observations: 'One 500 missing' })

    const twice = await desk(`/cash-sessions/${open.body.data.id}/close`, {
      method: 'POST',
      body: { currencies: [] },
    })
    expect(twice.status).toBe(409)
    expect(twice.body.code).toBe('cash_session_not_open')
    expect(twice.body.message).toBe('This cash session is not open: there is none active to close.')
    const twiceEs = await desk(`/cash-sessions/${open.body.data.id}/close`, {
      method: 'POST',
      body: { currencies: [] },
      lang: 'es',
    })
    expect(twiceEs.body.message).toBe(
      'Esta sesión de caja no está abierta: no hay ninguna activa que cerrar.',
    )
    const gone = await asOwner(`/cash-sessions/${missing}/close`, {
      method: 'POST',
      body: { currencies: [] },
    })
    expect(gone.status).toBe(404)

    const history = await asAccountant('/cash-sessions')
    expect(history.status).toBe(200)
    expect(history.body.data[0]).toMatchObject({ id: open.body.data.id, status: 'closed' })
    expect(history.body.data[0].totals[0].difference).toBe(-50000)
    const actions = await ctx.database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.entityId, open.body.data.id))
    expect(actions.map((a) => a.action).sort()).toEqual(['cash_sessions.close', 'cash_sessions.open'])
  })

  it('refuses an unknown or repeated unit in a count', async () => {
    const unknown = await asOwner('/cash-sessions', {
      method: 'POST',
      body: { opening_float: [{ currency_id: missing, quantity: 1 }] },
    })
    expect(unknown.status).toBe(422)
    expect(unknown.body.message).toBe('Unknown currency unit.')
    const id = unit('NIO', 'coin', 1)
    const twice = await asOwner('/cash-sessions', {
      method: 'POST',
      lang: 'es',
      body: {
        opening_float: [
          { currency_id: id, quantity: 1 },
          { currency_id: id, quantity: 2 },
        ],
      },
    })
    expect(twice.status).toBe(422)
    expect(JSON.stringify(twice.body.errors)).toContain('Cada denominación solo puede contarse una vez.')
    const negative = await asOwner('/cash-sessions', {
      method: 'POST',
      body: { opening_float: [{ currency_id: id, quantity: -1 }] },
    })
    expect(negative.status).toBe(422)
    expect((await asOwner('/cash-sessions/current')).body.data).toBeNull()
  })

  it('keeps the drawer to cash.operate and the history to cash.audit', async () => {
    expect((await asAccountant('/cash-sessions', { method: 'POST', body: {} })).status).toBe(403)
    expect((await asHousekeeper('/cash-sessions/current')).status).toBe(403)
    expect((await desk('/cash-sessions')).status).toBe(403)
    expect((await desk('/cash-audits')).status).toBe(403)
  })

  it('lets the database refuse a second open session even past the check (the partial unique index)', async () => {
    const db = ctx.database.db
    const [first] = await db.insert(cashSessions).values({}).returning()
    await expect(db.insert(cashSessions).values({})).rejects.toThrow()
    // Closed sessions are not limited.
    await db
      .update(cashSessions)
      .set({ status: 'closed', closedAt: new Date() })
      .where(eq(cashSessions.id, first?.id ?? missing))
    const [another] = await db
      .insert(cashSessions)
      .values({ status: 'closed', closedAt: new Date() })
      .returning()
    expect(another?.status).toBe('closed')
  })

  it('two opens at once leave exactly one session open', async () => {
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => desk('/cash-sessions', { method: 'POST', body: {} })),
    )
    const statuses = answers.map((a) => a.status).sort()
    expect(statuses).toEqual([201, 409, 409, 409, 409, 409])
    const open = await ctx.database.db.select().from(cashSessions).where(eq(cashSessions.status, 'open'))
    expect(open).toHaveLength(1)
    const id = open[0]?.id
    expect(
      (await asOwner(`/cash-sessions/${id}/close`, { method: 'POST', body: { currencies: [] } })).status,
    ).toBe(200)
  })

  it('two API instances opening at once on PostgreSQL: one opens, the other gets 409', async () => {
    const second = await ctx.secondInstance()
    if (!second) {
      // PGlite runs one instance; the PostgreSQL run (TEST_DATABASE_URL) must cover this.
      expect(process.env.TEST_DATABASE_URL).toBeFalsy()
      return
    }
    try {
      const other = (body: unknown) =>
        fetch(`${second.baseUrl}/api/v1/staff/cash-sessions`, {
          method: 'POST',
          headers: { ...staffHeaders(desk.auth), 'content-type': 'application/json' },
          body: JSON.stringify(body),
        })
      for (let round = 0; round < 3; round++) {
        const [a, b] = await Promise.all([desk('/cash-sessions', { method: 'POST', body: {} }), other({})])
        expect([a.status, b.status].sort()).toEqual([201, 409])
        const open = await ctx.database.db.select().from(cashSessions).where(eq(cashSessions.status, 'open'))
        expect(open).toHaveLength(1)
        await asOwner(`/cash-sessions/${open[0]?.id}/close`, { method: 'POST', body: { currencies: [] } })
      }
    } finally {
      await second.close()
    }
  })
})

describe('expected cash over payments', () => {
  it('adds the cash payments of the session and takes away its cash refunds, per currency', async () => {
    const open = await desk('/cash-sessions', {
      method: 'POST',
      body: {
        opening_float: [
          { currency_id: unit('NIO', 'bill', 100), quantity: 1 },
          { currency_id: unit('USD', 'bill', 20), quantity: 1 },
        ],
      },
    })
    const session = open.body.data.id as string
    const db = ctx.database.db
    // Desk payments do not exist yet: their rows are written here as they will be.
    const [booking] = await db
      .insert(reservations)
      .values({
        reference: 'CASH-TEST-1',
        checkIn: '2030-01-10',
        checkOut: '2030-01-11',
        currency: 'USD',
        rawTotalCents: 10000,
        totalCents: 10000,
        category: reservationCategories[0],
        guestEmail: 'cash@example.com',
        guestName: 'Carla Caja',
        guestIdentification: '001-010190-0001A',
        guestPhone: '+505 8888 0000',
        guestCountry: 'NI',
      })
      .returning()
    const reservationId = booking?.id ?? missing
    const paid = { reservationId, percentageToPay: 20, status: 'paid' as const, paidAt: new Date() }
    const rows = await db
      .insert(payments)
      .values([
        // USD 20.00 in dollars.
        {
          ...paid,
          method: 'cash',
          amountCents: 2000,
          currency: 'USD',
          exchangeRate: '1',
          chargedCents: 2000,
          cashSessionId: session,
        },
        // USD 20.00 taken in córdobas at 36.8: NIO 736.00.
        {
          ...paid,
          method: 'cash',
          amountCents: 2000,
          currency: 'NIO',
          exchangeRate: '36.8',
          chargedCents: 73600,
          cashSessionId: session,
        },
        // Not counted: a payment still pending, a card payment, a cash payment of no session.
        {
          ...paid,
          status: 'pending',
          paidAt: null,
          method: 'cash',
          amountCents: 1000,
          currency: 'NIO',
          exchangeRate: '36.8',
          chargedCents: 36800,
          cashSessionId: session,
        },
        {
          ...paid,
          method: 'card',
          amountCents: 5000,
          currency: 'USD',
          exchangeRate: '1',
          chargedCents: 5000,
          cashSessionId: session,
        },
        {
          ...paid,
          method: 'cash',
          amountCents: 1000,
          currency: 'USD',
          exchangeRate: '1',
          chargedCents: 1000,
        },
      ])
      .returning()
    // A refund of USD 5.00 of the córdoba payment, paid out of this drawer: round(500 × 36.8) = NIO 184.00.
    await db
      .insert(refunds)
      .values({ paymentId: rows[1]?.id ?? missing, amountCents: 500, cashSessionId: session })
    const current = await desk('/cash-sessions/current')
    // NIO: 10000 float + 73600 − 18400 = 65200; USD: 2000 float + 2000 = 4000.
    expect(current.body.data.totals).toEqual([
      { currency_code: 'NIO', expected: 65200, counted: null, difference: null },
      { currency_code: 'USD', expected: 4000, counted: null, difference: null },
    ])
    const close = await desk(`/cash-sessions/${session}/close`, {
      method: 'POST',
      body: {
        currencies: [
          { currency_id: unit('NIO', 'bill', 500), quantity: 1 },
          { currency_id: unit('NIO', 'bill', 100), quantity: 1 },
          { currency_id: unit('NIO', 'bill', 50), quantity: 1 },
          { currency_id: unit('USD', 'bill', 20), quantity: 2 },
        ],
      },
    })
    // Counted NIO 500 + 100 + 50 = 65000 centavos: 200 short; USD 4000 exact.
    expect(close.body.data.totals).toEqual([
      { currency_code: 'NIO', expected: 65200, counted: 65000, difference: -200 },
      { currency_code: 'USD', expected: 4000, counted: 4000, difference: 0 },
    ])
  })
})

describe('cash audits', () => {
  it('counts against zero when no session is open', async () => {
    const res = await asAccountant('/cash-audits', {
      method: 'POST',
      body: {
        currencies: [{ currency_id: unit('USD', 'bill', 5), quantity: 2 }],
        observations: 'Stray bills',
      },
    })
    expect(res.status).toBe(201)
    expect(res.body.message).toBe('The cash audit has been recorded.')
    expect(res.body.data).toMatchObject({ cash_session_id: null, observations: 'Stray bills' })
    expect(res.body.data.totals).toEqual([
      { currency_code: 'USD', expected: 0, counted: 1000, difference: 1000 },
    ])
  })

  it('counts against the open session as it stands, and lists audits newest first', async () => {
    const open = await desk('/cash-sessions', {
      method: 'POST',
      body: { opening_float: [{ currency_id: unit('NIO', 'bill', 100), quantity: 5 }] },
    })
    const res = await asAccountant('/cash-audits', {
      method: 'POST',
      lang: 'es',
      body: { currencies: [{ currency_id: unit('NIO', 'bill', 100), quantity: 4 }] },
    })
    expect(res.body.message).toBe('Se registró el arqueo de caja.')
    expect(res.body.data.cash_session_id).toBe(open.body.data.id)
    // 5 × 10000 expected, 4 × 10000 counted.
    expect(res.body.data.totals).toEqual([
      { currency_code: 'NIO', expected: 50000, counted: 40000, difference: -10000 },
    ])
    const list = await asAccountant('/cash-audits')
    expect(list.body.meta.total).toBe(2)
    expect(list.body.data[0].id).toBe(res.body.data.id)
    expect((await desk('/cash-audits', { method: 'POST', body: { currencies: [] } })).status).toBe(403)
    await asOwner(`/cash-sessions/${open.body.data.id}/close`, { method: 'POST', body: { currencies: [] } })
  })
})
