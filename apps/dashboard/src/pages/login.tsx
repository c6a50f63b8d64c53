import { type StaffLogin, staffLoginAnswerSchema, staffLoginSchema } from '@hotel/contract'
import { useMutation } from '@tanstack/react-query'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { toast } from 'sonner'
import { useAuth } from '../auth/auth.tsx'
import { AuthFrame, FormAlert } from '../components/auth-frame.tsx'
import { buttonClass } from '../components/button-styles.ts'
import { useDocumentTitle } from '../components/document-title.ts'
import { SignInEmailField, trimmed } from '../components/email-field.tsx'
import { useErrorText } from '../components/error-text.ts'
import { Field } from '../components/field.tsx'
import { Spinner } from '../components/loading-state.tsx'
import { PasswordInput } from '../components/password-input.tsx'
import { staffApi } from '../lib/api.ts'
import { applyServerErrors, schemaResolver, useFieldErrorText } from '../lib/forms.ts'

export default function LoginPage() {
  const { t } = useTranslation()
  useDocumentTitle(t('auth.title'))
  return (
    <AuthFrame title={t('auth.title')} intro={t('auth.intro')}>
      <LoginForm />
      <p className="mt-6 text-sm">
        <Link to="/forgot-password" className="font-medium text-pine-800 underline underline-offset-2">
          {t('auth.forgotLink')}
        </Link>
      </p>
      <p className="mt-8 border-line border-t pt-4 text-ink-soft text-sm">{t('auth.help')}</p>
    </AuthFrame>
  )
}

/** Sign-in with the contract's staffLoginSchema, the rules the API applies. */
function LoginForm() {
  const { t } = useTranslation()
  const { signIn } = useAuth()
  const errorText = useErrorText()
  const fieldError = useFieldErrorText()
  const [failure, setFailure] = useState<unknown>(null)
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<StaffLogin>({
    resolver: schemaResolver(staffLoginSchema),
    defaultValues: { email: '', password: '' },
  })

  const login = useMutation({
    // The answer is checked too: an API of another version must not half sign someone in.
    mutationFn: async (credentials: StaffLogin) =>
      staffLoginAnswerSchema.parse(await staffApi.login(credentials)),
    onSuccess: (answer) => {
      // The API's welcome is already in the request's language.
      toast.success(answer.message.trim() || t('auth.signedIn', { name: answer.user.name }))
      // <GuestOnly> sees the new session and moves on to the dashboard.
      signIn(answer)
    },
    onError: (error) => {
      // A 422 names its fields; anything else (a wrong password, a suspended account) is said above the form.
      if (applyServerErrors(error, setError, ['email', 'password']).length === 0) setFailure(error)
      toast.error(errorText(error))
    },
  })

  const submit = handleSubmit((credentials) => {
    if (login.isPending) return
    setFailure(null)
    login.mutate(credentials)
  })

  const emailError = fieldError(errors.email)
  const passwordError = fieldError(errors.password)

  return (
    <form noValidate onSubmit={submit} className="mt-6 flex flex-col gap-5" aria-busy={login.isPending}>
      {failure !== null && <FormAlert>{errorText(failure)}</FormAlert>}

      <SignInEmailField
        label={t('auth.email')}
        error={emailError}
        registration={register('email', { setValueAs: trimmed })}
      />

      <Field label={t('auth.password')} error={passwordError}>
        {(control) => (
          <PasswordInput
            {...control}
            {...register('password')}
            autoComplete="current-password"
            invalid={Boolean(passwordError)}
          />
        )}
      </Field>

      <button
        type="submit"
        disabled={login.isPending}
        className={buttonClass('primary', { className: 'mt-1 text-base shadow-card disabled:cursor-wait' })}
      >
        {login.isPending && <Spinner className="size-4" />}
        {login.isPending ? t('auth.submitting') : t('auth.submit')}
      </button>
    </form>
  )
}
