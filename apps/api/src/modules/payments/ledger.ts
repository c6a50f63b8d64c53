import { and, asc, eq, inArray, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { movements, paymentMovements, payments, reservations } from '../../db/schema.ts'

/** Payments whose money is taken or on its way: they count against what is still owed. */
export const committedStatuses = ['pending', 'requires_action', 'paid'] as const

export interface Ledger {
  /** Sum of the reservation's movements (the stay, extra charges). */
  totalCents: number
  /** Paid, less refunds. */
  paidCents: number
  /** Paid or in progress, less refunds: what a new payment may not push past the total. */
  committedCents: number
}

export async function ledgerOf(db: Db, reservationId: string): Promise<Ledger> {
  const [[owed], [money]] = await Promise.all([
    db
      .select({ cents: sql`coalesce(sum(${movements.amountCents}), 0)::bigint`.mapWith(Number) })
      .from(movements)
      .where(eq(movements.reservationId, reservationId)),
    db
      .select({
        paid: sql`coalesce(sum(${payments.amountCents} - ${payments.refundedCents}) filter (where ${payments.status} = 'paid'), 0)::bigint`.mapWith(
          Number,
        ),
        committed: sql`coalesce(sum(${payments.amountCents} - ${payments.refundedCents}), 0)::bigint`.mapWith(
          Number,
        ),
      })
      .from(payments)
      .where(
        and(eq(payments.reservationId, reservationId), inArray(payments.status, [...committedStatuses])),
      ),
  ])
  return { totalCents: owed?.cents ?? 0, paidCents: money?.paid ?? 0, committedCents: money?.committed ?? 0 }
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
  const lines = await db
    .select({
      id: movements.id,
      amount: movements.amountCents,
      settled: sql`coalesce((select sum(pm.amount_cents) from ${paymentMovements} pm
        join ${payments} p on p.id = pm.payment_id and p.status = 'paid'
        where pm.movement_id = ${movements.id}), 0)::bigint`.mapWith(Number),
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
