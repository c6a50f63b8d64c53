import { addDays, demoHotel, hotelToday } from '@hotel/contract'
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { auditLog, hotelSettings } from '../../db/schema/index.ts'
import {
  bookStay,
  createTestContext,
  memoryMailer,
  registerNewGuest,
  type StaffClient,
  signInTeam,
  type TestContext,
} from '../../test/harness.ts'

const mailer = memoryMailer()
let ctx: TestContext
let owner: StaffClient
let manager: StaffClient

const valid = {
  phone: '50588990011',
  landline: '50527130000',
  email: 'reservas@casapinar.example',
  address: 'Costado sur de la Catedral',
  maps_url: 'https://maps.google.com/?q=Catedral+Esteli',
  facebook_url: 'https://www.facebook.com/casapinar',
  instagram_url: 'https://www.instagram.com/casapinar',
  chat_url: 'https://wa.me/50588990011',
  check_in_time: '14:30',
  check_out_time: '10:00',
  change_deadline_days: 3,
  payment_percentages: [25, 50, 100],
  max_stay_nights: 21,
  booking_horizon_months: 12,
  max_unpaid_reservations: 3,
}

const put = (who: StaffClient, body: unknown, lang = 'en') => who('/settings', { method: 'PUT', body, lang })

beforeAll(async () => {
  ctx = await createTestContext({ RATE_LIMIT_PER_MINUTE: '100000' }, { mailer })
  ;({ owner, manager } = await signInTeam(ctx, ['manager']))
})
afterAll(() => ctx?.close())

describe('GET and PUT /staff/settings', () => {
  it('shows the settings to the owner', async () => {
    const res = await owner('/settings')
    expect(res.status).toBe(200)
    expect(res.body.data).toMatchObject({
      phone: demoHotel.phone,
      check_in_time: '15:00',
      payment_percentages: [30, 50, 100],
      max_stay_nights: 30,
      city: demoHotel.city,
    })
  })

  it('is the owner’s alone: a manager and a guest are refused', async () => {
    const looking = await manager('/settings')
    expect(looking.status).toBe(403)
    expect((await put(manager, valid)).status).toBe(403)
    expect((await ctx.http('/api/v1/staff/settings')).status).toBe(401)
  })

  it('saves every setting, answers with a message, and records what changed', async () => {
    const res = await put(owner, valid, 'es')
    expect(res.status).toBe(200)
    expect(res.body.message).toBe(
      'Se guardaron los ajustes del hotel. El sitio y los correos los usan desde ahora.',
    )
    expect(res.body.data).toMatchObject(valid)
    const hotel = await ctx.http('/api/v1/hotel')
    expect(hotel.body.data).toMatchObject({
      phone: valid.phone,
      check_in_time: '14:30',
      change_deadline_days: 3,
      payment_percentages: [25, 50, 100],
      max_stay_nights: 21,
      booking_horizon_months: 12,
    })
    const [entry] = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'settings.update'), eq(auditLog.entity, 'hotel_settings')))
    expect(entry?.before).toMatchObject({ phone: demoHotel.phone, check_in_time: '15:00' })
    expect(entry?.after).toMatchObject({ phone: valid.phone, check_in_time: '14:30' })
    // Only what changed is kept.
    await put(owner, { ...valid, check_out_time: '11:00' })
    const entries = await ctx.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'settings.update'))
    expect(entries.map((e) => e.after)).toContainEqual({ check_out_time: '11:00' })
  })

  it('applies the new stay limits to the next search', async () => {
    const today = hotelToday()
    const res = await ctx.http(
      `/api/v1/rooms?check_in=${addDays(today, 5)}&check_out=${addDays(today, 27)}&adults=1`,
    )
    expect(res.status).toBe(422)
    expect(res.body.errors.check_out).toEqual(['A stay can last at most 21 nights.'])
  })

  it('refuses each wrong value with a message on its field, in English and Spanish', async () => {
    const bad = {
      ...valid,
      phone: 'call us',
      email: 'not-an-email',
      address: '  ',
      maps_url: 'javascript:alert(1)',
      chat_url: 'http://wa.me/123',
      check_in_time: '25:00',
      change_deadline_days: 61,
      payment_percentages: [50, 30],
      max_stay_nights: 0,
      booking_horizon_months: 61,
      max_unpaid_reservations: 1.5,
    }
    const res = await put(owner, bad)
    expect(res.status).toBe(422)
    expect(res.body.code).toBe('validation_failed')
    expect(res.body.errors).toMatchObject({
      phone: ['Enter a valid phone number.'],
      email: ['Invalid email.'],
      address: ['This field is required.'],
      maps_url: ['Enter a web address starting with https://.'],
      chat_url: ['Enter a web address starting with https://.'],
      check_in_time: ['Enter a time as HH:MM (24-hour clock).'],
      change_deadline_days: ['This field must be at most 60.'],
      payment_percentages: ['Give the payment shares from smallest to largest, each one different.'],
      max_stay_nights: ['This field must be at least 1.'],
      booking_horizon_months: ['This field must be at most 60.'],
      max_unpaid_reservations: ['This field must be a whole number.'],
    })
    const es = await put(owner, bad, 'es')
    expect(es.body.errors.check_in_time).toEqual([
      'Ingrese una hora con el formato HH:MM (reloj de 24 horas).',
    ])
    expect(es.body.errors.payment_percentages).toEqual([
      'Indique los porcentajes de pago de menor a mayor, sin repetir ninguno.',
    ])
    const shares = await put(owner, { ...valid, payment_percentages: [10, 20, 30, 40, 50, 100] }, 'es')
    expect(shares.body.errors.payment_percentages).toEqual(['Indique como máximo 5 porcentajes de pago.'])
    const range = await put(owner, { ...valid, payment_percentages: [0, 101] })
    expect(range.body.errors['payment_percentages.0']).toEqual(['This field must be at least 1.'])
    const missing = await put(owner, { phone: valid.phone })
    expect(missing.status).toBe(422)
    expect(missing.body.errors.check_in_time).toEqual(['This field is required.'])
    const extra = await put(owner, { ...valid, name: 'Another hotel' })
    expect(extra.body.errors.name).toEqual(['This field is not allowed.'])
    // Nothing was saved.
    const [row] = await ctx.database.db.select().from(hotelSettings)
    expect(row?.checkInTime).toBe('14:30')
    expect(row?.name).toBe(demoHotel.name)
  })
})

describe('mails read the settings when they are sent', () => {
  it('shows the new check-in time in the next confirmation', async () => {
    const email = 'settings-guest@example.com'
    const { token } = await registerNewGuest(ctx, { email })
    const book = async (days: number) => {
      const { reference } = await bookStay(ctx, token, { from: days })
      await vi.waitFor(() => expect(mailer.last(email)?.subject).toContain(reference))
      return (mailer.last(email)?.text ?? '').split('\n\n---\n\n')[0] ?? ''
    }
    expect(await book(30)).toContain('from 2:30')
    expect((await put(owner, { ...valid, check_in_time: '16:45' })).status).toBe(200)
    const next = await book(40)
    expect(next).toContain('from 4:45')
    expect(next).not.toContain('2:30')
  })
})
