import { z } from 'zod'
import { email, isoDate, optionalText, phone, requiredText } from './auth.ts'
import { countryCode } from './countries.ts'
import { pagingQuery } from './paging.ts'
import { refineDates, refineStay, roomNumberParams, roomTypes } from './rooms.ts'
import { uniqueBy } from './unique-entries.ts'

export const reservationCategories = [
  'medical_visit',
  'tour_operator_or_ngo',
  'companies',
  'tourism',
] as const
export type ReservationCategory = (typeof reservationCategories)[number]
export const reservationStatuses = ['reserved', 'in_progress', 'completed', 'canceled'] as const
export type ReservationStatus = (typeof reservationStatuses)[number]
export const paymentStatuses = ['pending', 'partially_paid', 'paid'] as const
export const reservationTypes = ['online', 'front_desk'] as const
export const maxRoomsPerReservation = 10

const guestCount = z.coerce
  .number({ message: 'validation.number' })
  .int({ message: 'validation.integer' })
  .min(1, { message: 'validation.too_small' })
  .max(20, { message: 'validation.too_big' })

export const reservationRoomRequest = z.object({
  number: roomNumberParams.shape.number,
  guest_count: guestCount,
})

const reservationRoomList = z
  .array(reservationRoomRequest, { message: 'validation.required' })
  .min(1, { message: 'reservations.rooms_required' })
  .max(maxRoomsPerReservation, { message: 'reservations.too_many_rooms' })
  .superRefine(uniqueBy('number', 'rooms.duplicate_number'))

/** The guest the hotel expects: by default the signed-in client's own details. */
export const guestDetailsSchema = z.object({
  email,
  name: requiredText(200),
  identification: requiredText(40),
  phone,
  country: countryCode,
})
export type GuestDetails = z.infer<typeof guestDetailsSchema>
/** The guest as a reservation answers it: a stay booked before countries were codes keeps the text it had. */
export const storedGuestDetailsSchema = guestDetailsSchema.extend({ country: z.string() })

export const arrivalTime = z
  .string()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { message: 'validation.time' })
  .optional()
  .or(z.literal('').transform(() => undefined))

const reservationFields = {
  category: z.enum(reservationCategories, { message: 'validation.invalid_option' }),
  estimated_arrival_time: arrivalTime,
  additional_description: optionalText(1000),
}

/** POST /reservations. Prices are never sent: the server computes them. */
export const reservationCreateSchema = z
  .strictObject({
    check_in: isoDate,
    check_out: isoDate,
    rooms: reservationRoomList,
    ...reservationFields,
    promotional_code: optionalText(40),
    user: guestDetailsSchema.optional(),
  })
  .superRefine((body, ctx) => refineStay(body, ctx))
export type ReservationCreate = z.input<typeof reservationCreateSchema>

/** PATCH /reservations/{id}: any of the fields; new dates come together, and with rooms they are re-checked. */
export const reservationUpdateSchema = z
  .strictObject({
    check_in: isoDate.optional(),
    check_out: isoDate.optional(),
    rooms: reservationRoomList.optional(),
    category: reservationFields.category.optional(),
    estimated_arrival_time: arrivalTime.nullable(),
    additional_description: optionalText(1000).nullable(),
    user: guestDetailsSchema.optional(),
  })
  .superRefine(refineDates)
export type ReservationUpdate = z.input<typeof reservationUpdateSchema>

export const reservationListQuery = pagingQuery(['check_in', 'created_at']).extend({
  scope: z.enum(['upcoming', 'history'], { message: 'validation.invalid_option' }).default('upcoming'),
})

/** A reservation by its id (uuid) or by the reference the guest was given. */
export const reservationIdParams = z.object({ id: z.string().trim().max(64) })

export const reportQuery = z.object({
  format: z.enum(['pdf', 'csv'], { message: 'validation.invalid_option' }).default('pdf'),
})

export const reservationRoomSchema = z.object({
  number: z.number().int(),
  type: z.enum(roomTypes),
  start_date: z.string(),
  end_date: z.string(),
  guest_count: z.number().int(),
  nights: z.number().int(),
  /** What this room costs for the stay after the promotion, and before it, in cents. */
  tariff: z.number().int(),
  raw_tariff: z.number().int(),
  promotion: z
    .object({ name: z.string(), promotional_code: z.string(), discount: z.number().int() })
    .nullable(),
})

export const reservationSchema = z.object({
  id: z.uuid(),
  reference: z.string(),
  check_in: z.string(),
  check_out: z.string(),
  nights: z.number().int(),
  rooms: z.array(reservationRoomSchema),
  currency: z.string(),
  raw_total: z.number().int(),
  total: z.number().int(),
  category: z.enum(reservationCategories),
  type: z.enum(reservationTypes),
  estimated_arrival_time: z.string().nullable(),
  additional_description: z.string().nullable(),
  user: storedGuestDetailsSchema,
  status: z.enum(reservationStatuses),
  payment_status: z.enum(paymentStatuses),
  /** Last day on which the guest may still cancel or modify it; `can_change` says whether they still can. */
  change_deadline: z.string(),
  can_change: z.boolean(),
  created_at: z.string(),
  canceled_at: z.string().nullable(),
})
export type Reservation = z.infer<typeof reservationSchema>
