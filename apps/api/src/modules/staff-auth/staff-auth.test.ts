import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { staffTokens, staffUsers } from '../../db/schema.ts'
import { hashToken } from '../../http/tokens.ts'
import { createTestContext, ownerPassword, type TestContext } from '../../test/harness.ts'
import { hashPassword } from './service.ts'

let ctx: TestContext
const owner = 'owner@casapinar.example'

beforeAll(async () => {
  ctx = await createTestContext()
})
afterAll(() => ctx?.close())

const login = (email: string, password: string, lang = 'en', ip = '203.0.113.1') =>
  ctx.http('/api/v1/staff/auth/login', {
    method: 'POST',
    body: { email, password },
    headers: { 'Accept-Language': lang, 'X-Forwarded-For': ip },
  })
const me = (token?: string) =>
  ctx.http('/api/v1/staff/auth/me', { headers: token ? { Authorization: `Bearer ${token}` } : {} })

describe('staff sign-in', () => {
  it('signs the seeded owner in and stores only a hash of the token', async () => {
    const res = await login('Owner@CasaPinar.example', ownerPassword)
    expect(res.status).toBe(200)
    expect(res.body.message).toBe('Welcome back, Demo.')
    expect(res.body.user).toMatchObject({ email: owner, role: 'owner', status: 'active' })
    expect(res.body.user).not.toHaveProperty('password_hash')
    expect(res.body.token).toMatch(/^[A-Za-z0-9_-]{43}$/)
    const stored = await ctx.database.db.select().from(staffTokens)
    expect(stored.some((t) => t.tokenHash === res.body.token)).toBe(false)
    expect(stored.some((t) => t.tokenHash === hashToken(res.body.token))).toBe(true)
  })

  it('refuses a wrong password and an unknown e-mail alike', async () => {
    const wrong = await login(owner, 'not-the-password', 'en', '203.0.113.2')
    expect(wrong.status).toBe(401)
    expect(wrong.body).toEqual({
      code: 'invalid_credentials',
      message: 'The e-mail or password is incorrect.',
    })
    const unknown = await login('nobody@casapinar.example', ownerPassword, 'es', '203.0.113.2')
    expect(unknown.status).toBe(401)
    expect(unknown.body).toEqual({
      code: 'invalid_credentials',
      message: 'El correo electrónico o la contraseña son incorrectos.',
    })
  })

  it('refuses a suspended account', async () => {
    await ctx.database.db.insert(staffUsers).values({
      name: 'Sam',
      lastName: 'Suspended',
      email: 'sam@casapinar.example',
      passwordHash: await hashPassword('suspended-pass-1'),
      role: 'receptionist',
      status: 'suspended',
    })
    const res = await login('sam@casapinar.example', 'suspended-pass-1', 'en', '203.0.113.3')
    expect(res.status).toBe(403)
    expect(res.body.code).toBe('account_suspended')
  })

  it('answers 429 after repeated attempts on one account from one address', async () => {
    const statuses: number[] = []
    for (let i = 0; i < 11; i++)
      statuses.push((await login(owner, `guess-${i}`, 'en', '198.51.100.7')).status)
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true)
    expect(statuses[10]).toBe(429)
    // Another address is not affected.
    expect((await login(owner, ownerPassword, 'en', '198.51.100.8')).status).toBe(200)
  })
})

describe('staff session', () => {
  it('knows the current user from the bearer token', async () => {
    const { body } = await login(owner, ownerPassword, 'en', '203.0.113.10')
    const res = await me(body.token)
    expect(res.status).toBe(200)
    expect(res.body.data.email).toBe(owner)
  })

  it('refuses a missing, malformed or unknown token with 401', async () => {
    const missing = await me()
    expect(missing.status).toBe(401)
    expect(missing.body.code).toBe('unauthenticated')
    const malformed = await ctx.http('/api/v1/staff/auth/me', { headers: { Authorization: 'Basic abc' } })
    expect(malformed.status).toBe(401)
    const unknown = await me('x'.repeat(43))
    expect(unknown.status).toBe(401)
    expect(unknown.body.code).toBe('token_invalid')
  })

  it('refuses an expired token', async () => {
    const { body } = await login(owner, ownerPassword, 'en', '203.0.113.11')
    await ctx.database.db
      .update(staffTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(staffTokens.tokenHash, hashToken(body.token)))
    const res = await me(body.token)
    expect(res.status).toBe(401)
    expect(res.body.code).toBe('token_invalid')
  })

  it('revokes the token on logout, and only that token', async () => {
    const first = (await login(owner, ownerPassword, 'en', '203.0.113.12')).body.token
    const second = (await login(owner, ownerPassword, 'en', '203.0.113.12')).body.token
    const out = await ctx.http('/api/v1/staff/auth/logout', {
      method: 'POST',
      headers: { Authorization: `Bearer ${first}`, 'Accept-Language': 'es' },
    })
    expect(out.status).toBe(200)
    expect(out.body.message).toBe('Ha cerrado la sesión.')
    expect((await me(first)).status).toBe(401)
    expect((await me(second)).status).toBe(200)
  })

  it('stops a suspended user at once', async () => {
    const token = (await login(owner, ownerPassword, 'en', '203.0.113.13')).body.token
    await ctx.database.db.update(staffUsers).set({ status: 'suspended' }).where(eq(staffUsers.email, owner))
    const res = await me(token)
    expect(res.status).toBe(403)
    expect(res.body.code).toBe('account_suspended')
    await ctx.database.db.update(staffUsers).set({ status: 'active' }).where(eq(staffUsers.email, owner))
  })
})
