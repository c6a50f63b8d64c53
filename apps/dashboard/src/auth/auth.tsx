import type { StaffSession, StaffUser } from '@hotel/contract'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import {
  createContext,
  type ReactNode,
  use,
  useCallback,
  useEffect,
  useMemo,
  useSyncExternalStore,
} from 'react'
import { useTranslation } from 'react-i18next'
import { toast } from 'sonner'
import { staffApi } from '../lib/api.ts'
import { tokenStore } from './token-store.ts'

/** The spec re-checks the signed-in user every 5 minutes (a suspended account is signed out quickly). */
const meRefreshMs = 5 * 60_000

export type AuthStatus = 'anonymous' | 'loading' | 'authenticated' | 'error'

interface AuthValue {
  status: AuthStatus
  user: StaffUser | undefined
  /** The error of the last session check when `status` is 'error' (network trouble, server error). */
  error: unknown
  retry: () => void
  signIn: (session: StaffSession) => void
  signOut: () => void
}

const AuthContext = createContext<AuthValue | null>(null)

export const meQueryKey = (token: string | null) => ['staff', 'me', token] as const

export function AuthProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation()
  const queryClient = useQueryClient()
  const token = useSyncExternalStore(tokenStore.subscribe, tokenStore.get, tokenStore.get)

  const me = useQuery({
    queryKey: meQueryKey(token),
    queryFn: staffApi.me,
    enabled: token !== null,
    staleTime: meRefreshMs,
    refetchInterval: meRefreshMs,
  })

  useEffect(
    () =>
      tokenStore.subscribe((next, reason) => {
        if (next !== null) return
        // Nothing of the previous session may linger for whoever signs in next on this device.
        queryClient.removeQueries({ queryKey: ['staff'] })
        if (reason === 'expired') toast.info(t('auth.sessionExpired'))
        else if (reason === 'signed-out' || reason === 'elsewhere') toast.success(t('auth.signedOut'))
      }),
    [queryClient, t],
  )

  const signIn = useCallback(
    (session: StaffSession) => {
      queryClient.setQueryData(meQueryKey(session.token), session.user)
      tokenStore.set(session.token)
    },
    [queryClient],
  )

  const signOut = useCallback(() => {
    const current = tokenStore.get()
    tokenStore.clear('signed-out')
    // Revoke on the server in the background; the device is signed out either way.
    if (current) staffApi.logout(current).catch(() => undefined)
  }, [])

  const value = useMemo<AuthValue>(() => {
    let status: AuthStatus
    if (token === null) status = 'anonymous'
    else if (me.data) status = 'authenticated'
    else if (me.isError) status = 'error'
    else status = 'loading'
    return { status, user: me.data, error: me.error, retry: () => void me.refetch(), signIn, signOut }
  }, [token, me.data, me.isError, me.error, me.refetch, signIn, signOut])

  return <AuthContext value={value}>{children}</AuthContext>
}

export function useAuth(): AuthValue {
  const value = use(AuthContext)
  if (!value) throw new Error('useAuth must be used inside <AuthProvider>')
  return value
}

/** The signed-in user, for screens that are only rendered behind <RequireAuth>. */
export function useStaffUser(): StaffUser {
  const { user } = useAuth()
  if (!user) throw new Error('useStaffUser needs a signed-in user')
  return user
}
