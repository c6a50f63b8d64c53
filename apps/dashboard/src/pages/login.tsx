import { type StaffLogin, staffSessionSchema } from '@hotel/contract'
import { useMutation } from '@tanstack/react-query'
import { CircleAlert, Eye, EyeOff } from 'lucide-react'
import { type FormEvent, useId, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { toast } from 'sonner'
import { useAuth } from '../auth/auth.tsx'
import { type LoginErrors, type LoginField, validateLogin } from '../auth/login-form.ts'
import { useDocumentTitle } from '../components/document-title.ts'
import { useErrorText } from '../components/error-text.ts'
import { HillsIllustration } from '../components/hills.tsx'
import { LanguageSwitcher } from '../components/language-switcher.tsx'
import { Spinner } from '../components/loading.tsx'
import { LogoMark } from '../components/logo.tsx'
import { staffApi } from '../lib/api.ts'
import { useHotel } from '../lib/hotel.ts'
import { type ApiErrorFields, serverFieldErrors } from '../lib/server-errors.ts'

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

function LoginForm() {
  const { t } = useTranslation()
  const { signIn } = useAuth()
  const errorText = useErrorText()
  const ids = useId()
  const fieldRefs = { email: useRef<HTMLInputElement>(null), password: useRef<HTMLInputElement>(null) }

  const [values, setValues] = useState<StaffLogin>({ email: '', password: '' })
  const [clientErrors, setClientErrors] = useState<LoginErrors>({})
  const [validateOnChange, setValidateOnChange] = useState(false)
  const [serverErrors, setServerErrors] = useState<ApiErrorFields>({})
  const [failure, setFailure] = useState<unknown>(null)
  const [showPassword, setShowPassword] = useState(false)

  const login = useMutation({
    mutationFn: async (credentials: StaffLogin) =>
      staffSessionSchema.parse(await staffApi.login(credentials)),
    onSuccess: (session) => {
      // The API's welcome is already in the request's language.
      toast.success(session.message.trim() || t('auth.signedIn', { name: session.user.name }))
      // <GuestOnly> sees the new session and moves on to the dashboard.
      signIn(session)
    },
    onError: (error) => {
      setFailure(error)
      setServerErrors(serverFieldErrors(error))
      toast.error(errorText(error))
    },
  })

  function update(field: LoginField, value: string) {
    const next = { ...values, [field]: value }
    setValues(next)
    setServerErrors((current) => ({ ...current, [field]: undefined }))
    if (validateOnChange) {
      const result = validateLogin(next)
      setClientErrors(result.ok ? {} : result.errors)
    }
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (login.isPending) return
    setValidateOnChange(true)
    setFailure(null)
    setServerErrors({})
    const result = validateLogin(values)
    if (!result.ok) {
      setClientErrors(result.errors)
      const first = (['email', 'password'] as const).find((field) => result.errors[field])
      if (first) fieldRefs[first].current?.focus()
      return
    }
    setClientErrors({})
    login.mutate(result.data)
  }

  function fieldError(field: LoginField): string | undefined {
    const key = clientErrors[field]
    return key ? t(key) : serverErrors[field]
  }

  const emailError = fieldError('email')
  const passwordError = fieldError('password')

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

      <div className="flex flex-col gap-1.5">
        <label htmlFor={`${ids}-email`} className="font-medium text-sm">
          {t('auth.email')}
        </label>
        <input
          ref={fieldRefs.email}
          id={`${ids}-email`}
          name="email"
          type="email"
          inputMode="email"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          value={values.email}
          onChange={(event) => update('email', event.target.value)}
          aria-invalid={emailError ? true : undefined}
          aria-describedby={emailError ? `${ids}-email-error` : undefined}
          className={inputClass(Boolean(emailError))}
        />
        {emailError && (
          <p id={`${ids}-email-error`} className="text-error-700 text-sm">
            {emailError}
          </p>
        )}
      </div>

      <div className="flex flex-col gap-1.5">
        <label htmlFor={`${ids}-password`} className="font-medium text-sm">
          {t('auth.password')}
        </label>
        <div className="relative">
          <input
            ref={fieldRefs.password}
            id={`${ids}-password`}
            name="password"
            type={showPassword ? 'text' : 'password'}
            autoComplete="current-password"
            value={values.password}
            onChange={(event) => update('password', event.target.value)}
            aria-invalid={passwordError ? true : undefined}
            aria-describedby={passwordError ? `${ids}-password-error` : undefined}
            className={`${inputClass(Boolean(passwordError))} w-full pe-12`}
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
        {passwordError && (
          <p id={`${ids}-password-error`} className="text-error-700 text-sm">
            {passwordError}
          </p>
        )}
      </div>

      <button
        type="submit"
        disabled={login.isPending}
        className="mt-1 inline-flex min-h-11 items-center justify-center gap-2 rounded-lg bg-pine-700 px-4 font-semibold text-white shadow-card transition-colors hover:bg-pine-800 disabled:cursor-wait disabled:bg-pine-600"
      >
        {login.isPending && <Spinner className="size-4" />}
        {login.isPending ? t('auth.submitting') : t('auth.submit')}
      </button>
    </form>
  )
}

function inputClass(invalid: boolean): string {
  const border = invalid
    ? 'border-error-700 focus-visible:outline-error-700'
    : 'border-line-strong hover:border-ink-soft'
  return `min-h-11 rounded-lg border bg-surface px-3 text-base text-ink placeholder:text-ink-soft ${border}`
}
