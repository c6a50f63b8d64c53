import { replySubject } from '@hotel/contract'
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { auditLog, contactMessages, contactReplies } from '../../db/schema/index.ts'
import type { Mail } from '../../integrations/mail.ts'
import {
  createTestContext,
  memoryMailer,
  type StaffClient,
  signInNewStaff,
  signInOwner,
  staffClient,
  type TestContext,
} from '../../test/harness.ts'

const mailer = memoryMailer()
let ctx: TestContext
let asOwner: StaffClient
let desk: StaffClient
let asHousekeeper: StaffClient
let receptionistId: string
const ids: Record<string, string> = {}

beforeAll(async () => {
  ctx = await createTestContext({ RATE_LIMIT_EXEMPT: '127.0.0.1' }, { mailer })
  asOwner = staffClient(ctx, await signInOwner(ctx))
  const receptionist = await signInNewStaff(ctx, { roles: ['receptionist'], name: 'Lucía' })
  receptionistId = receptionist.id
  desk = staffClient(ctx, receptionist)
  asHousekeeper = staffClient(ctx, await signInNewStaff(ctx, { roles: ['housekeeper'] }))
  const messages = [
    {
      key: 'group',
      name: 'Marta Flores',
      email: 'marta@example.com',
      subject: 'Group of 8 in March',
      message: 'Do you have three rooms free from 10 to 14 March?\nWe arrive by bus.',
      locale: 'en' as const,
      at: '2026-02-01T15:00:00Z',
    },
    {
      key: 'parking',
      name: 'José Pérez',
      email: 'jose@example.com',
      subject: 'Estacionamiento',
      message: '¿Tienen estacionamiento para un microbús?',
      locale: 'es' as const,
      at: '2026-02-03T15:00:00Z',
    },
    {
      key: 'invoice',
      name: 'Acme Tours',
      email: 'billing@acme.example',
      subject: 'Invoice copy',
      message: 'Please send the invoice again.',
      locale: 'en' as const,
      at: '2026-02-05T15:00:00Z',
    },
  ]
  for (const { key, at, ...message } of messages) {
    const [row] = await ctx.database.db
      .insert(contactMessages)
      .values({ ...message, phone: '+505 8844 5566', createdAt: new Date(at) })
      .returning({ id: contactMessages.id })
    if (row) ids[key] = row.id
  }
})
afterAll(() => ctx?.close())

const keysOf = (list: { id: string }[]) =>
  list.map((item) => Object.entries(ids).find(([, id]) => id === item.id)?.[0])

const mailsTo = (to: string) => mailer.sent.filter((mail: Mail) => mail.to === to)

describe('contact inbox', () => {
  it('lists the messages newest first with the count of new ones; filters by status and words', async () => {
    const res = await desk('/contact-messages')
    expect(res.status).toBe(200)
    expect(keysOf(res.body.data)).toEqual(['invoice', 'parking', 'group'])
    expect(res.body.data[2]).toMatchObject({ status: 'new', locale: 'en', replies: 0, name: 'Marta Flores' })
    expect(res.body.new_count).toBe(3)
    expect(keysOf((await desk('/contact-messages?search=microbús')).body.data)).toEqual(['parking'])
    expect(keysOf((await desk('/contact-messages?search=acme invoice')).body.data)).toEqual(['invoice'])
    expect(keysOf((await desk('/contact-messages?search=MARTA')).body.data)).toEqual(['group'])
    expect(keysOf((await desk('/contact-messages?status=answered')).body.data)).toEqual([])
    const page = await desk('/contact-messages?per_page=2&page=2&order_direction=asc')
    expect(keysOf(page.body.data)).toEqual(['invoice'])
    expect(page.body.meta).toMatchObject({ total: 3, last_page: 2 })
  })

  it('shows one message with no replies yet', async () => {
    const res = await desk(`/contact-messages/${ids.group}`)
    expect(res.status).toBe(200)
    expect(res.body.data).toMatchObject({
      subject: 'Group of 8 in March',
      email: 'marta@example.com',
      status: 'new',
      reply_list: [],
    })
  })

  it('records a reply, marks the message answered and mails the sender in their language after the answer', async () => {
    const res = await desk(`/contact-messages/${ids.parking}/replies`, {
      method: 'POST',
      body: { subject: replySubject('Estacionamiento'), body: 'Sí, tenemos estacionamiento techado.' },
    })
    expect(res.status).toBe(201)
    expect(res.body.message).toBe('Your reply has been sent to jose@example.com.')
    expect(res.body.data).toMatchObject({ status: 'answered', replies: 1 })
    expect(res.body.data.reply_list).toEqual([
      expect.objectContaining({
        subject: 'Re: Estacionamiento',
        body: 'Sí, tenemos estacionamiento techado.',
        staff: { id: receptionistId, name: 'Lucía', last_name: 'Desk' },
      }),
    ])
    await vi.waitFor(() => expect(mailsTo('jose@example.com')).toHaveLength(1))
    const [mail] = mailsTo('jose@example.com')
    expect(mail?.subject).toBe('Re: Estacionamiento')
    expect(mail?.replyTo).toBe('info@casapinar.example')
    expect(mail?.text).toContain('Hola, José Pérez:')
    expect(mail?.text).toContain('Sí, tenemos estacionamiento techado.')
    expect(mail?.text).toContain('Saludos cordiales,')
    expect(mail?.text).toContain('Su mensaje del 3 de febrero de 2026:')
    expect(mail?.text).toContain('> ¿Tienen estacionamiento para un microbús?')
    const [stored] = await ctx.database.db
      .select()
      .from(contactReplies)
      .where(eq(contactReplies.messageId, ids.parking as string))
    expect(stored).toMatchObject({ staffUserId: receptionistId, subject: 'Re: Estacionamiento' })
    const [entry] = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'contact_message'), eq(auditLog.entityId, ids.parking as string)))
    expect(entry).toMatchObject({
      action: 'inbox.reply',
      staffUserId: receptionistId,
      before: { status: 'new' },
      after: { status: 'answered', subject: 'Re: Estacionamiento', to: 'jose@example.com' },
    })
    const list = await desk('/contact-messages?status=new')
    expect(keysOf(list.body.data)).toEqual(['invoice', 'group'])
    expect(list.body.new_count).toBe(2)
  })

  it('mails an English sender in English, and answers the staff member in their language', async () => {
    const res = await desk(`/contact-messages/${ids.group}/replies`, {
      method: 'POST',
      body: { subject: 'Re: Group of 8 in March', body: 'Yes, we hold three rooms for you.' },
      lang: 'es',
    })
    expect(res.status).toBe(201)
    expect(res.body.message).toBe('Su respuesta se envió a marta@example.com.')
    await vi.waitFor(() => expect(mailsTo('marta@example.com')).toHaveLength(1))
    const [mail] = mailsTo('marta@example.com')
    expect(mail?.text).toContain('Hello Marta Flores,')
    expect(mail?.text).toContain('Kind regards,')
    expect(mail?.text).toContain('Your message of February 1, 2026:')
    expect(mail?.text).toContain('> We arrive by bus.')
    expect(mail?.html).not.toContain('<script')
    // A second reply is kept too, after the first.
    await desk(`/contact-messages/${ids.group}/replies`, {
      method: 'POST',
      body: { subject: 'Re: Group of 8 in March', body: 'The bus stop is at the corner.' },
    })
    const detail = await desk(`/contact-messages/${ids.group}`)
    expect(detail.body.data.reply_list.map((r: { body: string }) => r.body)).toEqual([
      'Yes, we hold three rooms for you.',
      'The bus stop is at the corner.',
    ])
    const list = await desk('/contact-messages')
    const counts = Object.fromEntries(
      list.body.data.map((m: { id: string; replies: number }) => [m.id, m.replies]),
    )
    expect([
      counts[ids.group as string],
      counts[ids.parking as string],
      counts[ids.invoice as string],
    ]).toEqual([2, 1, 0])
  })

  it('marks a message answered without a reply, and new again; the same status records nothing', async () => {
    const answered = await desk(`/contact-messages/${ids.invoice}`, {
      method: 'PATCH',
      body: { status: 'answered' },
    })
    expect(answered.status).toBe(200)
    expect(answered.body.message).toBe('The message is marked as answered.')
    expect(answered.body.data.status).toBe('answered')
    const again = await desk(`/contact-messages/${ids.invoice}`, {
      method: 'PATCH',
      body: { status: 'answered' },
      lang: 'es',
    })
    expect(again.body.message).toBe('El mensaje está marcado como respondido.')
    const fresh = await desk(`/contact-messages/${ids.invoice}`, {
      method: 'PATCH',
      body: { status: 'new' },
      lang: 'es',
    })
    expect(fresh.body.message).toBe('El mensaje está marcado como nuevo.')
    const entries = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'contact_message'), eq(auditLog.entityId, ids.invoice as string)))
      .orderBy(auditLog.createdAt)
    expect(entries.map((e) => [e.action, e.after])).toEqual([
      ['inbox.status', { status: 'answered' }],
      ['inbox.status', { status: 'new' }],
    ])
    expect(mailsTo('billing@acme.example')).toHaveLength(0)
    const en = await desk(`/contact-messages/${ids.invoice}`, { method: 'PATCH', body: { status: 'new' } })
    expect(en.body.message).toBe('The message is marked as new.')
  })

  it.each([
    ['en', { subject: ' ', body: 'x' }, 'subject', 'This field is required.'],
    ['es', { subject: 'Re: x', body: '' }, 'body', 'Este campo es obligatorio.'],
    [
      'en',
      { subject: 'x'.repeat(201), body: 'x' },
      'subject',
      'This field must have at most 200 characters.',
    ],
    ['en', { subject: 'x', body: 'x'.repeat(5001) }, 'body', 'This field must have at most 5000 characters.'],
  ])('refuses a bad reply (%s %j), recording and mailing nothing', async (lang, body, field, message) => {
    const sent = mailer.sent.length
    const res = await desk(`/contact-messages/${ids.invoice}/replies`, { method: 'POST', body, lang })
    expect(res.status).toBe(422)
    expect(res.body.errors[field]).toEqual([message])
    const replies = await ctx.database.db
      .select()
      .from(contactReplies)
      .where(eq(contactReplies.messageId, ids.invoice as string))
    expect(replies).toHaveLength(0)
    expect(mailer.sent.length).toBe(sent)
  })

  it('answers 404 for an unknown message, en and es', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000'
    const en = await desk(`/contact-messages/${unknown}`)
    expect(en.status).toBe(404)
    expect(en.body).toEqual({ code: 'contact_message_not_found', message: 'Message not found.' })
    const es = await desk(`/contact-messages/${unknown}/replies`, {
      method: 'POST',
      body: { subject: 'Re: x', body: 'y' },
      lang: 'es',
    })
    expect(es.status).toBe(404)
    expect(es.body.message).toBe('Mensaje no encontrado.')
    const status = await desk(`/contact-messages/${unknown}`, { method: 'PATCH', body: { status: 'new' } })
    expect(status.status).toBe(404)
  })

  it('needs inbox.view: a housekeeper gets 403 everywhere, a guest 401', async () => {
    expect((await asHousekeeper('/contact-messages')).status).toBe(403)
    expect((await asHousekeeper(`/contact-messages/${ids.group}`)).status).toBe(403)
    const reply = await asHousekeeper(`/contact-messages/${ids.group}/replies`, {
      method: 'POST',
      body: { subject: 'Re: x', body: 'y' },
    })
    expect(reply.status).toBe(403)
    const status = await asHousekeeper(`/contact-messages/${ids.group}`, {
      method: 'PATCH',
      body: { status: 'new' },
    })
    expect(status.status).toBe(403)
    expect((await ctx.http('/api/v1/staff/contact-messages')).status).toBe(401)
    expect((await asOwner('/contact-messages')).status).toBe(200)
  })

  it('starts a reply subject with "Re: " once', () => {
    expect(replySubject('Group of 8')).toBe('Re: Group of 8')
    expect(replySubject('RE: Group of 8')).toBe('RE: Group of 8')
  })
})
