import ExcelJS from 'exceljs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  movements,
  payments,
  products,
  refunds,
  reservationRooms,
  reservations,
  roomClosures,
  rooms,
} from '../../db/schema/index.ts'
import {
  createTestContext,
  type StaffAuth,
  signInNewStaff,
  signInOwner,
  staffClient,
  staffHeaders,
  type TestContext,
} from '../../test/harness.ts'
import { occupancyOf, roundedQuotient } from './figures.ts'
import { tableCsv } from './files.ts'
import { paymentMix } from './payment-mix.ts'

let ctx: TestContext
let owner: StaffAuth
let accountant: StaffAuth
let housekeeper: StaffAuth

/** Each night of [start, end) at `cents`, as the booking writes them. */
function nightsOf(start: string, count: number, cents: number) {
  return Array.from({ length: count }, (_, i) => {
    const day = new Date(`${start}T00:00:00Z`)
    day.setUTCDate(day.getUTCDate() + i)
    return { date: day.toISOString().slice(0, 10), cents }
  })
}

/**
 * The fixture: November 2024 (30 nights), two years before these tests were written and far from any date the
 * other modules use. The demo's 18 rooms are archived in 2020, so the figures rest on these rooms alone:
 *
 * - 901 double, 902 triple, 903 double (closed 10–14 November: still available), 905 double (archived on
 *   3 December 2024: after November's end, so it counts in November, not in December), 904 single (archived on
 *   15 October 2024: not available in November).
 * - A: 901, 29 Oct → 3 Nov, 5 nights at 100.00, completed: November holds 2 nights, 200.00.
 * - B: 901, 28 Nov → 2 Dec, 4 nights at 100.00 = 400.00 before a promotion, 333.33 after it: November holds
 *   3 nights, round(30000 × 33333 / 40000) = round(24999.75) = 24999.75 → 25000 cents; December 1 night,
 *   round(10000 × 33333 / 40000) = round(8333.25) = 8333.
 * - C: 902, 5 → 15 Nov, 10 nights at 80.00, completed: 10 nights, 800.00 (category companies).
 * - D: 902, 20 → 25 Nov, cancelled: nothing.
 * - E: 903, 20 → 22 Nov, 2 nights at 90.00, reserved, with an extra charge of 50.00 (not room revenue): 180.00.
 * - F: 905, 15 → 16 Nov, 1 night at 70.60, in progress: 70.60 (category medical visit; the others tourism).
 * - G: 903, 25 → 27 Nov, booked 4 nights at 60.00 (25–28), checked out early after 2: 2 nights, 120.00.
 *
 * November: available 4 rooms × 30 = 120; sold 2 + 3 + 10 + 2 + 1 + 2 = 20;
 * revenue 20000 + 25000 + 80000 + 18000 + 7060 + 12000 = 162060 cents;
 * occupancy 20 / 120 = 0.16666… → "0.1667"; ADR 162060 / 20 = 8103; RevPAR 162060 / 120 = 1350.5 → 1351.
 */
async function buildFixture() {
  const { db } = ctx.database
  await db.update(rooms).set({ archivedAt: new Date('2020-01-01T12:00:00Z') })
  const room = async (number: number, type: 'single' | 'double' | 'triple', archivedAt: string | null) => {
    const [row] = await db
      .insert(rooms)
      .values({
        number,
        type,
        descriptionEn: 'Report room',
        descriptionEs: 'Habitación del informe',
        archivedAt: archivedAt ? new Date(archivedAt) : null,
      })
      .returning({ id: rooms.id })
    if (!row) throw new Error('room not inserted')
    return row.id
  }
  const r901 = await room(901, 'double', null)
  const r902 = await room(902, 'triple', null)
  const r903 = await room(903, 'double', null)
  await room(904, 'single', '2024-10-15T12:00:00Z')
  const r905 = await room(905, 'double', '2024-12-03T12:00:00Z')
  await db
    .insert(roomClosures)
    .values({ roomId: r903, startDate: '2024-11-10', endDate: '2024-11-14', reason: 'Paint' })

  let sequence = 0
  const stay = async (input: {
    roomId: string
    number: number
    start: string
    end: string
    nights: { date: string; cents: number }[]
    tariff: number
    status: 'reserved' | 'in_progress' | 'completed' | 'canceled'
    category?: 'companies' | 'medical_visit'
  }) => {
    const raw = input.nights.reduce((total, night) => total + night.cents, 0)
    const [reservation] = await db
      .insert(reservations)
      .values({
        reference: `RPT-${String(++sequence).padStart(4, '0')}`,
        checkIn: input.start,
        checkOut: input.end,
        currency: 'USD',
        rawTotalCents: raw,
        totalCents: input.tariff,
        category: input.category ?? 'tourism',
        guestEmail: 'report@example.com',
        guestName: 'Report Guest',
        guestIdentification: 'R-1',
        guestPhone: '50588000000',
        guestCountry: 'NI',
        status: input.status,
      })
      .returning({ id: reservations.id })
    if (!reservation) throw new Error('reservation not inserted')
    await db.insert(reservationRooms).values({
      reservationId: reservation.id,
      roomId: input.roomId,
      roomNumber: input.number,
      startDate: input.start,
      endDate: input.end,
      guestCount: 2,
      tariffCents: input.tariff,
      rawTariffCents: raw,
      nights: input.nights,
      canceled: input.status === 'canceled',
    })
    await db.insert(movements).values({
      reservationId: reservation.id,
      type: 'reservation',
      description: 'Stay',
      amountCents: input.tariff,
    })
    return { id: reservation.id, roomId: input.roomId }
  }
  const room901 = { roomId: r901, number: 901 }
  await stay({
    ...room901,
    start: '2024-10-29',
    end: '2024-11-03',
    nights: nightsOf('2024-10-29', 5, 10000),
    tariff: 50000,
    status: 'completed',
  })
  await stay({
    ...room901,
    start: '2024-11-28',
    end: '2024-12-02',
    nights: nightsOf('2024-11-28', 4, 10000),
    tariff: 33333,
    status: 'completed',
  })
  await stay({
    roomId: r902,
    number: 902,
    start: '2024-11-05',
    end: '2024-11-15',
    nights: nightsOf('2024-11-05', 10, 8000),
    tariff: 80000,
    status: 'completed',
    category: 'companies',
  })
  await stay({
    roomId: r902,
    number: 902,
    start: '2024-11-20',
    end: '2024-11-25',
    nights: nightsOf('2024-11-20', 5, 9500),
    tariff: 47500,
    status: 'canceled',
  })
  const withExtra = await stay({
    roomId: r903,
    number: 903,
    start: '2024-11-20',
    end: '2024-11-22',
    nights: nightsOf('2024-11-20', 2, 9000),
    tariff: 18000,
    status: 'reserved',
  })
  await stay({
    roomId: r905,
    number: 905,
    start: '2024-11-15',
    end: '2024-11-16',
    nights: nightsOf('2024-11-15', 1, 7060),
    tariff: 7060,
    status: 'in_progress',
    category: 'medical_visit',
  })
  // Early check-out: the line ends on the 27th, its nights still list the 27th and 28th as booked.
  await stay({
    roomId: r903,
    number: 903,
    start: '2024-11-25',
    end: '2024-11-27',
    nights: nightsOf('2024-11-25', 4, 6000),
    tariff: 24000,
    status: 'completed',
  })
  const [product] = await db.select({ id: products.id }).from(products).limit(1)
  if (!product) throw new Error('no product seeded')
  await db.insert(movements).values({
    reservationId: withExtra.id,
    type: 'extra_charge',
    description: 'Dinner',
    amountCents: 5000,
    productId: product.id,
    roomId: withExtra.roomId,
    quantity: 1,
    unitPriceCents: 5000,
  })
}

/**
 * Payments and refunds around November 2024's hotel-day edges. Managua is UTC−6 all year (no summer time), so
 * the hotel day 1 November runs from 06:00 UTC on the 1st to 06:00 UTC on the 2nd.
 *
 * - P1 cash USD 100.00, paid 1 Nov 05:30 UTC = 31 Oct 23:30 in Managua: October.
 * - P2 cash NIO, 80.00 (C$ 2,944.00 at 36.8), paid 1 Nov 06:30 UTC = 1 Nov 00:30: November.
 * - P3 card USD 200.00, paid 15 Nov: November; refunded 50.00 on 20 Nov: November.
 * - P4 card USD 50.00, paid 1 Dec 05:30 UTC = 30 Nov 23:30: November; refunded 50.00 on 2 Dec: December.
 * - P5 card USD 70.00, paid 1 Dec 06:30 UTC = 1 Dec 00:30: December.
 * - P6 cash NIO, 20.00 (C$ 736.00), paid 20 Nov: November; P2 refunded 10.00 on 1 Dec 05:59 UTC = 30 Nov 23:59.
 * - P7 card USD 90.00, pending (never paid): nowhere.
 *
 * November: card USD 2 payments, 250.00 (charged 250.00), refunded 50.00; cash NIO 2 payments, 100.00
 * (charged C$ 3,680.00), refunded 10.00. Totals: 4 payments, 350.00, refunded 60.00.
 */
async function buildPayments() {
  const { db } = ctx.database
  const [reservation] = await db.select({ id: reservations.id }).from(reservations).limit(1)
  if (!reservation) throw new Error('no reservation')
  const pay = async (
    method: 'card' | 'cash',
    currency: 'USD' | 'NIO',
    amount: number,
    charged: number,
    paidAt: string | null,
  ) => {
    const [row] = await db
      .insert(payments)
      .values({
        reservationId: reservation.id,
        method,
        status: paidAt ? 'paid' : 'pending',
        percentageToPay: 100,
        amountCents: amount,
        currency,
        exchangeRate: currency === 'NIO' ? '36.8' : '1',
        chargedCents: charged,
        paidAt: paidAt ? new Date(paidAt) : null,
      })
      .returning({ id: payments.id })
    if (!row) throw new Error('payment not inserted')
    return row.id
  }
  const refund = (paymentId: string, amount: number, at: string) =>
    db.insert(refunds).values({ paymentId, amountCents: amount, createdAt: new Date(at) })
  await pay('cash', 'USD', 10000, 10000, '2024-11-01T05:30:00Z')
  const p2 = await pay('cash', 'NIO', 8000, 294400, '2024-11-01T06:30:00Z')
  const p3 = await pay('card', 'USD', 20000, 20000, '2024-11-15T18:00:00Z')
  await refund(p3, 5000, '2024-11-20T12:00:00Z')
  const p4 = await pay('card', 'USD', 5000, 5000, '2024-12-01T05:30:00Z')
  await refund(p4, 5000, '2024-12-02T12:00:00Z')
  await pay('card', 'USD', 7000, 7000, '2024-12-01T06:30:00Z')
  await pay('cash', 'NIO', 2000, 73600, '2024-11-20T15:00:00Z')
  await refund(p2, 1000, '2024-12-01T05:59:00Z')
  await pay('card', 'USD', 9000, 9000, null)
}

beforeAll(async () => {
  ctx = await createTestContext({ RATE_LIMIT_EXEMPT: '127.0.0.1' })
  owner = await signInOwner(ctx)
  accountant = await signInNewStaff(ctx, { roles: ['accountant'] })
  housekeeper = await signInNewStaff(ctx, { roles: ['housekeeper'] })
  await buildFixture()
  await buildPayments()
})
afterAll(() => ctx?.close())

const get = (path: string, lang = 'en', who: StaffAuth = accountant) =>
  staffClient(ctx, who)(`/reports${path}`, { lang })

/** The raw bytes of an answer (the harness reads answers as text). */
async function bytes(path: string, lang = 'en') {
  const response = await fetch(`${ctx.baseUrl}/api/v1/staff/reports${path}`, {
    headers: staffHeaders(accountant, { 'Accept-Language': lang }),
  })
  return { response, body: Buffer.from(await response.arrayBuffer()) }
}

describe('the rounding rule', () => {
  it('rounds a quotient half away from zero, exactly', () => {
    expect(roundedQuotient(162060, 120)).toBe(1351) // 1350.5
    expect(roundedQuotient(162059, 120)).toBe(1350) // 1350.49…
    expect(roundedQuotient(5, 2)).toBe(3)
    expect(roundedQuotient(7, 2)).toBe(4)
    expect(roundedQuotient(1, 3)).toBe(0)
    expect(roundedQuotient(2, 3)).toBe(1)
    expect(roundedQuotient(100, 0)).toBe(0)
    // The largest safe integer: 2^53 − 1 halves to 2^52 − 0.5, which rounds away from zero.
    expect(roundedQuotient(2 ** 53 - 1, 2)).toBe(2 ** 52)
    expect(roundedQuotient(2 ** 53 - 1, 3)).toBe(3002399751580330) // 3002399751580330.33…
  })

  it('writes occupancy with 4 decimals', () => {
    expect(occupancyOf(20, 120)).toBe('0.1667')
    expect(occupancyOf(1, 8)).toBe('0.1250')
    expect(occupancyOf(1, 20_000)).toBe('0.0001') // 0.5 basis points round up
    expect(occupancyOf(0, 0)).toBe('0.0000')
    expect(occupancyOf(31, 30)).toBe('1.0333')
  })
})

describe('performance', () => {
  it('gives a month its hand-computed occupancy, ADR and RevPAR', async () => {
    const res = await get('/performance?year=2024&month=11')
    expect(res.status).toBe(200)
    expect(res.body).toEqual({
      data: {
        year: 2024,
        month: 11,
        from: '2024-11-01',
        to: '2024-11-30',
        room_nights_available: 120,
        room_nights_sold: 20,
        room_revenue: 162060,
        occupancy: '0.1667',
        adr: 8103,
        revpar: 1351,
      },
    })
    // A month of two digits or one, with a leading zero, is the same month.
    expect((await get('/performance?year=2024&month=09')).body.data.month).toBe(9)
  })

  it('gives a year month by month, its figures the sums of the months', async () => {
    const res = await get('/performance?year=2024')
    expect(res.status).toBe(200)
    const { by_month: byMonth, ...year } = res.body.data
    expect(byMonth).toHaveLength(12)
    // January to September: 904 and 905 are not archived yet, 5 rooms; nothing sold.
    expect(byMonth[0]).toEqual({
      month: 1,
      from: '2024-01-01',
      to: '2024-01-31',
      room_nights_available: 155,
      room_nights_sold: 0,
      room_revenue: 0,
      occupancy: '0.0000',
      adr: 0,
      revpar: 0,
    })
    expect(byMonth[1]).toMatchObject({ to: '2024-02-29', room_nights_available: 145 }) // a leap year
    // October: 904 archived on the 15th, so 4 rooms × 31; A's 29th, 30th and 31st: 300.00.
    // Occupancy 3/124 = 0.02419… → "0.0242"; ADR 30000/3 = 10000; RevPAR 30000/124 = 241.93… → 242.
    expect(byMonth[9]).toMatchObject({
      room_nights_available: 124,
      room_nights_sold: 3,
      room_revenue: 30000,
      occupancy: '0.0242',
      adr: 10000,
      revpar: 242,
    })
    expect(byMonth[10]).toMatchObject({ room_nights_sold: 20, room_revenue: 162060, revpar: 1351 })
    // December: 905 archived on the 3rd, so 3 rooms × 31; B's 1 December: 83.33.
    // Occupancy 1/93 = 0.01075… → "0.0108"; ADR 8333; RevPAR 8333/93 = 89.6… → 90.
    expect(byMonth[11]).toMatchObject({
      room_nights_available: 93,
      room_nights_sold: 1,
      room_revenue: 8333,
      occupancy: '0.0108',
      adr: 8333,
      revpar: 90,
    })
    // The year: available 5 × 274 (January–September) + 124 + 120 + 93 = 1707; sold 3 + 20 + 1 = 24;
    // revenue 30000 + 162060 + 8333 = 200393; occupancy 24/1707 = 0.01406… → "0.0141";
    // ADR 200393/24 = 8349.7… → 8350; RevPAR 200393/1707 = 117.39… → 117.
    expect(year).toEqual({
      year: 2024,
      month: null,
      from: '2024-01-01',
      to: '2024-12-31',
      room_nights_available: 1707,
      room_nights_sold: 24,
      room_revenue: 200393,
      occupancy: '0.0141',
      adr: 8350,
      revpar: 117,
    })
  })

  it('refuses a bad month or year with its message, in English and Spanish', async () => {
    const month = await get('/performance?year=2024&month=13')
    expect(month.status).toBe(422)
    expect(month.body.errors.month).toEqual(['The month must be a number from 1 to 12 (1 or 2 digits).'])
    const mes = await get('/performance?year=2024&month=13', 'es')
    expect(mes.body.errors.month).toEqual(['El mes debe ser un número del 1 al 12 (1 o 2 dígitos).'])
    for (const bad of ['20260', '226', '0999', 'abcd']) {
      const year = await get(`/performance?year=${bad}`)
      expect(year.status).toBe(422)
      expect(year.body.errors.year).toEqual(['The year must have 4 digits, such as 2026.'])
    }
    const año = await get('/performance?year=20260', 'es')
    expect(año.body.errors.year).toEqual(['El año debe tener 4 dígitos, por ejemplo 2026.'])
    expect((await get('/performance')).status).toBe(422)
    // The edges of 4 digits answer (the last month of 9999 ends on 10000-01-01).
    expect((await get('/performance?year=9999&month=12')).body.data).toMatchObject({
      to: '9999-12-31',
      room_nights_sold: 0,
    })
    expect((await get('/performance?year=1000')).status).toBe(200)
    expect((await get('/most-reserved?year=9999&month=12')).body.data.rooms).toEqual([])
    for (const bad of ['0', '00', '123', '1.5'])
      expect((await get(`/performance?year=2024&month=${bad}`)).status).toBe(422)
  })

  it('answers only staff who may see reports', async () => {
    const refused = await get('/performance?year=2024&month=11', 'es', housekeeper)
    expect(refused.status).toBe(403)
    expect((await get('/most-reserved', 'en', housekeeper)).status).toBe(403)
    expect((await ctx.http('/api/v1/staff/reports/performance?year=2024')).status).toBe(401)
    expect((await get('/performance?year=2024&month=11', 'en', owner)).status).toBe(200)
  })
})

describe('most reserved rooms', () => {
  it('ranks the rooms of a month by room-nights sold', async () => {
    const res = await get('/most-reserved?year=2024&month=11&limit=3')
    expect(res.status).toBe(200)
    // 902: C's 10 nights (D cancelled); 901: A's 2 + B's 3; 903: E's 2 + G's 2; 905: F's 1.
    expect(res.body.data).toEqual({
      year: 2024,
      month: 11,
      from: '2024-11-01',
      to: '2024-11-30',
      rooms: [
        { number: 902, type: 'triple', nights: 10, stays: 1 },
        { number: 901, type: 'double', nights: 5, stays: 2 },
        { number: 903, type: 'double', nights: 4, stays: 2 },
      ],
    })
  })

  it('ranks all time when no year is given, 5 rooms unless asked', async () => {
    const res = await get('/most-reserved')
    // All time: 902 10, 901 5 + 4 = 9, 903 4, 905 1.
    expect(res.body.data).toEqual({
      year: null,
      month: null,
      from: null,
      to: null,
      rooms: [
        { number: 902, type: 'triple', nights: 10, stays: 1 },
        { number: 901, type: 'double', nights: 9, stays: 2 },
        { number: 903, type: 'double', nights: 4, stays: 2 },
        { number: 905, type: 'double', nights: 1, stays: 1 },
      ],
    })
    const december = await get('/most-reserved?year=2024&month=12&limit=1')
    expect(december.body.data.rooms).toEqual([{ number: 901, type: 'double', nights: 1, stays: 1 }])
  })

  it('refuses a limit outside 1 to 10 and a month without its year', async () => {
    const res = await get('/most-reserved?limit=11')
    expect(res.status).toBe(422)
    expect(res.body.errors.limit).toEqual(['The number of rooms must be a whole number from 1 to 10.'])
    const es = await get('/most-reserved?limit=11', 'es')
    expect(es.body.errors.limit).toEqual(['El número de habitaciones debe ser un número entero del 1 al 10.'])
    for (const bad of ['0', '-1', 'x', '2.5'])
      expect((await get(`/most-reserved?limit=${bad}`)).status).toBe(422)
    expect((await get('/most-reserved?limit=10')).status).toBe(200)
    const noYear = await get('/most-reserved?month=5', 'es')
    expect(noYear.status).toBe(422)
    expect(noYear.body.errors.year).toEqual(['Indique el año del mes.'])
  })
})

describe('performance by year', () => {
  it('gives each year the sums of its months', async () => {
    const res = await get('/performance-years?from=2023&to=2024')
    expect(res.status).toBe(200)
    // 2023: the five report rooms all count (904 and 905 are archived in late 2024), 5 × 365 = 1825; nothing sold.
    // 2024: as the year's performance report above.
    expect(res.body.data).toEqual({
      from: 2023,
      to: 2024,
      by_year: [
        {
          year: 2023,
          from: '2023-01-01',
          to: '2023-12-31',
          room_nights_available: 1825,
          room_nights_sold: 0,
          room_revenue: 0,
          occupancy: '0.0000',
          adr: 0,
          revpar: 0,
        },
        {
          year: 2024,
          from: '2024-01-01',
          to: '2024-12-31',
          room_nights_available: 1707,
          room_nights_sold: 24,
          room_revenue: 200393,
          occupancy: '0.0141',
          adr: 8350,
          revpar: 117,
        },
      ],
    })
  })

  it('refuses more than 10 years, or years in the wrong order', async () => {
    const span = await get('/performance-years?from=2014&to=2024', 'es')
    expect(span.status).toBe(422)
    expect(span.body.errors.to).toEqual(['Pida como máximo 10 años.'])
    const order = await get('/performance-years?from=2024&to=2023')
    expect(order.body.errors.to).toEqual(['The last year must not come before the first.'])
    expect((await get('/performance-years?from=2015&to=2024')).body.data.by_year).toHaveLength(10)
    const csv = await get('/performance-years?from=2023&to=2024&format=csv')
    expect(csv.text.replace(/^\uFEFF/, '').split('\r\n')[2]).toBe('2024,1707,24,0.0141,2003.93,83.5,1.17')
  })
})

describe('payments by method and currency', () => {
  it('counts a payment on its hotel day, America/Managua', async () => {
    const { db } = ctx.database
    // 31 Oct: P1 only (paid at 23:30 Managua); 1 Nov: P2 only (00:30 Managua).
    expect(await paymentMix(db, '2024-10-31', '2024-10-31')).toEqual([
      {
        method: 'cash',
        currency: 'USD',
        count: 1,
        amount_cents: 10000,
        charged_cents: 10000,
        refunded_cents: 0,
      },
    ])
    expect(await paymentMix(db, '2024-11-01', '2024-11-01')).toEqual([
      {
        method: 'cash',
        currency: 'NIO',
        count: 1,
        amount_cents: 8000,
        charged_cents: 294400,
        refunded_cents: 0,
      },
    ])
    // 30 Nov: P4 (23:30) and P2's refund (23:59), a refund on a day with no payment of its own kind.
    expect(await paymentMix(db, '2024-11-30', '2024-11-30')).toEqual([
      {
        method: 'card',
        currency: 'USD',
        count: 1,
        amount_cents: 5000,
        charged_cents: 5000,
        refunded_cents: 0,
      },
      { method: 'cash', currency: 'NIO', count: 0, amount_cents: 0, charged_cents: 0, refunded_cents: 1000 },
    ])
    expect(await paymentMix(db, '2024-12-02', '2024-12-02')).toEqual([
      { method: 'card', currency: 'USD', count: 0, amount_cents: 0, charged_cents: 0, refunded_cents: 5000 },
    ])
    expect(await paymentMix(db, '2024-11-02', '2024-11-14')).toEqual([])
  })

  it('gives a month its hand-computed mix and totals', async () => {
    const res = await get('/payments?year=2024&month=11')
    expect(res.status).toBe(200)
    expect(res.body.data).toEqual({
      year: 2024,
      month: 11,
      from: '2024-11-01',
      to: '2024-11-30',
      rows: [
        {
          method: 'card',
          currency: 'USD',
          count: 2,
          amount_cents: 25000,
          charged_cents: 25000,
          refunded_cents: 5000,
        },
        {
          method: 'cash',
          currency: 'NIO',
          count: 2,
          amount_cents: 10000,
          charged_cents: 368000,
          refunded_cents: 1000,
        },
      ],
      totals: { count: 4, amount_cents: 35000, refunded_cents: 6000 },
    })
  })

  it('gives a year month by month', async () => {
    const res = await get('/payments?year=2024')
    const { by_month: byMonth, rows, totals } = res.body.data
    expect(byMonth.map((entry: { month: number }) => entry.month)).toEqual([10, 11, 12])
    // December: P5 70.00, and P4's refund of 50.00.
    expect(byMonth[2].rows).toEqual([
      {
        method: 'card',
        currency: 'USD',
        count: 1,
        amount_cents: 7000,
        charged_cents: 7000,
        refunded_cents: 5000,
      },
    ])
    expect(rows).toEqual([
      {
        method: 'card',
        currency: 'USD',
        count: 3,
        amount_cents: 32000,
        charged_cents: 32000,
        refunded_cents: 10000,
      },
      {
        method: 'cash',
        currency: 'USD',
        count: 1,
        amount_cents: 10000,
        charged_cents: 10000,
        refunded_cents: 0,
      },
      {
        method: 'cash',
        currency: 'NIO',
        count: 2,
        amount_cents: 10000,
        charged_cents: 368000,
        refunded_cents: 1000,
      },
    ])
    expect(totals).toEqual({ count: 6, amount_cents: 52000, refunded_cents: 11000 })
  })

  it('answers CSV in Spanish and XLSX', async () => {
    const csv = await get('/payments?year=2024&month=11&format=csv', 'es')
    expect(csv.headers.get('content-disposition')).toBe('attachment; filename="payments-2024-11.csv"')
    expect(
      csv.text
        .replace(/^\uFEFF/, '')
        .trimEnd()
        .split('\r\n'),
    ).toEqual([
      'Periodo,Método,Moneda,Pagos,Monto (USD),Cobrado (en la moneda),Reembolsado (USD)',
      '2024-11,Tarjeta,USD,2,250,250,50',
      '2024-11,Efectivo,NIO,2,100,3680,10',
    ])
    const { response, body } = await bytes('/payments?year=2024&format=xlsx')
    expect(response.status).toBe(200)
    const workbook = new ExcelJS.Workbook()
    await workbook.xlsx.load(body as unknown as ArrayBuffer)
    const sheet = workbook.worksheets[0]
    // Rows 2–5: October, November ×2, December; then the year's three rows.
    expect(sheet?.getRow(6).getCell(1).value).toBe('Total')
    expect(sheet?.getRow(6).getCell(5).value).toBe(320)
  })
})

describe('bookings by category', () => {
  it('counts live reservations and room-nights by category and room type', async () => {
    const res = await get('/bookings-by-category?year=2024&month=11')
    expect(res.status).toBe(200)
    // Tourism: A 2, B 3, E 2, G 2 (D cancelled); companies: C 10; medical visit: F 1.
    // Double rooms: 901 (A, B), 903 (E, G), 905 (F) = 5 stays, 10 nights; triple: 902's C.
    expect(res.body.data).toEqual({
      year: 2024,
      month: 11,
      from: '2024-11-01',
      to: '2024-11-30',
      categories: [
        { category: 'medical_visit', reservations: 1, room_nights: 1 },
        { category: 'tour_operator_or_ngo', reservations: 0, room_nights: 0 },
        { category: 'companies', reservations: 1, room_nights: 10 },
        { category: 'tourism', reservations: 4, room_nights: 9 },
      ],
      room_types: [
        { type: 'single', stays: 0, room_nights: 0 },
        { type: 'double', stays: 5, room_nights: 10 },
        { type: 'triple', stays: 1, room_nights: 10 },
        { type: 'multiple', stays: 0, room_nights: 0 },
      ],
    })
    // The year: A's October nights count too (5 in all), B's December night (4).
    const year = await get('/bookings-by-category?year=2024')
    expect(year.body.data.categories[3]).toEqual({ category: 'tourism', reservations: 4, room_nights: 13 })
    const csv = await get('/bookings-by-category?year=2024&month=11&format=csv')
    expect(
      csv.text
        .replace(/^\uFEFF/, '')
        .split('\r\n')
        .slice(0, 2),
    ).toEqual(['By,Name,Reservations or stays,Room-nights', 'Category,Medical visit,1,1'])
    expect((await get('/bookings-by-category?year=2024&month=11', 'en', housekeeper)).status).toBe(403)
    expect((await get('/bookings-by-category?month=11')).status).toBe(422)
  })
})

describe('files', () => {
  it('answers CSV with a header row in the caller’s language', async () => {
    const res = await get('/performance?year=2024&month=11&format=csv', 'es')
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="performance-2024-11.csv"')
    const lines = res.text
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n')
    expect(lines).toEqual([
      'Periodo,Desde,Hasta,Noches-habitación disponibles,Noches-habitación vendidas,Ocupación,Ingresos por habitaciones (USD),ADR (tarifa media diaria) (USD),RevPAR (ingreso por habitación disponible) (USD)',
      '2024-11,2024-11-01,2024-11-30,120,20,0.1667,1620.6,81.03,13.51',
    ])
    const rooms = await get('/most-reserved?year=2024&month=11&format=csv')
    expect(
      rooms.text
        .replace(/^\uFEFF/, '')
        .split('\r\n')
        .slice(0, 2),
    ).toEqual(['Rank,Room,Type,Room-nights,Stays', '1,902,Triple room,10,1'])
    expect(rooms.headers.get('content-disposition')).toBe('attachment; filename="most-reserved-2024-11.csv"')
  })

  it('answers XLSX that reads back with its figures', async () => {
    const { response, body } = await bytes('/performance?year=2024&format=xlsx')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    )
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="performance-2024.xlsx"')
    const workbook = new ExcelJS.Workbook()
    await workbook.xlsx.load(body as unknown as ArrayBuffer)
    const sheet = workbook.worksheets[0]
    if (!sheet) throw new Error('no sheet')
    expect(sheet.getRow(1).getCell(5).value).toBe('Room-nights sold')
    // Row 12 is November; row 14 the year's total.
    expect(sheet.getRow(12).getCell(1).value).toBe('2024-11')
    expect(sheet.getRow(12).getCell(7).value).toBe(1620.6)
    expect(sheet.getRow(12).getCell(6).numFmt).toBe('0.00%')
    expect(sheet.getRow(14).getCell(1).value).toBe('Total')
    expect(sheet.getRow(14).getCell(4).value).toBe(1707)
    expect(sheet.getRow(14).getCell(9).value).toBe(1.17)
  })

  it('keeps a room type heading in Spanish in the XLSX', async () => {
    const { body } = await bytes('/most-reserved?format=xlsx', 'es')
    const workbook = new ExcelJS.Workbook()
    await workbook.xlsx.load(body as unknown as ArrayBuffer)
    const sheet = workbook.worksheets[0]
    expect(sheet?.getRow(1).values).toEqual([
      undefined,
      'Posición',
      'Habitación',
      'Tipo',
      'Noches-habitación',
      'Estancias',
    ])
    expect(sheet?.getRow(2).getCell(2).value).toBe(902)
  })

  it('neutralises cells a spreadsheet would read as formulas', () => {
    const csv = tableCsv({
      title: 'T',
      name: 't',
      header: ['=SUM(A1:A9)', 'Room'],
      rows: [
        ['+1', '@cmd'],
        ['-2', 'plain'],
      ],
      formats: [],
    })
    expect(csv).toBe(`\uFEFF"'=SUM(A1:A9)",Room\r\n"'+1","'@cmd"\r\n"'-2",plain\r\n`)
  })

  it('writes numbers as numbers: a shortfall of -10 is not a formula', () => {
    const csv = tableCsv({ title: 'T', name: 't', header: ['Difference'], rows: [[-10], [0.5]], formats: [] })
    expect(csv).toBe('\uFEFFDifference\r\n-10\r\n0.5\r\n')
  })

  it('refuses an unknown format', async () => {
    expect((await get('/performance?year=2024&format=pdf')).status).toBe(422)
  })
})
