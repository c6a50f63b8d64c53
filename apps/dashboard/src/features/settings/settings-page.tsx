import {
  ApiError,
  type HotelSettings,
  type HotelSettingsInput,
  hotelSettingsSchema,
  settingsLimits,
} from '@hotel/contract'
import { type FieldError, type Path, type UseFormRegister, useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { toast } from 'sonner'
import { z } from 'zod'
import { buttonClass } from '../../components/button-styles.ts'
import { useDocumentTitle } from '../../components/document-title.ts'
import { ErrorPanel } from '../../components/error-panel.tsx'
import { useErrorText } from '../../components/error-text.ts'
import { Field, inputClass } from '../../components/field.tsx'
import { LoadingState, Spinner } from '../../components/loading-state.tsx'
import { Page } from '../../components/page.tsx'
import { applyServerErrors, type MessageValues, schemaResolver, useFieldErrorText } from '../../lib/forms.ts'
import { useSaveSettings, useSettings } from './api.ts'

/** The form's values: the contract's, with the payment shares typed as one line ("30, 50, 100"). */
export type SettingsValues = Omit<HotelSettingsInput, 'payment_percentages'> & { payment_percentages: string }

/** "30, 50 100%" -> [30, 50, 100]; a word that is not a number fails the contract's number check. */
export function readShares(text: string): number[] {
  return text
    .split(/[\s,;%]+/)
    .filter(Boolean)
    .map((part) => (/^\d+$/.test(part) ? Number(part) : Number.NaN))
}

/** The contract's schema, the shares read from their line; their first problem is said on the line. */
const settingsFormSchema = hotelSettingsSchema.extend({
  payment_percentages: z.string().transform((text, ctx) => {
    const parsed = hotelSettingsSchema.shape.payment_percentages.safeParse(readShares(text))
    if (parsed.success) return parsed.data
    ctx.addIssue({ code: 'custom', message: parsed.error.issues[0]?.message ?? 'validation.invalid' })
    return z.NEVER
  }),
})

export const settingsResolver = schemaResolver<SettingsValues>(settingsFormSchema)

const settingsFields = [
  'phone',
  'landline',
  'email',
  'chat_url',
  'address',
  'maps_url',
  'facebook_url',
  'instagram_url',
  'check_in_time',
  'check_out_time',
  'change_deadline_days',
  'max_stay_nights',
  'booking_horizon_months',
  'max_unpaid_reservations',
  'payment_percentages',
] as const satisfies readonly Path<SettingsValues>[]

type FieldName = (typeof settingsFields)[number]

/** The form's starting values from the saved settings. */
export function valuesOf(settings: HotelSettings): SettingsValues {
  const { name: _n, city: _c, country: _k, updated_at: _u, payment_percentages, ...rest } = settings
  return { ...rest, payment_percentages: payment_percentages.join(', ') }
}

/** Messages of the settings' own rules, which the dashboard's common `validation` block does not hold. */
const ownMessages: Record<string, string> = {
  'validation.url': 'settings.errors.url',
  'validation.time': 'settings.errors.time',
  'settings.shares_ascending': 'settings.errors.sharesAscending',
  'settings.too_many_shares': 'settings.errors.tooManyShares',
}

/** The limits each number's message names ("at least 1", "at most 60"). */
const limitsOf: Partial<Record<FieldName, MessageValues>> = {
  change_deadline_days: settingsLimits.change_deadline_days,
  max_stay_nights: settingsLimits.max_stay_nights,
  booking_horizon_months: settingsLimits.booking_horizon_months,
  max_unpaid_reservations: settingsLimits.max_unpaid_reservations,
  payment_percentages: { ...settingsLimits.payment_percentage, max: settingsLimits.payment_shares.max },
}

/** The hotel's settings (owner only): contacts, address and links, stay rules, payments. */
export default function SettingsPage() {
  const { t } = useTranslation()
  useDocumentTitle(t('settings.title'))
  const query = useSettings()
  return (
    <Page title={t('settings.title')} intro={t('settings.intro')} introClassName="max-w-prose">
      {query.data ? (
        <SettingsForm key={query.data.updated_at} settings={query.data} />
      ) : query.error ? (
        <ErrorPanel
          error={query.error}
          title={t('settings.loadError')}
          onRetry={() => void query.refetch()}
        />
      ) : (
        <LoadingState />
      )}
    </Page>
  )
}

function SettingsForm({ settings }: { settings: HotelSettings }) {
  const { t } = useTranslation()
  const errorText = useErrorText()
  const fieldError = useFieldErrorText()
  const save = useSaveSettings()
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<SettingsValues>({ resolver: settingsResolver, defaultValues: valuesOf(settings) })

  const errorOf = (name: FieldName) => {
    const error = errors[name] as FieldError | undefined
    const message = error?.message
    const own = error && error.type !== 'server' && message ? ownMessages[message] : undefined
    return own ? t(own as 'settings.errors.url', limitsOf[name]) : fieldError(error, limitsOf[name])
  }

  const submit = handleSubmit((values) =>
    // The resolver gives the contract's output: the shares are a list by now.
    save.mutateAsync(values as unknown as HotelSettingsInput).then(
      (answer) => toast.success(answer.message),
      (error: unknown) => {
        const shown = applyServerErrors(error, setError, settingsFields)
        // A share's own error ("payment_percentages.0") belongs to the shares' line.
        const share =
          error instanceof ApiError
            ? Object.entries(error.errors ?? {}).find(([key]) => key.startsWith('payment_percentages.'))
            : undefined
        if (share?.[1][0]) {
          setError(
            'payment_percentages',
            { type: 'server', message: share[1][0] },
            { shouldFocus: !shown.length },
          )
          shown.push('payment_percentages')
        }
        if (shown.length === 0) toast.error(errorText(error))
      },
    ),
  )

  const field = (
    name: FieldName,
    props: { type?: string; inputMode?: 'numeric' | 'tel'; hint?: boolean } = {},
  ) => (
    <Field
      label={t(`settings.fields.${name}`)}
      hint={props.hint ? t(`settings.hints.${name}` as 'settings.hints.chat_url') : undefined}
      error={errorOf(name)}
    >
      {(control) => (
        <input
          {...control}
          {...(register as UseFormRegister<SettingsValues>)(name, {
            valueAsNumber: props.type === 'number',
          })}
          type={props.type ?? 'text'}
          inputMode={props.inputMode}
          className={inputClass(Boolean(errors[name]))}
        />
      )}
    </Field>
  )

  const group = 'flex flex-col gap-4 rounded-card border border-line bg-surface p-5 shadow-card sm:p-6'
  const legend = 'float-left mb-1 w-full font-semibold text-lg'
  return (
    <form noValidate onSubmit={submit} className="flex max-w-3xl flex-col gap-5">
      <p className="text-ink-soft text-sm">
        {t('settings.identity', { name: settings.name, city: settings.city, country: settings.country })}
      </p>
      <fieldset className={group}>
        <legend className={legend}>{t('settings.groups.contact')}</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          {field('phone', { type: 'tel', hint: true })}
          {field('landline', { type: 'tel' })}
          {field('email', { type: 'email' })}
          {field('chat_url', { type: 'url', hint: true })}
        </div>
      </fieldset>
      <fieldset className={group}>
        <legend className={legend}>{t('settings.groups.address')}</legend>
        {field('address')}
        {field('maps_url', { type: 'url' })}
        <div className="grid gap-4 sm:grid-cols-2">
          {field('facebook_url', { type: 'url' })}
          {field('instagram_url', { type: 'url' })}
        </div>
      </fieldset>
      <fieldset className={group}>
        <legend className={legend}>{t('settings.groups.stay')}</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          {field('check_in_time', { type: 'time' })}
          {field('check_out_time', { type: 'time' })}
          {field('change_deadline_days', { type: 'number', inputMode: 'numeric', hint: true })}
          {field('max_stay_nights', { type: 'number', inputMode: 'numeric' })}
          {field('booking_horizon_months', { type: 'number', inputMode: 'numeric', hint: true })}
          {field('max_unpaid_reservations', { type: 'number', inputMode: 'numeric', hint: true })}
        </div>
      </fieldset>
      <fieldset className={group}>
        <legend className={legend}>{t('settings.groups.payments')}</legend>
        {field('payment_percentages', { hint: true })}
      </fieldset>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-end">
        <p className="text-ink-soft text-sm sm:mr-auto">{t('settings.live')}</p>
        <button type="submit" disabled={save.isPending} className={buttonClass('primary')}>
          {save.isPending && <Spinner className="size-4" />}
          {save.isPending ? t('settings.saving') : t('settings.save')}
        </button>
      </div>
    </form>
  )
}
