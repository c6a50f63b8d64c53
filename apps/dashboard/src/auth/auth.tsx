import {
  can,
  type Permission,
  type StaffLoginAnswer,
  type StaffSession,
  type StaffUser,
} from '@hotel/contract'
import { hashKey, type QueryClient, useQuery, useQueryClient } from '@tanstack/react-query'
import { createContext, type ReactNode, use, useCallback, useEffect, useMemo, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { toast } from 'sonner'
import { onSessionEvent, staffApi } from '../lib/api.ts'
import { openSessionChannel } from './session-channel.ts'

/** The spec re-checks the session every 5 minutes (a suspended account is signed out quickly). */
const sessionRefreshMs = 5 * 60_000

export const sessionQueryKey = ['staff', 'session'] as const

type AuthStatus = 'anonymous' | 'loading' | 'authenticated' | 'error'
type EndReason = 'expired' | 'signed-out' | 'elsewhere'

interface AuthValue {
  status: AuthStatus
  session: StaffSession | undefined
  /** The error of the last session check when `status` is 'error' (network trouble, server error). */
  error: unknown
  retry: () => void
  /** Adopts the session a sign-in answered with. */
  signIn: (answer: StaffLoginAnswer) => void
  /**
   * Ends the session on the server (`everywhere`: every session of the person), then here; rejects when the
   * server could not be reached.
   */
  signOut: (options?: { everywhere?: boolean }) => Promise<void>
}

const AuthContext = createContext<AuthValue | null>(null)

/**
 * Whatever the previous person loaded must not linger for whoever signs in next on this device: every query
 * but the hotel's public facts goes, and the session becomes "none".
 */
export function forgetSession(queryClient: QueryClient) {
  void queryClient.cancelQueries({ queryKey: sessionQueryKey })
  queryClient.removeQueries({
    predicate: (query) => query.queryKey[0] !== 'hotel' && query.queryHash !== hashKey(sessionQueryKey),
  })
  queryClient.setQueryData(sessionQueryKey, null)
}

/**
 * The staff session, kept in memory from the sign-in answer and GET /staff/auth/me (every 5 minutes and when
 * the window regains focus). The session cookie itself is HttpOnly: this is only what the server told us.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation()
  const queryClient = useQueryClient()

  const query = useQuery({
    queryKey: sessionQueryKey,
    queryFn: staffApi.session,
    staleTime: sessionRefreshMs,
    refetchInterval: sessionRefreshMs,
    // Coming back to the tab is when a suspension or a new permission should show, whatever the age of the data.
    refetchOnWindowFocus: 'always',
  })

  const end = useCallback(
    (reason: EndReason) => {
      const hadSession = Boolean(queryClient.getQueryData(sessionQueryKey))
      forgetSession(queryClient)
      if (!hadSession) return
      if (reason === 'expired') toast.info(t('auth.sessionExpired'))
      else toast.success(t('auth.signedOut'))
    },
    [queryClient, t],
  )

  const channel = useRef<ReturnType<typeof openSessionChannel>>(null)
  useEffect(() => {
    const opened = openSessionChannel((message) => {
      if (message === 'signed-out') end('elsewhere')
      else void queryClient.invalidateQueries({ queryKey: sessionQueryKey })
    })
    channel.current = opened
    const unsubscribe = onSessionEvent((event) => {
      if (event === 'ended') end('expired')
      // A refused call may mean the owner took a permission away: the menu should know.
      else void queryClient.invalidateQueries({ queryKey: sessionQueryKey })
    })
    return () => {
      unsubscribe()
      opened.close()
      channel.current = null
    }
  }, [end, queryClient])

  const signIn = useCallback(
    (answer: StaffLoginAnswer) => {
      const session: StaffSession = {
        user: answer.user,
        permissions: answer.permissions,
        csrf_token: answer.csrf_token,
      }
      queryClient.setQueryData(sessionQueryKey, session)
      channel.current?.post('signed-in')
    },
    [queryClient],
  )

  const signOut = useCallback(
    async (options?: { everywhere?: boolean }) => {
      // The cookie is HttpOnly: only the server can end it, so nothing changes here until it has.
      await (options?.everywhere ? staffApi.logoutEverywhere() : staffApi.logout())
      channel.current?.post('signed-out')
      end('signed-out')
    },
    [end],
  )

  const value = useMemo<AuthValue>(() => {
    return {
      status: authStatus(query.data, query.isError),
      session: query.data ?? undefined,
      error: query.error,
      retry: () => void query.refetch(),
      signIn,
      signOut,
    }
  }, [query.data, query.isError, query.error, query.refetch, signIn, signOut])

  return <AuthContext value={value}>{children}</AuthContext>
}

/** A session known, known to be none, unknown because the check failed, or not checked yet. */
export function authStatus(data: StaffSession | null | undefined, failed: boolean): AuthStatus {
  if (data) return 'authenticated'
  if (data === null) return 'anonymous'
  return failed ? 'error' : 'loading'
}

export function useAuth(): AuthValue {
  const value = use(AuthContext)
  if (!value) throw new Error('useAuth must be used inside <AuthProvider>')
  return value
}

/** The signed-in session, for screens that are only rendered behind <RequireAuth>. */
export function useSession(): StaffSession {
  const { session } = useAuth()
  if (!session) throw new Error('useSession needs a signed-in user')
  return session
}

export function useStaffUser(): StaffUser {
  return useSession().user
}

/** Whether the signed-in person holds `permission`; null (a screen for everyone signed in) is always true. */
export function useCan(): (permission: Permission | null) => boolean {
  const { session } = useAuth()
  const held = session?.permissions
  return useCallback((permission) => permission === null || can(held, permission), [held])
}
