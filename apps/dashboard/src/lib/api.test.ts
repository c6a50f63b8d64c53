import { ApiError, csrfHeader, type StaffLoginAnswer } from '@hotel/contract'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { owner } from '../test-support.tsx'
import { hotelApi, onSessionEvent, type SessionEvent, staffApi } from './api.ts'

const answer: StaffLoginAnswer = { ...owner, message: 'Welcome, Ana.' }

/** The API answers `status` with `body` to every call; the calls are recorded. */
function answering(status: number, body: unknown) {
  const fetch = vi.fn(
    async (_url: string, _init: RequestInit) => new Response(JSON.stringify(body), { status }),
  )
  vi.stubGlobal('fetch', fetch)
  return fetch
}

function listen() {
  const events: SessionEvent[] = []
  const stop = onSessionEvent((event) => events.push(event))
  return { events, stop }
}

afterEach(async () => {
  // Leave no session behind for the next test.
  answering(200, { message: 'bye' })
  await staffApi.logout()
  vi.unstubAllGlobals()
})

describe('staff API calls', () => {
  it('signs in with POST /api/v1/staff/auth/login, no CSRF token yet, and keeps the one it answers', async () => {
    const fetch = answering(200, answer)
    await expect(staffApi.login({ email: owner.user.email, password: 'secret' })).resolves.toEqual(answer)
    const [url, init] = fetch.mock.calls[0] ?? []
    expect(url).toBe('/api/v1/staff/auth/login')
    expect(init?.method).toBe('POST')
    expect(init?.credentials).toBe('same-origin')
    expect(JSON.parse(String(init?.body))).toEqual({ email: owner.user.email, password: 'secret' })
    const headers = new Headers(init?.headers)
    expect(headers.get('accept-language')).toBe('en')
    expect(headers.has(csrfHeader)).toBe(false)
    expect(headers.has('authorization')).toBe(false)

    const next = answering(200, { message: 'ok' })
    await staffApi.logout()
    expect(new Headers(next.mock.calls[0]?.[1].headers).get(csrfHeader)).toBe(owner.csrf_token)
  })

  it('reads the session from GET /staff/auth/me, and its CSRF token with it', async () => {
    const fetch = answering(200, { data: owner })
    await expect(staffApi.session()).resolves.toEqual(owner)
    const [url, init] = fetch.mock.calls[0] ?? []
    expect(url).toBe('/api/v1/staff/auth/me')
    expect(init?.credentials).toBe('same-origin')
    expect(new Headers(init?.headers).has(csrfHeader)).toBe(false)

    const post = answering(200, {})
    await staffApi.logout()
    expect(new Headers(post.mock.calls[0]?.[1].headers).get(csrfHeader)).toBe(owner.csrf_token)
  })

  it('answers "no session" to a 401 from /me, and says the session ended', async () => {
    const { events, stop } = listen()
    answering(401, { message: 'Your session has ended.', code: 'session_invalid' })
    await expect(staffApi.session()).resolves.toBeNull()
    expect(events).toEqual(['ended'])
    stop()
  })

  it('treats a 401 on any other call as the end of the session, and forgets its CSRF token', async () => {
    answering(200, { data: owner })
    await staffApi.session()
    const { events, stop } = listen()
    answering(401, { message: 'Your session has ended.', code: 'session_invalid' })
    await expect(hotelApi.get()).rejects.toBeInstanceOf(ApiError)
    expect(events).toEqual(['ended'])
    const post = answering(200, {})
    await staffApi.logout()
    expect(new Headers(post.mock.calls[0]?.[1].headers).has(csrfHeader)).toBe(false)
    stop()
  })

  it('says nothing about the session when a sign-in is refused', async () => {
    const { events, stop } = listen()
    answering(401, { message: 'The e-mail or password is incorrect.', code: 'invalid_credentials' })
    await expect(staffApi.login({ email: 'a@b.example', password: 'x' })).rejects.toMatchObject({
      status: 401,
      message: 'The e-mail or password is incorrect.',
    })
    expect(events).toEqual([])
    stop()
  })

  it('reports a 403 so the permissions can be read again, and keeps the session', async () => {
    const { events, stop } = listen()
    answering(403, { message: 'You may not do that.', code: 'forbidden' })
    await expect(hotelApi.get()).rejects.toMatchObject({ status: 403 })
    expect(events).toEqual(['forbidden'])
    stop()
  })

  it('keeps the session on other failures', async () => {
    const { events, stop } = listen()
    answering(503, { message: 'Down for maintenance', code: 'unavailable' })
    await expect(hotelApi.get()).rejects.toMatchObject({ status: 503, message: 'Down for maintenance' })
    await expect(staffApi.session()).rejects.toMatchObject({ status: 503 })
    expect(events).toEqual([])
    stop()
  })

  it('signs out with POST /staff/auth/logout; an already ended session counts as signed out', async () => {
    const fetch = answering(401, { message: 'Your session has ended.', code: 'session_invalid' })
    const { events, stop } = listen()
    await expect(staffApi.logout()).resolves.toBeUndefined()
    expect(fetch.mock.calls[0]?.[0]).toBe('/api/v1/staff/auth/logout')
    expect(fetch.mock.calls[0]?.[1].method).toBe('POST')
    expect(events).toEqual([])
    stop()
  })

  it('fails to sign out when the server cannot be reached: the cookie still holds the session', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch')
      }),
    )
    await expect(staffApi.logout()).rejects.toMatchObject({ status: 0 })
  })
})
