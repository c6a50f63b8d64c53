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

describe('the caller address', () => {
  const forged = (n: number) => ({ 'X-Forwarded-For': `203.0.113.${n}` })

  it('ignores X-Forwarded-For unless TRUST_PROXY names the proxy, so a forged header resets no limit', async () => {
    for (let i = 0; i < 5; i++) await ctx.http('/api/v1/services', { headers: forged(i) })
    const res = await ctx.http('/api/v1/services', { headers: forged(99) })
    expect(res.status).toBe(429)
  })

  it('takes the address from a trusted proxy, and skips the limits for RATE_LIMIT_EXEMPT only', async () => {
    const proxied = await createTestContext({
      RATE_LIMIT_PER_MINUTE: '2',
      TRUST_PROXY: '127.0.0.1',
      RATE_LIMIT_EXEMPT: '203.0.113.50',
    })
    try {
      for (let i = 0; i < 2; i++)
        expect((await proxied.http('/api/v1/services', { headers: forged(1) })).status).toBe(200)
      expect((await proxied.http('/api/v1/services', { headers: forged(1) })).status).toBe(429)
      expect((await proxied.http('/api/v1/services', { headers: forged(2) })).status).toBe(200)
      for (let i = 0; i < 6; i++)
        expect((await proxied.http('/api/v1/services', { headers: forged(50) })).status).toBe(200)
    } finally {
      await proxied.close()
    }
  })
})
