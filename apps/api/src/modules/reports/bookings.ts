import {
  type BookingsByCategoryReport,
  type ReservationCategory,
  type RoomType,
  reservationCategories,
  roomTypes,
} from '@hotel/contract'
import { sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { firstOfMonth, lastOfMonth } from './period.ts'

/**
 * Live bookings of a month or a year by category and by room type, in one statement. A stay line counts when it
 * is not canceled (the flag mirrors the reservation's cancellation) and holds a night in the period; its
 * room-nights are those inside the period (start_date <= d < end_date, so an early check-out's left nights are
 * not counted), as in `performance`. The window index on reservation_rooms (end_date, start_date, live only)
 * serves the range. A category counts each reservation once, a room type each stay line.
 */
export async function bookingsByCategory(
  db: Db,
  year: number,
  month?: number,
): Promise<BookingsByCategoryReport> {
  const from = firstOfMonth(year, month ?? 1)
  const to = lastOfMonth(year, month ?? 12)
  const result = await db.execute(sql`
    with lines as (
      select rr.reservation_id, rr.room_id,
        least(rr.end_date, ${to}::date + 1) - greatest(rr.start_date, ${from}::date) as nights
      from reservation_rooms rr
      where not rr.canceled and rr.end_date > ${from}::date and rr.start_date <= ${to}::date
    )
    select 'category' as kind, r.category::text as key,
      count(distinct l.reservation_id)::text as count, sum(l.nights)::text as nights
    from lines l join reservations r on r.id = l.reservation_id
    group by r.category
    union all
    select 'type', ro.type::text, count(*)::text, sum(l.nights)::text
    from lines l join rooms ro on ro.id = l.room_id
    group by ro.type`)
  const rows = (result as unknown as { rows: { kind: string; key: string; count: string; nights: string }[] })
    .rows
  const find = (kind: string, key: string) => rows.find((row) => row.kind === kind && row.key === key)
  return {
    year,
    month: month ?? null,
    from,
    to,
    categories: reservationCategories.map((category: ReservationCategory) => {
      const row = find('category', category)
      return { category, reservations: Number(row?.count ?? 0), room_nights: Number(row?.nights ?? 0) }
    }),
    room_types: roomTypes.map((type: RoomType) => {
      const row = find('type', type)
      return { type, stays: Number(row?.count ?? 0), room_nights: Number(row?.nights ?? 0) }
    }),
  }
}
