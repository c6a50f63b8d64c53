// Rooms as staff manage them, with their pictures and closures: /api/v1/staff/rooms/...
import { z } from 'zod'
import { isoDate, optionalText, requiredText } from './auth.ts'
import { pageSchema, pagingQuery } from './paging.ts'
import { bedTypes, roomImageFields, roomLookupParams, roomStatuses, roomTypes } from './rooms.ts'
import { uniqueBy } from './unique-entries.ts'

/** Bounds of a room's facts (the database checks the same). */
export const roomLimits = {
  number: { min: 1, max: 100_000 },
  bedQuantity: { min: 1, max: 10 },
  capacity: { min: 1, max: 20 },
  /** Nightly tariff in minor units (USD 100,000.00). */
  tariff: { min: 0, max: 10_000_000 },
  capacities: 20,
  services: 50,
  description: 2000,
  closureReason: 200,
} as const

const whole = (min: number, max: number) =>
  z
    .number({ message: 'validation.number' })
    .int({ message: 'validation.integer' })
    .min(min, { message: 'validation.too_small' })
    .max(max, { message: 'validation.too_big' })

export const roomBedInput = z.strictObject({
  type: z.enum(bedTypes, { message: 'validation.invalid_option' }),
  quantity: whole(roomLimits.bedQuantity.min, roomLimits.bedQuantity.max),
})

export const roomCapacityInput = z.strictObject({
  capacity: whole(roomLimits.capacity.min, roomLimits.capacity.max),
  /** Nightly price for this many guests, in minor units of the hotel's currency. */
  tariff: whole(roomLimits.tariff.min, roomLimits.tariff.max),
  is_exception: z.boolean({ message: 'validation.boolean' }).default(false),
})

const beds = z
  .array(roomBedInput, { message: 'validation.required' })
  .min(1, { message: 'rooms.beds_required' })
  .max(bedTypes.length, { message: 'rooms.bed_repeated' })
  .superRefine(uniqueBy('type', 'rooms.bed_repeated'))

const capacities = z
  .array(roomCapacityInput, { message: 'validation.required' })
  .min(1, { message: 'rooms.capacities_required' })
  .max(roomLimits.capacities, { message: 'validation.too_big' })
  .superRefine(uniqueBy('capacity', 'rooms.capacity_repeated'))

const serviceIds = z
  .array(z.uuid({ message: 'validation.uuid' }), { message: 'validation.required' })
  .max(roomLimits.services, { message: 'validation.too_big' })
  .transform((ids) => [...new Set(ids)])

const description = requiredText(roomLimits.description)

/**
 * POST /staff/rooms: every fact of a room. `number` is unique (409 "duplicate room number"); services by id
 * (each must exist). The room's status is not set here: the front desk and housekeeping change it.
 */
export const roomCreateSchema = z.strictObject({
  number: whole(roomLimits.number.min, roomLimits.number.max),
  type: z.enum(roomTypes, { message: 'validation.invalid_option' }),
  description_en: description,
  description_es: description,
  beds,
  capacities,
  services: serviceIds.default([]),
})
export type RoomCreate = z.input<typeof roomCreateSchema>

/** PATCH /staff/rooms/{number}: any of the facts; a list given replaces the room's list. */
export const roomUpdateSchema = z.strictObject({
  number: roomCreateSchema.shape.number.optional(),
  type: roomCreateSchema.shape.type.optional(),
  description_en: description.optional(),
  description_es: description.optional(),
  beds: beds.optional(),
  capacities: capacities.optional(),
  services: serviceIds.optional(),
})
export type RoomUpdate = z.input<typeof roomUpdateSchema>

/** Archived: `false` the rooms in use (default), `true` the archived ones, `all` both. */
export const staffRoomListQuery = pagingQuery(['number', 'type', 'tariff']).extend({
  search: optionalText(100),
  type: z.enum(roomTypes, { message: 'validation.invalid_option' }).optional(),
  archived: z.enum(['false', 'true', 'all'], { message: 'validation.invalid_option' }).default('false'),
})
export type StaffRoomListQuery = z.input<typeof staffRoomListQuery>

/** What staff see of a room both in the list and on its page. */
const staffRoomFacts = z.object({
  id: z.uuid(),
  number: z.number().int(),
  type: z.enum(roomTypes),
  status: z.enum(roomStatuses),
  description_en: z.string(),
  description_es: z.string(),
  archived_at: z.string().nullable(),
  /** Reservations (not cancelled) of this room that have not ended. */
  future_reservations: z.number().int(),
})

export const staffRoomRowSchema = staffRoomFacts.extend({
  max_guests: z.number().int(),
  /** The lowest nightly tariff of its capacities, minor units; null without capacities. */
  tariff_from: z.number().int().nullable(),
  /** The first picture's small variant, or null. */
  thumbnail: z.string().nullable(),
})
export type StaffRoomRow = z.infer<typeof staffRoomRowSchema>
export const staffRoomPageSchema = pageSchema(staffRoomRowSchema)

export const staffRoomImageSchema = z.object({
  id: z.uuid(),
  src: z.string(),
  srcset: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  alt_en: z.string(),
  alt_es: z.string(),
  position: z.number().int(),
})
export type StaffRoomImage = z.infer<typeof staffRoomImageSchema>

export const staffRoomSchema = staffRoomFacts.extend({
  beds: z.array(z.object({ type: z.enum(bedTypes), quantity: z.number().int() })),
  capacities: z.array(
    z.object({ capacity: z.number().int(), tariff: z.number().int(), is_exception: z.boolean() }),
  ),
  services: z.array(
    z.object({
      id: z.uuid(),
      code: z.string(),
      name_en: z.string(),
      name_es: z.string(),
      is_availabled: z.boolean(),
    }),
  ),
  images: z.array(staffRoomImageSchema),
  created_at: z.string(),
  updated_at: z.string(),
})
export type StaffRoom = z.infer<typeof staffRoomSchema>
export const staffRoomAnswerSchema = z.object({ message: z.string(), data: staffRoomSchema })

/** PUT /staff/rooms/{number}/images/order: every picture of the room, once, in the new order. */
export const roomImageOrderSchema = z.strictObject({
  ids: z
    .array(z.uuid({ message: 'validation.uuid' }), { message: 'validation.required' })
    .min(1, { message: 'validation.required' })
    .max(100, { message: 'validation.too_big' }),
})

/** PATCH /staff/rooms/{number}/images/{id}: the picture's alt text in both languages. */
export const roomImageAltSchema = z.strictObject(roomImageFields.shape)

export const staffRoomParams = roomLookupParams
export const staffRoomImageParams = roomLookupParams.extend({ id: z.uuid({ message: 'validation.uuid' }) })
export const roomClosureParams = roomLookupParams.extend({ id: z.uuid({ message: 'validation.uuid' }) })

/**
 * POST /staff/rooms/{number}/closures: the nights from `start_date` to `end_date`, both included, are out of
 * service. Refused when a live stay holds one of them (409, with its references) or another closure does.
 */
export const roomClosureCreateSchema = z
  .strictObject({
    start_date: isoDate,
    end_date: isoDate,
    reason: requiredText(roomLimits.closureReason),
  })
  .superRefine((closure, ctx) => {
    if (closure.start_date && closure.end_date && closure.end_date < closure.start_date)
      ctx.addIssue({ code: 'custom', path: ['end_date'], message: 'closures.date_order' })
  })
export type RoomClosureCreate = z.input<typeof roomClosureCreateSchema>

export const roomClosureSchema = z.object({
  id: z.uuid(),
  room_number: z.number().int(),
  start_date: z.string(),
  end_date: z.string(),
  reason: z.string(),
  created_by: z.string().nullable(),
  created_at: z.string(),
})
export type RoomClosure = z.infer<typeof roomClosureSchema>
export const roomClosureListSchema = z.object({ data: z.array(roomClosureSchema) })
export const roomClosureAnswerSchema = z.object({ message: z.string(), data: roomClosureSchema })
