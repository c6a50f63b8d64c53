// The hotel's bounds on a stay, without zod: the guest site's search box checks them on the home page.
import { hotelToday, nightsBetween } from './dates.ts'

/** The hotel settings that bound a stay, with their defaults. */
export const defaultStayLimits = {
  /** The longest stay one booking (or search) may cover. */
  max_stay_nights: 30,
  /** How far ahead a stay may end, in months from the hotel's today. */
  booking_horizon_months: 18,
  /** Future reservations with nothing paid that one guest may hold at once. */
  max_unpaid_reservations: 5,
}

export interface StayLimits {
  max_stay_nights: number
  booking_horizon_months: number
}

/** The last day a stay may end on: `months` months after `today`, on the month's last day when shorter. */
export function bookingHorizon(today: string, months: number): string {
  const [year = 0, month = 1, day = 1] = today.split('-').map(Number)
  const target = new Date(Date.UTC(year, month - 1 + months, 1))
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate()
  target.setUTCDate(Math.min(day, lastDay))
  return target.toISOString().slice(0, 10)
}

/**
 * A stay beyond the hotel's bounds (the settings in GET /hotel): more nights than one booking may hold, or an end
 * past the booking horizon. The server checks it on every search and booking; the apps check it first.
 */
export function stayLimitIssue(
  stay: { check_in: string; check_out: string },
  limits: StayLimits,
  today = hotelToday(),
): {
  message: 'validation.stay_too_long' | 'validation.beyond_horizon'
  params: Record<string, number>
} | null {
  if (nightsBetween(stay.check_in, stay.check_out) > limits.max_stay_nights)
    return { message: 'validation.stay_too_long', params: { max: limits.max_stay_nights } }
  if (stay.check_out > bookingHorizon(today, limits.booking_horizon_months))
    return { message: 'validation.beyond_horizon', params: { months: limits.booking_horizon_months } }
  return null
}
