import { hotelTimeZone } from '@hotel/contract'
import { type SQL, sql } from 'drizzle-orm'

let hotelOffset: Intl.DateTimeFormat | undefined

/** The instant a YYYY-MM-DD day of the hotel's calendar starts (its midnight in the hotel's time zone). */
export function hotelDayStart(day: string): Date {
  hotelOffset ??= new Intl.DateTimeFormat('en-US', { timeZone: hotelTimeZone, timeZoneName: 'longOffset' })
  const midnightUtc = Date.parse(`${day}T00:00:00Z`)
  // The zone's offset that day ("GMT-06:00"; "GMT" when zero), taken at noon, far from any change of offset.
  const zone =
    hotelOffset
      .formatToParts(new Date(midnightUtc + 12 * 3600_000))
      .find((part) => part.type === 'timeZoneName')?.value ?? 'GMT'
  const [, sign, hours, minutes] = /GMT([+-])(\d{2}):(\d{2})/.exec(zone) ?? []
  const offsetMinutes = sign ? (sign === '-' ? -1 : 1) * (Number(hours) * 60 + Number(minutes)) : 0
  return new Date(midnightUtc - offsetMinutes * 60_000)
}

/**
 * hotelDayStart in SQL, for a day the statement computes (a column, `date + 1`) or a YYYY-MM-DD text: a
 * timestamptz. Instants are compared to these bounds, never converted row by row, so an index on them serves.
 */
export const hotelDayStartSql = (day: string | SQL) =>
  sql`((${day})::date::timestamp at time zone ${hotelTimeZone})`
