import { createSign, generateKeyPairSync } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createGoogleVerifier } from '../../integrations/google.ts'
import { createTestContext, type TestContext } from '../../test/harness.ts'

const clientId = 'hotel-test.apps.googleusercontent.com'
const keyId = 'test-key-1'
const googleKey = generateKeyPairSync('rsa', { modulusLength: 2048 })
const otherKey = generateKeyPairSync('rsa', { modulusLength: 2048 })
const publicPem = googleKey.publicKey.export({ type: 'spki', format: 'pem' }).toString()

/** An ID token shaped like Google's, signed with a local key. */
function idToken(claims: Record<string, unknown>, key = googleKey.privateKey) {
  const now = Math.floor(Date.now() / 1000)
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url')
  const head = encode({ alg: 'RS256', typ: 'JWT', kid: keyId })
  const body = encode({
    iss: 'https://accounts.google.com',
    aud: clientId,
    iat: now,
    exp: now + 600,
    email_verified: true,
    ...claims,
  })
  const signature = createSign('RSA-SHA256').update(`${head}.${body}`).sign(key).toString('base64url')
  return `${head}.${body}.${signature}`
}

let ctx: TestContext
beforeAll(async () => {
  ctx = await createTestContext(
    { GOOGLE_CLIENT_ID: clientId },
    { google: createGoogleVerifier(clientId, async () => ({ [keyId]: publicPem })) },
  )
})
afterAll(() => ctx?.close())

const google = (token: string, lang = 'en') =>
  ctx.http('/api/v1/auth/login/google', {
    method: 'POST',
    body: { token },
    headers: { 'Accept-Language': lang },
  })

describe('Google sign-in', () => {
  it('tells the web app the client id', async () => {
    expect((await ctx.http('/api/v1/auth/providers')).body).toEqual({ data: { google_client_id: clientId } })
  })

  it('creates the account on first sign-in and finds it the next time', async () => {
    const token = idToken({
      sub: 'g-1001',
      email: 'Lucia@Example.com',
      given_name: 'Lucía',
      family_name: 'Castillo',
    })
    const first = await google(token)
    expect(first.status).toBe(200)
    expect(first.body.user).toMatchObject({
      name: 'Lucía',
      last_name: 'Castillo',
      email: 'lucia@example.com',
      phone: null,
    })
    const again = await google(token)
    expect(again.body.user.id).toBe(first.body.user.id)
    const me = await ctx.http('/api/v1/auth/me', { headers: { Authorization: `Bearer ${again.body.token}` } })
    expect(me.status).toBe(200)
  })

  it.each([
    [
      'a token for another audience',
      () => idToken({ sub: 'g-2', email: 'x@example.com', aud: 'someone-else' }),
    ],
    [
      'a token signed with another key',
      () => idToken({ sub: 'g-3', email: 'y@example.com' }, otherKey.privateKey),
    ],
    [
      'an expired token',
      () => idToken({ sub: 'g-4', email: 'z@example.com', exp: Math.floor(Date.now() / 1000) - 3600 }),
    ],
    ['another issuer', () => idToken({ sub: 'g-5', email: 'w@example.com', iss: 'https://evil.example' })],
    ['garbage', () => 'not-a-jwt-at-all-but-long-enough'],
  ])('refuses %s', async (_name, make) => {
    const res = await google(make(), 'es')
    expect(res.status).toBe(401)
    expect(res.body).toEqual({
      code: 'social_login_failed',
      message: 'No se pudo iniciar sesión con Google.',
    })
  })

  it('does not take over an account that signs in with a password', async () => {
    const reg = await ctx.http('/api/v1/auth/register', {
      method: 'POST',
      body: {
        name: 'Pedro',
        last_name: 'Blandón',
        email: 'pedro@example.com',
        phone: '50581234567',
        identification: '001-1',
        city: 'León',
        country: 'NI',
        birth_date: '1985-05-05',
        password: 'pedro-pass-1',
        password_confirmation: 'pedro-pass-1',
      },
    })
    expect(reg.status).toBe(201)
    const res = await google(idToken({ sub: 'g-6', email: 'pedro@example.com' }))
    expect(res.status).toBe(409)
    expect(res.body.code).toBe('user_exists')
  })

  it('sends a Google account to Google when it tries a password or registers again', async () => {
    await google(idToken({ sub: 'g-7', email: 'marta@example.com', given_name: 'Marta' }))
    const login = await ctx.http('/api/v1/auth/login', {
      method: 'POST',
      body: { email: 'marta@example.com', password: 'whatever-1' },
    })
    expect(login.body.code).toBe('social_account_registered')
    const reg = await ctx.http('/api/v1/auth/register', {
      method: 'POST',
      body: {
        name: 'Marta',
        last_name: 'Ruiz',
        email: 'marta@example.com',
        phone: '50587654321',
        identification: '002-2',
        city: 'Estelí',
        country: 'NI',
        birth_date: '1990-03-03',
        password: 'marta-pass-1',
        password_confirmation: 'marta-pass-1',
      },
    })
    expect(reg.status).toBe(409)
    expect(reg.body.code).toBe('social_account_registered')
  })

  it('answers provider disabled for Facebook and unknown providers', async () => {
    for (const provider of ['facebook', 'twitter']) {
      const res = await ctx.http(`/api/v1/auth/login/${provider}`, {
        method: 'POST',
        body: { token: idToken({ sub: 'x', email: 'a@b.co' }) },
      })
      expect(res.status).toBe(400)
      expect(res.body.code).toBe('provider_disabled')
    }
  })
})
