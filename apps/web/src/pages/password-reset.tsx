import { KeyRound } from 'lucide-react'
import { type FormEvent, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { AuthCard } from '../components/auth-card.tsx'
import { focusFirstInvalid, formValues, TextField } from '../components/form.tsx'
import { isEmail } from '../lib/validation.ts'

/** Step 1 of password recovery: the account's e-mail, to receive a one-time code. */
export default function PasswordResetPage() {
  const { t } = useTranslation('auth')
  const [error, setError] = useState<string>()

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const { email } = formValues(event.currentTarget, ['email'])
    const next = !email
      ? t('common:validation.required')
      : isEmail(email)
        ? undefined
        : t('common:validation.email')
    setError(next)
    if (next) focusFirstInvalid(event.currentTarget)
    // Requesting the code is wired by the accounts feature.
  }

  return (
    <AuthCard
      icon={KeyRound}
      title={t('reset.title')}
      intro={t('reset.intro')}
      footer={
        <Link to="/login" className="font-semibold text-pine-700 hover:underline">
          {t('reset.back')}
        </Link>
      }
    >
      <form noValidate onSubmit={onSubmit} className="grid gap-5">
        <TextField
          label={t('fields.email')}
          name="email"
          type="email"
          autoComplete="email"
          required
          error={error}
        />
        <button type="submit" className="btn btn-primary w-full">
          {t('reset.submit')}
        </button>
      </form>
    </AuthCard>
  )
}
