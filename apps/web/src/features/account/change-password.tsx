import { ApiError, type PasswordChange, passwordChangeSchema } from '@hotel/contract'
import { MailCheck } from 'lucide-react'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { SubmitButton, TextField } from '../../components/form.tsx'
import { useTranslation } from '../../i18n/react.tsx'
import { apiErrorText, applyServerErrors, schemaResolver, useErrorText } from '../../lib/forms.ts'
import { notify } from '../../lib/toast.ts'
import { getAuthStore } from './auth-store.ts'
import { NewPasswordFields } from './credential-fields.tsx'

type Values = Record<keyof PasswordChange, string>
const empty: Values = { code: '', password: '', password_confirmation: '' }

/**
 * Change the password while signed in: a code is e-mailed (POST /profile/password/code), then the code
 * and the new password go to PUT /profile/password. Errors use the spec's texts ("Error solicitando
 * código", "Error validando código", "Error actualizando contraseña") with the server's reason.
 */
export function ChangePassword({ email }: { email: string }) {
  const { t } = useTranslation('account')
  const errorText = useErrorText()
  const [sent, setSent] = useState(false)
  const [requesting, setRequesting] = useState(false)
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<Values>({ resolver: schemaResolver(passwordChangeSchema), defaultValues: empty })

  const requestCode = async () => {
    setRequesting(true)
    try {
      const { message } = await getAuthStore().call<{ message: string }>('/profile/password/code', {
        method: 'POST',
      })
      setSent(true)
      void notify('success', message)
    } catch (error) {
      void notify('error', t('password.errors.request'), { description: apiErrorText(t, error) })
    } finally {
      setRequesting(false)
    }
  }

  const onSubmit = handleSubmit(async (values) => {
    try {
      const { message } = await getAuthStore().call<{ message: string }>('/profile/password', {
        method: 'PUT',
        body: values,
      })
      reset(empty)
      setSent(false)
      void notify('success', message)
    } catch (error) {
      const codeProblem =
        error instanceof ApiError && (error.code.startsWith('code_') || Boolean(error.errors?.code))
      if (codeProblem)
        setError('code', { type: 'server', message: apiErrorText(t, error) }, { shouldFocus: true })
      else applyServerErrors(error, setError, ['password', 'password_confirmation'])
      void notify('error', t(codeProblem ? 'password.errors.code' : 'password.errors.update'), {
        description: apiErrorText(t, error),
      })
    }
  })

  return (
    <section aria-labelledby="password-title" className="card p-5 sm:p-6">
      <h3 id="password-title" className="text-lg font-semibold text-pine-950">
        {t('password.title')}
      </h3>
      <p className="mt-1 text-ink-soft">{t('password.intro', { email })}</p>
      <div className="mt-5 flex flex-col gap-3 sm:flex-row sm:items-center">
        <button
          type="button"
          className={`btn ${sent ? 'btn-secondary' : 'btn-primary'}`}
          onClick={requestCode}
          disabled={requesting}
          aria-busy={requesting}
        >
          <MailCheck className="size-4" aria-hidden="true" />
          {requesting ? t('common:loading') : sent ? t('password.resend') : t('password.send')}
        </button>
        {sent ? (
          <p role="status" className="text-sm text-success-700">
            {t('password.sent', { email })}
          </p>
        ) : null}
      </div>
      {sent ? (
        <form
          noValidate
          onSubmit={onSubmit}
          className="mt-6 grid gap-5 border-t border-line pt-6 sm:grid-cols-2"
        >
          <TextField
            label={t('password.code')}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            required
            className="sm:col-span-2 sm:max-w-xs"
            error={errorText(errors.code)}
            {...register('code')}
          />
          <NewPasswordFields
            label={t('auth:fields.newPassword')}
            password={{ error: errorText(errors.password), ...register('password') }}
            confirmation={{
              error: errorText(errors.password_confirmation),
              ...register('password_confirmation'),
            }}
          />
          <div className="sm:col-span-2 sm:flex sm:justify-end">
            <SubmitButton busy={isSubmitting} className="btn btn-primary w-full sm:w-auto">
              {t('password.submit')}
            </SubmitButton>
          </div>
        </form>
      ) : null}
    </section>
  )
}
