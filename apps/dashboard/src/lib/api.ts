import {
  ApiError,
  type ApiRequest,
  createApiClient,
  type Hotel,
  type StaffInvitationAccept,
  type StaffInvitationAcceptAnswer,
  type StaffLogin,
  type StaffLoginAnswer,
  type StaffSession,
} from '@hotel/contract'
import i18n from 'i18next'
import { toLocale } from './locale.ts'
import { createSessionFetch } from './session-fetch.ts'

/**
 * The session's CSRF token, in memory only: the guest site shares this origin, so anything in localStorage,
 * sessionStorage or a readable cookie would be readable by its scripts too. A reload reads it again from
 * GET /staff/auth/me.
 */
let csrfToken: string | null = null

const request = createApiClient({
  baseUrl: '/api/v1',
  // No bearer token: the staff session is the HttpOnly cookie that createSessionFetch sends.
  getToken: () => null,
  getLanguage: () => toLocale(i18n.resolvedLanguage ?? i18n.language),
  fetch: createSessionFetch(() => csrfToken),
})

/** `ended`: a call answered 401, the session is gone. `forbidden`: a 403, the permissions may have changed. */
export type SessionEvent = 'ended' | 'forbidden'
const listeners = new Set<(event: SessionEvent) => void>()

export function onSessionEvent(listener: (event: SessionEvent) => void): () => void {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}

/** A 401 from these says nothing about a running session: a wrong password, or signing out of an ended one. */
const sessionlessPaths = new Set(['/staff/auth/login', '/staff/auth/logout'])

/** Calls the API with the staff session, and tells the listeners when an answer shows the session changed. */
export async function api<T>(path: string, init: ApiRequest = {}): Promise<T> {
  try {
    return await request<T>(path, init)
  } catch (error) {
    if (error instanceof ApiError && !sessionlessPaths.has(path)) {
      if (error.status === 401) {
        csrfToken = null
        for (const listener of listeners) listener('ended')
      } else if (error.status === 403) {
        for (const listener of listeners) listener('forbidden')
      }
    }
    throw error
  }
}

const isUnauthorized = (error: unknown) => error instanceof ApiError && error.status === 401

export const staffApi = {
  async login(credentials: StaffLogin): Promise<StaffLoginAnswer> {
    const answer = await api<StaffLoginAnswer>('/staff/auth/login', { method: 'POST', body: credentials })
    csrfToken = answer.csrf_token
    return answer
  },

  /** Accepting an invitation creates the account and signs it in, as a sign-in does. */
  async acceptInvitation(token: string, body: StaffInvitationAccept): Promise<StaffInvitationAcceptAnswer> {
    const answer = await api<StaffInvitationAcceptAnswer>(
      `/staff/invitations/${encodeURIComponent(token)}/accept`,
      { method: 'POST', body },
    )
    csrfToken = answer.csrf_token
    return answer
  },

  /** The live session, or null when there is none (never signed in, expired, revoked, suspended). */
  async session(): Promise<StaffSession | null> {
    try {
      const { data } = await api<{ data: StaffSession }>('/staff/auth/me')
      csrfToken = data.csrf_token
      return data
    } catch (error) {
      if (isUnauthorized(error)) return null
      throw error
    }
  },

  /** Ends the session on the server; one that had already ended counts as ended. */
  async logout(): Promise<void> {
    try {
      await api<unknown>('/staff/auth/logout', { method: 'POST' })
    } catch (error) {
      if (!isUnauthorized(error)) throw error
    }
    csrfToken = null
  },

  /** Ends every session of the signed-in person, this one too. */
  async logoutEverywhere(): Promise<void> {
    await api<unknown>('/staff/auth/logout-all', { method: 'POST' })
    csrfToken = null
  },
}

export const hotelApi = {
  get: () => api<{ data: Hotel }>('/hotel').then((body) => body.data),
}
