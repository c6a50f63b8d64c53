import type { Season, SeasonCreate } from '@hotel/contract'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { toast } from 'sonner'
import { Dialog, FormDialogFooter } from '../../components/dialog.tsx'
import { useErrorText } from '../../components/error-text.ts'
import { Field, inputClass } from '../../components/field.tsx'
import { applyServerErrors } from '../../lib/forms.ts'
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
  const create = useCreateSeason(room)
  const update = useUpdateSeason(room)
  const pending = create.isPending || update.isPending
  const errorText = useErrorText()
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm<SeasonValues>({ resolver: seasonCreateResolver, values: seasonValues(season) })

  function close() {
    reset(seasonValues(season))
    onClose()
  }

  const submit = handleSubmit(async (values) => {
    // The resolver hands on the contract's payload: the price in cents.
    const body = values as unknown as SeasonCreate
    try {
      const answer = season
        ? await update.mutateAsync({ id: season.id, body })
        : await create.mutateAsync(body)
      toast.success(answer.message)
      close()
    } catch (error) {
      if (applyServerErrors(error, setError, seasonFields).length === 0) toast.error(errorText(error))
    }
  })

  return (
    <Dialog
      open={open}
      onClose={close}
      busy={pending}
      title={
        season ? t('prices.editSeasonTitle', { number: room }) : t('prices.addSeasonTitle', { number: room })
      }
      description={t('prices.seasonIntro')}
      footer={
        <FormDialogFooter
          formId="season-form"
          submitLabel={t('prices.saveSeason')}
          pending={pending}
          onCancel={close}
        />
      }
    >
      <form id="season-form" noValidate onSubmit={submit} className="grid gap-4 sm:grid-cols-2">
        <Field label={t('prices.startDate')} error={seasonErrorText(t, errors.start_date)}>
          {(control) => (
            <input
              {...control}
              {...register('start_date')}
              type="date"
              className={inputClass(Boolean(errors.start_date))}
            />
          )}
        </Field>
        <Field
          label={t('prices.endDate')}
          hint={t('prices.endDateHint')}
          error={seasonErrorText(t, errors.end_date)}
        >
          {(control) => (
            <input
              {...control}
              {...register('end_date')}
              type="date"
              className={inputClass(Boolean(errors.end_date))}
            />
          )}
        </Field>
        <Field
          label={t('prices.nightPrice')}
          hint={t('prices.nightPriceHint')}
          error={seasonErrorText(t, errors.raw_tariff)}
          className="sm:col-span-2"
        >
          {(control) => (
            <input
              {...control}
              {...register('raw_tariff')}
              inputMode="decimal"
              placeholder="65.00"
              className={inputClass(Boolean(errors.raw_tariff), 'tabular-nums')}
            />
          )}
        </Field>
      </form>
    </Dialog>
  )
}
