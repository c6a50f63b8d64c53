import type { PerformanceFigures } from '@hotel/contract'
import { type SQL, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { hotelDayStartSql } from '../../lib/hotel-days.ts'

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

export function figures(
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

/** Hotel days `from`..`to`, both included (the hotel's calendar dates). */
export interface Span {
  from: string
  to: string
}

/**
 * The periods as a VALUES list: (k, start, end) with `end` the day after `to` (half-open, as stays are), counted
 * by PostgreSQL, which also knows the day after 9999-12-31.
 */
export const spansOf = (spans: Span[]): SQL =>
  sql`(values ${sql.join(
    spans.map((span, k) => sql`(${k}::int, ${span.from}::date, ${span.to}::date + 1)`),
    sql`, `,
  )}) as p(k, p_start, p_end)`

/**
 * The room figures of several spans in one statement: the performance report asks it for each month
 * (`performance` in service.ts), and a goal's month or year or a night audit's day gets the same definitions:
 *
 * - each span is cut at month boundaries into segments; a room counts available for a segment's every night
 *   unless archived before the segment's end (the hotel's midnight); closures count as available;
 * - room-nights sold: the nights of live stay lines (reservation_rooms not `canceled`) inside the span;
 * - room revenue: per stay line and segment, round(sum of its nights' prices × tariff_cents / raw_tariff_cents),
 *   half away from zero (PostgreSQL's round on numeric); extras, breakfasts and taxes are not room revenue.
 *
 * For a single day the segment is the day itself; for a month or a year the segments are its months, exactly the
 * report's rounding and archive rule.
 */
export async function spanFigures(db: Db, spans: Span[]): Promise<PerformanceFigures[]> {
  if (!spans.length) return []
  const from = spans.reduce((min, span) => (span.from < min ? span.from : min), spans[0]?.from ?? '')
  const to = spans.reduce((max, span) => (span.to > max ? span.to : max), spans[0]?.to ?? '')
  const result = await db.execute(sql`
    with periods as (select * from ${spansOf(spans)}),
    segments as (
      select p.k, greatest(m::date, p.p_start) as s_start, least((m + interval '1 month')::date, p.p_end) as s_end
      from periods p
      cross join lateral generate_series(
        date_trunc('month', p.p_start::timestamp), (p.p_end - 1)::timestamp, interval '1 month'
      ) as m
    ),
    lines as materialized (
      select id, start_date, end_date, tariff_cents, raw_tariff_cents, nights
      from reservation_rooms
      where not canceled and end_date > ${from}::date and start_date <= ${to}::date
    ),
    sold as (
      select p.k, sum(least(l.end_date, p.p_end) - greatest(l.start_date, p.p_start)) as nights
      from lines l
      join periods p on l.end_date > p.p_start and l.start_date < p.p_end
      group by p.k
    ),
    line_revenue as (
      select s.k, round(sum(n.cents)::numeric * l.tariff_cents / l.raw_tariff_cents) as revenue
      from lines l
      cross join lateral jsonb_to_recordset(l.nights) as n(date date, cents bigint)
      join segments s on n.date >= s.s_start and n.date < s.s_end
      where l.raw_tariff_cents > 0 and n.date >= l.start_date and n.date < l.end_date
      group by s.k, s.s_start, l.id, l.tariff_cents, l.raw_tariff_cents
    ),
    revenue as (select k, sum(revenue) as revenue from line_revenue group by k),
    segment_available as (
      select s.k, count(ro.id) * (s.s_end - s.s_start) as nights
      from segments s
      left join rooms ro
        on ro.archived_at is null or ro.archived_at >= ${hotelDayStartSql(sql`s.s_end`)}
      group by s.k, s.s_start, s.s_end
    ),
    available as (select k, sum(nights) as nights from segment_available group by k)
    select p.k,
      coalesce(a.nights, 0)::text as available,
      coalesce(s.nights, 0)::text as sold,
      coalesce(v.revenue, 0)::text as revenue
    from periods p
    left join available a on a.k = p.k
    left join sold s on s.k = p.k
    left join revenue v on v.k = p.k
    order by p.k`)
  const rows = (
    result as unknown as { rows: { k: number; available: string; sold: string; revenue: string }[] }
  ).rows
  return spans.map((span, k) => {
    const row = rows.find((r) => Number(r.k) === k)
    const available = Number(row?.available ?? 0)
    const sold = Number(row?.sold ?? 0)
    const revenue = Number(row?.revenue ?? 0)
    return figures(span.from, span.to, available, sold, revenue)
  })
}
