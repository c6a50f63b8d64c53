import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestContext, type TestContext } from './test/harness.ts'

let ctx: TestContext
beforeAll(async () => {
  ctx = await createTestContext({ RATE_LIMIT_PER_MINUTE: '5' })
})
afterAll(() => ctx?.close())

describe('rate limiting (in memory)', () => {
  it('answers 429 with the catalogue message once the limit is spent', async () => {
    for (let i = 0; i < 5; i++) expect((await ctx.http('/api/v1/hotel')).status).toBe(200)
    const en = await ctx.http('/api/v1/hotel')
    expect(en.status).toBe(429)
    expect(en.body.code).toBe('too_many_attempts')
    expect(en.body.message).toMatch(/^Too many attempts\. Please try again in \d+ seconds\.$/)
    expect(Number(en.headers.get('retry-after'))).toBeGreaterThan(0)
    const es = await ctx.http('/api/v1/hotel', { headers: { 'Accept-Language': 'es' } })
    expect(es.body.message).toMatch(/^Demasiados intentos\./)
  })

  it('never limits the health check', async () => {
    for (let i = 0; i < 8; i++) expect((await ctx.http('/api/v1/health')).status).toBe(200)
  })
})
