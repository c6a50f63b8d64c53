// Guest reviews: written and read on the site (/api/v1/comments, the path kept from the spec) and moderated by
// staff (/api/v1/staff/comments, permission reviews.moderate).
import { z } from 'zod'
import { email, isoDate, optionalText, phone, requiredText } from './auth.ts'
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

/**
 * A review as the site shows it, and nothing more: the first name and the last name's initial ("Ana R."), the
 * stars, the text, and the month of the stay it tells about (`2026-10`; null for reviews from before stays were
 * required).
 */
export const commentSchema = z.object({
  id: z.uuid(),
  first_name: z.string(),
  last_name: z.string(),
  content: z.string(),
  rate: z.number().int(),
  created_at: z.string(),
  stay_month: z.string().nullable(),
})
export type Comment = z.infer<typeof commentSchema>

/** GET /comments: newest first; `room` keeps the reviews of stays that included that room. */
export const commentListQuery = pagingQuery(['created_at', 'rate']).extend({
  order_direction: z.enum(['asc', 'desc'], { message: 'paging.order_direction' }).default('desc'),
  room: z.coerce
    .number({ message: 'validation.integer' })
    .int({ message: 'validation.integer' })
    .min(1)
    .max(99999)
    .optional(),
})

/**
 * GET /comments/eligibility: whether the signed-in guest may review now: after a stay (checked in or completed)
 * that has no review yet. `message` says why not, in the guest's language.
 */
export const commentEligibilitySchema = z.object({
  eligible: z.boolean(),
  code: z.enum(['stay_required', 'stay_reviewed']).nullable(),
  message: z.string().nullable(),
})
export type CommentEligibility = z.infer<typeof commentEligibilitySchema>

export const commentPageSchema = z.object({
  data: z.array(commentSchema),
  meta: pageMetaSchema,
  /** Over every visible review, not only this page. */
  summary: z.object({ average_rate: z.number().nullable(), count: z.number().int() }),
})

export const commentStatusSchema = z.strictObject({
  status: z.enum(commentStatuses, { message: 'validation.invalid_option' }),
})
export type CommentStatus = (typeof commentStatuses)[number]

// Staff: /api/v1/staff/comments (permission reviews.moderate). Hiding or showing a review is
// PATCH /staff/comments/{id} with `{ status }`: the one way to do it.

/** A review as staff see it: also hidden ones, with the guest's e-mail and account. */
export const staffCommentSchema = commentSchema.extend({
  status: z.enum(commentStatuses),
  email: z.string(),
  client_id: z.uuid().nullable(),
  reservation_id: z.uuid().nullable(),
})
export type StaffComment = z.infer<typeof staffCommentSchema>

/**
 * GET /staff/comments: every review, newest first unless asked otherwise. Filters: `rate` (the stars), `status`,
 * `search` (words in the text or the guest's name or e-mail, case ignored) and `from`/`to` (inclusive days of the
 * hotel's calendar).
 */
export const staffCommentListQuery = pagingQuery(['created_at', 'rate'])
  .extend({
    order_direction: z.enum(['asc', 'desc'], { message: 'paging.order_direction' }).default('desc'),
    rate: z.coerce
      .number({ message: 'validation.number' })
      .int({ message: 'validation.integer' })
      .min(minRate, { message: 'validation.too_small' })
      .max(maxRate, { message: 'validation.too_big' })
      .optional(),
    status: z.enum(commentStatuses, { message: 'validation.invalid_option' }).optional(),
    search: optionalText(100),
    from: isoDate.optional(),
    to: isoDate.optional(),
  })
  .superRefine((query, ctx) => {
    if (query.from && query.to && query.from > query.to)
      ctx.addIssue({ code: 'custom', path: ['to'], message: 'audit.date_order' })
  })
export type StaffCommentListQuery = z.input<typeof staffCommentListQuery>

export const staffCommentPageSchema = z.object({
  data: z.array(staffCommentSchema),
  meta: pageMetaSchema,
  /** How many reviews are hidden and visible over all of them (not only the filtered ones). */
  counts: z.object({ active: z.number().int(), hidden: z.number().int() }),
})

export const staffCommentAnswerSchema = z.object({ message: z.string(), data: staffCommentSchema })
