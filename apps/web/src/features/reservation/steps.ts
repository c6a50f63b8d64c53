import {
  ApiError,
  addDays,
  guestDetailsSchema,
  hotelToday,
  type ReservationCreate,
  refineStay,
  reservationCreateSchema,
} from '@hotel/contract'
import { z } from 'zod'
import { type DraftGuest, type DraftRoom, maxPartySize, type ReservationDraft } from './draft.ts'

const create = reservationCreateSchema.shape

const partySize = z.coerce
  .number({ message: 'validation.number' })
  .int({ message: 'validation.integer' })
  .min(1, { message: 'validation.too_small' })
  .max(maxPartySize, { message: 'validation.too_big' })

/** Step 1: a date range (required), check-in before check-out and not in the past; the party size. */
export function datesStepSchema(today = hotelToday()) {
  return z
    .object({ check_in: create.check_in, check_out: create.check_out, adults: partySize })
    .superRefine((stay, ctx) => refineStay(stay, ctx, today))
}
export type DatesValues = { check_in: string; check_out: string; adults: number }

/** Step 2: at least one room, at most ten, no room twice, and each room within its capacity. */
export function roomsStepSchema(maxGuests: (room: number) => number | undefined) {
  return z.object({ rooms: create.rooms }).superRefine((value, ctx) => {
    value.rooms.forEach((room, index) => {
      const max = maxGuests(room.number)
      if (max !== undefined && room.guest_count > max)
        ctx.addIssue({ code: 'custom', path: ['rooms', index, 'guest_count'], message: 'rooms.capacity' })
    })
  })
}
export type RoomsValues = { rooms: DraftRoom[] }

/** Step 3: the kind of trip (required), arrival time and notes (optional), the guest's details. */
export const detailsStepSchema = z.object({
  category: z.string({ message: 'validation.required' }).pipe(create.category),
  estimated_arrival_time: create.estimated_arrival_time,
  additional_description: create.additional_description,
  user: guestDetailsSchema,
})
export type DetailsValues = Pick<
  ReservationDraft,
  'category' | 'estimated_arrival_time' | 'additional_description'
> & { user: NonNullable<ReservationDraft['user']> }

/**
 * The POST /reservations body of a finished draft: only the fields the API takes (it refuses unknown
 * ones), optional texts left out when empty, never a price.
 */
export function createBodyOf(draft: ReservationDraft): ReservationCreate {
  const arrival = draft.estimated_arrival_time.trim()
  const notes = draft.additional_description.trim()
  return {
    check_in: draft.check_in,
    check_out: draft.check_out,
    rooms: draft.rooms.map((room) => ({ number: room.number, guest_count: room.guest_count })),
    category: draft.category as ReservationCreate['category'],
    ...(arrival ? { estimated_arrival_time: arrival } : {}),
    ...(notes ? { additional_description: notes } : {}),
    ...(draft.user
      ? {
          user: {
            email: draft.user.email.trim(),
            name: draft.user.name.trim(),
            identification: draft.user.identification.trim(),
            phone: draft.user.phone.trim(),
            country: draft.user.country.trim(),
          },
        }
      : {}),
  }
}

/** The first step whose fields the contract refuses, or null when the draft can be sent. */
export function firstInvalidStep(draft: ReservationDraft, today = hotelToday()): 1 | 2 | 3 | null {
  if (!datesStepSchema(today).safeParse(draft).success) return 1
  if (!roomsStepSchema(() => undefined).safeParse(draft).success) return 2
  if (!detailsStepSchema.safeParse({ ...draft, category: draft.category || undefined }).success) return 3
  const body = reservationCreateSchema.safeParse(createBodyOf(draft))
  if (!body.success) return stepOfField(String(body.error.issues[0]?.path[0] ?? '')) ?? 3
  return null
}

/** The dialog step that holds a field the API complained about (`check_in`, `rooms.0.guest_count`, …). */
export function stepOfField(field: string): 1 | 2 | 3 | null {
  const head = field.split('.')[0] ?? ''
  if (head === 'check_in' || head === 'check_out') return 1
  if (head === 'rooms') return 2
  if (
    ['category', 'estimated_arrival_time', 'additional_description', 'promotional_code', 'user'].includes(
      head,
    )
  )
    return 3
  return null
}

/** Steps worth going back to after a failed booking: where the guest can fix what the API refused. */
export function stepsToFix(error: unknown): (1 | 2 | 3)[] {
  if (!(error instanceof ApiError)) return []
  if (['room_already_booked', 'rooms_not_available', 'room_not_found'].includes(error.code)) return [1, 2]
  if (error.code === 'guest_details_required') return [3]
  const steps = new Set<1 | 2 | 3>()
  for (const field of Object.keys(error.errors ?? {})) {
    const step = stepOfField(field)
    if (step) steps.add(step)
  }
  return [...steps].sort()
}

/**
 * Step 3's guest details: what was typed, with the profile filling the fields left blank (a guest who
 * began as a visitor and signed in halfway keeps what they typed and gets the rest from their account).
 */
export function guestDetailsOf(typed: DraftGuest | null, profile: DraftGuest): DraftGuest {
  if (!typed) return profile
  const pick = (field: keyof DraftGuest) => (typed[field].trim() ? typed[field] : profile[field])
  return {
    name: pick('name'),
    email: pick('email'),
    phone: pick('phone'),
    identification: pick('identification'),
    country: pick('country'),
  }
}

/** A room's price for the stay as GET /rooms gives it for a guest count. */
export interface StayPrice {
  total_cents: number | null
  total_after_promotion_cents: number | null
  currency: string
}
export type StayTotal = { total: number; before: number; currency: string }

/**
 * The stay's total over the chosen rooms: the sum of the API's stay price of each room for its guest
 * count, the very figures the search card and the room page show, never a price worked out here.
 * `pending` while a price is loading; null when there is none to have (no room, a room not free or
 * holding fewer guests than chosen). `priceOf` is useStayRooms's: undefined while loading, null when
 * the room is not offered for that many guests.
 */
export function stayTotalOf(
  rooms: DraftRoom[],
  priceOf: (number: number, guests: number) => StayPrice | null | undefined,
): StayTotal | 'pending' | null {
  if (!rooms.length) return null
  let total = 0
  let before = 0
  let currency = ''
  let pending = false
  for (const line of rooms) {
    const price = priceOf(line.number, line.guest_count)
    if (price === undefined) {
      pending = true
      continue
    }
    if (!price || price.total_after_promotion_cents === null || price.total_cents === null) return null
    total += price.total_after_promotion_cents
    before += price.total_cents
    currency = price.currency
  }
  return pending ? 'pending' : { total, before, currency }
}

/** The last day a stay can be cancelled or modified: `days` days before check-in. */
export function changeDeadlineOf(checkIn: string, days: number): string {
  return addDays(checkIn, -days)
}

/** The modify form (dates, general information, guest details); rooms are checked with roomsStepSchema. */
export function modifyStepSchema(today = hotelToday()) {
  return z
    .object({ check_in: create.check_in, check_out: create.check_out, ...detailsStepSchema.shape })
    .superRefine((stay, ctx) => refineStay(stay, ctx, today))
}
