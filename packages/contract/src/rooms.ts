import { z } from 'zod'
import { isoDate } from './auth.ts'
import { hotelToday } from './dates.ts'
import { pagingQuery } from './paging.ts'

export const roomTypes = ['single', 'double', 'triple', 'multiple'] as const
export type RoomType = (typeof roomTypes)[number]
export const bedTypes = ['full', 'queen', 'king'] as const
export const roomStatuses = ['available', 'reserved', 'cleaning', 'maintenance'] as const
export const promotionStatuses = ['active', 'inactive'] as const

/** Check-in before check-out, check-in not in the past (the hotel's calendar). */
export function refineStay(
  stay: { check_in?: string; check_out?: string },
  ctx: z.RefinementCtx,
  today = hotelToday(),
) {
  if (!stay.check_in || !stay.check_out) return
  if (stay.check_out <= stay.check_in) {
    ctx.addIssue({ code: 'custom', path: ['check_out'], message: 'validation.date_order' })
  } else if (stay.check_in < today) {
    ctx.addIssue({ code: 'custom', path: ['check_in'], message: 'validation.date_past' })
  }
}

/** Optional stay dates that come together, then `refineStay`. */
export function refineDates(stay: { check_in?: string; check_out?: string }, ctx: z.RefinementCtx) {
  if (Boolean(stay.check_in) !== Boolean(stay.check_out)) {
    ctx.addIssue({
      code: 'custom',
      path: [stay.check_in ? 'check_out' : 'check_in'],
      message: 'validation.required',
    })
  }
  refineStay(stay, ctx)
}

const flag = z
  .enum(['true', 'false', '1', '0'], { message: 'validation.boolean' })
  .transform((value) => value === 'true' || value === '1')

/** GET /rooms: dates are optional, but come together; check-out after check-in, check-in not in the past. */
export const roomListQuery = pagingQuery(['number', 'price'])
  .extend({
    check_in: isoDate.optional(),
    check_out: isoDate.optional(),
    adults: z.coerce
      .number({ message: 'validation.number' })
      .int({ message: 'validation.integer' })
      .min(1, { message: 'validation.too_small' })
      .max(20, { message: 'validation.too_big' })
      .default(1),
    beds: z.coerce
      .number({ message: 'validation.number' })
      .int({ message: 'validation.integer' })
      .min(1, { message: 'validation.too_small' })
      .max(10, { message: 'validation.too_big' })
      .optional(),
    type: z.enum(['all', ...roomTypes], { message: 'validation.invalid_option' }).default('all'),
    promotions_only: flag.default(false),
    promotional_code: z.string().trim().min(1).max(40).optional(),
  })
  .superRefine(refineDates)
export type RoomListQuery = z.infer<typeof roomListQuery>

export const roomImageSchema = z.object({
  id: z.uuid(),
  src: z.string(),
  srcset: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  alt: z.string(),
})

export const promotionSummarySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  promotional_code: z.string(),
  discount: z.number().int(),
  start_at: z.string(),
  expired_at: z.string(),
})

/** Prices in cents of `currency`; stay figures are null without dates. */
export const roomPriceSchema = z.object({
  currency: z.string(),
  guests: z.number().int(),
  night_cents: z.number().int(),
  night_after_promotion_cents: z.number().int(),
  nights: z.number().int().nullable(),
  total_cents: z.number().int().nullable(),
  total_after_promotion_cents: z.number().int().nullable(),
  promotion: promotionSummarySchema.nullable(),
})

export const roomSchema = z.object({
  id: z.uuid(),
  number: z.number().int(),
  type: z.enum(roomTypes),
  status: z.enum(roomStatuses),
  description: z.string(),
  max_guests: z.number().int(),
  beds: z.array(z.object({ type: z.enum(bedTypes), quantity: z.number().int() })),
  capacities: z.array(
    z.object({ capacity: z.number().int(), tariff: z.number().int(), is_exception: z.boolean() }),
  ),
  services: z.array(z.object({ id: z.uuid(), code: z.string(), name: z.string() })),
  images: z.array(roomImageSchema),
  price: roomPriceSchema,
})
export type Room = z.infer<typeof roomSchema>

export const roomNumberParams = z.object({
  number: z.coerce
    .number({ message: 'validation.number' })
    .int({ message: 'validation.integer' })
    .min(1, { message: 'validation.too_small' })
    .max(100_000, { message: 'validation.too_big' }),
})

/**
 * The room number in the path of GET /rooms/{number} and /rooms/{number}/related. Any number is a fair question,
 * so only what is not a number is refused (422); a number that is no room's (987654, 0, 2.5, 1e12) is then
 * "room not found" (404, see isRoomNumber). A reservation's rooms keep roomNumberParams' bounds.
 */
export const roomLookupParams = z.object({
  number: z
    .string({ message: 'validation.number' })
    .trim()
    .regex(/^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/, { message: 'validation.number' })
    .transform(Number),
})

/** Whether a number can be a room's: a positive whole number that the database's integer column holds. */
export const isRoomNumber = (number: number) =>
  Number.isInteger(number) && number >= 1 && number <= 2_147_483_647

export const promotionSchema = promotionSummarySchema.extend({
  status: z.enum(promotionStatuses),
  rooms: z.array(z.number().int()),
})
export type Promotion = z.infer<typeof promotionSchema>

/** GET /rooms/most-booked: the rooms with the most nights sold in the last year, best first. */
export const mostBookedQuery = z.object({
  limit: z.coerce
    .number({ message: 'validation.number' })
    .int({ message: 'validation.integer' })
    .min(1, { message: 'validation.too_small' })
    .max(10, { message: 'validation.too_big' })
    .default(4),
})
export const mostBookedRoomSchema = roomSchema.extend({ nights_booked: z.number().int() })

const altText = z
  .string({ message: 'validation.required' })
  .trim()
  .min(1, { message: 'validation.required' })
  .max(200, { message: 'validation.too_long' })

/** Text fields of a room picture upload (multipart, beside the `image` file): what it shows, in both languages. */
export const roomImageFields = z.object({ alt_en: altText, alt_es: altText })

export const roomImageParams = roomNumberParams.extend({
  id: z.uuid({ message: 'validation.invalid_option' }),
})

const partySize = z.coerce
  .number({ message: 'validation.number' })
  .int({ message: 'validation.integer' })
  .min(1, { message: 'validation.too_small' })
  .max(20, { message: 'validation.too_big' })

/** GET /rooms/{number}: optional stay dates (together) and guests, to price the stay and say whether it is free. */
export const roomStayQuery = z
  .object({
    check_in: isoDate.optional(),
    check_out: isoDate.optional(),
    adults: partySize.optional(),
  })
  .superRefine(refineDates)
export type RoomStayQuery = z.infer<typeof roomStayQuery>

/**
 * The stay GET /rooms/{number} was asked about: whether the room holds the guests and is free on every night.
 * Null without dates (the room's price is then tonight's, for one guest or the asked guests).
 */
export const roomStaySchema = z.object({
  check_in: z.string(),
  check_out: z.string(),
  adults: z.number().int(),
  fits: z.boolean(),
  available: z.boolean(),
})
export const roomWithStaySchema = roomSchema.extend({ stay: roomStaySchema.nullable() })
export type RoomWithStay = z.infer<typeof roomWithStaySchema>

/** GET /rooms/combinations: a party too large for any one free room, for a stay. */
export const roomCombinationQuery = z
  .object({ check_in: isoDate, check_out: isoDate, adults: partySize })
  .superRefine(refineStay)
export type RoomCombinationQuery = z.infer<typeof roomCombinationQuery>

/** Free rooms that together hold the party, each with the guests it takes and its price for them. */
export const roomCombinationSchema = z.object({
  currency: z.string(),
  nights: z.number().int(),
  guests: z.number().int(),
  total_cents: z.number().int(),
  total_after_promotion_cents: z.number().int(),
  rooms: z.array(
    z.object({
      number: z.number().int(),
      type: z.enum(roomTypes),
      guests: z.number().int(),
      max_guests: z.number().int(),
      total_cents: z.number().int(),
      total_after_promotion_cents: z.number().int(),
    }),
  ),
})
export type RoomCombination = z.infer<typeof roomCombinationSchema>
