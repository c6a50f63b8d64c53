import { ApiError, passwordResetSchema } from '@hotel/contract'
import { LockKeyhole } from 'lucide-react'
import { useEffect, useState } from 'react'
import { useForm } from 'react-hook-form'
import { useNavigate } from 'react-router'
import { AuthCard } from '../components/auth-card.tsx'
import { SubmitButton } from '../components/form.tsx'
import { NewPasswordFields } from '../features/account/credential-fields.tsx'
import {
  clearResetFlow,
  type ResetFlow,
  readResetFlow,
  saveResetFlow,
} from '../features/account/reset-flow.ts'
import { useTranslation } from '../i18n/react.tsx'
import { api } from '../lib/api.ts'
import { apiErrorText, applyServerErrors, schemaResolver, useErrorText } from '../lib/forms.ts'
import { useHydrated } from '../lib/hydrated.ts'
import { notify } from '../lib/toast.ts'

interface Values {
  email: string
  code: string
  password: string
  password_confirmation: string
}

/** Step 3 of password recovery: the new password, twice, sent with the e-mail and the checked code. */
export default function UpdatePasswordPage() {
  const { t } = useTranslation('auth')
  const errorText = useErrorText()
  const navigate = useNavigate()
  const hydrated = useHydrated()
  const [flow, setFlow] = useState<ResetFlow | null>(null)
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<Values>({
    resolver: schemaResolver(passwordResetSchema),
  })

  // Only after a checked code: otherwise back to the start of the recovery.
  useEffect(() => {
    const saved = readResetFlow()
    if (!saved?.code) return void navigate('/password-reset', { replace: true })
    setFlow(saved)
    setValue('email', saved.email)
    setValue('code', saved.code)
  }, [navigate, setValue])

  const onSubmit = handleSubmit(async (values) => {
    try {
      await api<{ message: string }>('/auth/password/reset', { method: 'POST', body: values })
      clearResetFlow()
      navigate('/password-reset-complete', { replace: true })
    } catch (error) {
      const shown = applyServerErrors(error, setError, ['password', 'password_confirmation'])
      void notify('error', apiErrorText(t, error))
      // The code expired or ran out of attempts meanwhile: back to the code step for a new one.
      if (!shown.length && error instanceof ApiError && error.code.startsWith('code_')) {
        saveResetFlow({ email: values.email })
        navigate('/verify-code', { replace: true })
      }
    }
  })

  return (
    <AuthCard icon={LockKeyhole} title={t('update.title')} intro={t('update.intro')}>
      <form noValidate onSubmit={onSubmit} className="grid gap-5">
        {/* The account, for password managers. */}
        <input type="email" autoComplete="username" value={flow?.email ?? ''} readOnly hidden />
        <NewPasswordFields
          label={t('fields.newPassword')}
          password={{ error: errorText(errors.password), ...register('password') }}
          confirmation={{
            error: errorText(errors.password_confirmation),
            ...register('password_confirmation'),
          }}
        />
        <SubmitButton busy={isSubmitting} disabled={!hydrated} className="btn btn-primary w-full">
          {t('update.submit')}
        </SubmitButton>
      </form>
    </AuthCard>
  )
}
