import {
  type CurrencyUnit,
  type CurrencyUnitType,
  currencyUnitCreateSchema,
  currencyUnitUpdateSchema,
  exchangeRateCreateSchema,
  maxCurrencyUnitCents,
} from '@hotel/contract'
import type { TFunction } from 'i18next'
import type { FieldError, Resolver } from 'react-hook-form'
import { fieldErrorText, schemaResolver } from '../../lib/forms.ts'
import { centsToInput, toCents } from '../../lib/money-input.ts'

/** The unit form: the value typed in the currency's units ("500", "0.25"), sent as minor units. */
export interface UnitValues {
  description: string
  currency_code: string
  value: string
  type: CurrencyUnitType | ''
}
export const unitFields = ['description', 'currency_code', 'value', 'type'] as const

export const unitValues = (unit?: CurrencyUnit | null): UnitValues => ({
  description: unit?.description ?? '',
  currency_code: unit?.currency_code ?? '',
  value: unit ? centsToInput(unit.value) : '',
  type: unit?.type ?? '',
})

/** What the form sends: the code as typed (the contract upper-cases it), the value in minor units. */
export const unitPayload = (values: UnitValues) => ({
  description: values.description,
  currency_code: values.currency_code,
  value: toCents(values.value),
  type: values.type || undefined,
})

function resolver(schema: typeof currencyUnitCreateSchema | typeof currencyUnitUpdateSchema) {
  const inner = schemaResolver<Record<string, unknown>>(schema)
  return (async (values: UnitValues, context: unknown, options: unknown) => {
    // biome-ignore lint/suspicious/noExplicitAny: the payload's types differ from the form's on purpose
    const result = await (inner as any)(unitPayload(values), context, options)
    return Object.keys(result.errors ?? {}).length ? result : { values, errors: {} }
  }) as Resolver<UnitValues>
}
export const unitCreateResolver = resolver(currencyUnitCreateSchema)
export const unitUpdateResolver = resolver(currencyUnitUpdateSchema)

export interface RateValues {
  rate: string
}
export const rateResolver = schemaResolver<RateValues>(exchangeRateCreateSchema)

type ErrorLike = Pick<FieldError, 'type' | 'message'> | undefined

/** The contract's keys of this screen in the person's language; the dashboard's general ones otherwise. */
const ownKeys: Record<string, string> = {
  'currencies.description': 'currencies.errors.description',
  'currencies.code': 'currencies.errors.code',
  'currencies.value': 'currencies.errors.value',
  'exchange_rates.format': 'currencies.errors.rateFormat',
  'exchange_rates.range': 'currencies.errors.rateRange',
}

export function currencyErrorText(t: TFunction, field: string, error: ErrorLike): string | undefined {
  if (!error?.message) return undefined
  if (error.type !== 'server') {
    const own = ownKeys[error.message]
    if (own) return t(own as 'currencies.errors.code')
    // The value box held something that is not an amount ("abc", "1.234"): the payload carried it as text.
    if (field === 'value' && error.message === 'validation.number') return t('currencies.errors.valueFormat')
  }
  return fieldErrorText(t, error, { min: 2, max: field === 'value' ? maxCurrencyUnitCents / 100 : 60 })
}
