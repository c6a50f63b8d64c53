import { minimumPasswordLength, type StaffPasswordChange, staffPasswordChangeSchema } from '@hotel/contract'
import { useMutation } from '@tanstack/react-query'
import { KeyRound, LogOut } from 'lucide-react'
import { type ReactNode, useState } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { toast } from 'sonner'
import { useAuth } from '../auth/auth.tsx'
import { buttonClass } from '../components/button-styles.ts'
import { Confirm } from '../components/confirm.tsx'
import { useErrorText } from '../components/error-text.ts'
import { Field } from '../components/field.tsx'
import { Spinner } from '../components/loading-state.tsx'
import { NewPasswordFields } from '../components/new-password-fields.tsx'
import { PasswordInput } from '../components/password-input.tsx'
import { api } from '../lib/api.ts'
import { applyServerErrors, schemaResolver, useFieldErrorText } from '../lib/forms.ts'

const passwordFields = ['current_password', 'password', 'password_confirmation'] as const
const emptyPasswords: StaffPasswordChange = { current_password: '', password: '', password_confirmation: '' }

/** A card of the account page: its heading (after an icon, if any), a line that says what it is for, then its body. */
export function AccountSection({
  id,
  icon,
  title,
  intro,
  children,
}: {
  /** The heading's id, which names the section. */
  id: string
  icon?: ReactNode
  title: string
  intro: string
  children: ReactNode
}) {
  return (
    <section
      aria-labelledby={id}
      className="rounded-card border border-line bg-surface p-5 shadow-card sm:p-6"
    >
      <h2
        id={id}
        className={icon ? 'flex items-center gap-2 font-semibold text-base' : 'font-semibold text-base'}
      >
        {icon}
        {title}
      </h2>
      <p className="mt-1 text-ink-soft text-sm">{intro}</p>
      {children}
    </section>
  )
}

/** A new password, given the current one; the server ends the person's other sessions and keeps this one. */
export function PasswordChangeSection({ email }: { email: string }) {
  const { t } = useTranslation()
  const errorText = useErrorText()
  const fieldError = useFieldErrorText()
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm<StaffPasswordChange>({
    resolver: schemaResolver(staffPasswordChangeSchema),
    defaultValues: emptyPasswords,
  })
  const change = useMutation({
    mutationFn: (body: StaffPasswordChange) =>
      api<{ message: string }>('/staff/auth/password', { method: 'PUT', body }),
    onSuccess: (answer) => {
      toast.success(answer.message)
      reset(emptyPasswords)
    },
    onError: (error) => {
      if (applyServerErrors(error, setError, passwordFields).length === 0) toast.error(errorText(error))
    },
  })
  const submit = handleSubmit((body) => {
    if (!change.isPending) change.mutate(body)
  })
  const currentError = fieldError(errors.current_password)

  return (
    <AccountSection
      id="password-heading"
      icon={<KeyRound className="size-4 text-pine-700" aria-hidden="true" />}
      title={t('account.passwordHeading')}
      intro={t('account.passwordIntro')}
    >
      <form noValidate onSubmit={submit} className="mt-5 flex flex-col gap-4" aria-busy={change.isPending}>
        <input type="hidden" name="username" autoComplete="username" value={email} readOnly />
        <Field label={t('account.currentPassword')} error={currentError}>
          {(control) => (
            <PasswordInput
              {...control}
              {...register('current_password')}
              autoComplete="current-password"
              invalid={Boolean(currentError)}
            />
          )}
        </Field>
        <NewPasswordFields
          register={register}
          errors={errors}
          labels={{ password: t('account.newPassword'), confirmation: t('account.confirmation') }}
          hint={t('account.passwordHint', { min: minimumPasswordLength })}
        />
        <button
          type="submit"
          disabled={change.isPending}
          className={buttonClass('primary', { className: 'w-full sm:w-auto sm:self-start' })}
        >
          {change.isPending && <Spinner className="size-4" />}
          {change.isPending ? t('account.passwordSubmitting') : t('account.passwordSubmit')}
        </button>
      </form>
    </AccountSection>
  )
}

/** Ends every session of the person, this one too: for a lost phone or a shared computer. */
export function SignOutEverywhereSection() {
  const { t } = useTranslation()
  const { signOut } = useAuth()
  const navigate = useNavigate()
  const errorText = useErrorText()
  const [asking, setAsking] = useState(false)
  const leave = useMutation({
    mutationFn: () => signOut({ everywhere: true }),
    onSuccess: () => navigate('/login', { replace: true }),
    onError: (error) => {
      setAsking(false)
      toast.error(t('auth.signOutFailed'), { description: errorText(error) })
    },
  })
  return (
    <AccountSection
      id="everywhere-heading"
      title={t('account.everywhereHeading')}
      intro={t('account.everywhereIntro')}
    >
      <button
        type="button"
        onClick={() => setAsking(true)}
        className={buttonClass('secondary', { className: 'mt-4 w-full sm:w-auto' })}
      >
        <LogOut className="size-4" aria-hidden="true" />
        {t('account.everywhereSubmit')}
      </button>
      <Confirm
        open={asking}
        title={t('account.everywhereConfirm')}
        message={t('account.everywhereConfirmText')}
        confirmLabel={t('account.everywhereSubmit')}
        tone="danger"
        pending={leave.isPending}
        onConfirm={() => leave.mutate()}
        onCancel={() => setAsking(false)}
      />
    </AccountSection>
  )
}
