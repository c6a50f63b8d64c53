import { Eye, EyeOff } from 'lucide-react'
import { type ComponentProps, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { inputClass } from './field.tsx'

type Props = Omit<ComponentProps<'input'>, 'type' | 'className'> & { invalid: boolean }

/** A password box with a button that shows what was typed: on a phone keyboard a typo is easy and invisible. */
export function PasswordInput({ invalid, ...input }: Props) {
  const { t } = useTranslation()
  const [shown, setShown] = useState(false)
  const label = shown ? t('auth.hidePassword') : t('auth.showPassword')
  return (
    <div className="relative">
      <input {...input} type={shown ? 'text' : 'password'} className={inputClass(invalid, 'pe-12')} />
      <button
        type="button"
        onClick={() => setShown((value) => !value)}
        aria-pressed={shown}
        aria-label={label}
        title={label}
        className="absolute inset-y-0 end-0 flex w-11 items-center justify-center rounded-e-lg text-ink-soft hover:text-ink"
      >
        {shown ? (
          <EyeOff className="size-5" aria-hidden="true" />
        ) : (
          <Eye className="size-5" aria-hidden="true" />
        )}
      </button>
    </div>
  )
}
