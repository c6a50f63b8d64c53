// The contact inbox: the site's contact form (POST /api/v1/contact) and the messages as staff read and answer
// them (/api/v1/staff/contact-messages, permission inbox.view).
import { z } from 'zod'
import { email, optionalText, phone, requiredText } from './auth.ts'
import { locales } from './locales.ts'
import { pageMetaSchema, pagingQuery } from './paging.ts'

export const contactStatuses = ['new', 'answered'] as const
export type ContactStatus = (typeof contactStatuses)[number]

/** POST /contact. `website` is a honeypot: people leave it empty, form-filling robots do not. */
export const contactSchema = z.strictObject({
  name: requiredText(100),
  email,
  phone,
  subject: requiredText(150),
  message: requiredText(3000),
  website: z.string().max(200).optional(),
})
export type ContactMessage = z.input<typeof contactSchema>

export const contactReplySchema = z.object({
  id: z.uuid(),
  subject: z.string(),
  body: z.string(),
  /** Who answered; null once their account is deleted. */
  staff: z.object({ id: z.uuid(), name: z.string(), last_name: z.string() }).nullable(),
  created_at: z.string(),
})
export type ContactReply = z.infer<typeof contactReplySchema>

export const contactMessageSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  subject: z.string(),
  message: z.string(),
  /** The language the sender wrote in: the reply's mail is in it. */
  locale: z.enum(locales),
  status: z.enum(contactStatuses),
  replies: z.number().int(),
  created_at: z.string(),
})
export type StaffContactMessage = z.infer<typeof contactMessageSchema>

export const contactMessageDetailSchema = contactMessageSchema.extend({
  reply_list: z.array(contactReplySchema),
})
export type ContactMessageDetail = z.infer<typeof contactMessageDetailSchema>

/** GET /staff/contact-messages: newest first; `status` new or answered; `search` in name, e-mail, subject and text. */
export const contactMessageListQuery = pagingQuery(['created_at']).extend({
  order_direction: z.enum(['asc', 'desc'], { message: 'paging.order_direction' }).default('desc'),
  status: z.enum(contactStatuses, { message: 'validation.invalid_option' }).optional(),
  search: optionalText(100),
})
export type ContactMessageListQuery = z.input<typeof contactMessageListQuery>

export const contactMessagePageSchema = z.object({
  data: z.array(contactMessageSchema),
  meta: pageMetaSchema,
  /** New messages in the whole inbox, whatever the filters. */
  new_count: z.number().int(),
})

export const contactMessageIdParams = z.object({ id: z.uuid({ message: 'validation.uuid' }) })

/** POST /staff/contact-messages/{id}/replies: mailed to the sender, recorded, and the message is answered. */
export const contactReplyCreateSchema = z.strictObject({
  subject: requiredText(200),
  body: requiredText(5000),
})
export type ContactReplyCreate = z.input<typeof contactReplyCreateSchema>

/** PATCH /staff/contact-messages/{id}: mark answered (say, answered by phone) or new again, without a reply. */
export const contactStatusUpdateSchema = z.strictObject({
  status: z.enum(contactStatuses, { message: 'validation.invalid_option' }),
})

export const contactMessageAnswerSchema = z.object({ message: z.string(), data: contactMessageDetailSchema })

/** The subject a reply starts with: "Re: " once, whatever the message's subject already says. */
export const replySubject = (subject: string) =>
  /^re:/i.test(subject.trim()) ? subject.trim() : `Re: ${subject.trim()}`
