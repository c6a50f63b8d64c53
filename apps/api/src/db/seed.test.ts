import { count, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestContext, type TestContext } from '../test/harness.ts'
import { roomBeds, roomCapacities, rooms, services, staffUsers } from './schema.ts'
import { seed } from './seed.ts'

let ctx: TestContext
beforeAll(async () => {
  ctx = await createTestContext()
})
afterAll(() => ctx?.close())

describe('demo seed', () => {
  it('creates the six services and at least 16 rooms of every type with beds and tariffs', async () => {
    const db = ctx.database.db
    expect((await db.select().from(services)).map((s) => s.code).sort()).toEqual(
      ['air_conditioning', 'breakfast', 'desk', 'private_bathroom', 'tv', 'wifi'].sort(),
    )
    const all = await db.select().from(rooms)
    expect(all.length).toBeGreaterThanOrEqual(16)
    expect(new Set(all.map((r) => r.type))).toEqual(new Set(['single', 'double', 'triple', 'multiple']))
    for (const room of all) {
      const [beds] = await db.select({ n: count() }).from(roomBeds).where(eq(roomBeds.roomId, room.id))
      const tariffs = await db.select().from(roomCapacities).where(eq(roomCapacities.roomId, room.id))
      expect(beds?.n, `room ${room.number} beds`).toBeGreaterThan(0)
      expect(tariffs.length, `room ${room.number} tariffs`).toBeGreaterThan(0)
      expect(tariffs.every((t) => Number.isInteger(t.tariffCents) && t.tariffCents > 0)).toBe(true)
    }
  })

  it('is idempotent and never shows the owner password twice', async () => {
    const before = await ctx.database.db.select({ n: count() }).from(rooms)
    const again = await seed(ctx.database.db, ctx.config)
    expect(again).toEqual({ roomsCreated: 0 })
    const after = await ctx.database.db.select({ n: count() }).from(rooms)
    expect(after).toEqual(before)
    expect(await ctx.database.db.select({ n: count() }).from(staffUsers)).toEqual([{ n: 1 }])
  })

  it('keeps a changed exchange rate on a later start', async () => {
    const res = await ctx.http('/api/v1/hotel')
    expect(res.body.data.exchange_rate).toBe('36.8')
    await seed(ctx.database.db, { ...ctx.config, EXCHANGE_RATE: '40' })
    expect((await ctx.http('/api/v1/hotel')).body.data.exchange_rate).toBe('36.8')
  })
})
