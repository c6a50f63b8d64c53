import { ApiError, type Goal, type GoalCreate, goalPeriods, goalTypes, hotelToday } from '@hotel/contract'
import { useEffect } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { toast } from 'sonner'
import { FormDialog } from '../../components/dialog.tsx'
import { useErrorText } from '../../components/error-text.ts'
import { Field, inputClass } from '../../components/field.tsx'
import { monthName } from '../../lib/format.ts'
import { applyServerErrors } from '../../lib/forms.ts'
import { useLocale } from '../../lib/locale.ts'
import { useSaveGoal } from './api.ts'
import {
  type GoalValues,
  goalCreateResolver,
  goalErrorText,
  goalFields,
  goalPayload,
  goalUpdateResolver,
  goalValues,
  periodName,
} from './parts.ts'

const months = Array.from({ length: 12 }, (_, index) => index + 1)

/**
 * Sets a goal (`goal` null) or changes an existing goal's target: another period or figure is another goal, so
 * editing shows them as text. A duplicate's message from the server lands on the period.
 */
export function GoalDialog({
  open,
  goal,
  currency,
  onClose,
}: {
  open: boolean
  goal: Goal | null
  currency: string
  onClose: () => void
}) {
  const { t } = useTranslation(undefined, { keyPrefix: 'goals' })
  const { t: tc } = useTranslation()
  const locale = useLocale()
  const save = useSaveGoal()
  const errorText = useErrorText()
  const {
    register,
    handleSubmit,
    setError,
    reset,
    watch,
    formState: { errors },
  } = useForm<GoalValues>({
    resolver: goal ? goalUpdateResolver : goalCreateResolver,
    defaultValues: goalValues(goal, hotelToday()),
  })

  // biome-ignore lint/correctness/useExhaustiveDependencies: reset on opening only
  useEffect(() => {
    if (open) reset(goalValues(goal, hotelToday()))
  }, [open, goal?.id])

  const period = watch('period')
  const type = watch('type')
  const submit = handleSubmit(async (values) => {
    const payload = goalPayload(values)
    try {
      const answer = await save.mutateAsync({
        id: goal?.id ?? null,
        body: goal ? { value: payload.value as number } : (payload as GoalCreate),
      })
      toast.success(answer.message)
      onClose()
    } catch (error) {
      if (applyServerErrors(error, setError, goalFields).length === 0) {
        // "A yearly or monthly goal already exists": said beside the period it is about.
        const message = errorText(error)
        if (!goal && error instanceof ApiError && error.code === 'goal_exists')
          setError('period', { type: 'server', message }, { shouldFocus: true })
        else toast.error(message)
      }
    }
  })
  const error = (field: (typeof goalFields)[number]) => goalErrorText(tc, field, errors[field])
  const valueHint =
    type === 'revenue'
      ? t('valueHintRevenue', { currency })
      : type === 'occupancy'
        ? t('valueHintOccupancy')
        : t('valueHintNights')

  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={goal ? t('editTitle') : t('addTitle')}
      description={t('dialogIntro')}
      submitLabel={goal ? t('save') : t('add')}
      pending={save.isPending}
      onSubmit={submit}
      formClassName="grid gap-4 sm:grid-cols-2"
    >
      {goal ? (
        <p className="text-ink-soft sm:col-span-2">
          {t(`types.${goal.type}`)} · {t(`periods.${goal.period}`)} · {periodName(goal, locale)}
        </p>
      ) : (
        <>
          <Field label={t('period')} error={error('period')}>
            {(control) => (
              <select {...control} {...register('period')} className={inputClass(Boolean(errors.period))}>
                {goalPeriods.map((option) => (
                  <option key={option} value={option}>
                    {t(`periods.${option}`)}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field label={t('type')} error={error('type')}>
            {(control) => (
              <select {...control} {...register('type')} className={inputClass(Boolean(errors.type))}>
                {goalTypes.map((option) => (
                  <option key={option} value={option}>
                    {t(`types.${option}`)}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field label={t('year')} hint={t('yearHint')} error={error('year')}>
            {(control) => (
              <input
                {...control}
                {...register('year')}
                type="text"
                inputMode="numeric"
                maxLength={4}
                autoComplete="off"
                className={inputClass(Boolean(errors.year))}
              />
            )}
          </Field>
          {period === 'monthly' && (
            <Field label={t('month')} error={error('month')}>
              {(control) => (
                <select {...control} {...register('month')} className={inputClass(Boolean(errors.month))}>
                  <option value="">—</option>
                  {months.map((month) => (
                    <option key={month} value={String(month)}>
                      {monthName(month, locale)}
                    </option>
                  ))}
                </select>
              )}
            </Field>
          )}
        </>
      )}
      <Field label={t('value')} hint={valueHint} error={error('value')} className="sm:col-span-2">
        {(control) => (
          <input
            {...control}
            {...register('value')}
            type="text"
            inputMode={type === 'revenue' ? 'decimal' : 'numeric'}
            autoComplete="off"
            className={inputClass(Boolean(errors.value))}
          />
        )}
      </Field>
    </FormDialog>
  )
}
