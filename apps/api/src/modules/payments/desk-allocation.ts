import { and, asc, eq, inArray, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { movements, paymentMovements, payments, rooms } from '../../db/schema/index.ts'

export interface MovementLine {
  id: string
  type: 'reservation' | 'extra_charge'
  description: string
  roomNumber: number | null
  amount: number
  /** USD cents settled by paid payments, or held by payments still waiting for the provider (not expired). */
  settled: number
  createdAt: Date
}

/**
 * The reservation's movements in the order payments settle them (the stay, then extra charges, oldest first, as
 * ledger.allocate does), each with what is already settled or held of it. Call it under the reservation's lock.
 */
export async function movementLines(db: Db, reservationId: string): Promise<MovementLine[]> {
  const rows = await db
    .select({
      id: movements.id,
      type: movements.type,
      description: movements.description,
      roomNumber: rooms.number,
      amount: movements.amountCents,
      createdAt: movements.createdAt,
      settled: sql`coalesce((select sum(pm.amount_cents) from ${paymentMovements} pm
        join ${payments} p on p.id = pm.payment_id and p.status in ('paid', 'pending', 'requires_action')
        where pm.movement_id = ${movements.id}), 0)::bigint`.mapWith(Number),
    })
    .from(movements)
    .leftJoin(rooms, eq(rooms.id, movements.roomId))
    .where(eq(movements.reservationId, reservationId))
    .orderBy(sql`${movements.type} = 'extra_charge'`, asc(movements.createdAt), asc(movements.id))
  return rows
}

/**
 * A refund gives back what a payment settled: its movement rows shrink by the refunded amount, the named
 * movement first, then the payment's other movements in the reverse of the order they were paid (extras before
 * the stay), so a refunded movement is unpaid again and can be paid anew. Rows that reach zero go.
 */
export async function unallocate(db: Db, paymentId: string, amountCents: number, movementId?: string) {
  const rows = await db
    .select({
      movementId: paymentMovements.movementId,
      amount: paymentMovements.amountCents,
      type: movements.type,
      createdAt: movements.createdAt,
    })
    .from(paymentMovements)
    .innerJoin(movements, eq(movements.id, paymentMovements.movementId))
    .where(eq(paymentMovements.paymentId, paymentId))
  const order = [...rows].sort((a, b) => {
    if (movementId && (a.movementId === movementId) !== (b.movementId === movementId))
      return a.movementId === movementId ? -1 : 1
    if (a.type !== b.type) return a.type === 'extra_charge' ? -1 : 1
    return b.createdAt.getTime() - a.createdAt.getTime()
  })
  let left = amountCents
  const gone: string[] = []
  for (const row of order) {
    if (left <= 0) break
    const take = Math.min(left, row.amount)
    left -= take
    if (take === row.amount) gone.push(row.movementId)
    else
      await db
        .update(paymentMovements)
        .set({ amountCents: row.amount - take })
        .where(
          and(eq(paymentMovements.paymentId, paymentId), eq(paymentMovements.movementId, row.movementId)),
        )
  }
  if (gone.length)
    await db
      .delete(paymentMovements)
      .where(and(eq(paymentMovements.paymentId, paymentId), inArray(paymentMovements.movementId, gone)))
}

/** The payment's movement rows: what it settled of each. */
export async function settledBy(db: Db, paymentId: string) {
  return db
    .select({
      movementId: paymentMovements.movementId,
      amount: paymentMovements.amountCents,
      description: movements.description,
      type: movements.type,
    })
    .from(paymentMovements)
    .innerJoin(movements, eq(movements.id, paymentMovements.movementId))
    .where(eq(paymentMovements.paymentId, paymentId))
    .orderBy(sql`${movements.type} = 'extra_charge'`, asc(movements.createdAt))
}
