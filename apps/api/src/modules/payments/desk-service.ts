import {
  convertCents,
  type DeskPaymentRow,
  type deskPaymentSchema,
  deskQuote,
  formatMoney,
  hotelToday,
  type Locale,
  movementTypes,
  type PaymentCurrency,
  percentageOf,
  sameRate,
} from '@hotel/contract'
import { and, eq } from 'drizzle-orm'
import type { z } from 'zod'
import type { Db } from '../../db/client.ts'
import { cashSessions, paymentMovements, payments, reservationRooms, rooms } from '../../db/schema/index.ts'
import { notifyStaff } from '../../events/staff-events.ts'
import type { Actor } from '../../http/auth.ts'
import { AppError } from '../../http/errors.ts'
import { ProviderUnavailable } from '../../integrations/payments/provider.ts'
import { recordAudit } from '../audit/record.ts'
import { currentExchangeRate } from '../currencies/service.ts'
import { takeNumber } from '../folio/documents.ts'
import { expiredWaiting, ledgerOf, refreshPaymentStatus } from '../folio/ledger.ts'
import { deskRow } from '../reservations/desk-queries.ts'
import { lockReservation } from '../reservations/desk-stay.ts'
import { type MovementLine, movementLines } from './desk-allocation.ts'
import { deskPaymentById } from './desk-queries.ts'
import {
  amountFor,
  mailReceipt,
  type PaymentsDeps,
  payableOptions,
  receiptsCommitted,
  settleSale,
  throwIfRefused,
} from './service.ts'

type DeskPaymentInput = z.output<typeof deskPaymentSchema>
type PaymentRow = typeof payments.$inferSelect

export interface DeskOutcome {
  status: 'approved' | 'declined'
  reason?: string
  payment: DeskPaymentRow
}

/** The payment's share of the movements: which movement takes how many USD cents. */
interface Plan {
  amountUsd: number
  lines: { movementId: string; amount: number }[]
}

/**
 * What the payment pays, in USD cents, and which movements it settles.
 * - The amount decides: `amount` in `currency`, converted to USD by the one rule (convertCents); with
 *   `percentage_to_pay`, that share instead, and the amount must then be that share in `currency`.
 * - Without `movements`: a share of the reservation's total (the guest site's rule: the percentage that completes
 *   the total pays exactly what is left), spread over the unpaid movements, the stay first.
 * - With `movements`: a share of the named movements (each for `amount`, or for what it still owes), rounded half
 *   away from zero; the named movements take it in the order given.
 * Either way it may not push the paid (and in-progress) money past the total: "percentage paid exceeding the total".
 */
async function planOf(
  tx: Db,
  locale: Locale,
  reservationId: string,
  input: DeskPaymentInput,
  rate: string,
  lines: MovementLine[],
  ledger: { totalCents: number; committedCents: number; paidCents: number },
): Promise<Plan> {
  const remaining = ledger.totalCents - ledger.committedCents
  if (remaining <= 0) throw new AppError('already_paid', 'desk_payments.nothing_due')
  const typed = convertCents(input.amount, input.currency, 'USD', rate)
  if (input.percentage_to_pay === undefined && typed <= 0)
    throw new AppError(
      'validation_failed',
      'validation_failed',
      {},
      { amount: [{ key: 'validation.too_small' }] },
    )
  if (!input.movements) {
    const due = payableOptions([], ledger)
    const amountUsd =
      input.percentage_to_pay === undefined ? typed : amountFor(input.percentage_to_pay, ledger, due)
    if (amountUsd > remaining) throw new AppError('percentage_exceeds', 'payments.percentage_exceeds')
    let left = amountUsd
    const taken: Plan['lines'] = []
    for (const line of lines) {
      const take = Math.min(left, line.amount - line.settled)
      if (take <= 0) continue
      taken.push({ movementId: line.id, amount: take })
      left -= take
    }
    if (left > 0) throw new AppError('percentage_exceeds', 'payments.percentage_exceeds')
    return { amountUsd, lines: taken }
  }
  const byId = new Map(lines.map((line) => [line.id, line]))
  const stayRooms = await tx
    .select({ number: rooms.number })
    .from(reservationRooms)
    .innerJoin(rooms, eq(rooms.id, reservationRooms.roomId))
    .where(eq(reservationRooms.reservationId, reservationId))
  const named: { line: MovementLine; amount: number }[] = []
  for (const [index, wanted] of input.movements.entries()) {
    const line = byId.get(wanted.id)
    // A movement of another reservation is not found here, as a movement that does not exist.
    if (!line || named.some((n) => n.line.id === wanted.id))
      throw new AppError(
        'movement_not_found',
        'desk_payments.movement_not_found',
        {},
        { [`movements.${index}.id`]: [{ key: 'desk_payments.movement_not_found' }] },
      )
    if (
      wanted.type !== undefined &&
      (!(movementTypes as readonly string[]).includes(wanted.type) || wanted.type !== line.type)
    )
      throw new AppError(
        'invalid_movement_type',
        'desk_payments.invalid_movement_type',
        {},
        { [`movements.${index}.type`]: [{ key: 'desk_payments.invalid_movement_type' }] },
      )
    if (
      wanted.room_number !== undefined &&
      (!stayRooms.some((room) => room.number === wanted.room_number) ||
        (line.roomNumber !== null && line.roomNumber !== wanted.room_number))
    )
      throw new AppError(
        'rooms_not_reserved',
        'desk_payments.rooms_not_reserved',
        { number: wanted.room_number },
        {
          [`movements.${index}.room_number`]: [
            { key: 'desk_payments.rooms_not_reserved', params: { number: wanted.room_number } },
          ],
        },
      )
    const owes = line.amount - line.settled
    if (owes <= 0)
      throw new AppError('movement_already_paid', 'desk_payments.movement_already_paid', {
        description: line.description,
      })
    const amount = wanted.amount ?? owes
    if (amount > owes)
      throw new AppError('movement_already_paid', 'desk_payments.movement_owes', {
        description: line.description,
        amount: formatMoney(owes, 'USD', locale),
      })
    named.push({ line, amount })
  }
  const base = named.reduce((sum, n) => sum + n.amount, 0)
  const amountUsd =
    input.percentage_to_pay === undefined ? typed : percentageOf(base, input.percentage_to_pay)
  if (amountUsd <= 0) throw new AppError('percentage_exceeds', 'payments.percentage_exceeds')
  if (amountUsd > remaining || amountUsd > base)
    throw new AppError('percentage_exceeds', 'payments.percentage_exceeds')
  let left = amountUsd
  const taken: Plan['lines'] = []
  for (const n of named) {
    const take = Math.min(left, n.amount)
    if (take <= 0) break
    taken.push({ movementId: n.line.id, amount: take })
    left -= take
  }
  return { amountUsd, lines: taken }
}

/**
 * POST /staff/reservations/{id}/payments. Under the reservation's row lock (taken before anything else, as every
 * front-desk writer does): the rate must be the one in force, cash needs the open cash session, the amount and the
 * change due are computed here (convertCents, the one rounding rule) and the given ones must equal them. Cash is
 * paid at once; a card becomes a pending payment charged through the provider after the lock is released.
 */
export async function takeDeskPayment(
  deps: PaymentsDeps,
  actor: Actor,
  reservationId: string,
  input: DeskPaymentInput,
  locale: Locale,
): Promise<DeskOutcome> {
  const { db } = deps
  const reservation = await deskRow(db, reservationId)
  const timeout = deps.config.PAYMENT_ACTION_TIMEOUT_MINUTES
  const currency: PaymentCurrency = input.currency
  const written = await db.transaction(async (tx) => {
    const status = await lockReservation(tx, reservation.id)
    if (status === 'canceled') throw new AppError('not_payable', 'payments.not_payable')
    const current = await currentExchangeRate(tx)
    if (input.exchange_rate !== undefined && !sameRate(input.exchange_rate, current.rate))
      throw new AppError('exchange_rate_changed', 'desk_payments.rate_changed', { rate: current.rate })
    let sessionId: string | null = null
    if (input.method === 'cash') {
      // Shared lock: a close of the drawer waits for this payment, and then counts it.
      const [session] = await tx
        .select({ id: cashSessions.id })
        .from(cashSessions)
        .where(eq(cashSessions.status, 'open'))
        .for('share')
      if (!session) throw new AppError('cash_session_required', 'desk_payments.drawer_closed')
      sessionId = session.id
    }
    // Payments left waiting for the provider too long stop holding their share (as on the guest site).
    await tx
      .update(payments)
      .set({ status: 'unpaid', declineCode: 'expired' })
      .where(expiredWaiting(reservation.id, timeout))
    const ledger = await ledgerOf(tx, reservation.id, timeout)
    const lines = await movementLines(tx, reservation.id)
    const plan = await planOf(tx, locale, reservation.id, input, current.rate, lines, ledger)
    const amountFirst = input.percentage_to_pay === undefined
    const quote = deskQuote({
      amountUsd: plan.amountUsd,
      currency,
      rate: current.rate,
      tendered: input.method === 'cash' ? (input.tendered ?? 0) : null,
      changeCurrency: input.change_currency ?? currency,
      charged: amountFirst ? input.amount : undefined,
    })
    if (input.amount !== quote.charged)
      throw new AppError(
        'amount_differs',
        'desk_payments.amount_differs',
        { amount: formatMoney(quote.charged, currency, locale) },
        {
          amount: [
            {
              key: 'desk_payments.amount_differs',
              params: { amount: formatMoney(quote.charged, currency, locale) },
            },
          ],
        },
      )
    if (input.method === 'cash') {
      if (!quote.enough)
        throw new AppError(
          'validation_failed',
          'desk_payments.tendered_short',
          {},
          { tendered: [{ key: 'desk_payments.tendered_short' }] },
        )
      if (input.change_due !== undefined && input.change_due !== quote.changeDue) {
        const amount = formatMoney(quote.changeDue ?? 0, quote.changeCurrency, locale)
        throw new AppError(
          'change_due_differs',
          'desk_payments.change_due_differs',
          { amount },
          { change_due: [{ key: 'desk_payments.change_due_differs', params: { amount } }] },
        )
      }
    }
    const cash = input.method === 'cash'
    const [row] = await tx
      .insert(payments)
      .values({
        reservationId: reservation.id,
        clientId: reservation.clientId,
        method: input.method,
        status: cash ? 'paid' : 'pending',
        paidAt: cash ? new Date() : null,
        receipt: cash ? (await takeNumber(tx, 'receipt', hotelToday())).reference : null,
        // The share the amount makes of the total, rounded down (at least 1, as the spec's range wants).
        percentageToPay:
          input.percentage_to_pay ??
          Math.min(100, Math.max(1, Math.floor((plan.amountUsd * 100) / Math.max(1, ledger.totalCents)))),
        amountCents: plan.amountUsd,
        currency,
        // What the charged currency is per USD: the rate for córdobas, 1 for dollars (refunds convert by it).
        exchangeRate: currency === 'USD' ? '1' : current.rate,
        chargedCents: quote.charged,
        tenderedCents: cash ? quote.tendered : null,
        changeDueCents: cash ? quote.changeDue : null,
        changeCurrency: cash ? quote.changeCurrency : null,
        description: input.description || null,
        cashSessionId: sessionId,
        createdByStaffId: actor.staffId,
      })
      .returning()
    if (!row) throw new Error('payment not inserted')
    // The movements it settles are written with it: a waiting card payment holds them until it is settled.
    if (plan.lines.length)
      await tx.insert(paymentMovements).values(
        plan.lines.map((line) => ({
          paymentId: row.id,
          movementId: line.movementId,
          amountCents: line.amount,
        })),
      )
    if (cash) await refreshPaymentStatus(tx, reservation.id)
    await recordAudit(tx, actor, {
      action: 'payments.take',
      entity: 'payment',
      entityId: row.id,
      before: null,
      after: {
        reservation: reservation.reference,
        method: row.method,
        status: row.status,
        amount: row.amountCents,
        currency,
        charged: row.chargedCents,
        exchange_rate: current.rate,
        tendered: row.tenderedCents,
        change_due: row.changeDueCents,
        change_currency: row.changeCurrency,
        movements: plan.lines,
        cash_session: sessionId,
      },
    })
    await notifyStaff(tx, { topic: 'reservation', id: reservation.id })
    await notifyStaff(tx, { topic: 'payment', id: row.id })
    // Cash is paid now: its receipt is enqueued with it (a card's when its sale is settled).
    if (cash) await mailReceipt(deps, tx, { paymentId: row.id })
    return row
  })
  if (input.method === 'cash') {
    receiptsCommitted(deps, true)
    return { status: 'approved', payment: await deskPaymentById(db, written.id) }
  }
  return chargeCard(deps, written, reservation.reference, input)
}

/**
 * The card part: tokenize, charge through the same provider adapter as the guest site, settle its answer.
 * 3-D Secure at the desk: the cardholder is at the counter, not at a browser the bank can send back here, so a
 * sale that asks for it is answered `declined` with reason `authentication_required` and the payment is voided
 * ('abandoned'): if the bank approves it later anyway, settleSale refunds it, as on the guest site.
 */
async function chargeCard(
  deps: PaymentsDeps,
  pending: PaymentRow,
  reference: string,
  input: DeskPaymentInput,
): Promise<DeskOutcome> {
  const { db, provider } = deps
  const fail = async (declineCode: string) => {
    await db
      .update(payments)
      .set({ status: 'unpaid', declineCode })
      .where(and(eq(payments.id, pending.id), eq(payments.status, 'pending')))
  }
  const done = async (status: DeskOutcome['status'], reason?: string): Promise<DeskOutcome> => {
    await notifyStaff(db, { topic: 'reservation', id: pending.reservationId })
    await notifyStaff(db, { topic: 'payment', id: pending.id })
    return { status, ...(reason ? { reason } : {}), payment: await deskPaymentById(db, pending.id) }
  }
  try {
    if (!input.card) throw new Error('card required')
    const card = await provider.tokenize(input.card, `token-${pending.id}`)
    await db
      .update(payments)
      .set({ cardBrand: card.brand, cardLast4: card.last4 })
      .where(eq(payments.id, pending.id))
    const sale = await provider.sale({
      token: card.token,
      amount: pending.chargedCents,
      currency: pending.currency,
      reference: pending.id,
      description: `Reservation ${reference}`,
      returnUrl: `${deps.config.publicUrl}/api/v1/payments/${pending.id}/return`,
      idempotencyKey: `sale-${pending.id}`,
    })
    const result = await settleSale(deps, sale, { source: 'answer' })
    if (result.rejected) return done('declined', 'pending')
    if (sale.status === 'approved' && !result.refundDue) return done('approved')
    if (sale.status === 'requires_action') {
      await db
        .update(payments)
        .set({ status: 'unpaid', declineCode: 'abandoned' })
        .where(and(eq(payments.id, pending.id), eq(payments.status, 'requires_action')))
      await refreshPaymentStatus(db, pending.reservationId)
      return done('declined', 'authentication_required')
    }
    return done('declined', sale.declineCode ?? 'declined')
  } catch (error) {
    await throwIfRefused(error, fail)
    // No answer in time: the outcome is unknown, the payment stays pending until the provider's event.
    if (error instanceof ProviderUnavailable) return done('declined', 'provider_timeout')
    await fail('error')
    throw error
  }
}
