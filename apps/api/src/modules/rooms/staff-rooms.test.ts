import { addDays, hotelToday } from '@hotel/contract'
import { and, eq } from 'drizzle-orm'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { auditLog, hotelSettings } from '../../db/schema/index.ts'
import { longDate } from '../../lib/format.ts'
import {
  createTestContext,
  registerGuest,
  type StaffAuth,
  type StaffClient,
  signInNewStaff,
  signInOwner,
  staffClient,
  staffHeaders,
  type TestContext,
} from '../../test/harness.ts'

let ctx: TestContext
let owner: StaffAuth
let asOwner: StaffClient
let desk: StaffClient
let asAccountant: StaffClient
let guest: { token: string }
let serviceIds: Record<string, string>

const inDays = (days: number) => addDays(hotelToday(), days)

beforeAll(async () => {
  ctx = await createTestContext({ RATE_LIMIT_PER_MINUTE: '100000' })
  await ctx.database.db.update(hotelSettings).set({ maxUnpaidReservations: 100 })
  owner = await signInOwner(ctx)
  asOwner = staffClient(ctx, owner)
  desk = staffClient(ctx, await signInNewStaff(ctx, { roles: ['receptionist'] }))
  asAccountant = staffClient(ctx, await signInNewStaff(ctx, { roles: ['accountant'] }))
  guest = { token: await registerGuest(ctx) }
  const services = await ctx.http('/api/v1/services')
  serviceIds = Object.fromEntries(
    (services.body.data as { id: string; code: string }[]).map((s) => [s.code, s.id]),
  )
})
afterAll(() => ctx?.close())

function book(rooms: number[], from: number, to: number, lang = 'en') {
  return ctx.http('/api/v1/reservations', {
    method: 'POST',
    headers: { Authorization: `Bearer ${guest.token}`, 'Accept-Language': lang },
    body: {
      category: 'tourism',
      check_in: inDays(from),
      check_out: inDays(to),
      rooms: rooms.map((number) => ({ number, guest_count: 1 })),
    },
  })
}

const searchNumbers = async (from: number, to: number) =>
  (
    (await ctx.http(`/api/v1/rooms?check_in=${inDays(from)}&check_out=${inDays(to)}&per_page=50`)).body
      .data as { number: number }[]
  ).map((r) => r.number)

const room401 = () => ({
  number: 401,
  type: 'double',
  description_en: 'A bright double room over the pines.',
  description_es: 'Una habitación doble luminosa sobre los pinos.',
  beds: [
    { type: 'queen', quantity: 1 },
    { type: 'full', quantity: 1 },
  ],
  capacities: [
    { capacity: 1, tariff: 5500 },
    { capacity: 2, tariff: 7000, is_exception: false },
  ],
  services: [serviceIds.wifi, serviceIds.desk],
})

describe('rooms (staff)', () => {
  it('creates a room with every fact, shown to guests at once', async () => {
    const res = await asOwner('/rooms', { method: 'POST', body: room401() })
    expect(res.status).toBe(201)
    expect(res.body.message).toBe('Room 401 has been created.')
    expect(res.body.data).toMatchObject({
      number: 401,
      type: 'double',
      status: 'available',
      description_es: 'Una habitación doble luminosa sobre los pinos.',
      beds: [
        { type: 'full', quantity: 1 },
        { type: 'queen', quantity: 1 },
      ],
      capacities: [
        { capacity: 1, tariff: 5500, is_exception: false },
        { capacity: 2, tariff: 7000, is_exception: false },
      ],
      images: [],
      archived_at: null,
      future_reservations: 0,
    })
    expect(res.body.data.services.map((s: { code: string }) => s.code)).toEqual(['desk', 'wifi'])
    const site = await ctx.http('/api/v1/rooms/401', { headers: { 'Accept-Language': 'es' } })
    expect(site.status).toBe(200)
    expect(site.body.data.description).toBe('Una habitación doble luminosa sobre los pinos.')
    expect(await searchNumbers(40, 42)).toContain(401)
    const [entry] = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'rooms.create'), eq(auditLog.entityId, '401')))
    expect(entry?.staffUserId).toBeTruthy()
    expect(entry?.after).toMatchObject({ number: 401, type: 'double' })
  })

  it('refuses a duplicate room number (409 with the field) in en and es', async () => {
    const en = await asOwner('/rooms', { method: 'POST', body: { ...room401(), number: 101 } })
    expect(en.status).toBe(409)
    expect(en.body).toMatchObject({
      code: 'room_number_taken',
      message: 'There is already a room 101 (duplicate room number).',
      errors: { number: ['There is already a room 101 (duplicate room number).'] },
    })
    const es = await asOwner('/rooms/401', { method: 'PATCH', body: { number: 102 }, lang: 'es' })
    expect(es.status).toBe(409)
    expect(es.body.message).toBe('Ya existe una habitación 102 (número de habitación duplicado).')
  })

  it('validates beds, capacities, tariffs and services', async () => {
    const bad = await asOwner('/rooms', {
      method: 'POST',
      body: {
        ...room401(),
        number: 402,
        beds: [
          { type: 'king', quantity: 11 },
          { type: 'king', quantity: 1 },
        ],
        capacities: [
          { capacity: 0, tariff: -1 },
          { capacity: 2, tariff: 100 },
          { capacity: 2, tariff: 200 },
        ],
      },
    })
    expect(bad.status).toBe(422)
    expect(bad.body.errors).toMatchObject({
      'beds.0.quantity': ['This field must be at most 10.'],
      'beds.1.type': ['Each type of bed appears once; give its quantity instead.'],
      'capacities.2.capacity': ['Each number of guests appears once.'],
    })
    expect(bad.body.errors['capacities.0.capacity']).toHaveLength(1)
    expect(bad.body.errors['capacities.0.tariff']).toHaveLength(1)
    const empty = await asOwner('/rooms', {
      method: 'POST',
      body: { ...room401(), number: 402, beds: [], capacities: [] },
      lang: 'es',
    })
    expect(empty.body.errors).toMatchObject({
      beds: ['Indique al menos una cama.'],
      capacities: ['Indique al menos una capacidad con su tarifa.'],
    })
    const unknown = await asOwner('/rooms', {
      method: 'POST',
      body: {
        ...room401(),
        number: 402,
        services: ['00000000-0000-4000-8000-000000000000'],
      },
    })
    expect(unknown.status).toBe(422)
    expect(unknown.body.errors).toEqual({ services: ['One of the services does not exist.'] })
    const unknownEs = await asOwner('/rooms/401', {
      method: 'PATCH',
      body: { services: ['00000000-0000-4000-8000-000000000000'] },
      lang: 'es',
    })
    expect(unknownEs.body.errors).toEqual({ services: ['Uno de los servicios no existe.'] })
    expect((await asOwner('/rooms/402')).status).toBe(404)
  })

  it('edits a room: a list given replaces the list, a new number follows', async () => {
    const res = await asOwner('/rooms/401', {
      method: 'PATCH',
      body: { number: 410, capacities: [{ capacity: 3, tariff: 9000, is_exception: true }], services: [] },
      lang: 'es',
    })
    expect(res.status).toBe(200)
    expect(res.body.message).toBe('Se guardó la habitación 410.')
    expect(res.body.data).toMatchObject({
      number: 410,
      capacities: [{ capacity: 3, tariff: 9000, is_exception: true }],
      services: [],
      description_en: 'A bright double room over the pines.',
    })
    expect((await ctx.http('/api/v1/rooms/401')).status).toBe(404)
    expect((await asOwner('/rooms/410', { method: 'PATCH', body: { number: 401 } })).status).toBe(200)
  })

  it('lists rooms with search, type and archived filters, paged', async () => {
    const all = await desk('/rooms?per_page=5')
    expect(all.status).toBe(200)
    expect(all.body.meta).toMatchObject({ page: 1, per_page: 5 })
    expect(all.body.data[0]).toMatchObject({ number: 101, archived_at: null })
    expect(all.body.data[0].tariff_from).toBeGreaterThan(0)
    expect(all.body.data[0]).toHaveProperty('thumbnail')
    const found = await asOwner('/rooms?search=pines')
    expect(found.body.data.map((r: { number: number }) => r.number)).toEqual([401])
    const byNumber = await asOwner('/rooms?search=40')
    expect(byNumber.body.data.map((r: { number: number }) => r.number)).toEqual([401])
    const triples = await asOwner('/rooms?type=triple&per_page=50')
    expect(new Set(triples.body.data.map((r: { type: string }) => r.type))).toEqual(new Set(['triple']))
    const bad = await asOwner('/rooms?archived=maybe')
    expect(bad.status).toBe(422)
  })

  it('checks permissions: rooms.view to see, rooms.manage to change', async () => {
    const forbidden = await desk('/rooms', {
      method: 'POST',
      body: { ...room401(), number: 499 },
      lang: 'es',
    })
    expect(forbidden.status).toBe(403)
    expect(forbidden.body.message).toBe(
      'No tiene permiso para hacer esto. Pídalo al propietario si lo necesita.',
    )
    expect((await asAccountant('/rooms')).status).toBe(403)
    expect((await asAccountant('/rooms/101')).status).toBe(403)
    expect((await desk('/rooms/101/archive', { method: 'POST' })).status).toBe(403)
    expect((await desk('/rooms/101/closures', { method: 'POST', body: {} })).status).toBe(403)
    expect((await ctx.http('/api/v1/staff/rooms')).status).toBe(401)
  })
})

describe('archive', () => {
  it('archives a room with a future stay: it leaves the site and takes no bookings, never deleted', async () => {
    const booked = await book([109], 50, 52)
    expect(booked.status).toBe(201)
    const res = await asOwner('/rooms/109/archive', { method: 'POST', lang: 'es' })
    expect(res.status).toBe(200)
    expect(res.body.message).toBe(
      'La habitación 109 está archivada: los huéspedes ya no la ven ni la reservan. Sus reservaciones se mantienen.',
    )
    expect(res.body.data.archived_at).not.toBeNull()
    expect(res.body.data.future_reservations).toBe(1)
    expect((await ctx.http('/api/v1/rooms/109')).status).toBe(404)
    expect(await searchNumbers(60, 61)).not.toContain(109)
    const related = await ctx.http('/api/v1/rooms/208/related')
    expect(related.body.data.map((r: { number: number }) => r.number)).not.toContain(109)
    const most = await ctx.http('/api/v1/rooms/most-booked?limit=10')
    expect(most.body.data.map((r: { number: number }) => r.number)).not.toContain(109)
    const refused = await book([109], 60, 61, 'es')
    expect(refused.status).toBe(409)
    expect(refused.body.message).toBe('Una o más habitaciones no están disponibles.')
    const listed = await asOwner('/rooms?archived=true')
    expect(listed.body.data.map((r: { number: number }) => r.number)).toEqual([109])
    const inUse = await asOwner('/rooms?per_page=50')
    expect(inUse.body.data.map((r: { number: number }) => r.number)).not.toContain(109)
    // Staff still see and edit it; there is no delete.
    expect((await asOwner('/rooms/109')).status).toBe(200)
    expect([404, 405]).toContain((await asOwner('/rooms/109', { method: 'DELETE' })).status)

    const again = await asOwner('/rooms/109/archive', { method: 'POST' })
    expect(again.body.data.archived_at).toBe(res.body.data.archived_at)
    const restored = await asOwner('/rooms/109/restore', { method: 'POST' })
    expect(restored.status).toBe(200)
    expect(restored.body.message).toBe('Room 109 is back on the website.')
    expect(restored.body.data.archived_at).toBeNull()
    expect((await ctx.http('/api/v1/rooms/109')).status).toBe(200)
    expect(await searchNumbers(60, 61)).toContain(109)
  })

  it('answers an unknown room 404 in en and es', async () => {
    const en = await asOwner('/rooms/9999/archive', { method: 'POST' })
    expect(en.status).toBe(404)
    expect(en.body.message).toBe('Room not found.')
    const es = await asOwner('/rooms/9999', { lang: 'es' })
    expect(es.body.message).toBe('Habitación no encontrada.')
  })
})

describe('closures', () => {
  let closureId: string

  it('closes a room: those nights vanish from the search and cannot be booked', async () => {
    const res = await asOwner('/rooms/208/closures', {
      method: 'POST',
      body: {
        start_date: inDays(30),
        end_date: inDays(32),
        reason: 'Leak in the bathroom',
      },
    })
    expect(res.status).toBe(201)
    expect(res.body.message).toBe(
      `Room 208 is closed from ${longDate('en', inDays(30))} to ${longDate('en', inDays(32))}.`,
    )
    expect(res.body.data).toMatchObject({ room_number: 208, reason: 'Leak in the bathroom' })
    expect(res.body.data.created_by).toBeTruthy()
    closureId = res.body.data.id
    const list = await desk('/rooms/208/closures')
    expect(list.body.data.map((c: { id: string }) => c.id)).toEqual([closureId])

    expect(await searchNumbers(31, 33)).not.toContain(208)
    expect(await searchNumbers(32, 33)).not.toContain(208)
    expect(await searchNumbers(33, 35)).toContain(208)
    expect(await searchNumbers(28, 30)).toContain(208)

    const en = await book([208], 29, 31)
    expect(en.status).toBe(409)
    expect(en.body).toMatchObject({
      code: 'room_closed',
      message: `Room 208 is closed on ${longDate('en', inDays(30))}.`,
    })
    const es = await book([208], 32, 34, 'es')
    expect(es.body.message).toBe(`La habitación 208 está cerrada el ${longDate('es', inDays(32))}.`)
    expect((await book([208], 28, 30)).status).toBe(201)
  })

  it('refuses a reservation moved onto closed nights', async () => {
    const booked = await book([208], 40, 41)
    expect(booked.status).toBe(201)
    const moved = await ctx.http(`/api/v1/reservations/${booked.body.data.id}`, {
      method: 'PATCH',
      headers: { Authorization: `Bearer ${guest.token}`, 'Accept-Language': 'es' },
      body: { check_in: inDays(31), check_out: inDays(33) },
    })
    expect(moved.status).toBe(409)
    expect(moved.body.code).toBe('room_closed')
    expect(moved.body.message).toBe(`La habitación 208 está cerrada el ${longDate('es', inDays(31))}.`)
  })

  it('names a booked night before a closed one, even an earlier closed night (one query checks both)', async () => {
    const closed = await asOwner('/rooms/206/closures', {
      method: 'POST',
      body: {
        start_date: inDays(60),
        end_date: inDays(61),
        reason: 'Floor works',
      },
    })
    expect(closed.status).toBe(201)
    expect((await book([206], 63, 64)).status).toBe(201)
    const both = await book([206], 60, 65)
    expect(both.status).toBe(409)
    expect(both.body).toMatchObject({
      code: 'room_already_booked',
      message: `Room 206 is already booked on ${longDate('en', inDays(63))}.`,
    })
    const onlyClosed = await book([206], 59, 62, 'es')
    expect(onlyClosed.body).toMatchObject({
      code: 'room_closed',
      message: `La habitación 206 está cerrada el ${longDate('es', inDays(60))}.`,
    })
  })

  it('refuses a closure over live stays, naming their references', async () => {
    const booked = await book([207], 20, 22)
    const reference = booked.body.data.reference
    const en = await asOwner('/rooms/207/closures', {
      method: 'POST',
      body: {
        start_date: inDays(21),
        end_date: inDays(25),
        reason: 'Painting',
      },
    })
    expect(en.status).toBe(409)
    expect(en.body).toMatchObject({
      code: 'closure_conflicts_stays',
      message: `Room 207 has guests on those nights: ${reference}.`,
    })
    const es = await asOwner('/rooms/207/closures', {
      method: 'POST',
      body: { start_date: inDays(18), end_date: inDays(20), reason: 'Pintura' },
      lang: 'es',
    })
    expect(es.body.message).toBe(`La habitación 207 tiene huéspedes esas noches: ${reference}.`)
    // The check-out day is free: a closure may start on it.
    const after = await asOwner('/rooms/207/closures', {
      method: 'POST',
      body: {
        start_date: inDays(22),
        end_date: inDays(23),
        reason: 'Painting',
      },
    })
    expect(after.status).toBe(201)
  })

  it('refuses an overlapping closure of the same room, also under concurrent writes', async () => {
    const en = await asOwner('/rooms/208/closures', {
      method: 'POST',
      body: {
        start_date: inDays(32),
        end_date: inDays(36),
        reason: 'More works',
      },
    })
    expect(en.status).toBe(409)
    const message = `Room 208 is already closed from ${longDate('en', inDays(30))} to ${longDate('en', inDays(32))}.`
    expect(en.body).toMatchObject({ code: 'closure_overlap', message, errors: { start_date: [message] } })
    const es = await asOwner('/rooms/208/closures', {
      method: 'POST',
      body: { start_date: inDays(31), end_date: inDays(31), reason: 'Obras' },
      lang: 'es',
    })
    expect(es.body.message).toBe(
      `La habitación 208 ya está cerrada del ${longDate('es', inDays(30))} al ${longDate('es', inDays(32))}.`,
    )
    const both = await Promise.all(
      [70, 71].map((start) =>
        asOwner('/rooms/206/closures', {
          method: 'POST',
          body: {
            start_date: inDays(start),
            end_date: inDays(72),
            reason: 'Race',
          },
        }),
      ),
    )
    expect(both.map((r) => r.status).sort()).toEqual([201, 409])
    expect(both.find((r) => r.status === 409)?.body.code).toBe('closure_overlap')
  })

  it('validates the dates and the reason', async () => {
    const order = await asOwner('/rooms/208/closures', {
      method: 'POST',
      body: {
        start_date: inDays(50),
        end_date: inDays(49),
        reason: ' ',
      },
    })
    expect(order.status).toBe(422)
    expect(order.body.errors).toEqual({
      end_date: ['The closure must end on or after its first day.'],
      reason: ['This field is required.'],
    })
    const past = await asOwner('/rooms/208/closures', {
      method: 'POST',
      body: { start_date: inDays(-3), end_date: inDays(-1), reason: 'Old' },
      lang: 'es',
    })
    expect(past.status).toBe(422)
    expect(past.body.errors).toEqual({ end_date: ['El cierre debe terminar hoy o más adelante.'] })
  })

  it('removes a closure: the nights are on sale again', async () => {
    const res = await asOwner(`/rooms/208/closures/${closureId}`, { method: 'DELETE', lang: 'es' })
    expect(res.status).toBe(200)
    expect(res.body.message).toBe(
      `Se quitó el cierre de la habitación 208 del ${longDate('es', inDays(30))} al ${longDate('es', inDays(32))}.`,
    )
    expect(await searchNumbers(31, 33)).toContain(208)
    const again = await asOwner(`/rooms/208/closures/${closureId}`, { method: 'DELETE' })
    expect(again.status).toBe(404)
    expect(again.body.message).toBe('Closure not found.')
    const otherRoom = await asOwner(`/rooms/101/closures/${closureId}`, { method: 'DELETE', lang: 'es' })
    expect(otherRoom.body.message).toBe('Cierre no encontrado.')
  })
})

describe('pictures (staff)', () => {
  beforeAll(async () => {
    const photo = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#2f5d50' } })
      .jpeg()
      .toBuffer()
    for (const number of [102, 102, 102, 103]) {
      const data = new FormData()
      data.set('alt_en', `Room ${number}`)
      data.set('alt_es', `Habitación ${number}`)
      data.set('image', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'room.jpg')
      const res = await fetch(`${ctx.baseUrl}/api/v1/staff/rooms/${number}/images`, {
        method: 'POST',
        headers: staffHeaders(owner),
        body: data,
      })
      expect(res.status).toBe(201)
    }
    const listed = await asOwner('/rooms?search=102')
    expect(listed.body.data[0].thumbnail).toMatch(/-480\.webp$/)
  })

  it('reorders the pictures; guests see the new order', async () => {
    const before = (await asOwner('/rooms/102')).body.data.images as { id: string }[]
    expect(before.length).toBeGreaterThan(1)
    const ids = before.map((i) => i.id).reverse()
    const res = await asOwner('/rooms/102/images/order', { method: 'PUT', body: { ids }, lang: 'es' })
    expect(res.status).toBe(200)
    expect(res.body.message).toBe('Las imágenes de la habitación 102 tienen su nuevo orden.')
    expect(res.body.data.images.map((i: { id: string }) => i.id)).toEqual(ids)
    expect(res.body.data.images.map((i: { position: number }) => i.position)).toEqual(ids.map((_, n) => n))
    const site = await ctx.http('/api/v1/rooms/102')
    expect(site.body.data.images.map((i: { id: string }) => i.id)).toEqual(ids)

    const missing = await asOwner('/rooms/102/images/order', { method: 'PUT', body: { ids: ids.slice(1) } })
    expect(missing.status).toBe(422)
    expect(missing.body.errors).toEqual({ ids: ['List every picture of the room once.'] })
    const twice = await asOwner('/rooms/102/images/order', {
      method: 'PUT',
      body: { ids: [ids[0], ...ids.slice(1, -1), ids[0]] },
      lang: 'es',
    })
    expect(twice.body.errors).toEqual({ ids: ['Incluya cada imagen de la habitación una vez.'] })
  })

  it("edits a picture's alt text in both languages", async () => {
    const [first] = (await asOwner('/rooms/103')).body.data.images
    const res = await asOwner(`/rooms/103/images/${first.id}`, {
      method: 'PATCH',
      body: {
        alt_en: 'The window over the garden',
        alt_es: 'La ventana sobre el jardín',
      },
    })
    expect(res.status).toBe(200)
    expect(res.body.message).toBe('The picture of room 103 has been saved.')
    expect(res.body.data.images[0]).toMatchObject({
      alt_en: 'The window over the garden',
      alt_es: 'La ventana sobre el jardín',
    })
    const site = await ctx.http('/api/v1/rooms/103', { headers: { 'Accept-Language': 'es' } })
    expect(site.body.data.images[0].alt).toBe('La ventana sobre el jardín')
    const empty = await asOwner(`/rooms/103/images/${first.id}`, {
      method: 'PATCH',
      body: { alt_en: '', alt_es: 'x' },
      lang: 'es',
    })
    expect(empty.status).toBe(422)
    const other = await asOwner(`/rooms/101/images/${first.id}`, {
      method: 'PATCH',
      body: { alt_en: 'x', alt_es: 'y' },
      lang: 'es',
    })
    expect(other.status).toBe(404)
    expect(other.body.message).toBe('Imagen no encontrada.')
  })
})
