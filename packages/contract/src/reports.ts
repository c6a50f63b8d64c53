// Staff reports: /api/v1/staff/reports/* (reports.view). Every report answers JSON, or a file with `?format=csv`
// or `?format=xlsx`. Money is integer minor units (cents); occupancy is a decimal string with 4 decimals.

import { z } from 'zod'
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
