import { readdir } from 'node:fs/promises'
import { request } from 'node:http'
import path from 'node:path'
import { hotelToday } from '@hotel/contract'
import { eq, sql } from 'drizzle-orm'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { clients, oneTimeCodes } from '../../db/schema/index.ts'
import { createTestContext, memoryMailer, type TestContext } from '../../test/harness.ts'

const mailer = memoryMailer()
let ctx: TestContext
let png: Buffer

beforeAll(async () => {
  ctx = await createTestContext({ OTP_MAX_ATTEMPTS: '3' }, { mailer })
  png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#1f4d3a' } })
    .png()
    .toBuffer()
})
afterAll(() => ctx?.close())

let serial = 0
/** A valid registration with unique e-mail, phone and identification. */
function guest(overrides: Record<string, string> = {}) {
  serial++
  return {
    name: 'Ana',
    last_name: 'Rizo',
    email: `ana${serial}@example.com`,
    phone: `+505 8800 ${String(1000 + serial)}`,
    identification: `161-010190-${String(1000 + serial)}X`,
    city: 'Estelí',
    country: 'NI',
    birth_date: '1990-01-01',
    password: 'pine-hills-2026',
    password_confirmation: 'pine-hills-2026',
    ...overrides,
  }
}

const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  ctx.http(path, { method: 'POST', body, headers })
const bearer = (token: string) => ({ Authorization: `Bearer ${token}` })
const wrongPassword = (email: string, i: number) => ({ email, password: `wrong-guess-${i}` })

/**
 * A JSON POST sent from `address` (any of 127.0.0.0/8 reaches the test server), so that limits per address
 * see a real client address whatever the proxy settings.
 */
function postFrom(
  address: string,
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
  // biome-ignore lint/suspicious/noExplicitAny: tests read answers freely
): Promise<{ status: number; body: any }> {
  const data = JSON.stringify(body)
  return new Promise((resolve, reject) => {
    const req = request(
      new URL(path, ctx.baseUrl),
      {
        method: 'POST',
        localAddress: address,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(data),
          ...headers,
        },
      },
      (res) => {
        let text = ''
        res.setEncoding('utf8')
        res.on('data', (chunk) => {
          text += chunk
        })
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(text) }))
      },
    )
    req.on('error', reject)
    req.end(data)
  })
}

async function registered(overrides: Record<string, string> = {}) {
  const input = guest(overrides)
  const res = await post('/api/v1/auth/register', input)
  expect(res.status).toBe(201)
  return { input, token: res.body.token as string, user: res.body.user }
}

function form(fields: Record<string, string>, file?: { data: Buffer; name: string; type: string }) {
  const data = new FormData()
  for (const [key, value] of Object.entries(fields)) data.set(key, value)
  if (file) data.set('profile_image', new Blob([new Uint8Array(file.data)], { type: file.type }), file.name)
  return data
}

const upload = (path: string, body: FormData, headers: Record<string, string> = {}) =>
  fetch(`${ctx.baseUrl}${path}`, { method: 'POST', body, headers }).then(async (r) => ({
    status: r.status,
    // biome-ignore lint/suspicious/noExplicitAny: tests read answers freely
    body: (await r.json()) as any,
  }))

/**
 * The hotel's calendar date (America/Managua, which the age rule uses) `years` ago, plus `days`. Not from
 * today in UTC: that is a day ahead of the hotel's from 18:00 to midnight there (00:00 to 06:00 UTC).
 */
function yearsAgo(years: number, days = 0) {
  const [y = 0, m = 1, d = 1] = hotelToday().split('-').map(Number)
  return new Date(Date.UTC(y - years, m - 1, d + days)).toISOString().slice(0, 10)
}

describe('register', () => {
  it('creates an account and signs the guest in', async () => {
    const input = guest()
    const res = await post('/api/v1/auth/register', input, { 'Accept-Language': 'es' })
    expect(res.status).toBe(201)
    expect(res.body.message).toBe('Bienvenido a Hotel Casa Pinar, Ana. Su cuenta está lista.')
    expect(res.body.user).toMatchObject({
      email: input.email,
      phone: input.phone.replaceAll(' ', ''),
      locale: 'es',
      status: 'active',
    })
    expect(res.body.user).not.toHaveProperty('password_hash')
    const me = await ctx.http('/api/v1/auth/me', { headers: bearer(res.body.token) })
    expect(me.status).toBe(200)
    expect(me.body.data.email).toBe(input.email)
  })

  it('requires every field and says which', async () => {
    const res = await post('/api/v1/auth/register', {})
    expect(res.status).toBe(422)
    for (const field of [
      'name',
      'last_name',
      'email',
      'phone',
      'identification',
      'city',
      'country',
      'birth_date',
      'password',
    ]) {
      expect(res.body.errors[field], field).toEqual(['This field is required.'])
    }
  })

  it.each([
    [{ email: 'not-an-email' }, 'email', 'Invalid email.'],
    [{ birth_date: '2001-02-30' }, 'birth_date', 'Invalid date.'],
    [{ birth_date: yearsAgo(17) }, 'birth_date', 'You must be at least 18 years old to continue.'],
    [{ birth_date: yearsAgo(18, 1) }, 'birth_date', 'You must be at least 18 years old to continue.'],
    [
      { password: 'short12', password_confirmation: 'short12' },
      'password',
      'The password must have at least 8 characters.',
    ],
    [{ password_confirmation: 'something-else' }, 'password_confirmation', 'Passwords do not match.'],
    [
      { password: 'password', password_confirmation: 'password' },
      'password',
      'This password is too common. Choose another.',
    ],
    [
      { password: 'PassWord1', password_confirmation: 'PassWord1' },
      'password',
      'This password is too common. Choose another.',
    ],
    [
      { password: 'aaaaaaaa', password_confirmation: 'aaaaaaaa' },
      'password',
      'This password is too common. Choose another.',
    ],
    [{ phone: 'call me' }, 'phone', 'Enter a valid phone number.'],
  ])('rejects %o', async (overrides, field, message) => {
    const res = await post('/api/v1/auth/register', guest(overrides))
    expect(res.status).toBe(422)
    expect(res.body.code).toBe('validation_failed')
    expect(res.body.errors[field]).toEqual([message])
  })

  it('says an empty birth date is required, not invalid', async () => {
    const res = await post('/api/v1/auth/register', guest({ birth_date: '' }))
    expect(res.body.errors.birth_date).toEqual(['This field is required.'])
  })

  it('accepts a guest who turns 18 today', async () => {
    await registered({ birth_date: yearsAgo(18) })
  })

  it('refuses a duplicate e-mail, phone or identification, each with its own message', async () => {
    const { input } = await registered()
    const email = await post('/api/v1/auth/register', guest({ email: input.email.toUpperCase() }), {
      'Accept-Language': 'es',
    })
    expect(email.status).toBe(409)
    expect(email.body).toMatchObject({
      code: 'email_taken',
      message: 'Este correo electrónico ya está registrado.',
    })
    const phone = await post('/api/v1/auth/register', guest({ phone: input.phone.replaceAll(' ', '') }))
    expect(phone.body).toMatchObject({
      code: 'phone_taken',
      errors: { phone: ['This phone number is already registered.'] },
    })
    const id = await post(
      '/api/v1/auth/register',
      guest({ identification: input.identification.toLowerCase() }),
    )
    expect(id.body).toMatchObject({
      code: 'identification_taken',
      errors: { identification: ['This identification is already registered.'] },
    })
  })

  it('lets only one of two simultaneous registrations with the same e-mail through', async () => {
    const email = `race${Date.now()}@example.com`
    const answers = await Promise.all([
      post('/api/v1/auth/register', guest({ email })),
      post('/api/v1/auth/register', guest({ email })),
    ])
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409])
    expect(answers.find((a) => a.status === 409)?.body.code).toBe('email_taken')
  })

  it('takes a profile picture by content, whatever its name, and serves it as WebP', async () => {
    const res = await upload(
      '/api/v1/auth/register',
      form(guest(), { data: png, name: 'photo.exe', type: 'application/octet-stream' }),
    )
    expect(res.status).toBe(201)
    expect(res.body.user.profile_image).toMatch(/^\/uploads\/profile\/[0-9a-f-]+\.webp$/)
    const image = await fetch(`${ctx.baseUrl}${res.body.user.profile_image}`)
    expect(image.status).toBe(200)
    expect(image.headers.get('content-type')).toBe('image/webp')
    expect(image.headers.get('cache-control')).toContain('immutable')
  })

  it('keeps no picture of a registration that fails', async () => {
    const { input } = await registered()
    const dir = path.join(ctx.config.dataDir, 'uploads', 'profile')
    const before = (await readdir(dir).catch(() => [])).length
    const res = await upload(
      '/api/v1/auth/register',
      form(guest({ email: input.email }), { data: png, name: 'me.png', type: 'image/png' }),
    )
    expect(res.status).toBe(409)
    expect((await readdir(dir).catch(() => [])).length).toBe(before)
  })

  it('refuses a program named like a picture', async () => {
    const exe = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(2048, 7)])
    const res = await upload(
      '/api/v1/auth/register',
      form(guest(), { data: exe, name: 'photo.png', type: 'image/png' }),
    )
    expect(res.status).toBe(422)
    expect(res.body.code).toBe('invalid_image')
  })

  it('refuses a picture over 5 MB', async () => {
    const big = Buffer.concat([png, Buffer.alloc(6 * 1024 * 1024)])
    const res = await upload(
      '/api/v1/auth/register',
      form(guest(), { data: big, name: 'big.png', type: 'image/png' }),
    )
    expect(res.status).toBe(413)
    expect(res.body.code).toBe('image_too_large')
    expect(res.body.message).toBe('The file is too large. The maximum size is 5 MB.')
  })

  it('validates multipart fields like JSON ones', async () => {
    const res = await upload('/api/v1/auth/register', form(guest({ birth_date: yearsAgo(16) })), {
      'Accept-Language': 'es',
    })
    expect(res.status).toBe(422)
    expect(res.body.errors.birth_date).toEqual(['Debe tener al menos 18 años para continuar.'])
  })
})

describe('login and sessions', () => {
  it('signs in with the right password only', async () => {
    const { input } = await registered()
    const ok = await post('/api/v1/auth/login', { email: input.email, password: input.password })
    expect(ok.status).toBe(200)
    expect(ok.body.user.email).toBe(input.email)
    const wrong = await post(
      '/api/v1/auth/login',
      { email: input.email, password: 'wrong-password' },
      { 'Accept-Language': 'es' },
    )
    expect(wrong.status).toBe(401)
    expect(wrong.body).toEqual({
      code: 'invalid_credentials',
      message: 'El correo electrónico o la contraseña son incorrectos.',
    })
  })

  it('answers 429 after 10 wrong passwords from one address, and only to that address', async () => {
    const { input } = await registered()
    const statuses = []
    for (let i = 0; i < 11; i++)
      statuses.push((await postFrom('127.0.1.1', '/api/v1/auth/login', wrongPassword(input.email, i))).status)
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true)
    expect(statuses[10]).toBe(429)
    const other = await postFrom('127.0.1.2', '/api/v1/auth/login', {
      email: input.email,
      password: input.password,
    })
    expect(other.status).toBe(200)
  })

  it('stops a guessing attack from many addresses without locking the guest out of their own', async () => {
    const { input } = await registered()
    const right = { email: input.email, password: input.password }
    const home = '127.0.2.1'
    expect((await postFrom(home, '/api/v1/auth/login', right)).status).toBe(200)
    // 99 wrong passwords from 11 addresses (9 each, under the per-address limit), while the guest signs in
    // from home three times: right passwords do not count towards the account's ceiling of 100.
    const attack: Promise<{ status: number }>[] = []
    for (let address = 0; address < 11; address++) {
      for (let i = 0; i < 9; i++)
        attack.push(postFrom(`127.0.3.${address + 1}`, '/api/v1/auth/login', wrongPassword(input.email, i)))
      if (address % 4 === 0) expect((await postFrom(home, '/api/v1/auth/login', right)).status).toBe(200)
    }
    expect((await Promise.all(attack)).map((r) => r.status)).toEqual(Array(99).fill(401))
    expect((await postFrom('127.0.3.20', '/api/v1/auth/login', wrongPassword(input.email, 99))).status).toBe(
      401,
    )

    // The ceiling is reached: new addresses are refused, even with the right password...
    const refused = await postFrom('127.0.3.21', '/api/v1/auth/login', right, { 'Accept-Language': 'es' })
    expect(refused.status).toBe(429)
    expect(refused.body.code).toBe('too_many_attempts')
    expect(refused.body.message).toMatch(/^Demasiados intentos\. .* \d+ segundos?\.$/)
    expect((await postFrom('127.0.3.22', '/api/v1/auth/login', wrongPassword(input.email, 0))).status).toBe(
      429,
    )
    // ...but the guest still gets in from home.
    expect((await postFrom(home, '/api/v1/auth/login', right)).status).toBe(200)
  })

  it('slows the failed answers of an account under attack', async () => {
    const { input } = await registered()
    const home = '127.0.4.1'
    expect(
      (await postFrom(home, '/api/v1/auth/login', { email: input.email, password: input.password })).status,
    ).toBe(200)
    const attack: Promise<unknown>[] = []
    for (let address = 0; address < 4; address++)
      for (let i = 0; i < 9; i++)
        attack.push(postFrom(`127.0.4.${address + 10}`, '/api/v1/auth/login', wrongPassword(input.email, i)))
    await Promise.all(attack)
    // 37 failures: 27 beyond the per-address 10, 20 ms each, capped at 400 ms.
    const start = performance.now()
    expect((await postFrom(home, '/api/v1/auth/login', wrongPassword(input.email, 1))).status).toBe(401)
    expect(performance.now() - start).toBeGreaterThanOrEqual(395)
  })

  it('refuses a suspended guest, at sign-in and on every request', async () => {
    const { input, token } = await registered()
    await ctx.database.db.update(clients).set({ status: 'suspended' }).where(eq(clients.email, input.email))
    expect(
      (await post('/api/v1/auth/login', { email: input.email, password: input.password })).body.code,
    ).toBe('account_suspended')
    const me = await ctx.http('/api/v1/auth/me', { headers: bearer(token) })
    expect(me.status).toBe(403)
  })

  it('logs out: the token stops working', async () => {
    const { token } = await registered()
    expect((await post('/api/v1/auth/logout', undefined, bearer(token))).status).toBe(200)
    const me = await ctx.http('/api/v1/auth/me', { headers: bearer(token) })
    expect(me.status).toBe(401)
    expect(me.body.code).toBe('token_invalid')
  })

  it('answers 404 when the account no longer exists', async () => {
    const { input, token } = await registered()
    await ctx.database.db.delete(clients).where(eq(clients.email, input.email))
    const me = await ctx.http('/api/v1/auth/me', { headers: bearer(token) })
    expect(me.status).toBe(404)
    expect(me.body.code).toBe('user_not_found')
  })

  it('answers 401 without a token', async () => {
    expect((await ctx.http('/api/v1/auth/me')).status).toBe(401)
  })
})

describe('password reset with a one-time code', () => {
  const mailsTo = (email: string) => mailer.sent.filter((mail) => mail.to === email)
  const codeIn = (mail: { text: string } | undefined) => mail?.text.match(/\b\d{6}\b/)?.[0] ?? ''
  const codeOf = (email: string) => codeIn(mailer.last(email))
  const otherThan = (code: string) => (code === '000000' ? '111111' : '000000')

  /** Waits until `email` has had `count` mails: codes are mailed after the answer. */
  async function mailCount(email: string, count: number) {
    const deadline = Date.now() + 5000
    while (mailsTo(email).length < count) {
      if (Date.now() > deadline) throw new Error(`no mail ${count} to ${email}`)
      await new Promise((resolve) => setTimeout(resolve, 10))
    }
  }

  /** Asks for a code for a known e-mail and returns it once mailed. */
  async function requestCode(email: string, address = '127.0.0.1') {
    const before = mailsTo(email).length
    const res = await postFrom(address, '/api/v1/auth/one-time-password/request', { email })
    expect(res.status).toBe(200)
    await mailCount(email, before + 1)
    return codeOf(email)
  }

  it('does not reveal whether an e-mail has an account', async () => {
    const before = mailer.sent.length
    const unknown = await post('/api/v1/auth/one-time-password/request', { email: 'nobody@example.com' })
    const { input } = await registered()
    const known = await post('/api/v1/auth/one-time-password/request', { email: input.email })
    expect(unknown.status).toBe(200)
    expect(unknown.body).toEqual(known.body)
    await mailCount(input.email, 1)
    expect(mailer.sent.length).toBe(before + 1)
  })

  it('mails a code in the guest language; check, reset, then sign in with the new password', async () => {
    const { input, token } = await registered()
    await post(
      '/api/v1/auth/login',
      { email: input.email, password: input.password },
      { 'Accept-Language': 'es' },
    )
    const code = await requestCode(input.email)
    const mail = mailer.last(input.email)
    expect(mail?.subject).toMatch(/^Su código de Hotel Casa Pinar: \d{6}$/)
    expect(mail?.html).toContain(code)

    expect((await post('/api/v1/auth/one-time-password/check', { email: input.email, code })).status).toBe(
      200,
    )
    const reset = await post('/api/v1/auth/password/reset', {
      email: input.email,
      code,
      password: 'new-pine-pass',
      password_confirmation: 'new-pine-pass',
    })
    expect(reset.status).toBe(200)
    expect((await ctx.http('/api/v1/auth/me', { headers: bearer(token) })).status).toBe(401)
    expect((await post('/api/v1/auth/login', { email: input.email, password: input.password })).status).toBe(
      401,
    )
    expect((await post('/api/v1/auth/login', { email: input.email, password: 'new-pine-pass' })).status).toBe(
      200,
    )

    const reused = await post('/api/v1/auth/password/reset', {
      email: input.email,
      code,
      password: 'other-pass-1',
      password_confirmation: 'other-pass-1',
    })
    expect(reused.status).toBe(422)
    expect(reused.body.code).toBe('code_invalid')
  })

  it('refuses a wrong code, then locks the code after too many tries', async () => {
    const { input } = await registered()
    const right = await requestCode(input.email)
    const wrong = otherThan(right)
    for (let i = 0; i < 3; i++) {
      const res = await post(
        '/api/v1/auth/one-time-password/check',
        { email: input.email, code: wrong },
        { 'Accept-Language': 'es' },
      )
      expect(res.status).toBe(422)
      expect(res.body).toEqual({
        code: 'code_invalid',
        message: 'El código no es válido. Revíselo e inténtelo de nuevo.',
      })
    }
    const locked = await post('/api/v1/auth/one-time-password/check', { email: input.email, code: right })
    expect(locked.status).toBe(429)
  })

  it('refuses an expired code', async () => {
    const { input } = await registered()
    const code = await requestCode(input.email)
    await ctx.database.db.update(oneTimeCodes).set({ expiresAt: new Date(Date.now() - 1000) })
    const res = await post('/api/v1/auth/one-time-password/check', { email: input.email, code })
    expect(res.status).toBe(422)
    expect(res.body.code).toBe('code_expired')
  })

  it('answers a code for a known and an unknown e-mail alike, with or without a pending code', async () => {
    const withCode = await registered()
    const right = await requestCode(withCode.input.email)
    const withoutCode = await registered()
    const wrong = otherThan(right)
    const reset = { password: 'new-pine-pass', password_confirmation: 'new-pine-pass' }
    for (const path of ['/api/v1/auth/one-time-password/check', '/api/v1/auth/password/reset']) {
      const answers = await Promise.all(
        [withCode.input.email, withoutCode.input.email, 'nobody-here@example.com'].map((email) =>
          post(path, { email, code: wrong, ...reset }, { 'Accept-Language': 'es' }),
        ),
      )
      for (const answer of answers) {
        expect(answer.status).toBe(422)
        expect(answer.body).toEqual({
          code: 'code_invalid',
          message: 'El código no es válido. Revíselo e inténtelo de nuevo.',
        })
      }
    }
  })

  it('says a code has six digits', async () => {
    const { input } = await registered()
    const bad = await post('/api/v1/auth/one-time-password/check', { email: input.email, code: '12a' })
    expect(bad.body.errors.code).toEqual(['The code must have 6 digits.'])
  })

  it('caps wrong guesses per account across codes and addresses: 10 an hour', async () => {
    const { input } = await registered()
    let n = 0
    const address = () => `127.0.6.${++n}`
    const check = (code: string, headers: Record<string, string> = {}) =>
      postFrom(address(), '/api/v1/auth/one-time-password/check', { email: input.email, code }, headers)
    // Three codes, each locked after its 3 wrong tries (OTP_MAX_ATTEMPTS), then a fourth code.
    for (let round = 0; round < 3; round++) {
      const right = await requestCode(input.email, address())
      for (let i = 0; i < 3; i++) expect((await check(otherThan(right))).status).toBe(422)
    }
    const right = await requestCode(input.email, address())
    expect((await check(otherThan(right))).status).toBe(422)
    // Ten wrong guesses in the hour: even the right code is refused now.
    const refused = await check(right, { 'Accept-Language': 'es' })
    expect(refused.status).toBe(429)
    expect(refused.body.code).toBe('too_many_attempts')
    expect(refused.body.message).toMatch(/^Demasiados intentos\. .* (\d+) segundos?\.$/)
    const seconds = Number(refused.body.message.match(/(\d+) segundos?/)?.[1])
    expect(seconds).toBeGreaterThan(3000)
    expect(seconds).toBeLessThanOrEqual(3600)
    const reset = await postFrom(address(), '/api/v1/auth/password/reset', {
      email: input.email,
      code: right,
      password: 'new-pine-pass',
      password_confirmation: 'new-pine-pass',
    })
    expect(reset.status).toBe(429)
  })

  it('caps wrong guesses per account per day', async () => {
    const { input, user } = await registered()
    // 20 wrong guesses three hours ago, on two codes.
    await ctx.database.db.insert(oneTimeCodes).values(
      [0, 1].map(() => ({
        clientId: user.id as string,
        purpose: 'password_reset' as const,
        codeHash: '0'.repeat(64),
        attempts: 10,
        expiresAt: new Date(),
        usedAt: new Date(),
        createdAt: sql`now() - interval '3 hours'`,
      })),
    )
    const right = await requestCode(input.email)
    const res = await post('/api/v1/auth/one-time-password/check', { email: input.email, code: right })
    expect(res.status).toBe(429)
    expect(res.body.code).toBe('too_many_attempts')
  })

  it('counts parallel wrong guesses one by one', async () => {
    const { input } = await registered()
    const wrong = otherThan(await requestCode(input.email))
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        postFrom(`127.0.7.${i + 1}`, '/api/v1/auth/one-time-password/check', {
          email: input.email,
          code: wrong,
        }),
      ),
    )
    // The code takes 3 wrong tries (OTP_MAX_ATTEMPTS); every other answer says it is locked.
    const statuses = answers.map((a) => a.status)
    expect(statuses.filter((s) => s === 422)).toHaveLength(3)
    expect(statuses.filter((s) => s === 429)).toHaveLength(37)
  })

  it('refuses a common password on reset and on change, and the code still works', async () => {
    const { input } = await registered()
    const code = await requestCode(input.email)
    const common = await post(
      '/api/v1/auth/password/reset',
      { email: input.email, code, password: 'qwertyuiop', password_confirmation: 'qwertyuiop' },
      { 'Accept-Language': 'es' },
    )
    expect(common.status).toBe(422)
    expect(common.body).toEqual({
      code: 'validation_failed',
      message: 'Esta contraseña es demasiado común. Elija otra.',
      errors: { password: ['Esta contraseña es demasiado común. Elija otra.'] },
    })
    const reset = await post('/api/v1/auth/password/reset', {
      email: input.email,
      code,
      password: 'pine-valley-2027',
      password_confirmation: 'pine-valley-2027',
    })
    expect(reset.status).toBe(200)

    const token = (await post('/api/v1/auth/login', { email: input.email, password: 'pine-valley-2027' }))
      .body.token
    expect((await post('/api/v1/profile/password/code', undefined, bearer(token))).status).toBe(200)
    const change = (password: string) =>
      ctx.http('/api/v1/profile/password', {
        method: 'PUT',
        body: { code: codeOf(input.email), password, password_confirmation: password },
        headers: bearer(token),
      })
    const repeated = await change('zzzzzzzzzz')
    expect(repeated.status).toBe(422)
    expect(repeated.body.errors).toEqual({ password: ['This password is too common. Choose another.'] })
    expect((await change('cedar-ridge-2028')).status).toBe(200)
  })

  it('mails at most 5 codes an hour and 10 a day per account, answering the same 200 over the cap', async () => {
    const sent = memoryMailer()
    const own = await createTestContext({}, { mailer: sent })
    const answers: unknown[] = []
    const people: Record<'hour' | 'day' | 'under', string> = { hour: '', day: '', under: '' }
    try {
      for (const [i, who] of (['hour', 'day', 'under'] as const).entries()) {
        const input = guest()
        const res = await own.http('/api/v1/auth/register', { method: 'POST', body: input })
        expect(res.status).toBe(201)
        people[who] = input.email
        // hour: 5 codes in the last hour; day: 10 three hours ago; under: 4 and 9, one short of each cap.
        const earlier = { hour: [5, 0], day: [0, 10], under: [4, 5] }[who]
        const rows = [
          ...Array(earlier[0]).fill(sql`now() - interval '10 minutes'`),
          ...Array(earlier[1]).fill(sql`now() - interval '3 hours'`),
        ].map((createdAt) => ({
          clientId: res.body.user.id as string,
          purpose: 'password_reset' as const,
          codeHash: String(i).repeat(64),
          expiresAt: new Date(),
          usedAt: new Date(),
          createdAt,
        }))
        await own.database.db.insert(oneTimeCodes).values(rows)
      }
      for (const email of [people.hour, people.day, people.under, 'nobody@example.com']) {
        const res = await own.http('/api/v1/auth/one-time-password/request', {
          method: 'POST',
          body: { email },
        })
        expect(res.status).toBe(200)
        answers.push(res.body)
      }
    } finally {
      await own.close() // waits for the mails being sent
    }
    expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(1)
    expect(sent.sent.map((mail) => mail.to)).toEqual([people.under])
  })
})

describe('profile', () => {
  it('updates the profile, refusing a phone another guest has', async () => {
    const other = await registered()
    const { token, input } = await registered()
    const changes = {
      ...guest(),
      name: 'Ana María',
      phone: input.phone,
      identification: input.identification,
    }
    const res = await ctx.http('/api/v1/profile', { method: 'PUT', body: changes, headers: bearer(token) })
    expect(res.status).toBe(200)
    expect(res.body.data.name).toBe('Ana María')
    const taken = await ctx.http('/api/v1/profile', {
      method: 'PUT',
      body: { ...changes, phone: other.input.phone },
      headers: bearer(token),
    })
    expect(taken.status).toBe(409)
    expect(taken.body.code).toBe('phone_taken')
  })

  it('changes the picture, and says when no file was sent', async () => {
    const { token } = await registered()
    const none = await upload('/api/v1/profile/image', form({}), {
      ...bearer(token),
      'Accept-Language': 'es',
    })
    expect(none.status).toBe(422)
    expect(none.body).toEqual({ code: 'no_file', message: 'No se seleccionó ningún archivo.' })
    const first = await upload(
      '/api/v1/profile/image',
      form({}, { data: png, name: 'me.png', type: 'image/png' }),
      bearer(token),
    )
    const ok = await upload(
      '/api/v1/profile/image',
      form({}, { data: png, name: 'me.png', type: 'image/png' }),
      bearer(token),
    )
    expect(ok.status).toBe(200)
    expect(ok.body.data.profile_image).toMatch(/\.webp$/)
    // The replaced picture is gone; the new one is served.
    expect((await fetch(`${ctx.baseUrl}${first.body.data.profile_image}`)).status).toBe(404)
    expect((await fetch(`${ctx.baseUrl}${ok.body.data.profile_image}`)).status).toBe(200)
  })

  it('limits password-change codes per guest, not per address', async () => {
    const first = await registered()
    const second = await registered()
    const statuses = []
    for (let i = 0; i < 6; i++) {
      statuses.push((await post('/api/v1/profile/password/code', undefined, bearer(first.token))).status)
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429])
    expect((await post('/api/v1/profile/password/code', undefined, bearer(second.token))).status).toBe(200)
  })

  it('changes the password with a mailed code, ending the other sessions only', async () => {
    const { input, token } = await registered()
    const other = (await post('/api/v1/auth/login', { email: input.email, password: input.password })).body
      .token
    expect((await post('/api/v1/profile/password/code', undefined, bearer(token))).status).toBe(200)
    const code = mailer.last(input.email)?.text.match(/\b\d{6}\b/)?.[0]
    const res = await ctx.http('/api/v1/profile/password', {
      method: 'PUT',
      body: { code, password: 'changed-pass-1', password_confirmation: 'changed-pass-1' },
      headers: bearer(token),
    })
    expect(res.status).toBe(200)
    expect((await ctx.http('/api/v1/auth/me', { headers: bearer(token) })).status).toBe(200)
    expect((await ctx.http('/api/v1/auth/me', { headers: bearer(other) })).status).toBe(401)
  })
})
