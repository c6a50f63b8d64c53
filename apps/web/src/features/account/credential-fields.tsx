import { minimumPasswordLength } from '@hotel/contract'
import type { UseFormRegisterReturn } from 'react-hook-form'
import { PasswordField, TextField } from '../../components/form.tsx'
import { useTranslation } from '../../i18n/react.tsx'

type Binding = UseFormRegisterReturn & { error?: string }

/** The account's e-mail, to sign in or to recover the password. */
export function AccountEmailField(binding: Binding) {
  const { t } = useTranslation()
  return <TextField label={t('auth:fields.email')} type="email" autoComplete="email" required {...binding} />
}

/** A new password (with its rule as the hint) and its confirmation, both for the password manager to fill. */
export function NewPasswordFields({
  label,
  password,
  confirmation,
}: {
  label: string
  password: Binding
  confirmation: Binding
}) {
  const { t } = useTranslation()
  return (
    <>
      <PasswordField
        label={label}
        autoComplete="new-password"
        required
        hint={t('auth:fields.passwordHint', { min: minimumPasswordLength })}
        {...password}
      />
      <PasswordField
        label={t('auth:fields.password_confirmation')}
        autoComplete="new-password"
        required
        {...confirmation}
      />
    </>
  )
}
