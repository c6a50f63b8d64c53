import { z } from 'zod'
import { email, phone, requiredText } from './auth.ts'
import { pageMetaSchema, pagingQuery } from './paging.ts'

export const commentStatuses = ['active', 'hidden'] as const
export const minRate = 0
export const maxRate = 5

const optionalName = z
  .string()
  .trim()
  .max(50, { message: 'validation.too_long' })
  .optional()
  .transform((value) => value || undefined)

/**
 * POST /comments: the stars and the text. The spec's `first_name`, `last_name`, `email` and `phone_number` are
 * accepted (and checked), but a signed-in guest's review is always shown and stored under the profile's name and
 * e-mail, so nobody can publish as someone else ("Hotel Casa Pinar (Management)"); a given phone number is kept.
 */
export const commentCreateSchema = z.strictObject({
  rate: z.coerce
    .number({ message: 'validation.number' })
    .int({ message: 'validation.integer' })
    .min(minRate, { message: 'validation.too_small' })
    .max(maxRate, { message: 'validation.too_big' }),
  content: requiredText(1000),
  first_name: optionalName,
  last_name: optionalName,
  email: email.optional(),
  phone_number: phone.optional(),
})
export type CommentCreate = z.input<typeof commentCreateSchema>

export const commentSchema = z.object({
  id: z.uuid(),
  first_name: z.string(),
  last_name: z.string(),
  content: z.string(),
  rate: z.number().int(),
  status: z.enum(commentStatuses),
  created_at: z.string(),
})
export type Comment = z.infer<typeof commentSchema>

export const commentListQuery = pagingQuery(['created_at', 'rate']).extend({
  order_direction: z.enum(['asc', 'desc'], { message: 'paging.order_direction' }).default('desc'),
})

export const commentPageSchema = z.object({
  data: z.array(commentSchema),
  meta: pageMetaSchema,
  /** Over every visible review, not only this page. */
  summary: z.object({ average_rate: z.number().nullable(), count: z.number().int() }),
})

export const commentStatusSchema = z.strictObject({
  status: z.enum(commentStatuses, { message: 'validation.invalid_option' }),
})

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
