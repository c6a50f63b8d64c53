import { addDays, hotelToday } from '@hotel/contract'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { promotions } from '../../db/schema/index.ts'
import {
  auditEntries,
  createTestContext,
  registerGuest,
  type StaffAuth,
  type StaffClient,
  signInNewStaff,
  staffClient,
  type TestContext,
} from '../../test/harness.ts'

let ctx: TestContext
let manager: StaffAuth
let asManager: StaffClient
let asReceptionist: StaffClient
const inDays = (days: number) => addDays(hotelToday(), days)

beforeAll(async () => {
  ctx = await createTestContext({ RATE_LIMIT_EXEMPT: '127.0.0.1', RATE_LIMIT_PER_MINUTE: '100000' })
  manager = await signInNewStaff(ctx, { roles: ['manager'] })
  asManager = staffClient(ctx, manager)
  asReceptionist = staffClient(ctx, await signInNewStaff(ctx, { roles: ['receptionist'] }))
})
afterAll(() => ctx?.close())

let serial = 0
function promotion(overrides: Record<string, unknown> = {}) {
  serial++
  return {
    name: `Feria del café ${serial}`,
    promotional_code: `CAFE${serial}`,
    discount: 20,
    start_at: inDays(0),
    expired_at: inDays(30),
    rooms: [101, 104],
    ...overrides,
  }
}

async function created(overrides: Record<string, unknown> = {}) {
  const res = await asManager('/promotions', { method: 'POST', body: promotion(overrides) })
  expect(res.status, res.text).toBe(201)
  return res.body.data as { id: string; name: string; promotional_code: string }
}

const auditOf = (id: string) => auditEntries(ctx, 'promotion', id)

describe('promotions', () => {
  it('creates, reads, edits, deactivates and activates a promotion, each write audited', async () => {
    const body = promotion({ promotional_code: 'pinos-20', rooms: [104, 101, 104] })
    const res = await asManager('/promotions', { method: 'POST', body, lang: 'es' })
    expect(res.status, res.text).toBe(201)
    expect(res.body.message).toBe(`Se creó la promoción «${body.name}».`)
    const id = res.body.data.id
    expect(res.body.data).toMatchObject({
      name: body.name,
      promotional_code: 'PINOS-20',
      discount: 20,
      status: 'active',
      rooms: [101, 104],
    })
    const read = await asManager(`/promotions/${id}`)
    expect(read.body.data).toEqual(res.body.data)

    const edited = await asManager(`/promotions/${id}`, {
      method: 'PATCH',
      body: { discount: 25, rooms: [105] },
    })
    expect(edited.status, edited.text).toBe(200)
    expect(edited.body.message).toBe(`The promotion “${body.name}” has been saved.`)
    expect(edited.body.data).toMatchObject({ discount: 25, rooms: [105] })
    const same = await asManager(`/promotions/${id}`, { method: 'PATCH', body: { discount: 25 } })
    expect(same.status).toBe(200)

    const off = await asManager(`/promotions/${id}/status`, {
      method: 'PUT',
      body: { status: 'inactive' },
      lang: 'es',
    })
    expect(off.body.message).toBe(
      `La promoción «${body.name}» está inactiva; ya no descuenta ninguna estadía.`,
    )
    expect(off.body.data.status).toBe('inactive')
    const on = await asManager(`/promotions/${id}/status`, { method: 'PUT', body: { status: 'active' } })
    expect(on.body.message).toBe(`The promotion “${body.name}” is active.`)

    const audit = await auditOf(id)
    expect(audit.map((a) => a.action)).toEqual([
      'promotions.create',
      'promotions.update',
      'promotions.deactivate',
      'promotions.activate',
    ])
    expect(audit[1]?.before).toEqual({ discount: 20, rooms: [101, 104] })
    expect(audit[1]?.after).toEqual({ discount: 25, rooms: [105] })
  })

  it('lists with search by name or code, status filter and paging', async () => {
    const a = await created({ name: 'Semana del pino', promotional_code: 'PINOLERO' })
    const b = await created({ name: 'Noches de Miraflor', promotional_code: 'MIRA5', status: 'inactive' })
    const byName = await asManager('/promotions?search=semana%20del')
    expect(byName.body.data.map((p: { id: string }) => p.id)).toEqual([a.id])
    const byCode = await asManager('/promotions?search=mira5')
    expect(byCode.body.data.map((p: { id: string }) => p.id)).toEqual([b.id])
    const inactive = await asManager('/promotions?status=inactive&per_page=100')
    expect(inactive.body.data.map((p: { id: string }) => p.id)).toContain(b.id)
    expect(inactive.body.data.every((p: { status: string }) => p.status === 'inactive')).toBe(true)
    const page = await asManager('/promotions?per_page=1&page=2&order_by=name&order_direction=desc')
    expect(page.status).toBe(200)
    expect(page.body.data.length).toBe(1)
    expect(page.body.meta).toMatchObject({ page: 2, per_page: 1 })
    expect(page.body.meta.total).toBeGreaterThanOrEqual(4)
    const wrong = await asManager('/promotions?order_by=secret&status=maybe', { lang: 'es' })
    expect(wrong.status).toBe(422)
    expect(Object.keys(wrong.body.errors).sort()).toEqual(['order_by', 'status'])
  })

  it('refuses a duplicate name and a duplicate code (case ignored) with 409 and field errors, en and es', async () => {
    const first = await created()
    const name = await asManager('/promotions', {
      method: 'POST',
      body: promotion({ name: first.name.toUpperCase() }),
    })
    expect(name.status).toBe(409)
    expect(name.body).toEqual({
      code: 'promotion_name_taken',
      message: 'A promotion with this name already exists.',
      errors: { name: ['A promotion with this name already exists.'] },
    })
    const code = await asManager('/promotions', {
      method: 'POST',
      body: promotion({ promotional_code: first.promotional_code.toLowerCase() }),
      lang: 'es',
    })
    expect(code.body).toEqual({
      code: 'promotion_code_taken',
      message: 'Otra promoción ya usa este código.',
      errors: { promotional_code: ['Otra promoción ya usa este código.'] },
    })
    const both = await asManager('/promotions', {
      method: 'POST',
      body: promotion({ name: first.name, promotional_code: first.promotional_code }),
    })
    expect(Object.keys(both.body.errors).sort()).toEqual(['name', 'promotional_code'])
    // Seeded ones too, and on an edit; keeping one's own name is no duplicate.
    const second = await created()
    const taken = await asManager(`/promotions/${second.id}`, {
      method: 'PATCH',
      body: { promotional_code: 'VERDE15' },
    })
    expect([taken.status, taken.body.code]).toEqual([409, 'promotion_code_taken'])
    const own = await asManager(`/promotions/${second.id}`, { method: 'PATCH', body: { name: second.name } })
    expect(own.status).toBe(200)
  })

  it('answers the same 409 to two concurrent creations with one name', async () => {
    const body = promotion()
    const answers = await Promise.all(
      [0, 1].map((i) =>
        asManager('/promotions', {
          method: 'POST',
          body: { ...body, promotional_code: `TWIN${i}${serial}` },
        }),
      ),
    )
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409])
    expect(answers.find((a) => a.status === 409)?.body.code).toBe('promotion_name_taken')
  })

  it('checks every field in en and es', async () => {
    const cases: [Record<string, unknown>, string, string, string][] = [
      [{ discount: 0 }, 'discount', 'This field must be at least 1.', 'Este campo debe ser como mínimo 1.'],
      [{ discount: 91 }, 'discount', 'This field must be at most 90.', 'Este campo debe ser como máximo 90.'],
      [
        { discount: 12.5 },
        'discount',
        'This field must be a whole number.',
        'Este campo debe ser un número entero.',
      ],
      [{ discount: undefined }, 'discount', 'This field is required.', 'Este campo es obligatorio.'],
      [
        { name: 'ab' },
        'name',
        'This field must have at least 3 characters.',
        'Este campo debe tener al menos 3 caracteres.',
      ],
      [
        { name: 'x'.repeat(101) },
        'name',
        'This field must have at most 100 characters.',
        'Este campo debe tener como máximo 100 caracteres.',
      ],
      [
        { promotional_code: 'con espacio' },
        'promotional_code',
        'The code may only have letters, digits, hyphens and underscores.',
        'El código solo puede tener letras, números, guiones y guiones bajos.',
      ],
      [
        { start_at: inDays(10), expired_at: inDays(9) },
        'expired_at',
        'The promotion must end on or after its start date.',
        'La promoción debe terminar el mismo día de su inicio o después.',
      ],
      [{ start_at: '2029-02-30' }, 'start_at', 'Invalid date.', 'Fecha inválida.'],
      [
        { status: 'paused' },
        'status',
        'The selected value is not valid.',
        'El valor seleccionado no es válido.',
      ],
      [{ rooms: [] }, 'rooms', 'Choose at least one room.', 'Elija al menos una habitación.'],
      [{ rooms: [987654] }, 'rooms', 'There is no room 987654.', 'No existe la habitación 987654.'],
      [{ id: 'x' }, 'id', 'This field is not allowed.', 'Este campo no está permitido.'],
    ]
    for (const [overrides, field, en, es] of cases) {
      const body = promotion(overrides)
      const a = await asManager('/promotions', { method: 'POST', body })
      expect([field, a.status, a.body.code, a.body.errors?.[field]]).toEqual([
        field,
        422,
        'validation_failed',
        [en],
      ])
      const b = await asManager('/promotions', { method: 'POST', body, lang: 'es' })
      expect([field, b.body.errors?.[field]]).toEqual([field, [es]])
    }
    // An edit's dates are checked against those it keeps.
    const kept = await created({ start_at: inDays(5), expired_at: inDays(10) })
    const late = await asManager(`/promotions/${kept.id}`, {
      method: 'PATCH',
      body: { start_at: inDays(11) },
    })
    expect([late.status, late.body.errors]).toEqual([
      422,
      { start_at: ['The promotion must end on or after its start date.'] },
    ])
    // A one-day promotion is fine.
    await created({ start_at: inDays(3), expired_at: inDays(3) })
  })

  it('says "promotion not found" for an unknown id, and 422 for an id that is not a UUID', async () => {
    for (const [method, path, body] of [
      ['GET', '/promotions/00000000-0000-4000-8000-000000000000', undefined],
      ['PATCH', '/promotions/00000000-0000-4000-8000-000000000000', { discount: 10 }],
      ['PUT', '/promotions/00000000-0000-4000-8000-000000000000/status', { status: 'inactive' }],
    ] as const) {
      const en = await asManager(path, { method, body })
      expect([path, en.status, en.body]).toEqual([
        path,
        404,
        { code: 'promotion_not_found', message: 'Promotion not found.' },
      ])
      const es = await asManager(path, { method, body, lang: 'es' })
      expect(es.body.message).toBe('Promoción no encontrada.')
    }
    const malformed = await asManager('/promotions/not-a-uuid', { lang: 'es' })
    expect([malformed.status, malformed.body.errors]).toEqual([
      422,
      { id: ['Este campo debe ser un identificador válido.'] },
    ])
  })

  it('is for promotions.manage: a receptionist gets 403', async () => {
    const choices = await asManager('/promotions/rooms')
    expect(choices.body.data.map((r: { number: number }) => r.number)).toContain(205)
    for (const [method, path] of [
      ['GET', '/promotions/rooms'],
      ['GET', '/promotions'],
      ['POST', '/promotions'],
    ] as const) {
      const res = await asReceptionist(path, { method, body: method === 'POST' ? promotion() : undefined })
      expect([path, res.status, res.body.code]).toEqual([path, 403, 'forbidden'])
    }
  })
})

describe('a guest booking with the code', () => {
  it('gets the discount of a promotion made by staff; an inactive one is refused and discounts nothing', async () => {
    // The seeded promotions of the room step aside, so this one is the only one that applies.
    await ctx.database.db.update(promotions).set({ status: 'inactive' })
    const made = await created({
      promotional_code: 'PINAR30',
      discount: 30,
      rooms: [102],
      start_at: inDays(0),
      expired_at: inDays(60),
    })
    const token = await registerGuest(ctx)
    const book = (code: string, from: number, lang = 'en') =>
      ctx.http('/api/v1/reservations', {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}`, 'Accept-Language': lang },
        body: {
          category: 'tourism',
          check_in: inDays(from),
          check_out: inDays(from + 2),
          rooms: [{ number: 102, guest_count: 1 }],
          promotional_code: code,
        },
      })
    const res = await book('pinar30', 5)
    expect(res.status, res.text).toBe(201)
    const [room] = res.body.data.rooms
    expect(room.promotion).toMatchObject({ promotional_code: 'PINAR30', discount: 30 })
    expect(room.tariff).toBe(room.raw_tariff - Math.floor((room.raw_tariff * 30 + 50) / 100))
    expect(res.body.data.total).toBe(room.tariff)
    expect(res.body.data.total).toBeLessThan(res.body.data.raw_total)

    await asManager(`/promotions/${made.id}/status`, { method: 'PUT', body: { status: 'inactive' } })
    const refused = await book('PINAR30', 10, 'es')
    expect([refused.status, refused.body.code, refused.body.message]).toEqual([
      404,
      'promotion_not_found',
      'Promoción no encontrada.',
    ])
    const search = await ctx.http(`/api/v1/rooms?check_in=${inDays(10)}&check_out=${inDays(12)}&per_page=100`)
    const shown = search.body.data.find((r: { number: number }) => r.number === 102)
    expect(shown.price.promotion).toBeNull()
    expect(shown.price.total_after_promotion_cents).toBe(shown.price.total_cents)
  })
})
