import type { UseFormRegisterReturn } from 'react-hook-form'
import { Field, inputClass } from './field.tsx'

/**
 * An amount typed as the hotel writes it ("65.00"): the form's schema (the contract's) turns it into minor units,
 * so every price field reads and refuses the same way.
 */
export function MoneyField({
  label,
  hint,
  error,
  registration,
  placeholder,
  className,
}: {
  label: string
  hint?: string
  error: string | undefined
  registration: UseFormRegisterReturn
  placeholder?: string
  className?: string
}) {
  return (
    <Field label={label} hint={hint} error={error} className={className}>
      {(control) => (
        <input
          {...control}
          {...registration}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          placeholder={placeholder}
          className={inputClass(Boolean(error), 'tabular-nums')}
        />
      )}
    </Field>
  )
}
