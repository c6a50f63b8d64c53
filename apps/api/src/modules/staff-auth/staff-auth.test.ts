import { request } from 'node:http'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { staffTokens, staffUsers } from '../../db/schema/index.ts'
import { hashToken } from '../../http/tokens.ts'
import { createStaff, createTestContext, ownerPassword, type TestContext } from '../../test/harness.ts'

let ctx: TestContext
const owner = 'owner@casapinar.example'

beforeAll(async () => {
  ctx = await createTestContext()
})
afterAll(() => ctx?.close())

/**
 * Signs in from `address` (any of 127.0.0.0/8 reaches the test server), so that limits per address see a
 * real client address whatever the proxy settings.
 */
function login(email: string, password: string, lang = 'en', address = '127.0.0.1') {
  const data = JSON.stringify({ email, password })
  // biome-ignore lint/suspicious/noExplicitAny: tests read answers freely
  return new Promise<{ status: number; body: any; setCookie: string; cookie: string }>((resolve, reject) => {
    const req = request(
      new URL('/api/v1/staff/auth/login', ctx.baseUrl),
      {
        method: 'POST',
        localAddress: address,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(data),
          'accept-language': lang,
        },
      },
      (res) => {
        let text = ''
        res.setEncoding('utf8')
        res.on('data', (chunk) => {
          text += chunk
        })
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            body: JSON.parse(text),
            setCookie: String(res.headers['set-cookie'] ?? ''),
            cookie: String(res.headers['set-cookie'] ?? '').split(';')[0] ?? '',
          }),
        )
      },
    )
    req.on('error', reject)
    req.end(data)
  })
}
const me = (cookie?: string) => ctx.http('/api/v1/staff/auth/me', { headers: cookie ? { cookie } : {} })
const tokenOf = (cookie: string) => cookie.slice(cookie.indexOf('=') + 1)

describe('staff sign-in', () => {
  it('signs the seeded owner in with an HttpOnly cookie, and stores only a hash of its token', async () => {
    const res = await login('Owner@CasaPinar.example', ownerPassword)
    expect(res.status).toBe(200)
    expect(res.body.message).toBe('Welcome back, Demo.')
    expect(res.body.user).toMatchObject({ email: owner, roles: ['owner'], status: 'active' })
    expect(res.body.user).not.toHaveProperty('password_hash')
    expect(res.body).not.toHaveProperty('token')
    expect(res.body.permissions).toContain('staff.manage')
    expect(res.body.csrf_token).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(res.setCookie).toMatch(
      /^hotel_staff=[A-Za-z0-9_-]{43}; Max-Age=43200; Path=\/api\/v1\/staff; HttpOnly; SameSite=Strict$/,
    )
    const token = tokenOf(res.cookie)
    expect(res.body.csrf_token).not.toBe(token)
    const stored = await ctx.database.db.select().from(staffTokens)
    expect(stored.some((t) => t.tokenHash === token)).toBe(false)
    expect(stored.some((t) => t.tokenHash === hashToken(token))).toBe(true)
  })

  it('refuses a wrong password and an unknown e-mail alike', async () => {
    const wrong = await login(owner, 'not-the-password', 'en', '127.0.10.2')
    expect(wrong.status).toBe(401)
    expect(wrong.body).toEqual({
      code: 'invalid_credentials',
      message: 'The e-mail or password is incorrect.',
    })
    const unknown = await login('nobody@casapinar.example', ownerPassword, 'es', '127.0.10.2')
    expect(unknown.status).toBe(401)
    expect(unknown.body).toEqual({
      code: 'invalid_credentials',
      message: 'El correo electrónico o la contraseña son incorrectos.',
    })
  })

  it('refuses a suspended account', async () => {
    const sam = 'sam@casapinar.example'
    await createStaff(ctx, { email: sam, password: 'suspended-pass-1', roles: [], name: 'Sam' })
    await ctx.database.db.update(staffUsers).set({ status: 'suspended' }).where(eq(staffUsers.email, sam))
    const res = await login(sam, 'suspended-pass-1', 'en', '127.0.10.3')
    expect(res.status).toBe(403)
    expect(res.body.code).toBe('account_suspended')
  })

  it('answers 429 after repeated attempts on one account from one address', async () => {
    const statuses: number[] = []
    for (let i = 0; i < 11; i++) statuses.push((await login(owner, `guess-${i}`, 'en', '127.0.11.7')).status)
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true)
    expect(statuses[10]).toBe(429)
    // Another address is not affected.
    expect((await login(owner, ownerPassword, 'en', '127.0.11.8')).status).toBe(200)
  })

  it('limits wrong passwords per account from all addresses, but not where the account signed in', async () => {
    const rita = 'rita@casapinar.example'
    await createStaff(ctx, { email: rita, password: 'reception-pass-1', roles: [], name: 'Rita' })
    const desk = '127.0.12.1'
    expect((await login(rita, 'reception-pass-1', 'en', desk)).status).toBe(200)
    // 100 wrong passwords from 12 addresses, each under its own limit of 10.
    const attack: Promise<{ status: number }>[] = []
    for (let i = 0; i < 100; i++) attack.push(login(rita, `guess-${i}`, 'en', `127.0.13.${1 + (i % 12)}`))
    expect((await Promise.all(attack)).map((r) => r.status)).toEqual(Array(100).fill(401))
    const refused = await login(rita, 'reception-pass-1', 'es', '127.0.13.50')
    expect(refused.status).toBe(429)
    expect(refused.body.code).toBe('too_many_attempts')
    expect((await login(rita, 'guess-x', 'en', '127.0.13.51')).status).toBe(429)
    // The front desk, where Rita signed in before, still works; other accounts are not affected.
    expect((await login(rita, 'reception-pass-1', 'en', desk)).status).toBe(200)
    expect((await login(owner, ownerPassword, 'en', '127.0.13.50')).status).toBe(200)
  })
})

describe('staff session', () => {
  it('knows the current user, their permissions and the CSRF token from the cookie', async () => {
    const { cookie, body } = await login(owner, ownerPassword, 'en', '127.0.10.10')
    const res = await me(cookie)
    expect(res.status).toBe(200)
    expect(res.body.data.user.email).toBe(owner)
    expect(res.body.data.csrf_token).toBe(body.csrf_token)
    expect(res.body.data.permissions).toEqual(body.permissions)
    expect(res.headers.get('cache-control')).toBe('no-store')
  })

  it('refuses a missing, malformed or unknown session with 401, and ignores a bearer token', async () => {
    const missing = await me()
    expect(missing.status).toBe(401)
    expect(missing.body.code).toBe('unauthenticated')
    const unknown = await me(`hotel_staff=${'x'.repeat(43)}`)
    expect(unknown.status).toBe(401)
    expect(unknown.body.code).toBe('token_invalid')
    const { cookie } = await login(owner, ownerPassword, 'en', '127.0.10.10')
    const bearer = await ctx.http('/api/v1/staff/auth/me', {
      headers: { Authorization: `Bearer ${tokenOf(cookie)}` },
    })
    expect(bearer.status).toBe(401)
  })

  it('ends a session at its lifetime, and after the idle timeout', async () => {
    const lifetime = await login(owner, ownerPassword, 'en', '127.0.10.11')
    await ctx.database.db
      .update(staffTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(staffTokens.tokenHash, hashToken(tokenOf(lifetime.cookie))))
    expect((await me(lifetime.cookie)).body.code).toBe('token_invalid')
    const idle = await login(owner, ownerPassword, 'en', '127.0.10.11')
    const hash = hashToken(tokenOf(idle.cookie))
    await ctx.database.db
      .update(staffTokens)
      .set({ lastSeenAt: new Date(Date.now() - 29 * 60_000) })
      .where(eq(staffTokens.tokenHash, hash))
    // 29 minutes idle: still in, and the request counts as use.
    expect((await me(idle.cookie)).status).toBe(200)
    const [seen] = await ctx.database.db.select().from(staffTokens).where(eq(staffTokens.tokenHash, hash))
    expect(Date.now() - (seen?.lastSeenAt.getTime() ?? 0)).toBeLessThan(10_000)
    await ctx.database.db
      .update(staffTokens)
      .set({ lastSeenAt: new Date(Date.now() - 31 * 60_000) })
      .where(eq(staffTokens.tokenHash, hash))
    expect((await me(idle.cookie)).status).toBe(401)
  })

  it('needs the CSRF token for unsafe requests, then ends only that session on logout', async () => {
    const first = await login(owner, ownerPassword, 'en', '127.0.10.12')
    const second = await login(owner, ownerPassword, 'en', '127.0.10.12')
    const forged = await ctx.http('/api/v1/staff/auth/logout', {
      method: 'POST',
      headers: { cookie: first.cookie, 'Accept-Language': 'es' },
    })
    expect(forged.status).toBe(403)
    expect(forged.body).toEqual({
      code: 'csrf_invalid',
      message: 'No se pudo verificar esta solicitud. Recargue la página e inténtelo de nuevo.',
    })
    const crossed = await ctx.http('/api/v1/staff/auth/logout', {
      method: 'POST',
      headers: { cookie: first.cookie, 'x-csrf-token': second.body.csrf_token },
    })
    expect(crossed.status).toBe(403)
    const out = await ctx.http('/api/v1/staff/auth/logout', {
      method: 'POST',
      headers: { cookie: first.cookie, 'x-csrf-token': first.body.csrf_token, 'Accept-Language': 'es' },
    })
    expect(out.status).toBe(200)
    expect(out.body.message).toBe('Ha cerrado la sesión.')
    expect(out.headers.get('set-cookie')).toMatch(/^hotel_staff=; Max-Age=0; Path=\/api\/v1\/staff; Expires=/)
    expect((await me(first.cookie)).status).toBe(401)
    expect((await me(second.cookie)).status).toBe(200)
  })

  it("ends a suspended person's sessions at once", async () => {
    const { cookie } = await login(owner, ownerPassword, 'en', '127.0.10.13')
    await ctx.database.db.update(staffUsers).set({ status: 'suspended' }).where(eq(staffUsers.email, owner))
    const res = await me(cookie)
    expect(res.status).toBe(401)
    expect(res.body.code).toBe('token_invalid')
    await ctx.database.db.update(staffUsers).set({ status: 'active' }).where(eq(staffUsers.email, owner))
  })
})
