import { and, asc, eq, inArray, lte, or, type SQL, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { folioLines, movements, paymentMovements, payments, reservations } from '../../db/schema/index.ts'

/** Payments waiting for the bank's 3-D Secure or the provider's answer: they count only until they expire. */
export const waitingStatuses = ['pending', 'requires_action'] as const

/** How long a waiting payment holds its share (PAYMENT_ACTION_TIMEOUT_MINUTES's default). */
export const defaultActionTimeoutMinutes = 15

/** The moment before which a waiting payment has expired, in the database's clock. */
const expiryCutoff = (timeoutMinutes: number) =>
  sql`now() - make_interval(secs => ${timeoutMinutes * 60}::float8)`

/** Waiting payments of the reservation that have expired: `unpaid` with `decline_code` 'expired' once seen. */
export function expiredWaiting(reservationId: string, timeoutMinutes: number): SQL | undefined {
  return and(
    eq(payments.reservationId, reservationId),
    inArray(payments.status, [...waitingStatuses]),
    lte(payments.createdAt, expiryCutoff(timeoutMinutes)),
  )
}

export interface Ledger {
  /** What the folio's charges come to (nights, discounts, extras, adjustments, taxes added on top). */
  totalCents: number
  /** Paid, less refunds. */
  paidCents: number
  /** Paid or in progress (and not expired), less refunds: what a new payment may not push past the total. */
  committedCents: number
  /** Of `committedCents`, what waits for the bank's 3-D Secure: a new payment voids it. */
  awaitingActionCents: number
  /** When the last payment still in progress expires (null when none is). */
  inProgressUntil: Date | null
}

/**
 * The reservation's money. Payments waiting for 3-D Secure or the provider's answer count as committed only for
 * `timeoutMinutes` after they were created: after that the provider has given up on them, and so does the ledger.
 */
export async function ledgerOf(
  db: Db,
  reservationId: string,
  timeoutMinutes = defaultActionTimeoutMinutes,
): Promise<Ledger> {
  const cutoff = expiryCutoff(timeoutMinutes)
  const net = sql`${payments.amountCents} - ${payments.refundedCents}`
  // One round trip: the folio's sum rides along the payments' aggregate, which always answers one row.
  const [money] = await db
    .select({
      // Named in full: in this one-table select drizzle would leave the folio's columns unqualified.
      owed: sql`(select coalesce(sum(fl.total_cents), 0) from ${folioLines} fl where fl.reservation_id = ${reservationId})::bigint`.mapWith(
        Number,
      ),
      paid: sql`coalesce(sum(${net}) filter (where ${payments.status} = 'paid'), 0)::bigint`.mapWith(Number),
      committed: sql`coalesce(sum(${net}), 0)::bigint`.mapWith(Number),
      awaiting:
        sql`coalesce(sum(${net}) filter (where ${payments.status} = 'requires_action'), 0)::bigint`.mapWith(
          Number,
        ),
      // Epoch milliseconds, so that PGlite and node-postgres answer the same type.
      until:
        sql`(extract(epoch from max(${payments.createdAt}) filter (where ${payments.status} <> 'paid')) * 1000)::float8`.mapWith(
          Number,
        ),
    })
    .from(payments)
    .where(
      and(
        eq(payments.reservationId, reservationId),
        or(
          eq(payments.status, 'paid'),
          and(inArray(payments.status, [...waitingStatuses]), sql`${payments.createdAt} > ${cutoff}`),
        ),
      ),
    )
  const newest = money?.until
  return {
    totalCents: money?.owed ?? 0,
    paidCents: money?.paid ?? 0,
    committedCents: money?.committed ?? 0,
    awaitingActionCents: money?.awaiting ?? 0,
    inProgressUntil: newest ? new Date(newest + timeoutMinutes * 60_000) : null,
  }
}

/** The reservation's payment status from its ledger: paid, partially paid, or pending. */
export async function refreshPaymentStatus(db: Db, reservationId: string) {
  const ledger = await ledgerOf(db, reservationId)
  const status =
    ledger.totalCents > 0 && ledger.paidCents >= ledger.totalCents
      ? 'paid'
      : ledger.paidCents > 0
        ? 'partially_paid'
        : 'pending'
  await db.update(reservations).set({ paymentStatus: status }).where(eq(reservations.id, reservationId))
}

/**
 * Settles a paid payment against the reservation's movements, oldest first (the stay, then extra charges):
 * each movement takes what it still lacks. A movement already paid in full takes nothing more.
 */
export async function allocate(db: Db, payment: { id: string; reservationId: string; amountCents: number }) {
  // A desk payment names its movements when it is written (payments/desk-allocation.ts): those rows stand.
  const [planned] = await db
    .select({ id: paymentMovements.paymentId })
    .from(paymentMovements)
    .where(eq(paymentMovements.paymentId, payment.id))
    .limit(1)
  if (planned) return
  const lines = await db
    .select({
      id: movements.id,
      amount: movements.amountCents,
      settled: sql`coalesce((select sum(pm.amount_cents) from ${paymentMovements} pm
        join ${payments} p on p.id = pm.payment_id and p.status = 'paid'
        where pm.movement_id = "movements"."id"), 0)::bigint`.mapWith(Number),
    })
    .from(movements)
    .where(eq(movements.reservationId, payment.reservationId))
    .orderBy(sql`${movements.type} = 'extra_charge'`, asc(movements.createdAt))
  let left = payment.amountCents
  const rows: (typeof paymentMovements.$inferInsert)[] = []
  for (const line of lines) {
    const take = Math.min(left, line.amount - line.settled)
    if (take <= 0) continue
    rows.push({ paymentId: payment.id, movementId: line.id, amountCents: take })
    left -= take
  }
  if (rows.length) await db.insert(paymentMovements).values(rows).onConflictDoNothing()
}
