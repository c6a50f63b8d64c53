import {
  ApiError,
  type ApiRequest,
  createApiClient,
  type Hotel,
  type StaffSession,
  type StaffUser,
} from '@hotel/contract'
import i18n from 'i18next'
import { tokenStore } from '../auth/token-store.ts'
import { toLocale } from './locale.ts'

const request = createApiClient({
  baseUrl: '/api/v1',
  getToken: tokenStore.get,
  getLanguage: () => toLocale(i18n.resolvedLanguage ?? i18n.language),
  // Looked up on each call, so tests (and any later fetch wrapper) can replace it.
  fetch: (input, init) => globalThis.fetch(input, init),
})

/**
 * Calls the API. A 401 on a call made with the stored token means the session is gone (expired or
 * revoked): the token is dropped, and the router sends the user to the sign-in page.
 */
export async function api<T>(path: string, init: ApiRequest = {}): Promise<T> {
  const sentToken = init.token ?? tokenStore.get()
  try {
    return await request<T>(path, init)
  } catch (error) {
    if (error instanceof ApiError && error.status === 401 && sentToken && sentToken === tokenStore.get()) {
      tokenStore.clear('expired')
    }
    throw error
  }
}

export const staffApi = {
  login: (credentials: { email: string; password: string }) =>
    api<StaffSession>('/staff/auth/login', { method: 'POST', body: credentials }),
  me: () => api<{ data: StaffUser }>('/staff/auth/me').then((body) => body.data),
  /** Revokes a token; called with the token itself because the session is already cleared locally. */
  logout: (token: string) => api<unknown>('/staff/auth/logout', { method: 'POST', token }),
}

export const hotelApi = {
  get: () => api<{ data: Hotel }>('/hotel').then((body) => body.data),
}
