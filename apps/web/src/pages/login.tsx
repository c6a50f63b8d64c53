import { LogIn } from 'lucide-react'
import { type FormEvent, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { AuthCard } from '../components/auth-card.tsx'
import { focusFirstInvalid, formValues, PasswordField, TextField } from '../components/form.tsx'
import { isEmail } from '../lib/validation.ts'

/** Sign in with e-mail and password. The request itself is wired by the accounts feature. */
export default function LoginPage() {
  const { t } = useTranslation('auth')
  const [errors, setErrors] = useState<{ email?: string; password?: string }>({})

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const values = formValues(event.currentTarget, ['email', 'password'])
    const next = {
      email: !values.email
        ? t('common:validation.required')
        : isEmail(values.email)
          ? undefined
          : t('common:validation.email'),
      password: values.password ? undefined : t('common:validation.required'),
    }
    setErrors(next)
    if (next.email || next.password) focusFirstInvalid(event.currentTarget)
  }

  return (
    <AuthCard
      icon={LogIn}
      title={t('login.title')}
      intro={t('login.intro')}
      footer={
        <>
          {t('login.noAccount')}{' '}
          <Link to="/register" className="font-semibold text-pine-700 hover:underline">
            {t('login.register')}
          </Link>
        </>
      }
    >
      <form noValidate onSubmit={onSubmit} className="grid gap-5">
        <TextField
          label={t('fields.email')}
          name="email"
          type="email"
          autoComplete="email"
          required
          error={errors.email}
        />
        <div>
          <PasswordField
            label={t('fields.password')}
            name="password"
            autoComplete="current-password"
            required
            error={errors.password}
          />
          <Link
            to="/password-reset"
            className="mt-1 inline-flex min-h-11 items-center text-sm font-medium text-pine-700 hover:underline"
          >
            {t('login.forgot')}
          </Link>
        </div>
        <button type="submit" className="btn btn-primary w-full">
          {t('login.submit')}
        </button>
      </form>
    </AuthCard>
  )
}
