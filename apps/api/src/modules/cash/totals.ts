import type { CashCount, CashTotal } from '@hotel/contract'
import { and, eq, inArray, isNotNull, lte, type SQL, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { cashSessionCounts, currencyUnits, payments, refunds, staffUsers } from '../../db/schema/index.ts'
import { AppError } from '../../http/errors.ts'

export const staffName = sql<string | null>`${staffUsers.name} || ' ' || ${staffUsers.lastName}`

type Sums = Map<string, Map<string, number>>

function add(sums: Sums, key: string, code: string, amount: number) {
  const inner = sums.get(key) ?? new Map<string, number>()
  inner.set(code, (inner.get(code) ?? 0) + amount)
  sums.set(key, inner)
}

/**
 * The cash each session should hold, per currency code, in minor units:
 *   expected = opening float + cash taken − change given − cash refunds of the session.
 * A cash payment adds what the guest handed over, `tendered_cents` in its `currency` (`charged_cents` when no
 * tender was recorded), and removes the change, `change_due_cents` in `change_currency` (USD 100 taken for a USD 80
 * bill with change in córdobas: +USD 100.00 and −NIO 736.00 at 36.8). A refund of a cash payment counts
 * in that payment's currency at the payment's rate, rounded half away from zero to the minor unit (PostgreSQL's
 * round() on numeric), as the payments service converts refunds. `until` keeps only what happened by then (an
 * audit's moment).
 */
export async function expectedCash(db: Db, sessionIds: string[], until?: Date): Promise<Sums> {
  const sums: Sums = new Map()
  if (!sessionIds.length) return sums
  // The session's paid cash payments (by `until`): what the guests handed over and the change they got back.
  const paidInCash = [
    inArray(payments.cashSessionId, sessionIds),
    eq(payments.method, 'cash'),
    eq(payments.status, 'paid'),
    until ? lte(payments.paidAt, until) : undefined,
  ]
  const refundedBy: SQL | undefined = until ? lte(refunds.createdAt, until) : undefined
  // One query after another: `db` may be a transaction (a session is closed in one), whose one connection
  // takes one query at a time; four small sums over a few sessions take no measurable time in sequence.
  const floats = await db
    .select({
      session: cashSessionCounts.sessionId,
      code: cashSessionCounts.currencyCode,
      amount: sql<string>`sum(${cashSessionCounts.quantity}::bigint * ${cashSessionCounts.unitValueCents})`,
    })
    .from(cashSessionCounts)
    .where(and(inArray(cashSessionCounts.sessionId, sessionIds), eq(cashSessionCounts.kind, 'opening')))
    .groupBy(cashSessionCounts.sessionId, cashSessionCounts.currencyCode)
  const paid = await db
    .select({
      session: payments.cashSessionId,
      code: payments.currency,
      amount: sql<string>`sum(coalesce(${payments.tenderedCents}, ${payments.chargedCents}))`,
    })
    .from(payments)
    .where(and(...paidInCash))
    .groupBy(payments.cashSessionId, payments.currency)
  // The change handed back, in the currency it was given in.
  const changed = await db
    .select({
      session: payments.cashSessionId,
      code: payments.changeCurrency,
      amount: sql<string>`sum(${payments.changeDueCents})`,
    })
    .from(payments)
    .where(and(...paidInCash, isNotNull(payments.changeDueCents)))
    .groupBy(payments.cashSessionId, payments.changeCurrency)
  const refunded = await db
    .select({
      session: refunds.cashSessionId,
      code: payments.currency,
      amount: sql<string>`sum(round(${refunds.amountCents} * ${payments.exchangeRate}))`,
    })
    .from(refunds)
    .innerJoin(payments, eq(payments.id, refunds.paymentId))
    .where(and(inArray(refunds.cashSessionId, sessionIds), eq(payments.method, 'cash'), refundedBy))
    .groupBy(refunds.cashSessionId, payments.currency)
  for (const row of floats) add(sums, row.session, row.code, Number(row.amount))
  for (const row of paid) if (row.session) add(sums, row.session, row.code, Number(row.amount))
  for (const row of changed)
    if (row.session && row.code) add(sums, row.session, row.code, -Number(row.amount))
  for (const row of refunded) if (row.session) add(sums, row.session, row.code, -Number(row.amount))
  return sums
}

/** Per currency code (sorted): expected, counted (null when not counted), difference = counted − expected. */
export function totalsOf(
  expected: Map<string, number> | undefined,
  counted: CashCount[] | null,
): CashTotal[] {
  const countedBy = new Map<string, number>()
  for (const line of counted ?? [])
    countedBy.set(line.currency_code, (countedBy.get(line.currency_code) ?? 0) + line.amount)
  const codes = [...new Set([...(expected?.keys() ?? []), ...countedBy.keys()])].sort()
  return codes.map((code) => {
    const want = expected?.get(code) ?? 0
    if (!counted) return { currency_code: code, expected: want, counted: null, difference: null }
    const have = countedBy.get(code) ?? 0
    return { currency_code: code, expected: want, counted: have, difference: have - want }
  })
}

/** The units named by a count, with their code and value now; an unknown unit refuses the whole count. */
export async function unitsOf(db: Db, lines: { currency_id: string; quantity: number }[]) {
  if (!lines.length) return []
  const rows = await db
    .select()
    .from(currencyUnits)
    .where(
      inArray(
        currencyUnits.id,
        lines.map((line) => line.currency_id),
      ),
    )
  const byId = new Map(rows.map((row) => [row.id, row]))
  return lines.map((line, index) => {
    const unit = byId.get(line.currency_id)
    if (!unit)
      throw new AppError(
        'unknown_currency_unit',
        'cash.unknown_unit',
        {},
        { [`${index}.currency_id`]: [{ key: 'cash.unknown_unit' }] },
      )
    return {
      currencyUnitId: unit.id,
      currencyCode: unit.currencyCode,
      unitValueCents: unit.valueCents,
      quantity: line.quantity,
    }
  })
}

export function toCount(row: {
  currencyUnitId: string
  currencyCode: string
  unitValueCents: number
  quantity: number
}): CashCount {
  return {
    currency_id: row.currencyUnitId,
    currency_code: row.currencyCode,
    value: row.unitValueCents,
    quantity: row.quantity,
    amount: row.unitValueCents * row.quantity,
  }
}
