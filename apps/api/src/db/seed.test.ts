import path from 'node:path'
import { count, eq } from 'drizzle-orm'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestContext, type TestContext } from '../test/harness.ts'
import {
  pricingPeriods,
  promotionRooms,
  promotions,
  roomBeds,
  roomCapacities,
  roomImages,
  rooms,
  services,
  staffUsers,
} from './schema/index.ts'
import { easterSunday, seed } from './seed.ts'

let ctx: TestContext
beforeAll(async () => {
  ctx = await createTestContext({}, { roomArt: true })
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

  it('gives every room two rendered pictures in three widths, high seasons, and two promotions', async () => {
    const db = ctx.database.db
    const all = await db.select().from(rooms)
    const images = await db.select().from(roomImages)
    expect(images).toHaveLength(all.length * 2)
    for (const image of images) {
      expect(image.widths).toEqual([480, 960, 1440])
      for (const width of image.widths) {
        const file = path.join(ctx.config.dataDir, `${image.basePath}-${width}.webp`)
        expect((await sharp(file).metadata()).width).toBe(width)
      }
      expect(image.altEs).toMatch(/^Habitación \d+: ilustración/)
    }
    const periods = await db.select().from(pricingPeriods)
    expect(periods.length).toBe(all.length * 4)
    expect(periods.every((p) => p.startDate <= p.endDate)).toBe(true)
    const promos = await db.select().from(promotions)
    expect(promos.map((p) => p.promotionalCode).sort()).toEqual(['LARGA10', 'VERDE15'])
    expect((await db.select().from(promotionRooms)).length).toBe(all.length)
  })

  it('knows when Easter is', () => {
    expect(easterSunday(2024)).toBe('2024-03-31')
    expect(easterSunday(2026)).toBe('2026-04-05')
    expect(easterSunday(2027)).toBe('2027-03-28')
    expect(easterSunday(2038)).toBe('2038-04-25')
  })

  it('is idempotent and never shows the owner password twice', async () => {
    const before = await ctx.database.db.select({ n: count() }).from(rooms)
    const again = await seed(ctx.database.db, ctx.config)
    expect(again).toEqual({ roomsCreated: 0 })
    const after = await ctx.database.db.select({ n: count() }).from(rooms)
    expect(after).toEqual(before)
    expect((await ctx.database.db.select({ n: count() }).from(promotions))[0]?.n).toBe(2)
    expect((await ctx.database.db.select({ n: count() }).from(roomImages))[0]?.n).toBe(
      (before[0]?.n ?? 0) * 2,
    )
    expect(await ctx.database.db.select({ n: count() }).from(staffUsers)).toEqual([{ n: 1 }])
  })

  it('keeps a changed exchange rate on a later start', async () => {
    const res = await ctx.http('/api/v1/hotel')
    expect(res.body.data.exchange_rate).toBe('36.8')
    await seed(ctx.database.db, { ...ctx.config, EXCHANGE_RATE: '40' })
    expect((await ctx.http('/api/v1/hotel')).body.data.exchange_rate).toBe('36.8')
  })
})
