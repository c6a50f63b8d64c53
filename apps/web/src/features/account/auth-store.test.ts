import { ApiError, type ApiRequest } from '@hotel/contract'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { MemoryStorage } from '../../lib/memory-storage.ts'
import { authStorageName, createAuthStore, initialAuthState, refreshIntervalMs } from './auth-store.ts'
import { createSecureStorage } from './secure-storage.ts'
import { guest } from './test-helpers.ts'

type Handler = (path: string, init: ApiRequest) => unknown

/** A fake API: answers with the handler's value, or throws it when it is an error. */
function fakeApi(handler: Handler) {
  const calls: { path: string; init: ApiRequest }[] = []
  const api = async <T>(path: string, init: ApiRequest = {}): Promise<T> => {
    calls.push({ path, init })
    const answer = await handler(path, init)
    if (answer instanceof Error) throw answer
    return answer as T
  }
  return { api, calls }
}

const session = { message: 'Welcome, Ana', token: 'token-1', user: guest }

function setup(handler: Handler, storage = new MemoryStorage()) {
  const secure = createSecureStorage({
    storage,
    crypto: globalThis.crypto,
    secret: 'test-secret',
    salt: 'test-salt',
    prefix: '@secure.',
  })
  const { api, calls } = fakeApi(handler)
  const tokens: (string | null)[] = []
  const store = createAuthStore({ api, storage: secure, onToken: (token) => tokens.push(token) })
  return { store, calls, storage, secure, tokens }
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('secure storage', () => {
  it('encrypts values under the prefixed key and reads them back', async () => {
    const { secure, storage } = setup(() => undefined)
    await secure.set('user-auth', { token: 'secret-token', user: guest })
    const raw = storage.getItem('@secure.user-auth')
    expect(raw).toBeTruthy()
    expect(raw).not.toContain('secret-token')
    expect(raw).not.toContain('ana@example.com')
    expect(await secure.get('user-auth')).toEqual({ token: 'secret-token', user: guest })
  })

  it('uses a fresh IV for every write', async () => {
    const { secure, storage } = setup(() => undefined)
    await secure.set('user-auth', { a: 1 })
    const first = storage.getItem('@secure.user-auth')
    await secure.set('user-auth', { a: 1 })
    expect(storage.getItem('@secure.user-auth')).not.toBe(first)
  })

  it('forgets a value that was tampered with or written with another key', async () => {
    const { secure, storage } = setup(() => undefined)
    await secure.set('user-auth', { token: 't' })
    const raw = storage.getItem('@secure.user-auth') ?? ''
    storage.setItem('@secure.user-auth', `${raw.slice(0, -4)}AAAA`)
    expect(await secure.get('user-auth')).toBeNull()
    expect(storage.getItem('@secure.user-auth')).toBeNull()

    await secure.set('user-auth', { token: 't' })
    const other = createSecureStorage({
      storage,
      crypto: globalThis.crypto,
      secret: 'another-secret',
      salt: 'test-salt',
      prefix: '@secure.',
    })
    expect(await other.get('user-auth')).toBeNull()
  })
})

describe('auth store', () => {
  beforeEach(() => {
    vi.useRealTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('starts signed out and not restored (what pre-rendered pages show)', () => {
    const { store } = setup(() => undefined)
    expect(store.getSnapshot()).toEqual(initialAuthState)
  })

  it('login sets loading, then stores message, token and user, and saves them encrypted', async () => {
    let release: () => void = () => {}
    const gate = new Promise<void>((resolve) => {
      release = resolve
    })
    const { store, storage, calls, tokens } = setup(async (path) => {
      if (path === '/auth/login') {
        await gate
        return session
      }
    })
    const pending = store.login({ email: 'ana@example.com', password: 'secret-pass' })
    expect(store.getSnapshot()).toMatchObject({ isLoading: true, isSuccessful: false })
    release()
    await pending
    expect(store.getSnapshot()).toMatchObject({
      token: 'token-1',
      user: guest,
      message: 'Welcome, Ana',
      isLoading: false,
      isSuccessful: true,
    })
    expect(calls[0]).toMatchObject({
      path: '/auth/login',
      init: { method: 'POST', body: { email: 'ana@example.com', password: 'secret-pass' } },
    })
    expect(tokens).toEqual(['token-1'])
    const raw = storage.getItem('@secure.user-auth')
    expect(raw).toBeTruthy()
    expect(raw).not.toContain('token-1')
    store.logout()
  })

  it('a failed login stores the error message and marks failure', async () => {
    const { store, storage } = setup(
      () => new ApiError(401, { code: 'invalid_credentials', message: 'Wrong e-mail or password' }),
    )
    await expect(store.login({ email: 'ana@example.com', password: 'nope' })).rejects.toThrow(
      'Wrong e-mail or password',
    )
    expect(store.getSnapshot()).toMatchObject({
      token: null,
      user: null,
      message: 'Wrong e-mail or password',
      isLoading: false,
      isSuccessful: false,
    })
    expect(storage.getItem('@secure.user-auth')).toBeNull()
  })

  it('register and Google sign-in call their endpoints and sign in', async () => {
    const { store, calls } = setup(() => session)
    await store.register({ name: 'Ana' })
    expect(calls.at(-1)).toMatchObject({ path: '/auth/register', init: { method: 'POST' } })
    await store.loginWithGoogle('google-credential')
    expect(calls.at(-1)).toMatchObject({
      path: '/auth/login/google',
      init: { method: 'POST', body: { token: 'google-credential' } },
    })
    expect(store.getSnapshot().token).toBe('token-1')
    store.logout()
  })

  it('register answered 202 (an e-mail to prove first) starts no session; with the code it signs in', async () => {
    const pending = { message: 'We have sent a 6-digit code', code: 'email_verification_required' }
    const { store, calls, storage, tokens } = setup((_path, init) =>
      (init.body as Record<string, string>).verification_code === '123456' ? session : pending,
    )
    expect(await store.register({ email: 'ana@example.com' })).toEqual(pending)
    expect(store.getSnapshot()).toMatchObject({
      token: null,
      user: null,
      isLoading: false,
      isSuccessful: false,
    })
    expect(tokens).toEqual([])
    expect(storage.getItem('@secure.user-auth')).toBeNull()
    expect(await store.register({ email: 'ana@example.com', verification_code: '123456' })).toEqual(session)
    expect(calls.at(-1)?.init.body).toEqual({ email: 'ana@example.com', verification_code: '123456' })
    expect(store.getSnapshot().token).toBe('token-1')
    store.logout()
  })

  it('a new page load restores the saved session and re-fetches the user', async () => {
    const storage = new MemoryStorage()
    const first = setup(() => session, storage)
    await first.store.login({ email: 'ana@example.com', password: 'secret-pass' })

    const renamed = { ...guest, name: 'Ana María' }
    const second = setup((path) => (path === '/auth/me' ? { data: renamed } : undefined), storage)
    await second.store.start()
    expect(second.store.getSnapshot()).toMatchObject({ token: 'token-1', restored: true, isSuccessful: true })
    expect(second.tokens).toEqual(['token-1'])
    await flush()
    expect(second.calls[0]).toMatchObject({ path: '/auth/me', init: { token: 'token-1' } })
    expect(second.store.getSnapshot().user?.name).toBe('Ana María')
    first.store.logout()
    second.store.logout()
  })

  it('no saved session means signed out', async () => {
    const { store, calls } = setup(() => undefined)
    await store.start()
    expect(store.getSnapshot()).toMatchObject({ token: null, user: null, restored: true })
    expect(calls).toEqual([])
  })

  it('logout resets everything, removes the saved session and revokes the token', async () => {
    const { store, storage, calls, tokens } = setup(() => session)
    await store.login({ email: 'ana@example.com', password: 'secret-pass' })
    store.logout()
    expect(store.getSnapshot()).toEqual({ ...initialAuthState, restored: true })
    expect(storage.getItem('@secure.user-auth')).toBeNull()
    expect(calls.at(-1)).toMatchObject({ path: '/auth/logout', init: { method: 'POST', token: 'token-1' } })
    expect(tokens.at(-1)).toBeNull()
  })

  it('a 404 from /auth/me (account gone) signs out', async () => {
    let me: unknown = { data: guest }
    const { store, storage } = setup((path) => (path === '/auth/me' ? me : session))
    await store.login({ email: 'ana@example.com', password: 'secret-pass' })
    me = new ApiError(404, { code: 'not_found', message: 'Not found' })
    await store.refresh()
    expect(store.getSnapshot()).toMatchObject({ token: null, user: null })
    expect(storage.getItem(`@secure.${authStorageName}`)).toBeNull()
  })

  it('a 401 from /auth/me (token expired or revoked) signs out too', async () => {
    const { store } = setup((path) =>
      path === '/auth/me' ? new ApiError(401, { code: 'token_invalid', message: 'Expired' }) : session,
    )
    await store.login({ email: 'ana@example.com', password: 'secret-pass' })
    await store.refresh()
    expect(store.getSnapshot().token).toBeNull()
  })

  it('keeps the session when /auth/me fails for another reason (offline, server error)', async () => {
    const { store } = setup((path) =>
      path === '/auth/me' ? new ApiError(0, { code: 'network_error', message: 'offline' }) : session,
    )
    await store.login({ email: 'ana@example.com', password: 'secret-pass' })
    await store.refresh()
    expect(store.getSnapshot().token).toBe('token-1')
    store.logout()
  })

  it('re-fetches the user every 5 minutes while signed in', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] })
    const { store, calls } = setup((path) => (path === '/auth/me' ? { data: guest } : session))
    await store.login({ email: 'ana@example.com', password: 'secret-pass' })
    const meCalls = () => calls.filter((call) => call.path === '/auth/me').length
    expect(meCalls()).toBe(0)
    vi.advanceTimersByTime(refreshIntervalMs - 1)
    expect(meCalls()).toBe(0)
    vi.advanceTimersByTime(1)
    expect(meCalls()).toBe(1)
    vi.advanceTimersByTime(refreshIntervalMs)
    expect(meCalls()).toBe(2)
    store.logout()
    vi.advanceTimersByTime(refreshIntervalMs * 3)
    expect(meCalls()).toBe(2)
  })

  it('an authenticated call sends the token, and a 401 ends the session', async () => {
    let answer: unknown = { message: 'ok' }
    const { store, calls } = setup((path) => (path === '/profile' ? answer : session))
    await store.login({ email: 'ana@example.com', password: 'secret-pass' })
    await store.call('/profile', { method: 'PUT', body: {} })
    expect(calls.at(-1)).toMatchObject({ path: '/profile', init: { token: 'token-1' } })
    answer = new ApiError(401, { code: 'token_invalid', message: 'Expired' })
    await expect(store.call('/profile', { method: 'PUT', body: {} })).rejects.toThrow('Expired')
    expect(store.getSnapshot().token).toBeNull()
  })

  it('tells subscribers about every change', async () => {
    const { store } = setup(() => session)
    const listener = vi.fn()
    const unsubscribe = store.subscribe(listener)
    await store.login({ email: 'ana@example.com', password: 'secret-pass' })
    expect(listener).toHaveBeenCalled()
    unsubscribe()
    store.logout()
  })
})
