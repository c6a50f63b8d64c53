import { readFile } from 'node:fs/promises'
import { addDays, hotelToday } from '@hotel/contract'
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { rolePermissions, rooms } from '../../db/schema/index.ts'
import {
  createTestContext,
  memoryMailer,
  type StaffAuth,
  type StaffClient,
  signInNewStaff,
  signInOwner,
  staffClient,
  staffHeaders,
  streamEvents,
  type TestContext,
  walkInClient,
} from '../../test/harness.ts'
import { moveStay } from '../../test/stays.ts'

let ctx: TestContext
let receptionist: StaffAuth
let manager: StaffAuth
let desk: StaffClient
let asManager: StaffClient
let asOwner: StaffClient
let asHousekeeper: StaffClient
const mailer = memoryMailer()
const today = hotelToday()

beforeAll(async () => {
  ctx = await createTestContext({ RATE_LIMIT_EXEMPT: '127.0.0.1' }, { mailer })
  asOwner = staffClient(ctx, await signInOwner(ctx))
  // Named so: the history shows "receptionist Desk" as who booked.
  receptionist = await signInNewStaff(ctx, { roles: ['receptionist'], name: 'receptionist' })
  desk = staffClient(ctx, receptionist)
  manager = await signInNewStaff(ctx, { roles: ['manager'] })
  asManager = staffClient(ctx, manager)
  asHousekeeper = staffClient(ctx, await signInNewStaff(ctx, { roles: ['housekeeper'] }))
})
afterAll(() => ctx?.close())

/** A walk-in client created at the desk: their id. */
const walkIn = async (): Promise<string> => (await walkInClient(desk)).id

async function book(room: number, from: number, nights: number, guests = 1) {
  const res = await desk('/reservations', {
    method: 'POST',
    body: {
      client_id: await walkIn(),
      check_in: addDays(today, from),
      check_out: addDays(today, from + nights),
      rooms: [{ number: room, guest_count: guests }],
      category: 'tourism',
    },
  })
  expect(res.status, res.text).toBe(201)
  return res.body.data
}

const setRoomStatus = (number: number, status: 'available' | 'cleaning' | 'maintenance' | 'reserved') =>
  ctx.database.db.update(rooms).set({ status }).where(eq(rooms.number, number))

describe('POST /staff/reservations (booking at the desk)', () => {
  it('books for a walk-in with the site’s rules, records who did it and mails the guest', async () => {
    const clientId = await walkIn()
    const res = await desk('/reservations', {
      method: 'POST',
      body: {
        client_id: clientId,
        check_in: addDays(today, 3),
        check_out: addDays(today, 5),
        rooms: [{ number: 104, guest_count: 2 }],
        category: 'companies',
        estimated_arrival_time: '18:30',
      },
    })
    expect(res.status, res.text).toBe(201)
    const data = res.body.data
    expect(res.body.message).toBe(`Reservation ${data.reference} is booked for ${data.user.name}.`)
    expect(data).toMatchObject({
      client_id: clientId,
      type: 'front_desk',
      status: 'reserved',
      created_by_staff: 'receptionist Desk',
      folio: { total: data.total, paid: 0, balance: data.total },
    })
    expect(data.rooms[0]).toMatchObject({
      number: 104,
      room_id: expect.any(String),
      room_status: 'available',
    })
    expect(data.folio.lines).toEqual([expect.objectContaining({ type: 'reservation', amount: data.total })])
    expect(data.history[0]).toMatchObject({ action: 'reservations.create', staff_name: 'receptionist Desk' })
    await expect.poll(() => mailer.last(data.user.email)?.subject ?? '').toContain(data.reference)
  })

  it('answers in Spanish, refuses an unknown or suspended client, a taken night, and a housekeeper', async () => {
    const first = await book(105, 10, 2)
    const clientId = await walkIn()
    const body = {
      client_id: clientId,
      check_in: addDays(today, 11),
      check_out: addDays(today, 12),
      rooms: [{ number: 105, guest_count: 1 }],
      category: 'tourism',
    }
    const taken = await desk('/reservations', { method: 'POST', body, lang: 'es' })
    expect([taken.status, taken.body.code]).toEqual([409, 'room_already_booked'])
    expect(taken.body.message).toMatch(/^La habitación 105 ya está reservada/)
    const unknown = await desk('/reservations', {
      method: 'POST',
      body: { ...body, client_id: '00000000-0000-4000-8000-000000000000' },
    })
    expect([unknown.status, unknown.body.code]).toEqual([404, 'client_not_found'])
    await asOwner(`/clients/${clientId}/suspend`, { method: 'POST', body: {} })
    const suspended = await desk('/reservations', {
      method: 'POST',
      body: { ...body, check_in: addDays(today, 20), check_out: addDays(today, 21) },
    })
    expect([suspended.status, suspended.body.code]).toEqual([409, 'client_suspended'])
    const forbidden = await asHousekeeper('/reservations', { method: 'POST', body })
    expect(forbidden.status).toBe(403)
    const es = await desk(`/reservations/${first.id}`, { lang: 'es' })
    expect(es.status).toBe(200)
  })

  it('lets exactly one of two desks book the same room-night at once', async () => {
    const [a, b] = await Promise.all([walkIn(), walkIn()])
    const attempt = (clientId: string, auth: StaffAuth) =>
      staffClient(ctx, auth)('/reservations', {
        method: 'POST',
        body: {
          client_id: clientId,
          check_in: addDays(today, 30),
          check_out: addDays(today, 32),
          rooms: [{ number: 106, guest_count: 1 }],
          category: 'tourism',
        },
      })
    const answers = await Promise.all([attempt(a, receptionist), attempt(b, manager)])
    expect(answers.map((res) => res.status).sort()).toEqual([201, 409])
    expect(answers.find((res) => res.status === 409)?.body.code).toBe('room_already_booked')
  })
})

describe('GET /staff/reservations', () => {
  it('searches by reference, name and phone, and filters by status', async () => {
    const stay = await book(201, 40, 1)
    const byReference = await desk(`/reservations?q=${stay.reference.slice(0, 6)}`)
    expect(byReference.body.data.map((r: { id: string }) => r.id)).toContain(stay.id)
    const byName = await desk(`/reservations?q=${encodeURIComponent(stay.user.name)}`)
    expect(byName.body.data).toEqual([
      expect.objectContaining({ id: stay.id, room_numbers: [201], balance: stay.total, total: stay.total }),
    ])
    const digits = stay.user.phone.replace(/\D/g, '').slice(-7)
    const byPhone = await desk(`/reservations?q=${digits}`)
    expect(byPhone.body.data.map((r: { id: string }) => r.id)).toEqual([stay.id])
    const canceled = await desk('/reservations?status=canceled&per_page=100')
    expect(canceled.body.data.map((r: { id: string }) => r.id)).not.toContain(stay.id)
    const window = await desk(`/reservations?from=${addDays(today, 40)}&to=${addDays(today, 40)}`)
    expect(window.body.data.map((r: { id: string }) => r.id)).toContain(stay.id)
    const bad = await desk('/reservations?status=sleeping')
    expect(bad.status).toBe(422)
  })
})

describe('check-in, check-out and no-show', () => {
  it('checks in from the check-in day only, into a ready room, taking the identification', async () => {
    const early = await book(202, 1, 1)
    const tooEarly = await desk(`/reservations/${early.id}/check-in`, {
      method: 'POST',
      body: { identification: 'A123' },
    })
    expect([tooEarly.status, tooEarly.body.code]).toEqual([409, 'check_in_not_open'])
    expect(tooEarly.body.message).toMatch(/^This stay starts on .+: check-in opens that day\.$/)
    const stay = await book(203, 0, 2)
    await setRoomStatus(203, 'cleaning')
    const dirty = await desk(`/reservations/${stay.id}/check-in`, {
      method: 'POST',
      body: { identification: 'P-998877' },
      lang: 'es',
    })
    expect([dirty.status, dirty.body.message]).toEqual([
      409,
      'La habitación 203 aún no está limpia: limpieza debe marcarla como disponible primero.',
    ])
    await setRoomStatus(203, 'available')
    const events = await streamEvents(ctx.baseUrl, receptionist)
    try {
      const res = await desk(`/reservations/${stay.id}/check-in`, {
        method: 'POST',
        body: { identification: 'P-998877' },
      })
      expect(res.status, res.text).toBe(200)
      expect(res.body.message).toBe(`${stay.user.name} is checked in (reservation ${stay.reference}).`)
      expect(res.body.data).toMatchObject({ status: 'in_progress', user: { identification: 'P-998877' } })
      expect(res.body.data.rooms[0].room_status).toBe('reserved')
      expect(res.body.data.checked_in_at).not.toBeNull()
      await events.next((event) => event.topic === 'reservation' && event.id === stay.id)
      await events.next((event) => event.topic === 'room' && event.id === stay.rooms[0].room_id)
    } finally {
      await events.close()
    }
    const again = await desk(`/reservations/${stay.id}/check-in`, {
      method: 'POST',
      body: { identification: 'x' },
    })
    expect([again.status, again.body.code]).toEqual([409, 'already_checked_in'])
    const guestEdit = await desk(`/reservations/${stay.id}`, {
      method: 'PATCH',
      body: { category: 'companies' },
    })
    expect([guestEdit.status, guestEdit.body.code]).toEqual([409, 'reservation_in_progress'])
    const housekeeperTry = await asHousekeeper(`/reservations/${early.id}/check-in`, {
      method: 'POST',
      body: { identification: 'A123' },
    })
    expect(housekeeperTry.status).toBe(403)
  })

  it('refuses a check-out with a balance due unless someone who may leaves it for later, with a reason', async () => {
    const stay = await book(204, 0, 3)
    await desk(`/reservations/${stay.id}/check-in`, { method: 'POST', body: { identification: 'ID-1' } })
    const due = await desk(`/reservations/${stay.id}/check-out`, { method: 'POST', body: {} })
    expect([due.status, due.body.code]).toEqual([409, 'balance_due'])
    expect(due.body.message).toBe(
      `A balance of $${(stay.total / 100).toFixed(2)} is still due. Take the payment, or check out with the balance left for later.`,
    )
    const notAllowed = await desk(`/reservations/${stay.id}/check-out`, {
      method: 'POST',
      body: { settle_later: true, reason: 'Company pays by transfer' },
    })
    expect([notAllowed.status, notAllowed.body.code]).toEqual([403, 'forbidden'])
    const noReason = await asManager(`/reservations/${stay.id}/check-out`, {
      method: 'POST',
      body: { settle_later: true },
    })
    expect([noReason.status, Object.keys(noReason.body.errors ?? {})]).toEqual([422, ['reason']])
    const res = await asManager(`/reservations/${stay.id}/check-out`, {
      method: 'POST',
      body: { settle_later: true, reason: 'Company pays by transfer' },
    })
    expect(res.status, res.text).toBe(200)
    expect(res.body.data).toMatchObject({ status: 'completed', check_out: addDays(today, 1) })
    expect(res.body.data.rooms[0].room_status).toBe('cleaning')
    expect(res.body.data.history[0]).toMatchObject({
      action: 'reservations.check_out',
      after: { balance_left: stay.total, reason: 'Company pays by transfer' },
    })
    // Leaving early gave the nights after tonight back: they can be sold again.
    const next = await book(204, 1, 2)
    expect(next.status).toBe('reserved')
    const twice = await desk(`/reservations/${stay.id}/check-out`, { method: 'POST', body: {} })
    expect([twice.status, twice.body.code]).toEqual([409, 'reservation_completed'])
  })

  it('marks a no-show only after the check-in day, and frees the nights', async () => {
    const stay = await book(205, 0, 3)
    const tooEarly = await desk(`/reservations/${stay.id}/no-show`, { method: 'POST', body: {} })
    expect([tooEarly.status, tooEarly.body.code]).toEqual([409, 'no_show_too_early'])
    // Its check-in day is now yesterday.
    await moveStay(ctx, stay.id, {
      checkIn: addDays(stay.check_in, -1),
      checkOut: addDays(stay.check_out, -1),
    })
    const res = await desk(`/reservations/${stay.id}/no-show`, { method: 'POST', body: {} })
    expect(res.status, res.text).toBe(200)
    expect(res.body.data).toMatchObject({ status: 'canceled', cancel_reason: 'no_show' })
    expect(res.body.message).toBe(`Reservation ${stay.reference} is marked as a no-show.`)
    expect((await book(205, 0, 1)).status).toBe('reserved')
  })
})

describe('POST /staff/reservations/{id}/move (the board)', () => {
  it('moves to a free room of the same price, refuses a taken night, and asks before re-pricing', async () => {
    const stay = await book(101, 50, 2)
    await book(102, 50, 2)
    const taken = await desk(`/reservations/${stay.id}/move`, {
      method: 'POST',
      body: { room_number: 101, to_room_number: 102 },
    })
    expect([taken.status, taken.body.code]).toEqual([409, 'room_already_booked'])
    const moved = await desk(`/reservations/${stay.id}/move`, {
      method: 'POST',
      body: { room_number: 101, to_room_number: 103 },
    })
    expect(moved.status, moved.text).toBe(200)
    expect(moved.body.data.rooms.map((r: { number: number }) => r.number)).toEqual([103])
    expect(moved.body.data.total).toBe(stay.total)
    expect(moved.body.data.history[0]).toMatchObject({
      action: 'reservations.move',
      before: { room: 101 },
      after: { room: 103 },
    })
    const stretched = await desk(`/reservations/${stay.id}/move`, {
      method: 'POST',
      body: { room_number: 103, check_out: addDays(today, 53) },
    })
    expect([stretched.status, stretched.body.code]).toEqual([409, 'move_reprices'])
    expect(stretched.body.message).toMatch(/^This move changes the price from \$[\d.,]+ to \$[\d.,]+\./)
    const keep = await desk(`/reservations/${stay.id}/move`, {
      method: 'POST',
      body: { room_number: 103, check_out: addDays(today, 53), reprice: false },
    })
    expect([keep.status, Object.keys(keep.body.errors ?? {})]).toEqual([422, ['reprice']])
    const repriced = await desk(`/reservations/${stay.id}/move`, {
      method: 'POST',
      body: { room_number: 103, check_out: addDays(today, 53), reprice: true },
    })
    expect(repriced.status, repriced.text).toBe(200)
    expect(repriced.body.data).toMatchObject({ check_out: addDays(today, 53), nights: 3 })
    expect(repriced.body.data.total).toBeGreaterThan(stay.total)
    expect(repriced.body.data.folio.lines[0].amount).toBe(repriced.body.data.total)
    const upgrade = await desk(`/reservations/${stay.id}/move`, {
      method: 'POST',
      body: { room_number: 103, to_room_number: 109, reprice: false },
    })
    expect(upgrade.status, upgrade.text).toBe(200)
    expect(upgrade.body.data.total).toBe(repriced.body.data.total)
    const nothing = await desk(`/reservations/${stay.id}/move`, {
      method: 'POST',
      body: { room_number: 109 },
    })
    expect(nothing.status).toBe(422)
    const notHers = await desk(`/reservations/${stay.id}/move`, {
      method: 'POST',
      body: { room_number: 101, to_room_number: 102 },
    })
    expect([notHers.status, notHers.body.errors?.room_number?.[0]]).toEqual([
      422,
      'Room 101 is not part of this reservation.',
    ])
  })

  it('lets exactly one of two desks move a stay onto the same free night at once', async () => {
    const a = await book(206, 60, 1)
    const b = await book(207, 60, 1)
    const answers = await Promise.all([
      desk(`/reservations/${a.id}/move`, {
        method: 'POST',
        body: { room_number: 206, to_room_number: 208, reprice: true },
      }),
      asManager(`/reservations/${b.id}/move`, {
        method: 'POST',
        body: { room_number: 207, to_room_number: 208, reprice: true },
      }),
    ])
    expect(answers.map((res) => res.status).sort()).toEqual([200, 409])
    expect(answers.find((res) => res.status === 409)?.body.code).toBe('room_already_booked')
  })
})

describe('two desks at once on one stay', () => {
  it('queue on the stay instead of deadlocking: a move and a check-out race, one after the other', async () => {
    for (const [from, to] of [
      [105, 106],
      [206, 207],
    ] as const) {
      const stay = await book(from, 0, 2)
      await desk(`/reservations/${stay.id}/check-in`, { method: 'POST', body: { identification: 'RACE-1' } })
      const answers = await Promise.all([
        desk(`/reservations/${stay.id}/move`, {
          method: 'POST',
          body: { room_number: from, to_room_number: to, reprice: false },
        }),
        asManager(`/reservations/${stay.id}/check-out`, {
          method: 'POST',
          body: { settle_later: true, reason: 'Race test' },
        }),
      ])
      for (const res of answers) expect([200, 409], res.text).toContain(res.status)
      expect((await desk(`/reservations/${stay.id}`)).body.data.status).toBe('completed')
    }
  })
})

describe('two API instances on one PostgreSQL', () => {
  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'let exactly one of two desks, one on each instance, book or move onto the same room-night',
    async () => {
      const second = await ctx.secondInstance()
      if (!second) throw new Error('TEST_DATABASE_URL is set but the harness gave no second instance')
      try {
        const onSecond = (path: string, body: unknown, auth: StaffAuth) =>
          fetch(`${second.baseUrl}/api/v1/staff${path}`, {
            method: 'POST',
            headers: { ...staffHeaders(auth), 'content-type': 'application/json' },
            body: JSON.stringify(body),
          }).then(async (res) => ({ status: res.status, body: await res.json() }))
        const [a, b] = await Promise.all([walkIn(), walkIn()])
        const booking = (clientId: string) => ({
          client_id: clientId,
          check_in: addDays(today, 80),
          check_out: addDays(today, 82),
          rooms: [{ number: 101, guest_count: 1 }],
          category: 'tourism',
        })
        const booked = await Promise.all([
          desk('/reservations', { method: 'POST', body: booking(a) }),
          onSecond('/reservations', booking(b), manager),
        ])
        expect(booked.map((res) => res.status).sort()).toEqual([201, 409])
        const first = await book(102, 90, 1)
        const other = await book(103, 90, 1)
        const moved = await Promise.all([
          desk(`/reservations/${first.id}/move`, {
            method: 'POST',
            body: { room_number: 102, to_room_number: 201 },
          }),
          onSecond(`/reservations/${other.id}/move`, { room_number: 103, to_room_number: 201 }, manager),
        ])
        expect(moved.map((res) => res.status).sort()).toEqual([200, 409])
      } finally {
        await second.close()
      }
    },
  )
})

describe('the permission to leave a balance for later', () => {
  it('is the manager’s by default, and migration 0016 gives it to a database granted before it', async () => {
    const holders = async () =>
      (
        await ctx.database.db
          .select({ role: rolePermissions.role })
          .from(rolePermissions)
          .where(eq(rolePermissions.permission, 'frontdesk.settle_later'))
      ).map((row) => row.role)
    expect(await holders()).toEqual(['manager'])
    await ctx.database.db
      .delete(rolePermissions)
      .where(eq(rolePermissions.permission, 'frontdesk.settle_later'))
    const migration = await readFile(
      new URL('../../../drizzle/0016_settle_later.sql', import.meta.url),
      'utf8',
    )
    await ctx.database.db.execute(sql.raw(migration))
    await ctx.database.db.execute(sql.raw(migration))
    expect(await holders()).toEqual(['manager'])
  })
})

describe('changes past the deadline', () => {
  it('needs the override permission and a reason, recorded in the history', async () => {
    const stay = await book(208, 1, 1)
    const late = await desk(`/reservations/${stay.id}`, { method: 'PATCH', body: { category: 'companies' } })
    expect([late.status, late.body.code]).toEqual([409, 'change_deadline_passed'])
    const noReason = await asManager(`/reservations/${stay.id}`, {
      method: 'PATCH',
      body: { category: 'companies' },
    })
    expect([noReason.status, Object.keys(noReason.body.errors ?? {})]).toEqual([422, ['override_reason']])
    const res = await asManager(`/reservations/${stay.id}`, {
      method: 'PATCH',
      body: { category: 'companies', override_reason: 'Guest called from the road' },
    })
    expect(res.status, res.text).toBe(200)
    expect(res.body.data.category).toBe('companies')
    expect(res.body.data.history[0]).toMatchObject({
      action: 'reservations.update',
      after: { category: 'companies', deadline_overridden: 'Guest called from the road' },
    })
    const cancel = await asManager(`/reservations/${stay.id}/cancel`, {
      method: 'POST',
      body: { reason: 'staff', override_reason: 'Room flooded' },
      lang: 'es',
    })
    expect(cancel.status, cancel.text).toBe(200)
    expect(cancel.body.message).toBe(`La reservación ${stay.reference} fue cancelada.`)
    expect(cancel.body.data).toMatchObject({ status: 'canceled', cancel_reason: 'staff' })
  })
})

describe('GET /staff/board and /staff/today', () => {
  it('shows rooms, closures and live stays of a window, at most 62 days wide', async () => {
    const stay = await book(209, 70, 2)
    const res = await desk(`/board?from=${addDays(today, 69)}&to=${addDays(today, 75)}`)
    expect(res.status, res.text).toBe(200)
    expect(res.body.data.rooms).toHaveLength(18)
    expect(res.body.data.stays).toContainEqual(
      expect.objectContaining({ reservation_id: stay.id, room_number: 209, start_date: addDays(today, 70) }),
    )
    // An archived room stays on the board while it holds a stay in the window.
    expect((await asOwner('/rooms/209/archive', { method: 'POST', body: {} })).status).toBe(200)
    const archived = await desk(`/board?from=${addDays(today, 69)}&to=${addDays(today, 75)}`)
    expect(archived.body.data.rooms.map((room: { number: number }) => room.number)).toContain(209)
    const later = await desk(`/board?from=${addDays(today, 100)}&to=${addDays(today, 110)}`)
    expect(later.body.data.rooms).toHaveLength(17)
    await asOwner('/rooms/209/restore', { method: 'POST', body: {} })
    const wide = await desk(`/board?from=${today}&to=${addDays(today, 62)}`, { lang: 'es' })
    expect([wide.status, wide.body.errors?.to?.[0]]).toEqual([422, 'El tablero muestra como máximo 62 días.'])
    const backwards = await desk(`/board?from=${addDays(today, 5)}&to=${today}`)
    expect(backwards.status).toBe(422)
  })

  it('lists today’s arrivals, guests in house, rooms to clean and balances due', async () => {
    const arriving = await book(107, 0, 2)
    const res = await desk('/today')
    expect(res.status).toBe(200)
    expect(res.body.data.date).toBe(today)
    expect(res.body.data.arrivals.map((s: { id: string }) => s.id)).toContain(arriving.id)
    await desk(`/reservations/${arriving.id}/check-in`, { method: 'POST', body: { identification: 'Z-1' } })
    const after = (await desk('/today')).body.data
    expect(after.in_house.map((s: { id: string }) => s.id)).toContain(arriving.id)
    expect(after.balances_due.map((s: { id: string }) => s.id)).toContain(arriving.id)
    expect(after.rooms_to_clean.map((r: { number: number }) => r.number)).toContain(204)
  })
})
