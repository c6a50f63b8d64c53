import { Redis } from 'ioredis'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestContext, type TestContext } from './test/harness.ts'

const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379'
const prefix = 'hotel-rate-limit:'
let ctx: TestContext
let redis: Redis

async function clearKeys() {
  const keys = await redis.keys(`${prefix}*`)
  if (keys.length) await redis.del(...keys)
}

beforeAll(async () => {
  redis = new Redis(redisUrl, { maxRetriesPerRequest: 1 })
  await clearKeys()
  ctx = await createTestContext({ RATE_LIMIT_PER_MINUTE: '3', REDIS_URL: redisUrl })
})
afterAll(async () => {
  await ctx?.close()
  await clearKeys()
  redis.disconnect()
})

describe('rate limiting with Redis', () => {
  it('counts in Redis, so every API instance shares the limit', async () => {
    for (let i = 0; i < 3; i++) expect((await ctx.http('/api/v1/hotel')).status).toBe(200)
    expect((await ctx.http('/api/v1/hotel')).status).toBe(429)
    expect((await redis.keys(`${prefix}*`)).length).toBeGreaterThan(0)
  })
})
