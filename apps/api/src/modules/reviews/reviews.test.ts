import { request } from 'node:http'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { auditLog, comments, contactMessages } from '../../db/schema/index.ts'
import {
  createTestContext,
  memoryMailer,
  registerNewGuest,
  type StaffClient,
  signInOwner,
  staffClient,
  type TestContext,
} from '../../test/harness.ts'
import { completedStay } from './stays.ts'

const mailer = memoryMailer()
let ctx: TestContext
let token: string
let asOwner: StaffClient

beforeAll(async () => {
  ctx = await createTestContext({ RATE_LIMIT_PER_MINUTE: '100000' }, { mailer })
  const rosa = await registerNewGuest(ctx, {
    name: 'Rosa',
    last_name: 'Reseñas',
    email: 'rosa@example.com',
    phone: '+505 8833 4455',
    identification: '161-020290-1111R',
    birth_date: '1985-02-02',
  })
  token = rosa.token
  // One stay for each review this file leaves (one review per stay).
  for (const month of ['01', '02', '03', '04']) await completedStay(ctx, rosa.id, `2026-${month}-10`)
  asOwner = staffClient(ctx, await signInOwner(ctx))
})
afterAll(() => ctx?.close())

const review = (body: unknown, lang = 'en', bearer: string | null = token) =>
  ctx.http('/api/v1/comments', {
    method: 'POST',
    body,
    headers: { 'Accept-Language': lang, ...(bearer ? { Authorization: `Bearer ${bearer}` } : {}) },
  })

describe('reviews', () => {
  it('lets a signed-in guest leave a review under their profile name', async () => {
    const res = await review({ rate: 5, content: 'Quiet rooms and the best breakfast in Estelí.' }, 'es')
    expect(res.status).toBe(201)
    expect(res.body.message).toBe('¡Gracias por su reseña!')
    expect(res.body.data).toMatchObject({
      first_name: 'Rosa',
      last_name: 'R.',
      rate: 5,
      stay_month: '2026-04',
    })
    await review({ rate: 2, content: 'Street noise at night.', first_name: 'R.' })
    await review({ rate: 0, content: 'Nothing worked.' })
  })

  it('lists visible reviews, newest first, with the average of all of them', async () => {
    const res = await ctx.http('/api/v1/comments?per_page=2')
    expect(res.status).toBe(200)
    expect(res.body.data.map((c: { rate: number }) => c.rate)).toEqual([0, 2])
    expect(res.body.summary).toEqual({ average_rate: 2.3, count: 3 })
    expect(res.body.meta).toMatchObject({ total: 3, last_page: 2 })
    expect(JSON.stringify(res.body)).not.toContain('rosa@example.com')
  })

  it('lets staff hide a review, which leaves the list and the average', async () => {
    const list = await ctx.http('/api/v1/comments?order_by=rate&order_direction=asc')
    const worst = list.body.data[0]
    const hide = await asOwner(`/comments/${worst.id}`, { method: 'PATCH', body: { status: 'hidden' } })
    expect(hide.status).toBe(200)
    const [entry] = await ctx.database.db.select().from(auditLog).where(eq(auditLog.entityId, worst.id))
    expect(entry).toMatchObject({
      action: 'reviews.status',
      before: { status: 'active' },
      after: { status: 'hidden' },
    })
    const after = await ctx.http('/api/v1/comments')
    expect(after.body.summary).toEqual({ average_rate: 3.5, count: 2 })
    const byGuest = await ctx.http(`/api/v1/staff/comments/${worst.id}`, {
      method: 'PATCH',
      body: { status: 'active' },
      headers: { Authorization: `Bearer ${token}` },
    })
    expect(byGuest.status).toBe(401)
    const unknown = await asOwner('/comments/00000000-0000-4000-8000-000000000000', {
      method: 'PATCH',
      body: { status: 'active' },
      lang: 'es',
    })
    expect(unknown.body).toEqual({ code: 'comment_not_found', message: 'Reseña no encontrada.' })
  })

  it('shows and stores a review under the profile name and e-mail whatever names are sent, keeping the phone', async () => {
    const res = await review({
      rate: 5,
      content: 'Thank you all for staying with us!',
      first_name: 'Hotel Casa Pinar',
      last_name: '(Management)',
      email: 'info@casapinar.example',
      phone_number: '+505 2713 0000',
    })
    expect(res.status).toBe(201)
    expect(res.body.data).toMatchObject({ first_name: 'Rosa', last_name: 'R.', rate: 5 })
    const [stored] = await ctx.database.db.select().from(comments).where(eq(comments.id, res.body.data.id))
    expect(stored).toMatchObject({
      firstName: 'Rosa',
      lastName: 'Reseñas',
      email: 'rosa@example.com',
      phoneNumber: '+505 2713 0000',
    })
    const list = await ctx.http('/api/v1/comments?per_page=100')
    expect(list.body.data.find((c: { id: string }) => c.id === res.body.data.id)).toMatchObject({
      first_name: 'Rosa',
      last_name: 'R.',
    })
    expect(JSON.stringify(list.body)).not.toContain('Management')
  })

  it.each([
    [{ rate: 6, content: 'x' }, 'rate', 'This field must be at most 5.'],
    [{ rate: -1, content: 'x' }, 'rate', 'This field must be at least 0.'],
    [{ rate: 4.5, content: 'x' }, 'rate', 'This field must be a whole number.'],
    [{ rate: 4, content: ' ' }, 'content', 'This field is required.'],
    [{ rate: 4, content: 'x'.repeat(1001) }, 'content', 'This field must have at most 1000 characters.'],
    [
      { rate: 4, content: 'ok', first_name: 'x'.repeat(51) },
      'first_name',
      'This field must have at most 50 characters.',
    ],
    [{ rate: 4, content: 'ok', email: 'not-an-email' }, 'email', 'Invalid email.'],
    [{ rate: 4, content: 'ok', phone_number: 'call me' }, 'phone_number', 'Enter a valid phone number.'],
  ])('rejects %j', async (body, field, message) => {
    const res = await review(body)
    expect(res.status).toBe(422)
    expect(res.body.errors[field]).toEqual([message])
  })

  it('needs a signed-in guest', async () => {
    expect((await review({ rate: 5, content: 'Anonymous' }, 'en', null)).status).toBe(401)
  })
})

describe('contact', () => {
  const message = {
    name: 'Marta Flores',
    email: 'marta@example.com',
    phone: '(505) 8844-5566',
    subject: 'Group of 8 in March',
    message: 'Do you have three rooms free from 10 to 14 March?',
  }
  /**
   * POST /contact from a real loopback `address` (any of 127.0.0.0/8 reaches the test server): the per-address
   * limit sees it whatever the proxy settings (X-Forwarded-For is not trusted by default).
   */
  const send = (
    body: unknown,
    lang = 'en',
    address = '127.0.5.20',
    // biome-ignore lint/suspicious/noExplicitAny: tests read answers freely
  ): Promise<{ status: number; body: any }> => {
    const data = JSON.stringify(body)
    return new Promise((resolve, reject) => {
      const req = request(
        new URL('/api/v1/contact', ctx.baseUrl),
        {
          method: 'POST',
          localAddress: address,
          headers: {
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(data),
            'accept-language': lang,
          },
        },
        (res) => {
          let text = ''
          res.setEncoding('utf8')
          res.on('data', (chunk) => {
            text += chunk
          })
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(text) }))
        },
      )
      req.on('error', reject)
      req.end(data)
    })
  }

  it('stores the message and mails it to the hotel, replying to the sender', async () => {
    const res = await send(message, 'es')
    expect(res.status).toBe(201)
    expect(res.body.message).toBe('Gracias por escribirnos. Le responderemos pronto.')
    const stored = await ctx.database.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.email, message.email))
    expect(stored).toHaveLength(1)
    await vi.waitFor(() => expect(mailer.last('info@casapinar.example')).toBeTruthy())
    const mail = mailer.last('info@casapinar.example')
    expect(mail?.subject).toBe('Mensaje desde el sitio web: Group of 8 in March')
    expect(mail?.replyTo).toBe('marta@example.com')
    expect(mail?.text).toContain('Do you have three rooms free')
  })

  it('drops a message whose honeypot is filled, answering as usual', async () => {
    const before = mailer.sent.length
    const res = await send(
      { ...message, email: 'robot@example.com', website: 'http://spam.example' },
      'en',
      '127.0.5.21',
    )
    expect(res.status).toBe(201)
    const stored = await ctx.database.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.email, 'robot@example.com'))
    expect(stored).toHaveLength(0)
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(mailer.sent.length).toBe(before)
  })

  it.each([
    [{ ...message, name: '' }, 'name', 'This field is required.'],
    [{ ...message, email: 'marta@' }, 'email', 'Invalid email.'],
    [{ ...message, phone: 'call me' }, 'phone', 'Enter a valid phone number.'],
    [{ ...message, subject: ' ' }, 'subject', 'This field is required.'],
    [{ ...message, message: undefined }, 'message', 'This field is required.'],
  ])('rejects %j', async (body, field, text) => {
    const res = await send(body, 'en', '127.0.5.22')
    expect(res.status).toBe(422)
    expect(res.body.errors[field]).toEqual([text])
  })

  it('limits how often one address can write', async () => {
    const answers = []
    for (let i = 0; i < 6; i++) answers.push((await send(message, 'en', '127.0.5.23')).status)
    expect(answers.slice(0, 5)).toEqual([201, 201, 201, 201, 201])
    expect(answers[5]).toBe(429)
  })
})
