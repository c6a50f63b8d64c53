import { type RoomClosure, roomClosureCreateSchema } from '@hotel/contract'
import { CalendarX, Trash2 } from 'lucide-react'
import { useState } from 'react'
import { type Path, useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { toast } from 'sonner'
import { buttonClass } from '../../components/button-styles.ts'
import { Confirm } from '../../components/confirm.tsx'
import { DateRangeFields } from '../../components/date-range-fields.tsx'
import { ErrorPanel } from '../../components/error-panel.tsx'
import { useErrorText } from '../../components/error-text.ts'
import { Field, inputClass } from '../../components/field.tsx'
import { LoadingState, Spinner } from '../../components/loading-state.tsx'
import { formatDay } from '../../lib/format.ts'
import { applyServerErrors } from '../../lib/forms.ts'
import { useLocale } from '../../lib/locale.ts'
import { useAddClosure, useClosures, useRemoveClosure } from './api.ts'
import { useRoomErrorText } from './parts.tsx'

interface ClosureValues {
  start_date: string
  end_date: string
  reason: string
}
const closureFields = ['start_date', 'end_date', 'reason'] as const

/** A room's closures (works, a leak): those nights are neither searched nor booked. */
export function ClosuresSection({ number, canManage }: { number: number; canManage: boolean }) {
  const { t } = useTranslation()
  const closures = useClosures(number)
  return (
    <section className="flex flex-col gap-4 rounded-card border border-line bg-surface p-5 shadow-card sm:p-6">
      <header>
        <h2 className="font-semibold text-lg">{t('rooms.closures')}</h2>
        <p className="mt-1 max-w-prose text-ink-soft">{t('rooms.closuresIntro')}</p>
      </header>
      {closures.isPending ? (
        <LoadingState />
      ) : closures.error ? (
        <ErrorPanel
          error={closures.error}
          title={t('rooms.closuresLoadError')}
          onRetry={() => closures.refetch()}
          retrying={closures.isRefetching}
        />
      ) : closures.data.length === 0 ? (
        <p className="text-ink-soft">{t('rooms.noClosures')}</p>
      ) : (
        <ul className="flex flex-col divide-y divide-line">
          {closures.data.map((closure) => (
            <ClosureRow key={closure.id} number={number} closure={closure} canManage={canManage} />
          ))}
        </ul>
      )}
      {canManage && <ClosureForm number={number} />}
    </section>
  )
}

function ClosureRow({
  number,
  closure,
  canManage,
}: {
  number: number
  closure: RoomClosure
  canManage: boolean
}) {
  const { t } = useTranslation()
  const locale = useLocale()
  const errorText = useErrorText()
  const remove = useRemoveClosure(number)
  const [confirming, setConfirming] = useState(false)
  const dates = t('rooms.closureDates', {
    start: formatDay(closure.start_date, locale),
    end: formatDay(closure.end_date, locale),
  })
  const run = () =>
    remove.mutateAsync(closure.id).then(
      (answer) => {
        toast.success(answer.message)
        setConfirming(false)
      },
      (error: unknown) => toast.error(errorText(error)),
    )
  return (
    <li className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between">
      <div>
        <p className="font-medium">{dates}</p>
        <p className="text-ink-soft text-sm">
          {closure.reason}
          {closure.created_by && ` · ${t('rooms.closureBy', { name: closure.created_by })}`}
        </p>
      </div>
      {canManage && (
        <button type="button" onClick={() => setConfirming(true)} className={buttonClass('danger-secondary')}>
          <Trash2 className="size-4" aria-hidden="true" />
          {t('rooms.removeClosure')}
        </button>
      )}
      <Confirm
        open={confirming}
        title={t('rooms.removeClosureTitle')}
        message={t('rooms.removeClosureConfirm', { dates })}
        confirmLabel={t('rooms.removeClosure')}
        pending={remove.isPending}
        onConfirm={run}
        onCancel={() => setConfirming(false)}
      />
    </li>
  )
}

function ClosureForm({ number }: { number: number }) {
  const { t } = useTranslation()
  const errorText = useErrorText()
  const fieldError = useRoomErrorText()
  const add = useAddClosure(number)
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm<ClosureValues>({ defaultValues: { start_date: '', end_date: '', reason: '' } })
  const submit = handleSubmit(async (values) => {
    const checked = roomClosureCreateSchema.safeParse(values)
    if (!checked.success) {
      for (const issue of checked.error.issues)
        setError(issue.path.join('.') as Path<ClosureValues>, { type: 'validate', message: issue.message })
      return
    }
    try {
      const answer = await add.mutateAsync(checked.data)
      toast.success(answer.message)
      reset()
    } catch (error) {
      const shown = applyServerErrors(error, setError, closureFields)
      if (shown.length === 0) toast.error(errorText(error))
    }
  })
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-3 rounded-lg bg-paper p-4">
      <h3 className="font-semibold">{t('rooms.addClosure')}</h3>
      <div className="grid gap-3 sm:grid-cols-3">
        <DateRangeFields
          start={{
            label: t('rooms.closureStart'),
            error: fieldError(errors.start_date),
            registration: register('start_date'),
          }}
          end={{
            label: t('rooms.closureEnd'),
            error: fieldError(errors.end_date),
            registration: register('end_date'),
          }}
        />
        <Field label={t('rooms.closureReason')} error={fieldError(errors.reason)}>
          {(props) => (
            <input
              {...props}
              {...register('reason')}
              maxLength={200}
              className={inputClass(Boolean(errors.reason))}
            />
          )}
        </Field>
      </div>
      <button
        type="submit"
        disabled={add.isPending}
        className={buttonClass('primary', { className: 'self-start' })}
      >
        {add.isPending ? <Spinner className="size-4" /> : <CalendarX className="size-4" aria-hidden="true" />}
        {t('rooms.close')}
      </button>
    </form>
  )
}
