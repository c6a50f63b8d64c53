import { hotelToday, type Reservation, type ReservationUpdate } from '@hotel/contract'

export type BadgeKey = 'canceled' | 'paid' | 'partially_paid' | 'pending' | 'in_progress' | 'completed'
export type BadgeTone = 'error' | 'success' | 'warning' | 'info' | 'neutral'

/**
 * The profile's status badges (spec: canceled, paid, pending): a cancelled stay says only that; otherwise
 * what is paid, and whether the stay is under way or over.
 */
export function badgesOf(
  reservation: Pick<Reservation, 'status' | 'payment_status'>,
): { key: BadgeKey; tone: BadgeTone }[] {
  if (reservation.status === 'canceled') return [{ key: 'canceled', tone: 'error' }]
  const payment: { key: BadgeKey; tone: BadgeTone } =
    reservation.payment_status === 'paid'
      ? { key: 'paid', tone: 'success' }
      : reservation.payment_status === 'partially_paid'
        ? { key: 'partially_paid', tone: 'info' }
        : { key: 'pending', tone: 'warning' }
  if (reservation.status === 'in_progress') return [payment, { key: 'in_progress', tone: 'info' }]
  if (reservation.status === 'completed') return [payment, { key: 'completed', tone: 'neutral' }]
  return [payment]
}

/** Why a reservation cannot be changed any more (null when it can). */
export function lockReason(
  reservation: Pick<Reservation, 'status' | 'can_change'>,
): 'canceled' | 'in_progress' | 'completed' | 'deadline' | null {
  if (reservation.can_change) return null
  if (reservation.status === 'canceled') return 'canceled'
  if (reservation.status === 'in_progress') return 'in_progress'
  if (reservation.status === 'completed') return 'completed'
  return 'deadline'
}

/**
 * A stay the guest has had, so may review: not cancelled, and marked completed by the hotel or at its
 * check-out day (staff may not have closed it yet).
 */
export function stayed(
  reservation: Pick<Reservation, 'status' | 'check_out'>,
  today = hotelToday(),
): boolean {
  if (reservation.status === 'canceled') return false
  return reservation.status === 'completed' || reservation.check_out <= today
}

/** What the modify form edits. */
export interface ChangeValues {
  check_in: string
  check_out: string
  rooms: { number: number; guest_count: number }[]
  category: string
  estimated_arrival_time: string
  additional_description: string
  user: { name: string; email: string; phone: string; identification: string; country: string }
}

export function changeValuesOf(reservation: Reservation): ChangeValues {
  return {
    check_in: reservation.check_in,
    check_out: reservation.check_out,
    rooms: reservation.rooms
      .map((room) => ({ number: room.number, guest_count: room.guest_count }))
      .sort((a, b) => a.number - b.number),
    category: reservation.category,
    estimated_arrival_time: reservation.estimated_arrival_time ?? '',
    additional_description: reservation.additional_description ?? '',
    user: { ...reservation.user },
  }
}

const roomsKey = (rooms: ChangeValues['rooms']) =>
  [...rooms]
    .sort((a, b) => a.number - b.number)
    .map((room) => `${room.number}:${room.guest_count}`)
    .join(',')

/**
 * The PATCH /reservations/{id} body for what the guest changed: dates come together, rooms as a whole,
 * an emptied arrival time or note is null (cleared). Empty when nothing changed.
 */
export function updateBodyOf(reservation: Reservation, values: ChangeValues): ReservationUpdate {
  const before = changeValuesOf(reservation)
  const body: ReservationUpdate = {}
  if (values.check_in !== before.check_in || values.check_out !== before.check_out) {
    body.check_in = values.check_in
    body.check_out = values.check_out
  }
  if (roomsKey(values.rooms) !== roomsKey(before.rooms))
    body.rooms = values.rooms.map((room) => ({ number: room.number, guest_count: room.guest_count }))
  if (values.category !== before.category) body.category = values.category as ReservationUpdate['category']
  const arrival = values.estimated_arrival_time.trim()
  if (arrival !== before.estimated_arrival_time) body.estimated_arrival_time = arrival || null
  const notes = values.additional_description.trim()
  if (notes !== before.additional_description.trim()) body.additional_description = notes || null
  const user = {
    email: values.user.email.trim(),
    name: values.user.name.trim(),
    identification: values.user.identification.trim(),
    phone: values.user.phone.trim(),
    country: values.user.country.trim(),
  }
  if ((Object.keys(user) as (keyof typeof user)[]).some((key) => user[key] !== before.user[key]))
    body.user = user
  return body
}
