import { ApiError, type StaffUser } from '@hotel/contract'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { tokenStore } from '../auth/token-store.ts'
import { hotelApi, staffApi } from './api.ts'

const user: StaffUser = {
  id: '7f9c2ba4-e88f-4a0e-9b5c-0b6d3c1f6a11',
  name: 'Ana',
  last_name: 'Rivas',
  email: 'ana@casapinar.example',
  role: 'manager',
  status: 'active',
}

function answer(status: number, body: unknown) {
  const fetch = vi.fn(
    async (_url: string, _init: RequestInit) => new Response(JSON.stringify(body), { status }),
  )
  vi.stubGlobal('fetch', fetch)
  return fetch
}

afterEach(() => {
  vi.unstubAllGlobals()
  tokenStore.clear('signed-out')
})

describe('staff API calls', () => {
  it('signs in with POST /api/v1/staff/auth/login and a JSON body', async () => {
    const fetch = answer(200, { message: 'Welcome', token: 'tok', user })
    await expect(staffApi.login({ email: user.email, password: 'secret' })).resolves.toMatchObject({
      token: 'tok',
    })
    const [url, init] = fetch.mock.calls[0] ?? []
    expect(url).toBe('/api/v1/staff/auth/login')
    expect(init?.method).toBe('POST')
    expect(JSON.parse(String(init?.body))).toEqual({ email: user.email, password: 'secret' })
    expect(new Headers(init?.headers).get('accept-language')).toBe('en')
  })

  it('reads the signed-in user with the bearer token', async () => {
    tokenStore.set('tok-me')
    const fetch = answer(200, { data: user })
    await expect(staffApi.me()).resolves.toEqual(user)
    const [url, init] = fetch.mock.calls[0] ?? []
    expect(url).toBe('/api/v1/staff/auth/me')
    expect(new Headers(init?.headers).get('authorization')).toBe('Bearer tok-me')
  })

  it('drops the stored token when the API answers 401 to it', async () => {
    tokenStore.set('expired-token')
    const listener = vi.fn()
    const unsubscribe = tokenStore.subscribe(listener)
    answer(401, { message: 'Your session has expired.', code: 'token_invalid' })
    await expect(staffApi.me()).rejects.toBeInstanceOf(ApiError)
    expect(tokenStore.get()).toBeNull()
    expect(listener).toHaveBeenCalledWith(null, 'expired')
    unsubscribe()
  })

  it('keeps the session on other failures', async () => {
    tokenStore.set('tok')
    answer(503, { message: 'Down for maintenance', code: 'unavailable' })
    await expect(hotelApi.get()).rejects.toMatchObject({ status: 503, message: 'Down for maintenance' })
    expect(tokenStore.get()).toBe('tok')
  })

  it('revokes a token on sign-out without reporting an expired session', async () => {
    tokenStore.set('tok-old')
    tokenStore.clear('signed-out')
    const listener = vi.fn()
    const unsubscribe = tokenStore.subscribe(listener)
    const fetch = answer(401, { message: 'Token revoked', code: 'token_invalid' })
    await expect(staffApi.logout('tok-old')).rejects.toBeInstanceOf(ApiError)
    const [url, init] = fetch.mock.calls[0] ?? []
    expect(url).toBe('/api/v1/staff/auth/logout')
    expect(new Headers(init?.headers).get('authorization')).toBe('Bearer tok-old')
    expect(listener).not.toHaveBeenCalled()
    unsubscribe()
  })
})
