import type {
  BookingsByCategoryReport,
  MostReservedReport,
  PaymentsReport,
  PerformanceReport,
  PerformanceYearsReport,
} from '@hotel/contract'
import { describe, expect, it } from 'vitest'
import { AppRoutes } from '../../routes.tsx'
import { owner, receptionist, renderHtml, text } from '../../test-support.tsx'
import { reportFileUrl, reportKeys } from './api.ts'
import { readLimit, readMonth, readYear } from './parts.ts'

const november = {
  from: '2024-11-01',
  to: '2024-11-30',
  room_nights_available: 120,
  room_nights_sold: 20,
  room_revenue: 162060,
  occupancy: '0.1667',
  adr: 8103,
  revpar: 1351,
}
const month: PerformanceReport = { year: 2024, month: 11, ...november }
const year: PerformanceReport = {
  year: 2024,
  month: null,
  ...november,
  from: '2024-01-01',
  to: '2024-12-31',
  by_month: [{ month: 11, ...november }],
}
const years: PerformanceYearsReport = { from: 2020, to: 2024, by_year: [{ year: 2024, ...november }] }
const rooms: MostReservedReport = {
  year: 2024,
  month: 11,
  from: '2024-11-01',
  to: '2024-11-30',
  rooms: [{ number: 902, type: 'triple', nights: 10, stays: 1 }],
}
const payments: PaymentsReport = {
  year: 2024,
  month: 11,
  from: '2024-11-01',
  to: '2024-11-30',
  rows: [
    {
      method: 'cash',
      currency: 'NIO',
      count: 2,
      amount_cents: 10000,
      charged_cents: 368000,
      refunded_cents: 1000,
    },
  ],
  totals: { count: 2, amount_cents: 10000, refunded_cents: 1000 },
}
const bookings: BookingsByCategoryReport = {
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
}
const period = { year: 2024, month: 11 }
const queries = [
  [reportKeys.one('performance', period), month],
  [reportKeys.one('performance', { year: 2024 }), year],
  [reportKeys.one('performance-years', { from: 2020, to: 2024 }), years],
  [reportKeys.one('most-reserved', { ...period, limit: 5 }), rooms],
  [reportKeys.one('payments', period), payments],
  [reportKeys.one('bookings-by-category', period), bookings],
] as const

describe('reports screen', () => {
  it('reads the period and the limit from the address, refusing what is not one', () => {
    expect(readYear('2024')).toBe(2024)
    expect(readYear('24')).toBe(readYear(null))
    expect(readMonth('11')).toBe(11)
    expect(readMonth('03')).toBe(3)
    expect(readMonth('13')).toBeUndefined()
    expect(readMonth('x')).toBeUndefined()
    expect(readLimit('10')).toBe(10)
    expect(readLimit('11')).toBe(5)
    expect(readLimit(null)).toBe(5)
  })

  it('links each report’s files', () => {
    expect(reportFileUrl('payments', { year: 2024, month: undefined }, 'xlsx')).toBe(
      '/api/v1/staff/reports/payments?year=2024&format=xlsx',
    )
  })

  it('shows the figures with their definitions, the tables behind the charts and the files', async () => {
    const html = await renderHtml(<AppRoutes />, {
      session: owner,
      path: '/reports?year=2024&month=11',
      queries,
    })
    const content = text(html)
    expect(content).toContain('Performance, November 2024')
    expect(content).toContain('16.67%')
    expect(content).toContain('$81.03')
    expect(content).toContain('$13.51')
    expect(content).toContain('$1,620.60')
    expect(content).toContain('Room-nights sold ÷ room-nights available.')
    expect(content).toContain('Extras, breakfasts and taxes are not included.')
    expect(content).toContain('Rooms closed for repairs still count as available.')
    expect(content).toContain('Show the figures as a table')
    expect(content).toContain('Cash · NIO')
    expect(content).toContain('Tour operator or NGO')
    expect(html).toContain('href="/api/v1/staff/reports/performance?year=2024&amp;month=11&amp;format=csv"')
    expect(html).toContain(
      'href="/api/v1/staff/reports/bookings-by-category?year=2024&amp;month=11&amp;format=xlsx"',
    )
    expect(html).toContain(
      'href="/api/v1/staff/reports/performance-years?from=2020&amp;to=2024&amp;format=csv"',
    )

    const es = text(
      await renderHtml(<AppRoutes />, {
        lng: 'es',
        session: owner,
        path: '/reports?year=2024&month=11',
        queries,
      }),
    )
    expect(es).toContain('Rendimiento, noviembre 2024')
    expect(es).toContain('Ingresos por habitaciones ÷ noches-habitación vendidas.')
    expect(es).toContain('Efectivo · NIO')
    expect(es).toContain('Visita médica')
  })

  it('is not offered without reports.view', async () => {
    const content = text(
      await renderHtml(<AppRoutes />, { session: receptionist, path: '/reports', queries }),
    )
    expect(content).not.toContain('Performance, ')
  })
})
