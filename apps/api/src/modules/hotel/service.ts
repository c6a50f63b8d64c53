import { type Hotel, stayLimitIssue } from '@hotel/contract'
import type { Db } from '../../db/client.ts'
import { hotelSettings } from '../../db/schema/index.ts'
import { AppError } from '../../http/errors.ts'

/** numeric(12,6) reads back as '36.800000'; the contract's decimal string drops the padding. */
export function trimDecimal(value: string): string {
  return value.includes('.') ? value.replace(/0+$/, '').replace(/\.$/, '') : value
}

export async function getHotel(db: Db): Promise<Hotel> {
  const [row] = await db.select().from(hotelSettings).limit(1)
  if (!row) throw new AppError('service_unavailable', 'service_unavailable')
  return {
    name: row.name,
    phone: row.phone,
    landline: row.landline,
    email: row.email,
    address: row.address,
    city: row.city,
    country: row.country,
    maps_url: row.mapsUrl,
    facebook_url: row.facebookUrl,
    instagram_url: row.instagramUrl,
    chat_url: row.chatUrl,
    check_in_time: row.checkInTime,
    check_out_time: row.checkOutTime,
    breakfast_included: row.breakfastIncluded,
    currency: row.currency,
    local_currency: row.localCurrency,
    exchange_rate: trimDecimal(row.exchangeRate),
    change_deadline_days: row.changeDeadlineDays,
    payment_percentages: row.paymentPercentages,
  }
}

/** The hotel's bounds on stays and unpaid reservations, read on each request (staff may change them). */
export async function stayLimits(db: Db) {
  const [row] = await db
    .select({
      max_stay_nights: hotelSettings.maxStayNights,
      booking_horizon_months: hotelSettings.bookingHorizonMonths,
      max_unpaid_reservations: hotelSettings.maxUnpaidReservations,
    })
    .from(hotelSettings)
    .limit(1)
  if (!row) throw new AppError('service_unavailable', 'service_unavailable')
  return row
}

/** Refuses a stay longer than the hotel allows or ending past its booking horizon (422 on `check_out`); else the limits. */
export async function requireStayWithinLimits(
  db: Db,
  stay: { checkIn: string; checkOut: string },
  context: 'body' | 'querystring',
) {
  const limits = await stayLimits(db)
  const issue = stayLimitIssue({ check_in: stay.checkIn, check_out: stay.checkOut }, limits)
  if (!issue) return limits
  const isQuery = context === 'querystring'
  throw new AppError(
    isQuery ? 'invalid_query' : 'validation_failed',
    isQuery ? 'query.invalid' : 'validation_failed',
    {},
    { check_out: [{ key: issue.message, params: issue.params }] },
  )
}
