// The hotel's settings as the owner edits them (GET and PUT /api/v1/staff/settings, permission settings.manage).
// The public facts the site shows from them are hotel.ts's.

import { z } from 'zod'
import { hotelSchema } from './hotel.ts'

const settingsText = (max: number) =>
  z
    .string({ message: 'validation.required' })
    .trim()
    .min(1, { message: 'validation.required' })
    .max(max, { message: 'validation.too_long' })
    .refine((value) => !value.includes('\u0000'), { message: 'validation.control_character' })

/** A public web address (maps, social pages, chat app): https, at most 500 characters. */
const webAddress = settingsText(500).refine((value) => /^https:\/\/[^\s/?#]+\.[^\s]*$/i.test(value), {
  message: 'validation.url',
})

const settingsPhone = settingsText(20).refine((value) => /^\+?[\d\s().-]{7,20}$/.test(value), {
  message: 'validation.phone',
})

/** "HH:MM", 24-hour clock. */
const clockTime = z
  .string({ message: 'validation.required' })
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { message: 'validation.time' })

const wholeNumber = (min: number, max: number) =>
  z
    .number({ message: 'validation.number' })
    .int({ message: 'validation.integer' })
    .min(min, { message: 'validation.too_small' })
    .max(max, { message: 'validation.too_big' })

/** The bounds of each number the owner sets (the database checks the stay limits with the same figures). */
export const settingsLimits = {
  change_deadline_days: { min: 0, max: 60 },
  payment_percentage: { min: 1, max: 100 },
  payment_shares: { min: 1, max: 5 },
  max_stay_nights: { min: 1, max: 365 },
  booking_horizon_months: { min: 1, max: 60 },
  max_unpaid_reservations: { min: 1, max: 100 },
} as const

const L = settingsLimits

/**
 * PUT /staff/settings: every setting at once. The city, country, name, currencies and exchange rate are not
 * here (the hotel's identity is set at installation; exchange rates belong to the cash desk).
 * `payment_percentages`: the shares of a reservation's total a guest may pay online, strictly ascending; paying
 * the whole balance is always offered besides.
 */
export const hotelSettingsSchema = z.strictObject({
  phone: settingsPhone,
  landline: settingsPhone,
  email: z
    .string({ message: 'validation.required' })
    .trim()
    .min(1, { message: 'validation.required' })
    .max(254, { message: 'validation.too_long' })
    .pipe(z.email({ message: 'validation.email' })),
  address: settingsText(200),
  maps_url: webAddress,
  facebook_url: webAddress,
  instagram_url: webAddress,
  chat_url: webAddress,
  check_in_time: clockTime,
  check_out_time: clockTime,
  change_deadline_days: wholeNumber(L.change_deadline_days.min, L.change_deadline_days.max),
  payment_percentages: z
    .array(wholeNumber(L.payment_percentage.min, L.payment_percentage.max), {
      message: 'validation.invalid',
    })
    .min(L.payment_shares.min, { message: 'validation.required' })
    .max(L.payment_shares.max, { message: 'settings.too_many_shares' })
    .refine((list) => list.every((share, index) => index === 0 || share > (list[index - 1] ?? 0)), {
      message: 'settings.shares_ascending',
    }),
  max_stay_nights: wholeNumber(L.max_stay_nights.min, L.max_stay_nights.max),
  booking_horizon_months: wholeNumber(L.booking_horizon_months.min, L.booking_horizon_months.max),
  max_unpaid_reservations: wholeNumber(L.max_unpaid_reservations.min, L.max_unpaid_reservations.max),
})
export type HotelSettingsInput = z.input<typeof hotelSettingsSchema>

/** GET /staff/settings: the settings, with the facts staff see but do not edit here. */
export const hotelSettingsViewSchema = hotelSchema
  .pick({
    phone: true,
    landline: true,
    email: true,
    address: true,
    maps_url: true,
    facebook_url: true,
    instagram_url: true,
    chat_url: true,
    check_in_time: true,
    check_out_time: true,
    change_deadline_days: true,
    name: true,
    city: true,
    country: true,
  })
  .extend({
    payment_percentages: z.array(z.number().int()),
    max_stay_nights: z.number().int(),
    booking_horizon_months: z.number().int(),
    max_unpaid_reservations: z.number().int(),
    updated_at: z.string(),
  })
export type HotelSettings = z.infer<typeof hotelSettingsViewSchema>

export const hotelSettingsAnswerSchema = z.object({ message: z.string(), data: hotelSettingsViewSchema })
