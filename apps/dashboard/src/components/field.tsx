import { type ReactNode, useId } from 'react'
import type { UseFormRegisterReturn } from 'react-hook-form'
import { useTranslation } from 'react-i18next'

/** What Field hands its control: spread it on the <input>, <select> or <textarea>. */
interface FieldControlProps {
  id: string
  'aria-describedby': string | undefined
  'aria-invalid': true | undefined
}

interface FieldProps {
  label: string
  /** A line under the label that helps fill it in ("As on their ID card"). */
  hint?: string
  /** The error sentence, already translated (useFieldErrorText). */
  error?: string
  /** Marks the label "(optional)": required is the usual case in staff forms, so optional is what is said. */
  optional?: boolean
  children: (control: FieldControlProps) => ReactNode
  className?: string
}

/**
 * A labelled form control with its hint and error, wired for screen readers: the label names the control,
 * the hint and the error describe it, and an error marks it invalid.
 *
 *   <Field label={t('...')} error={errorText(errors.email)}>
 *     {(control) => <input {...control} {...register('email')} className={inputClass(Boolean(errors.email))} />}
 *   </Field>
 */
export function Field({ label, hint, error, optional = false, children, className = '' }: FieldProps) {
  const { t } = useTranslation()
  const id = useId()
  const hintId = hint ? `${id}-hint` : undefined
  const errorId = error ? `${id}-error` : undefined
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined
  return (
    <div className={`flex flex-col gap-1.5 ${className}`}>
      <label htmlFor={id} className="font-medium text-sm">
        {label}
        {optional && <span className="font-normal text-ink-soft"> ({t('form.optional')})</span>}
      </label>
      {hint && (
        <p id={hintId} className="text-ink-soft text-sm">
          {hint}
        </p>
      )}
      {children({ id, 'aria-describedby': describedBy, 'aria-invalid': error ? true : undefined })}
      {error && (
        <p id={errorId} className="text-error-700 text-sm">
          {error}
        </p>
      )}
    </div>
  )
}

/** The look of a text input, select or textarea; red edge when invalid. */
export function inputClass(invalid: boolean, extra = ''): string {
  const edge = invalid
    ? 'border-error-700 focus-visible:outline-error-700'
    : 'border-line-strong hover:border-ink-soft'
  return `min-h-11 w-full rounded-lg border bg-surface px-3 text-base text-ink placeholder:text-ink-soft ${edge}${extra ? ` ${extra}` : ''}`
}

/**
 * A Field around a one-line <input> that react-hook-form registers (a name, an e-mail, a phone), red when its
 * error is given; browsers' autofill is off unless `autoComplete` says otherwise (staff type other people's data).
 */
export function InputField({
  label,
  error,
  registration,
  type = 'text',
  autoComplete = 'off',
  optional,
  hint,
  className,
}: {
  label: string
  error: string | undefined
  /** What `register(name)` answers. */
  registration: UseFormRegisterReturn
  type?: string
  autoComplete?: string
  optional?: boolean
  hint?: string
  className?: string
}) {
  return (
    <Field label={label} error={error} optional={optional} hint={hint} className={className}>
      {(control) => (
        <input
          {...control}
          {...registration}
          type={type}
          autoComplete={autoComplete}
          className={inputClass(Boolean(error))}
        />
      )}
    </Field>
  )
}
