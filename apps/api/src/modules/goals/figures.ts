import { addDays, type PerformanceFigures } from '@hotel/contract'
import { type SQL, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { hotelDayStartSql } from '../../lib/hotel-days.ts'
import { occupancyOf, roundedQuotient } from '../reports/service.ts'

/** Hotel days `from`..`to`, both included (the hotel's calendar dates). */
export interface Span {
  from: string
  to: string
}

/** The periods as a VALUES list: (k, start, end) with `end` the day after `to` (half-open, as stays are). */
const spansOf = (spans: Span[]): SQL =>
  sql`(values ${sql.join(
    spans.map((span, k) => sql`(${k}::int, ${span.from}::date, ${addDays(span.to, 1)}::date)`),
    sql`, `,
  )}) as p(k, p_start, p_end)`

/**
 * The room figures of several spans in one statement, with the reports module's definitions (see
 * `performance` in reports/service.ts), so a month or a year here equals its performance report:
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
    return {
      from: span.from,
      to: span.to,
      room_nights_available: available,
      room_nights_sold: sold,
      room_revenue: revenue,
      occupancy: occupancyOf(sold, available),
      adr: roundedQuotient(revenue, sold),
      revpar: roundedQuotient(revenue, available),
    }
  })
}

/**
 * Money received in each span, in the hotel's currency (cents), in one statement: the paid payments whose
 * paid_at falls in the span's hotel days, less the refunds made in them (a refund counts on its own day, as in
 * the payments report, so a closed day never changes).
 */
export async function spanRevenue(db: Db, spans: Span[]): Promise<number[]> {
  if (!spans.length) return []
  const result = await db.execute(sql`
    with periods as (
      select k, ${hotelDayStartSql(sql`p_start`)} as t_start, ${hotelDayStartSql(sql`p_end`)} as t_end
      from ${spansOf(spans)}
    )
    select p.k,
      (coalesce((
        select sum(pa.amount_cents) from payments pa
        where pa.status = 'paid' and pa.paid_at >= p.t_start and pa.paid_at < p.t_end
      ), 0) - coalesce((
        select sum(r.amount_cents) from refunds r
        where r.created_at >= p.t_start and r.created_at < p.t_end
      ), 0))::text as net
    from periods p
    order by p.k`)
  const rows = (result as unknown as { rows: { k: number; net: string }[] }).rows
  return spans.map((_, k) => Number(rows.find((row) => Number(row.k) === k)?.net ?? 0))
}
