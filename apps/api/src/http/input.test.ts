import { connect } from 'node:net'
import { addDays, hotelToday } from '@hotel/contract'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loggableError } from '../db/errors.ts'
import { createTestContext, registerGuest, type TestContext } from '../test/harness.ts'

let ctx: TestContext
let guest: string
const logs: string[] = []

const profile = (n: number) => ({
  name: 'Ana',
  last_name: 'Rizo',
  phone: `+505 8811 ${1000 + n}`,
  identification: `161-010190-${2000 + n}X`,
  city: 'Estelí',
  country: 'NI',
  birth_date: '1990-01-01',
})

beforeAll(async () => {
  const logStream = new (await import('node:stream')).Writable({
    write(chunk, _encoding, done) {
      logs.push(String(chunk))
      done()
    },
  })
  ctx = await createTestContext({ RATE_LIMIT_PER_MINUTE: '100000' }, { logStream })
  // registerGuest's Ana has profile(1)'s facts; the other guests below take profile(n > 1).
  guest = await registerGuest(ctx)
})
afterAll(() => ctx?.close())

const auth = () => ({ Authorization: `Bearer ${guest}` })

describe('field names from the body', () => {
  it.each(['constructor', 'toString', 'hasOwnProperty', '__proto__'])(
    'answers 422 for an unknown field named %s',
    async (key) => {
      const res = await ctx.http('/api/v1/contact', {
        method: 'POST',
        body: `{"name":"Ana","email":"ana@example.com","phone":"+505 8811 1000","subject":"Hi","message":"Hello","${key}":1}`,
      })
      expect(res.status).toBeLessThan(500)
      expect(Object.keys(res.body).sort()).toEqual(expect.arrayContaining(['code', 'message']))
      expect(res.body).not.toHaveProperty('statusCode')
    },
  )

  it('maps a nested prototype key to its own field message', async () => {
    const res = await ctx.http('/api/v1/reservations', {
      method: 'POST',
      headers: auth(),
      body: { check_in: addDays(hotelToday(), 5), check_out: addDays(hotelToday(), 6), constructor: 'x' },
    })
    expect(res.status).toBe(422)
    expect(res.body.errors.constructor).toEqual(['This field is not allowed.'])
  })
})

describe('NUL characters', () => {
  it.each([
    [
      'register',
      '/api/v1/auth/register',
      'POST',
      () => ({
        ...profile(2),
        name: 'A\u0000na',
        email: 'nul@example.com',
        password: 'pine-hills-2026',
        password_confirmation: 'pine-hills-2026',
      }),
      'name',
    ],
    ['profile', '/api/v1/profile', 'PUT', () => ({ ...profile(1), city: 'Est\u0000elí' }), 'city'],
    ['comments', '/api/v1/comments', 'POST', () => ({ content: 'Good\u0000', rate: 5 }), 'content'],
    [
      'contact',
      '/api/v1/contact',
      'POST',
      () => ({
        name: 'Ana',
        email: 'ana@example.com',
        phone: '+505 8811 1000',
        subject: 'Hi',
        message: 'Hello\u0000there',
      }),
      'message',
    ],
    [
      'reservations',
      '/api/v1/reservations',
      'POST',
      () => ({
        check_in: addDays(hotelToday(), 5),
        check_out: addDays(hotelToday(), 6),
        rooms: [{ number: 101, guest_count: 1 }],
        category: 'tourism',
        additional_description: '\u0000',
      }),
      'additional_description',
    ],
  ])('refuses one in %s with 422 naming the field', async (_name, path, method, body, field) => {
    const res = await ctx.http(path, {
      method,
      body: body(),
      headers: { ...auth(), 'Accept-Language': 'es' },
    })
    expect(res.status).toBe(422)
    expect(res.body.errors[field]).toEqual(['Este campo contiene un carácter que no está permitido.'])
  })

  it('refuses one in a query or a path', async () => {
    const query = await ctx.http('/api/v1/rooms?promotional_code=A%00B')
    expect(query.status).toBe(422)
    expect(query.body.errors.promotional_code).toEqual([
      'This field contains a character that is not allowed.',
    ])
    const path = await ctx.http('/api/v1/reservations/AB%00CD', { headers: auth() })
    expect(path.status).toBe(422)
  })
})

describe('multipart bodies', () => {
  it('answers 400 to a body cut off in the middle', async () => {
    const boundary = 'cutoff'
    const res = await fetch(`${ctx.baseUrl}/api/v1/profile/image`, {
      method: 'POST',
      headers: { ...auth(), 'content-type': `multipart/form-data; boundary=${boundary}` },
      body: `--${boundary}\r\nContent-Disposition: form-data; name="profile_image"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n\u0089PNG`,
    })
    expect(res.status).toBe(400)
    expect(await res.json()).toEqual({
      code: 'malformed_multipart',
      message: 'The uploaded form is incomplete or malformed. Please send it again.',
    })
  })
})

describe('authentication comes first', () => {
  it('answers 401 to an anonymous request whatever its body', async () => {
    const res = await ctx.http('/api/v1/profile', { method: 'PUT', body: {} })
    expect(res.status).toBe(401)
    expect(res.body.code).toBe('unauthenticated')
    const staff = await ctx.http('/api/v1/staff/payments/x/refunds', {
      method: 'POST',
      body: { amount: 'x' },
    })
    expect(staff.status).toBe(401)
  })
})

describe('caching', () => {
  it('marks private answers no-store, and public ones keep their own policy', async () => {
    const login = await ctx.http('/api/v1/auth/login', {
      method: 'POST',
      body: { email: 'ana@example.com', password: 'pine-hills-2026' },
    })
    expect(login.headers.get('cache-control')).toBe('no-store')
    for (const path of [
      '/api/v1/auth/me',
      '/api/v1/reservations',
      '/api/v1/payments',
      '/api/v1/payment-method',
    ]) {
      const res = await ctx.http(path, { headers: auth() })
      expect(res.status, path).toBe(200)
      expect(res.headers.get('cache-control'), path).toBe('no-store')
    }
    expect((await ctx.http('/api/v1/staff/auth/me')).headers.get('cache-control')).toBe('no-store')
    expect((await ctx.http('/api/v1/hotel')).headers.get('cache-control')).toBe('public, no-cache')
    expect((await ctx.http('/api/v1/hotel', { headers: auth() })).headers.get('cache-control')).toBe(
      'no-store',
    )
  })
})

describe('logs', () => {
  it('keep a failed query and its error, never its values', async () => {
    const secret = 'argon2id-hash-and-161-010190-2001X'
    const error = await ctx.database.db.execute(sql`select ${secret}::int`).catch((e: unknown) => e)
    const logged = JSON.stringify(loggableError(error))
    expect(logged).toContain('"code":"22P02"')
    expect(logged).toContain('select $1::int')
    expect(logged).not.toContain(secret)
    expect(logs.join('')).not.toContain('\\u0000')
  })
})

describe('requests the HTTP parser refuses', () => {
  /** Sends raw bytes and reads the whole answer: what a client that breaks HTTP gets. */
  const raw = (request: Buffer) =>
    new Promise<string>((resolve, reject) => {
      const socket = connect(Number(new URL(ctx.baseUrl).port), '127.0.0.1')
      const chunks: Buffer[] = []
      socket.on('data', (chunk) => chunks.push(chunk))
      socket.on('error', reject)
      socket.on('close', () => resolve(Buffer.concat(chunks).toString('utf8')))
      socket.end(request)
    })

  it('answer a raw byte in the request line in the error model', async () => {
    const answer = await raw(
      Buffer.concat([
        Buffer.from('GET /api/v1/rooms/'),
        Buffer.from([0xf1]),
        Buffer.from(' HTTP/1.1\r\nHost: x\r\n\r\n'),
      ]),
    )
    expect(answer).toMatch(/^HTTP\/1\.1 400 Bad Request\r\n/)
    expect(JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4))).toEqual({
      code: 'malformed_request',
      message: 'The request could not be read. Please check the address and try again.',
    })
  })

  it('answer oversized headers with 431', async () => {
    const answer = await raw(
      Buffer.from(`GET /api/v1/hotel HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`),
    )
    expect(answer).toMatch(/^HTTP\/1\.1 431 /)
    expect(answer).toContain('"code":"headers_too_large"')
  })
})
