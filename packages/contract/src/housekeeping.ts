// Housekeeping: each room's status as the floor sees it, and the changes a housekeeper makes
// (/api/v1/staff/housekeeping, /api/v1/staff/rooms/{number}/status).
import { z } from 'zod'
import { storable, storableText } from './auth.ts'
import { roomStatuses, roomTypes } from './rooms.ts'

export const housekeepingLimits = { note: 200 } as const

/** A room's status (the spec's): `cleaning` is what a hotel calls dirty, `reserved` a guest in house. */
export type RoomStatus = (typeof roomStatuses)[number]

/**
 * What housekeeping may do to a room, from each status: a room in cleaning is cleaned (available) or taken out of
 * service; an available one goes to maintenance; maintenance is lifted to available or cleaning. `reserved` is
 * the front desk's (check-in sets it, check-out ends it), never set here.
 */
export const housekeepingTransitions = {
  available: ['maintenance'],
  cleaning: ['available', 'maintenance'],
  maintenance: ['available', 'cleaning'],
  reserved: [],
} as const satisfies Record<RoomStatus, readonly RoomStatus[]>

export const canSetRoomStatus = (from: RoomStatus, to: RoomStatus) =>
  (housekeepingTransitions[from] as readonly string[]).includes(to)

/** PUT /staff/rooms/{number}/status: the new status, and a note (required for maintenance: why). */
export const roomStatusUpdateSchema = z
  .strictObject({
    status: z.enum(roomStatuses, { message: 'validation.invalid_option' }),
    note: z
      .string({ message: 'validation.required' })
      .trim()
      .max(housekeepingLimits.note, { message: 'validation.too_long' })
      .refine(storableText, storable)
      .nullish()
      .transform((value) => value || null),
  })
  .superRefine((input, ctx) => {
    if (input.status === 'maintenance' && !input.note)
      ctx.addIssue({ code: 'custom', path: ['note'], message: 'housekeeping.note_required' })
  })
export type RoomStatusUpdate = z.input<typeof roomStatusUpdateSchema>

/** A stay as housekeeping sees it in a room: who, which reservation, and its dates. */
export const housekeepingStaySchema = z.object({
  reservation_id: z.uuid(),
  reference: z.string(),
  guest_name: z.string(),
  guest_count: z.number().int(),
  start_date: z.string(),
  end_date: z.string(),
})
export type HousekeepingStay = z.infer<typeof housekeepingStaySchema>

export const housekeepingRoomSchema = z.object({
  id: z.uuid(),
  number: z.number().int(),
  type: z.enum(roomTypes),
  status: z.enum(roomStatuses),
  status_note: z.string().nullable(),
  status_changed_at: z.string().nullable(),
  /** The in-progress stay holding the room today, if any. */
  in_house: housekeepingStaySchema.nullable(),
  /** A reserved stay starting today that has not checked in yet. */
  arrival: housekeepingStaySchema.nullable(),
  /** A stay ending today: still in house (checking out) or already checked out (`checked_out`). */
  departure: housekeepingStaySchema.extend({ checked_out: z.boolean() }).nullable(),
})
export type HousekeepingRoom = z.infer<typeof housekeepingRoomSchema>

/** GET /staff/housekeeping: every room in use, the ones to clean first; `meta.date` is the hotel's today. */
export const housekeepingListSchema = z.object({
  data: z.array(housekeepingRoomSchema),
  meta: z.object({ date: z.string() }),
})
export type HousekeepingList = z.infer<typeof housekeepingListSchema>

export const housekeepingAnswerSchema = z.object({ message: z.string(), data: housekeepingRoomSchema })
