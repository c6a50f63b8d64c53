// Promotions as staff manage them: /api/v1/staff/promotions.
import { z } from 'zod'
import { isoDate, optionalText, storable, storableText } from './auth.ts'
import { pageSchema, pagingQuery } from './paging.ts'
import { promotionSchema, promotionStatuses } from './rooms.ts'

/** The discount's bounds, in whole percent (the database checks the same). */
export const promotionDiscount = { min: 1, max: 90 } as const
export const promotionNameLength = { min: 3, max: 100 } as const
export const promotionCodeLength = { min: 3, max: 40 } as const
/** How many rooms one promotion may name. */
export const maxPromotionRooms = 500

const name = z
  .string({ message: 'validation.required' })
  .trim()
  .min(promotionNameLength.min, { message: 'validation.too_short' })
  .max(promotionNameLength.max, { message: 'validation.too_long' })
  .refine(storableText, storable)

/** Letters, digits, - and _; kept in capitals (a guest may type it in any case). */
const code = z
  .string({ message: 'validation.required' })
  .trim()
  .min(promotionCodeLength.min, { message: 'validation.too_short' })
  .max(promotionCodeLength.max, { message: 'validation.too_long' })
  .regex(/^[A-Za-z0-9_-]+$/, { message: 'promotions.code_format' })
  .transform((value) => value.toUpperCase())

const discount = z
  .number({ error: (issue) => (issue.input === undefined ? 'validation.required' : 'validation.number') })
  .int({ message: 'validation.integer' })
  .min(promotionDiscount.min, { message: 'validation.too_small' })
  .max(promotionDiscount.max, { message: 'validation.too_big' })

const roomNumber = z
  .number({ error: (issue) => (issue.input === undefined ? 'validation.required' : 'validation.number') })
  .int({ message: 'validation.integer' })
  .min(1, { message: 'validation.too_small' })
  .max(2_147_483_647, { message: 'validation.too_big' })

const roomList = z
  .array(roomNumber, { message: 'validation.invalid' })
  .min(1, { message: 'promotions.rooms_required' })
  .max(maxPromotionRooms, { message: 'validation.too_big' })
  .transform((numbers) => [...new Set(numbers)].sort((a, b) => a - b))

export type PromotionStatus = (typeof promotionStatuses)[number]
const status = z.enum(promotionStatuses, { message: 'validation.invalid_option' })

/** start_at on or before expired_at, both included. */
function refinePromotionDates(value: { start_at?: string; expired_at?: string }, ctx: z.RefinementCtx) {
  if (value.start_at && value.expired_at && value.expired_at < value.start_at)
    ctx.addIssue({ code: 'custom', path: ['expired_at'], message: 'promotions.date_order' })
}

/**
 * POST /staff/promotions: `discount` percent off the nights from `start_at` to `expired_at` (both included) of
 * the rooms it names. Name (case ignored) and code (case ignored) are unique: 409 promotion_name_taken and
 * promotion_code_taken.
 */
export const promotionCreateSchema = z
  .strictObject({
    name,
    promotional_code: code,
    discount,
    start_at: isoDate,
    expired_at: isoDate,
    status: status.default('active'),
    rooms: roomList,
  })
  .superRefine(refinePromotionDates)
export type PromotionCreate = z.input<typeof promotionCreateSchema>

/** PATCH /staff/promotions/{id}: any of the fields; the dates after the change stay in order. */
export const promotionUpdateSchema = z
  .strictObject({
    name: name.optional(),
    promotional_code: code.optional(),
    discount: discount.optional(),
    start_at: isoDate.optional(),
    expired_at: isoDate.optional(),
    status: status.optional(),
    rooms: roomList.optional(),
  })
  .superRefine(refinePromotionDates)
export type PromotionUpdate = z.input<typeof promotionUpdateSchema>

/** PUT /staff/promotions/{id}/status. */
export const promotionStatusSchema = z.strictObject({ status })

export const promotionIdParams = z.object({ id: z.uuid({ message: 'validation.uuid' }) })

/** GET /staff/promotions: `search` in the name or the code; `status` filter; paged. */
export const promotionListQuery = pagingQuery([
  'start_at',
  'name',
  'expired_at',
  'discount',
  'created_at',
]).extend({
  search: optionalText(100),
  status: status.optional(),
})
export type PromotionListQuery = z.input<typeof promotionListQuery>

export const staffPromotionSchema = promotionSchema.extend({ created_at: z.string() })
export type StaffPromotion = z.infer<typeof staffPromotionSchema>
export const promotionPageSchema = pageSchema(staffPromotionSchema)
export const promotionAnswerSchema = z.object({ message: z.string(), data: staffPromotionSchema })
