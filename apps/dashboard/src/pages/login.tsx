import { type StaffLogin, staffLoginAnswerSchema, staffLoginSchema } from '@hotel/contract'
import { useMutation } from '@tanstack/react-query'
import { CircleAlert, Eye, EyeOff } from 'lucide-react'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { toast } from 'sonner'
import { useAuth } from '../auth/auth.tsx'
import { buttonClass } from '../components/button-styles.ts'
import { useDocumentTitle } from '../components/document-title.ts'
import { useErrorText } from '../components/error-text.ts'
import { Field, inputClass } from '../components/field.tsx'
import { HillsIllustration } from '../components/hills.tsx'
import { LanguageSwitcher } from '../components/language-switcher.tsx'
import { Spinner } from '../components/loading-state.tsx'
import { LogoMark } from '../components/logo.tsx'
import { staffApi } from '../lib/api.ts'
import { applyServerErrors, schemaResolver, useFieldErrorText } from '../lib/forms.ts'
import { useHotel } from '../lib/hotel.ts'

export default function LoginPage() {
  const { t } = useTranslation()
  useDocumentTitle(t('auth.title'))
  const hotel = useHotel()
  const hotelName = hotel.data?.name

  return (
    <div className="min-h-dvh lg:grid lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)]">
      <aside className="relative hidden overflow-hidden bg-pine-800 text-paper lg:flex lg:flex-col">
        <div className="relative z-10 flex items-center gap-3 p-10">
          <LogoMark className="size-11 rounded-lg ring-1 ring-pine-600" />
          {hotelName && <p className="font-semibold text-lg">{hotelName}</p>}
        </div>
        <HillsIllustration className="absolute inset-x-0 bottom-0 h-3/5 w-full" />
        <div className="relative z-10 mt-auto px-10 pb-10">
          <p className="max-w-xs font-semibold text-xl text-paper">{t('auth.panelTagline')}</p>
          {hotel.data && (
            <p className="mt-1 text-pine-100">
              {hotel.data.city}, {hotel.data.country}
            </p>
          )}
        </div>
      </aside>

      <main className="flex min-h-dvh flex-col">
        <header className="flex min-h-16 items-center justify-between gap-4 border-line border-b bg-surface px-4 py-3 sm:px-6 lg:border-0 lg:bg-transparent">
          <div className="flex min-w-0 items-center gap-3 lg:invisible">
            <LogoMark className="size-9 shrink-0" />
            {hotelName && <p className="truncate font-semibold">{hotelName}</p>}
          </div>
          <LanguageSwitcher />
        </header>

        <div className="flex flex-1 justify-center px-4 pt-10 pb-16 sm:items-center sm:pt-0">
          <div className="w-full max-w-sm">
            <p className="font-semibold text-pine-700 text-sm">{t('app.name')}</p>
            <h1 className="mt-1 font-semibold text-xl tracking-tight">{t('auth.title')}</h1>
            <p className="mt-1 text-ink-soft">{t('auth.intro')}</p>
            <LoginForm />
            <p className="mt-8 border-line border-t pt-4 text-ink-soft text-sm">{t('auth.help')}</p>
          </div>
        </div>
      </main>
    </div>
  )
}

/** Sign-in with the contract's staffLoginSchema, the rules the API applies. */
function LoginForm() {
  const { t } = useTranslation()
  const { signIn } = useAuth()
  const errorText = useErrorText()
  const fieldError = useFieldErrorText()
  const [failure, setFailure] = useState<unknown>(null)
  const [showPassword, setShowPassword] = useState(false)
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
      {failure !== null && (
        <div
          role="alert"
          className="flex items-start gap-3 rounded-lg border border-error-200 bg-error-50 p-3 text-error-700 text-sm"
        >
          <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <p>{errorText(failure)}</p>
        </div>
      )}

      <Field label={t('auth.email')} error={emailError}>
        {(control) => (
          <input
            {...control}
            {...register('email', { setValueAs: (value: string) => value.trim() })}
            type="email"
            inputMode="email"
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            className={inputClass(Boolean(emailError))}
          />
        )}
      </Field>

      <Field label={t('auth.password')} error={passwordError}>
        {(control) => (
          <div className="relative">
            <input
              {...control}
              {...register('password')}
              type={showPassword ? 'text' : 'password'}
              autoComplete="current-password"
              className={inputClass(Boolean(passwordError), 'pe-12')}
            />
            <button
              type="button"
              onClick={() => setShowPassword((shown) => !shown)}
              aria-pressed={showPassword}
              aria-label={showPassword ? t('auth.hidePassword') : t('auth.showPassword')}
              title={showPassword ? t('auth.hidePassword') : t('auth.showPassword')}
              className="absolute inset-y-0 end-0 flex w-11 items-center justify-center rounded-e-lg text-ink-soft hover:text-ink"
            >
              {showPassword ? (
                <EyeOff className="size-5" aria-hidden="true" />
              ) : (
                <Eye className="size-5" aria-hidden="true" />
              )}
            </button>
          </div>
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
