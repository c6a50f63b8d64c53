import type {
  ContactMessageDetail,
  ContactReply,
  ContactStatus,
  contactMessageListQuery,
  contactReplyCreateSchema,
  StaffContactMessage,
} from '@hotel/contract'
import { and, asc, count, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm'
import type { z } from 'zod'
import type { Db } from '../../db/client.ts'
import { contactMessages, contactReplies, staffUsers } from '../../db/schema/index.ts'
import type { Actor } from '../../http/auth.ts'
import { AppError } from '../../http/errors.ts'
import { escapeHtml } from '../../http/html.ts'
import { translate } from '../../http/messages/index.ts'
import { pageOf, pageWindow } from '../../http/paging.ts'
import type { Mail, Mailer } from '../../integrations/mail.ts'
import { deliverSoon, enqueueIn } from '../../integrations/mail-outbox.ts'
import { longHotelDay } from '../../lib/format.ts'
import { recordAudit, recordStatusChange } from '../audit/record.ts'
import { getHotel } from '../settings/service.ts'

// The contact inbox as staff read and answer it: /staff/contact-messages.

type MessageRow = typeof contactMessages.$inferSelect

const messageNotFound = () => new AppError('contact_message_not_found', 'contact.not_found')

// The outer row's id, qualified: drizzle writes a lone column of a one-table select without its table, which
// inside the subquery would name the reply's own id.
const messageId = sql.raw('"contact_messages"."id"')
const replyCount = sql<number>`(select count(*)::int from ${contactReplies} r where r.message_id = ${messageId})`

const toMessage = (row: MessageRow, replies: number): StaffContactMessage => ({
  id: row.id,
  name: row.name,
  email: row.email,
  phone: row.phone,
  subject: row.subject,
  message: row.message,
  locale: row.locale,
  status: row.status,
  replies,
  created_at: row.createdAt.toISOString(),
})

const escapeLike = (text: string) => text.replace(/[\\%_]/g, '\\$&')

/** GET /staff/contact-messages: newest first, by status and words (name, e-mail, subject, text); the new count. */
export async function listContactMessages(db: Db, query: z.output<typeof contactMessageListQuery>) {
  const conditions: SQL[] = []
  if (query.status) conditions.push(eq(contactMessages.status, query.status))
  for (const word of (query.search ?? '').split(/\s+/).filter(Boolean).slice(0, 6)) {
    const pattern = `%${escapeLike(word)}%`
    const match = or(
      ilike(contactMessages.name, pattern),
      ilike(contactMessages.email, pattern),
      ilike(contactMessages.subject, pattern),
      ilike(contactMessages.message, pattern),
    )
    if (match) conditions.push(match)
  }
  const where = conditions.length ? and(...conditions) : undefined
  const direction = query.order_direction === 'asc' ? asc : desc
  const { limit, offset } = pageWindow(query)
  const [rows, [total], [fresh]] = await Promise.all([
    db
      .select({ message: contactMessages, replies: replyCount })
      .from(contactMessages)
      .where(where)
      .orderBy(direction(contactMessages.createdAt), asc(contactMessages.id))
      .limit(limit)
      .offset(offset),
    db.select({ value: count() }).from(contactMessages).where(where),
    db.select({ value: count() }).from(contactMessages).where(eq(contactMessages.status, 'new')),
  ])
  return {
    ...pageOf(
      rows.map((row) => toMessage(row.message, row.replies)),
      total?.value ?? 0,
      query,
    ),
    new_count: fresh?.value ?? 0,
  }
}

/** GET /staff/contact-messages/{id}: the message and its replies, oldest first, with who sent each. */
export async function contactMessageDetail(db: Db, id: string): Promise<ContactMessageDetail> {
  const [row] = await db.select().from(contactMessages).where(eq(contactMessages.id, id))
  if (!row) throw messageNotFound()
  const replies = await db
    .select({
      reply: contactReplies,
      staff: { id: staffUsers.id, name: staffUsers.name, last_name: staffUsers.lastName },
    })
    .from(contactReplies)
    .leftJoin(staffUsers, eq(staffUsers.id, contactReplies.staffUserId))
    .where(eq(contactReplies.messageId, id))
    .orderBy(asc(contactReplies.createdAt), asc(contactReplies.id))
  const replyList: ContactReply[] = replies.map(({ reply, staff }) => ({
    id: reply.id,
    subject: reply.subject,
    body: reply.body,
    staff: staff?.id ? { id: staff.id, name: staff.name, last_name: staff.last_name } : null,
    created_at: reply.createdAt.toISOString(),
  }))
  return { ...toMessage(row, replyList.length), reply_list: replyList }
}

/** The reply as the sender receives it: in the language they wrote in, their message quoted below. */
function replyMail(
  message: MessageRow,
  reply: { subject: string; body: string },
  hotel: { name: string; email: string },
): Mail {
  const t = (key: Parameters<typeof translate>[1], params?: Parameters<typeof translate>[2]) =>
    translate(message.locale, key, params)
  const date = longHotelDay(message.locale, message.createdAt)
  const lines = [
    t('mail.contact_reply.greeting', { name: message.name }),
    '',
    reply.body,
    '',
    t('mail.contact_reply.signature'),
    hotel.name,
    '',
    '—',
    t('mail.contact_reply.quote', { date }),
    ...message.message.split('\n').map((line) => `> ${line}`),
  ]
  const text = lines.join('\n')
  return {
    to: message.email,
    subject: reply.subject,
    text,
    html: `<!doctype html><html><body style="font-family:Arial,sans-serif;white-space:pre-wrap">${escapeHtml(text)}</body></html>`,
    replyTo: hotel.email,
  }
}

/**
 * POST /staff/contact-messages/{id}/replies: records the reply, marks the message answered (both audited) and
 * enqueues its mail to the sender in the outbox, in one transaction, so the reply is never recorded unmailed.
 */
export async function replyToMessage(
  deps: { db: Db; mailer: Mailer },
  actor: Actor,
  id: string,
  input: z.output<typeof contactReplyCreateSchema>,
): Promise<{ detail: ContactMessageDetail; email: string }> {
  const { db } = deps
  const message = await db.transaction(async (tx) => {
    const [row] = await tx.select().from(contactMessages).where(eq(contactMessages.id, id)).for('update')
    if (!row) throw messageNotFound()
    const [reply] = await tx
      .insert(contactReplies)
      .values({ messageId: id, staffUserId: actor.staffId, subject: input.subject, body: input.body })
      .returning({ id: contactReplies.id })
    if (!reply) throw new Error('reply not inserted')
    if (row.status !== 'answered')
      await tx.update(contactMessages).set({ status: 'answered' }).where(eq(contactMessages.id, id))
    await recordAudit(tx, actor, {
      action: 'inbox.reply',
      entity: 'contact_message',
      entityId: id,
      before: { status: row.status },
      after: { status: 'answered', reply_id: reply.id, subject: input.subject, to: row.email },
    })
    // The reply's mail is enqueued with the reply it carries: both commit, or neither.
    await enqueueIn(deps.mailer, tx, replyMail(row, input, await getHotel(tx)))
    return row
  })
  deliverSoon(deps.mailer)
  return { detail: await contactMessageDetail(db, id), email: message.email }
}

/** PATCH /staff/contact-messages/{id}: answered (by phone, say) or new again; the same status records nothing. */
export async function setContactStatus(
  db: Db,
  actor: Actor,
  id: string,
  status: ContactStatus,
): Promise<ContactMessageDetail> {
  await db.transaction(async (tx) => {
    const [row] = await tx.select().from(contactMessages).where(eq(contactMessages.id, id)).for('update')
    if (!row) throw messageNotFound()
    if (row.status === status) return
    await tx.update(contactMessages).set({ status }).where(eq(contactMessages.id, id))
    await recordStatusChange(tx, actor, 'inbox.status', 'contact_message', id, row.status, status)
  })
  return contactMessageDetail(db, id)
}
