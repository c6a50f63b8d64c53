import {
  minimumPasswordLength,
  type StaffPasswordForgot,
  type StaffPasswordReset,
  staffPasswordForgotSchema,
  staffPasswordResetSchema,
} from '@hotel/contract'
import { useMutation } from '@tanstack/react-query'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { Link, useNavigate } from 'react-router'
import { toast } from 'sonner'
import { AuthFrame, FormAlert } from '../components/auth-frame.tsx'
import { buttonClass } from '../components/button-styles.ts'
import { useDocumentTitle } from '../components/document-title.ts'
import { SignInEmailField, trimmed } from '../components/email-field.tsx'
import { useErrorText } from '../components/error-text.ts'
import { Field, inputClass } from '../components/field.tsx'
import { Spinner } from '../components/loading-state.tsx'
import { NewPasswordFields } from '../components/new-password-fields.tsx'
import { api } from '../lib/api.ts'
import { applyServerErrors, schemaResolver, useFieldErrorText } from '../lib/forms.ts'

const resetFields = ['code', 'password', 'password_confirmation'] as const

/**
 * A forgotten staff password: the e-mail first (the answer is the same whether or not it is staff's), then the
 * mailed code with the new password. Every session of the person ends, so they sign in again afterwards.
 */
export default function ForgotPasswordPage() {
  const { t } = useTranslation()
  useDocumentTitle(t('forgot.title'))
  const [email, setEmail] = useState<string | null>(null)
  return (
    <AuthFrame title={t('forgot.title')} intro={email ? t('forgot.codeIntro', { email }) : t('forgot.intro')}>
      {email ? (
        <ResetForm email={email} onOtherEmail={() => setEmail(null)} />
      ) : (
        <EmailForm onSent={setEmail} />
      )}
      <p className="mt-8 border-line border-t pt-4 text-sm">
        <Link to="/login" className="font-medium text-pine-800 underline underline-offset-2">
          {t('forgot.backToSignIn')}
        </Link>
      </p>
    </AuthFrame>
  )
}

function useSendCode(onSent: (email: string) => void) {
  const errorText = useErrorText()
  return useMutation({
    mutationFn: (body: StaffPasswordForgot) =>
      api<{ message: string }>('/staff/auth/password/forgot', { method: 'POST', body }),
    onSuccess: (answer, body) => {
      toast.success(answer.message)
      onSent(body.email)
    },
    onError: (error) => toast.error(errorText(error)),
  })
}

function EmailForm({ onSent }: { onSent: (email: string) => void }) {
  const { t } = useTranslation()
  const fieldError = useFieldErrorText()
  const send = useSendCode(onSent)
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<StaffPasswordForgot>({
    resolver: schemaResolver(staffPasswordForgotSchema),
    defaultValues: { email: '' },
  })
  const submit = handleSubmit((body) => {
    if (!send.isPending)
      send.mutate(body, { onError: (error) => applyServerErrors(error, setError, ['email']) })
  })
  const emailError = fieldError(errors.email)
  return (
    <form noValidate onSubmit={submit} className="mt-6 flex flex-col gap-5" aria-busy={send.isPending}>
      <SignInEmailField
        label={t('forgot.email')}
        error={emailError}
        registration={register('email', { setValueAs: trimmed })}
      />
      <button
        type="submit"
        disabled={send.isPending}
        className={buttonClass('primary', { className: 'text-base' })}
      >
        {send.isPending && <Spinner className="size-4" />}
        {send.isPending ? t('forgot.sending') : t('forgot.send')}
      </button>
    </form>
  )
}

function ResetForm({ email, onOtherEmail }: { email: string; onOtherEmail: () => void }) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const errorText = useErrorText()
  const fieldError = useFieldErrorText()
  const [failure, setFailure] = useState<unknown>(null)
  const resend = useSendCode(() => setFailure(null))
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<StaffPasswordReset>({
    resolver: schemaResolver(staffPasswordResetSchema),
    defaultValues: { email, code: '', password: '', password_confirmation: '' },
  })
  const reset = useMutation({
    mutationFn: (body: StaffPasswordReset) =>
      api<{ message: string }>('/staff/auth/password/reset', { method: 'POST', body }),
    onSuccess: () => {
      toast.success(t('forgot.done'))
      navigate('/login', { replace: true })
    },
    onError: (error) => {
      // A wrong or expired code names the code field; anything else is said above the form.
      if (applyServerErrors(error, setError, resetFields).length === 0) setFailure(error)
    },
  })
  const submit = handleSubmit((body) => {
    if (reset.isPending) return
    setFailure(null)
    reset.mutate(body)
  })
  const codeError = fieldError(errors.code)

  return (
    <form noValidate onSubmit={submit} className="mt-6 flex flex-col gap-5" aria-busy={reset.isPending}>
      {failure !== null && <FormAlert>{errorText(failure)}</FormAlert>}
      <input type="hidden" name="username" autoComplete="username" value={email} readOnly />
      <Field label={t('forgot.code')} error={codeError}>
        {(control) => (
          <input
            {...control}
            {...register('code', { setValueAs: (value: string) => value.replace(/\s/g, '') })}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={7}
            className={inputClass(Boolean(codeError), 'tracking-widest tabular-nums')}
          />
        )}
      </Field>
      <NewPasswordFields
        register={register}
        errors={errors}
        labels={{ password: t('forgot.password'), confirmation: t('forgot.confirmation') }}
        hint={t('account.passwordHint', { min: minimumPasswordLength })}
      />
      <button
        type="submit"
        disabled={reset.isPending}
        className={buttonClass('primary', { className: 'text-base' })}
      >
        {reset.isPending && <Spinner className="size-4" />}
        {reset.isPending ? t('forgot.submitting') : t('forgot.submit')}
      </button>
      <div className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
        <button
          type="button"
          onClick={() => resend.mutate({ email })}
          disabled={resend.isPending}
          className="font-medium text-pine-800 underline underline-offset-2"
        >
          {t('forgot.sendAgain')}
        </button>
        <button
          type="button"
          onClick={onOtherEmail}
          className="font-medium text-pine-800 underline underline-offset-2"
        >
          {t('forgot.otherEmail')}
        </button>
      </div>
    </form>
  )
}
