import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestContext, type TestContext } from './test/harness.ts'

let ctx: TestContext
beforeAll(async () => {
  ctx = await createTestContext({ BODY_LIMIT_BYTES: String(64 * 1024) })
})
afterAll(() => ctx?.close())

describe('system endpoints', () => {
  it('reports health after checking the database', async () => {
    const res = await ctx.http('/api/v1/health')
    expect(res.status).toBe(200)
    expect(res.body).toEqual({
      status: 'ok',
      database: process.env.TEST_DATABASE_URL ? 'postgresql' : 'pglite',
    })
  })

  it('serves the hotel facts from the seeded settings', async () => {
    const res = await ctx.http('/api/v1/hotel')
    expect(res.status).toBe(200)
    expect(res.body.data).toMatchObject({
      name: 'Hotel Casa Pinar',
      city: 'Estelí',
      check_in_time: '15:00',
      check_out_time: '11:00',
      breakfast_included: true,
      exchange_rate: '36.8',
      local_currency: 'NIO',
      change_deadline_days: 2,
      payment_percentages: [30, 50, 100],
    })
  })

  it('publishes OpenAPI 3.1 and the docs page', async () => {
    const spec = await ctx.http('/api/v1/openapi.json')
    expect(spec.status).toBe(200)
    expect(spec.body.openapi).toBe('3.1.0')
    expect(Object.keys(spec.body.paths)).toEqual(
      expect.arrayContaining([
        '/api/v1/health',
        '/api/v1/hotel',
        '/api/v1/services',
        '/api/v1/staff/auth/login',
      ]),
    )
    const docs = await ctx.http('/api/docs/')
    expect(docs.status).toBe(200)
    expect(docs.text).toContain('swagger-ui')
  })

  it('sends security headers', async () => {
    const res = await ctx.http('/api/v1/health')
    expect(res.headers.get('x-content-type-options')).toBe('nosniff')
    expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'")
  })
})

describe('error model', () => {
  it('answers unknown routes with not_found in the caller language', async () => {
    const en = await ctx.http('/api/v1/no-such-thing')
    expect(en.status).toBe(404)
    expect(en.body).toEqual({ code: 'not_found', message: 'The requested resource was not found.' })
    const es = await ctx.http('/api/v1/no-such-thing', { headers: { 'Accept-Language': 'es-NI,es;q=0.9' } })
    expect(es.body).toEqual({ code: 'not_found', message: 'No se encontró el recurso solicitado.' })
    const other = await ctx.http('/api/v1/no-such-thing', { headers: { 'Accept-Language': 'de' } })
    expect(other.body.message).toBe('The requested resource was not found.')
  })

  it('rejects malformed JSON with 400', async () => {
    const res = await ctx.http('/api/v1/staff/auth/login', { method: 'POST', body: '{"email": ' })
    expect(res.status).toBe(400)
    expect(res.body.code).toBe('malformed_json')
    const es = await ctx.http('/api/v1/staff/auth/login', {
      method: 'POST',
      body: '{oops',
      headers: { 'Accept-Language': 'es' },
    })
    expect(es.body.message).toBe('El cuerpo de la solicitud no es un JSON válido.')
  })

  it('rejects other content types with 415', async () => {
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'application/xml']) {
      const res = await ctx.http('/api/v1/staff/auth/login', {
        method: 'POST',
        body: 'email=a',
        headers: { 'content-type': type },
      })
      expect(res.status, type).toBe(415)
      expect(res.body.code).toBe('unsupported_media_type')
    }
  })

  it('rejects a body over the limit with 413', async () => {
    const res = await ctx.http('/api/v1/staff/auth/login', {
      method: 'POST',
      body: { email: 'a@b.co', password: 'x'.repeat(70 * 1024) },
    })
    expect(res.status).toBe(413)
    expect(res.body.code).toBe('payload_too_large')
  })

  it('maps validation failures to field messages', async () => {
    const res = await ctx.http('/api/v1/staff/auth/login', {
      method: 'POST',
      body: { email: 'not-an-email' },
      headers: { 'Accept-Language': 'es' },
    })
    expect(res.status).toBe(422)
    expect(res.body.code).toBe('validation_failed')
    expect(res.body.errors).toEqual({
      email: ['Correo electrónico inválido.'],
      password: ['Este campo es obligatorio.'],
    })
    expect(res.body.message).toBe('Correo electrónico inválido.')
  })
})

describe('paging', () => {
  it('answers data and meta', async () => {
    const res = await ctx.http('/api/v1/services?per_page=4&page=2&order_by=name&order_direction=desc')
    expect(res.status).toBe(200)
    expect(res.body.meta).toEqual({ page: 2, per_page: 4, total: 6, last_page: 2 })
    expect(res.body.data).toHaveLength(2)
  })

  it('orders by the allow-listed field in the request language', async () => {
    const en = await ctx.http('/api/v1/services?per_page=100&order_by=name')
    const names = en.body.data.map((s: { name: string }) => s.name)
    expect(names).toEqual([...names].sort((a: string, b: string) => a.localeCompare(b)))
    expect(names).toContain('Air conditioning')
    const es = await ctx.http('/api/v1/services?per_page=100', { headers: { 'Accept-Language': 'es' } })
    expect(es.body.data.map((s: { name: string }) => s.name)).toContain('Aire acondicionado')
  })

  it('returns an empty page past the end', async () => {
    const res = await ctx.http('/api/v1/services?page=9')
    expect(res.status).toBe(200)
    expect(res.body.data).toEqual([])
    expect(res.body.meta.last_page).toBe(1)
  })

  it.each([
    ['per_page=0', 'per_page', 'The number of items per page must be between 1 and 100.'],
    ['per_page=1000', 'per_page', 'The number of items per page must be between 1 and 100.'],
    ['per_page=abc', 'per_page', 'This field must be a number.'],
    ['page=0', 'page', 'The page must be a whole number of at least 1.'],
    ['page=-3', 'page', 'The page must be a whole number of at least 1.'],
    ['order_by=password_hash', 'order_by', 'The list cannot be ordered by that field.'],
    ['order_direction=sideways', 'order_direction', 'The order direction must be asc or desc.'],
  ])('rejects %s with 422', async (query, field, message) => {
    const res = await ctx.http(`/api/v1/services?${query}`)
    expect(res.status).toBe(422)
    expect(res.body.code).toBe('invalid_query')
    expect(res.body.errors[field]).toEqual([message])
    expect(res.body.message).toBe(message)
  })

  it('gives paging messages in Spanish', async () => {
    const res = await ctx.http('/api/v1/services?order_direction=x', { headers: { 'Accept-Language': 'es' } })
    expect(res.body.message).toBe('La dirección del orden debe ser asc o desc.')
  })
})
