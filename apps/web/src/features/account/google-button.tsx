import type { AuthSession } from '@hotel/contract'
import { useQuery } from '@tanstack/react-query'
import { lazy, Suspense, useState } from 'react'
import { useTranslation } from '../../i18n/react.tsx'
import { api } from '../../lib/api.ts'
import { notify } from '../../lib/toast.ts'
import { getAuthStore } from './auth-store.ts'

const GoogleSignIn = lazy(() => import('./google-sign-in.tsx'))

/** Which sign-in providers the hotel configured (GET /auth/providers); none when the call fails. */
function useGoogleClientId(): string | null {
  const { data } = useQuery({
    queryKey: ['auth', 'providers'],
    queryFn: ({ signal }) =>
      api<{ data: { google_client_id: string | null } }>('/auth/providers', { signal }).then(
        (body) => body.data.google_client_id,
      ),
    staleTime: Number.POSITIVE_INFINITY,
    retry: 1,
  })
  return data ?? null
}

/**
 * "Sign in with Google" above the form, when a Google client id is configured. The credential (an ID
 * token) goes to POST /auth/login/google; any failure says "Failed to login via Google".
 */
export function GoogleButton({
  mode,
  onSignedIn,
}: {
  mode: 'signin' | 'signup'
  onSignedIn: (session: AuthSession) => void
}) {
  const { t, i18n } = useTranslation('auth')
  const clientId = useGoogleClientId()
  // Google's script did not load (offline, blocked): no button, the form is still there.
  const [unavailable, setUnavailable] = useState(false)
  if (!clientId || unavailable) return null
  const failed = () => void notify('error', t('google.failed'))
  const onCredential = (credential: string) => {
    getAuthStore().loginWithGoogle(credential).then(onSignedIn, failed)
  }
  return (
    <div className="mb-6">
      <Suspense fallback={<div className="min-h-11" />}>
        <GoogleSignIn
          clientId={clientId}
          locale={i18n.resolvedLanguage ?? i18n.language}
          text={mode === 'signin' ? 'signin_with' : 'signup_with'}
          onCredential={onCredential}
          onError={failed}
          onUnavailable={() => setUnavailable(true)}
        />
      </Suspense>
      <p className="mt-6 flex items-center gap-3 text-sm text-ink-soft before:h-px before:flex-1 before:bg-line after:h-px after:flex-1 after:bg-line">
        {t('google.or')}
      </p>
    </div>
  )
}
