import { oneTimeCodeCheckSchema, oneTimeCodeLength } from '@hotel/contract'
import { ShieldCheck } from 'lucide-react'
import { type ClipboardEvent, type FormEvent, type KeyboardEvent, useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { AuthCard } from '../components/auth-card.tsx'
import { FieldError } from '../components/form.tsx'
import { type CodeEdit, enterText, erase, pasteText, typeDigit } from '../features/account/code-boxes.ts'
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

  const apply = (edit: CodeEdit | null) => {
    if (!edit) return
    setDigits(edit.digits)
    inputs.current[edit.focus]?.focus()
  }

  // Digits and Backspace are handled at the key, so that a digit typed over the same digit still moves on
  // (the box's value would not change, and no change event would follow).
  const onKeyDown = (index: number) => (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.ctrlKey || event.metaKey || event.altKey) return
    let edit: CodeEdit | null = null
    if (/^\d$/.test(event.key)) edit = typeDigit(digits, index, event.key)
    else if (event.key === 'Backspace') edit = erase(digits, index)
    else if (event.key === 'ArrowLeft' && index > 0) edit = { digits, focus: index - 1 }
    else if (event.key === 'ArrowRight' && index < codeLength - 1) edit = { digits, focus: index + 1 }
    if (!edit) return
    event.preventDefault()
    apply(edit)
  }

  const onPaste = (index: number) => (event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault()
    apply(pasteText(digits, index, event.clipboardData.getData('text')))
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
                onChange={(event) => apply(enterText(digits, index, event.target.value))}
                onKeyDown={onKeyDown(index)}
                onPaste={onPaste(index)}
                // The caret after the digit, not a selection: a phone keyboard's digit then changes the value
                // (old and new digit), so the change is seen even when both are the same.
                onFocus={(event) => {
                  const end = event.target.value.length
                  event.target.setSelectionRange(end, end)
                }}
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
