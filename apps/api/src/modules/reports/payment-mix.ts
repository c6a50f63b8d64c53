import {
  hotelTimeZone,
  type PaymentMixRow,
  type PaymentsReport,
  paymentCurrencies,
  paymentMethods,
} from '@hotel/contract'
import { type SQL, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { hotelDayStartSql } from '../../lib/hotel-days.ts'
import { firstOfMonth, lastOfMonth } from './period.ts'

type PaymentMethod = (typeof paymentMethods)[number]
type PaymentCurrency = (typeof paymentCurrencies)[number]

interface MixRow {
  month: number | null
  method: PaymentMethod
  currency: PaymentCurrency
  count: string
  amount: string
  charged: string
  refunded: string
}

/**
 * Payments and refunds of the hotel days `from`..`to` (both included) by method and currency, and by month when
 * `byMonth`: in one statement. A payment counts on the hotel day of its `paid_at` (status paid only); a refund on
 * the day it was made (its payment's method and currency), so a day's figures never change after it: refunding an
 * old payment lands on today. The hotel's month of an instant is its month in the hotel's time zone.
 */
async function mix(db: Db, from: string, to: string, byMonth: boolean) {
  const start = hotelDayStartSql(from)
  const end = hotelDayStartSql(sql`${to}::date + 1`)
  const month = (column: SQL) =>
    byMonth ? sql`extract(month from ${column} at time zone ${hotelTimeZone})::int` : sql`null::int`
  const result = await db.execute(sql`
    with paid as (
      select ${month(sql`p.paid_at`)} as month, p.method, p.currency, count(*) as count,
        sum(p.amount_cents) as amount, sum(p.charged_cents) as charged
      from payments p
      where p.status = 'paid' and p.paid_at >= ${start} and p.paid_at < ${end}
      group by 1, 2, 3
    ),
    refunded as (
      select ${month(sql`r.created_at`)} as month, p.method, p.currency, sum(r.amount_cents) as refunded
      from refunds r
      join payments p on p.id = r.payment_id
      where r.created_at >= ${start} and r.created_at < ${end}
      group by 1, 2, 3
    )
    select coalesce(a.month, b.month) as month,
      coalesce(a.method, b.method)::text as method,
      coalesce(a.currency, b.currency)::text as currency,
      coalesce(a.count, 0)::text as count,
      coalesce(a.amount, 0)::text as amount,
      coalesce(a.charged, 0)::text as charged,
      coalesce(b.refunded, 0)::text as refunded
    from paid a
    full join refunded b
      on a.method = b.method and a.currency = b.currency and a.month is not distinct from b.month`)
  return (result as unknown as { rows: MixRow[] }).rows
}

const rowOf = (row: MixRow): PaymentMixRow => ({
  method: row.method,
  currency: row.currency,
  count: Number(row.count),
  amount_cents: Number(row.amount),
  charged_cents: Number(row.charged),
  refunded_cents: Number(row.refunded),
})

/** The contract's order: card before cash, USD before NIO (as the enums list them). */
const byMethodAndCurrency = (a: PaymentMixRow, b: PaymentMixRow) =>
  paymentMethods.indexOf(a.method) - paymentMethods.indexOf(b.method) ||
  paymentCurrencies.indexOf(a.currency) - paymentCurrencies.indexOf(b.currency)

/**
 * The payment mix of the hotel days `from`..`to` (YYYY-MM-DD, both included): per method and
 * currency the paid payments' count, amount (hotel currency, cents), amount charged (in that currency) and the
 * refunds made in the period (hotel currency). Only the pairs with a payment or a refund are listed. The night
 * audit uses it for one day (`from` = `to`).
 */
export async function paymentMix(db: Db, from: string, to: string): Promise<PaymentMixRow[]> {
  return (await mix(db, from, to, false)).map(rowOf).sort(byMethodAndCurrency)
}

const totalsOf = (rows: PaymentMixRow[]) => ({
  count: rows.reduce((sum, row) => sum + row.count, 0),
  amount_cents: rows.reduce((sum, row) => sum + row.amount_cents, 0),
  refunded_cents: rows.reduce((sum, row) => sum + row.refunded_cents, 0),
})

/** Merges the month rows of one method and currency into the year's row. */
function yearRows(rows: PaymentMixRow[]): PaymentMixRow[] {
  const merged = new Map<string, PaymentMixRow>()
  for (const row of rows) {
    const key = `${row.method}:${row.currency}`
    const seen = merged.get(key)
    if (!seen) merged.set(key, { ...row })
    else {
      seen.count += row.count
      seen.amount_cents += row.amount_cents
      seen.charged_cents += row.charged_cents
      seen.refunded_cents += row.refunded_cents
    }
  }
  return [...merged.values()].sort(byMethodAndCurrency)
}

/** The payments report of a month, or of a year with its months (one query either way). */
export async function paymentsReport(db: Db, year: number, month?: number): Promise<PaymentsReport> {
  const from = firstOfMonth(year, month ?? 1)
  const to = lastOfMonth(year, month ?? 12)
  if (month !== undefined) {
    const rows = await paymentMix(db, from, to)
    return { year, month, from, to, rows, totals: totalsOf(rows) }
  }
  const monthly = await mix(db, from, to, true)
  const byMonth = [...new Set(monthly.map((row) => Number(row.month)))]
    .sort((a, b) => a - b)
    .map((m) => ({
      month: m,
      rows: monthly
        .filter((row) => Number(row.month) === m)
        .map(rowOf)
        .sort(byMethodAndCurrency),
    }))
  const rows = yearRows(byMonth.flatMap((entry) => entry.rows))
  return { year, month: null, from, to, rows, totals: totalsOf(rows), by_month: byMonth }
}
