// Clients (the guests' accounts) as staff see and manage them: /api/v1/staff/clients.
import { z } from 'zod'
import {
  clientUserSchema,
  email,
  optionalText,
  phone,
  profileFields,
  requiredText,
  storable,
  storableText,
} from './auth.ts'
import { countryCode } from './countries.ts'
import { locales } from './locales.ts'
import { pageSchema, pagingQuery } from './paging.ts'
import { paymentStatuses, reservationStatuses } from './reservations.ts'
import { commentStatuses } from './reviews.ts'

export const clientStatuses = ['active', 'suspended'] as const
export type ClientStatus = (typeof clientStatuses)[number]

/** How many of each of a client's lists the detail shows, newest first. */
export const clientDetailListLimit = 50

/** The words of `search` the list matches, each against name, e-mail, phone digits and identification. */
export const maxClientSearchWords = 6

/**
 * GET /staff/clients. `search` matches every word against the name and last name (accents and case ignored),
 * the e-mail, the phone (digits compared, so "8842-1930" finds "+505 8842 1930") and the identification
 * (letters and digits compared).
 */
export const clientListQuery = pagingQuery(['name', 'created_at']).extend({
  search: optionalText(100),
  status: z.enum(clientStatuses, { message: 'validation.invalid_option' }).optional(),
})
export type ClientListQuery = z.input<typeof clientListQuery>

/** Text staff may also clear: null or an empty string clears it. */
const clearableText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { message: 'validation.too_long' })
    .refine(storableText, storable)
    .nullable()
    .optional()
    .transform((value) => (value === undefined ? undefined : value || null))

/**
 * POST /staff/clients: a guest created at the desk (a walk-in or a phone booking), without a password; the guest
 * takes the account over later with the password-reset flow. The birth date is optional here (the desk sees the
 * guest's document); when given it must be a real date and the guest at least 18 (`minimumAge`), as on
 * registration.
 * `locale` is the language of the guest's mails; the hotel's default language when not given.
 */
export const clientCreateSchema = z.strictObject({
  name: requiredText(100),
  last_name: requiredText(100),
  email,
  phone,
  identification: requiredText(40),
  country: countryCode,
  city: optionalText(100),
  birth_date: profileFields.shape.birth_date.optional().or(z.literal('').transform(() => undefined)),
  description: optionalText(1000),
  locale: z.enum(locales, { message: 'validation.invalid_option' }).optional(),
})
export type ClientCreate = z.input<typeof clientCreateSchema>

/**
 * PATCH /staff/clients/{id}: the contact facts, each optional; e-mail, phone and identification stay unique
 * across clients (409 email_taken, phone_taken, identification_taken). City and description may be cleared.
 */
export const clientUpdateSchema = z.strictObject({
  name: requiredText(100).optional(),
  last_name: requiredText(100).optional(),
  email: email.optional(),
  phone: phone.optional(),
  identification: requiredText(40).optional(),
  city: clearableText(100),
  country: countryCode.optional(),
  description: clearableText(1000),
})
export type ClientUpdate = z.input<typeof clientUpdateSchema>

export const clientIdParams = z.object({ id: z.uuid({ message: 'validation.uuid' }) })

/** A client as staff see them: the guest's own profile, and how they sign in (never a secret). */
export const staffClientSchema = clientUserSchema.extend({
  /** False for a guest created at the desk (or by Google) who has not set a password yet. */
  has_password: z.boolean(),
  /** Signs in with Google. */
  google: z.boolean(),
  updated_at: z.string(),
})
export type StaffClient = z.infer<typeof staffClientSchema>

/**
 * `reservations`: every reservation the client holds, cancelled ones too. `upcoming_stays`: reserved or in
 * progress and not yet checked out (the guests' own "upcoming" list).
 */
export const clientCountsSchema = z.object({
  reservations: z.number().int(),
  upcoming_stays: z.number().int(),
})

export const clientListItemSchema = staffClientSchema.extend(clientCountsSchema.shape)
export type ClientListItem = z.infer<typeof clientListItemSchema>
export const clientPageSchema = pageSchema(clientListItemSchema)

export const clientReservationSchema = z.object({
  id: z.uuid(),
  reference: z.string(),
  check_in: z.string(),
  check_out: z.string(),
  status: z.enum(reservationStatuses),
  payment_status: z.enum(paymentStatuses),
  /** In minor units of `currency`. */
  total: z.number().int(),
  currency: z.string(),
  created_at: z.string(),
})

export const clientPaymentSchema = z.object({
  id: z.uuid(),
  /** The receipt's number ("R-000001"): null until the payment is approved; a declined try has none. */
  invoice: z.string().nullable(),
  reservation_reference: z.string(),
  /** In minor units of the reservation's currency. */
  amount: z.number().int(),
  currency: z.string(),
  refunded_amount: z.number().int(),
  method: z.enum(['card', 'cash']),
  status: z.enum(['pending', 'requires_action', 'paid', 'unpaid']),
  created_at: z.string(),
  paid_at: z.string().nullable(),
})

export const clientReviewSchema = z.object({
  id: z.uuid(),
  rate: z.number().int(),
  content: z.string(),
  status: z.enum(commentStatuses),
  created_at: z.string(),
})

/**
 * GET /staff/clients/{id}: the profile, and the newest `clientDetailListLimit` reservations (by check-in),
 * payments and reviews; `counts` tells how many there are in all.
 */
export const clientDetailSchema = z.object({
  client: staffClientSchema,
  counts: clientCountsSchema.extend({ payments: z.number().int(), reviews: z.number().int() }),
  reservations: z.array(clientReservationSchema),
  payments: z.array(clientPaymentSchema),
  reviews: z.array(clientReviewSchema),
})
export type ClientDetail = z.infer<typeof clientDetailSchema>

/** What a staff write on a client answers. */
export const staffClientAnswerSchema = z.object({ message: z.string(), data: staffClientSchema })
