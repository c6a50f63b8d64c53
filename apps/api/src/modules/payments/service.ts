import {
  convertCents,
  formatMoney,
  hotelToday,
  type Locale,
  type Payment,
  type PaymentMethod,
  type paymentListQuery,
  type paymentRequestSchema,
} from '@hotel/contract'
import { and, desc, eq, sql } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import type { z } from 'zod'
import type { Config } from '../../config.ts'
import type { Db } from '../../db/client.ts'
import {
  cashSessions,
  movements,
  paymentEventRejections,
  paymentEvents,
  payments,
  refunds,
  reservations,
  savedPaymentMethods,
} from '../../db/schema/index.ts'
import { notifyStaff } from '../../events/staff-events.ts'
import type { Actor, ClientRow } from '../../http/auth.ts'
import { AppError } from '../../http/errors.ts'
import type { MessageKey } from '../../http/messages/index.ts'
import { pageOf } from '../../http/paging.ts'
import type { Mailer } from '../../integrations/mail.ts'
import { deliverSoon } from '../../integrations/mail-outbox.ts'
import {
  type PaymentProvider,
  type ProviderEvent,
  ProviderRejection,
  ProviderUnavailable,
  type Sale,
} from '../../integrations/payments/provider.ts'
import { recordAudit } from '../audit/record.ts'
import { takeNumber } from '../folio/documents.ts'
import { allocate, expiredWaiting, ledgerOf, refreshPaymentStatus } from '../folio/ledger.ts'
import { ownRow } from '../reservations/lookup.ts'
import { enqueuePaymentReceipt, enqueueRefundReceipt } from '../reservations/mails.ts'
import { getHotel, trimDecimal } from '../settings/service.ts'
import { settledBy, unallocate } from './desk-allocation.ts'

type PaymentRow = typeof payments.$inferSelect
type PayInput = z.output<typeof paymentRequestSchema>

export interface PaymentsDeps {
  db: Db
  provider: PaymentProvider
  config: Pick<Config, 'publicUrl' | 'PUBLIC_ORIGINS' | 'PAYMENT_ACTION_TIMEOUT_MINUTES'>
  /** Where refused provider data and refunds of voided payments are told (never with card data). */
  log?: Pick<FastifyBaseLogger, 'warn' | 'error'>
  /** Sends the guest a receipt of every payment and refund; none is sent without it. */
  mailer?: Mailer
  /**
   * The origin the guest's browser is on, one of the configured public addresses: the bank's 3-D Secure page
   * sends the guest back there (config.publicUrl when unset).
   */
  returnOrigin?: string
}

/**
 * Writes the receipt of a payment or refund and enqueues it in the mail outbox on `tx`, the transaction that
 * paid or refunded: the mail row commits with the money, or not at all, and is stored before the answer (its
 * delivery never holds the answer up). Callers name only changes they made themselves (a payment that became
 * paid under its row lock, a refund row they inserted), so each is mailed once, and call `deliverSoon` after
 * the commit. Answers whether a mail was enqueued.
 */
export async function mailReceipt(
  deps: Pick<PaymentsDeps, 'mailer' | 'config'>,
  tx: Db,
  what: { paymentId: string } | { refundId: string },
): Promise<boolean> {
  const { mailer } = deps
  if (!mailer) return false
  const to = { mailer, publicUrl: deps.config.publicUrl }
  return 'paymentId' in what
    ? enqueuePaymentReceipt(tx, to, what.paymentId)
    : enqueueRefundReceipt(tx, to, what.refundId)
}

/** After a commit that enqueued a receipt: the outbox looks for it now rather than at its next poll. */
export function receiptsCommitted(deps: Pick<PaymentsDeps, 'mailer'>, enqueued: unknown) {
  if (enqueued && deps.mailer) deliverSoon(deps.mailer)
}

/** Why a sale was declined, as a catalogue message. */
export function declineMessage(code: string | null): MessageKey {
  const known = [
    'card_declined',
    'insufficient_funds',
    'authentication_failed',
    'processing_timeout',
  ] as const
  const match = known.find((k) => k === code)
  return match ? `payments.declined.${match}` : 'payments.declined.other'
}

/** The percentages a guest may pay now: the configured options that fit, and whatever completes the total. */
export function payableOptions(
  percentages: number[],
  ledger: { totalCents: number; committedCents: number },
) {
  const remaining = ledger.totalCents - ledger.committedCents
  if (ledger.totalCents <= 0 || remaining <= 0) return { remaining, remainder: 0, options: [] as number[] }
  const remainder = Math.ceil((remaining * 100) / ledger.totalCents)
  const options = percentages.filter((p) => Math.round((ledger.totalCents * p) / 100) <= remaining)
  if (!options.includes(remainder)) options.push(remainder)
  return { remaining, remainder, options: options.sort((a, b) => a - b) }
}

/** Cents of `percentage` of the total; the remainder percentage pays exactly what is left. */
export function amountFor(
  percentage: number,
  ledger: { totalCents: number },
  due: { remaining: number; remainder: number },
) {
  return percentage === due.remainder ? due.remaining : Math.round((ledger.totalCents * percentage) / 100)
}

export function toPayment(row: PaymentRow, reference: string): Payment {
  return {
    id: row.id,
    invoice: row.receipt,
    reservation_id: row.reservationId,
    reservation_reference: reference,
    amount: row.amountCents,
    charged_amount: row.chargedCents,
    currency: row.currency,
    exchange_rate: trimDecimal(row.exchangeRate),
    percentage_to_pay: row.percentageToPay,
    method: row.method,
    status: row.status,
    card_brand: row.cardBrand,
    card_last4: row.cardLast4,
    decline_code: row.declineCode,
    refunded_amount: row.refundedCents,
    created_at: row.createdAt.toISOString(),
    paid_at: row.paidAt?.toISOString() ?? null,
  }
}

const isUuid = (value: string) =>
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value)

/** Why a payment left waiting was given up here; an approval that comes after that is refunded. */
const voidedCodes = ['abandoned', 'expired'] as const

/** Where the provider's word about a sale came from: its signed event, our sale call's answer, or the 3-D Secure return. */
export type SaleOrigin = { eventId: string } | { source: 'answer' | 'return' }

/** How a sale disagrees with the payment it names. */
interface SaleMismatch {
  reason: 'sale_id' | 'amount' | 'currency'
  expected: string | number | null
  received: string | number | null
}

export interface SaleSettlement {
  /** The payment the sale names, as it is now (null when none, or for an event already applied). */
  payment: PaymentRow | null
  /** Set when the sale disagrees with the payment: recorded in payment_event_rejections and not applied. */
  rejected: SaleMismatch | null
  /** The provider approved a payment voided or expired here: it is recorded paid and its money must go back. */
  refundDue: boolean
  /** This call made the payment paid (and counted): the one that mails its receipt. */
  paidNow?: boolean
}

/** The sale must be the payment's own: its sale id (once known), the amount charged and the currency. */
function mismatchOf(
  payment: Pick<PaymentRow, 'providerSaleId' | 'chargedCents' | 'currency'>,
  sale: Pick<Sale, 'id' | 'amount' | 'currency'>,
): SaleMismatch | null {
  if (payment.providerSaleId && payment.providerSaleId !== sale.id)
    return { reason: 'sale_id', expected: payment.providerSaleId, received: sale.id }
  if (sale.amount !== payment.chargedCents)
    return { reason: 'amount', expected: payment.chargedCents, received: sale.amount }
  if (sale.currency !== payment.currency)
    return { reason: 'currency', expected: payment.currency, received: sale.currency }
  return null
}

/**
 * Applies what the provider says about a sale, once: an event id is recorded in the same transaction as its
 * effects (a repeated event changes nothing), and a paid payment never goes back. Safe to call from the
 * payment request, the 3-D Secure return and the webhook, in any order. A sale that disagrees with the payment
 * its reference names (another sale id, amount or currency) is recorded in payment_event_rejections and never
 * applied. Locks the reservation's row before the payment's, like a new payment does, so the two never deadlock.
 */
async function applySale(
  db: Db,
  sale: Sale,
  origin: SaleOrigin,
  /** Mails the receipt of a payment this call makes paid, inside its transaction (mailReceipt). */
  receipts?: Pick<PaymentsDeps, 'mailer' | 'config'>,
): Promise<SaleSettlement> {
  const none: SaleSettlement = { payment: null, rejected: null, refundDue: false }
  return db.transaction(async (tx) => {
    if ('eventId' in origin) {
      const [fresh] = await tx
        .insert(paymentEvents)
        .values({ id: origin.eventId, type: `sale.${sale.status}` })
        .onConflictDoNothing()
        .returning({ id: paymentEvents.id })
      if (!fresh) return none
    }
    const [found] = await tx
      .select({ id: payments.id, reservationId: payments.reservationId })
      .from(payments)
      .where(isUuid(sale.reference) ? eq(payments.id, sale.reference) : eq(payments.providerSaleId, sale.id))
    if (!found) return none
    await tx
      .select({ id: reservations.id })
      .from(reservations)
      .where(eq(reservations.id, found.reservationId))
      .for('update')
    const [payment] = await tx.select().from(payments).where(eq(payments.id, found.id)).for('update')
    if (!payment) return none
    const mismatch = mismatchOf(payment, sale)
    if (mismatch) {
      await tx
        .insert(paymentEventRejections)
        .values({
          eventId: 'eventId' in origin ? origin.eventId : `${origin.source}:${sale.id}`,
          paymentId: payment.id,
          reason: mismatch.reason,
          details: {
            expected: mismatch.expected,
            received: mismatch.received,
            sale_id: sale.id,
            sale_status: sale.status,
            source: 'eventId' in origin ? 'webhook' : origin.source,
          },
        })
        .onConflictDoNothing()
      return { payment, rejected: mismatch, refundDue: false }
    }
    const changes: Partial<typeof payments.$inferInsert> = {}
    if (!payment.providerSaleId) changes.providerSaleId = sale.id
    if (sale.brand && !payment.cardBrand) changes.cardBrand = sale.brand
    if (sale.last4 && !payment.cardLast4) changes.cardLast4 = sale.last4
    // The guest gave this payment up (started another, or let it expire) and then the bank approved it anyway:
    // the money was taken, so it is recorded paid, keeps its decline code as the reason, and is refunded in full.
    const lateApproval =
      sale.status === 'approved' &&
      payment.status === 'unpaid' &&
      voidedCodes.some((code) => code === payment.declineCode)
    // Money taken gets its receipt's number then, in this transaction: a try that is never approved gets none.
    const receipt = async () => (await takeNumber(tx, 'receipt', hotelToday())).reference
    if (lateApproval) {
      Object.assign(changes, { status: 'paid', paidAt: new Date(), receipt: await receipt() })
    } else if (sale.status === 'approved' && payment.status !== 'paid') {
      Object.assign(changes, {
        status: 'paid',
        paidAt: new Date(),
        declineCode: null,
        receipt: await receipt(),
      })
    } else if (
      sale.status === 'declined' &&
      (payment.status === 'pending' || payment.status === 'requires_action')
    ) {
      Object.assign(changes, { status: 'unpaid', declineCode: sale.declineCode ?? 'declined' })
    } else if (sale.status === 'requires_action' && payment.status === 'pending') {
      changes.status = 'requires_action'
    }
    if (Object.keys(changes).length === 0) return { payment, rejected: null, refundDue: false }
    const [updated] = await tx.update(payments).set(changes).where(eq(payments.id, payment.id)).returning()
    if (!updated) return { payment, rejected: null, refundDue: false }
    const paidNow = changes.status === 'paid' && !lateApproval
    if (paidNow) await allocate(tx, updated)
    if (changes.status) await refreshPaymentStatus(tx, updated.reservationId)
    if (paidNow && receipts) await mailReceipt(receipts, tx, { paymentId: updated.id })
    return { payment: updated, rejected: null, refundDue: lateApproval, paidNow }
  })
}

/**
 * applySale, then what follows outside its transaction: a refused sale is logged (ids, amounts and currencies
 * only), and a voided payment the bank approved later is refunded through the provider at once. The provider
 * has no call to void a sale waiting for 3-D Secure, so a refund is the only way to give that money back; if
 * the refund fails, the payment stays paid, visible to staff, who refund it from the dashboard.
 */
export async function settleSale(
  deps: PaymentsDeps,
  sale: Sale,
  origin: SaleOrigin,
): Promise<SaleSettlement> {
  const result = await applySale(deps.db, sale, origin, deps)
  const payment = result.payment
  receiptsCommitted(deps, result.paidNow)
  if (result.rejected && payment)
    deps.log?.warn(
      {
        payment_id: payment.id,
        sale_id: sale.id,
        ...('eventId' in origin ? { event_id: origin.eventId } : { source: origin.source }),
        reason: result.rejected.reason,
        expected: result.rejected.expected,
        received: result.rejected.received,
      },
      'payment provider data refused: it disagrees with the payment it names',
    )
  if (result.refundDue && payment?.providerSaleId) {
    try {
      const refund = await deps.provider.refund({
        saleId: payment.providerSaleId,
        amount: payment.chargedCents,
        idempotencyKey: `voided-${payment.id}`,
      })
      const refundId = await recordRefund(deps.db, {
        paymentId: payment.id,
        providerRefundId: refund.id,
        amountCents: payment.amountCents,
        receipts: deps,
      })
      receiptsCommitted(deps, refundId)
      deps.log?.warn(
        { payment_id: payment.id, sale_id: payment.providerSaleId, decline_code: payment.declineCode },
        'a payment given up here was approved later: refunded in full',
      )
      const [now] = await deps.db.select().from(payments).where(eq(payments.id, payment.id))
      return { ...result, payment: now ?? payment }
    } catch (error) {
      deps.log?.error(
        { payment_id: payment.id, sale_id: payment.providerSaleId, err: (error as Error).message },
        'a payment given up here was approved later and could not be refunded: refund it from the dashboard',
      )
    }
  }
  return result
}

/**
 * A refund the provider made, recorded once whoever reports it first (our call's answer or its event); answers
 * the new refund's id, or null when it was already recorded.
 */
async function recordRefund(
  db: Db,
  input: {
    paymentId: string
    providerRefundId: string | null
    amountCents: number
    actor?: Actor
    movementId?: string | undefined
    cashSessionId?: string | null
    /** Mails the refund's receipt inside the transaction that records it (mailReceipt). */
    receipts?: Pick<PaymentsDeps, 'mailer' | 'config'>
  },
): Promise<string | null> {
  return db.transaction(async (tx) => {
    // The reservation's row first, as everywhere payments change.
    const [owner] = await tx
      .select({ reservationId: payments.reservationId })
      .from(payments)
      .where(eq(payments.id, input.paymentId))
    if (owner)
      await tx
        .select({ id: reservations.id })
        .from(reservations)
        .where(eq(reservations.id, owner.reservationId))
        .for('update')
    const [fresh] = await tx
      .insert(refunds)
      .values({
        paymentId: input.paymentId,
        providerRefundId: input.providerRefundId,
        amountCents: input.amountCents,
        cashSessionId: input.cashSessionId ?? null,
        createdByStaffId: input.actor?.staffId ?? null,
      })
      .onConflictDoNothing()
      .returning({ id: refunds.id })
    if (!fresh) return null
    // What was refunded is no longer settled: its movements can be paid again (desk-allocation.ts).
    await unallocate(tx, input.paymentId, input.amountCents, input.movementId)
    const [payment] = await tx
      .update(payments)
      .set({ refundedCents: sql`${payments.refundedCents} + ${input.amountCents}` })
      .where(eq(payments.id, input.paymentId))
      .returning({ reservationId: payments.reservationId, refundedCents: payments.refundedCents })
    if (payment) await refreshPaymentStatus(tx, payment.reservationId)
    if (input.actor && payment)
      await recordAudit(tx, input.actor, {
        action: 'refunds.create',
        entity: 'payment',
        entityId: input.paymentId,
        before: { refunded: payment.refundedCents - input.amountCents },
        after: {
          refunded: payment.refundedCents,
          refund: fresh.id,
          amount: input.amountCents,
          movement: input.movementId ?? null,
          cash_session: input.cashSessionId ?? null,
        },
      })
    if (payment) {
      await notifyStaff(tx, { topic: 'reservation', id: payment.reservationId })
      await notifyStaff(tx, { topic: 'payment', id: input.paymentId })
    }
    if (input.receipts) await mailReceipt(input.receipts, tx, { refundId: fresh.id })
    return fresh.id
  })
}

export async function applyEvent(deps: PaymentsDeps, event: ProviderEvent) {
  const { db } = deps
  const refund = event.refund
  if (event.type === 'refund.succeeded' && refund) {
    const refundId = await db.transaction(async (tx) => {
      const [fresh] = await tx
        .insert(paymentEvents)
        .values({ id: event.id, type: event.type })
        .onConflictDoNothing()
        .returning({ id: paymentEvents.id })
      if (!fresh) return null
      const [payment] = await tx.select().from(payments).where(eq(payments.providerSaleId, refund.saleId))
      if (!payment) return null
      return recordRefund(tx, {
        paymentId: payment.id,
        providerRefundId: refund.id,
        // The provider refunds in the charged currency; the ledger counts in the hotel's.
        amountCents: convertCents(refund.amount, payment.currency, 'USD', trimDecimal(payment.exchangeRate)),
        receipts: deps,
      })
    })
    receiptsCommitted(deps, refundId)
    return
  }
  if (event.sale) await settleSale(deps, event.sale, { eventId: event.id })
}

export async function balanceOf(deps: PaymentsDeps, client: ClientRow, idOrReference: string) {
  const reservation = await ownRow(deps.db, client.id, idOrReference)
  const [ledger, hotel] = await Promise.all([
    ledgerOf(deps.db, reservation.id, deps.config.PAYMENT_ACTION_TIMEOUT_MINUTES),
    getHotel(deps.db),
  ])
  // A payment waiting for 3-D Secure is voided by the next one, so its share is offered again.
  const due = payableOptions(hotel.payment_percentages, {
    totalCents: ledger.totalCents,
    committedCents: ledger.committedCents - ledger.awaitingActionCents,
  })
  return {
    currency: reservation.currency,
    total: ledger.totalCents,
    paid: ledger.paidCents,
    balance: ledger.totalCents - ledger.paidCents,
    paid_percentage: ledger.totalCents ? Math.floor((ledger.paidCents * 100) / ledger.totalCents) : 0,
    options: reservation.status === 'canceled' ? [] : due.options,
    exchange_rate: hotel.exchange_rate,
  }
}

export interface PaymentOutcome {
  status: 'approved' | 'declined' | 'requires_action'
  reason?: string
  redirectUrl?: string
  payment: Payment
  reference: string
}

/**
 * After `fail` marks the payment unpaid, what a charge the provider turned down answers: a rejected card is 422
 * card_rejected on the field it blamed (expiry, CVV, else the number); a provider that refused or could not be
 * reached is 503 (nothing was charged). Anything else (no answer in time) is the caller's to settle.
 */
export async function throwIfRefused(error: unknown, fail: (declineCode: string) => Promise<unknown>) {
  if (error instanceof ProviderRejection) {
    await fail(error.code)
    const field =
      error.code === 'invalid_expiry'
        ? 'card.exp_month'
        : error.code === 'invalid_cvv'
          ? 'card.cvv'
          : 'card.number'
    const key: MessageKey =
      field === 'card.exp_month'
        ? 'validation.card_expiry'
        : field === 'card.cvv'
          ? 'validation.cvv'
          : 'validation.card_number'
    throw new AppError('card_rejected', key, {}, { [field]: [{ key }] })
  }
  if (error instanceof ProviderUnavailable && error.reason === 'error') {
    await fail('provider_error')
    throw new AppError('provider_unavailable', 'payments.provider_unavailable')
  }
}

/**
 * A card payment for a share of a reservation: the amount is computed here from the ledger; a pending payment
 * is written first (under the reservation's row lock, so concurrent payments cannot overshoot the total),
 * then the provider charges the card; its answer, the 3-D Secure return and the webhook all settle it.
 * Under the same lock, the payments the guest left behind stop counting: those waiting longer than
 * PAYMENT_ACTION_TIMEOUT_MINUTES become unpaid 'expired', and one still waiting for 3-D Secure (the guest left
 * the bank's page to pay again) becomes unpaid 'abandoned'. A later approval of either is refunded (settleSale).
 */
export async function payReservation(
  deps: PaymentsDeps,
  client: ClientRow,
  idOrReference: string,
  input: PayInput,
): Promise<PaymentOutcome> {
  const { db, provider } = deps
  const reservation = await ownRow(db, client.id, idOrReference)
  if (reservation.status === 'canceled') throw new AppError('not_payable', 'payments.not_payable')
  const saved = input.payment_method_id
    ? (
        await db
          .select()
          .from(savedPaymentMethods)
          .where(
            and(
              eq(savedPaymentMethods.id, input.payment_method_id),
              eq(savedPaymentMethods.clientId, client.id),
            ),
          )
      )[0]
    : undefined
  if (input.payment_method_id && !saved)
    throw new AppError('payment_method_not_found', 'payments.method_not_found')
  const hotel = await getHotel(db)
  const rate = input.currency === hotel.currency ? '1' : hotel.exchange_rate
  const timeout = deps.config.PAYMENT_ACTION_TIMEOUT_MINUTES

  const pending = await db.transaction(async (tx) => {
    await tx
      .select({ id: reservations.id })
      .from(reservations)
      .where(eq(reservations.id, reservation.id))
      .for('update')
    await tx
      .update(payments)
      .set({ status: 'unpaid', declineCode: 'expired' })
      .where(expiredWaiting(reservation.id, timeout))
    await tx
      .update(payments)
      .set({ status: 'unpaid', declineCode: 'abandoned' })
      .where(and(eq(payments.reservationId, reservation.id), eq(payments.status, 'requires_action')))
    const ledger = await ledgerOf(tx, reservation.id, timeout)
    const due = payableOptions(hotel.payment_percentages, ledger)
    if (due.remaining <= 0) {
      if (ledger.paidCents >= ledger.totalCents) throw new AppError('already_paid', 'payments.already_paid')
      // Nothing is paid yet for what is left: another payment waits for the provider's answer.
      const until = ledger.inProgressUntil?.getTime() ?? Date.now()
      const minutes = Math.max(1, Math.ceil((until - Date.now()) / 60_000))
      throw new AppError('payment_in_progress', 'payments.in_progress', { minutes })
    }
    const amount = amountFor(input.percentage_to_pay, ledger, due)
    if (amount > due.remaining) throw new AppError('percentage_exceeds', 'payments.percentage_exceeds')
    if (!due.options.includes(input.percentage_to_pay))
      throw new AppError('percentage_not_allowed', 'payments.percentage_not_allowed', {
        options: due.options.join(', '),
      })
    const [row] = await tx
      .insert(payments)
      .values({
        reservationId: reservation.id,
        clientId: client.id,
        method: 'card',
        percentageToPay: input.percentage_to_pay,
        amountCents: amount,
        currency: input.currency,
        exchangeRate: rate,
        chargedCents: Math.round(amount * Number(rate)),
        cardBrand: saved?.brand ?? null,
        cardLast4: saved?.last4 ?? null,
      })
      .returning()
    if (!row) throw new Error('payment not inserted')
    return row
  })

  const fail = async (declineCode: string) => {
    const [row] = await db
      .update(payments)
      .set({ status: 'unpaid', declineCode })
      .where(and(eq(payments.id, pending.id), eq(payments.status, 'pending')))
      .returning()
    return row ?? pending
  }
  try {
    let token = saved?.providerToken
    if (input.card) {
      const card = await provider.tokenize(input.card, `token-${pending.id}`)
      token = card.token
      await db
        .update(payments)
        .set({ cardBrand: card.brand, cardLast4: card.last4 })
        .where(eq(payments.id, pending.id))
      if (input.save_card) await saveMethod(db, client.id, card, input.card.holder)
    }
    const sale = await provider.sale({
      token: token ?? '',
      amount: pending.chargedCents,
      currency: input.currency,
      reference: pending.id,
      description: `Reservation ${reservation.reference}`,
      returnUrl: `${deps.returnOrigin ?? deps.config.publicUrl}/api/v1/payments/${pending.id}/return`,
      idempotencyKey: `sale-${pending.id}`,
    })
    const result = await settleSale(deps, sale, { source: 'answer' })
    const settled = result.payment ?? pending
    const payment = toPayment(settled, reservation.reference)
    // An answer that disagrees with the payment settles nothing: its outcome stays unknown until the event.
    if (result.rejected)
      return { status: 'declined', reason: 'pending', payment, reference: reservation.reference }
    if (result.refundDue)
      return {
        status: 'declined',
        reason: settled.declineCode ?? 'expired',
        payment,
        reference: reservation.reference,
      }
    if (sale.status === 'approved') return { status: 'approved', payment, reference: reservation.reference }
    if (sale.status === 'requires_action' && sale.redirectUrl)
      return {
        status: 'requires_action',
        redirectUrl: sale.redirectUrl,
        payment,
        reference: reservation.reference,
      }
    return {
      status: 'declined',
      reason: sale.declineCode ?? 'declined',
      payment,
      reference: reservation.reference,
    }
  } catch (error) {
    await throwIfRefused(error, fail)
    if (error instanceof ProviderUnavailable) {
      // No answer in time: the outcome is unknown, and the payment stays pending until the provider's event.
      const [row] = await db.select().from(payments).where(eq(payments.id, pending.id))
      return {
        status: 'declined',
        reason: 'provider_timeout',
        payment: toPayment(row ?? pending, reservation.reference),
        reference: reservation.reference,
      }
    }
    await fail('error')
    throw error
  }
}

async function saveMethod(
  db: Db,
  clientId: string,
  card: { token: string; brand: string; last4: string; expMonth: number; expYear: number },
  holder: string,
) {
  const values = {
    clientId,
    providerToken: card.token,
    brand: card.brand,
    last4: card.last4,
    expMonth: card.expMonth,
    expYear: card.expYear,
    holder,
  }
  const [row] = await db
    .insert(savedPaymentMethods)
    .values(values)
    // A replaced card gets a new id: a page still showing the old card cannot charge the new one by mistake.
    .onConflictDoUpdate({
      target: savedPaymentMethods.clientId,
      set: { ...values, id: sql`gen_random_uuid()`, createdAt: new Date() },
    })
    .returning()
  if (!row) throw new Error('payment method not saved')
  return row
}

const toMethod = (row: typeof savedPaymentMethods.$inferSelect): PaymentMethod => ({
  id: row.id,
  brand: row.brand,
  last4: row.last4,
  exp_month: row.expMonth,
  exp_year: row.expYear,
  holder: row.holder,
})

export async function getMethod(db: Db, clientId: string): Promise<PaymentMethod | null> {
  const [row] = await db.select().from(savedPaymentMethods).where(eq(savedPaymentMethods.clientId, clientId))
  return row ? toMethod(row) : null
}

/** "Update payment method": the new card replaces the saved one. */
export async function replaceMethod(
  deps: PaymentsDeps,
  clientId: string,
  card: { number: string; exp_month: number; exp_year: number; cvv: string; holder: string },
  idempotencyKey: string,
): Promise<PaymentMethod> {
  try {
    const token = await deps.provider.tokenize(card, idempotencyKey)
    return toMethod(await saveMethod(deps.db, clientId, token, card.holder))
  } catch (error) {
    if (error instanceof ProviderRejection)
      throw new AppError(
        'card_rejected',
        'validation.card_number',
        {},
        { 'card.number': [{ key: 'validation.card_number' }] },
      )
    if (error instanceof ProviderUnavailable)
      throw new AppError('provider_unavailable', 'payments.provider_unavailable')
    throw error
  }
}

export async function removeMethod(db: Db, clientId: string) {
  await db.delete(savedPaymentMethods).where(eq(savedPaymentMethods.clientId, clientId))
}

/** The guest's payment history, newest first. */
export async function listPayments(db: Db, clientId: string, query: z.output<typeof paymentListQuery>) {
  const where = eq(payments.clientId, clientId)
  const [rows, [count]] = await Promise.all([
    db
      .select({ payment: payments, reference: reservations.reference })
      .from(payments)
      .innerJoin(reservations, eq(reservations.id, payments.reservationId))
      .where(where)
      .orderBy(query.order_direction === 'asc' ? payments.createdAt : desc(payments.createdAt))
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page),
    db.select({ total: sql<number>`count(*)::int` }).from(payments).where(where),
  ])
  return pageOf(
    rows.map((r) => toPayment(r.payment, r.reference)),
    count?.total ?? 0,
    query,
  )
}

/** The browser's way back from the bank's 3-D Secure page: ask the provider, settle, and say where to go. */
export async function settleReturn(deps: PaymentsDeps, paymentId: string): Promise<{ path: string }> {
  const [row] = isUuid(paymentId)
    ? await deps.db
        .select({ payment: payments, reference: reservations.reference })
        .from(payments)
        .innerJoin(reservations, eq(reservations.id, payments.reservationId))
        .where(eq(payments.id, paymentId))
    : []
  if (!row) return { path: '/payment-failure?reason=not_found' }
  let payment = row.payment
  if (payment.providerSaleId && payment.status !== 'paid') {
    try {
      const sale = await deps.provider.getSale(payment.providerSaleId)
      payment = (await settleSale(deps, sale, { source: 'return' })).payment ?? payment
    } catch (error) {
      if (!(error instanceof ProviderUnavailable)) throw error
    }
  }
  const query = new URLSearchParams({ reservation: row.reference, payment: payment.id })
  const voided = voidedCodes.some((code) => code === payment.declineCode)
  if (payment.status === 'paid' && !voided) return { path: `/payment-success?${query}` }
  query.set('reason', payment.status === 'unpaid' || voided ? (payment.declineCode ?? 'declined') : 'pending')
  return { path: `/payment-failure?${query}` }
}

/**
 * A staff refund of a paid payment, never more than was paid and not yet refunded, nor more than the named
 * movement got from it. A card is refunded through the provider; cash is paid out of the open cash session (it
 * must be open), in the payment's currency at the payment's rate (convertCents; the drawer's expectedCash counts
 * it the same way). The payment must have settled movements ("a refund needs paid movements"), except one voided
 * here that the bank approved later, which settled nothing and is refunded whole.
 */
export async function refundPayment(
  deps: PaymentsDeps,
  paymentId: string,
  input: { amount: number; movement_id?: string | undefined },
  actor: Actor,
  locale: Locale,
) {
  const amountCents = input.amount
  const [payment] = isUuid(paymentId)
    ? await deps.db.select().from(payments).where(eq(payments.id, paymentId))
    : []
  if (!payment) throw new AppError('payment_not_found', 'payments.not_found')
  const check = async (db: Db, row: PaymentRow) => {
    if (row.status !== 'paid' || (row.method === 'card' && !row.providerSaleId))
      throw new AppError('not_paid', 'payments.not_paid')
    const left = row.amountCents - row.refundedCents
    if (amountCents > left) {
      const { currency } = await getHotel(db)
      throw new AppError('refund_exceeds', 'payments.refund_exceeds', {
        amount: formatMoney(left, currency, locale),
      })
    }
    const voided = voidedCodes.some((code) => code === row.declineCode)
    const settled = await settledBy(db, row.id)
    if (!settled.length && !voided)
      throw new AppError('refund_needs_paid_movements', 'desk_payments.refund_needs_movements')
    if (input.movement_id) {
      const line = settled.find((s) => s.movementId === input.movement_id)
      if (!line) {
        const [named] = isUuid(input.movement_id)
          ? await db
              .select({ description: movements.description })
              .from(movements)
              .where(and(eq(movements.id, input.movement_id), eq(movements.reservationId, row.reservationId)))
          : []
        if (!named) throw new AppError('movement_not_found', 'desk_payments.movement_not_found')
        throw new AppError('movement_not_paid', 'desk_payments.movement_not_paid', {
          description: named.description,
        })
      }
      if (amountCents > line.amount) {
        const { currency } = await getHotel(db)
        throw new AppError('refund_exceeds', 'payments.refund_exceeds', {
          amount: formatMoney(line.amount, currency, locale),
        })
      }
    }
  }
  await check(deps.db, payment)
  let refundId: string | null
  if (payment.method === 'cash') {
    refundId = await deps.db.transaction(async (tx) => {
      // The reservation's row first, as everywhere payments change; then the checks again, under the lock.
      await tx
        .select({ id: reservations.id })
        .from(reservations)
        .where(eq(reservations.id, payment.reservationId))
        .for('update')
      const [locked] = await tx.select().from(payments).where(eq(payments.id, payment.id)).for('update')
      if (!locked) throw new AppError('payment_not_found', 'payments.not_found')
      await check(tx, locked)
      const [session] = await tx
        .select({ id: cashSessions.id })
        .from(cashSessions)
        .where(eq(cashSessions.status, 'open'))
        .for('share')
      if (!session) throw new AppError('cash_session_required', 'desk_payments.drawer_closed')
      return recordRefund(tx, {
        paymentId: payment.id,
        providerRefundId: null,
        amountCents,
        actor,
        movementId: input.movement_id,
        cashSessionId: session.id,
        receipts: deps,
      })
    })
  } else {
    const charged = convertCents(amountCents, 'USD', payment.currency, trimDecimal(payment.exchangeRate))
    try {
      const refund = await deps.provider.refund({
        saleId: payment.providerSaleId ?? '',
        amount: charged,
        idempotencyKey: `refund-${payment.id}-${payment.refundedCents}-${amountCents}`,
      })
      refundId = await recordRefund(deps.db, {
        paymentId: payment.id,
        providerRefundId: refund.id,
        amountCents,
        actor,
        movementId: input.movement_id,
        receipts: deps,
      })
    } catch (error) {
      if (error instanceof ProviderUnavailable)
        throw new AppError('provider_unavailable', 'payments.provider_unavailable')
      // The provider refused an amount our check allowed: another refund of this payment, checked at the same
      // moment (outside any lock: the provider is not called under one), took what was left first.
      if (error instanceof ProviderRejection) throw new AppError('concurrent_change', 'concurrent_change')
      throw error
    }
  }
  receiptsCommitted(deps, refundId)
  const [updated] = await deps.db.select().from(payments).where(eq(payments.id, payment.id))
  const [reservation] = await deps.db
    .select({ reference: reservations.reference })
    .from(reservations)
    .where(eq(reservations.id, payment.reservationId))
  return toPayment(updated ?? payment, reservation?.reference ?? '')
}
