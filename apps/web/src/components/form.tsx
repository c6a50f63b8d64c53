import { Eye, EyeOff } from 'lucide-react'
import {
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
  type TextareaHTMLAttributes,
  useId,
  useState,
} from 'react'
import { useTranslation } from '../i18n/react.tsx'
import { FieldError } from './field-error.tsx'

export { FieldError }

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> & {
  ref?: Ref<HTMLInputElement>
  label: string
  error?: string | null
  hint?: ReactNode
}

/** What every field's control gets: its id, and the ids of its hint and error (aria-describedby). */
interface ControlProps {
  id: string
  'aria-invalid': true | undefined
  'aria-describedby': string | undefined
}

/** The frame every field shares: label, the control, an optional hint, the error. */
export function Field(props: {
  label: string
  error?: string | null
  hint?: ReactNode
  className: string
  children: (control: ControlProps) => ReactNode
}) {
  const id = useId()
  const described = [props.hint ? `${id}-hint` : '', props.error ? `${id}-error` : '']
    .filter(Boolean)
    .join(' ')
  return (
    <div className={props.className}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-ink">
        {props.label}
      </label>
      {props.children({
        id,
        'aria-invalid': props.error ? true : undefined,
        'aria-describedby': described || undefined,
      })}
      {props.hint ? (
        <p id={`${id}-hint`} className="mt-1.5 text-sm text-ink-soft">
          {props.hint}
        </p>
      ) : null}
      <FieldError id={`${id}-error`} error={props.error} />
    </div>
  )
}

export function TextField({ label, error, hint, className = '', ...input }: InputProps) {
  return (
    <Field label={label} error={error} hint={hint} className={className}>
      {(control) => <input className="field-input" {...control} {...input} />}
    </Field>
  )
}

export function PasswordField({ label, error, hint, className = '', ...input }: InputProps) {
  const { t } = useTranslation()
  const [visible, setVisible] = useState(false)
  return (
    <Field label={label} error={error} hint={hint} className={className}>
      {(control) => (
        <div className="relative">
          <input type={visible ? 'text' : 'password'} className="field-input pr-12" {...control} {...input} />
          <button
            type="button"
            onClick={() => setVisible((value) => !value)}
            className="absolute inset-y-0 right-0 inline-flex w-11 items-center justify-center rounded-r-[0.625rem] text-ink-soft hover:text-pine-800"
            aria-label={visible ? t('form.hidePassword') : t('form.showPassword')}
            aria-pressed={visible}
          >
            {visible ? (
              <EyeOff className="size-5" aria-hidden="true" />
            ) : (
              <Eye className="size-5" aria-hidden="true" />
            )}
          </button>
        </div>
      )}
    </Field>
  )
}

type TextAreaProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> & {
  ref?: Ref<HTMLTextAreaElement>
  label: string
  error?: string | null
  hint?: ReactNode
}

export function TextAreaField({ label, error, hint, className = '', ...textarea }: TextAreaProps) {
  return (
    <Field label={label} error={error} hint={hint} className={className}>
      {(control) => <textarea className="field-input min-h-32 resize-y" {...control} {...textarea} />}
    </Field>
  )
}

/** A form's submit button: while the form is busy it says so and cannot be pressed again. */
export function SubmitButton({
  busy,
  disabled = false,
  className = 'btn btn-primary',
  children,
}: {
  busy: boolean
  /** Not ready yet, whatever `busy` says (before hydration, nothing changed). */
  disabled?: boolean
  className?: string
  children: ReactNode
}) {
  const { t } = useTranslation()
  return (
    <button type="submit" className={className} disabled={busy || disabled} aria-busy={busy}>
      {busy ? t('common:loading') : children}
    </button>
  )
}
