import { ShieldCheck } from 'lucide-react'
import { type ClipboardEvent, type FormEvent, type KeyboardEvent, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { AuthCard } from '../components/auth-card.tsx'
import { FieldError } from '../components/form.tsx'

const codeLength = 6

/** Step 2 of password recovery: the one-time code from the e-mail; every digit must be filled. */
export default function VerifyCodePage() {
  const { t } = useTranslation('auth')
  const [digits, setDigits] = useState<string[]>(() => Array(codeLength).fill(''))
  const [error, setError] = useState<string>()
  const inputs = useRef<(HTMLInputElement | null)[]>([])

  const setDigit = (index: number, value: string) => {
    const clean = value.replace(/\D/g, '')
    if (clean.length > 1) return fill(index, clean)
    setDigits((current) => current.map((digit, i) => (i === index ? clean : digit)))
    if (clean && index < codeLength - 1) inputs.current[index + 1]?.focus()
  }

  const fill = (start: number, text: string) => {
    const chars = text
      .replace(/\D/g, '')
      .slice(0, codeLength - start)
      .split('')
    setDigits((current) =>
      current.map((digit, i) => (i >= start && i < start + chars.length ? (chars[i - start] ?? '') : digit)),
    )
    inputs.current[Math.min(start + chars.length, codeLength - 1)]?.focus()
  }

  const onKeyDown = (index: number) => (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace' && !digits[index] && index > 0) inputs.current[index - 1]?.focus()
    if (event.key === 'ArrowLeft' && index > 0) inputs.current[index - 1]?.focus()
    if (event.key === 'ArrowRight' && index < codeLength - 1) inputs.current[index + 1]?.focus()
  }

  const onPaste = (index: number) => (event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault()
    fill(index, event.clipboardData.getData('text'))
  }

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const missing = digits.findIndex((digit) => !digit)
    setError(missing >= 0 ? t('common:validation.allFields') : undefined)
    if (missing >= 0) inputs.current[missing]?.focus()
    // Checking the code is wired by the accounts feature.
  }

  return (
    <AuthCard
      icon={ShieldCheck}
      title={t('verify.title')}
      intro={t('verify.intro', { length: codeLength })}
      footer={
        <Link to="/password-reset" className="font-semibold text-pine-700 hover:underline">
          {t('verify.resend')}
        </Link>
      }
    >
      <form noValidate onSubmit={onSubmit} className="grid gap-5">
        <fieldset aria-describedby={error ? 'code-error' : undefined}>
          <legend className="mb-2 text-sm font-medium text-ink">{t('verify.label')}</legend>
          <div className="flex justify-between gap-2">
            {digits.map((digit, index) => (
              <input
                // biome-ignore lint/suspicious/noArrayIndexKey: the boxes are positions of the code
                key={index}
                ref={(element) => {
                  inputs.current[index] = element
                }}
                value={digit}
                onChange={(event) => setDigit(index, event.target.value)}
                onKeyDown={onKeyDown(index)}
                onPaste={onPaste(index)}
                inputMode="numeric"
                autoComplete={index === 0 ? 'one-time-code' : 'off'}
                maxLength={codeLength}
                aria-label={t('verify.digit', { position: index + 1, total: codeLength })}
                aria-invalid={error && !digit ? true : undefined}
                className="field-input h-14 w-full max-w-14 px-0 text-center text-lg font-semibold tabular-nums"
              />
            ))}
          </div>
          <FieldError id="code-error" error={error} />
        </fieldset>
        <button type="submit" className="btn btn-primary w-full">
          {t('verify.submit')}
        </button>
      </form>
    </AuthCard>
  )
}
