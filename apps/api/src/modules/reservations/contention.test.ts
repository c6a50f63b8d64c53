import { addDays, hotelToday } from '@hotel/contract'
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { reservationRooms } from '../../db/schema/index.ts'
import { createTestContext, registerGuest, type TestContext, uniqueContact } from '../../test/harness.ts'

/**
 * Two API instances on one PostgreSQL, 500 concurrent bookings of one room for the same stay: exactly one
 * wins, every loser gets the catalogue's 409, nothing answers 5xx. PGlite has one owner process, so there is
 * no second instance: the test is skipped there (it shows as skipped in the output).
 */
const onPostgres = Boolean(process.env.TEST_DATABASE_URL)
const attemptCount = 500
const guestCount = 20
const roomNumber = 203

let ctx: TestContext
const guests: string[] = []

beforeAll(async () => {
  if (!onPostgres) return
  // Every request comes from 127.0.0.1: the per-address limits must not stop the contenders.
  ctx = await createTestContext({ RATE_LIMIT_EXEMPT: '127.0.0.1', RATE_LIMIT_PER_MINUTE: '100000' })
  for (let i = 0; i < guestCount; i++) guests.push(await registerGuest(ctx, uniqueContact()))
}, 120_000)
afterAll(() => ctx?.close())

describe('booking one room under contention', () => {
  it.skipIf(!onPostgres)(
    `lets exactly one of ${attemptCount} concurrent bookings over two API instances win, the rest 409`,
    { timeout: 300_000 },
    async () => {
      const second = await ctx.secondInstance()
      if (!second) throw new Error('TEST_DATABASE_URL is set but the harness gave no second instance')
      const checkIn = addDays(hotelToday(), 5)
      const checkOut = addDays(hotelToday(), 7)
      const body = JSON.stringify({
        check_in: checkIn,
        check_out: checkOut,
        rooms: [{ number: roomNumber, guest_count: 2 }],
        category: 'tourism',
      })
      try {
        const started = performance.now()
        const answers = await Promise.all(
          Array.from({ length: attemptCount }, async (_, i) => {
            // Half the attempts go to each instance, and each guest's attempts alternate between them.
            const baseUrl = (i + Math.floor(i / guestCount)) % 2 ? second.baseUrl : ctx.baseUrl
            const token = guests[i % guestCount]
            try {
              const res = await fetch(`${baseUrl}/api/v1/reservations`, {
                method: 'POST',
                headers: {
                  authorization: `Bearer ${token}`,
                  'content-type': 'application/json',
                  'accept-language': 'en',
                },
                body,
              })
              const text = await res.text()
              let parsed: { code?: unknown; message?: unknown } = {}
              try {
                parsed = JSON.parse(text)
              } catch {}
              return { status: res.status, code: parsed.code, message: parsed.message, text }
            } catch (error) {
              return { status: 0, code: 'network_error', message: String(error), text: String(error) }
            }
          }),
        )
        const seconds = (performance.now() - started) / 1000
        const histogram: Record<string, number> = {}
        for (const answer of answers) {
          const key =
            typeof answer.code === 'string' ? `${answer.status} ${answer.code}` : String(answer.status)
          histogram[key] = (histogram[key] ?? 0) + 1
        }
        console.log(
          `contention: ${attemptCount} concurrent POST /api/v1/reservations for room ${roomNumber} ` +
            `(${checkIn}..${checkOut}) over 2 instances from ${guestCount} guests took ${seconds.toFixed(1)} s; ` +
            `statuses: ${JSON.stringify(histogram)}`,
        )
        const failures = answers.filter((a) => a.status >= 500 || a.status === 0)
        for (const sample of [...new Set(failures.map((a) => a.text))].slice(0, 5))
          console.log(`contention: a failed answer: ${sample.slice(0, 300)}`)

        // Whatever the answers said, the room must have one live booking: never a double booking.
        const liveBookings = (
          await ctx.database.db
            .select({ id: reservationRooms.id })
            .from(reservationRooms)
            .where(and(eq(reservationRooms.roomNumber, roomNumber), eq(reservationRooms.canceled, false)))
        ).length
        const won = answers.filter((a) => a.status === 201).length
        const lost = answers.filter((a) => a.status === 409)
        expect({ liveBookings, won, lost: lost.length, failed: failures.length }).toEqual({
          liveBookings: 1,
          won: 1,
          lost: attemptCount - 1,
          failed: 0,
        })
        for (const answer of lost) {
          expect(answer.code).toBe('room_already_booked')
          expect(answer.message).toMatch(new RegExp(`^Room ${roomNumber} is already booked on `))
        }
      } finally {
        await second.close()
      }
    },
  )

  it.skipIf(!onPostgres)(
    'takes the rooms of bookings asked in opposite orders without a deadlock',
    { timeout: 120_000 },
    async () => {
      const second = await ctx.secondInstance()
      if (!second) throw new Error('TEST_DATABASE_URL is set but the harness gave no second instance')
      // Each booking is for nights of its own, so each can win, but they all lock the same rooms, in these orders.
      const orders = [
        [201, 202],
        [202, 201],
        [202, 204],
        [204, 201, 202],
      ]
      try {
        const answers = await Promise.all(
          Array.from({ length: 80 }, async (_, i) => {
            const res = await fetch(`${i % 2 ? second.baseUrl : ctx.baseUrl}/api/v1/reservations`, {
              method: 'POST',
              headers: {
                authorization: `Bearer ${guests[i % guestCount]}`,
                'content-type': 'application/json',
              },
              body: JSON.stringify({
                check_in: addDays(hotelToday(), 40 + i),
                check_out: addDays(hotelToday(), 41 + i),
                rooms: (orders[i % orders.length] ?? []).map((number) => ({ number, guest_count: 1 })),
                category: 'tourism',
              }),
            })
            return `${res.status} ${((await res.json()) as { code?: string }).code ?? ''}`.trim()
          }),
        )
        expect(answers.filter((answer) => answer !== '201')).toEqual([])
      } finally {
        await second.close()
      }
    },
  )
})
