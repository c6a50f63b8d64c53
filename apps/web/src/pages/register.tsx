import { ApiError, type AuthSession, minimumAge } from '@hotel/contract'
import { ArrowLeft, MailCheck, UserPlus } from 'lucide-react'
import { type FormEvent, Fragment, useEffect, useRef, useState } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import { Link, useLocation, useNavigate } from 'react-router'
import { AuthCard } from '../components/auth-card.tsx'
import { CountrySelect } from '../components/country-select.tsx'
import { FieldError, SubmitButton, TextAreaField, TextField } from '../components/form.tsx'
import { getAuthStore, useAuth } from '../features/account/auth-store.ts'
import { Avatar } from '../features/account/avatar-badge.tsx'
import { CodeField, emptyCode } from '../features/account/code-field.tsx'
import { NewPasswordFields } from '../features/account/credential-fields.tsx'
import { GoogleButton } from '../features/account/google-button.tsx'
import { ImageField, usePreview } from '../features/account/image-field.tsx'
import { nextPath } from '../features/account/next-path.ts'
import {
  profileDetailFields,
  registerAccountFields,
  registerFormSchema,
} from '../features/account/schemas.ts'
import { useTranslation } from '../i18n/react.tsx'
import { apiErrorText, applyServerErrors, schemaResolver, useErrorText } from '../lib/forms.ts'
import { useHydrated } from '../lib/hydrated.ts'
import { notify } from '../lib/toast.ts'

const detailFields = profileDetailFields
const accountFields = registerAccountFields

type Body = FormData | Record<string, string>

type Values = Record<
  (typeof detailFields)[number] | Exclude<(typeof accountFields)[number], 'terms'>,
  string
> & {
  terms: boolean
}

/** A legal page the terms checkbox names, in a new tab so the form keeps what was typed. */
function LegalLink({ to, children }: { to: string; children: string }) {
  const { t } = useTranslation()
  return (
    <Link to={to} target="_blank" className="font-semibold text-pine-700 underline">
      {children}
      <span className="sr-only"> {t('opensInNewTab')}</span>
    </Link>
  )
}

/** Registration in two steps, with an optional profile picture and the terms to accept. */
export default function RegisterPage() {
  const { t } = useTranslation('auth')
  const errorText = useErrorText()
  const navigate = useNavigate()
  const { search } = useLocation()
  const auth = useAuth()
  const next = nextPath(search)
  const hydrated = useHydrated()
  const [step, setStep] = useState<0 | 1>(0)
  const [picture, setPicture] = useState<File | null>(null)
  const [pictureError, setPictureError] = useState<string | null>(null)
  const preview = usePreview(picture)
  const heading = useRef<HTMLHeadingElement>(null)
  const moved = useRef(false)
  const {
    register,
    handleSubmit,
    trigger,
    setError,
    control,
    formState: { errors, isSubmitting },
  } = useForm<Values>({
    resolver: schemaResolver(registerFormSchema),
    // From a reservation's "Create an account" (or its e-mail): the e-mail it was booked with.
    defaultValues: { email: new URLSearchParams(search).get('email')?.trim() ?? '' },
  })
  // The e-mail is a guest's who booked without an account: the code mailed to it proves it is theirs.
  const [claim, setClaim] = useState<{ email: string; body: (code?: string) => Body } | null>(null)
  const [name = '', lastName = ''] = useWatch({ control, name: ['name', 'last_name'] })

  const signedIn = auth.restored && auth.token !== null && !auth.isLoading
  useEffect(() => {
    if (signedIn && !isSubmitting) navigate(next, { replace: true })
  }, [signedIn, isSubmitting, navigate, next])

  // After changing step, the step's heading takes the focus (screen readers hear where they are).
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each change of step on purpose
  useEffect(() => {
    if (!moved.current) return
    heading.current?.focus()
    window.scrollTo({ top: 0 })
  }, [step])
  const goTo = (target: 0 | 1) => {
    moved.current = true
    setStep(target)
  }

  const done = (session: AuthSession) => {
    void notify('success', session.message)
    navigate(next, { replace: true })
  }

  const onContinue = async () => {
    if (await trigger([...detailFields], { shouldFocus: true })) goTo(1)
  }

  // Enter on step 1 continues; on step 2 it creates the account.
  const onFormSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (step === 1) return void onSubmit(event)
    event.preventDefault()
    void onContinue()
  }

  const onSubmit = handleSubmit(
    async ({ terms: _terms, ...values }) => {
      const fields = Object.entries(values).filter(
        (entry): entry is [string, string] => typeof entry[1] === 'string',
      )
      // The same registration again with the code, when the e-mail asks for one.
      const bodyOf = (code?: string): Body => {
        const all: [string, string][] = code ? [...fields, ['verification_code', code]] : fields
        if (!picture) return Object.fromEntries(all)
        const form = new FormData()
        for (const [key, value] of all) form.append(key, value)
        form.append('profile_image', picture)
        return form
      }
      try {
        const answer = await getAuthStore().register(bodyOf())
        if ('token' in answer) done(answer)
        else {
          moved.current = true
          setClaim({ email: values.email, body: bodyOf })
        }
      } catch (error) {
        const shown = applyServerErrors(error, setError, [...detailFields, ...accountFields])
        const pictureProblem = error instanceof ApiError ? error.errors?.profile_image?.[0] : undefined
        if (pictureProblem) setPictureError(pictureProblem)
        if (pictureProblem || shown.some((field) => (detailFields as readonly string[]).includes(field)))
          goTo(0)
        void notify('error', apiErrorText(t, error))
      }
    },
    (invalid) => {
      if (detailFields.some((field) => invalid[field])) goTo(0)
    },
  )

  const field = (
    name: (typeof detailFields)[number] | 'email',
    props: Partial<Parameters<typeof TextField>[0]> = {},
  ) => (
    <TextField
      label={t(`fields.${name}`)}
      required
      error={errorText(errors[name])}
      {...props}
      {...register(name)}
    />
  )

  if (claim)
    return <ClaimStep email={claim.email} body={claim.body} onBack={() => setClaim(null)} onDone={done} />

  const steps = [t('register.steps.details'), t('register.steps.account')]

  return (
    <AuthCard
      icon={UserPlus}
      wide
      title={t('register.title')}
      intro={t('register.intro')}
      footer={
        <>
          {t('register.haveAccount')}{' '}
          <Link
            to={`/login${search}`}
            className="inline-flex min-h-11 items-center font-semibold text-pine-700 hover:underline"
          >
            {t('register.login')}
          </Link>
        </>
      }
    >
      {step === 0 ? <GoogleButton mode="signup" onSignedIn={done} /> : null}
      <ol className="mb-6 grid grid-cols-2 gap-2" aria-label={t('register.progress')}>
        {steps.map((label, index) => (
          <li key={label} aria-current={index === step ? 'step' : undefined}>
            <span className={`block h-1.5 rounded-full ${index <= step ? 'bg-pine-600' : 'bg-line'}`} />
            <span
              className={`mt-2 block text-sm ${index === step ? 'font-semibold text-pine-800' : 'text-ink-soft'}`}
            >
              {t('register.stepOf', { step: index + 1, total: 2 })} · {label}
            </span>
          </li>
        ))}
      </ol>
      <h2 ref={heading} tabIndex={-1} className="mb-5 text-lg font-semibold text-pine-950 outline-none">
        {steps[step]}
      </h2>
      <form noValidate onSubmit={onFormSubmit} className="grid gap-5 sm:grid-cols-2">
        {/* Keyed: React must not reuse step 1's inputs for step 2's (they would keep their text). */}
        {step === 0 ? (
          <Fragment key="details">
            {field('name', { autoComplete: 'given-name' })}
            {field('last_name', { autoComplete: 'family-name' })}
            {field('phone', { type: 'tel', autoComplete: 'tel', hint: t('fields.phoneHint') })}
            {field('identification', { autoComplete: 'off', hint: t('fields.identificationHint') })}
            {field('birth_date', {
              type: 'date',
              autoComplete: 'bday',
              hint: t('fields.birthDateHint', { min: minimumAge }),
            })}
            {field('city', { autoComplete: 'address-level2' })}
            <CountrySelect
              label={t('fields.country')}
              required
              className="sm:col-span-2"
              error={errorText(errors.country)}
              {...register('country')}
            />
            <TextAreaField
              label={`${t('fields.description')} (${t('common:form.optional')})`}
              className="sm:col-span-2"
              hint={t('fields.descriptionHint')}
              error={errorText(errors.description)}
              {...register('description')}
            />
            <div className="sm:col-span-2">
              <ImageField
                label={`${t('fields.profile_image')} (${t('common:form.optional')})`}
                file={picture}
                hint={t('common:image.hint')}
                error={errorText(pictureError ? { message: pictureError } : undefined)}
                preview={
                  <Avatar user={{ name, last_name: lastName, profile_image: null }} size="lg" src={preview} />
                }
                onChange={(file, problem) => {
                  setPicture(file)
                  setPictureError(problem)
                }}
              />
            </div>
          </Fragment>
        ) : (
          <Fragment key="account">
            {field('email', { type: 'email', autoComplete: 'email', className: 'sm:col-span-2' })}
            <NewPasswordFields
              label={t('fields.password')}
              password={{ error: errorText(errors.password), ...register('password') }}
              confirmation={{
                error: errorText(errors.password_confirmation),
                ...register('password_confirmation'),
              }}
            />
            <div className="sm:col-span-2">
              <label className="flex min-h-11 cursor-pointer items-start gap-3 text-sm">
                <input
                  type="checkbox"
                  aria-invalid={errors.terms ? true : undefined}
                  aria-describedby={errors.terms ? 'terms-error' : undefined}
                  className="mt-0.5 size-5 shrink-0 accent-pine-700"
                  {...register('terms')}
                />
                <span>
                  {t('register.terms')}{' '}
                  <LegalLink to="/terms-and-conditions">{t('register.termsLink')}</LegalLink>{' '}
                  {t('register.and')} <LegalLink to="/privacy-policy">{t('register.privacyLink')}</LegalLink>
                </span>
              </label>
              <FieldError id="terms-error" error={errorText(errors.terms)} />
            </div>
          </Fragment>
        )}
        <div className="flex flex-col-reverse gap-3 sm:col-span-2 sm:flex-row sm:justify-between">
          {step === 1 ? (
            <button type="button" className="btn btn-secondary" onClick={() => goTo(0)}>
              <ArrowLeft className="size-4" aria-hidden="true" />
              {t('register.back')}
            </button>
          ) : (
            <span />
          )}
          {step === 0 ? (
            <button type="submit" className="btn btn-primary" disabled={!hydrated}>
              {t('register.next')}
            </button>
          ) : (
            <SubmitButton busy={isSubmitting} disabled={!hydrated}>
              {t('register.submit')}
            </SubmitButton>
          )}
        </div>
      </form>
    </AuthCard>
  )
}

/**
 * The e-mail belongs to a guest who booked without an account: the code mailed to it proves it is
 * theirs, and the same registration with the code makes the account, with its reservations.
 */
function ClaimStep({
  email,
  body,
  onBack,
  onDone,
}: {
  email: string
  body: (code?: string) => Body
  onBack: () => void
  onDone: (session: AuthSession) => void
}) {
  const { t } = useTranslation('auth')
  const hydrated = useHydrated()
  const [digits, setDigits] = useState<string[]>(emptyCode)
  const [error, setError] = useState<{ text: string; all: boolean }>()
  const [busy, setBusy] = useState<'check' | 'resend' | null>(null)
  const boxes = useRef<(HTMLInputElement | null)[]>([])

  useEffect(() => {
    window.scrollTo({ top: 0 })
    boxes.current[0]?.focus()
  }, [])

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const missing = digits.findIndex((digit) => !digit)
    if (missing >= 0) {
      setError({ text: t('common:validation.allFields'), all: false })
      boxes.current[missing]?.focus()
      return
    }
    setError(undefined)
    setBusy('check')
    try {
      const answer = await getAuthStore().register(body(digits.join('')))
      if ('token' in answer) return onDone(answer)
      // Asked again (the code was spent meanwhile): a new one is on its way.
      setDigits(emptyCode())
      void notify('info', answer.message)
    } catch (failure) {
      const field = failure instanceof ApiError ? failure.errors?.verification_code?.[0] : undefined
      setError({ text: field ?? apiErrorText(t, failure), all: true })
      boxes.current[0]?.focus()
    }
    setBusy(null)
  }

  const resend = async () => {
    setBusy('resend')
    try {
      const answer = await getAuthStore().register(body())
      if ('token' in answer) return onDone(answer)
      setDigits(emptyCode())
      setError(undefined)
      void notify('success', t('register.claim.resent', { email }))
      boxes.current[0]?.focus()
    } catch (failure) {
      void notify('error', apiErrorText(t, failure))
    }
    setBusy(null)
  }

  return (
    <AuthCard
      icon={MailCheck}
      title={t('register.claim.title')}
      intro={t('register.claim.intro', { length: digits.length, email })}
      footer={
        <button
          type="button"
          onClick={resend}
          disabled={busy !== null}
          className="inline-flex min-h-11 items-center font-semibold text-pine-700 hover:underline disabled:opacity-60"
        >
          {busy === 'resend' ? t('common:loading') : t('register.claim.resend')}
        </button>
      }
    >
      <form noValidate onSubmit={onSubmit} className="grid gap-5" data-testid="claim-step">
        <CodeField digits={digits} onChange={setDigits} boxes={boxes} error={error} />
        <button
          type="submit"
          className="btn btn-primary w-full"
          disabled={busy !== null || !hydrated}
          aria-busy={busy === 'check'}
        >
          {busy === 'check' ? t('common:loading') : t('register.claim.submit')}
        </button>
        <button type="button" className="btn btn-secondary w-full" onClick={onBack} disabled={busy !== null}>
          <ArrowLeft className="size-4" aria-hidden="true" />
          {t('register.claim.back')}
        </button>
      </form>
    </AuthCard>
  )
}
