import type {
  MostReservedQuery,
  MostReservedReport,
  PerformanceFigures,
  PerformanceReport,
  PerformanceYearsReport,
  RoomType,
} from '@hotel/contract'
import { sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { figures, spanFigures } from './figures.ts'
import { firstOfMonth, lastOfMonth } from './period.ts'

const monthSpan = (year: number, month: number) => ({
  from: firstOfMonth(year, month),
  to: lastOfMonth(year, month),
})

type Summable = Pick<PerformanceFigures, 'room_nights_available' | 'room_nights_sold' | 'room_revenue'>
/** The figures of a span from the sums of its months' counts (ratios are never summed). */
const summed = (from: string, to: string, parts: Summable[]) =>
  figures(
    from,
    to,
    parts.reduce((total, row) => total + row.room_nights_available, 0),
    parts.reduce((total, row) => total + row.room_nights_sold, 0),
    parts.reduce((total, row) => total + row.room_revenue, 0),
  )

/**
 * Performance of a month, or of a year month by month (the year's figures are the sums of its months'), for the
 * hotel days of the period (the hotel's calendar dates). In one SQL statement:
 *
 * - room-nights available of a month: every room not archived before the month's end (its archived_at is null or
 *   at or after the hotel's midnight of the day after the month) counts every night of the month. Closures
 *   count as available (the rule, as no setting says otherwise yet); a room's creation date is not looked at.
 * - room-nights sold: the nights d (start_date <= d < end_date) inside the month of live stays: reservation_rooms
 *   not `canceled` (the flag mirrors the reservation's cancellation, a no-show's too, so the reservations of a
 *   stay reserved, in progress or completed; no join to them needed), whatever room they are in.
 * - room revenue: for each such stay line and month, round(sum of the `nights` prices of its sold nights in the
 *   month × tariff_cents / raw_tariff_cents), the line's promotion applied to the nights' prices before it (0 when
 *   raw_tariff_cents is 0). Nights left by an early check-out (after end_date) are not sold and not counted.
 *   Extras, breakfasts and taxes are not room revenue.
 */
export async function performance(db: Db, year: number, month?: number): Promise<PerformanceReport> {
  const firstMonth = month ?? 1
  const lastMonth = month ?? 12
  const perMonth = await spanFigures(
    db,
    Array.from({ length: lastMonth - firstMonth + 1 }, (_, i) => monthSpan(year, firstMonth + i)),
  )
  const byMonth = perMonth.map((row, i) => ({ month: firstMonth + i, ...row }))
  const total = summed(firstOfMonth(year, firstMonth), lastOfMonth(year, lastMonth), byMonth)
  return month === undefined ? { year, month: null, ...total, by_month: byMonth } : { year, month, ...total }
}

/**
 * Performance year by year from `fromYear` to `toYear` (at most 10, the contract checks): the same statement as
 * `performance` over every month of the span, each year's figures the sums of its months' counts.
 */
export async function performanceYears(
  db: Db,
  fromYear: number,
  toYear: number,
): Promise<PerformanceYearsReport> {
  const years = Array.from({ length: toYear - fromYear + 1 }, (_, i) => fromYear + i)
  const perMonth = await spanFigures(
    db,
    years.flatMap((year) => Array.from({ length: 12 }, (_, i) => monthSpan(year, i + 1))),
  )
  const byYear = years.map((year, y) => ({
    year,
    ...summed(firstOfMonth(year, 1), lastOfMonth(year, 12), perMonth.slice(y * 12, y * 12 + 12)),
  }))
  return { from: fromYear, to: toYear, by_year: byYear }
}

/**
 * The rooms with the most room-nights sold (live stays, as in `performance`) in a month, a year, or ever; ties
 * by stays, then by room number. `stays` counts the stay lines with a night in the period.
 */
export async function mostReserved(
  db: Db,
  query: Pick<MostReservedQuery, 'limit' | 'year' | 'month'>,
): Promise<MostReservedReport> {
  const period =
    query.year === undefined
      ? null
      : query.month === undefined
        ? { from: firstOfMonth(query.year, 1), to: lastOfMonth(query.year, 12) }
        : { from: firstOfMonth(query.year, query.month), to: lastOfMonth(query.year, query.month) }
  const nights = period
    ? sql`least(rr.end_date, ${period.to}::date + 1) - greatest(rr.start_date, ${period.from}::date)`
    : sql`rr.end_date - rr.start_date`
  const within = period
    ? sql`and rr.end_date > ${period.from}::date and rr.start_date <= ${period.to}::date`
    : sql``
  const result = await db.execute(sql`
    select ro.number, ro.type::text as type, sum(x.nights)::text as nights, count(*)::text as stays
    from (
      select rr.room_id, ${nights} as nights
      from reservation_rooms rr
      where not rr.canceled ${within}
    ) x
    join rooms ro on ro.id = x.room_id
    group by ro.id, ro.number, ro.type
    order by sum(x.nights) desc, count(*) desc, ro.number
    limit ${query.limit}`)
  const rows = (
    result as unknown as { rows: { number: number; type: string; nights: string; stays: string }[] }
  ).rows
  return {
    year: query.year ?? null,
    month: query.month ?? null,
    from: period?.from ?? null,
    to: period?.to ?? null,
    rooms: rows.map((row) => ({
      number: Number(row.number),
      type: row.type as RoomType,
      nights: Number(row.nights),
      stays: Number(row.stays),
    })),
  }
}
