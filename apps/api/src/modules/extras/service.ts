import { type Extra, type extrasCreateSchema, formatMoney, hotelToday, type Locale } from '@hotel/contract'
import { and, desc, eq, inArray, not, sql } from 'drizzle-orm'
import type { z } from 'zod'
import type { Db } from '../../db/client.ts'
import {
  movements,
  paymentMovements,
  payments,
  products,
  reservationRooms,
  reservations,
  stockAdjustments,
} from '../../db/schema/index.ts'
import { notifyStaff } from '../../events/staff-events.ts'
import type { Actor } from '../../http/auth.ts'
import { AppError } from '../../http/errors.ts'
import type { MessageKey, MessageParams } from '../../http/messages/index.ts'
import { recordAudit } from '../audit/record.ts'
import { syncFolio } from '../folio/charges.ts'
import { defaultActionTimeoutMinutes, refreshPaymentStatus, waitingStatuses } from '../folio/ledger.ts'
import { moveStock } from '../inventory/service.ts'
import { assertDayOpen } from '../night-audit/guard.ts'

type MovementRow = typeof movements.$inferSelect

function toExtra(
  row: MovementRow,
  product: { name: string; category: Extra['category'] },
  roomNumber: number | null,
): Extra {
  return {
    id: row.id,
    reservation_id: row.reservationId,
    room_id: row.roomId ?? '',
    room_number: roomNumber,
    product_id: row.productId ?? '',
    product_name: product.name,
    category: product.category,
    quantity: row.quantity ?? 0,
    unit_price: row.unitPriceCents ?? 0,
    amount: row.amountCents,
    created_by: row.createdByStaffId,
    created_at: row.createdAt.toISOString(),
  }
}

/** The reservation, locked for the change, when extras may still change: reserved or in progress. */
async function openReservation(tx: Db, id: string) {
  const [reservation] = await tx.select().from(reservations).where(eq(reservations.id, id)).for('update')
  if (!reservation) throw new AppError('reservation_not_found', 'reservations.not_found')
  if (reservation.status === 'completed')
    throw new AppError('reservation_completed', 'extras.reservation_completed')
  if (reservation.status === 'canceled')
    throw new AppError('reservation_canceled', 'extras.reservation_canceled')
  return reservation
}

type FieldErrors = Record<string, { key: MessageKey; params?: MessageParams }[]>
const invalid = (fields: FieldErrors) => new AppError('validation_failed', 'validation_failed', {}, fields)

/**
 * POST /staff/reservations/{id}/extras: each extra becomes a movement of type extra_charge (quantity x the
 * product's price now) and takes its stock in the same transaction, by a conditional update that never lets the
 * stock go below zero whatever runs at the same time. One extra short of stock refuses them all (409).
 */
export async function chargeExtras(
  db: Db,
  actor: Actor,
  reservationId: string,
  input: z.output<typeof extrasCreateSchema>,
  locale: Locale,
): Promise<{ extras: Extra[]; params: MessageParams }> {
  return db.transaction(async (tx) => {
    const reservation = await openReservation(tx, reservationId)
    // An extra is posted on the hotel's today: refused once the night audit has closed it.
    await assertDayOpen(tx, hotelToday())
    const [room] = await tx
      .select({ number: reservationRooms.roomNumber })
      .from(reservationRooms)
      .where(
        and(
          eq(reservationRooms.reservationId, reservationId),
          eq(reservationRooms.roomId, input.room_id),
          not(reservationRooms.canceled),
        ),
      )
      .limit(1)
    const fields: FieldErrors = {}
    if (!room) fields.room_id = [{ key: 'extras.room_not_in_stay' }]
    const ids = [...new Set(input.extras.map((item) => item.product_id))]
    const found = new Map(
      (await tx.select().from(products).where(inArray(products.id, ids))).map((row) => [row.id, row]),
    )
    input.extras.forEach((item, index) => {
      const product = found.get(item.product_id)
      if (!product) fields[`extras.${index}.product_id`] = [{ key: 'extras.product_unknown' }]
      else if (product.category !== item.category)
        fields[`extras.${index}.category`] = [
          { key: 'extras.category_mismatch', params: { name: product.name } },
        ]
    })
    if (Object.keys(fields).length || !room) throw invalid(fields)

    // Take each product's stock once for all its lines, in a fixed order so that two requests never deadlock.
    const wanted = new Map<string, number>()
    for (const item of input.extras)
      wanted.set(item.product_id, (wanted.get(item.product_id) ?? 0) + item.quantity)
    const left = new Map<string, number>()
    for (const id of [...wanted.keys()].sort()) {
      const quantity = wanted.get(id) ?? 0
      const after = await moveStock(tx, id, -quantity)
      if (after === null) {
        const [now] = await tx.select({ stock: products.stock }).from(products).where(eq(products.id, id))
        throw new AppError('out_of_stock', 'products.out_of_stock', {
          name: found.get(id)?.name ?? '',
          stock: now?.stock ?? 0,
          quantity,
        })
      }
      // The stock before this request's lines of the product; each line's adjustment records its own "after".
      left.set(id, after + quantity)
    }

    const extras: Extra[] = []
    for (const item of input.extras) {
      const product = found.get(item.product_id)
      if (!product) throw new Error('product vanished')
      const [movement] = await tx
        .insert(movements)
        .values({
          reservationId,
          type: 'extra_charge',
          description: product.name,
          amountCents: item.quantity * product.unitPriceCents,
          productId: product.id,
          roomId: input.room_id,
          quantity: item.quantity,
          unitPriceCents: product.unitPriceCents,
          createdByStaffId: actor.staffId,
        })
        .returning()
      if (!movement) throw new Error('movement not inserted')
      const stockAfter = (left.get(product.id) ?? 0) - item.quantity
      left.set(product.id, stockAfter)
      await tx.insert(stockAdjustments).values({
        productId: product.id,
        reason: 'extra',
        delta: -item.quantity,
        stockAfter,
        note: reservation.reference,
        movementId: movement.id,
        staffUserId: actor.staffId,
      })
      extras.push(toExtra(movement, product, room.number))
    }
    await syncFolio(tx, reservationId)
    await refreshPaymentStatus(tx, reservationId)
    await recordAudit(tx, actor, {
      action: 'extras.charge',
      entity: 'reservation',
      entityId: reservationId,
      after: {
        room_id: input.room_id,
        extras: extras.map((extra) => ({
          id: extra.id,
          product_id: extra.product_id,
          name: extra.product_name,
          quantity: extra.quantity,
          amount: extra.amount,
        })),
      },
    })
    for (const id of [...wanted.keys()].sort()) await notifyStaff(tx, { topic: 'stock', id })
    await notifyStaff(tx, { topic: 'reservation', id: reservationId })
    const total = extras.reduce((sum, extra) => sum + extra.amount, 0)
    return {
      extras,
      params: {
        reference: reservation.reference,
        items: extras.map((extra) => `${extra.quantity} × ${extra.product_name}`).join(', '),
        amount: formatMoney(total, reservation.currency, locale),
      },
    }
  })
}

/**
 * DELETE /staff/extras/{id}: takes an extra charge off a stay that is still open and gives its stock back. An
 * extra a payment already settled stays: the payment is refunded first.
 */
export async function removeExtra(
  db: Db,
  actor: Actor,
  id: string,
): Promise<{ extra: Extra; params: MessageParams }> {
  return db.transaction(async (tx) => {
    const [found] = await tx
      .select({ reservationId: movements.reservationId })
      .from(movements)
      .where(and(eq(movements.id, id), eq(movements.type, 'extra_charge')))
    if (!found) throw new AppError('extra_not_found', 'extras.not_found')
    const reservation = await openReservation(tx, found.reservationId)
    // Locked after its reservation (the order charging uses), so a second removal waits and then finds nothing.
    const [movement] = await tx
      .select()
      .from(movements)
      .where(and(eq(movements.id, id), eq(movements.type, 'extra_charge')))
      .for('update')
    if (!movement?.productId || !movement.quantity) throw new AppError('extra_not_found', 'extras.not_found')
    // Taking an extra off changes the day it was posted.
    await assertDayOpen(tx, hotelToday(movement.createdAt))
    const [settled] = await tx
      .select({ cents: sql`coalesce(sum(${paymentMovements.amountCents}), 0)::bigint`.mapWith(Number) })
      .from(paymentMovements)
      .innerJoin(payments, eq(payments.id, paymentMovements.paymentId))
      .where(and(eq(paymentMovements.movementId, id), eq(payments.status, 'paid')))
    if ((settled?.cents ?? 0) > 0) throw new AppError('already_paid', 'extras.paid')
    // A desk card payment still waiting for the provider names this extra too: if the bank approves it, it paid
    // the extra, so the extra stays until the payment is settled or has expired (the ledger's default wait).
    const [waiting] = await tx
      .select({ createdAt: payments.createdAt })
      .from(paymentMovements)
      .innerJoin(payments, eq(payments.id, paymentMovements.paymentId))
      .where(and(eq(paymentMovements.movementId, id), inArray(payments.status, [...waitingStatuses])))
      .orderBy(desc(payments.createdAt))
      .limit(1)
    const until = waiting ? waiting.createdAt.getTime() + defaultActionTimeoutMinutes * 60_000 : 0
    if (until > Date.now())
      throw new AppError('payment_in_progress', 'payments.in_progress', {
        minutes: Math.max(1, Math.ceil((until - Date.now()) / 60_000)),
      })
    // Allocations of payments no longer paid (failed, expired) hold nothing: they go with the line.
    await tx.delete(paymentMovements).where(eq(paymentMovements.movementId, id))
    await tx.delete(movements).where(eq(movements.id, id))
    const [product] = await tx.select().from(products).where(eq(products.id, movement.productId))
    const stockAfter = await moveStock(tx, movement.productId, movement.quantity)
    if (stockAfter === null || !product) throw new Error('stock not restored')
    await tx.insert(stockAdjustments).values({
      productId: movement.productId,
      reason: 'extra_removed',
      delta: movement.quantity,
      stockAfter,
      note: reservation.reference,
      staffUserId: actor.staffId,
    })
    await syncFolio(tx, reservation.id)
    await refreshPaymentStatus(tx, reservation.id)
    await recordAudit(tx, actor, {
      action: 'extras.remove',
      entity: 'reservation',
      entityId: reservation.id,
      before: {
        id,
        product_id: movement.productId,
        name: product.name,
        quantity: movement.quantity,
        amount: movement.amountCents,
      },
    })
    await notifyStaff(tx, { topic: 'stock', id: movement.productId })
    await notifyStaff(tx, { topic: 'reservation', id: reservation.id })
    const [room] = await tx
      .select({ number: reservationRooms.roomNumber })
      .from(reservationRooms)
      .where(
        and(
          eq(reservationRooms.reservationId, reservation.id),
          eq(reservationRooms.roomId, movement.roomId ?? id),
        ),
      )
      .limit(1)
    return {
      extra: toExtra(movement, product, room?.number ?? null),
      params: { name: product.name, quantity: movement.quantity, reference: reservation.reference },
    }
  })
}
