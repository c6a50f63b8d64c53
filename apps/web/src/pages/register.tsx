import { ArrowLeft, UserPlus } from 'lucide-react'
import { type ChangeEvent, type FormEvent, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { AuthCard } from '../components/auth-card.tsx'
import { FieldError, focusFirstInvalid, PasswordField, TextField } from '../components/form.tsx'
import { ageOn, hotelToday, isEmail, isValidDate, minimumAge, minPasswordLength } from '../lib/validation.ts'

const stepFields = [
  ['name', 'last_name', 'email', 'phone', 'identification', 'birth_date'],
  ['city', 'country', 'password', 'password_confirmation'],
] as const
type Field = (typeof stepFields)[number][number]
type Values = Record<Field, string>
type Errors = Partial<Record<Field | 'terms', string>>

const empty = Object.fromEntries(stepFields.flat().map((field) => [field, ''])) as Values

/** Registration in two steps (who you are, then your account), with the terms to accept. */
export default function RegisterPage() {
  const { t } = useTranslation('auth')
  const [step, setStep] = useState<0 | 1>(0)
  const [values, setValues] = useState<Values>(empty)
  const [terms, setTerms] = useState(false)
  const [errors, setErrors] = useState<Errors>({})

  const set = (field: Field) => (event: ChangeEvent<HTMLInputElement>) =>
    setValues((current) => ({ ...current, [field]: event.target.value }))

  const validate = (): Errors => {
    const required = t('common:validation.required')
    const next: Errors = {}
    for (const field of stepFields[step]) if (!values[field].trim()) next[field] = required
    if (step === 0) {
      if (values.email && !isEmail(values.email)) next.email = t('common:validation.email')
      if (values.birth_date && !isValidDate(values.birth_date)) next.birth_date = t('common:validation.date')
      else if (values.birth_date && ageOn(values.birth_date, hotelToday()) < minimumAge)
        next.birth_date = t('common:validation.age')
    } else {
      if (values.password && values.password.length < minPasswordLength)
        next.password = t('common:validation.passwordLength', { min: minPasswordLength })
      if (values.password_confirmation && values.password_confirmation !== values.password)
        next.password_confirmation = t('common:validation.passwordMatch')
      if (!terms) next.terms = t('common:validation.terms')
    }
    return next
  }

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const next = validate()
    setErrors(next)
    if (Object.keys(next).length) {
      focusFirstInvalid(event.currentTarget)
      return
    }
    if (step === 0) {
      setStep(1)
      window.scrollTo({ top: 0 })
    }
    // Creating the account is wired by the accounts feature.
  }

  const field = (name: Field, props: Partial<Parameters<typeof TextField>[0]> = {}) => (
    <TextField
      label={t(`fields.${name}`)}
      name={name}
      value={values[name]}
      onChange={set(name)}
      required
      error={errors[name]}
      {...props}
    />
  )

  return (
    <AuthCard
      icon={UserPlus}
      wide
      title={t('register.title')}
      intro={t('register.intro')}
      footer={
        <>
          {t('register.haveAccount')}{' '}
          <Link to="/login" className="font-semibold text-pine-700 hover:underline">
            {t('register.login')}
          </Link>
        </>
      }
    >
      <ol className="mb-6 grid grid-cols-2 gap-2" aria-label={t('register.progress')}>
        {[t('register.steps.details'), t('register.steps.account')].map((label, index) => (
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
      <form noValidate onSubmit={onSubmit} className="grid gap-5 sm:grid-cols-2">
        {step === 0 ? (
          <>
            {field('name', { autoComplete: 'given-name' })}
            {field('last_name', { autoComplete: 'family-name' })}
            {field('email', { type: 'email', autoComplete: 'email', className: 'sm:col-span-2' })}
            {field('phone', { type: 'tel', autoComplete: 'tel' })}
            {field('identification', { autoComplete: 'off', hint: t('fields.identificationHint') })}
            {field('birth_date', {
              type: 'date',
              autoComplete: 'bday',
              hint: t('fields.birthDateHint', { min: minimumAge }),
            })}
          </>
        ) : (
          <>
            {field('city', { autoComplete: 'address-level2' })}
            {field('country', { autoComplete: 'country-name' })}
            <PasswordField
              label={t('fields.password')}
              name="password"
              autoComplete="new-password"
              value={values.password}
              onChange={set('password')}
              required
              hint={t('fields.passwordHint', { min: minPasswordLength })}
              error={errors.password}
            />
            <PasswordField
              label={t('fields.password_confirmation')}
              name="password_confirmation"
              autoComplete="new-password"
              value={values.password_confirmation}
              onChange={set('password_confirmation')}
              required
              error={errors.password_confirmation}
            />
            <div className="sm:col-span-2">
              <label className="flex min-h-11 cursor-pointer items-start gap-3 text-sm">
                <input
                  type="checkbox"
                  name="terms"
                  checked={terms}
                  onChange={(event) => setTerms(event.target.checked)}
                  aria-invalid={errors.terms ? true : undefined}
                  aria-describedby={errors.terms ? 'terms-error' : undefined}
                  className="mt-0.5 size-5 shrink-0 accent-pine-700"
                />
                <span>
                  {t('register.terms')}{' '}
                  <Link
                    to="/terms-and-conditions"
                    target="_blank"
                    className="font-semibold text-pine-700 underline"
                  >
                    {t('register.termsLink')}
                  </Link>{' '}
                  {t('register.and')}{' '}
                  <Link
                    to="/privacy-policy"
                    target="_blank"
                    className="font-semibold text-pine-700 underline"
                  >
                    {t('register.privacyLink')}
                  </Link>
                </span>
              </label>
              <FieldError id="terms-error" error={errors.terms} />
            </div>
          </>
        )}
        <div className="flex flex-col-reverse gap-3 sm:col-span-2 sm:flex-row sm:justify-between">
          {step === 1 ? (
            <button type="button" className="btn btn-secondary" onClick={() => setStep(0)}>
              <ArrowLeft className="size-4" aria-hidden="true" />
              {t('register.back')}
            </button>
          ) : (
            <span />
          )}
          <button type="submit" className="btn btn-primary">
            {step === 0 ? t('register.next') : t('register.submit')}
          </button>
        </div>
      </form>
    </AuthCard>
  )
}
