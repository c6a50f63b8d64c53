import { addDays, type HousekeepingRoom, hotelToday } from '@hotel/contract'
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { auditLog, hotelSettings, reservations, rooms } from '../../db/schema/index.ts'
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
let housekeeper: StaffAuth
let otherHousekeeper: StaffAuth
let receptionist: StaffAuth
let accountant: StaffAuth
let guestToken: string

const today = () => hotelToday()
const inDays = (days: number) => addDays(hotelToday(), days)

beforeAll(async () => {
  ctx = await createTestContext({ RATE_LIMIT_PER_MINUTE: '100000' })
  await ctx.database.db.update(hotelSettings).set({ maxUnpaidReservations: 100 })
  owner = await signInOwner(ctx)
  housekeeper = await signInNewStaff(ctx, { roles: ['housekeeper'] })
  otherHousekeeper = await signInNewStaff(ctx, { roles: ['housekeeper'] })
  receptionist = await signInNewStaff(ctx, { roles: ['receptionist'] })
  accountant = await signInNewStaff(ctx, { roles: ['accountant'] })
  guestToken = await registerGuest(ctx)
})
afterAll(() => ctx?.close())

const setStatus = (number: number, body: unknown, who = housekeeper, lang = 'en') =>
  staffClient(ctx, who)(`/rooms/${number}/status`, { method: 'PUT', body, lang })

/** A room's status straight into the database (what check-in and check-out will do). */
const roomIs = (number: number, status: 'available' | 'reserved' | 'cleaning' | 'maintenance') =>
  ctx.database.db.update(rooms).set({ status, statusNote: null }).where(eq(rooms.number, number))

/** A guest's booking of one room over the guest API, then moved to the wanted dates and status in the database. */
async function stay(
  number: number,
  from: number,
  to: number,
  status: 'reserved' | 'in_progress' = 'reserved',
) {
  const { id, reference } = await bookStay(ctx, guestToken, {
    from: Math.max(from, 0) + 300,
    nights: to - from,
    rooms: [{ number, guest_count: 1 }],
  })
  await moveStay(ctx, id, { checkIn: inDays(from), checkOut: inDays(to), status })
  return { id, reference }
}

const list = async (who = housekeeper) => {
  const res = await staffClient(ctx, who)('/housekeeping')
  expect(res.status).toBe(200)
  return res.body as { data: HousekeepingRoom[]; meta: { date: string } }
}
const roomOf = async (number: number) => (await list()).data.find((room) => room.number === number)

describe('GET /staff/housekeeping', () => {
  it("lists every room in use with its status and today's guests, the rooms to clean first", async () => {
    const leaving = await stay(203, -2, 0, 'in_progress')
    const staying = await stay(204, -1, 2, 'in_progress')
    const arriving = await stay(102, 0, 1)
    await roomIs(203, 'reserved')
    await roomIs(204, 'reserved')
    await roomIs(205, 'cleaning')
    await roomIs(102, 'cleaning')
    await roomIs(209, 'maintenance')
    await ctx.database.db.update(rooms).set({ archivedAt: new Date() }).where(eq(rooms.number, 208))

    const { data, meta } = await list()
    expect(meta.date).toBe(today())
    expect(data).toHaveLength(17)
    expect(data.map((room) => room.number)).not.toContain(208)
    // Cleaning with an arrival today, other cleaning, occupied leaving today, occupied, available..., maintenance.
    expect(data.slice(0, 4).map((room) => room.number)).toEqual([102, 205, 203, 204])
    expect(data.at(-1)?.number).toBe(209)
    const room102 = data[0] as HousekeepingRoom
    expect(room102).toMatchObject({ status: 'cleaning', in_house: null, departure: null })
    expect(room102.arrival).toMatchObject({
      reservation_id: arriving.id,
      reference: arriving.reference,
      guest_name: 'Ana Rizo',
      start_date: today(),
    })
    expect(data[2]?.in_house?.reference).toBe(leaving.reference)
    expect(data[2]?.departure).toMatchObject({ reference: leaving.reference, checked_out: false })
    expect(data[3]?.in_house?.reference).toBe(staying.reference)
    expect(data[3]?.departure).toBeNull()
    await ctx.database.db.update(rooms).set({ archivedAt: null }).where(eq(rooms.number, 208))
  })

  it('shows a stay checked out today as a departure that has left', async () => {
    const left = await stay(105, -1, 0, 'in_progress')
    await ctx.database.db
      .update(reservations)
      .set({ status: 'completed' })
      .where(eq(reservations.id, left.id))
    const room = await roomOf(105)
    expect(room?.in_house).toBeNull()
    expect(room?.departure).toMatchObject({ reference: left.reference, checked_out: true })
  })

  it('is for housekeeping: a housekeeper and a receptionist see it, an accountant does not', async () => {
    await list(receptionist)
    await list(owner)
    const refused = await staffClient(ctx, accountant)('/housekeeping')
    expect(refused.status).toBe(403)
    expect((await ctx.http('/api/v1/staff/housekeeping')).status).toBe(401)
  })
})

describe('PUT /staff/rooms/{number}/status', () => {
  it('marks a room clean: cleaning to available, with the time, an audit entry and a live event', async () => {
    await roomIs(101, 'cleaning')
    const events = await streamEvents(ctx.baseUrl, receptionist)
    const before = Date.now()
    const res = await setStatus(101, { status: 'available' })
    expect(res.status).toBe(200)
    expect(res.body.message).toBe('Room 101 is clean and available.')
    expect(res.body.data).toMatchObject({ number: 101, status: 'available', status_note: null })
    expect(Date.parse(res.body.data.status_changed_at)).toBeGreaterThanOrEqual(before - 2000)
    const event = await events.next((e) => e.topic === 'room' && e.id === res.body.data.id)
    expect(event).toEqual({ topic: 'room', id: res.body.data.id })
    await events.close()
    const [entry] = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'rooms.status'), eq(auditLog.entityId, res.body.data.id)))
    expect(entry).toMatchObject({
      entity: 'room',
      before: { status: 'cleaning', note: null },
      after: { status: 'available', note: null },
    })

    await roomIs(101, 'cleaning')
    const es = await setStatus(101, { status: 'available' }, housekeeper, 'es')
    expect(es.body.message).toBe('La habitación 101 está limpia y disponible.')
  })

  it('puts a room in maintenance with a note saying why, and lifts it to available or cleaning', async () => {
    await roomIs(103, 'available')
    for (const [lang, text] of [
      ['en', 'Say why the room goes to maintenance.'],
      ['es', 'Indique por qué la habitación pasa a mantenimiento.'],
    ] as const) {
      for (const note of [undefined, '', '   ']) {
        const res = await setStatus(103, { status: 'maintenance', note }, housekeeper, lang)
        expect(res.status).toBe(422)
        expect(res.body.code).toBe('validation_failed')
        expect(res.body.errors.note).toEqual([text])
      }
    }
    const tooLong = await setStatus(103, { status: 'maintenance', note: 'x'.repeat(201) })
    expect(tooLong.status).toBe(422)
    expect(tooLong.body.errors.note).toBeDefined()

    const down = await setStatus(103, { status: 'maintenance', note: '  Leaking tap  ' })
    expect(down.status).toBe(200)
    expect(down.body.message).toBe('Room 103 is in maintenance.')
    expect(down.body.data).toMatchObject({ status: 'maintenance', status_note: 'Leaking tap' })
    const up = await setStatus(103, { status: 'cleaning' }, housekeeper, 'es')
    expect(up.status).toBe(200)
    expect(up.body.message).toBe('La habitación 103 vuelve a estar en servicio (por limpiar).')
    expect(up.body.data).toMatchObject({ status: 'cleaning', status_note: null })

    const fromCleaning = await setStatus(103, { status: 'maintenance', note: 'Broken window' })
    expect(fromCleaning.status).toBe(200)
    const lifted = await setStatus(103, { status: 'available', note: 'Window replaced' })
    expect(lifted.body.message).toBe('Room 103 is back in service (available).')
    expect(lifted.body.data).toMatchObject({ status: 'available', status_note: 'Window replaced' })
  })

  it('never sets a room occupied: check-in at the front desk does', async () => {
    await roomIs(106, 'available')
    const en = await setStatus(106, { status: 'reserved' })
    expect(en.status).toBe(422)
    expect(en.body.code).toBe('room_status_reserved')
    expect(en.body.message).toBe(
      'A room becomes occupied when its guest checks in at the front desk, not from housekeeping.',
    )
    expect(en.body.errors.status).toEqual([en.body.message])
    const es = await setStatus(106, { status: 'reserved' }, owner, 'es')
    expect(es.body.message).toBe(
      'Una habitación pasa a ocupada cuando su huésped se registra en recepción, no desde limpieza.',
    )
    expect((await roomOf(106))?.status).toBe('available')
  })

  it('refuses changes housekeeping does not make, naming the current status', async () => {
    await roomIs(107, 'available')
    const same = await setStatus(107, { status: 'available' })
    expect(same.status).toBe(409)
    expect(same.body.code).toBe('room_status_not_allowed')
    expect(same.body.message).toBe(
      'Room 107 is available: that change (available) is not made from housekeeping.',
    )
    const toCleaning = await setStatus(107, { status: 'cleaning' }, housekeeper, 'es')
    expect(toCleaning.status).toBe(409)
    expect(toCleaning.body.message).toBe(
      'La habitación 107 está disponible: ese cambio (por limpiar) no se hace desde limpieza.',
    )
    await roomIs(107, 'reserved')
    const occupied = await setStatus(107, { status: 'available' })
    expect(occupied.status).toBe(409)
    expect(occupied.body.message).toBe(
      'Room 107 is occupied: that change (available) is not made from housekeeping.',
    )
    await roomIs(107, 'available')
  })

  it('refuses maintenance for a room with a guest in house, naming the stay', async () => {
    const guest = await stay(108, -1, 1, 'in_progress')
    await roomIs(108, 'cleaning')
    const en = await setStatus(108, { status: 'maintenance', note: 'Fan broken' })
    expect(en.status).toBe(409)
    expect(en.body.code).toBe('room_occupied')
    expect(en.body.message).toBe(
      `Room 108 has a guest in house (${guest.reference}): it cannot go to maintenance now.`,
    )
    const es = await setStatus(108, { status: 'maintenance', note: 'Ventilador roto' }, housekeeper, 'es')
    expect(es.body.message).toBe(
      `La habitación 108 tiene un huésped alojado (${guest.reference}): no puede pasar a mantenimiento ahora.`,
    )
    // The daily clean of a stay-over room is still allowed.
    expect((await setStatus(108, { status: 'available' })).status).toBe(200)
    // A guest who has not arrived yet does not hold the room.
    await stay(109, 0, 2)
    await roomIs(109, 'available')
    expect((await setStatus(109, { status: 'maintenance', note: 'Paint' })).status).toBe(200)
    await roomIs(109, 'available')
  })

  it('answers 404 for a number that is no room in use, 422 for what is not a number', async () => {
    for (const number of ['987', '0', '2.5']) {
      const res = await staffClient(ctx, housekeeper)(`/rooms/${number}/status`, {
        method: 'PUT',
        body: { status: 'available' },
      })
      expect(res.status).toBe(404)
      expect(res.body.code).toBe('room_not_found')
    }
    await ctx.database.db
      .update(rooms)
      .set({ archivedAt: new Date(), status: 'cleaning' })
      .where(eq(rooms.number, 208))
    const archived = await setStatus(208, { status: 'available' }, housekeeper, 'es')
    expect(archived.status).toBe(404)
    expect(archived.body.message).toBe(
      (await setStatus(987, { status: 'available' }, owner, 'es')).body.message,
    )
    await ctx.database.db
      .update(rooms)
      .set({ archivedAt: null, status: 'available' })
      .where(eq(rooms.number, 208))
    const word = await staffClient(ctx, housekeeper)('/rooms/abc/status', {
      method: 'PUT',
      body: { status: 'available' },
    })
    expect(word.status).toBe(422)
    const bad = await setStatus(101, { status: 'dirty' })
    expect(bad.status).toBe(422)
    expect(bad.body.errors.status).toBeDefined()
    const extra = await setStatus(101, { status: 'maintenance', note: 'x', by: 'me' })
    expect(extra.status).toBe(422)
  })

  it('is for housekeeping.update: an accountant may not change a status, a receptionist may', async () => {
    await roomIs(201, 'cleaning')
    const refused = await setStatus(201, { status: 'available' }, accountant)
    expect(refused.status).toBe(403)
    expect(refused.body.code).toBe('forbidden')
    expect((await roomOf(201))?.status).toBe('cleaning')
    const anonymous = await ctx.http('/api/v1/staff/rooms/201/status', {
      method: 'PUT',
      body: { status: 'available' },
    })
    expect(anonymous.status).toBe(401)
    expect((await setStatus(201, { status: 'available' }, receptionist)).status).toBe(200)
  })

  it('lets one of two housekeepers win a change from the same status; the other hears the status now', async () => {
    for (const number of [202, 205, 206]) {
      await roomIs(number, 'cleaning')
      const [a, b] = await Promise.all([
        setStatus(number, { status: 'available' }, housekeeper),
        setStatus(number, { status: 'available' }, otherHousekeeper),
      ])
      const statuses = [a.status, b.status].sort()
      expect(statuses).toEqual([200, 409])
      const loser = a.status === 409 ? a : b
      expect(['room_status_changed', 'room_status_not_allowed']).toContain(loser.body.code)
      expect(loser.body.message).toContain(`Room ${number}`)
      expect(loser.body.message).toContain('available')
    }
    const room = await roomOf(206)
    const entries = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'rooms.status'), eq(auditLog.entityId, room?.id ?? '')))
    expect(entries).toHaveLength(1)
  })

  it('lets exactly one of six housekeepers at once clean a room; the others are told it is available', async () => {
    await roomIs(202, 'cleaning')
    const results = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        setStatus(202, { status: 'available' }, i % 2 ? housekeeper : otherHousekeeper, i % 2 ? 'en' : 'es'),
      ),
    )
    expect(results.filter((r) => r.status === 200)).toHaveLength(1)
    for (const r of results.filter((r) => r.status !== 200)) {
      expect(r.status).toBe(409)
      expect(r.body.message).toMatch(/(Room 202 .*available|La habitación 202 .*disponible)/)
    }
  })

  // Only PostgreSQL has a second connection to hold the row with; PGlite runs one statement at a time.
  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'answers the loser of the conditional update with the status the room has now (en, es)',
    async () => {
      for (const [lang, text] of [
        ['en', 'Room 206 was changed a moment ago: it is now in maintenance.'],
        ['es', 'La habitación 206 cambió hace un momento: ahora está en mantenimiento.'],
      ] as const) {
        await roomIs(206, 'cleaning')
        let pending: ReturnType<typeof setStatus> | undefined
        await ctx.database.db.transaction(async (tx) => {
          await tx.select().from(rooms).where(eq(rooms.number, 206)).for('update')
          // The request reads "cleaning", then waits for this row at its update.
          pending = setStatus(206, { status: 'available' }, housekeeper, lang)
          await new Promise((resolve) => setTimeout(resolve, 400))
          await tx
            .update(rooms)
            .set({ status: 'maintenance', statusNote: 'Leak' })
            .where(eq(rooms.number, 206))
        })
        const res = await (pending as ReturnType<typeof setStatus>)
        expect(res.status).toBe(409)
        expect(res.body.code).toBe('room_status_changed')
        expect(res.body.message).toBe(text)
      }
      await roomIs(206, 'available')
    },
  )
})
