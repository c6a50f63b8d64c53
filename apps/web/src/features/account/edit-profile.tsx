import {
  ApiError,
  type ClientUser,
  isCountryCode,
  minimumAge,
  type ProfileUpdate,
  profileUpdateSchema,
} from '@hotel/contract'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { CountrySelect } from '../../components/country-select.tsx'
import { SubmitButton, TextAreaField, TextField } from '../../components/form.tsx'
import { useTranslation } from '../../i18n/react.tsx'
import { apiErrorText, applyServerErrors, schemaResolver, useErrorText } from '../../lib/forms.ts'
import { notify } from '../../lib/toast.ts'
import { getAuthStore } from './auth-store.ts'
import { Avatar } from './avatar-badge.tsx'
import { ImageField, usePreview } from './image-field.tsx'
import { profileDetailFields } from './schemas.ts'

type Values = Record<(typeof profileDetailFields)[number], string>

// A country stored before the list existed is no code: the guest picks it again.
const valuesOf = (user: ClientUser): Values => ({
  ...(Object.fromEntries(profileDetailFields.map((field) => [field, user[field] ?? ''])) as Values),
  country: isCountryCode(user.country) ? user.country : '',
})

/** The profile picture: choose a file, then upload it ("No file selected" when there is none). */
function PictureForm({ user }: { user: ClientUser }) {
  const { t } = useTranslation('account')
  const errorText = useErrorText()
  const [file, setFile] = useState<File | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const preview = usePreview(file)

  const upload = async () => {
    if (!file) return setError(t('common:image.none'))
    const body = new FormData()
    body.append('profile_image', file)
    setBusy(true)
    try {
      const answer = await getAuthStore().call<{ message: string; data: ClientUser }>('/profile/image', {
        method: 'POST',
        body,
      })
      getAuthStore().setUser(answer.data)
      setFile(null)
      setError(null)
      void notify('success', answer.message)
    } catch (failure) {
      const text = apiErrorText(t, failure)
      setError(failure instanceof ApiError ? text : null)
      void notify('error', text)
    } finally {
      setBusy(false)
    }
  }

  return (
    <section aria-labelledby="picture-title" className="card p-5 sm:p-6">
      <h3 id="picture-title" className="text-lg font-semibold text-pine-950">
        {t('edit.picture')}
      </h3>
      <div className="mt-4 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <ImageField
          label={t('edit.pictureLabel')}
          file={file}
          hint={t('common:image.hint')}
          error={errorText(error ? { message: error } : undefined)}
          preview={<Avatar user={user} size="lg" src={preview} />}
          onChange={(chosen, problem) => {
            setFile(chosen)
            setError(problem)
          }}
        />
        <button type="button" className="btn btn-primary" onClick={upload} disabled={busy} aria-busy={busy}>
          {busy ? t('common:loading') : t('edit.upload')}
        </button>
      </div>
    </section>
  )
}

/** Edit the guest's details (PUT /profile) and picture (POST /profile/image). */
export function EditProfile({ user }: { user: ClientUser }) {
  const { t } = useTranslation('account')
  const errorText = useErrorText()
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<Values>({ resolver: schemaResolver(profileUpdateSchema), defaultValues: valuesOf(user) })

  const onSubmit = handleSubmit(async (values) => {
    try {
      const answer = await getAuthStore().call<{ message: string; data: ClientUser }>('/profile', {
        method: 'PUT',
        body: values as unknown as ProfileUpdate,
      })
      getAuthStore().setUser(answer.data)
      reset(valuesOf(answer.data))
      void notify('success', answer.message)
    } catch (error) {
      applyServerErrors(error, setError, profileDetailFields)
      void notify('error', apiErrorText(t, error))
    }
  })

  const field = (
    name: (typeof profileDetailFields)[number],
    props: Partial<Parameters<typeof TextField>[0]> = {},
  ) => (
    <TextField
      label={t(`auth:fields.${name}`)}
      required
      error={errorText(errors[name])}
      {...props}
      {...register(name)}
    />
  )

  return (
    <div className="grid gap-6">
      <PictureForm user={user} />
      <section aria-labelledby="details-title" className="card p-5 sm:p-6">
        <h3 id="details-title" className="text-lg font-semibold text-pine-950">
          {t('edit.details')}
        </h3>
        <p className="mt-1 text-sm text-ink-soft">{t('edit.emailNote', { email: user.email })}</p>
        <form noValidate onSubmit={onSubmit} className="mt-5 grid gap-5 sm:grid-cols-2">
          {field('name', { autoComplete: 'given-name' })}
          {field('last_name', { autoComplete: 'family-name' })}
          {field('phone', { type: 'tel', autoComplete: 'tel', hint: t('auth:fields.phoneHint') })}
          {field('identification', { autoComplete: 'off' })}
          {field('birth_date', {
            type: 'date',
            autoComplete: 'bday',
            hint: t('auth:fields.birthDateHint', { min: minimumAge }),
          })}
          {field('city', { autoComplete: 'address-level2' })}
          <CountrySelect
            label={t('auth:fields.country')}
            required
            className="sm:col-span-2"
            error={errorText(errors.country)}
            {...register('country')}
          />
          <TextAreaField
            label={`${t('auth:fields.description')} (${t('common:form.optional')})`}
            className="sm:col-span-2"
            error={errorText(errors.description)}
            {...register('description')}
          />
          <div className="sm:col-span-2 sm:flex sm:justify-end">
            <SubmitButton
              busy={isSubmitting}
              disabled={!isDirty}
              className="btn btn-primary w-full sm:w-auto"
            >
              {t('edit.save')}
            </SubmitButton>
          </div>
        </form>
      </section>
    </div>
  )
}
