import { LockKeyhole } from 'lucide-react'
import { type FormEvent, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { AuthCard } from '../components/auth-card.tsx'
import { focusFirstInvalid, formValues, PasswordField } from '../components/form.tsx'
import { minPasswordLength } from '../lib/validation.ts'

/** Step 3 of password recovery: the new password, twice. */
export default function UpdatePasswordPage() {
  const { t } = useTranslation('auth')
  const [errors, setErrors] = useState<{ password?: string; password_confirmation?: string }>({})

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const values = formValues(event.currentTarget, ['password', 'password_confirmation'])
    const required = t('common:validation.required')
    const next = {
      password: !values.password
        ? required
        : values.password.length < minPasswordLength
          ? t('common:validation.passwordLength', { min: minPasswordLength })
          : undefined,
      password_confirmation: !values.password_confirmation
        ? required
        : values.password_confirmation !== values.password
          ? t('common:validation.passwordMatch')
          : undefined,
    }
    setErrors(next)
    if (next.password || next.password_confirmation) focusFirstInvalid(event.currentTarget)
    // Saving the password is wired by the accounts feature.
  }

  return (
    <AuthCard icon={LockKeyhole} title={t('update.title')} intro={t('update.intro')}>
      <form noValidate onSubmit={onSubmit} className="grid gap-5">
        <PasswordField
          label={t('fields.newPassword')}
          name="password"
          autoComplete="new-password"
          required
          hint={t('fields.passwordHint', { min: minPasswordLength })}
          error={errors.password}
        />
        <PasswordField
          label={t('fields.password_confirmation')}
          name="password_confirmation"
          autoComplete="new-password"
          required
          error={errors.password_confirmation}
        />
        <button type="submit" className="btn btn-primary w-full">
          {t('update.submit')}
        </button>
      </form>
    </AuthCard>
  )
}
