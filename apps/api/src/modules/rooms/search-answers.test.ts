import { addDays, hotelToday, roomListQuery } from '@hotel/contract'
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { type Database, rowsOf } from '../../db/client.ts'
import { roomClosures, rooms } from '../../db/schema/index.ts'
import { bookStay, createTestContext, registerGuest, type TestContext } from '../../test/harness.ts'
import { type SearchAnswersOptions, searchAnswers } from './search-answers.ts'

let ctx: TestContext
let token: string
beforeAll(async () => {
  ctx = await createTestContext()
  token = await registerGuest(ctx)
})
afterAll(() => ctx?.close())

const today = hotelToday()
const stayQuery = (from: number, to: number) =>
  `check_in=${addDays(today, from)}&check_out=${addDays(today, to)}&adults=1&per_page=100`
const numbersIn = async (query: string, baseUrl = ctx.baseUrl) => {
  const res = await fetch(`${baseUrl}/api/v1/rooms?${query}`)
  expect(res.status).toBe(200)
  const body = (await res.json()) as { data: { number: number }[] }
  return body.data.map((room) => room.number)
}

describe('GET /rooms answers kept between changes', () => {
  it('answers the same search with the same text, and a booking answered here is seen by the next search', async () => {
    const query = stayQuery(30, 32)
    const first = await fetch(`${ctx.baseUrl}/api/v1/rooms?${query}`)
    const again = await fetch(`${ctx.baseUrl}/api/v1/rooms?${query}`)
    expect(first.headers.get('content-type')).toBe('application/json; charset=utf-8')
    expect(await again.text()).toBe(await first.text())
    expect(await numbersIn(query)).toContain(101)

    await bookStay(ctx, token, { from: 30, nights: 2, rooms: [{ number: 101, guest_count: 1 }] })
    expect(await numbersIn(query)).not.toContain(101)
  })

  it('hears a change made outside any request (a closure written straight into the database)', async () => {
    const query = stayQuery(40, 41)
    expect(await numbersIn(query)).toContain(102)
    const [room] = await ctx.database.db.select({ id: rooms.id }).from(rooms).where(eq(rooms.number, 102))
    await ctx.database.db.insert(roomClosures).values({
      roomId: room?.id as string,
      startDate: addDays(today, 40),
      endDate: addDays(today, 40),
      reason: 'search answers test',
    })
    // On PostgreSQL the notification comes on its own connection, a moment after the commit.
    await vi.waitFor(async () => expect(await numbersIn(query)).not.toContain(102))
  })

  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'hears a booking made on another instance of the API',
    async () => {
      const second = await ctx.secondInstance()
      if (!second) throw new Error('TEST_DATABASE_URL is set but the harness gave no second instance')
      try {
        const query = stayQuery(50, 52)
        expect(await numbersIn(query)).toContain(103)
        const booked = await fetch(`${second.baseUrl}/api/v1/reservations`, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body: JSON.stringify({
            category: 'tourism',
            check_in: addDays(today, 50),
            check_out: addDays(today, 52),
            rooms: [{ number: 103, guest_count: 1 }],
          }),
        })
        expect(booked.status).toBe(201)
        await vi.waitFor(async () => expect(await numbersIn(query)).not.toContain(103))
      } finally {
        await second.close()
      }
    },
  )

  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'forgets everything when its listening connection drops, and keeps answers again once it listens anew',
    async () => {
      const query = stayQuery(70, 71)
      const description = async () => {
        const res = await ctx.http(`/api/v1/rooms?${query}`)
        return (res.body.data as { number: number; description: string }[]).find(
          (room) => room.number === 104,
        )?.description
      }
      // Written with the triggers off for the transaction: no instance hears of it.
      const silently = (text: string) =>
        ctx.database.db.transaction(async (tx) => {
          await tx.execute(sql`set local session_replication_role = replica`)
          await tx.update(rooms).set({ descriptionEn: text }).where(eq(rooms.number, 104))
        })
      const listener = async () => {
        const found = await ctx.database.db.execute(sql`select pid from pg_stat_activity
          where datname = current_database() and query = 'LISTEN "rooms_changed"'`)
        return rowsOf<{ pid: number }>(found).map((row) => row.pid)
      }
      const [original] = await ctx.database.db
        .select({ text: rooms.descriptionEn })
        .from(rooms)
        .where(eq(rooms.number, 104))
      try {
        await silently('before the drop')
        await description()
        await silently('unheard')
        expect(await description()).toBe('before the drop')
        const [pid] = await listener()
        await ctx.database.db.execute(sql`select pg_terminate_backend(${pid})`)
        await vi.waitFor(async () => expect(await description()).toBe('unheard'))
        await vi.waitFor(
          async () => expect((await listener()).filter((other) => other !== pid)).toHaveLength(1),
          {
            timeout: 5000,
          },
        )
        await description()
        await silently('unheard again')
        expect(await description()).toBe('unheard')
        await ctx.database.db.update(rooms).set({ descriptionEn: 'heard' }).where(eq(rooms.number, 104))
        await vi.waitFor(async () => expect(await description()).toBe('heard'))
      } finally {
        await ctx.database.db
          .update(rooms)
          .set({ descriptionEn: original?.text })
          .where(eq(rooms.number, 104))
      }
    },
  )

  it('is told of a change by every table the search reads', async () => {
    const heard: string[] = []
    const stop = await ctx.database.listen('rooms_changed', (payload) => heard.push(payload))
    try {
      const tables = [
        'hotel_settings',
        'rooms',
        'room_beds',
        'room_capacities',
        'room_services',
        'services',
        'room_images',
        'pricing_periods',
        'promotions',
        'promotion_rooms',
        'room_closures',
        'reservation_rooms',
      ]
      for (const table of tables) {
        const before = heard.length
        // A statement-level trigger fires even when no row is touched.
        await ctx.database.db.execute(sql.raw(`delete from ${table} where false`))
        await vi.waitFor(() => expect(heard.length, table).toBeGreaterThan(before))
      }
      const before = heard.length
      await ctx.database.db.execute(sql`delete from mail_outbox where false`)
      await new Promise((resolve) => setTimeout(resolve, 100))
      expect(heard.length).toBe(before)
    } finally {
      await stop()
    }
  })
})

/**
 * A cache over the test database whose notifications the test delivers itself: a room's description changed
 * straight in the database (no trigger is heard) tells a kept answer from a computed one.
 */
async function quietCache(options: SearchAnswersOptions = {}) {
  const controls: { heard?: (listening: boolean) => void } = {}
  const database: Database = {
    ...ctx.database,
    listen: async (_channel, _onMessage, onListening) => {
      controls.heard = onListening
      return async () => {}
    },
  }
  const cache = searchAnswers(database, options)
  await cache.start()
  return { cache, controls }
}

const query = (from: number) =>
  roomListQuery.parse({ check_in: addDays(today, from), check_out: addDays(today, from + 1) })
const describe104 = (text: string) =>
  ctx.database.db.update(rooms).set({ descriptionEn: text }).where(eq(rooms.number, 104))
const description104 = async (answer: Promise<string>) => {
  const page = JSON.parse(await answer) as { data: { number: number; description: string }[] }
  return page.data.find((room) => room.number === 104)?.description
}

describe('the kept answers', () => {
  let original = ''
  beforeAll(async () => {
    const [room] = await ctx.database.db
      .select({ description: rooms.descriptionEn })
      .from(rooms)
      .where(eq(rooms.number, 104))
    original = room?.description ?? ''
  })
  afterAll(() => describe104(original))

  it('keeps nothing while the notifications may be missed, and forgets all when they are heard again', async () => {
    const { cache, controls } = await quietCache()
    await describe104('one')
    expect(await description104(cache.answer('en', query(60)))).toBe('one')
    await describe104('two')
    expect(await description104(cache.answer('en', query(60)))).toBe('one')
    controls.heard?.(false)
    expect(await description104(cache.answer('en', query(60)))).toBe('two')
    await describe104('three')
    expect(await description104(cache.answer('en', query(60)))).toBe('three')
    controls.heard?.(true)
    await describe104('four')
    expect(await description104(cache.answer('en', query(60)))).toBe('four')
    expect(await description104(cache.answer('en', query(60)))).toBe('four')
    await cache.close()
  })

  it('does not keep an answer computed while a change was heard', async () => {
    const { cache } = await quietCache()
    await describe104('before')
    const during = cache.answer('en', query(61))
    cache.forget()
    expect(await description104(during)).toBe('before')
    await describe104('after')
    expect(await description104(cache.answer('en', query(61)))).toBe('after')
    await cache.close()
  })

  it('asks the database once for identical searches asked together, and keeps each language apart', async () => {
    const { cache } = await quietCache()
    const [a, b] = [cache.answer('en', query(62)), cache.answer('en', query(62))]
    expect(a).toBe(b)
    const es = JSON.parse(await cache.answer('es', query(62))) as { data: { description: string }[] }
    expect(es.data[0]?.description).toMatch(/^Habitación/)
    await cache.close()
  })

  it('drops the least recently asked answer beyond its bound', async () => {
    const { cache } = await quietCache({ maxEntries: 2 })
    await describe104('old')
    await cache.answer('en', query(63))
    await cache.answer('en', query(64))
    await cache.answer('en', query(63))
    await cache.answer('en', query(65))
    await describe104('new')
    expect(await description104(cache.answer('en', query(63)))).toBe('old')
    expect(await description104(cache.answer('en', query(64)))).toBe('new')
    await cache.close()
  })
})
