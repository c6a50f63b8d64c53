// Staff goals: /api/v1/staff/goals (goals.manage; read with reports.view). A goal is a target for one month or one
// year and one figure; its progress is measured against the actual figure of that period.

import { z } from 'zod'
import { reportFormats } from './reports.ts'

/** Monthly goals name a month of a year; yearly goals the year alone (spec: only one per period and type). */
export const goalPeriods = ['monthly', 'yearly'] as const
export type GoalPeriod = (typeof goalPeriods)[number]

/**
 * What a goal measures: `revenue` is money received (paid payments less their refunds, cents, in the hotel's
 * currency); `room_nights` is room-nights sold; `occupancy` is a percentage (1 to 100) of room-nights available.
 */
export const goalTypes = ['revenue', 'room_nights', 'occupancy'] as const
export type GoalType = (typeof goalTypes)[number]

/** The largest target: 10,000,000,000.00 in cents (a room-night count or a percentage is far below it). */
export const maxGoalValue = 1_000_000_000_000
/** An occupancy goal is a percentage of room-nights available. */
export const maxOccupancyGoal = 100

const numberError = (issue: { input?: unknown }) =>
  issue.input === undefined ? 'validation.required' : 'validation.number'

const goalValue = z
  .number({ error: numberError })
  .int({ message: 'validation.integer' })
  .min(1, { message: 'goals.value_min' })
  .max(maxGoalValue, { message: 'validation.too_big' })

/** POST /staff/goals. A monthly goal names its month (1 to 12); a yearly goal has none. */
export const goalCreateSchema = z
  .strictObject({
    period: z.enum(goalPeriods, { message: 'validation.invalid_option' }),
    type: z.enum(goalTypes, { message: 'validation.invalid_option' }),
    /** A year of exactly 4 digits. */
    year: z
      .number({ error: numberError })
      .int({ message: 'goals.year' })
      .min(1000, { message: 'goals.year' })
      .max(9999, { message: 'goals.year' }),
    month: z
      .number({ error: numberError })
      .int({ message: 'goals.month' })
      .min(1, { message: 'goals.month' })
      .max(12, { message: 'goals.month' })
      .optional(),
    value: goalValue,
  })
  .superRefine((goal, ctx) => {
    if (goal.period === 'monthly' && goal.month === undefined)
      ctx.addIssue({ code: 'custom', path: ['month'], message: 'goals.month_required' })
    if (goal.period === 'yearly' && goal.month !== undefined)
      ctx.addIssue({ code: 'custom', path: ['month'], message: 'goals.month_not_allowed' })
    if (goal.type === 'occupancy' && goal.value > maxOccupancyGoal)
      ctx.addIssue({ code: 'custom', path: ['value'], message: 'goals.occupancy_max' })
  })
export type GoalCreate = z.input<typeof goalCreateSchema>

/** PATCH /staff/goals/{id}: only the target changes (another period or figure is another goal). */
export const goalUpdateSchema = z.strictObject({ value: goalValue })
export type GoalUpdate = z.input<typeof goalUpdateSchema>
export const goalIdParams = z.object({ id: z.uuid({ message: 'validation.uuid' }) })

/** GET /staff/goals: every goal (a hotel keeps a handful a year), optionally of one year; or the list as a file. */
export const goalListQuery = z.object({
  year: z
    .string({ message: 'goals.year' })
    .regex(/^[1-9]\d{3}$/, { message: 'goals.year' })
    .transform(Number)
    .optional(),
  format: z.enum(reportFormats, { message: 'validation.invalid_option' }).default('json'),
})

/**
 * A goal with its progress over its period (hotel days `from`..`to`, America/Managua):
 * - `actual` is in the goal's unit: cents of the hotel's currency for revenue (paid payments by paid_at less the
 *   refunds made in the period), room-nights sold for room_nights, a percentage with 2 decimals for occupancy
 *   (64.52 is 64.52%, room-nights sold / available as the reports count them);
 * - `percent` is actual / value × 100, rounded to a whole percent (half away from zero); above 100 once exceeded.
 */
export const goalSchema = z.object({
  id: z.uuid(),
  period: z.enum(goalPeriods),
  type: z.enum(goalTypes),
  year: z.number().int(),
  month: z.number().int().nullable(),
  value: z.number().int(),
  from: z.string(),
  to: z.string(),
  actual: z.number(),
  percent: z.number().int(),
  created_by: z.uuid().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
})
export type Goal = z.infer<typeof goalSchema>
export const goalListSchema = z.object({ data: z.array(goalSchema), currency: z.string() })
export type GoalList = z.infer<typeof goalListSchema>
export const goalAnswerSchema = z.object({ message: z.string(), data: goalSchema })
export const goalDeletedSchema = z.object({ message: z.string() })
