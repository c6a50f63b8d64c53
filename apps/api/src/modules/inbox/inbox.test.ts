import { replySubject } from '@hotel/contract'
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { auditLog, contactMessages, contactReplies } from '../../db/schema/index.ts'
import type { Mail } from '../../integrations/mail.ts'
import {
  createStaff,
  createTestContext,
  memoryMailer,
  ownerPassword,
  type StaffAuth,
  staffHeaders,
  staffLogin,
  type TestContext,
} from '../../test/harness.ts'

const mailer = memoryMailer()
let ctx: TestContext
let owner: StaffAuth
let receptionist: StaffAuth
let housekeeper: StaffAuth
let receptionistId: string
const password = 'front-desk-2026'
const ids: Record<string, string> = {}

beforeAll(async () => {
  ctx = await createTestContext({ RATE_LIMIT_EXEMPT: '127.0.0.1' }, { mailer })
  owner = await staffLogin(ctx, ctx.config.SEED_OWNER_EMAIL, ownerPassword)
  receptionistId = await createStaff(ctx, {
    email: 'desk@casapinar.example',
    password,
    roles: ['receptionist'],
    name: 'Lucía',
  })
  receptionist = await staffLogin(ctx, 'desk@casapinar.example', password)
  await createStaff(ctx, { email: 'rooms@casapinar.example', password, roles: ['housekeeper'] })
  housekeeper = await staffLogin(ctx, 'rooms@casapinar.example', password)
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

function asStaff(
  path: string,
  init: { method?: string; body?: unknown; lang?: string; who?: StaffAuth } = {},
) {
  return ctx.http(`/api/v1/staff${path}`, {
    method: init.method ?? 'GET',
    body: init.body,
    headers: staffHeaders(init.who ?? receptionist, { 'Accept-Language': init.lang ?? 'en' }),
  })
}

const keysOf = (list: { id: string }[]) =>
  list.map((item) => Object.entries(ids).find(([, id]) => id === item.id)?.[0])

const mailsTo = (to: string) => mailer.sent.filter((mail: Mail) => mail.to === to)

describe('contact inbox', () => {
  it('lists the messages newest first with the count of new ones; filters by status and words', async () => {
    const res = await asStaff('/contact-messages')
    expect(res.status).toBe(200)
    expect(keysOf(res.body.data)).toEqual(['invoice', 'parking', 'group'])
    expect(res.body.data[2]).toMatchObject({ status: 'new', locale: 'en', replies: 0, name: 'Marta Flores' })
    expect(res.body.new_count).toBe(3)
    expect(keysOf((await asStaff('/contact-messages?search=microbús')).body.data)).toEqual(['parking'])
    expect(keysOf((await asStaff('/contact-messages?search=acme invoice')).body.data)).toEqual(['invoice'])
    expect(keysOf((await asStaff('/contact-messages?search=MARTA')).body.data)).toEqual(['group'])
    expect(keysOf((await asStaff('/contact-messages?status=answered')).body.data)).toEqual([])
    const page = await asStaff('/contact-messages?per_page=2&page=2&order_direction=asc')
    expect(keysOf(page.body.data)).toEqual(['invoice'])
    expect(page.body.meta).toMatchObject({ total: 3, last_page: 2 })
  })

  it('shows one message with no replies yet', async () => {
    const res = await asStaff(`/contact-messages/${ids.group}`)
    expect(res.status).toBe(200)
    expect(res.body.data).toMatchObject({
      subject: 'Group of 8 in March',
      email: 'marta@example.com',
      status: 'new',
      reply_list: [],
    })
  })

  it('records a reply, marks the message answered and mails the sender in their language after the answer', async () => {
    const res = await asStaff(`/contact-messages/${ids.parking}/replies`, {
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
    const list = await asStaff('/contact-messages?status=new')
    expect(keysOf(list.body.data)).toEqual(['invoice', 'group'])
    expect(list.body.new_count).toBe(2)
  })

  it('mails an English sender in English, and answers the staff member in their language', async () => {
    const res = await asStaff(`/contact-messages/${ids.group}/replies`, {
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
    await asStaff(`/contact-messages/${ids.group}/replies`, {
      method: 'POST',
      body: { subject: 'Re: Group of 8 in March', body: 'The bus stop is at the corner.' },
    })
    const detail = await asStaff(`/contact-messages/${ids.group}`)
    expect(detail.body.data.reply_list.map((r: { body: string }) => r.body)).toEqual([
      'Yes, we hold three rooms for you.',
      'The bus stop is at the corner.',
    ])
    const list = await asStaff('/contact-messages')
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
    const answered = await asStaff(`/contact-messages/${ids.invoice}`, {
      method: 'PATCH',
      body: { status: 'answered' },
    })
    expect(answered.status).toBe(200)
    expect(answered.body.message).toBe('The message is marked as answered.')
    expect(answered.body.data.status).toBe('answered')
    const again = await asStaff(`/contact-messages/${ids.invoice}`, {
      method: 'PATCH',
      body: { status: 'answered' },
      lang: 'es',
    })
    expect(again.body.message).toBe('El mensaje está marcado como respondido.')
    const fresh = await asStaff(`/contact-messages/${ids.invoice}`, {
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
    const en = await asStaff(`/contact-messages/${ids.invoice}`, { method: 'PATCH', body: { status: 'new' } })
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
    const res = await asStaff(`/contact-messages/${ids.invoice}/replies`, { method: 'POST', body, lang })
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
    const en = await asStaff(`/contact-messages/${unknown}`)
    expect(en.status).toBe(404)
    expect(en.body).toEqual({ code: 'contact_message_not_found', message: 'Message not found.' })
    const es = await asStaff(`/contact-messages/${unknown}/replies`, {
      method: 'POST',
      body: { subject: 'Re: x', body: 'y' },
      lang: 'es',
    })
    expect(es.status).toBe(404)
    expect(es.body.message).toBe('Mensaje no encontrado.')
    const status = await asStaff(`/contact-messages/${unknown}`, { method: 'PATCH', body: { status: 'new' } })
    expect(status.status).toBe(404)
  })

  it('needs inbox.view: a housekeeper gets 403 everywhere, a guest 401', async () => {
    expect((await asStaff('/contact-messages', { who: housekeeper })).status).toBe(403)
    expect((await asStaff(`/contact-messages/${ids.group}`, { who: housekeeper })).status).toBe(403)
    const reply = await asStaff(`/contact-messages/${ids.group}/replies`, {
      method: 'POST',
      body: { subject: 'Re: x', body: 'y' },
      who: housekeeper,
    })
    expect(reply.status).toBe(403)
    const status = await asStaff(`/contact-messages/${ids.group}`, {
      method: 'PATCH',
      body: { status: 'new' },
      who: housekeeper,
    })
    expect(status.status).toBe(403)
    expect((await ctx.http('/api/v1/staff/contact-messages')).status).toBe(401)
    expect((await asStaff('/contact-messages', { who: owner })).status).toBe(200)
  })

  it('starts a reply subject with "Re: " once', () => {
    expect(replySubject('Group of 8')).toBe('Re: Group of 8')
    expect(replySubject('RE: Group of 8')).toBe('RE: Group of 8')
  })
})
