// Breakfasts served (breakfast is in the rate): per reservation, room and day (/api/v1/staff/breakfasts).
import { z } from 'zod'
import { isoDate } from './auth.ts'
import { uniqueBy } from './unique-entries.ts'

/** Most breakfasts a room's row may hold (the database checks the same); the real bound is the room's guests. */
export const breakfastLimits = { count: 20, rooms: 20 } as const

export const breakfastListQuery = z.object({
  /** The morning to list; the hotel's today when absent. */
  date: isoDate.optional(),
})
export type BreakfastListQuery = z.input<typeof breakfastListQuery>

export const breakfastRoomInput = z.strictObject({
  room_id: z.uuid({ message: 'validation.uuid' }),
  room_number: z
    .number({ message: 'validation.number' })
    .int({ message: 'validation.integer' })
    .min(1, { message: 'validation.too_small' })
    .max(2_147_483_647, { message: 'validation.too_big' }),
  breakfast_taken_count: z
    .number({ message: 'validation.number' })
    .int({ message: 'validation.integer' })
    .min(0, { message: 'validation.too_small' })
    .max(breakfastLimits.count, { message: 'validation.too_big' }),
})

/**
 * PUT /staff/breakfasts (the spec's body): how many breakfasts each room of a reservation has taken on `date`.
 * A count never goes below those already recorded nor above the room's guests; the date lies within the stay
 * and is not after the hotel's today.
 */
export const breakfastUpdateSchema = z.strictObject({
  reservation_id: z.uuid({ message: 'validation.uuid' }),
  date: isoDate,
  breakfasts: z
    .array(breakfastRoomInput, { message: 'validation.required' })
    .min(1, { message: 'validation.required' })
    .max(breakfastLimits.rooms, { message: 'validation.too_big' })
    .superRefine(uniqueBy('room_id', 'breakfasts.room_repeated')),
})
export type BreakfastUpdate = z.input<typeof breakfastUpdateSchema>

/** One room of one stay on one morning: its guests (the day's maximum) and the breakfasts served so far. */
export const breakfastRowSchema = z.object({
  reservation_id: z.uuid(),
  reference: z.string(),
  guest_name: z.string(),
  reservation_status: z.enum(['reserved', 'in_progress', 'completed']),
  room_id: z.uuid(),
  room_number: z.number().int(),
  start_date: z.string(),
  end_date: z.string(),
  guests: z.number().int(),
  breakfast_taken_count: z.number().int(),
})
export type BreakfastRow = z.infer<typeof breakfastRowSchema>

/** GET /staff/breakfasts: the kitchen's list for a morning, with the day's totals. */
export const breakfastListSchema = z.object({
  data: z.array(breakfastRowSchema),
  meta: z.object({ date: z.string(), expected: z.number().int(), served: z.number().int() }),
})
export type BreakfastList = z.infer<typeof breakfastListSchema>

export const breakfastAnswerSchema = z.object({
  message: z.string(),
  data: z.array(breakfastRowSchema),
})
