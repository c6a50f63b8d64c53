import { type AuthSession, type Login, loginSchema } from '@hotel/contract'
import { LogIn } from 'lucide-react'
import { useEffect, useState } from 'react'
import { useForm } from 'react-hook-form'
import { Link, useLocation, useNavigate } from 'react-router'
import { AuthCard } from '../components/auth-card.tsx'
import { PasswordField, SubmitButton } from '../components/form.tsx'
import { FormAlert } from '../components/form-alert.tsx'
import { getAuthStore, useAuth } from '../features/account/auth-store.ts'
import { AccountEmailField } from '../features/account/credential-fields.tsx'
import { GoogleButton } from '../features/account/google-button.tsx'
import { nextPath } from '../features/account/next-path.ts'
import { useTranslation } from '../i18n/react.tsx'
import { apiErrorText, schemaResolver, useErrorText } from '../lib/forms.ts'
import { useHydrated } from '../lib/hydrated.ts'
import { notify } from '../lib/toast.ts'

/** Sign in with e-mail and password, or with Google when the hotel configured it. */
export default function LoginPage() {
  const { t } = useTranslation('auth')
  const errorText = useErrorText()
  const navigate = useNavigate()
  const { search } = useLocation()
  const auth = useAuth()
  const [failure, setFailure] = useState<string>()
  const hydrated = useHydrated()
  const next = nextPath(search)
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<Login>({ resolver: schemaResolver(loginSchema) })
  // A guest who booked without an account has no password yet: the reset flow sets one (with the e-mail).
  const email = watch('email')?.trim()
  const claimHref = `/password-reset${email ? `?email=${encodeURIComponent(email)}` : ''}`

  // A session the server ended (expired, revoked, password changed elsewhere): say why we are here.
  useEffect(() => {
    const store = getAuthStore()
    if (store.endedBy() === 'expired') void notify('info', t('login.sessionEnded'))
    store.forgetEnd()
  }, [t])

  // Someone already signed in has nothing to do here.
  const signedIn = auth.restored && auth.token !== null && !auth.isLoading
  useEffect(() => {
    if (signedIn && !isSubmitting) navigate(next, { replace: true })
  }, [signedIn, isSubmitting, navigate, next])

  const done = (session: AuthSession) => {
    void notify('success', session.message)
    navigate(next, { replace: true })
  }

  const onSubmit = handleSubmit(async (values) => {
    setFailure(undefined)
    try {
      done(await getAuthStore().login(values))
    } catch (error) {
      const text = apiErrorText(t, error)
      // Said once, next to the form (an alert, so screen readers hear it), not in a toast as well.
      setFailure(text)
    }
  })

  return (
    <AuthCard
      icon={LogIn}
      title={t('login.title')}
      intro={t('login.intro')}
      footer={
        <>
          {t('login.noAccount')}{' '}
          <Link
            to={`/register${search}`}
            className="inline-flex min-h-11 items-center font-semibold text-pine-700 hover:underline"
          >
            {t('login.register')}
          </Link>
        </>
      }
    >
      <GoogleButton mode="signin" onSignedIn={done} />
      <form noValidate onSubmit={onSubmit} className="grid gap-5">
        <AccountEmailField error={errorText(errors.email)} {...register('email')} />
        <div>
          <PasswordField
            label={t('fields.password')}
            autoComplete="current-password"
            required
            error={errorText(errors.password)}
            {...register('password')}
          />
          <Link
            to="/password-reset"
            className="mt-1 inline-flex min-h-11 items-center text-sm font-medium text-pine-700 hover:underline"
          >
            {t('login.forgot')}
          </Link>
        </div>
        {failure ? <FormAlert testId="form-error">{failure}</FormAlert> : null}
        <SubmitButton busy={isSubmitting} disabled={!hydrated} className="btn btn-primary w-full">
          {t('login.submit')}
        </SubmitButton>
        <p className="text-center text-sm text-ink-soft">
          {t('login.claim')}{' '}
          <Link
            to={claimHref}
            className="inline-flex min-h-11 items-center font-semibold text-pine-700 hover:underline"
          >
            {t('login.claimLink')}
          </Link>
        </p>
      </form>
    </AuthCard>
  )
}
