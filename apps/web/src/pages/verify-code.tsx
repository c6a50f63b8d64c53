import { oneTimeCodeCheckSchema, oneTimeCodeLength } from '@hotel/contract'
import { ShieldCheck } from 'lucide-react'
import { type FormEvent, useEffect, useRef, useState } from 'react'
import { useNavigate } from 'react-router'
import { AuthCard } from '../components/auth-card.tsx'
import { CodeField, emptyCode } from '../features/account/code-field.tsx'
import { readResetFlow, saveResetFlow } from '../features/account/reset-flow.ts'
import { useTranslation } from '../i18n/react.tsx'
import { api } from '../lib/api.ts'
import { apiErrorText, useErrorText } from '../lib/forms.ts'
import { useHydrated } from '../lib/hydrated.ts'
import { notify } from '../lib/toast.ts'

const codeLength = oneTimeCodeLength

/** Step 2 of password recovery: the one-time code from the e-mail; every digit must be filled. */
export default function VerifyCodePage() {
  const { t } = useTranslation('auth')
  const errorText = useErrorText()
  const navigate = useNavigate()
  const hydrated = useHydrated()
  const [email, setEmail] = useState<string | null>(null)
  const [digits, setDigits] = useState<string[]>(emptyCode)
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
      setDigits(emptyCode())
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
        <CodeField digits={digits} onChange={setDigits} boxes={inputs} error={error} />
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
