import { addDays, hotelToday } from '@hotel/contract'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { clients, comments, payments, reservations } from '../../db/schema/index.ts'
import {
  auditEntries,
  bookStay,
  createTestContext,
  memoryMailer,
  registerNewGuest,
  type StaffAuth,
  type StaffClient,
  signInNewStaff,
  signInOwner,
  staffClient,
  type TestContext,
  uniqueContact,
  walkInClient,
} from '../../test/harness.ts'

const mailer = memoryMailer()
let ctx: TestContext
let receptionist: StaffAuth & { id: string }
let desk: StaffClient
let asOwner: StaffClient
let asHousekeeper: StaffClient
let asAccountant: StaffClient
const guestPassword = 'pine-hills-2026'

beforeAll(async () => {
  ctx = await createTestContext({ RATE_LIMIT_EXEMPT: '127.0.0.1' }, { mailer })
  asOwner = staffClient(ctx, await signInOwner(ctx))
  receptionist = await signInNewStaff(ctx, { roles: ['receptionist'] })
  desk = staffClient(ctx, receptionist)
  asHousekeeper = staffClient(ctx, await signInNewStaff(ctx, { roles: ['housekeeper'] }))
  asAccountant = staffClient(ctx, await signInNewStaff(ctx, { roles: ['accountant'] }))
})
afterAll(() => ctx?.close())

/** A guest who registered on the website (password `guestPassword`): their id, token and facts. */
const registeredGuest = (overrides: Record<string, string> = {}) => registerNewGuest(ctx, overrides)

const auditOf = (id: string) => auditEntries(ctx, 'client', id)

const signIn = (email: string, password: string, lang = 'en') =>
  ctx.http('/api/v1/auth/login', {
    method: 'POST',
    body: { email, password },
    headers: { 'Accept-Language': lang },
  })

describe('who may see and manage clients', () => {
  it('lets a receptionist list, create and edit, an accountant only look, and a housekeeper nothing', async () => {
    const { id } = await walkInClient(desk)
    expect((await desk('/clients')).status).toBe(200)
    expect((await desk(`/clients/${id}`)).status).toBe(200)
    expect((await desk(`/clients/${id}`, { method: 'PATCH', body: { city: 'León' } })).status).toBe(200)

    expect((await asAccountant('/clients')).status).toBe(200)
    const looking = await asAccountant(`/clients/${id}/suspend`, { method: 'POST' })
    expect(looking.status).toBe(403)

    for (const [method, path] of [
      ['GET', '/clients'],
      ['GET', `/clients/${id}`],
      ['POST', '/clients'],
      ['PATCH', `/clients/${id}`],
      ['POST', `/clients/${id}/suspend`],
      ['POST', `/clients/${id}/restore`],
    ] as const) {
      const body = method === 'GET' ? undefined : uniqueContact()
      const en = await asHousekeeper(path, { method, body })
      expect([path, en.status, en.body]).toEqual([
        path,
        403,
        {
          code: 'forbidden',
          message: 'You do not have permission to do this. Ask the owner if you need it.',
        },
      ])
      const es = await asHousekeeper(path, { method, body, lang: 'es' })
      expect(es.body.message).toBe('No tiene permiso para hacer esto. Pídalo al propietario si lo necesita.')
    }
    // Nothing the housekeeper tried was written.
    const [row] = await ctx.database.db.select().from(clients).where(eq(clients.id, id))
    expect(row?.status).toBe('active')
  })

  it('asks for a staff session and its CSRF token', async () => {
    expect((await ctx.http('/api/v1/staff/clients')).status).toBe(401)
    const guest = await registeredGuest()
    const asGuest = await ctx.http('/api/v1/staff/clients', {
      headers: { authorization: `Bearer ${guest.token}` },
    })
    expect(asGuest.status).toBe(401)
    const noCsrf = await ctx.http('/api/v1/staff/clients', {
      method: 'POST',
      body: uniqueContact(),
      headers: { cookie: receptionist.cookie },
    })
    expect([noCsrf.status, noCsrf.body.code]).toEqual([403, 'csrf_invalid'])
  })
})

describe('POST /staff/clients (a guest created at the desk)', () => {
  it('creates a guest without a password and records who did it', async () => {
    const body = uniqueContact({ city: 'Condega', description: 'Prefers a quiet room' })
    const res = await desk('/clients', { method: 'POST', body })
    expect(res.status).toBe(201)
    expect(res.body.message).toBe(
      `The account of Marta ${body.last_name} has been created. They can choose a password with “Forgot your password?” on the website.`,
    )
    expect(res.body.data).toMatchObject({
      name: 'Marta',
      last_name: body.last_name,
      email: body.email,
      phone: body.phone.replaceAll(' ', ''),
      identification: body.identification,
      city: 'Condega',
      country: 'NI',
      birth_date: null,
      description: 'Prefers a quiet room',
      status: 'active',
      locale: 'en',
      has_password: false,
      google: false,
    })
    const entries = await auditOf(res.body.data.id)
    expect(entries).toHaveLength(1)
    expect(entries[0]).toMatchObject({
      action: 'clients.create',
      staffUserId: receptionist.id,
      before: null,
      after: { name: 'Marta', email: body.email, status: 'active', identification: body.identification },
    })
    expect(entries[0]?.ip).toBeTruthy()
    expect(JSON.stringify(entries[0]?.after)).not.toMatch(/password|google/i)
  })

  it('answers in Spanish and takes the guest language and an optional birth date', async () => {
    const body = uniqueContact({ locale: 'es', birth_date: '1980-05-04', city: '' })
    const res = await desk('/clients', { method: 'POST', body, lang: 'es' })
    expect(res.status).toBe(201)
    expect(res.body.message).toBe(
      `Se creó la cuenta de Marta ${body.last_name}. Puede elegir una contraseña con «¿Olvidó su contraseña?» en el sitio web.`,
    )
    expect(res.body.data).toMatchObject({ locale: 'es', birth_date: '1980-05-04', city: null })
    const empty = await desk('/clients', { method: 'POST', body: uniqueContact({ birth_date: '' }) })
    expect([empty.status, empty.body.data.birth_date]).toEqual([201, null])
  })

  it('requires name, last name, e-mail, phone, identification and country', async () => {
    const res = await desk('/clients', { method: 'POST', body: {} })
    expect(res.status).toBe(422)
    expect(res.body.code).toBe('validation_failed')
    expect(Object.keys(res.body.errors).sort()).toEqual(
      ['country', 'email', 'identification', 'last_name', 'name', 'phone'].sort(),
    )
    expect(res.body.errors.name).toEqual(['This field is required.'])
    const es = await desk('/clients', { method: 'POST', body: {}, lang: 'es' })
    expect(es.body.errors.name).toEqual(['Este campo es obligatorio.'])
  })

  it('checks the fields as registration does, and takes no password', async () => {
    const bad = await desk('/clients', {
      method: 'POST',
      body: uniqueContact({ email: 'not-an-email', phone: 'abc', birth_date: '2026-02-30' }),
    })
    expect(bad.status).toBe(422)
    expect(bad.body.errors).toMatchObject({
      email: ['Invalid email.'],
      phone: ['Enter a valid phone number.'],
    })
    expect(bad.body.errors.birth_date[0]).toBe('Invalid date.')
    const young = await desk('/clients', {
      method: 'POST',
      body: uniqueContact({ birth_date: addDays(hotelToday(), -365 * 10) }),
      lang: 'es',
    })
    expect(young.status).toBe(422)
    expect(young.body.errors.birth_date).toEqual(['Debe tener al menos 18 años para continuar.'])
    const withPassword = await desk('/clients', {
      method: 'POST',
      body: uniqueContact({ password: guestPassword }),
    })
    expect(withPassword.status).toBe(422)
    expect(withPassword.body.errors.password).toEqual(['This field is not allowed.'])
  })

  it('refuses an e-mail, phone or identification another client has, in English and Spanish', async () => {
    const taken = await registeredGuest()
    const cases = [
      {
        body: uniqueContact({ email: taken.facts.email.toUpperCase() }),
        code: 'email_taken',
        field: 'email',
        en: 'This e-mail is already registered.',
        es: 'Este correo electrónico ya está registrado.',
      },
      {
        body: uniqueContact({ phone: taken.facts.phone.replaceAll(' ', '-') }),
        code: 'phone_taken',
        field: 'phone',
        en: 'This phone number is already registered.',
        es: 'Este número de teléfono ya está registrado.',
      },
      {
        body: uniqueContact({ identification: taken.facts.identification.toLowerCase() }),
        code: 'identification_taken',
        field: 'identification',
        en: 'This identification is already registered.',
        es: 'Esta identificación ya está registrada.',
      },
    ]
    for (const { body, code, field, en, es } of cases) {
      const inEnglish = await desk('/clients', { method: 'POST', body })
      expect(inEnglish.status).toBe(409)
      expect(inEnglish.body).toEqual({ code, message: en, errors: { [field]: [en] } })
      const inSpanish = await desk('/clients', { method: 'POST', body, lang: 'es' })
      expect(inSpanish.body).toEqual({ code, message: es, errors: { [field]: [es] } })
    }
    const all = await desk('/clients', {
      method: 'POST',
      body: uniqueContact({
        email: taken.facts.email,
        phone: taken.facts.phone,
        identification: taken.facts.identification,
      }),
    })
    expect(Object.keys(all.body.errors).sort()).toEqual(['email', 'identification', 'phone'])
    const created = await ctx.database.db
      .select({ id: clients.id })
      .from(clients)
      .where(eq(clients.identification, taken.facts.identification))
    expect(created).toHaveLength(1)
  })

  it('says an e-mail a Google account uses is taken (not "sign in with Google", meant for the guest)', async () => {
    const facts = uniqueContact()
    await ctx.database.db
      .insert(clients)
      .values({ name: 'Gus', lastName: 'Google', email: facts.email, googleSub: `sub-${facts.email}` })
    const res = await desk('/clients', { method: 'POST', body: uniqueContact({ email: facts.email }) })
    expect([res.status, res.body.code]).toEqual([409, 'email_taken'])
  })

  it('lets one of two simultaneous desk creations with the same e-mail through', async () => {
    const email = `twice${Date.now()}@example.com`
    const answers = await Promise.all([
      desk('/clients', { method: 'POST', body: uniqueContact({ email }) }),
      desk('/clients', { method: 'POST', body: uniqueContact({ email }) }),
    ])
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409])
    expect(answers.find((a) => a.status === 409)?.body.code).toBe('email_taken')
  })
})

describe('a desk-created guest takes the account over', () => {
  const mailsTo = (email: string) => mailer.sent.filter((mail) => mail.to === email)
  async function mailCount(email: string, count: number) {
    const deadline = Date.now() + 5000
    while (mailsTo(email).length < count) {
      if (Date.now() > deadline) throw new Error(`no mail ${count} to ${email}`)
      await new Promise((resolve) => setTimeout(resolve, 10))
    }
  }

  it('cannot sign in without a password, then sets one with a mailed reset code', async () => {
    const { id, email } = await walkInClient(desk, { locale: 'es' })
    for (const password of ['', 'anything-at-all']) {
      const refused = await signIn(email, password, 'es')
      expect(refused.status).toBe(password ? 401 : 422)
      if (password)
        expect(refused.body).toEqual({
          code: 'invalid_credentials',
          message: 'El correo electrónico o la contraseña son incorrectos.',
        })
    }
    const asked = await ctx.http('/api/v1/auth/one-time-password/request', {
      method: 'POST',
      body: { email: email },
    })
    expect(asked.status).toBe(200)
    await mailCount(email, 1)
    const mail = mailsTo(email).at(-1)
    expect(mail?.subject).toMatch(/código/)
    const code = mail?.text.match(/\b\d{6}\b/)?.[0] ?? ''
    const reset = await ctx.http('/api/v1/auth/password/reset', {
      method: 'POST',
      body: { email: email, code, password: 'my-own-pass-77', password_confirmation: 'my-own-pass-77' },
    })
    expect(reset.status, reset.text).toBe(200)
    const signedIn = await signIn(email, 'my-own-pass-77')
    expect(signedIn.status).toBe(200)
    expect(signedIn.body.user.id).toBe(id)
    const seen = await desk(`/clients/${id}`)
    expect(seen.body.data.client.has_password).toBe(true)
  })
})

describe('GET /staff/clients', () => {
  const ids: Record<string, string> = {}
  beforeAll(async () => {
    ids.jose = (
      await walkInClient(desk, {
        name: 'José',
        last_name: 'Núñez Ábrego',
        email: 'jose.nunez@correo.example',
        phone: '(505) 8842-1930',
        identification: '161-250470-0003H',
      })
    ).id
    ids.ana = (
      await walkInClient(desk, {
        name: 'Ana',
        last_name: 'Benítez',
        email: 'abenitez@mail.example',
        phone: '+1 415 555 0199',
        identification: 'P1234567',
      })
    ).id
    ids.zoe = (await walkInClient(desk, { name: 'Zoe', last_name: 'Aráuz', email: 'zoe@casa.example' })).id
    ids.alvaro = (await walkInClient(desk, { name: 'Álvaro', last_name: 'Zamora' })).id
    await desk(`/clients/${ids.zoe}/suspend`, { method: 'POST' })
  })

  const search = async (term: string, extra = '') => {
    const res = await desk(`/clients?search=${encodeURIComponent(term)}&per_page=100${extra}`)
    expect(res.status, res.text).toBe(200)
    return res.body.data.map((row: { id: string }) => row.id) as string[]
  }

  it('finds a client by name or last name, whatever the accents or the case', async () => {
    expect(await search('jose')).toEqual([ids.jose])
    expect(await search('NUÑEZ')).toEqual([ids.jose])
    expect(await search('abrego')).toEqual([ids.jose])
    expect(await search('José Núñez')).toEqual([ids.jose])
    expect(await search('nunez jose')).toEqual([ids.jose])
    expect(await search('benitez')).toEqual([ids.ana])
  })

  it('finds a client by e-mail, by the phone digits and by identification', async () => {
    expect(await search('jose.nunez@')).toEqual([ids.jose])
    expect(await search('ABENITEZ@MAIL')).toEqual([ids.ana])
    expect(await search('88421930')).toEqual([ids.jose])
    expect(await search('8842-1930')).toEqual([ids.jose])
    expect(await search('+505 8842 1930')).toEqual([ids.jose])
    expect(await search('(415) 555-0199')).toEqual([ids.ana])
    expect(await search('161-250470-0003H')).toEqual([ids.jose])
    expect(await search('1612504700003h')).toEqual([ids.jose])
    expect(await search('p1234567')).toEqual([ids.ana])
  })

  it('treats LIKE wildcards in a search as text', async () => {
    expect(await search('%')).toEqual([])
    expect(await search('_')).toEqual([])
  })

  it('filters by status', async () => {
    expect(await search('zoe')).toEqual([ids.zoe])
    expect(await search('zoe', '&status=suspended')).toEqual([ids.zoe])
    expect(await search('zoe', '&status=active')).toEqual([])
    const bad = await desk('/clients?status=gone')
    expect([bad.status, bad.body.code, bad.body.errors.status]).toEqual([
      422,
      'invalid_query',
      ['The selected value is not valid.'],
    ])
  })

  it('pages and orders by name (accents ignored) and creation date', async () => {
    const page = await desk('/clients?per_page=2&page=2&order_by=created_at')
    expect(page.body.meta).toMatchObject({ page: 2, per_page: 2 })
    const total = page.body.meta.total as number
    expect(page.body.meta.last_page).toBe(Math.ceil(total / 2))
    const all = await desk('/clients?per_page=100&order_by=name')
    expect(all.body.meta.total).toBeLessThan(100)
    const order = all.body.data.map((row: { id: string }) => row.id) as string[]
    // Álvaro before Ana (an accent does not send a name after the Z), José before Zoe.
    const positions = [ids.alvaro, ids.ana, ids.jose, ids.zoe].map((id) => order.indexOf(id ?? ''))
    expect(positions).toEqual([...positions].sort((a, b) => a - b))
    expect(positions).not.toContain(-1)
    const desc = await desk('/clients?per_page=100&order_by=name&order_direction=desc')
    expect(desc.body.data.map((row: { id: string }) => row.id)).toEqual(
      all.body.data.map((row: { id: string }) => row.id).reverse(),
    )
    const newest = await desk('/clients?per_page=1&order_by=created_at&order_direction=desc')
    const latest = all.body.data
      .map((row: { created_at: string }) => row.created_at)
      .sort()
      .at(-1)
    expect(newest.body.data[0].created_at).toBe(latest)
    const bad = await desk('/clients?order_by=password_hash&per_page=500', { lang: 'es' })
    expect(bad.status).toBe(422)
    expect(bad.body.errors).toEqual({
      order_by: ['La lista no se puede ordenar por ese campo.'],
      per_page: ['La cantidad de elementos por página debe estar entre 1 y 100.'],
    })
  })

  it('shows each client with their reservations and upcoming stays', async () => {
    const guest = await registeredGuest({ name: 'Counted' })
    await bookStay(ctx, guest.token, { from: 20, nights: 2, rooms: [{ number: 101, guest_count: 1 }] })
    await insertReservation(guest.id, { daysFromToday: -40, status: 'completed' })
    await insertReservation(guest.id, { daysFromToday: 30, status: 'canceled' })
    const res = await desk('/clients?search=counted')
    expect(res.body.data).toHaveLength(1)
    expect(res.body.data[0]).toMatchObject({
      id: guest.id,
      reservations: 3,
      upcoming_stays: 1,
      has_password: true,
    })
    expect(res.body.data[0]).not.toHaveProperty('password_hash')
    const none = await desk(`/clients?search=${encodeURIComponent('jose.nunez')}`)
    expect(none.body.data[0]).toMatchObject({ reservations: 0, upcoming_stays: 0 })
  })
})

let references = 0
/** A reservation straight into the database, `daysFromToday` from the hotel's today, for two nights. */
async function insertReservation(
  clientId: string,
  options: { daysFromToday: number; status: 'reserved' | 'completed' | 'canceled'; totalCents?: number },
) {
  references++
  const [row] = await ctx.database.db
    .insert(reservations)
    .values({
      reference: `TEST-${String(references).padStart(4, '0')}`,
      clientId,
      checkIn: addDays(hotelToday(), options.daysFromToday),
      checkOut: addDays(hotelToday(), options.daysFromToday + 2),
      currency: 'USD',
      rawTotalCents: options.totalCents ?? 12_000,
      totalCents: options.totalCents ?? 12_000,
      category: 'tourism',
      guestEmail: 'x@example.com',
      guestName: 'X',
      guestIdentification: 'X',
      guestPhone: '+50500000000',
      guestCountry: 'NI',
      status: options.status,
      paymentStatus: options.status === 'completed' ? 'paid' : 'pending',
    })
    .returning()
  if (!row) throw new Error('reservation not inserted')
  return row
}

describe('GET /staff/clients/{id}', () => {
  it('shows the profile, the reservations, payments and reviews, newest first', async () => {
    const guest = await registeredGuest({ name: 'Detailed', description: 'Allergic to feathers' })
    const old = await insertReservation(guest.id, {
      daysFromToday: -60,
      status: 'completed',
      totalCents: 9_000,
    })
    const next = await insertReservation(guest.id, {
      daysFromToday: 15,
      status: 'reserved',
      totalCents: 15_500,
    })
    await ctx.database.db.insert(payments).values({
      reservationId: old.id,
      clientId: guest.id,
      method: 'cash',
      status: 'paid',
      percentageToPay: 100,
      amountCents: 9_000,
      currency: 'USD',
      exchangeRate: '1',
      chargedCents: 9_000,
      paidAt: new Date(),
      receipt: 'R-000001',
    })
    const review = await ctx.http('/api/v1/comments', {
      method: 'POST',
      headers: { authorization: `Bearer ${guest.token}` },
      body: { rate: 4, content: 'Lovely garden' },
    })
    expect(review.status).toBe(201)

    const res = await desk(`/clients/${guest.id}`)
    expect(res.status).toBe(200)
    const detail = res.body.data
    expect(detail.client).toMatchObject({
      id: guest.id,
      name: 'Detailed',
      email: guest.facts.email,
      city: 'Estelí',
      birth_date: '1990-01-01',
      description: 'Allergic to feathers',
      has_password: true,
      status: 'active',
    })
    expect(JSON.stringify(detail)).not.toMatch(/password_hash|google_sub|\$argon2/)
    expect(detail.counts).toEqual({ reservations: 2, upcoming_stays: 1, payments: 1, reviews: 1 })
    expect(detail.reservations).toEqual([
      expect.objectContaining({
        id: next.id,
        reference: next.reference,
        check_in: next.checkIn,
        check_out: next.checkOut,
        status: 'reserved',
        payment_status: 'pending',
        total: 15_500,
        currency: 'USD',
      }),
      expect.objectContaining({ id: old.id, status: 'completed', payment_status: 'paid', total: 9_000 }),
    ])
    expect(detail.payments).toEqual([
      expect.objectContaining({
        invoice: 'R-000001',
        reservation_reference: old.reference,
        amount: 9_000,
        currency: 'USD',
        status: 'paid',
        method: 'cash',
        paid_at: expect.any(String),
      }),
    ])
    expect(detail.reviews).toEqual([
      expect.objectContaining({ rate: 4, content: 'Lovely garden', status: 'active' }),
    ])
  })

  it('bounds each list to the newest 50 and says how many there are', async () => {
    const guest = await registeredGuest({ name: 'Prolific' })
    await ctx.database.db.insert(comments).values(
      Array.from({ length: 55 }, (_, i) => ({
        clientId: guest.id,
        firstName: 'Prolific',
        lastName: 'Guest',
        email: guest.facts.email,
        content: `Review ${i}`,
        rate: i % 6,
        createdAt: new Date(Date.UTC(2025, 0, 1 + i)),
      })),
    )
    const res = await desk(`/clients/${guest.id}`)
    expect(res.body.data.counts.reviews).toBe(55)
    expect(res.body.data.reviews).toHaveLength(50)
    expect(res.body.data.reviews[0].content).toBe('Review 54')
    expect(res.body.data.reviews.at(-1).content).toBe('Review 5')
  })

  it('answers 404 for an unknown client and 422 for a malformed id, in both languages', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000'
    const en = await desk(`/clients/${unknown}`)
    expect([en.status, en.body]).toEqual([404, { code: 'client_not_found', message: 'Client not found.' }])
    const es = await desk(`/clients/${unknown}`, { lang: 'es' })
    expect(es.body.message).toBe('Cliente no encontrado.')
    for (const [method, path] of [
      ['PATCH', `/clients/${unknown}`],
      ['POST', `/clients/${unknown}/suspend`],
      ['POST', `/clients/${unknown}/restore`],
    ] as const) {
      const res = await desk(path, { method, body: method === 'PATCH' ? { city: 'León' } : undefined })
      expect([path, res.status, res.body.code]).toEqual([path, 404, 'client_not_found'])
    }
    const malformed = await desk('/clients/not-a-uuid')
    expect([malformed.status, malformed.body.errors.id]).toEqual([
      422,
      ['This field must be a valid identifier.'],
    ])
  })
})

describe('PATCH /staff/clients/{id}', () => {
  it('edits the contact facts and records the change, before and after', async () => {
    const guest = await registeredGuest({ description: 'Old note' })
    const newEmail = 'renamed@example.com'
    const res = await desk(`/clients/${guest.id}`, {
      method: 'PATCH',
      body: {
        name: 'Marcela',
        email: newEmail.toUpperCase(),
        phone: '+505 2713 0000',
        city: 'Matagalpa',
        description: null,
      },
    })
    expect(res.status, res.text).toBe(200)
    expect(res.body.message).toBe(`The details of Marcela ${guest.facts.last_name} have been updated.`)
    expect(res.body.data).toMatchObject({
      name: 'Marcela',
      last_name: guest.facts.last_name,
      email: newEmail,
      phone: '+50527130000',
      identification: guest.facts.identification,
      city: 'Matagalpa',
      country: 'NI',
      description: null,
      birth_date: '1990-01-01',
    })
    const [entry] = await auditOf(guest.id)
    expect(entry).toMatchObject({
      action: 'clients.update',
      staffUserId: receptionist.id,
      before: {
        name: 'Marta',
        email: guest.facts.email,
        phone: guest.facts.phone.replaceAll(' ', ''),
        city: 'Estelí',
        description: 'Old note',
      },
      after: {
        name: 'Marcela',
        email: newEmail,
        phone: '+50527130000',
        city: 'Matagalpa',
        description: null,
      },
    })
    expect(Object.keys(entry?.after ?? {}).sort()).toEqual(['city', 'description', 'email', 'name', 'phone'])
    // The guest signs in with the new e-mail and the same password.
    expect((await signIn(newEmail, guestPassword)).status).toBe(200)
    const es = await desk(`/clients/${guest.id}`, { method: 'PATCH', body: { city: 'Jinotega' }, lang: 'es' })
    expect(es.body.message).toBe(`Se actualizaron los datos de Marcela ${guest.facts.last_name}.`)
  })

  it('keeps the client’s own e-mail, phone and identification, and records nothing when nothing changes', async () => {
    const guest = await registeredGuest()
    const same = await desk(`/clients/${guest.id}`, {
      method: 'PATCH',
      body: {
        email: guest.facts.email,
        phone: guest.facts.phone,
        identification: guest.facts.identification,
        city: 'Estelí',
      },
    })
    expect(same.status).toBe(200)
    expect(await auditOf(guest.id)).toEqual([])
    const empty = await desk(`/clients/${guest.id}`, { method: 'PATCH', body: {} })
    expect(empty.status).toBe(200)
    expect(await auditOf(guest.id)).toEqual([])
  })

  it('refuses another client’s e-mail, phone or identification with the guests’ messages', async () => {
    const guest = await registeredGuest()
    const other = await registeredGuest()
    const cases = [
      {
        body: { email: other.facts.email.toUpperCase() },
        code: 'email_taken',
        field: 'email',
        en: 'This e-mail is already registered.',
        es: 'Este correo electrónico ya está registrado.',
      },
      {
        body: { phone: other.facts.phone.replaceAll(' ', '') },
        code: 'phone_taken',
        field: 'phone',
        en: 'This phone number is already registered.',
        es: 'Este número de teléfono ya está registrado.',
      },
      {
        body: { identification: other.facts.identification.toLowerCase() },
        code: 'identification_taken',
        field: 'identification',
        en: 'This identification is already registered.',
        es: 'Esta identificación ya está registrada.',
      },
    ]
    for (const { body, code, field, en, es } of cases) {
      const inEnglish = await desk(`/clients/${guest.id}`, { method: 'PATCH', body })
      expect(inEnglish.status).toBe(409)
      expect(inEnglish.body).toEqual({ code, message: en, errors: { [field]: [en] } })
      const inSpanish = await desk(`/clients/${guest.id}`, { method: 'PATCH', body, lang: 'es' })
      expect(inSpanish.body).toEqual({ code, message: es, errors: { [field]: [es] } })
    }
    expect(await auditOf(guest.id)).toEqual([])
    const [row] = await ctx.database.db.select().from(clients).where(eq(clients.id, guest.id))
    expect(row?.email).toBe(guest.facts.email)
  })

  it('validates what it is given and takes no other field', async () => {
    const guest = await registeredGuest()
    const res = await desk(`/clients/${guest.id}`, {
      method: 'PATCH',
      body: { name: '  ', email: 'nope', country: null, status: 'suspended', password_hash: 'x' },
    })
    expect(res.status).toBe(422)
    expect(res.body.errors).toMatchObject({
      name: ['This field is required.'],
      email: ['Invalid email.'],
      status: ['This field is not allowed.'],
    })
    expect(res.body.errors.country).toBeDefined()
  })
})

describe('suspend and restore', () => {
  it('ends the guest’s sessions at once, refuses sign-in and reset codes, and restores', async () => {
    const guest = await registeredGuest()
    const me = () => ctx.http('/api/v1/auth/me', { headers: { authorization: `Bearer ${guest.token}` } })
    expect((await me()).status).toBe(200)

    const suspended = await desk(`/clients/${guest.id}/suspend`, { method: 'POST' })
    expect(suspended.status).toBe(200)
    expect(suspended.body.message).toBe(
      `The account of Marta ${guest.facts.last_name} is suspended: they cannot sign in, and their sessions have ended.`,
    )
    expect(suspended.body.data.status).toBe('suspended')
    expect((await me()).status).toBe(401)

    const refused = await signIn(guest.facts.email, guestPassword, 'es')
    expect(refused.status).toBe(403)
    expect(refused.body).toEqual({
      code: 'account_suspended',
      message: 'Esta cuenta está suspendida. Comuníquese con el hotel.',
    })
    const before = mailer.sent.length
    await ctx.http('/api/v1/auth/one-time-password/request', {
      method: 'POST',
      body: { email: guest.facts.email },
    })
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(mailer.sent.length).toBe(before)

    // Again: nothing changes, nothing more is recorded.
    const again = await desk(`/clients/${guest.id}/suspend`, { method: 'POST', lang: 'es' })
    expect(again.status).toBe(200)
    expect(again.body.message).toBe(
      `La cuenta de Marta ${guest.facts.last_name} está suspendida: no puede iniciar sesión y sus sesiones se cerraron.`,
    )

    const restored = await desk(`/clients/${guest.id}/restore`, { method: 'POST' })
    expect(restored.status).toBe(200)
    expect(restored.body.message).toBe(
      `The account of Marta ${guest.facts.last_name} is restored: they can sign in again.`,
    )
    expect(restored.body.data.status).toBe('active')
    const es = await desk(`/clients/${guest.id}/restore`, { method: 'POST', lang: 'es' })
    expect(es.body.message).toBe(
      `La cuenta de Marta ${guest.facts.last_name} fue restablecida: puede iniciar sesión de nuevo.`,
    )
    // The session from before the suspension stays ended; signing in again works.
    expect((await me()).status).toBe(401)
    const back = await signIn(guest.facts.email, guestPassword)
    expect(back.status).toBe(200)
    const fresh = await ctx.http('/api/v1/auth/me', {
      headers: { authorization: `Bearer ${back.body.token}` },
    })
    expect(fresh.status).toBe(200)

    const entries = await auditOf(guest.id)
    expect(entries.map((e) => [e.action, e.before, e.after, e.staffUserId])).toEqual([
      ['clients.suspend', { status: 'active' }, { status: 'suspended' }, receptionist.id],
      ['clients.restore', { status: 'suspended' }, { status: 'active' }, receptionist.id],
    ])
  })

  it('shuts out a suspended guest whose session is still open', async () => {
    const guest = await registeredGuest()
    const second = await signIn(guest.facts.email, guestPassword)
    await asOwner(`/clients/${guest.id}/suspend`, { method: 'POST' })
    for (const token of [guest.token, second.body.token])
      expect(
        (
          await ctx.http('/api/v1/profile', {
            method: 'PUT',
            headers: { authorization: `Bearer ${token}` },
            body: {},
          })
        ).status,
      ).toBe(401)
  })
})
