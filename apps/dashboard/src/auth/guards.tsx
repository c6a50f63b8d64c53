import { RefreshCw } from 'lucide-react'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Navigate, useLocation } from 'react-router'
import { useErrorText } from '../components/error-text.ts'
import { LoadingState } from '../components/loading-state.tsx'
import { LogoMark } from '../components/logo.tsx'
import { useAuth } from './auth.tsx'
import { safeReturnPath } from './return-path.ts'
import { useSignOut } from './use-sign-out.ts'

/** Every dashboard page but sign-in: no session sends the user to /login, remembering where they were. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { t } = useTranslation()
  const auth = useAuth()
  const location = useLocation()

  if (auth.status === 'anonymous') {
    const from = `${location.pathname}${location.search}${location.hash}`
    return <Navigate to="/login" replace state={{ from }} />
  }
  if (auth.status === 'loading') return <LoadingState fullPage label={t('auth.checkingSession')} />
  if (auth.status === 'error') return <SessionUnavailable />
  return children
}

/**
 * Pages for someone without a session (sign-in, a forgotten password): someone signed in goes on to the page
 * they first asked for, else the overview. While the session is being checked, they wait here.
 */
export function GuestOnly({ children }: { children: ReactNode }) {
  const { t } = useTranslation()
  const auth = useAuth()
  const location = useLocation()
  if (auth.status === 'loading') return <LoadingState fullPage label={t('auth.checkingSession')} />
  if (auth.status === 'authenticated') {
    const state: unknown = location.state
    const from = state && typeof state === 'object' && 'from' in state ? state.from : undefined
    return <Navigate to={safeReturnPath(from)} replace />
  }
  return children
}

/** The session check failed for a reason other than "signed out" (offline, server down): offer a retry. */
function SessionUnavailable() {
  const { t } = useTranslation()
  const auth = useAuth()
  const { signOut, pending } = useSignOut()
  const errorText = useErrorText()
  return (
    <main className="grid min-h-dvh place-items-center px-4 py-8">
      <div className="w-full max-w-md rounded-card border border-line bg-surface p-6 text-center shadow-card sm:p-8">
        <LogoMark className="mx-auto size-12" />
        <h1 className="mt-4 font-semibold text-lg">{t('auth.sessionUnavailable')}</h1>
        <p className="mt-2 text-ink-soft">{errorText(auth.error)}</p>
        <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:justify-center">
          <button
            type="button"
            onClick={auth.retry}
            className="inline-flex min-h-11 items-center justify-center gap-2 rounded-lg bg-pine-700 px-4 font-medium text-white hover:bg-pine-800"
          >
            <RefreshCw className="size-4" aria-hidden="true" />
            {t('errors.tryAgain')}
          </button>
          <button
            type="button"
            onClick={signOut}
            disabled={pending}
            className="inline-flex min-h-11 items-center justify-center rounded-lg border border-line-strong px-4 font-medium text-ink hover:bg-pine-50"
          >
            {t('auth.signOut')}
          </button>
        </div>
      </div>
    </main>
  )
}
