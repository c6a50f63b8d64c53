import { sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { hotelDayStartSql } from '../../lib/hotel-days.ts'
import { type Span, spansOf } from '../reports/figures.ts'

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
