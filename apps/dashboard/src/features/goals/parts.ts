import {
  formatMoney,
  type Goal,
  type GoalPeriod,
  type GoalType,
  goalCreateSchema,
  goalUpdateSchema,
  intlLocale,
  type Locale,
  maxGoalValue,
} from '@hotel/contract'
import type { TFunction } from 'i18next'
import type { FieldError, Resolver } from 'react-hook-form'
import { formatCount, formatMonthOfYear } from '../../lib/format.ts'
import { fieldErrorText, schemaResolver } from '../../lib/forms.ts'
import { centsToInput, toCents } from '../../lib/money-input.ts'

/** The goal form as typed: a revenue target in currency units ("15000.50"), the others whole numbers. */
export interface GoalValues {
  period: GoalPeriod
  type: GoalType
  year: string
  month: string
  value: string
}
export const goalFields = ['period', 'type', 'year', 'month', 'value'] as const

export const goalValues = (goal: Goal | null, today: string): GoalValues => ({
  period: goal?.period ?? 'monthly',
  type: goal?.type ?? 'revenue',
  year: String(goal?.year ?? today.slice(0, 4)),
  month: goal ? (goal.month === null ? '' : String(goal.month)) : String(Number(today.slice(5, 7))),
  value: goal ? (goal.type === 'revenue' ? centsToInput(goal.value) : String(goal.value)) : '',
})

/** A whole number as typed, or the text itself so the schema says it is not one. */
const wholeNumber = (value: string): number | string => {
  const trimmed = value.trim()
  return /^\d+$/.test(trimmed) ? Number(trimmed) : trimmed
}

/**
 * What the form sends: year and month as numbers (a yearly goal has no month), the target in cents for revenue
 * and as a whole number otherwise, as the contract wants them.
 */
export const goalPayload = (values: GoalValues) => ({
  period: values.period,
  type: values.type,
  year: wholeNumber(values.year),
  month: values.period === 'monthly' && values.month !== '' ? wholeNumber(values.month) : undefined,
  value: values.type === 'revenue' ? toCents(values.value) : wholeNumber(values.value),
})

function resolver(schema: typeof goalCreateSchema | typeof goalUpdateSchema, only?: 'value') {
  const inner = schemaResolver<Record<string, unknown>>(schema)
  return (async (values: GoalValues, context: unknown, options: unknown) => {
    const payload = goalPayload(values)
    // biome-ignore lint/suspicious/noExplicitAny: the payload's types differ from the form's on purpose
    const result = await (inner as any)(only ? { value: payload.value } : payload, context, options)
    return Object.keys(result.errors ?? {}).length ? result : { values, errors: {} }
  }) as Resolver<GoalValues>
}
export const goalCreateResolver = resolver(goalCreateSchema)
/** Editing changes the target only; an occupancy target stays within 1 to 100 (the server says so too). */
export const goalUpdateResolver = resolver(goalUpdateSchema, 'value')

type ErrorLike = Pick<FieldError, 'type' | 'message'> | undefined

const ownKeys: Record<string, string> = {
  'goals.value_min': 'goals.errors.valueMin',
  'goals.year': 'goals.errors.year',
  'goals.month': 'goals.errors.month',
  'goals.month_required': 'goals.errors.monthRequired',
  'goals.month_not_allowed': 'goals.errors.monthNotAllowed',
  'goals.occupancy_max': 'goals.errors.occupancyMax',
}

/** The contract's keys of this form in the person's language; the dashboard's general ones otherwise. */
export function goalErrorText(t: TFunction, field: string, error: ErrorLike): string | undefined {
  if (!error?.message) return undefined
  if (error.type !== 'server') {
    const own = ownKeys[error.message]
    if (own) return t(own as 'goals.errors.year')
    if (
      field === 'value' &&
      (error.message === 'validation.number' || error.message === 'validation.integer')
    )
      return t('goals.errors.valueFormat')
    if (field === 'year' && error.message === 'validation.number') return t('goals.errors.year')
    if (field === 'month' && error.message === 'validation.number') return t('goals.errors.month')
    if (field === 'month' && error.message === 'validation.required') return t('goals.errors.monthRequired')
  }
  return fieldErrorText(t, error, { min: 1, max: maxGoalValue })
}

/** A goal's figure in its unit: money for revenue (cents), room-nights, or occupancy (basis points: 6452 is 64.52%). */
export function formatGoalAmount(goal: Pick<Goal, 'type'>, amount: number, currency: string, locale: Locale) {
  if (goal.type === 'revenue') return formatMoney(amount, currency, locale)
  if (goal.type === 'occupancy')
    return new Intl.NumberFormat(intlLocale(locale), {
      style: 'percent',
      maximumFractionDigits: 2,
    }).format(amount / 10_000)
  return formatCount(amount, locale)
}

/** The bar's width: the percent reached, kept within 0–100 (a goal beyond its target shows a full bar). */
export const barWidth = (percent: number) => Math.max(0, Math.min(100, percent))

/** "November 2026" / "noviembre de 2026", or the year alone for a yearly goal. */
export function periodName(goal: Pick<Goal, 'year' | 'month'>, locale: Locale) {
  if (goal.month === null) return String(goal.year)
  return formatMonthOfYear(goal.year, goal.month, locale)
}
