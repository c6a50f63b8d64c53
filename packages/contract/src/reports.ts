// Staff reports: /api/v1/staff/reports/* (reports.view). Every report answers JSON, or a file with `?format=csv`
// or `?format=xlsx`. Money is integer minor units (cents); occupancy is a decimal string with 4 decimals.

import { z } from 'zod'
import { paymentCurrencies, paymentMethods } from './payments.ts'
import { reservationCategories } from './reservations.ts'
import { roomTypes } from './rooms.ts'

export const reportFormats = ['json', 'csv', 'xlsx'] as const
export type ReportFormat = (typeof reportFormats)[number]

/** The most-reserved chart shows 1 to 10 rooms (spec), 5 unless asked. */
export const maxMostReservedLimit = 10
export const defaultMostReservedLimit = 5

/** A year of exactly 4 digits (spec), 1000 to 9999. */
const year = z
  .string({ message: 'reports.year' })
  .regex(/^[1-9]\d{3}$/, { message: 'reports.year' })
  .transform(Number)
/** A month of 1 or 2 digits (spec), 1 to 12. */
const month = z
  .string({ message: 'reports.month' })
  .regex(/^(0?[1-9]|1[0-2])$/, { message: 'reports.month' })
  .transform(Number)
const format = z.enum(reportFormats, { message: 'validation.invalid_option' }).default('json')

export const performanceQuery = z.object({ year, month: month.optional(), format })
export type PerformanceQuery = z.infer<typeof performanceQuery>

export const mostReservedQuery = z
  .object({
    limit: z
      .string({ message: 'reports.limit' })
      .regex(/^(0?[1-9]|10)$/, { message: 'reports.limit' })
      .transform(Number)
      .default(defaultMostReservedLimit),
    year: year.optional(),
    month: month.optional(),
    format,
  })
  .superRefine((query, ctx) => {
    if (query.month !== undefined && query.year === undefined)
      ctx.addIssue({ code: 'custom', path: ['year'], message: 'reports.month_needs_year' })
  })
export type MostReservedQuery = z.infer<typeof mostReservedQuery>

/**
 * The figures of a period (hotel days, America/Managua dates `from`..`to`, both included):
 * occupancy = room_nights_sold / room_nights_available; adr = room_revenue / room_nights_sold;
 * revpar = room_revenue / room_nights_available. Room revenue excludes extras, breakfasts and taxes.
 */
export const performanceFiguresSchema = z.object({
  from: z.string(),
  to: z.string(),
  room_nights_available: z.number().int(),
  room_nights_sold: z.number().int(),
  room_revenue: z.number().int(),
  /** A decimal string with 4 decimals, e.g. "0.6452" (64.52%). */
  occupancy: z.string(),
  adr: z.number().int(),
  revpar: z.number().int(),
})
export type PerformanceFigures = z.infer<typeof performanceFiguresSchema>

export const performanceReportSchema = performanceFiguresSchema.extend({
  year: z.number().int(),
  month: z.number().int().nullable(),
  /** A year's report, month by month (its figures are the sums of these). */
  by_month: z.array(performanceFiguresSchema.extend({ month: z.number().int() })).optional(),
})
export type PerformanceReport = z.infer<typeof performanceReportSchema>
export const performanceAnswerSchema = z.object({ data: performanceReportSchema })

export const mostReservedRoomSchema = z.object({
  number: z.number().int(),
  type: z.enum(roomTypes),
  /** Room-nights sold in the period (or ever), and the stays that held them. */
  nights: z.number().int(),
  stays: z.number().int(),
})
export const mostReservedReportSchema = z.object({
  year: z.number().int().nullable(),
  month: z.number().int().nullable(),
  from: z.string().nullable(),
  to: z.string().nullable(),
  rooms: z.array(mostReservedRoomSchema),
})
export type MostReservedReport = z.infer<typeof mostReservedReportSchema>
export const mostReservedAnswerSchema = z.object({ data: mostReservedReportSchema })

/** GET /staff/reports/performance-years: the years `from` to `to` (4 digits each), at most 10 of them. */
export const maxPerformanceYears = 10
export const performanceYearsQuery = z.object({ from: year, to: year, format }).superRefine((query, ctx) => {
  if (query.to < query.from) ctx.addIssue({ code: 'custom', path: ['to'], message: 'reports.years_order' })
  else if (query.to - query.from + 1 > maxPerformanceYears)
    ctx.addIssue({ code: 'custom', path: ['to'], message: 'reports.years_span' })
})
export type PerformanceYearsQuery = z.infer<typeof performanceYearsQuery>
export const performanceYearsReportSchema = z.object({
  from: z.number().int(),
  to: z.number().int(),
  /** Each year's figures (the sums of its months', as in the performance report). */
  by_year: z.array(performanceFiguresSchema.extend({ year: z.number().int() })),
})
export type PerformanceYearsReport = z.infer<typeof performanceYearsReportSchema>
export const performanceYearsAnswerSchema = z.object({ data: performanceYearsReportSchema })

/** A month's report, or a year's (with its months) for the payments; a month's or a year's for the bookings. */
export const periodQuery = z.object({ year, month: month.optional(), format })
export type PeriodQuery = z.infer<typeof periodQuery>

/**
 * Payments by method and currency over hotel days (America/Managua): the payments whose `paid_at` falls in the
 * period, and the refunds made in it (a refund counts on its own day, so a closed day never changes).
 * `amount_cents` and `refunded_cents` are in the hotel's currency; `charged_cents` in `currency`.
 */
export const paymentMixRowSchema = z.object({
  method: z.enum(paymentMethods),
  currency: z.enum(paymentCurrencies),
  count: z.number().int(),
  amount_cents: z.number().int(),
  charged_cents: z.number().int(),
  refunded_cents: z.number().int(),
})
export type PaymentMixRow = z.infer<typeof paymentMixRowSchema>
const paymentTotalsSchema = z.object({
  count: z.number().int(),
  amount_cents: z.number().int(),
  refunded_cents: z.number().int(),
})
export const paymentsReportSchema = z.object({
  year: z.number().int(),
  month: z.number().int().nullable(),
  from: z.string(),
  to: z.string(),
  rows: z.array(paymentMixRowSchema),
  totals: paymentTotalsSchema,
  /** A year's report, month by month (only the months with payments or refunds). */
  by_month: z.array(z.object({ month: z.number().int(), rows: z.array(paymentMixRowSchema) })).optional(),
})
export type PaymentsReport = z.infer<typeof paymentsReportSchema>
export const paymentsAnswerSchema = z.object({ data: paymentsReportSchema })

/**
 * Live bookings (not canceled) with nights in the period: by category, the reservations and their room-nights
 * in the period; by room type, the stays (room lines) and their room-nights. Every category and type is listed.
 */
export const bookingsByCategoryReportSchema = z.object({
  year: z.number().int(),
  month: z.number().int().nullable(),
  from: z.string(),
  to: z.string(),
  categories: z.array(
    z.object({
      category: z.enum(reservationCategories),
      reservations: z.number().int(),
      room_nights: z.number().int(),
    }),
  ),
  room_types: z.array(
    z.object({ type: z.enum(roomTypes), stays: z.number().int(), room_nights: z.number().int() }),
  ),
})
export type BookingsByCategoryReport = z.infer<typeof bookingsByCategoryReportSchema>
export const bookingsByCategoryAnswerSchema = z.object({ data: bookingsByCategoryReportSchema })
