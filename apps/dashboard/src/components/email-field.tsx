import type { UseFormRegisterReturn } from 'react-hook-form'
import { Field, inputClass } from './field.tsx'

/**
 * The e-mail a staff member signs in with: the browser's saved username, no capital or spelling fix on a
 * phone. Register it trimmed: `register('email', { setValueAs: trimmed })`.
 */
export function SignInEmailField({
  label,
  error,
  registration,
}: {
  label: string
  error: string | undefined
  registration: UseFormRegisterReturn
}) {
  return (
    <Field label={label} error={error}>
      {(control) => (
        <input
          {...control}
          {...registration}
          type="email"
          inputMode="email"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          className={inputClass(Boolean(error))}
        />
      )}
    </Field>
  )
}

/** A typed e-mail without the spaces a paste brings along. */
export const trimmed = (value: string) => value.trim()
