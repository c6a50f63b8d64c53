import {
  ApiError,
  minimumPasswordLength,
  type StaffInvitationAccept,
  type StaffInvitationPreview,
  staffInvitationAcceptAnswerSchema,
  staffInvitationAcceptSchema,
} from '@hotel/contract'
import { useMutation, useQuery } from '@tanstack/react-query'
import { LinkIcon } from 'lucide-react'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { Link, useNavigate, useParams } from 'react-router'
import { toast } from 'sonner'
import { useAuth } from '../auth/auth.tsx'
import { AuthFrame, FormAlert } from '../components/auth-frame.tsx'
import { buttonClass } from '../components/button-styles.ts'
import { useDocumentTitle } from '../components/document-title.ts'
import { ErrorPanel } from '../components/error-panel.tsx'
import { useErrorText } from '../components/error-text.ts'
import { LoadingState, Spinner } from '../components/loading-state.tsx'
import { NewPasswordFields } from '../components/new-password-fields.tsx'
import { api, staffApi } from '../lib/api.ts'
import { applyServerErrors, schemaResolver } from '../lib/forms.ts'
import { useHotel } from '../lib/hotel.ts'
import { useStaffLabels } from '../lib/staff-labels.ts'

const acceptFields = ['password', 'password_confirmation'] as const

/**
 * The page an invitation mail links to (/dashboard/invitation/<token>): who is invited and as what, and the
 * password that turns the invitation into an account, signed in at once.
 */
export default function InvitationPage() {
  const { t } = useTranslation()
  useDocumentTitle(t('invitation.title'))
  const { token = '' } = useParams()
  const auth = useAuth()
  const invitation = useQuery({
    queryKey: ['invitation', token],
    queryFn: ({ signal }) =>
      api<{ data: StaffInvitationPreview }>(`/staff/invitations/${encodeURIComponent(token)}`, {
        signal,
      }).then((body) => body.data),
    // A 404 is the answer, not a hiccup: used, revoked and expired links stay that way.
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
  })

  if (invitation.isPending || auth.status === 'loading')
    return <LoadingState fullPage label={t('invitation.loading')} />
  if (invitation.isError) {
    const gone = invitation.error instanceof ApiError && invitation.error.status === 404
    return gone ? (
      <InvitationGone />
    ) : (
      <ErrorPanel error={invitation.error} onRetry={() => invitation.refetch()} />
    )
  }
  return (
    <AuthFrame title={t('invitation.title')} intro={<InvitationIntro invitation={invitation.data} />}>
      {auth.status === 'authenticated' && auth.session ? (
        <SignedInAsSomeoneElse name={auth.session.user.name} email={invitation.data.email} />
      ) : (
        <AcceptForm token={token} email={invitation.data.email} />
      )}
    </AuthFrame>
  )
}

function InvitationIntro({ invitation }: { invitation: StaffInvitationPreview }) {
  const { t } = useTranslation()
  const hotel = useHotel().data?.name
  const labels = useStaffLabels()
  const values = { name: invitation.name, role: labels.role(invitation.role), hotel }
  return <p>{hotel ? t('invitation.intro', values) : t('invitation.introNoHotel', values)}</p>
}

function InvitationGone() {
  const { t } = useTranslation()
  return (
    <AuthFrame title={t('invitation.invalidTitle')} intro={t('invitation.invalidText')}>
      <div className="mt-6 flex items-center gap-3 rounded-lg bg-sand p-4 text-ink-soft text-sm">
        <LinkIcon className="size-5 shrink-0" aria-hidden="true" />
        <Link to="/login" className="font-medium text-pine-800 underline underline-offset-2">
          {t('invitation.toSignIn')}
        </Link>
      </div>
    </AuthFrame>
  )
}

/** Accepting would replace the session of whoever is signed in here; they leave first, knowingly. */
function SignedInAsSomeoneElse({ name, email }: { name: string; email: string }) {
  const { t } = useTranslation()
  const { signOut } = useAuth()
  const errorText = useErrorText()
  const leave = useMutation({
    mutationFn: signOut,
    onError: (error) => toast.error(t('auth.signOutFailed'), { description: errorText(error) }),
  })
  return (
    <div className="mt-6 rounded-lg border border-line bg-surface p-4">
      <h2 className="font-semibold">{t('invitation.signedInTitle')}</h2>
      <p className="mt-1 text-ink-soft text-sm">{t('invitation.signedInText', { name, email })}</p>
      <button
        type="button"
        onClick={() => leave.mutate()}
        disabled={leave.isPending}
        className={buttonClass('secondary', { className: 'mt-4 w-full' })}
      >
        {leave.isPending && <Spinner className="size-4" />}
        {t('invitation.signOutFirst')}
      </button>
    </div>
  )
}

function AcceptForm({ token, email }: { token: string; email: string }) {
  const { t } = useTranslation()
  const { signIn } = useAuth()
  const navigate = useNavigate()
  const errorText = useErrorText()
  const [failure, setFailure] = useState<unknown>(null)
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<StaffInvitationAccept>({
    resolver: schemaResolver(staffInvitationAcceptSchema),
    defaultValues: { password: '', password_confirmation: '' },
  })

  const accept = useMutation({
    mutationFn: async (body: StaffInvitationAccept) =>
      staffInvitationAcceptAnswerSchema.parse(await staffApi.acceptInvitation(token, body)),
    onSuccess: (answer) => {
      toast.success(answer.message)
      signIn(answer)
      navigate('/', { replace: true })
    },
    onError: (error) => {
      if (applyServerErrors(error, setError, acceptFields).length === 0) setFailure(error)
    },
  })

  const submit = handleSubmit((body) => {
    if (accept.isPending) return
    setFailure(null)
    accept.mutate(body)
  })

  return (
    <form noValidate onSubmit={submit} className="mt-6 flex flex-col gap-5" aria-busy={accept.isPending}>
      <p className="text-sm">{t('invitation.choose', { email })}</p>
      {failure !== null && <FormAlert>{errorText(failure)}</FormAlert>}
      {/* Lets a password manager file the new password under the right account. */}
      <input type="hidden" name="username" autoComplete="username" value={email} readOnly />
      <NewPasswordFields
        register={register}
        errors={errors}
        labels={{ password: t('invitation.password'), confirmation: t('invitation.confirmation') }}
        hint={t('invitation.passwordHint', { min: minimumPasswordLength })}
      />
      <button
        type="submit"
        disabled={accept.isPending}
        className={buttonClass('primary', { className: 'mt-1 text-base shadow-card disabled:cursor-wait' })}
      >
        {accept.isPending && <Spinner className="size-4" />}
        {accept.isPending ? t('invitation.submitting') : t('invitation.submit')}
      </button>
    </form>
  )
}
