import { serviceCodeOf } from '@hotel/contract'
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { auditLog, services } from '../../db/schema/index.ts'
import {
  auditEntries,
  createTestContext,
  type StaffClient,
  signInNewStaff,
  signInOwner,
  staffClient,
  type TestContext,
} from '../../test/harness.ts'

let ctx: TestContext
let asOwner: StaffClient
let asReceptionist: StaffClient
let ownerId: string

beforeAll(async () => {
  ctx = await createTestContext({ RATE_LIMIT_EXEMPT: '127.0.0.1' })
  const owner = await signInOwner(ctx)
  ownerId = owner.body.user.id
  asOwner = staffClient(ctx, owner)
  asReceptionist = staffClient(ctx, await signInNewStaff(ctx, { roles: ['receptionist'] }))
})
afterAll(() => ctx?.close())

const serviceId = async (code: string) => {
  const [row] = await ctx.database.db.select().from(services).where(eq(services.code, code))
  if (!row) throw new Error(`no service ${code}`)
  return row.id
}

describe('staff services', () => {
  it('lists every service with both names and how many rooms list it', async () => {
    const res = await asOwner('/services?per_page=50&order_by=name')
    expect(res.status).toBe(200)
    expect(res.body.meta.total).toBe(6)
    const wifi = res.body.data.find((s: { code: string }) => s.code === 'wifi')
    expect(wifi).toMatchObject({ name_en: 'Wifi', name_es: 'Wifi', is_availabled: true, created_by: null })
    expect(wifi.rooms).toBeGreaterThan(10)
    expect(res.body.data.map((s: { name_en: string }) => s.name_en)[0]).toBe('Air conditioning')
    const es = await asOwner('/services?per_page=50&order_by=name', { lang: 'es' })
    expect(es.body.data[0].name_es).toBe('Aire acondicionado')
    const search = await asOwner('/services?search=ducha')
    expect(search.body.data.map((s: { code: string }) => s.code)).toEqual(['private_bathroom'])
  })

  it('adds a service with a code made from its English name, recording who created it', async () => {
    const res = await asOwner('/services', {
      method: 'POST',
      body: { name_en: 'Hair dryer', name_es: 'Secador de pelo' },
    })
    expect(res.status).toBe(201)
    expect(res.body.message).toBe('The service “Hair dryer” has been added.')
    expect(res.body.data).toMatchObject({
      code: 'hair_dryer',
      is_availabled: true,
      created_by: ownerId,
      rooms: 0,
    })
    expect(res.body.data.created_by_name).toBeTruthy()
    const [entry] = await auditEntries(ctx, 'service', res.body.data.id)
    expect(entry).toMatchObject({ action: 'services.create', staffUserId: ownerId })
    expect(entry?.after).toMatchObject({ code: 'hair_dryer', name_es: 'Secador de pelo' })
    const es = await asOwner('/services', {
      method: 'POST',
      body: { name_en: 'Safe', name_es: 'Caja fuerte', code: 'room_safe' },
      lang: 'es',
    })
    expect(es.status).toBe(201)
    expect(es.body.message).toBe('Se agregó el servicio «Caja fuerte».')
    expect(es.body.data.code).toBe('room_safe')
  })

  it('derives a code not yet used, and makes codes of accented names', async () => {
    expect(serviceCodeOf('Baño  privado!')).toBe('bano_privado')
    expect(serviceCodeOf('24h Room service')).toBe('h_room_service')
    expect(serviceCodeOf('¡¡!!')).toBe('service')
    const res = await asOwner('/services', {
      method: 'POST',
      body: { name_en: 'Hair-dryer (big)', name_es: 'Secador grande' },
    })
    expect(res.body.data.code).toBe('hair_dryer_big')
    const again = await asOwner('/services', {
      method: 'POST',
      body: { name_en: 'Hair dryer!', name_es: 'Secador!' },
    })
    expect(again.status).toBe(201)
    expect(again.body.data.code).toBe('hair_dryer_2')
  })

  it.each([
    ['en', { name_en: 'wifi', name_es: 'Internet' }, ['name_en'], 'A service with this name already exists.'],
    ['es', { name_en: 'Internet', name_es: 'WIFI' }, ['name_es'], 'Ya existe un servicio con este nombre.'],
    [
      'en',
      { name_en: 'Tv', name_es: 'televisión' },
      ['name_en', 'name_es'],
      'A service with this name already exists.',
    ],
  ])('refuses a duplicate name (%s, %j) with 409 and the field', async (lang, body, fields, message) => {
    const res = await asOwner('/services', { method: 'POST', body, lang })
    expect(res.status).toBe(409)
    expect(res.body.code).toBe('service_name_taken')
    expect(res.body.message).toBe(message)
    expect(Object.keys(res.body.errors).sort()).toEqual(fields)
    for (const field of fields) expect(res.body.errors[field]).toEqual([message])
  })

  it('refuses a code in use (409) and a badly formed one (422), en and es', async () => {
    const taken = await asOwner('/services', {
      method: 'POST',
      body: { name_en: 'Fast wifi', name_es: 'Wifi rápido', code: 'wifi' },
      lang: 'es',
    })
    expect(taken.status).toBe(409)
    expect(taken.body).toMatchObject({
      code: 'service_code_taken',
      message: 'Otro servicio ya usa este código.',
    })
    expect(taken.body.errors.code).toEqual(['Otro servicio ya usa este código.'])
    const bad = await asOwner('/services', {
      method: 'POST',
      body: { name_en: 'Fast wifi', name_es: 'Wifi rápido', code: 'Fast-Wifi' },
    })
    expect(bad.status).toBe(422)
    expect(bad.body.errors.code).toEqual([
      'The code may only have lower-case letters, digits and underscores, and must start with a letter.',
    ])
  })

  it.each([
    ['en', { name_en: ' ', name_es: 'x' }, 'name_en', 'This field is required.'],
    ['es', { name_en: 'x', name_es: '' }, 'name_es', 'Este campo es obligatorio.'],
    [
      'en',
      { name_en: 'x'.repeat(61), name_es: 'x' },
      'name_en',
      'This field must have at most 60 characters.',
    ],
    ['en', { name_en: 'x', name_es: 'y', extra: 1 }, '', null],
  ])('validates the names (%s, %j)', async (lang, body, field, message) => {
    const res = await asOwner('/services', { method: 'POST', body, lang })
    expect(res.status).toBe(422)
    if (message) expect(res.body.errors[field]).toEqual([message])
  })

  it('renames a service in either language; the same name in another letter case is its own', async () => {
    const id = await serviceId('tv')
    const res = await asOwner(`/services/${id}`, {
      method: 'PATCH',
      body: { name_en: 'Cable TV', name_es: 'Televisión por cable' },
    })
    expect(res.status).toBe(200)
    expect(res.body.message).toBe('The service “Cable TV” has been saved.')
    expect(res.body.data).toMatchObject({ code: 'tv', name_en: 'Cable TV', name_es: 'Televisión por cable' })
    const entries = await auditEntries(ctx, 'service', id)
    expect(entries).toHaveLength(1)
    expect(entries[0]).toMatchObject({
      action: 'services.update',
      before: { name_en: 'TV', name_es: 'Televisión' },
      after: { name_en: 'Cable TV', name_es: 'Televisión por cable' },
    })
    const caseOnly = await asOwner(`/services/${id}`, {
      method: 'PATCH',
      body: { name_en: 'cable tv' },
      lang: 'es',
    })
    expect(caseOnly.status).toBe(200)
    expect(caseOnly.body.message).toBe('Se guardó el servicio «Televisión por cable».')
    const taken = await asOwner(`/services/${id}`, {
      method: 'PATCH',
      body: { name_es: 'desayuno' },
      lang: 'es',
    })
    expect(taken.status).toBe(409)
    expect(taken.body.errors).toEqual({ name_es: ['Ya existe un servicio con este nombre.'] })
    // Nothing changed: nothing recorded.
    const same = await asOwner(`/services/${id}`, { method: 'PATCH', body: { name_en: 'cable tv' } })
    expect(same.status).toBe(200)
    const after = await auditEntries(ctx, 'service', id)
    expect(after).toHaveLength(2)
  })

  it('hides a disabled service from the room pages, the room list and GET /services at once', async () => {
    const id = await serviceId('wifi')
    const off = await asOwner(`/services/${id}`, {
      method: 'PATCH',
      body: { is_availabled: false },
      lang: 'es',
    })
    expect(off.status).toBe(200)
    expect(off.body.message).toBe(
      'El servicio «Wifi» está oculto: los huéspedes ya no lo ven en ninguna habitación.',
    )
    expect(off.body.data.is_availabled).toBe(false)
    const codes = (list: { code: string }[]) => list.map((s) => s.code)
    const publicList = await ctx.http('/api/v1/services?per_page=50')
    expect(codes(publicList.body.data)).not.toContain('wifi')
    expect(publicList.body.meta.total).toBe(publicList.body.data.length)
    const room = await ctx.http('/api/v1/rooms/101')
    expect(codes(room.body.data.services)).not.toContain('wifi')
    const rooms = await ctx.http('/api/v1/rooms?per_page=50')
    for (const r of rooms.body.data) expect(codes(r.services)).not.toContain('wifi')
    const staffList = await asOwner('/services?is_availabled=false')
    expect(codes(staffList.body.data)).toEqual(['wifi'])

    const on = await asOwner(`/services/${id}`, { method: 'PATCH', body: { is_availabled: true } })
    expect(on.body.message).toBe('The service “Wifi” is shown to guests again.')
    const back = await ctx.http('/api/v1/rooms/101')
    expect(codes(back.body.data.services)).toContain('wifi')
    const [entry] = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, id), eq(auditLog.action, 'services.update')))
      .orderBy(auditLog.createdAt)
    expect(entry).toMatchObject({ before: { is_availabled: true }, after: { is_availabled: false } })
  })

  it('answers 404 for an unknown service, en and es', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000'
    const en = await asOwner(`/services/${unknown}`, { method: 'PATCH', body: { is_availabled: false } })
    expect(en.status).toBe(404)
    expect(en.body).toEqual({ code: 'service_not_found', message: 'Service not found.' })
    const es = await asOwner(`/services/${unknown}`, {
      method: 'PATCH',
      body: { is_availabled: false },
      lang: 'es',
    })
    expect(es.body.message).toBe('Servicio no encontrado.')
  })

  it('needs services.manage: a receptionist gets 403, a guest 401', async () => {
    expect((await asReceptionist('/services')).status).toBe(403)
    const post = await asReceptionist('/services', {
      method: 'POST',
      body: { name_en: 'Minibar', name_es: 'Minibar' },
    })
    expect(post.status).toBe(403)
    const id = await serviceId('desk')
    expect(
      (await asReceptionist(`/services/${id}`, { method: 'PATCH', body: { is_availabled: false } })).status,
    ).toBe(403)
    expect((await ctx.http('/api/v1/staff/services')).status).toBe(401)
  })

  it('answers two concurrent creations of one name with one 201 and one 409', async () => {
    const body = { name_en: 'Balcony', name_es: 'Balcón' }
    const results = await Promise.all([
      asOwner('/services', { method: 'POST', body }),
      asOwner('/services', { method: 'POST', body }),
    ])
    expect(results.map((r) => r.status).sort()).toEqual([201, 409])
  })
})
