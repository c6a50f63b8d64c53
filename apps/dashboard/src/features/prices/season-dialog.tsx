import type { Season, SeasonCreate } from '@hotel/contract'
import { useTranslation } from 'react-i18next'
import { DateRangeFields } from '../../components/date-range-fields.tsx'
import { FormDialog } from '../../components/dialog.tsx'
import { MoneyField } from '../../components/money-field.tsx'
import { createOrUpdate, useSaveForm } from '../../components/save-form.ts'
import { useCreateSeason, useUpdateSeason } from './api.ts'
import {
  type SeasonValues,
  seasonCreateResolver,
  seasonErrorText,
  seasonFields,
  seasonValues,
} from './parts.ts'

/** Adds a season to a room, or edits one (`season` given). */
export function SeasonDialog({
  room,
  season,
  open,
  onClose,
}: {
  room: number
  season?: Season
  open: boolean
  onClose: () => void
}) {
  const { t } = useTranslation()
  const { pending, send } = createOrUpdate(season, useCreateSeason(room), useUpdateSeason(room))
  const {
    register,
    reset,
    formState: { errors },
    submitWith,
  } = useSaveForm<SeasonValues>(
    { resolver: seasonCreateResolver, values: seasonValues(season) },
    seasonFields,
  )

  function close() {
    reset(seasonValues(season))
    onClose()
  }

  // The resolver hands on the contract's payload: the price in cents.
  const submit = submitWith((values) => send(values as unknown as SeasonCreate), close)

  return (
    <FormDialog
      open={open}
      onClose={close}
      title={
        season ? t('prices.editSeasonTitle', { number: room }) : t('prices.addSeasonTitle', { number: room })
      }
      description={t('prices.seasonIntro')}
      submitLabel={t('prices.saveSeason')}
      pending={pending}
      onSubmit={submit}
      formClassName="grid gap-4 sm:grid-cols-2"
    >
      <DateRangeFields
        start={{
          label: t('prices.startDate'),
          error: seasonErrorText(t, errors.start_date),
          registration: register('start_date'),
        }}
        end={{
          label: t('prices.endDate'),
          hint: t('prices.endDateHint'),
          error: seasonErrorText(t, errors.end_date),
          registration: register('end_date'),
        }}
      />
      <MoneyField
        label={t('prices.nightPrice')}
        hint={t('prices.nightPriceHint')}
        error={seasonErrorText(t, errors.raw_tariff)}
        registration={register('raw_tariff')}
        placeholder="65.00"
        className="sm:col-span-2"
      />
    </FormDialog>
  )
}
