import { addDays, hotelToday } from '@hotel/contract'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { pricingPeriods, rooms } from '../../db/schema/index.ts'
import {
  auditEntries,
  createTestContext,
  type StaffAuth,
  type StaffClient,
  signInNewStaff,
  signInOwner,
  staffClient,
  staffHeaders,
  type TestContext,
} from '../../test/harness.ts'

let ctx: TestContext
let manager: StaffAuth
let asManager: StaffClient
let asReceptionist: StaffClient

beforeAll(async () => {
  ctx = await createTestContext({ RATE_LIMIT_EXEMPT: '127.0.0.1', RATE_LIMIT_PER_MINUTE: '100000' })
  manager = await signInNewStaff(ctx, { roles: ['manager'] })
  asManager = staffClient(ctx, manager)
  asReceptionist = staffClient(ctx, await signInNewStaff(ctx, { roles: ['receptionist'] }))
})
afterAll(() => ctx?.close())

/** A room without the seeded seasons, so a test owns its calendar. */
async function clearSeasons(number: number) {
  const [room] = await ctx.database.db.select().from(rooms).where(eq(rooms.number, number))
  if (!room) throw new Error(`no room ${number}`)
  await ctx.database.db.delete(pricingPeriods).where(eq(pricingPeriods.roomId, room.id))
}

const auditOf = (id: string) => auditEntries(ctx, 'pricing_period', id)

describe('seasons of a room', () => {
  it('adds, lists, edits and removes a season, each write in the audit log', async () => {
    await clearSeasons(101)
    const created = await asManager('/rooms/101/seasons', {
      method: 'POST',
      body: { start_date: '2029-07-01', end_date: '2029-07-15', raw_tariff: 4200 },
    })
    expect(created.status, created.text).toBe(201)
    expect(created.body.message).toBe(
      'The season from July 1, 2029 to July 15, 2029 has been added to room 101.',
    )
    expect(created.body.data).toMatchObject({
      room_number: 101,
      start_date: '2029-07-01',
      end_date: '2029-07-15',
      raw_tariff: 4200,
    })
    const id = created.body.data.id as string

    const list = await asManager('/rooms/101/seasons')
    expect(list.status).toBe(200)
    expect(list.body.data.map((s: { id: string }) => s.id)).toEqual([id])

    const edited = await asManager(`/rooms/101/seasons/${id}`, {
      method: 'PATCH',
      body: { end_date: '2029-07-20', raw_tariff: 4800 },
      lang: 'es',
    })
    expect(edited.status, edited.text).toBe(200)
    expect(edited.body.message).toBe(
      'La temporada de la habitación 101 ahora va del 1 de julio de 2029 al 20 de julio de 2029.',
    )
    expect(edited.body.data).toMatchObject({ end_date: '2029-07-20', raw_tariff: 4800 })

    const removed = await asManager(`/rooms/101/seasons/${id}`, { method: 'DELETE' })
    expect(removed.status).toBe(200)
    expect((await asManager('/rooms/101/seasons')).body.data).toEqual([])
    const again = await asManager(`/rooms/101/seasons/${id}`, { method: 'DELETE', lang: 'es' })
    expect(again.status).toBe(404)
    expect(again.body).toEqual({ code: 'season_not_found', message: 'Temporada no encontrada.' })

    const audit = await auditOf(id)
    expect(audit.map((a) => a.action)).toEqual(['seasons.create', 'seasons.update', 'seasons.delete'])
    expect(audit[1]?.before).toMatchObject({ end_date: '2029-07-15', raw_tariff: 4200 })
    expect(audit[1]?.after).toMatchObject({ end_date: '2029-07-20', raw_tariff: 4800 })
  })

  it('refuses a season that shares a night with another, naming it, in en and es; touching is fine', async () => {
    await clearSeasons(102)
    const first = await asManager('/rooms/102/seasons', {
      method: 'POST',
      body: { start_date: '2029-08-10', end_date: '2029-08-20', raw_tariff: 5000 },
    })
    expect(first.status).toBe(201)
    const en = await asManager('/rooms/102/seasons', {
      method: 'POST',
      body: { start_date: '2029-08-20', end_date: '2029-08-25', raw_tariff: 6000 },
    })
    expect(en.status).toBe(409)
    expect(en.body.code).toBe('season_overlap')
    expect(en.body.message).toBe(
      'Room 102 already has a season from August 10, 2029 to August 20, 2029. Seasons of one room cannot share a night.',
    )
    expect(Object.keys(en.body.errors)).toEqual(['start_date'])
    const es = await asManager('/rooms/102/seasons', {
      method: 'POST',
      body: { start_date: '2029-08-01', end_date: '2029-08-30', raw_tariff: 6000 },
      lang: 'es',
    })
    expect(es.status).toBe(409)
    expect(es.body.message).toBe(
      'La habitación 102 ya tiene una temporada del 10 de agosto de 2029 al 20 de agosto de 2029. Las temporadas de una habitación no pueden compartir noches.',
    )
    const next = await asManager('/rooms/102/seasons', {
      method: 'POST',
      body: { start_date: '2029-08-21', end_date: '2029-08-31', raw_tariff: 6000 },
    })
    expect(next.status).toBe(201)
    // Moving the second onto the first is refused too; another room is free to use the same nights.
    const moved = await asManager(`/rooms/102/seasons/${next.body.data.id}`, {
      method: 'PATCH',
      body: { start_date: '2029-08-15' },
    })
    expect(moved.status).toBe(409)
    expect(moved.body.code).toBe('season_overlap')
    await clearSeasons(103)
    const other = await asManager('/rooms/103/seasons', {
      method: 'POST',
      body: { start_date: '2029-08-10', end_date: '2029-08-20', raw_tariff: 5000 },
    })
    expect(other.status).toBe(201)
  })

  it('lets exactly one of two concurrent overlapping seasons in (201 and 409, never 500)', async () => {
    const second = await ctx.secondInstance()
    try {
      const numbers = [104, 105, 106, 201, 202, 203]
      for (const [index, number] of numbers.entries()) {
        await clearSeasons(number)
        const body = (start: string, end: string) =>
          JSON.stringify({ start_date: start, end_date: end, raw_tariff: 7000 + index })
        const post = (baseUrl: string, payload: string) =>
          fetch(`${baseUrl}/api/v1/staff/rooms/${number}/seasons`, {
            method: 'POST',
            headers: { ...staffHeaders(manager), 'content-type': 'application/json' },
            body: payload,
          }).then(async (r) => ({ status: r.status, body: (await r.json()) as { code: string } }))
        const answers = await Promise.all([
          post(ctx.baseUrl, body('2030-01-01', '2030-01-10')),
          post(second?.baseUrl ?? ctx.baseUrl, body('2030-01-05', '2030-01-20')),
        ])
        expect(answers.map((a) => a.status).sort()).toEqual([201, 409])
        const lost = answers.find((a) => a.status === 409)
        expect(lost?.body.code).toBe('season_overlap')
        const [room] = await ctx.database.db.select().from(rooms).where(eq(rooms.number, number))
        const kept = await ctx.database.db
          .select()
          .from(pricingPeriods)
          .where(eq(pricingPeriods.roomId, room?.id ?? ''))
        expect(kept.length).toBe(1)
      }
      // A burst of ten writers on one room's nights: one in, nine 409.
      await clearSeasons(204)
      const burst = await Promise.all(
        Array.from({ length: 10 }, (_, i) =>
          fetch(`${i % 2 && second ? second.baseUrl : ctx.baseUrl}/api/v1/staff/rooms/204/seasons`, {
            method: 'POST',
            headers: { ...staffHeaders(manager), 'content-type': 'application/json' },
            body: JSON.stringify({
              start_date: `2030-02-${String(1 + i).padStart(2, '0')}`,
              end_date: '2030-02-20',
              raw_tariff: 9000,
            }),
          }).then((r) => r.status),
        ),
      )
      expect(burst.filter((s) => s === 201).length).toBe(1)
      expect(burst.filter((s) => s === 409).length).toBe(9)
    } finally {
      await second?.close()
    }
  })

  it('answers 409 from the exclusion constraint itself (pricing_periods_no_overlap)', async () => {
    await clearSeasons(205)
    const [room] = await ctx.database.db.select().from(rooms).where(eq(rooms.number, 205))
    await ctx.database.db
      .insert(pricingPeriods)
      .values({ roomId: room?.id ?? '', startDate: '2031-03-01', endDate: '2031-03-10', rawTariffCents: 1 })
    await expect(
      ctx.database.db.insert(pricingPeriods).values({
        roomId: room?.id ?? '',
        startDate: '2031-03-10',
        endDate: '2031-03-12',
        rawTariffCents: 1,
      }),
    ).rejects.toMatchObject({ cause: { code: '23P01', constraint: 'pricing_periods_no_overlap' } })
  })

  it('validates dates, tariff and fields in en and es', async () => {
    const cases: [Record<string, unknown>, string, string, string][] = [
      [
        { start_date: '2029-09-10', end_date: '2029-09-09', raw_tariff: 100 },
        'end_date',
        'The season must end on or after its first day.',
        'La temporada debe terminar el mismo día de su inicio o después.',
      ],
      [
        { start_date: '2029-02-30', end_date: '2029-03-09', raw_tariff: 100 },
        'start_date',
        'Invalid date.',
        'Fecha inválida.',
      ],
      [
        { start_date: '9999-12-31', end_date: '9999-12-31', raw_tariff: 100 },
        'start_date',
        'Invalid date.',
        'Fecha inválida.',
      ],
      [
        { start_date: '2029-09-01', end_date: '2029-09-09', raw_tariff: -1 },
        'raw_tariff',
        'This field must be at least 0.',
        'Este campo debe ser como mínimo 0.',
      ],
      [
        { start_date: '2029-09-01', end_date: '2029-09-09', raw_tariff: 10_000_001 },
        'raw_tariff',
        'This field must be at most 10000000.',
        'Este campo debe ser como máximo 10000000.',
      ],
      [
        { start_date: '2029-09-01', end_date: '2029-09-09', raw_tariff: 12.5 },
        'raw_tariff',
        'This field must be a whole number.',
        'Este campo debe ser un número entero.',
      ],
      [
        { start_date: '2029-09-01', end_date: '2029-09-09' },
        'raw_tariff',
        'This field is required.',
        'Este campo es obligatorio.',
      ],
      [
        { start_date: '2029-09-01', end_date: '2029-09-09', raw_tariff: 1, room_id: 'x' },
        'room_id',
        'This field is not allowed.',
        'Este campo no está permitido.',
      ],
    ]
    for (const [body, field, en, es] of cases) {
      const a = await asManager('/rooms/101/seasons', { method: 'POST', body })
      expect([field, a.status, a.body.code, a.body.errors?.[field]]).toEqual([
        field,
        422,
        'validation_failed',
        [en],
      ])
      const b = await asManager('/rooms/101/seasons', { method: 'POST', body, lang: 'es' })
      expect([field, b.body.errors?.[field]]).toEqual([field, [es]])
    }
    // A PATCH is checked against the dates it keeps.
    await clearSeasons(101)
    const made = await asManager('/rooms/101/seasons', {
      method: 'POST',
      body: { start_date: '2029-10-10', end_date: '2029-10-20', raw_tariff: 100 },
    })
    const late = await asManager(`/rooms/101/seasons/${made.body.data.id}`, {
      method: 'PATCH',
      body: { start_date: '2029-10-21' },
      lang: 'es',
    })
    expect(late.status).toBe(422)
    expect(late.body.errors).toEqual({
      start_date: ['La temporada debe terminar el mismo día de su inicio o después.'],
    })
  })

  it('says room not found and season not found, and 422 for what is not an id', async () => {
    for (const path of [
      '/rooms/987654/seasons',
      '/rooms/0/seasons',
      '/rooms/987654/price-preview?month=2029-01',
    ]) {
      const res = await asManager(path, { lang: 'es' })
      expect([path, res.status, res.body.code]).toEqual([path, 404, 'room_not_found'])
    }
    const post = await asManager('/rooms/987654/seasons', {
      method: 'POST',
      body: { start_date: '2029-09-01', end_date: '2029-09-09', raw_tariff: 1 },
    })
    expect(post.body).toEqual({ code: 'room_not_found', message: 'Room not found.' })
    const unknown = await asManager('/rooms/101/seasons/00000000-0000-4000-8000-000000000000', {
      method: 'PATCH',
      body: { raw_tariff: 5 },
    })
    expect(unknown.body).toEqual({ code: 'season_not_found', message: 'Season not found.' })
    // Another room's season is not this room's.
    await clearSeasons(202)
    const theirs = await asManager('/rooms/202/seasons', {
      method: 'POST',
      body: { start_date: '2029-11-01', end_date: '2029-11-05', raw_tariff: 1 },
    })
    const wrongRoom = await asManager(`/rooms/101/seasons/${theirs.body.data.id}`, { method: 'DELETE' })
    expect(wrongRoom.status).toBe(404)
    const malformed = await asManager('/rooms/101/seasons/not-a-uuid', { method: 'DELETE' })
    expect([malformed.status, malformed.body.errors]).toEqual([
      422,
      { id: ['This field must be a valid identifier.'] },
    ])
  })

  it('is for prices.manage: a receptionist gets 403', async () => {
    const choices = await asManager('/prices/rooms')
    expect(choices.body.data[0]).toEqual({ number: 101, type: 'single', archived: false })
    for (const [method, path] of [
      ['GET', '/prices/rooms'],
      ['GET', '/rooms/101/seasons'],
      ['POST', '/rooms/101/seasons'],
      ['GET', '/rooms/101/price-preview?month=2029-01'],
    ] as const) {
      const res = await asReceptionist(path, { method, body: method === 'POST' ? {} : undefined })
      expect([path, res.status, res.body.code]).toEqual([path, 403, 'forbidden'])
    }
    const asOwner = staffClient(ctx, await signInOwner(ctx))
    expect((await asOwner('/rooms/101/seasons')).status).toBe(200)
  })
})

describe('the price preview', () => {
  it("shows each night's price per capacity exactly as a guest's search prices it", async () => {
    const today = hotelToday()
    const month = addDays(today, 40).slice(0, 7)
    await clearSeasons(104)
    const season = await asManager('/rooms/104/seasons', {
      method: 'POST',
      body: { start_date: `${month}-10`, end_date: `${month}-12`, raw_tariff: 9900 },
    })
    expect(season.status).toBe(201)
    const res = await asManager(`/rooms/104/price-preview?month=${month}`)
    expect(res.status, res.text).toBe(200)
    const preview = res.body.data
    expect(preview.capacities).toEqual([1, 2])
    expect(preview.currency).toBe('USD')
    expect(preview.days[0].date).toBe(`${month}-01`)
    expect(preview.seasons.map((s: { id: string }) => s.id)).toEqual([season.body.data.id])
    const day = (date: string) => preview.days.find((d: { date: string }) => d.date === date)
    expect(day(`${month}-11`).season_id).toBe(season.body.data.id)
    expect(day(`${month}-11`).prices.map((p: { price: number }) => p.price)).toEqual([9900, 9900])
    expect(day(`${month}-13`).season_id).toBeNull()
    expect(day(`${month}-13`).prices.map((p: { price: number }) => p.price)).toEqual([4500, 5500])
    // The guest's search for one night, 1 and 2 guests, agrees to the cent (promotion included).
    for (const date of [`${month}-11`, `${month}-13`]) {
      if (date < today) continue
      for (const adults of [1, 2]) {
        const search = await ctx.http(
          `/api/v1/rooms?check_in=${date}&check_out=${addDays(date, 1)}&adults=${adults}&per_page=100`,
        )
        const room = search.body.data.find((r: { number: number }) => r.number === 104)
        const shown = day(date).prices.find((p: { capacity: number }) => p.capacity === adults)
        expect([date, adults, shown.price, shown.price_after_promotion]).toEqual([
          date,
          adults,
          room.price.total_cents,
          room.price.total_after_promotion_cents,
        ])
        expect(shown.promotion?.id ?? null).toBe(room.price.promotion?.id ?? null)
      }
    }
  })

  it('refuses a month that is not YYYY-MM', async () => {
    for (const month of ['2029-13', '2029-1', 'july', '']) {
      const res = await asManager(`/rooms/101/price-preview?month=${month}`, { lang: 'es' })
      expect([month, res.status, res.body.code]).toEqual([month, 422, 'invalid_query'])
      expect(res.body.errors.month).toEqual(['Indique un mes con el formato AAAA-MM.'])
    }
  })
})
