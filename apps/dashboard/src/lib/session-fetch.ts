import { csrfHeader } from '@hotel/contract'

const unsafeMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

/**
 * fetch for the API with the staff session. The session itself is an HttpOnly cookie that no script can read,
 * sent because the API is on the dashboard's own origin; an unsafe request also echoes the session's CSRF
 * token, which only a page that read the sign-in answer or GET /staff/auth/me knows (a form posted from another
 * site cannot).
 */
export function createSessionFetch(
  getCsrfToken: () => string | null,
  // Looked up on each call, so tests can replace the global fetch.
  baseFetch: typeof fetch = (input, init) => globalThis.fetch(input, init),
): typeof fetch {
  return (input, init = {}) => {
    const headers = new Headers(init.headers)
    const token = getCsrfToken()
    if (token && unsafeMethods.has((init.method ?? 'GET').toUpperCase())) headers.set(csrfHeader, token)
    return baseFetch(input, { ...init, headers, credentials: 'same-origin' })
  }
}
