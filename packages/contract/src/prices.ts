// Seasons (pricing periods) of a room and the preview of its nightly prices: /api/v1/staff/rooms/{number}/...
import { z } from 'zod'
import { isoDate } from './auth.ts'
import { roomLookupParams, roomTypes } from './rooms.ts'

/** The highest nightly price a season may set, in minor units (USD 100,000.00). */
export const maxSeasonTariff = 10_000_000

const rawTariff = z
  .number({ error: (issue) => (issue.input === undefined ? 'validation.required' : 'validation.number') })
  .int({ message: 'validation.integer' })
  .min(0, { message: 'validation.too_small' })
  .max(maxSeasonTariff, { message: 'validation.too_big' })

/** Both dates included; the end on or after the start. */
function refineSeasonDates(season: { start_date?: string; end_date?: string }, ctx: z.RefinementCtx) {
  if (season.start_date && season.end_date && season.end_date < season.start_date)
    ctx.addIssue({ code: 'custom', path: ['end_date'], message: 'seasons.date_order' })
}

const seasonFields = z.strictObject({ start_date: isoDate, end_date: isoDate, raw_tariff: rawTariff })

/**
 * POST /staff/rooms/{number}/seasons: the nights from `start_date` to `end_date` (both included) cost
 * `raw_tariff` (minor units), whatever the number of guests. Seasons of one room never share a night (409).
 */
export const seasonCreateSchema = seasonFields.superRefine(refineSeasonDates)
export type SeasonCreate = z.input<typeof seasonCreateSchema>

/** PATCH /staff/rooms/{number}/seasons/{id}: any of the fields; the dates after the change stay in order. */
export const seasonUpdateSchema = seasonFields.partial().superRefine(refineSeasonDates)
export type SeasonUpdate = z.input<typeof seasonUpdateSchema>

export const seasonParams = roomLookupParams.extend({ id: z.uuid({ message: 'validation.uuid' }) })

export const seasonSchema = z.object({
  id: z.uuid(),
  room_number: z.number().int(),
  start_date: z.string(),
  end_date: z.string(),
  /** Nightly price in minor units of the hotel's currency. */
  raw_tariff: z.number().int(),
  created_at: z.string(),
})
export type Season = z.infer<typeof seasonSchema>

export const seasonListSchema = z.object({ data: z.array(seasonSchema) })
export const seasonAnswerSchema = z.object({ message: z.string(), data: seasonSchema })

/** A month written YYYY-MM (2000-01 to 2199-12). */
export const monthSchema = z
  .string({ message: 'validation.required' })
  .regex(/^(20|21)\d{2}-(0[1-9]|1[0-2])$/, { message: 'validation.month' })

export const pricePreviewQuery = z.object({ month: monthSchema })

/**
 * GET /staff/rooms/{number}/price-preview?month=YYYY-MM: for each night of the month, what one night costs a
 * guest for each capacity of the room, computed by the guests' own pricing: the season's price when a season
 * covers the night, else the capacity's tariff; then the promotion that applies (if any).
 */
export const pricePreviewSchema = z.object({
  room_number: z.number().int(),
  month: z.string(),
  currency: z.string(),
  capacities: z.array(z.number().int()),
  days: z.array(
    z.object({
      date: z.string(),
      /** The season that sets the night's price, or null (the room's tariffs). */
      season_id: z.uuid().nullable(),
      prices: z.array(
        z.object({
          capacity: z.number().int(),
          /** Before any promotion, minor units. */
          price: z.number().int(),
          /** What the guest pays for that night. */
          price_after_promotion: z.number().int(),
          promotion: z.object({ id: z.uuid(), name: z.string(), discount: z.number().int() }).nullable(),
        }),
      ),
    }),
  ),
  seasons: z.array(seasonSchema),
})
export type PricePreview = z.infer<typeof pricePreviewSchema>

/** A room as the price and promotion screens choose it: GET /staff/prices/rooms and /staff/promotions/rooms. */
export const roomChoiceSchema = z.object({
  number: z.number().int(),
  type: z.enum(roomTypes),
  archived: z.boolean(),
})
export type RoomChoice = z.infer<typeof roomChoiceSchema>
export const roomChoiceListSchema = z.object({ data: z.array(roomChoiceSchema) })
