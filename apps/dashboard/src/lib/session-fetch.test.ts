import { csrfHeader } from '@hotel/contract'
import { describe, expect, it, vi } from 'vitest'
import { createSessionFetch } from './session-fetch.ts'

function recorder() {
  const calls: { url: string; init: RequestInit }[] = []
  const base = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    calls.push({ url: String(input), init: init ?? {} })
    return new Response('{}')
  })
  return { calls, base: base as unknown as typeof fetch }
}

describe('session fetch', () => {
  it('sends the cookie (same origin) on every request, and the CSRF token on unsafe ones only', async () => {
    const { calls, base } = recorder()
    const send = createSessionFetch(() => 'token-1', base)
    await send('/api/v1/staff/auth/me')
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE', 'post']) {
      await send('/api/v1/staff/x', { method, headers: { 'Accept-Language': 'es' } })
    }
    expect(calls.map((call) => call.init.credentials)).toEqual(Array(6).fill('same-origin'))
    expect(new Headers(calls[0]?.init.headers).has(csrfHeader)).toBe(false)
    for (const call of calls.slice(1)) {
      const headers = new Headers(call.init.headers)
      expect(headers.get(csrfHeader)).toBe('token-1')
      expect(headers.get('accept-language')).toBe('es')
    }
  })

  it('sends no CSRF header before there is a session (sign-in)', async () => {
    const { calls, base } = recorder()
    await createSessionFetch(() => null, base)('/api/v1/staff/auth/login', { method: 'POST' })
    expect(new Headers(calls[0]?.init.headers).has(csrfHeader)).toBe(false)
    expect(calls[0]?.init.credentials).toBe('same-origin')
  })
})
