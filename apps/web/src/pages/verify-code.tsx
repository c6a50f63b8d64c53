import { oneTimeCodeCheckSchema, oneTimeCodeLength } from '@hotel/contract'
import { ShieldCheck } from 'lucide-react'
import { type ClipboardEvent, type FormEvent, type KeyboardEvent, useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { AuthCard } from '../components/auth-card.tsx'
import { FieldError } from '../components/form.tsx'
import { apiErrorText, useErrorText, useHydrated } from '../features/account/forms.ts'
import { readResetFlow, saveResetFlow } from '../features/account/reset-flow.ts'
import { api } from '../lib/api.ts'
import { notify } from '../lib/toast.ts'

const codeLength = oneTimeCodeLength

/** Step 2 of password recovery: the one-time code from the e-mail; every digit must be filled. */
export default function VerifyCodePage() {
  const { t } = useTranslation('auth')
  const errorText = useErrorText()
  const navigate = useNavigate()
  const hydrated = useHydrated()
  const [email, setEmail] = useState<string | null>(null)
  const [digits, setDigits] = useState<string[]>(() => Array(codeLength).fill(''))
  // `all`: the whole code is wrong (the server said so), not just some empty boxes.
  const [error, setError] = useState<{ text: string; all: boolean }>()
  const [busy, setBusy] = useState<'check' | 'resend' | null>(null)
  const inputs = useRef<(HTMLInputElement | null)[]>([])

  // The e-mail comes from the first step; without it there is nothing to check.
  useEffect(() => {
    const flow = readResetFlow()
    if (flow) setEmail(flow.email)
    else navigate('/password-reset', { replace: true })
  }, [navigate])

  const fill = (start: number, text: string) => {
    const chars = text
      .replace(/\D/g, '')
      .slice(0, codeLength - start)
      .split('')
    if (!chars.length) return
    setDigits((current) =>
      current.map((digit, i) => (i >= start && i < start + chars.length ? (chars[i - start] ?? '') : digit)),
    )
    inputs.current[Math.min(start + chars.length, codeLength - 1)]?.focus()
  }

  const setDigit = (index: number, value: string) => {
    let clean = value.replace(/\D/g, '')
    // Typing over a filled box replaces its digit (the browser appends or prepends the new one).
    const old = digits[index]
    if (clean.length === 2 && old) clean = clean[0] === old ? clean.slice(1) : clean.slice(0, 1)
    if (clean.length > 1) return fill(index, clean)
    setDigits((current) => current.map((digit, i) => (i === index ? clean : digit)))
    if (clean && index < codeLength - 1) inputs.current[index + 1]?.focus()
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

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const missing = digits.findIndex((digit) => !digit)
    if (missing >= 0) {
      setError({ text: t('common:validation.allFields'), all: false })
      inputs.current[missing]?.focus()
      return
    }
    if (!email) return
    const parsed = oneTimeCodeCheckSchema.safeParse({ email, code: digits.join('') })
    if (!parsed.success) {
      setError({ text: errorText({ message: parsed.error.issues[0]?.message }) ?? '', all: true })
      return
    }
    setError(undefined)
    setBusy('check')
    try {
      const { message } = await api<{ message: string }>('/auth/one-time-password/check', {
        method: 'POST',
        body: parsed.data,
      })
      saveResetFlow({ email: parsed.data.email, code: parsed.data.code })
      void notify('success', message)
      navigate('/update-password')
    } catch (failure) {
      const text = apiErrorText(t, failure)
      setError({ text, all: true })
      void notify('error', text)
      inputs.current[0]?.focus()
    } finally {
      setBusy(null)
    }
  }

  const resend = async () => {
    if (!email) return
    setBusy('resend')
    try {
      const { message } = await api<{ message: string }>('/auth/one-time-password/request', {
        method: 'POST',
        body: { email },
      })
      setDigits(Array(codeLength).fill(''))
      setError(undefined)
      void notify('success', message)
      inputs.current[0]?.focus()
    } catch (failure) {
      void notify('error', apiErrorText(t, failure))
    } finally {
      setBusy(null)
    }
  }

  return (
    <AuthCard
      icon={ShieldCheck}
      title={t('verify.title')}
      intro={
        email ? t('verify.introTo', { length: codeLength, email }) : t('verify.intro', { length: codeLength })
      }
      footer={
        <button
          type="button"
          onClick={resend}
          disabled={busy !== null || !email}
          className="inline-flex min-h-11 items-center font-semibold text-pine-700 hover:underline disabled:opacity-60"
        >
          {busy === 'resend' ? t('common:loading') : t('verify.resend')}
        </button>
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
                onFocus={(event) => event.target.select()}
                inputMode="numeric"
                autoComplete={index === 0 ? 'one-time-code' : 'off'}
                maxLength={codeLength}
                aria-label={t('verify.digit', { position: index + 1, total: codeLength })}
                aria-invalid={error && (error.all || !digit) ? true : undefined}
                className="field-input h-14 w-full max-w-14 px-0 text-center text-lg font-semibold tabular-nums"
              />
            ))}
          </div>
          <FieldError id="code-error" error={error?.text} />
        </fieldset>
        <button
          type="submit"
          className="btn btn-primary w-full"
          disabled={busy !== null || !hydrated}
          aria-busy={busy === 'check'}
        >
          {busy === 'check' ? t('common:loading') : t('verify.submit')}
        </button>
      </form>
    </AuthCard>
  )
}
