import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  createTestContext,
  registerNewGuest,
  type StaffClient,
  signInOwner,
  staffClient,
  type TestContext,
} from '../../test/harness.ts'
import { completedStay } from './stays.ts'

let ctx: TestContext
let asOwner: StaffClient

beforeAll(async () => {
  ctx = await createTestContext({ RATE_LIMIT_PER_MINUTE: '100000' })
  asOwner = staffClient(ctx, await signInOwner(ctx))
})
afterAll(() => ctx?.close())

const as = (token: string, lang = 'en') => ({ Authorization: `Bearer ${token}`, 'Accept-Language': lang })
const review = (token: string, lang = 'en') =>
  ctx.http('/api/v1/comments', {
    method: 'POST',
    body: { rate: 4, content: 'Lovely garden.' },
    headers: as(token, lang),
  })
const eligibility = (token: string, lang = 'en') =>
  ctx.http('/api/v1/comments/eligibility', { headers: as(token, lang) })

/** A guest with an account of their own (unique phone and identification): their token and client id. */
const guest = (email: string, name: string, lastName: string) =>
  registerNewGuest(ctx, { email, name, last_name: lastName })

describe('reviews need a stay', () => {
  it('refuses a guest who has not stayed, and says so before they type', async () => {
    const { token, id } = await guest('nostay@example.com', 'Nora', 'Sinestancia')
    // A booked stay not yet checked in, and a cancelled one, do not count.
    await completedStay(ctx, id, '2026-05-01', { status: 'reserved' })
    await completedStay(ctx, id, '2026-05-10', { status: 'canceled' })
    expect((await eligibility(token, 'es')).body).toEqual({
      eligible: false,
      code: 'stay_required',
      message: 'Podrá dejar una reseña después de hospedarse con nosotros.',
    })
    const en = await review(token)
    expect(en.status).toBe(403)
    expect(en.body).toEqual({
      code: 'stay_required',
      message: 'You can leave a review after your stay with us.',
    })
    expect((await review(token, 'es')).body.message).toBe(
      'Podrá dejar una reseña después de hospedarse con nosotros.',
    )
    expect((await ctx.http('/api/v1/comments/eligibility')).status).toBe(401)
  })

  it('takes one review per stay, from the checked-in guest on', async () => {
    const { token, id } = await guest('stayed@example.com', 'Teresa', 'Álvarez')
    await completedStay(ctx, id, '2026-06-20', { status: 'in_progress' })
    expect((await eligibility(token)).body).toEqual({ eligible: true, code: null, message: null })
    const first = await review(token)
    expect(first.status).toBe(201)
    expect(first.body.data).toMatchObject({ first_name: 'Teresa', last_name: 'Á.', stay_month: '2026-06' })
    const second = await review(token, 'es')
    expect(second.status).toBe(409)
    expect(second.body).toEqual({
      code: 'stay_reviewed',
      message: 'Ya dejó una reseña de esta estancia. ¡Gracias!',
    })
    expect((await eligibility(token)).body.code).toBe('stay_reviewed')
    // A later stay may be reviewed too.
    await completedStay(ctx, id, '2026-09-01')
    const third = await review(token)
    expect(third.status).toBe(201)
    expect(third.body.data.stay_month).toBe('2026-09')
  })

  it('answers the public only what the page shows, and staff everything', async () => {
    const list = await ctx.http('/api/v1/comments?per_page=100')
    expect(list.status).toBe(200)
    for (const comment of list.body.data)
      expect(Object.keys(comment).sort()).toEqual([
        'content',
        'created_at',
        'first_name',
        'id',
        'last_name',
        'rate',
        'stay_month',
      ])
    const text = JSON.stringify(list.body)
    expect(text).not.toContain('stayed@example.com')
    expect(text).not.toContain('Álvarez')
    const staff = await asOwner('/comments')
    expect(staff.body.data[0]).toMatchObject({
      last_name: 'Álvarez',
      email: 'stayed@example.com',
      status: 'active',
      stay_month: '2026-09',
    })
    expect(staff.body.data[0].reservation_id).toMatch(/^[0-9a-f-]{36}$/)
  })

  it("lists a room's reviews: those of stays that included it", async () => {
    const rooms = (await ctx.http('/api/v1/rooms?per_page=100')).body.data.map(
      (room: { number: number }) => room.number,
    )
    const [one, two] = rooms.slice(-2) as [number, number]
    const a = await guest('room-a@example.com', 'Ana', 'Uno')
    const b = await guest('room-b@example.com', 'Beto', 'Dos')
    await completedStay(ctx, a.id, '2026-07-01', { number: one })
    await completedStay(ctx, b.id, '2026-07-05', { number: two })
    expect((await review(a.token)).status).toBe(201)
    expect((await review(b.token)).status).toBe(201)
    const ofOne = await ctx.http(`/api/v1/comments?room=${one}`)
    expect(ofOne.body.data.map((c: { first_name: string }) => c.first_name)).toEqual(['Ana'])
    expect(ofOne.body.summary).toEqual({ average_rate: 4, count: 1 })
    const ofTwo = await ctx.http(`/api/v1/comments?room=${two}`)
    expect(ofTwo.body.data.map((c: { first_name: string }) => c.first_name)).toEqual(['Beto'])
    expect((await ctx.http('/api/v1/comments?room=abc')).status).toBe(422)
  })
})

describe('countries are ISO codes', () => {
  const notFound = {
    en: 'Country not found. Please choose one from the list.',
    es: 'País no encontrado. Por favor, elija uno de la lista.',
  }

  it('refuses an unknown country on registration, in both languages', async () => {
    for (const lang of ['en', 'es'] as const) {
      const res = await ctx.http('/api/v1/auth/register', {
        method: 'POST',
        headers: { 'Accept-Language': lang },
        body: {
          name: 'Zoe',
          last_name: 'Pais',
          email: `zoe-${lang}@example.com`,
          phone: '+505 8899 1234',
          identification: `Z-${lang}`,
          city: 'Estelí',
          country: 'Narnia',
          birth_date: '1990-01-01',
          password: 'pine-hills-2026',
          password_confirmation: 'pine-hills-2026',
        },
      })
      expect(res.status).toBe(422)
      expect(res.body.errors).toEqual({ country: [notFound[lang]] })
    }
  })

  it('takes a code in any case and refuses a name on the profile', async () => {
    const { token } = await guest('profile-country@example.com', 'Pia', 'Perfil')
    const body = {
      name: 'Pia',
      last_name: 'Perfil',
      phone: '+505 8877 6655',
      identification: 'ID-profile-country',
      city: 'Estelí',
      birth_date: '1990-01-01',
    }
    const bad = await ctx.http('/api/v1/profile', {
      method: 'PUT',
      body: { ...body, country: 'Nicaragua' },
      headers: as(token, 'es'),
    })
    expect(bad.status).toBe(422)
    expect(bad.body.errors.country).toEqual([notFound.es])
    const good = await ctx.http('/api/v1/profile', {
      method: 'PUT',
      body: { ...body, country: ' cr ' },
      headers: as(token),
    })
    expect(good.status).toBe(200)
    expect(good.body.data.country).toBe('CR')
  })

  it("refuses an unknown country in a reservation's guest block and at the desk", async () => {
    const { token } = await guest('booker-country@example.com', 'Bea', 'Reserva')
    const booking = await ctx.http('/api/v1/reservations', {
      method: 'POST',
      headers: as(token),
      body: {
        check_in: '2027-03-01',
        check_out: '2027-03-03',
        rooms: [{ number: 101, guest_count: 1 }],
        category: 'tourism',
        user: {
          email: 'bea@example.com',
          name: 'Bea Reserva',
          identification: 'B1',
          phone: '+505 8877 1111',
          country: 'XX',
        },
      },
    })
    expect(booking.status).toBe(422)
    expect(booking.body.errors['user.country']).toEqual([notFound.en])
    // The same walk-in at the desk, its country first unknown, then given as a code.
    const walkIn = (country: string, lang = 'en') =>
      asOwner('/clients', {
        method: 'POST',
        lang,
        body: {
          name: 'Walk',
          last_name: 'In',
          email: 'walkin-country@example.com',
          phone: '+505 8877 2222',
          identification: 'W1',
          country,
        },
      })
    const desk = await walkIn('Estados Unidos', 'es')
    expect(desk.status).toBe(422)
    expect(desk.body.errors.country).toEqual([notFound.es])
    const fixed = await walkIn('us')
    expect(fixed.status).toBe(201)
    expect(fixed.body.data.country).toBe('US')
  })
})
