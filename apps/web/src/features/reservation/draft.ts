/**
 * What the guest has chosen in the booking dialog so far. It is kept in sessionStorage so that a guest
 * sent to sign in comes back to the dialog with their choices, and a reload loses nothing.
 *
 * No zod here: this module is part of the pages that open the dialog, which must stay small.
 */
import { storagePrefix } from '../../lib/api.ts'
import { isValidDate } from '../../lib/validation.ts'

export const reservationCategoryValues = [
  'medical_visit',
  'tour_operator_or_ngo',
  'companies',
  'tourism',
] as const
export type CategoryValue = (typeof reservationCategoryValues)[number]

/** Steps of the dialog: 1 dates and guests, 2 rooms, 3 general information, 4 payment, 5 completing. */
export const steps = ['dates', 'rooms', 'details', 'payment', 'complete'] as const
export type StepNumber = 1 | 2 | 3 | 4 | 5

/** The most guests the dialog offers in step 1 (the API takes up to 20 per room). */
export const maxPartySize = 20

export interface DraftRoom {
  number: number
  guest_count: number
}

export interface DraftGuest {
  name: string
  email: string
  phone: string
  identification: string
  country: string
}

export interface ReservationDraft {
  /** The room the guest pressed Book on. */
  room: number
  check_in: string
  check_out: string
  /** How many guests are travelling (step 1); each room then says how many sleep in it. */
  adults: number
  /** Empty until step 2 is first shown. */
  rooms: DraftRoom[]
  category: CategoryValue | ''
  estimated_arrival_time: string
  additional_description: string
  /** Null until step 3 is first shown (then prefilled from the profile). */
  user: DraftGuest | null
  /** Step 4: pay a share now by card, or everything at the hotel. (Card details are never kept here.) */
  payment: 'card' | 'hotel'
  /** The share of the total to pay now by card (one of the hotel's percentages); null until chosen. */
  percentage: number | null
  /** The step to show; a draft never resumes at step 5 (the booking is sent again from step 4). */
  step: Exclude<StepNumber, 5>
}

/** What a page asks for when the guest presses Book. */
export interface ReservationRequest {
  roomNumber: number
  checkIn?: string
  checkOut?: string
  adults?: number
  /** Several rooms booked together (a group suggestion from the search): step 2 starts with them. */
  rooms?: { number: number; guest_count: number }[]
}

const wholeIn = (value: unknown, min: number, max: number): number | undefined =>
  typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max ? value : undefined

/**
 * The rooms a request preselects: each room once, at most ten (the API's limit), each with 1 to 20
 * guests. Malformed entries are dropped rather than trusted; a list without the Book button's room is
 * ignored (step 2 then starts from that room alone, as for a single booking).
 */
function requestedRooms(request: ReservationRequest): DraftRoom[] {
  if (!Array.isArray(request.rooms)) return []
  const rooms: DraftRoom[] = []
  for (const entry of request.rooms) {
    const number = wholeIn(entry?.number, 1, 100_000)
    const guests = wholeIn(entry?.guest_count, 1, maxPartySize)
    if (number === undefined || guests === undefined || rooms.some((room) => room.number === number)) continue
    rooms.push({ number, guest_count: guests })
  }
  const kept = rooms.slice(0, 10)
  return kept.some((room) => room.number === request.roomNumber) ? kept : []
}

/** A fresh draft for a Book button: the search's dates, guests and rooms when it had them. */
export function newDraft(request: ReservationRequest): ReservationDraft {
  const dated =
    request.checkIn && request.checkOut && isValidDate(request.checkIn) && isValidDate(request.checkOut)
  const rooms = requestedRooms(request)
  const party = rooms.reduce((sum, room) => sum + room.guest_count, 0)
  return {
    room: request.roomNumber,
    check_in: dated ? (request.checkIn as string) : '',
    check_out: dated ? (request.checkOut as string) : '',
    adults: wholeIn(request.adults, 1, maxPartySize) ?? (party ? Math.min(party, maxPartySize) : 2),
    rooms,
    category: '',
    estimated_arrival_time: '',
    additional_description: '',
    user: null,
    payment: 'card',
    percentage: null,
    step: 1,
  }
}

/** The rooms for step 2: those chosen before, else the room the guest pressed Book on. */
export function roomsForStep2(draft: ReservationDraft, maxGuests: number | undefined): DraftRoom[] {
  if (draft.rooms.length) return draft.rooms
  const guests = maxGuests ? Math.min(draft.adults, maxGuests) : draft.adults
  return [{ number: draft.room, guest_count: Math.max(1, guests) }]
}

/** Saved form: the draft, the page it belongs to, and whether to reopen it there (after signing in). */
export interface StoredDraft {
  v: 1
  /** Path and query of the page that opened the dialog. */
  path: string
  /** Reopen the dialog when the guest is back on `path`. */
  resume: boolean
  /** When it was saved (ms); old drafts are forgotten. */
  saved_at: number
  draft: ReservationDraft
}

/** A draft older than this is not reopened. */
export const draftLifetimeMs = 2 * 60 * 60_000

const text = (value: unknown, max: number): string | undefined =>
  typeof value === 'string' && value.length <= max ? value : undefined

function parseGuest(value: unknown): DraftGuest | null {
  if (!value || typeof value !== 'object') return null
  const guest = value as Record<string, unknown>
  const fields = ['name', 'email', 'phone', 'identification', 'country'] as const
  const out: Partial<DraftGuest> = {}
  for (const field of fields) {
    const entry = text(guest[field], 300)
    if (entry === undefined) return null
    out[field] = entry
  }
  return out as DraftGuest
}

/**
 * Reads a saved draft back, defensively: sessionStorage can hold anything (an older version of the
 * site, a hand edit). Anything that does not look right gives null, never a half-valid draft.
 */
export function parseStoredDraft(raw: string | null, now = Date.now()): StoredDraft | null {
  if (!raw) return null
  let value: unknown
  try {
    value = JSON.parse(raw)
  } catch {
    return null
  }
  if (!value || typeof value !== 'object') return null
  const stored = value as Record<string, unknown>
  if (stored.v !== 1 || typeof stored.path !== 'string' || !stored.path.startsWith('/')) return null
  if (typeof stored.saved_at !== 'number' || now - stored.saved_at > draftLifetimeMs) return null
  const draft = stored.draft as Record<string, unknown> | undefined
  if (!draft || typeof draft !== 'object') return null
  const room = wholeIn(draft.room, 1, 100_000)
  const adults = wholeIn(draft.adults, 1, maxPartySize)
  const step = wholeIn(draft.step, 1, 4) as ReservationDraft['step'] | undefined
  const checkIn = text(draft.check_in, 10)
  const checkOut = text(draft.check_out, 10)
  if (room === undefined || adults === undefined || step === undefined) return null
  if (checkIn === undefined || checkOut === undefined) return null
  if (!Array.isArray(draft.rooms) || draft.rooms.length > 10) return null
  const rooms: DraftRoom[] = []
  for (const entry of draft.rooms as unknown[]) {
    const line = entry as Record<string, unknown> | null
    const number = wholeIn(line?.number, 1, 100_000)
    const guests = wholeIn(line?.guest_count, 1, maxPartySize)
    if (number === undefined || guests === undefined) return null
    rooms.push({ number, guest_count: guests })
  }
  const category = reservationCategoryValues.find((c) => c === draft.category) ?? ''
  return {
    v: 1,
    path: stored.path,
    resume: stored.resume === true,
    saved_at: stored.saved_at,
    draft: {
      room,
      check_in: checkIn,
      check_out: checkOut,
      adults,
      rooms,
      category,
      estimated_arrival_time: text(draft.estimated_arrival_time, 5) ?? '',
      additional_description: text(draft.additional_description, 1000) ?? '',
      user: parseGuest(draft.user),
      payment: draft.payment === 'hotel' ? 'hotel' : 'card',
      percentage: wholeIn(draft.percentage, 1, 100) ?? null,
      step,
    },
  }
}

export function serializeDraft(stored: StoredDraft): string {
  return JSON.stringify(stored)
}

/** sessionStorage key of the draft (the site's storage prefix, as for the session). */
const draftStorageName = 'reservation-draft'
export const draftKey = `${storagePrefix}${draftStorageName}`

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage
  } catch {
    return null
  }
}

export function saveDraft(key: string, stored: Omit<StoredDraft, 'v' | 'saved_at'>) {
  try {
    storage()?.setItem(key, serializeDraft({ v: 1, saved_at: Date.now(), ...stored }))
  } catch {
    // Private mode or full storage: the dialog still works, the draft just does not survive a reload.
  }
}

export function loadDraft(key: string): StoredDraft | null {
  try {
    return parseStoredDraft(storage()?.getItem(key) ?? null)
  } catch {
    return null
  }
}

export function clearDraft(key: string) {
  try {
    storage()?.removeItem(key)
  } catch {
    // Nothing saved, nothing to clear.
  }
}
