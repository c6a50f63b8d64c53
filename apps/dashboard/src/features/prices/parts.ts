import { maxSeasonTariff, type Season, seasonCreateSchema, type seasonUpdateSchema } from '@hotel/contract'
import type { TFunction } from 'i18next'
import type { FieldError, Resolver } from 'react-hook-form'
import { fieldErrorText, schemaResolver } from '../../lib/forms.ts'
import { centsToInput, toCents } from '../../lib/money-input.ts'

/** The season form: dates as the date inputs give them, the price in dollars as typed ("45.50"). */
export interface SeasonValues {
  start_date: string
  end_date: string
  raw_tariff: string
}
export const seasonFields = ['start_date', 'end_date', 'raw_tariff'] as const

export const seasonValues = (season?: Season): SeasonValues => ({
  start_date: season?.start_date ?? '',
  end_date: season?.end_date ?? '',
  raw_tariff: season ? centsToInput(season.raw_tariff) : '',
})

/** The contract's schema on the payload the form makes (cents); a resolver per schema, create or update. */
function seasonResolver(
  schema: typeof seasonCreateSchema | typeof seasonUpdateSchema,
): Resolver<SeasonValues> {
  const inner = schemaResolver<Record<string, unknown>>(schema)
  return (async (values: SeasonValues, context: unknown, options: unknown) =>
    // biome-ignore lint/suspicious/noExplicitAny: the payload's types differ from the form's on purpose
    (inner as any)(
      { ...values, raw_tariff: toCents(values.raw_tariff) },
      context,
      options,
    )) as Resolver<SeasonValues>
}
export const seasonCreateResolver = seasonResolver(seasonCreateSchema)

/** A field's error: the contract's own keys of this screen, then the dashboard's; limits shown in dollars. */
export function seasonErrorText(t: TFunction, error: Pick<FieldError, 'type' | 'message'> | undefined) {
  if (error?.message === 'seasons.date_order') return t('prices.seasonDateOrder')
  return fieldErrorText(t, error, { min: 0, max: maxSeasonTariff / 100 })
}
