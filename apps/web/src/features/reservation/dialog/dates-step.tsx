import { addDays, hotelToday, nightsBetween } from '@hotel/contract'
import { CalendarDays } from 'lucide-react'
import { useEffect, useState } from 'react'
import { useForm } from 'react-hook-form'
import { TextField } from '../../../components/form.tsx'
import { StayFactsLine } from '../../../components/stay-facts.tsx'
import { usePageLanguage, useTranslation } from '../../../i18n/react.tsx'
import { formatDay } from '../../../lib/format.ts'
import { schemaResolver } from '../../../lib/forms.ts'
import { messageText } from '../../../lib/messages.ts'
import { maxPartySize } from '../draft.ts'
import { checkOutFollows, countOptions, SelectField } from '../fields.tsx'
import { type DatesValues, datesStepSchema } from '../steps.ts'
import { NextButton, StepFrame, type StepProps } from './step-frame.tsx'

type DatesForm = { check_in: string; check_out: string; adults: string }

/** Step 1: the dates and the number of guests. */
export default function DatesStep({
  draft,
  heading,
  notice,
  onChange,
  onNext,
}: StepProps & { onNext: (values: DatesValues) => void }) {
  const { t } = useTranslation('reservations')
  const lng = usePageLanguage()
  const [today] = useState(() => hotelToday())
  const {
    register,
    handleSubmit,
    watch,
    setValue,
    getValues,
    formState: { errors, isSubmitted },
  } = useForm<DatesForm>({
    resolver: schemaResolver(datesStepSchema(today)),
    defaultValues: { check_in: draft.check_in, check_out: draft.check_out, adults: String(draft.adults) },
  })
  const checkIn = watch('check_in')
  const checkOut = watch('check_out')
  const nights = nightsBetween(checkIn, checkOut)
  useEffect(() => {
    const subscription = watch((values) =>
      onChange({
        check_in: values.check_in ?? '',
        check_out: values.check_out ?? '',
        adults: Math.min(maxPartySize, Math.max(1, Number(values.adults) || 1)),
      }),
    )
    return () => subscription.unsubscribe()
  }, [watch, onChange])
  const error = (name: keyof DatesForm) => messageText(t, errors[name], { max: maxPartySize })
  const checkInField = register('check_in', {
    // The order of the two dates is checked again whichever changes.
    deps: isSubmitted ? ['check_out'] : [],
    onChange: checkOutFollows(
      () => getValues('check_out'),
      (day) => setValue('check_out', day, { shouldValidate: isSubmitted }),
    ),
  })

  return (
    <StepFrame
      heading={heading}
      title={t('dates.title')}
      intro={t('dates.intro')}
      notice={notice}
      onSubmit={handleSubmit((values) =>
        onNext({ check_in: values.check_in, check_out: values.check_out, adults: Number(values.adults) }),
      )}
      footer={<NextButton />}
    >
      <div className="grid grid-cols-1 gap-5 sm:grid-cols-2">
        <TextField
          label={t('common:search.checkIn')}
          type="date"
          min={today}
          required
          error={error('check_in')}
          {...checkInField}
        />
        <TextField
          label={t('common:search.checkOut')}
          type="date"
          min={checkIn && checkIn >= today ? addDays(checkIn, 1) : addDays(today, 1)}
          required
          error={error('check_out')}
          {...register('check_out', { deps: isSubmitted ? ['check_in'] : [] })}
        />
        <SelectField
          label={t('dates.guests')}
          hint={t('dates.guestsHint')}
          error={error('adults')}
          className="sm:col-span-2 sm:max-w-xs"
          {...register('adults')}
        >
          {countOptions(maxPartySize, (count) => t('common:search.adultCount', { count }))}
        </SelectField>
      </div>
      <div className="mt-6 rounded-xl bg-pine-50 p-4 text-sm text-ink">
        {nights > 0 ? (
          <p className="mb-2 flex items-center gap-2 font-semibold text-pine-900" data-testid="stay-nights">
            <CalendarDays className="size-4 shrink-0 text-pine-700" aria-hidden="true" />
            {t('dates.nights', {
              count: nights,
              from: formatDay(checkIn, lng, 'medium'),
              to: formatDay(checkOut, lng, 'medium'),
            })}
          </p>
        ) : null}
        <StayFactsLine className="text-ink-soft" />
      </div>
    </StepFrame>
  )
}
