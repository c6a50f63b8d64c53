import { addDays, type BreakfastRow, hotelToday } from '@hotel/contract'
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { auditLog, breakfasts, hotelSettings, reservationRooms, reservations } from '../../db/schema/index.ts'
import { longDate } from '../../lib/format.ts'
import {
  bookStay,
  createTestContext,
  registerGuest,
  type StaffAuth,
  signInNewStaff,
  signInOwner,
  staffClient,
  streamEvents,
  type TestContext,
} from '../../test/harness.ts'
import { moveStay } from '../../test/stays.ts'

let ctx: TestContext
let owner: StaffAuth
let cook: StaffAuth
let receptionist: StaffAuth
let housekeeper: StaffAuth
let grantedHousekeeper: StaffAuth
let accountant: StaffAuth
let guestToken: string

const inDays = (days: number) => addDays(hotelToday(), days)

beforeAll(async () => {
  ctx = await createTestContext({ RATE_LIMIT_PER_MINUTE: '100000' })
  await ctx.database.db.update(hotelSettings).set({ maxUnpaidReservations: 100 })
  owner = await signInOwner(ctx)
  cook = await signInNewStaff(ctx, { roles: [], permissions: ['breakfasts.manage'] })
  receptionist = await signInNewStaff(ctx, { roles: ['receptionist'] })
  housekeeper = await signInNewStaff(ctx, { roles: ['housekeeper'] })
  grantedHousekeeper = await signInNewStaff(ctx, {
    roles: ['housekeeper'],
    permissions: ['breakfasts.manage'],
  })
  accountant = await signInNewStaff(ctx, { roles: ['accountant'] })
  guestToken = await registerGuest(ctx)
})
afterAll(() => ctx?.close())

let slot = 300
/**
 * A guest's booking over the guest API (far ahead, where it is free), then moved in the database to the nights
 * `from`..`to` days from today and the wanted status (check-in is the front desk's, not yet an endpoint here).
 */
async function stay(
  rooms: { number: number; guests: number }[],
  from: number,
  to: number,
  status: 'reserved' | 'in_progress' = 'in_progress',
) {
  slot += 40
  const { id, reference } = await bookStay(ctx, guestToken, {
    from: slot,
    nights: to - from,
    rooms: rooms.map((room) => ({ number: room.number, guest_count: room.guests })),
  })
  await moveStay(ctx, id, { checkIn: inDays(from), checkOut: inDays(to), status })
  const roomRows = await ctx.database.db
    .select({ id: reservationRooms.roomId, number: reservationRooms.roomNumber })
    .from(reservationRooms)
    .where(eq(reservationRooms.reservationId, id))
  const roomId = Object.fromEntries(roomRows.map((row) => [row.number, row.id])) as Record<number, string>
  return { id, reference, roomId }
}
type Stay = Awaited<ReturnType<typeof stay>>

const put = (body: unknown, who = cook, lang = 'en') =>
  staffClient(ctx, who)('/breakfasts', { method: 'PUT', body, lang })
const served = (s: Stay, number: number, count: number, date = inDays(0)) => ({
  reservation_id: s.id,
  date,
  breakfasts: [{ room_id: s.roomId[number], room_number: number, breakfast_taken_count: count }],
})
const kitchen = async (date?: string, who = cook) => {
  const res = await staffClient(ctx, who)(`/breakfasts${date ? `?date=${date}` : ''}`)
  expect(res.status).toBe(200)
  return res.body as { data: BreakfastRow[]; meta: { date: string; expected: number; served: number } }
}

let family: Stay
let single: Stay

describe('GET /staff/breakfasts', () => {
  beforeAll(async () => {
    // In house since yesterday until tomorrow: rooms 104 (2 guests) and 107 (3 guests).
    family = await stay(
      [
        { number: 104, guests: 2 },
        { number: 107, guests: 3 },
      ],
      -1,
      1,
    )
    // Arriving today, one guest.
    single = await stay([{ number: 101, guests: 1 }], 0, 2, 'reserved')
  })

  it("lists today's rooms of live stays by default, from the day of arrival to the morning of departure", async () => {
    const { data, meta } = await kitchen()
    expect(meta).toEqual({ date: inDays(0), expected: 6, served: 0 })
    expect(data.map((row) => [row.room_number, row.guests, row.breakfast_taken_count])).toEqual([
      [101, 1, 0],
      [104, 2, 0],
      [107, 3, 0],
    ])
    expect(data[1]).toMatchObject({
      reservation_id: family.id,
      reference: family.reference,
      guest_name: 'Ana Rizo',
      reservation_status: 'in_progress',
      room_id: family.roomId[104],
      start_date: inDays(-1),
      end_date: inDays(1),
    })
    expect((await kitchen(inDays(-1))).data.map((row) => row.room_number)).toEqual([104, 107])
    // The morning of departure still has breakfast; the day after does not.
    expect((await kitchen(inDays(1))).data.map((row) => row.room_number)).toEqual([101, 104, 107])
    expect((await kitchen(inDays(3))).data).toEqual([])
    expect((await kitchen(inDays(-2))).meta).toEqual({ date: inDays(-2), expected: 0, served: 0 })
  })

  it('leaves out cancelled and completed stays', async () => {
    const gone = await stay([{ number: 105, guests: 2 }], -1, 1)
    const done = await stay([{ number: 106, guests: 2 }], -1, 1)
    await ctx.database.db.update(reservations).set({ status: 'canceled' }).where(eq(reservations.id, gone.id))
    await ctx.database.db
      .update(reservationRooms)
      .set({ canceled: true })
      .where(eq(reservationRooms.reservationId, gone.id))
    await ctx.database.db
      .update(reservations)
      .set({ status: 'completed' })
      .where(eq(reservations.id, done.id))
    const numbers = (await kitchen()).data.map((row) => row.room_number)
    expect(numbers).not.toContain(105)
    expect(numbers).not.toContain(106)
  })

  it('refuses a malformed date', async () => {
    const res = await staffClient(ctx, cook)('/breakfasts?date=2026-02-30')
    expect(res.status).toBe(422)
    expect(res.body.errors.date).toBeDefined()
  })
})

describe('PUT /staff/breakfasts', () => {
  it('records the breakfasts served, answers the day of the reservation, audits and tells the dashboards', async () => {
    const events = await streamEvents(ctx.baseUrl, receptionist)
    const res = await put(served(family, 104, 2))
    expect(res.status).toBe(200)
    expect(res.body.message).toBe(
      `Breakfasts of ${longDate('en', inDays(0))} saved for reservation ${family.reference}.`,
    )
    expect(res.body.data.map((row: BreakfastRow) => [row.room_number, row.breakfast_taken_count])).toEqual([
      [104, 2],
      [107, 0],
    ])
    expect(await events.next((e) => e.topic === 'breakfast')).toEqual({ topic: 'breakfast', id: family.id })
    await events.close()
    expect((await kitchen()).meta).toMatchObject({ expected: 6, served: 2 })
    const [entry] = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'breakfasts.update'), eq(auditLog.entityId, family.id)))
    expect(entry).toMatchObject({
      entity: 'reservation',
      before: { date: inDays(0), rooms: { 104: 0 } },
      after: { date: inDays(0), rooms: { 104: 2 } },
    })

    const es = await put(
      {
        reservation_id: family.id,
        date: inDays(-1),
        breakfasts: [
          { room_id: family.roomId[104], room_number: 104, breakfast_taken_count: 1 },
          { room_id: family.roomId[107], room_number: 107, breakfast_taken_count: 3 },
        ],
      },
      receptionist,
      'es',
    )
    expect(es.status).toBe(200)
    expect(es.body.message).toBe(
      `Desayunos del ${longDate('es', inDays(-1))} guardados para la reservación ${family.reference}.`,
    )
    expect((await kitchen(inDays(-1))).meta).toMatchObject({ expected: 5, served: 4 })
    // The same count again changes nothing and records nothing.
    const again = await put(served(family, 104, 2))
    expect(again.status).toBe(200)
    const entries = await ctx.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'breakfasts.update'))
    expect(entries).toHaveLength(2)
  })

  it('records the day of arrival of a stay not checked in yet', async () => {
    const res = await put(served(single, 101, 1))
    expect(res.status).toBe(200)
    expect(res.body.data).toEqual([expect.objectContaining({ room_number: 101, breakfast_taken_count: 1 })])
  })

  it('never lowers a count below those already served', async () => {
    await put(served(family, 107, 2))
    const en = await put(served(family, 107, 1))
    expect(en.status).toBe(409)
    expect(en.body.code).toBe('breakfast_count_below_served')
    expect(en.body.message).toBe('Room 107: the count cannot go below the 2 already served.')
    expect(en.body.errors['breakfasts.0.breakfast_taken_count']).toEqual([en.body.message])
    const es = await put(served(family, 107, 0), cook, 'es')
    expect(es.body.message).toBe('Habitación 107: el conteo no puede bajar de los 2 ya servidos.')
  })

  it("never passes the room's guests, the per-day maximum", async () => {
    const en = await put(served(family, 107, 4))
    expect(en.status).toBe(422)
    expect(en.body.code).toBe('breakfast_count_above_guests')
    expect(en.body.message).toBe('Room 107 has at most 3 guests: at most 3 breakfasts a day.')
    expect(en.body.errors['breakfasts.0.breakfast_taken_count']).toEqual([en.body.message])
    const one = await put(served(single, 101, 2))
    expect(one.body.message).toBe('Room 101 has at most 1 guest: at most 1 breakfast a day.')
    const es = await put(served(family, 104, 3), cook, 'es')
    expect(es.body.message).toBe(
      'La habitación 104 tiene como máximo 2 huéspedes: como máximo 2 desayunos al día.',
    )
    const esOne = await put(served(single, 101, 5), cook, 'es')
    expect(esOne.body.message).toBe(
      'La habitación 101 tiene como máximo 1 huésped: como máximo 1 desayuno al día.',
    )
    const tooBig = await put(served(family, 107, 21))
    expect(tooBig.status).toBe(422)
    expect(tooBig.body.code).toBe('validation_failed')
  })

  it('takes dates within the stay only, from its first day to the morning of departure', async () => {
    const before = await put(served(family, 104, 1, inDays(-2)))
    expect(before.status).toBe(422)
    expect(before.body.code).toBe('breakfast_date_outside_stay')
    const window = `from ${longDate('en', inDays(-1))} to ${longDate('en', inDays(1))}`
    expect(before.body.message).toBe(`Breakfasts of reservation ${family.reference} are recorded ${window}.`)
    expect(before.body.errors.date).toEqual([before.body.message])
    const es = await put(served(family, 104, 1, inDays(-5)), cook, 'es')
    expect(es.body.message).toBe(
      `Los desayunos de la reservación ${family.reference} se registran del ${longDate('es', inDays(-1))} al ${longDate('es', inDays(1))}.`,
    )
    const after = await put(served(family, 104, 1, inDays(2)))
    expect(after.body.code).toBe('breakfast_date_outside_stay')
  })

  it('records a breakfast once served: not a morning still to come', async () => {
    const en = await put(served(family, 104, 1, inDays(1)))
    expect(en.status).toBe(422)
    expect(en.body.code).toBe('breakfast_date_future')
    expect(en.body.message).toBe(
      `Breakfasts are recorded once served: ${longDate('en', inDays(1))} has not come yet.`,
    )
    expect(en.body.errors.date).toEqual([en.body.message])
    const es = await put(served(family, 104, 1, inDays(1)), cook, 'es')
    expect(es.body.message).toBe(
      `Los desayunos se registran una vez servidos: el ${longDate('es', inDays(1))} aún no ha llegado.`,
    )
  })

  it("takes only the reservation's rooms, each named by its own number", async () => {
    const stranger = await put({
      ...served(family, 104, 1),
      breakfasts: [
        { room_id: family.roomId[104], room_number: 104, breakfast_taken_count: 2 },
        { room_id: single.roomId[101], room_number: 101, breakfast_taken_count: 1 },
      ],
    })
    expect(stranger.status).toBe(422)
    expect(stranger.body.code).toBe('breakfast_room_not_in_reservation')
    expect(stranger.body.message).toBe(
      `This room is not part of reservation ${family.reference} on that day.`,
    )
    expect(stranger.body.errors['breakfasts.1.room_id']).toEqual([stranger.body.message])
    const es = await put(
      { ...served(family, 104, 1), breakfasts: [{ ...served(single, 101, 1).breakfasts[0] }] },
      cook,
      'es',
    )
    expect(es.body.message).toBe(
      `Esta habitación no forma parte de la reservación ${family.reference} ese día.`,
    )

    const mismatch = await put({
      ...served(family, 104, 2),
      breakfasts: [{ room_id: family.roomId[104], room_number: 107, breakfast_taken_count: 2 }],
    })
    expect(mismatch.status).toBe(422)
    expect(mismatch.body.code).toBe('breakfast_room_number_mismatch')
    expect(mismatch.body.message).toBe('That room is number 104.')
    expect(mismatch.body.errors['breakfasts.0.room_number']).toEqual([mismatch.body.message])
    const mismatchEs = await put(
      {
        ...served(family, 104, 2),
        breakfasts: [{ room_id: family.roomId[104], room_number: 107, breakfast_taken_count: 2 }],
      },
      cook,
      'es',
    )
    expect(mismatchEs.body.message).toBe('Esa habitación es la número 104.')

    const repeated = await put({
      ...served(family, 104, 2),
      breakfasts: [
        { room_id: family.roomId[104], room_number: 104, breakfast_taken_count: 2 },
        { room_id: family.roomId[104], room_number: 104, breakfast_taken_count: 2 },
      ],
    })
    expect(repeated.status).toBe(422)
    expect(repeated.body.errors['breakfasts.1.room_id']).toEqual(['Each room appears once.'])
    const twice = served(family, 104, 2)
    const repeatedEs = await put(
      { ...twice, breakfasts: [...twice.breakfasts, ...twice.breakfasts] },
      cook,
      'es',
    )
    expect(repeatedEs.body.errors['breakfasts.1.room_id']).toEqual(['Cada habitación aparece una sola vez.'])
  })

  it('validates the body: whole counts from zero, a list of rooms, known fields', async () => {
    for (const count of [-1, 1.5, '2', null]) {
      const res = await put(served(family, 104, count as number))
      expect(res.status, String(count)).toBe(422)
      expect(res.body.errors['breakfasts.0.breakfast_taken_count']).toBeDefined()
    }
    expect((await put({ ...served(family, 104, 2), breakfasts: [] })).status).toBe(422)
    expect((await put({ ...served(family, 104, 2), extra: 1 })).status).toBe(422)
    expect((await put({ ...served(family, 104, 2), date: 'today' })).body.errors.date).toBeDefined()
    expect(
      (await put({ ...served(family, 104, 2), reservation_id: 'x' })).body.errors.reservation_id,
    ).toBeDefined()
  })

  it('answers 404 for an unknown reservation, 409 for one that is over', async () => {
    const unknown = await put({
      ...served(family, 104, 2),
      reservation_id: '00000000-0000-4000-8000-000000000000',
    })
    expect(unknown.status).toBe(404)
    expect(unknown.body.code).toBe('reservation_not_found')

    const over = await stay([{ number: 203, guests: 2 }], -2, 0)
    await ctx.database.db
      .update(reservations)
      .set({ status: 'completed' })
      .where(eq(reservations.id, over.id))
    // A completed stay's mornings are closed, but for the one it checked out on (below).
    const completed = await put(served(over, 203, 1, inDays(-1)))
    expect(completed.status).toBe(409)
    expect(completed.body.code).toBe('breakfast_reservation_closed')
    expect(completed.body.message).toBe(
      `Reservation ${over.reference} is completed: its breakfasts can no longer be recorded.`,
    )
    await ctx.database.db.update(reservations).set({ status: 'canceled' }).where(eq(reservations.id, over.id))
    const canceled = await put(served(over, 203, 1, inDays(-1)), cook, 'es')
    expect(canceled.status).toBe(409)
    expect(canceled.body.message).toBe(
      `La reservación ${over.reference} está cancelada: ya no se pueden registrar sus desayunos.`,
    )
    const rows = await ctx.database.db.select().from(breakfasts).where(eq(breakfasts.reservationId, over.id))
    expect(rows).toEqual([])
  })

  it('is for breakfasts.manage: a housekeeper may not unless granted it, an accountant may not', async () => {
    for (const who of [housekeeper, accountant]) {
      expect((await staffClient(ctx, who)('/breakfasts')).status).toBe(403)
      const refused = await put(served(family, 104, 2), who)
      expect(refused.status).toBe(403)
      expect(refused.body.code).toBe('forbidden')
    }
    expect((await ctx.http('/api/v1/staff/breakfasts')).status).toBe(401)
    await kitchen(undefined, grantedHousekeeper)
    await kitchen(undefined, owner)
    expect((await put(served(family, 104, 2), grantedHousekeeper)).status).toBe(200)
  })

  it('lets two kitchen tablets at once neither lower a count nor pass the maximum', async () => {
    const busy = await stay([{ number: 208, guests: 3 }], -1, 1)
    const counts = Array.from({ length: 24 }, (_, i) => (i % 5) as number) // 0..4; 4 is over the 3 guests
    const results = await Promise.all(
      counts.map((count, i) => put(served(busy, 208, count), i % 2 ? cook : receptionist)),
    )
    for (const [i, res] of results.entries()) {
      const count = counts[i] as number
      if (count > 3) expect(res.status).toBe(422)
      else expect([200, 409]).toContain(res.status)
      if (res.status === 409) {
        expect(res.body.code).toBe('breakfast_count_below_served')
        expect(Number(res.body.message.match(/the (\d) already/)?.[1])).toBeGreaterThan(count)
      }
    }
    // Every 3 succeeds (nothing can be above it), and the count ends at the highest one accepted.
    expect(results.filter((_res, i) => counts[i] === 3).every((res) => res.status === 200)).toBe(true)
    const [row] = await ctx.database.db.select().from(breakfasts).where(eq(breakfasts.reservationId, busy.id))
    expect(row?.takenCount).toBe(3)
    // Lowering after the fact, at once from both tablets: refused both times.
    const lower = await Promise.all([
      put(served(busy, 208, 1), cook),
      put(served(busy, 208, 2), receptionist),
    ])
    expect(lower.map((res) => res.status)).toEqual([409, 409])
  })
})

describe('the morning of departure', () => {
  it('keeps a stay that checked out this morning on the list, and takes its breakfasts', async () => {
    // The booking slots moved past the horizon; every earlier stay has left them for its own dates.
    slot = 0
    const left = await stay([{ number: 207, guests: 2 }], -2, 0)
    await ctx.database.db
      .update(reservations)
      .set({ status: 'completed' })
      .where(eq(reservations.id, left.id))
    const row = (await kitchen()).data.find((r) => r.room_number === 207)
    expect(row).toMatchObject({ reservation_status: 'completed', breakfast_taken_count: 0 })
    const res = await put(served(left, 207, 2))
    expect(res.status, res.text).toBe(200)
  })
})
