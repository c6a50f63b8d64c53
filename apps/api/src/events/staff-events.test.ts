import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  bookStay,
  createTestContext,
  registerGuest,
  type StaffAuth,
  signInOwner,
  streamEvents,
  type TestContext,
} from '../test/harness.ts'
import { notifyStaff } from './staff-events.ts'

let ctx: TestContext
let owner: StaffAuth

beforeAll(async () => {
  ctx = await createTestContext()
  owner = await signInOwner(ctx)
})
afterAll(() => ctx?.close())

describe('GET /staff/events', () => {
  it('is refused without a staff session, and streams to one', async () => {
    const anonymous = await ctx.http('/api/v1/staff/events')
    expect(anonymous.status).toBe(401)
    const res = await ctx.http('/api/v1/staff/events', { headers: { cookie: owner.cookie } })
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/)
    expect(res.headers.get('cache-control')).toBe('no-store')
  })

  it('delivers a change once its transaction commits, and never one rolled back', async () => {
    const stream = await streamEvents(ctx.baseUrl, owner)
    try {
      await ctx.database.db
        .transaction(async (tx) => {
          await notifyStaff(tx, { topic: 'room', id: 'rolled-back' })
          throw new Error('rollback')
        })
        .catch(() => {})
      await ctx.database.db.transaction(async (tx) => {
        await notifyStaff(tx, { topic: 'reservation', id: 'committed' })
      })
      expect(await stream.next((event) => event.id === 'committed')).toEqual({
        topic: 'reservation',
        id: 'committed',
      })
      expect(stream.events.map((event) => event.id)).not.toContain('rolled-back')
    } finally {
      await stream.close()
    }
  })

  it('tells of a booking made on the site, in the statement that writes it', async () => {
    const token = await registerGuest(ctx)
    const stream = await streamEvents(ctx.baseUrl, owner)
    try {
      const { id } = await bookStay(ctx, token, {
        from: 30,
        nights: 2,
        rooms: [{ number: 201, guest_count: 1 }],
      })
      expect(await stream.next((event) => event.id === id)).toEqual({ topic: 'reservation', id })
    } finally {
      await stream.close()
    }
  })

  it('reaches a dashboard connected to another API instance (PostgreSQL)', async () => {
    const second = await ctx.secondInstance()
    if (!second) return // PGlite: one process owns the database, so there is no second instance.
    const stream = await streamEvents(second.baseUrl, owner)
    try {
      const sent = Date.now()
      await ctx.database.db.transaction((tx) => notifyStaff(tx, { topic: 'stock', id: 'from-a' }))
      await stream.next((event) => event.id === 'from-a', 5000)
      expect(Date.now() - sent).toBeLessThan(5000)
    } finally {
      await stream.close()
      await second.close()
    }
  })
})
