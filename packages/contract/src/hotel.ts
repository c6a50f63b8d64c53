import { z } from 'zod'

/** Public facts about the hotel, shown in the site's chrome (GET /api/v1/hotel). */
export const hotelSchema = z.object({
  name: z.string(),
  phone: z.string(),
  landline: z.string(),
  email: z.string(),
  address: z.string(),
  city: z.string(),
  country: z.string(),
  maps_url: z.string(),
  facebook_url: z.string(),
  instagram_url: z.string(),
  chat_url: z.string(),
  check_in_time: z.string(),
  check_out_time: z.string(),
  breakfast_included: z.boolean(),
  currency: z.string().length(3),
  local_currency: z.string().length(3),
  exchange_rate: z.string(),
  /** Reservations can be cancelled or modified until this many days before the start. */
  change_deadline_days: z.number().int(),
  /** The shares of the total (percent, ascending) a guest may choose to pay online by card. */
  payment_percentages: z.array(z.number().int().min(1).max(100)).min(1),
})
export type Hotel = z.infer<typeof hotelSchema>

/**
 * GET /hotel: the facts, and the bounds of a stay (settings) that the apps may check before the API does. Apart
 * from `Hotel` so that pages starting from the demo facts do not carry them.
 */
export const hotelAnswerSchema = hotelSchema.extend({
  max_stay_nights: z.number().int(),
  booking_horizon_months: z.number().int(),
})
