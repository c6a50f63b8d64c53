import { Eye, EyeOff } from 'lucide-react'
import {
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
  type TextareaHTMLAttributes,
  useId,
  useState,
} from 'react'
import { useTranslation } from 'react-i18next'
import { FieldError } from './field-error.tsx'

export { FieldError }

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> & {
  ref?: Ref<HTMLInputElement>
  label: string
  error?: string | null
  hint?: ReactNode
}

function describedBy(...ids: (string | false | null | undefined)[]) {
  const value = ids.filter(Boolean).join(' ')
  return value || undefined
}

export function TextField({ label, error, hint, className = '', ...input }: InputProps) {
  const id = useId()
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-ink">
        {label}
      </label>
      <input
        id={id}
        className="field-input"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(hint ? `${id}-hint` : null, error ? `${id}-error` : null)}
        {...input}
      />
      {hint ? (
        <p id={`${id}-hint`} className="mt-1.5 text-sm text-ink-soft">
          {hint}
        </p>
      ) : null}
      <FieldError id={`${id}-error`} error={error} />
    </div>
  )
}

export function PasswordField({ label, error, hint, className = '', ...input }: InputProps) {
  const { t } = useTranslation()
  const id = useId()
  const [visible, setVisible] = useState(false)
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-ink">
        {label}
      </label>
      <div className="relative">
        <input
          id={id}
          type={visible ? 'text' : 'password'}
          className="field-input pr-12"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(hint ? `${id}-hint` : null, error ? `${id}-error` : null)}
          {...input}
        />
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
      {hint ? (
        <p id={`${id}-hint`} className="mt-1.5 text-sm text-ink-soft">
          {hint}
        </p>
      ) : null}
      <FieldError id={`${id}-error`} error={error} />
    </div>
  )
}

type TextAreaProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> & {
  ref?: Ref<HTMLTextAreaElement>
  label: string
  error?: string | null
  hint?: ReactNode
}

export function TextAreaField({ label, error, hint, className = '', ...textarea }: TextAreaProps) {
  const id = useId()
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-ink">
        {label}
      </label>
      <textarea
        id={id}
        className="field-input min-h-32 resize-y"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(hint ? `${id}-hint` : null, error ? `${id}-error` : null)}
        {...textarea}
      />
      {hint ? (
        <p id={`${id}-hint`} className="mt-1.5 text-sm text-ink-soft">
          {hint}
        </p>
      ) : null}
      <FieldError id={`${id}-error`} error={error} />
    </div>
  )
}

/** Reads a form's text fields into a plain object. */
export function formValues<K extends string>(form: HTMLFormElement, names: readonly K[]): Record<K, string> {
  const data = new FormData(form)
  return Object.fromEntries(names.map((name) => [name, String(data.get(name) ?? '').trim()])) as Record<
    K,
    string
  >
}

/** Moves focus to the first invalid field after a failed submit. */
export function focusFirstInvalid(form: HTMLFormElement) {
  requestAnimationFrame(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus())
}
