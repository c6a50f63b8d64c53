import type { FieldError, FieldValues, Path, UseFormRegister } from 'react-hook-form'
import { useFieldErrorText } from '../lib/forms.ts'
import { Field } from './field.tsx'
import { PasswordInput } from './password-input.tsx'

interface NewPassword extends FieldValues {
  password: string
  password_confirmation: string
}

interface Props<Values extends NewPassword> {
  register: UseFormRegister<Values>
  errors: { password?: FieldError; password_confirmation?: FieldError }
  labels: { password: string; confirmation: string }
  /** Says how long the password must be. */
  hint: string
}

/** A new password and its repetition, as every form that sets one asks for them (password managers included). */
export function NewPasswordFields<Values extends NewPassword>({
  register,
  errors,
  labels,
  hint,
}: Props<Values>) {
  const fieldError = useFieldErrorText()
  const passwordError = fieldError(errors.password)
  const confirmationError = fieldError(errors.password_confirmation)
  return (
    <>
      <Field label={labels.password} hint={hint} error={passwordError}>
        {(control) => (
          <PasswordInput
            {...control}
            {...register('password' as Path<Values>)}
            autoComplete="new-password"
            invalid={Boolean(passwordError)}
          />
        )}
      </Field>
      <Field label={labels.confirmation} error={confirmationError}>
        {(control) => (
          <PasswordInput
            {...control}
            {...register('password_confirmation' as Path<Values>)}
            autoComplete="new-password"
            invalid={Boolean(confirmationError)}
          />
        )}
      </Field>
    </>
  )
}
