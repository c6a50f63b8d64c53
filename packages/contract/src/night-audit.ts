// The night audit: /api/v1/staff/night-audits (nightaudit.run). Once per hotel day (America/Managua) it marks the
// day's no-shows, lists departures not checked out, requires the cash drawer closed, and freezes the day's figures.
// After it, no front-desk action may change that day or an earlier one.

import { z } from 'zod'
import { cashTotalSchema } from './cash.ts'
import { pageSchema, pagingQuery } from './paging.ts'
import { paymentMixRowSchema, performanceFiguresSchema, reportFormats } from './reports.ts'

/** The most no-shows, departures or payment lines a daily report lists in full. */
export const maxDailyReportLines = 500

/** The day's payments of one method and currency: the payments report's row, for one hotel day. */
export const dailyPaymentLineSchema = paymentMixRowSchema
export type DailyPaymentLine = z.infer<typeof dailyPaymentLineSchema>

/** A cash session closed that day: per currency, expected (float + cash in − cash out), counted, difference. */
export const dailyCashLineSchema = z.object({
  session_id: z.uuid(),
  opened_at: z.string(),
  closed_at: z.string(),
  closed_by_name: z.string().nullable(),
  totals: z.array(cashTotalSchema),
})
export type DailyCashLine = z.infer<typeof dailyCashLineSchema>

export const dailyStaySchema = z.object({
  reservation_id: z.uuid(),
  reference: z.string(),
  guest_name: z.string(),
  check_in: z.string(),
  check_out: z.string(),
  rooms: z.array(z.number().int()),
})
export type DailyStay = z.infer<typeof dailyStaySchema>

/**
 * The daily report frozen by the night audit: the day's figures (occupancy = room-nights sold / available;
 * ADR = room revenue / room-nights sold; RevPAR = room revenue / room-nights available; room revenue excludes
 * extras, breakfasts and taxes), payments by method and currency, the cash differences of the sessions closed
 * that day, the no-shows it marked and the departures not checked out. Lists stop at `maxDailyReportLines`; the
 * counts are always whole.
 */
export const dailyReportSchema = z.object({
  business_date: z.string(),
  /** The hotel's currency: amounts without a currency of their own are in it. */
  currency: z.string(),
  figures: performanceFiguresSchema,
  payments: z.array(dailyPaymentLineSchema),
  payment_totals: z.object({
    count: z.number().int(),
    amount_cents: z.number().int(),
    refunded_cents: z.number().int(),
  }),
  cash: z.array(dailyCashLineSchema),
  no_show_count: z.number().int(),
  no_shows: z.array(dailyStaySchema),
  departure_count: z.number().int(),
  departures: z.array(dailyStaySchema),
})
export type DailyReport = z.infer<typeof dailyReportSchema>

/** A night audit in the list: its day, who ran it, and the headline figures of its report. */
export const nightAuditSummarySchema = z.object({
  id: z.uuid(),
  business_date: z.string(),
  run_by: z.uuid().nullable(),
  run_by_name: z.string().nullable(),
  created_at: z.string(),
  no_shows: z.number().int(),
  departures: z.number().int(),
  occupancy: z.string(),
  room_revenue: z.number().int(),
  payments_cents: z.number().int(),
  currency: z.string(),
})
export type NightAuditSummary = z.infer<typeof nightAuditSummarySchema>
export const nightAuditSchema = nightAuditSummarySchema.extend({ report: dailyReportSchema })
export type NightAudit = z.infer<typeof nightAuditSchema>
export const nightAuditAnswerSchema = z.object({ message: z.string(), data: nightAuditSchema })
export const nightAuditDetailSchema = z.object({ data: nightAuditSchema })
export const nightAuditPageSchema = pageSchema(nightAuditSummarySchema)

const format = z.enum(reportFormats, { message: 'validation.invalid_option' }).default('json')
export const nightAuditListQuery = pagingQuery(['business_date']).extend({
  order_direction: z.enum(['asc', 'desc'], { message: 'paging.order_direction' }).default('desc'),
  format,
})
export const nightAuditIdParams = z.object({ id: z.uuid({ message: 'validation.uuid' }) })
export const nightAuditReportQuery = z.object({ format })

/** GET /staff/night-audits/status: what the dashboard's Run button needs. */
export const nightAuditStatusSchema = z.object({
  /** The hotel day the audit would close now. */
  today: z.string(),
  /** Today's audit, once it ran. */
  audit_id: z.uuid().nullable(),
  ran: z.boolean(),
  /** An open cash session blocks the audit. */
  drawer_open: z.boolean(),
  /** The newest closed day: front-desk actions on it or before it are refused. */
  last_closed_day: z.string().nullable(),
})
export type NightAuditStatus = z.infer<typeof nightAuditStatusSchema>
export const nightAuditStatusAnswerSchema = z.object({ data: nightAuditStatusSchema })
