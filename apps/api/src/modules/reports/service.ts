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
import { hotelDayStartSql } from '../../lib/hotel-days.ts'
import { firstOfMonth, lastOfMonth } from './period.ts'

/**
 * THE rounding rule of the reports: a quotient of non-negative integers rounded to the nearest integer, a half
 * away from zero (2.5 → 3, 1350.5 → 1351), in exact integer arithmetic; 0 when the divisor is 0. ADR, RevPAR and
 * occupancy (in basis points) all go through it. The one figure rounded in SQL, a stay's revenue within a month,
 * uses PostgreSQL's `round(numeric)`, which rounds a half away from zero too.
 */
export function roundedQuotient(numerator: number, denominator: number): number {
  if (denominator === 0) return 0
  const n = BigInt(numerator)
  const d = BigInt(denominator)
  return Number((2n * n + d) / (2n * d))
}

/** Occupancy as a decimal string with 4 decimals ("0.6452" is 64.52%), rounded by `roundedQuotient`. */
export function occupancyOf(sold: number, available: number): string {
  const basisPoints = roundedQuotient(sold * 10_000, available)
  return `${Math.floor(basisPoints / 10_000)}.${String(basisPoints % 10_000).padStart(4, '0')}`
}

function figures(
  from: string,
  to: string,
  available: number,
  sold: number,
  revenue: number,
): PerformanceFigures {
  return {
    from,
    to,
    room_nights_available: available,
    room_nights_sold: sold,
    room_revenue: revenue,
    occupancy: occupancyOf(sold, available),
    adr: roundedQuotient(revenue, sold),
    revpar: roundedQuotient(revenue, available),
  }
}

interface MonthRow {
  year: number
  month: number
  available: string
  sold: string
  revenue: string
}

/** The counts of each month from `from` (a first of month) to the month starting `lastStart` (see `performance`). */
async function monthRows(db: Db, from: string, lastStart: string, end: string): Promise<MonthRow[]> {
  const result = await db.execute(sql`
    with months as (
      select m::date as m_start, (m + interval '1 month')::date as m_end
      from generate_series(${from}::date, ${lastStart}::date, interval '1 month') as m
    ),
    lines as materialized (
      select id, start_date, end_date, tariff_cents, raw_tariff_cents, nights
      from reservation_rooms
      where not canceled and end_date > ${from}::date and start_date < ${end}::date
    ),
    sold as (
      select mo.m_start, sum(least(l.end_date, mo.m_end) - greatest(l.start_date, mo.m_start)) as nights
      from lines l
      join months mo on l.end_date > mo.m_start and l.start_date < mo.m_end
      group by mo.m_start
    ),
    line_revenue as (
      select date_trunc('month', n.date)::date as m_start,
        round(sum(n.cents)::numeric * l.tariff_cents / l.raw_tariff_cents) as revenue
      from lines l
      cross join lateral jsonb_to_recordset(l.nights) as n(date date, cents bigint)
      where l.raw_tariff_cents > 0
        and n.date >= l.start_date and n.date < l.end_date
        and n.date >= ${from}::date and n.date < ${end}::date
      group by l.id, l.tariff_cents, l.raw_tariff_cents, 1
    ),
    revenue as (select m_start, sum(revenue) as revenue from line_revenue group by m_start),
    available as (
      select mo.m_start, count(ro.id) * (mo.m_end - mo.m_start) as nights
      from months mo
      left join rooms ro
        on ro.archived_at is null or ro.archived_at >= ${hotelDayStartSql(sql`mo.m_end`)}
      group by mo.m_start, mo.m_end
    )
    select extract(year from mo.m_start)::int as year,
      extract(month from mo.m_start)::int as month,
      coalesce(a.nights, 0)::text as available,
      coalesce(s.nights, 0)::text as sold,
      coalesce(v.revenue, 0)::text as revenue
    from months mo
    left join available a on a.m_start = mo.m_start
    left join sold s on s.m_start = mo.m_start
    left join revenue v on v.m_start = mo.m_start
    order by mo.m_start`)
  return (result as unknown as { rows: MonthRow[] }).rows
}

const nextMonthStart = (year: number, month: number) =>
  month === 12 ? firstOfMonth(year + 1, 1) : firstOfMonth(year, month + 1)

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
 *   count as available (the issue's rule, as no setting says otherwise yet); a room's creation date is not looked at.
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
  const from = firstOfMonth(year, firstMonth)
  const rows = await monthRows(db, from, firstOfMonth(year, lastMonth), nextMonthStart(year, lastMonth))
  const byMonth = rows.map((row) => ({
    month: Number(row.month),
    ...figures(
      firstOfMonth(year, Number(row.month)),
      lastOfMonth(year, Number(row.month)),
      Number(row.available),
      Number(row.sold),
      Number(row.revenue),
    ),
  }))
  const total = summed(from, lastOfMonth(year, lastMonth), byMonth)
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
  const rows = await monthRows(
    db,
    firstOfMonth(fromYear, 1),
    firstOfMonth(toYear, 12),
    nextMonthStart(toYear, 12),
  )
  const byYear = []
  for (let year = fromYear; year <= toYear; year++) {
    const months = rows
      .filter((row) => Number(row.year) === year)
      .map((row) => ({
        room_nights_available: Number(row.available),
        room_nights_sold: Number(row.sold),
        room_revenue: Number(row.revenue),
      }))
    byYear.push({ year, ...summed(firstOfMonth(year, 1), lastOfMonth(year, 12), months) })
  }
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
