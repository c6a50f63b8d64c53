// Cash at the desk: cash sessions (open, then closed) and cash audits, counted in the currencies module's units
// (currencies.ts). Money is integer minor units (cents, centavos).
//
// Staff: /api/v1/staff/cash-sessions (open, close, current: cash.operate; history: cash.audit), cash-audits
// (cash.audit).

import { z } from 'zod'
import { pageSchema, pagingQuery } from './paging.ts'
import { uniqueBy } from './unique-entries.ts'

export const cashSessionStatuses = ['open', 'closed'] as const
export type CashSessionStatus = (typeof cashSessionStatuses)[number]
export const cashCountKinds = ['opening', 'closing'] as const

/** The most pieces of one unit in one count. */
export const maxCashQuantity = 100_000

const numberError = (issue: { input?: unknown }) =>
  issue.input === undefined ? 'validation.required' : 'validation.number'
const noControl = (value: string) => !value.includes('\u0000')

const countLine = z.strictObject({
  currency_id: z.uuid({ message: 'validation.uuid' }),
  quantity: z
    .number({ error: numberError })
    .int({ message: 'validation.integer' })
    .min(0, { message: 'validation.too_small' })
    .max(maxCashQuantity, { message: 'validation.too_big' }),
})

const counts = z
  .array(countLine, { message: 'validation.required' })
  .max(100, { message: 'validation.too_big' })
  .superRefine(uniqueBy('currency_id', 'cash.duplicate_unit'))

const observations = z
  .string({ message: 'validation.string' })
  .trim()
  .max(1000, { message: 'validation.too_long' })
  .refine(noControl, { message: 'validation.control_character' })
  .optional()
  .transform((value) => value || undefined)

/** One unit counted: what was counted and its worth at the time (the unit's code and value are copied). */
export const cashCountSchema = z.object({
  currency_id: z.uuid(),
  currency_code: z.string(),
  value: z.number().int(),
  quantity: z.number().int(),
  amount: z.number().int(),
})
export type CashCount = z.infer<typeof cashCountSchema>

/**
 * Per currency, in minor units: expected = opening float + cash payments − cash refunds of the session;
 * difference = counted − expected (negative when cash is missing). counted and difference are null while open.
 */
export const cashTotalSchema = z.object({
  currency_code: z.string(),
  expected: z.number().int(),
  counted: z.number().int().nullable(),
  difference: z.number().int().nullable(),
})
export type CashTotal = z.infer<typeof cashTotalSchema>

export const cashSessionSchema = z.object({
  id: z.uuid(),
  status: z.enum(cashSessionStatuses),
  opened_by: z.uuid().nullable(),
  opened_by_name: z.string().nullable(),
  opened_at: z.string(),
  closed_by: z.uuid().nullable(),
  closed_by_name: z.string().nullable(),
  closed_at: z.string().nullable(),
  observations: z.string().nullable(),
  opening_float: z.array(cashCountSchema),
  closing_count: z.array(cashCountSchema),
  totals: z.array(cashTotalSchema),
})
export type CashSession = z.infer<typeof cashSessionSchema>
export const cashSessionPageSchema = pageSchema(cashSessionSchema)
export const cashSessionListQuery = pagingQuery(['opened_at']).extend({
  order_direction: z.enum(['asc', 'desc'], { message: 'paging.order_direction' }).default('desc'),
  status: z.enum(cashSessionStatuses, { message: 'validation.invalid_option' }).optional(),
})
/** GET /staff/cash-sessions/current: `data` is null when no session is open. */
export const currentCashSessionSchema = z.object({ data: cashSessionSchema.nullable() })
export const cashSessionAnswerSchema = z.object({ message: z.string(), data: cashSessionSchema })
export const cashSessionIdParams = z.object({ id: z.uuid({ message: 'validation.uuid' }) })

/** POST /staff/cash-sessions: an optional opening float. */
export const cashSessionOpenSchema = z.strictObject({ opening_float: counts.optional() })
export type CashSessionOpen = z.input<typeof cashSessionOpenSchema>
/** POST /staff/cash-sessions/{id}/close: the drawer counted per unit. */
export const cashSessionCloseSchema = z.strictObject({ currencies: counts, observations })
export type CashSessionClose = z.input<typeof cashSessionCloseSchema>

export const cashAuditSchema = z.object({
  id: z.uuid(),
  counted_at: z.string(),
  staff_id: z.uuid().nullable(),
  staff_name: z.string().nullable(),
  observations: z.string().nullable(),
  /** The session open when the count was made; null when none was (then everything is expected to be zero). */
  cash_session_id: z.uuid().nullable(),
  currencies: z.array(cashCountSchema),
  totals: z.array(cashTotalSchema),
})
export type CashAudit = z.infer<typeof cashAuditSchema>
export const cashAuditPageSchema = pageSchema(cashAuditSchema)
export const cashAuditListQuery = pagingQuery(['counted_at']).extend({
  order_direction: z.enum(['asc', 'desc'], { message: 'paging.order_direction' }).default('desc'),
})
/** POST /staff/cash-audits: the spec's body. */
export const cashAuditCreateSchema = z.strictObject({ currencies: counts, observations })
export type CashAuditCreate = z.input<typeof cashAuditCreateSchema>
export const cashAuditAnswerSchema = z.object({ message: z.string(), data: cashAuditSchema })
