import { oneTimeCodeRequestSchema } from '@hotel/contract'
import { KeyRound } from 'lucide-react'
import { useForm } from 'react-hook-form'
import { Link, useLocation, useNavigate } from 'react-router'
import { AuthCard } from '../components/auth-card.tsx'
import { SubmitButton } from '../components/form.tsx'
import { AccountEmailField } from '../features/account/credential-fields.tsx'
import { saveResetFlow } from '../features/account/reset-flow.ts'
import { useTranslation } from '../i18n/react.tsx'
import { api } from '../lib/api.ts'
import { apiErrorText, applyServerErrors, schemaResolver, useErrorText } from '../lib/forms.ts'
import { useHydrated } from '../lib/hydrated.ts'
import { notify } from '../lib/toast.ts'

/** Step 1 of password recovery: the account's e-mail, to receive a one-time code. */
export default function PasswordResetPage() {
  const { t } = useTranslation('auth')
  const errorText = useErrorText()
  const navigate = useNavigate()
  const hydrated = useHydrated()
  const { search } = useLocation()
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<{ email: string }>({
    resolver: schemaResolver(oneTimeCodeRequestSchema),
    // From the sign-in page's "Set a password": the e-mail typed there.
    defaultValues: { email: new URLSearchParams(search).get('email')?.trim() ?? '' },
  })

  const onSubmit = handleSubmit(async ({ email }) => {
    try {
      const { message } = await api<{ message: string }>('/auth/one-time-password/request', {
        method: 'POST',
        body: { email },
      })
      saveResetFlow({ email })
      void notify('success', message)
      navigate('/verify-code')
    } catch (error) {
      applyServerErrors(error, setError, ['email'])
      void notify('error', apiErrorText(t, error))
    }
  })

  return (
    <AuthCard
      icon={KeyRound}
      title={t('reset.title')}
      intro={t('reset.intro')}
      footer={
        <Link
          to="/login"
          className="inline-flex min-h-11 items-center font-semibold text-pine-700 hover:underline"
        >
          {t('reset.back')}
        </Link>
      }
    >
      <form noValidate onSubmit={onSubmit} className="grid gap-5">
        <AccountEmailField error={errorText(errors.email)} {...register('email')} />
        <SubmitButton busy={isSubmitting} disabled={!hydrated} className="btn btn-primary w-full">
          {t('reset.submit')}
        </SubmitButton>
      </form>
    </AuthCard>
  )
}
