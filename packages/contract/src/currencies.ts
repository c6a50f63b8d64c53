// Currencies: the units the drawer is counted in (bills and coins, unique by code, value and type) and the exchange
// rate's history. Money is integer minor units (cents, centavos); a rate is a decimal string.
//
// Staff: /api/v1/staff/currencies (read: any staff session; write: currencies.manage), exchange-rates (history and
// writes: currencies.manage; current: any staff session).

import { z } from 'zod'
import { pageSchema, pagingQuery } from './paging.ts'

export const currencyUnitTypes = ['bill', 'coin'] as const
export type CurrencyUnitType = (typeof currencyUnitTypes)[number]

/** The spec's default: NIO per USD when no rate was ever set. */
export const defaultExchangeRate = '36.8'
export const defaultCurrencyCode = 'NIO'
export const minExchangeRate = 1
export const maxExchangeRate = 1000
/** The largest unit value (minor units): 1,000,000.00. */
export const maxCurrencyUnitCents = 100_000_000

const numberError = (issue: { input?: unknown }) =>
  issue.input === undefined ? 'validation.required' : 'validation.number'
const noControl = (value: string) => !value.includes('\u0000')

const description = z
  .string({ message: 'validation.required' })
  .trim()
  .min(2, { message: 'currencies.description' })
  .max(60, { message: 'validation.too_long' })
  .refine(noControl, { message: 'validation.control_character' })

const currencyCode = z
  .string({ message: 'validation.required' })
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{3}$/, { message: 'currencies.code' })

const unitValue = z
  .number({ error: numberError })
  .int({ message: 'validation.integer' })
  .min(1, { message: 'currencies.value' })
  .max(maxCurrencyUnitCents, { message: 'validation.too_big' })

export const currencyUnitSchema = z.object({
  id: z.uuid(),
  description: z.string(),
  currency_code: z.string(),
  /** Minor units: a NIO 500 bill is 50000. */
  value: z.number().int(),
  type: z.enum(currencyUnitTypes),
  created_at: z.string(),
  updated_at: z.string(),
})
export type CurrencyUnit = z.infer<typeof currencyUnitSchema>
export const currencyUnitListSchema = z.object({ data: z.array(currencyUnitSchema) })
export const currencyUnitAnswerSchema = z.object({ message: z.string(), data: currencyUnitSchema })

/** POST /staff/currencies: the spec's fields; the same code, value and type twice is a duplicate. */
export const currencyUnitCreateSchema = z.strictObject({
  description,
  currency_code: currencyCode,
  value: unitValue,
  type: z.enum(currencyUnitTypes, { message: 'validation.invalid_option' }),
})
export type CurrencyUnitCreate = z.input<typeof currencyUnitCreateSchema>
export const currencyUnitUpdateSchema = currencyUnitCreateSchema.partial()
export type CurrencyUnitUpdate = z.input<typeof currencyUnitUpdateSchema>
export const currencyUnitIdParams = z.object({ id: z.uuid({ message: 'validation.uuid' }) })

export const exchangeRateSchema = z.object({
  id: z.uuid(),
  /** NIO per USD, a decimal string without padding ("36.8"). */
  rate: z.string(),
  effective_from: z.string(),
  created_by: z.uuid().nullable(),
  created_by_name: z.string().nullable(),
})
export type ExchangeRate = z.infer<typeof exchangeRateSchema>
export const exchangeRatePageSchema = pageSchema(exchangeRateSchema)
export const exchangeRateListQuery = pagingQuery(['effective_from']).extend({
  order_direction: z.enum(['asc', 'desc'], { message: 'paging.order_direction' }).default('desc'),
})

/** The rate in force: the newest of the history, else the hotel's configured rate, else the spec's 36.8. */
export const currentExchangeRateSchema = z.object({
  rate: z.string(),
  effective_from: z.string().nullable(),
  source: z.enum(['history', 'settings', 'default']),
})
export type CurrentExchangeRate = z.infer<typeof currentExchangeRateSchema>

/** POST /staff/exchange-rates: `{ rate: "36.80" }`, at most 6 decimals, between 1 and 1000. */
export const exchangeRateCreateSchema = z.strictObject({
  rate: z
    .string({ message: 'exchange_rates.format' })
    .trim()
    .regex(/^\d{1,4}(\.\d{1,6})?$/, { message: 'exchange_rates.format' })
    .refine((value) => Number(value) >= minExchangeRate && Number(value) <= maxExchangeRate, {
      message: 'exchange_rates.range',
    }),
})
export type ExchangeRateCreate = z.input<typeof exchangeRateCreateSchema>
export const exchangeRateAnswerSchema = z.object({
  message: z.string(),
  data: z.object({ exchange_rate: exchangeRateSchema, current: currentExchangeRateSchema }),
})
