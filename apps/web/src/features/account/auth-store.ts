import {
  type ApiClient,
  ApiError,
  type ApiRequest,
  type AuthSession,
  type ClientUser,
  type Login,
} from '@hotel/contract'
import { useSyncExternalStore } from 'react'
import { api, markAuthStoreLoaded, setApiToken, storagePrefix } from '../../lib/api.ts'
import { createSecureStorage, type SecureStorage } from './secure-storage.ts'

/** The login state of the spec (section 4). */
interface AuthState {
  token: string | null
  /** The last answer's message: the server's welcome on success, the error on failure. */
  message: string | null
  user: ClientUser | null
  isLoading: boolean
  isSuccessful: boolean
}

export interface AuthSnapshot extends AuthState {
  /** False until the saved session has been read (always false while pre-rendering). */
  restored: boolean
}

export const initialAuthState: AuthSnapshot = {
  token: null,
  message: null,
  user: null,
  isLoading: false,
  isSuccessful: false,
  restored: false,
}

/** The spec re-fetches the current user every 5 minutes. */
export const refreshIntervalMs = 5 * 60_000
/** Saved under `<prefix>user-auth`. */
export const authStorageName = 'user-auth'

interface Saved {
  token: string
  user: ClientUser
}

/**
 * 202 from POST /auth/register: the e-mail belongs to a guest who booked without an account; a code went
 * to it, and the same registration with `verification_code` makes the account (no session until then).
 */
export interface EmailVerification {
  message: string
  code: 'email_verification_required'
}

/** Registration fields as JSON, or as multipart form data when a profile picture comes along. */
export type RegisterBody = Record<string, string | undefined> | FormData

export interface AuthStoreOptions {
  api: ApiClient
  /** Null where nothing can be saved (no localStorage or no Web Crypto): the session lasts the tab. */
  storage: SecureStorage | null
  /** Told the token whenever it changes (the app's API client sends it). */
  onToken?: (token: string | null) => void
  /** Listens for other tabs changing the saved session. */
  watchStorage?: (onChange: () => void) => void
}

export type AuthStore = ReturnType<typeof createAuthStore>
export type SignOutReason = 'logout' | 'elsewhere' | 'expired'

export function createAuthStore({ api: request, storage, onToken, watchStorage }: AuthStoreOptions) {
  let state = initialAuthState
  const listeners = new Set<() => void>()
  // Bumped by every change of session, so an answer that arrives late cannot bring an old one back.
  let generation = 0
  let timer: ReturnType<typeof setInterval> | undefined
  let started: Promise<void> | undefined
  let endedBy: SignOutReason | null = null

  const set = (patch: Partial<AuthSnapshot>) => {
    state = { ...state, ...patch }
    for (const listener of listeners) listener()
  }

  const save = async () => {
    if (!storage) return
    if (state.token && state.user)
      await storage.set(authStorageName, { token: state.token, user: state.user })
    else storage.remove(authStorageName)
  }

  const stopTimer = () => {
    if (timer !== undefined) clearInterval(timer)
    timer = undefined
  }

  const startTimer = () => {
    stopTimer()
    timer = setInterval(() => void refresh(), refreshIntervalMs)
  }

  /** Signed out, here and in storage; the server is not told (see logout). */
  const clear = (reason: SignOutReason) => {
    endedBy = reason
    generation++
    stopTimer()
    onToken?.(null)
    state = { ...initialAuthState, restored: true }
    storage?.remove(authStorageName)
    for (const listener of listeners) listener()
  }

  const begin = (token: string, user: ClientUser, patch: Partial<AuthSnapshot> = {}) => {
    generation++
    onToken?.(token)
    set({ token, user, isLoading: false, isSuccessful: true, restored: true, ...patch })
    startTimer()
  }

  /** Re-reads the saved session (at start, and when another tab changes it). */
  async function sync() {
    const seen = generation
    const saved = storage ? await storage.get<Saved>(authStorageName) : null
    if (generation !== seen) return
    if (saved?.token && saved.user) {
      if (saved.token === state.token) return set({ user: saved.user, restored: true })
      begin(saved.token, saved.user, { message: null })
      void refresh()
    } else if (state.token) {
      clear('elsewhere')
    } else {
      set({ restored: true })
    }
  }

  /** GET /auth/me with the token: fresh user data; a 404 (account gone) or 401 (token dead) signs out. */
  async function refresh() {
    const token = state.token
    if (!token) return
    try {
      const { data } = await request<{ data: ClientUser }>('/auth/me', { token })
      if (state.token !== token) return
      set({ user: data })
      await save()
    } catch (error) {
      if (state.token !== token) return
      if (error instanceof ApiError && (error.status === 404 || error.status === 401)) clear('expired')
      // Offline or a server error: keep the session and try again at the next tick.
    }
  }

  async function authenticate<T extends AuthSession | EmailVerification>(call: () => Promise<T>): Promise<T> {
    set({ isLoading: true, isSuccessful: false, message: null })
    const seen = generation
    try {
      const session = await call()
      if (!('token' in session)) {
        set({ isLoading: false, message: session.message })
        return session
      }
      begin(session.token, session.user, { message: session.message })
      await save()
      return session
    } catch (error) {
      if (generation === seen)
        set({ isLoading: false, isSuccessful: false, message: (error as Error).message ?? null })
      throw error
    }
  }

  /** Reads the saved session once (first subscriber), then follows other tabs. */
  function start() {
    started ??= sync().then(() => watchStorage?.(() => void sync()))
    return started
  }

  return {
    getSnapshot: () => state,
    /** Why the last session ended on this page: signed out here, in another tab, or by the server. */
    endedBy: () => endedBy,
    /** Once told (the sign-in page says a session ended), forget it. */
    forgetEnd() {
      endedBy = null
    },
    subscribe(listener: () => void) {
      listeners.add(listener)
      void start()
      return () => {
        listeners.delete(listener)
      }
    },
    start,
    refresh,
    register: (body: RegisterBody) =>
      authenticate(() =>
        request<AuthSession | EmailVerification>('/auth/register', { method: 'POST', body }),
      ),
    login: (body: Login) => authenticate(() => request<AuthSession>('/auth/login', { method: 'POST', body })),
    /** Sends the Google credential (an ID token) as the token. */
    loginWithGoogle: (credential: string) =>
      authenticate(() =>
        request<AuthSession>('/auth/login/google', { method: 'POST', body: { token: credential } }),
      ),
    /** Signs out at once; the token is revoked on the server in the background. */
    logout() {
      const token = state.token
      clear('logout')
      if (token) request('/auth/logout', { method: 'POST', token }).catch(() => undefined)
    },
    /** New user data from a profile answer. */
    setUser(user: ClientUser) {
      if (!state.token) return
      set({ user })
      void save()
    },
    /** A call with the guest's token; a 401 means the session is over and signs out. */
    async call<T>(path: string, init: ApiRequest = {}): Promise<T> {
      const token = state.token
      try {
        return await request<T>(path, { ...init, token: token ?? undefined })
      } catch (error) {
        if (error instanceof ApiError && error.status === 401 && token && state.token === token)
          clear('expired')
        throw error
      }
    },
  }
}

function browserStorage(): SecureStorage | null {
  try {
    if (!globalThis.crypto?.subtle || !window.localStorage) return null
    return createSecureStorage({
      storage: window.localStorage,
      crypto: globalThis.crypto,
      secret: import.meta.env.VITE_STORAGE_KEY || 'casa-pinar-guest-session',
      salt: import.meta.env.VITE_STORAGE_SALT || 'casa-pinar',
      prefix: storagePrefix,
    })
  } catch {
    return null
  }
}

let singleton: AuthStore | undefined

/** The site's auth store (one per page load). */
export function getAuthStore(): AuthStore {
  if (!singleton) {
    const browser = typeof window !== 'undefined'
    const storage = browser ? browserStorage() : null
    singleton = createAuthStore({
      api,
      storage,
      onToken: setApiToken,
      watchStorage: (onChange) =>
        window.addEventListener('storage', (event) => {
          if (event.key === null || event.key === storage?.keyOf(authStorageName)) onChange()
        }),
    })
    if (browser) markAuthStoreLoaded()
  }
  return singleton
}

const serverSnapshot = () => initialAuthState

/** The auth state; pre-rendered pages and the first client render see it signed out and not restored. */
export function useAuth(): AuthSnapshot {
  const store = getAuthStore()
  return useSyncExternalStore(store.subscribe, store.getSnapshot, serverSnapshot)
}
