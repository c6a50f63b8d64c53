// Payments at the front desk: cash (tendered in NIO or USD, change in either) and card, refunds, receipts, and
// the staff's payment list. Staff: POST /api/v1/staff/reservations/{id}/payments (payments.take),
// GET /staff/reservations/{id}/payments and GET /staff/payments[?format=csv|xlsx] and
// GET /staff/payments/{id}/receipt (payments.view), POST /staff/payments/{id}/refunds (refunds.create).
//
// Money is integer minor units; prices and reservation totals are in USD (the hotel's currency); a rate is a
// decimal string of NIO per USD. Every conversion goes through convertCents (money.ts), on the server and in the
// dashboard alike, so the change a clerk sees is the change the server computes.

import { z } from 'zod'
import { isoDate } from './auth.ts'
import { convertCents, rateFormat } from './money.ts'
import { pageSchema, pagingQuery } from './paging.ts'
import { cardSchema, paymentCurrencies, paymentMethods } from './payments.ts'

export type PaymentCurrency = (typeof paymentCurrencies)[number]

/**
 * What a desk payment comes to in the currency the guest pays in, and the change for what they handed over:
 * charged = convertCents(amount_usd, USD, currency); change in `currency` = tendered − charged, then converted
 * to `change_currency` by the same rule. `change_due` is null while nothing (or too little) is tendered.
 */
export function deskQuote(input: {
  amountUsd: number
  currency: PaymentCurrency
  rate: string
  tendered?: number | null
  changeCurrency?: PaymentCurrency | null
  /** The amount in `currency` as the desk typed it (C$1,000): taken as it is rather than converted back. */
  charged?: number
}) {
  const charged = input.charged ?? convertCents(input.amountUsd, 'USD', input.currency, input.rate)
  const tendered = input.tendered ?? null
  const changeCurrency = input.changeCurrency ?? input.currency
  const enough = tendered !== null && tendered >= charged
  const changeDue = enough
    ? convertCents(tendered - charged, input.currency, changeCurrency, input.rate)
    : null
  return { charged, tendered, changeCurrency, changeDue, enough }
}

const cents = (max: number) =>
  z.coerce
    .number({ message: 'validation.number' })
    .int({ message: 'validation.integer' })
    .min(0, { message: 'validation.too_small' })
    .max(max, { message: 'validation.too_big' })

/** Minor units in one payment: up to 10,000,000.00 of a currency. */
const maxCents = 1_000_000_000

/** The spec's movement types: the stay itself, and extra charges. */
export const movementTypes = ['reservation', 'extra_charge'] as const

export const deskMovementLine = z.strictObject({
  id: z.uuid({ message: 'validation.uuid' }),
  /** USD cents of this movement to pay (default: what it still owes). */
  amount: cents(maxCents)
    .pipe(z.number().min(1, { message: 'validation.too_small' }))
    .optional(),
  /** When given, the movement must be of this type (spec: "invalid movement type"). */
  type: z.string().max(40, { message: 'validation.too_long' }).optional(),
  /** When given, the movement's room must be one of the reservation's (spec: "rooms not reserved"). */
  room_number: z.coerce
    .number({ message: 'validation.number' })
    .int({ message: 'validation.integer' })
    .optional(),
})

/** POST /staff/reservations/{id}/payments. The server computes every figure; the given ones must equal them. */
export const deskPaymentSchema = z
  .strictObject({
    method: z.enum(paymentMethods, { message: 'validation.invalid_option' }),
    currency: z.enum(paymentCurrencies, { message: 'validation.invalid_option' }),
    /** Optional: without it the amount decides what is paid; with it the amount must be that share. */
    percentage_to_pay: z.coerce
      .number({ message: 'validation.number' })
      .int({ message: 'validation.integer' })
      .min(1, { message: 'validation.too_small' })
      .max(100, { message: 'validation.too_big' })
      .optional(),
    movements: z.array(deskMovementLine).min(1, { message: 'validation.required' }).max(50).optional(),
    /**
     * Minor units in `currency`: what the guest pays ("US$50", "C$1,000", the balance). With `percentage_to_pay`
     * it must equal that share as the server computes it.
     */
    amount: cents(maxCents).pipe(z.number().min(1, { message: 'validation.too_small' })),
    /** NIO per USD as shown to the clerk: when given, it must equal the rate in force. */
    exchange_rate: z
      .string({ message: 'exchange_rates.format' })
      .trim()
      .regex(rateFormat, { message: 'exchange_rates.format' })
      .refine((rate) => Number(rate) >= 1 && Number(rate) <= 1000, { message: 'exchange_rates.range' })
      .optional(),
    description: z.string().trim().max(200, { message: 'validation.too_long' }).optional(),
    tendered: cents(maxCents).optional(),
    change_currency: z.enum(paymentCurrencies, { message: 'validation.invalid_option' }).optional(),
    change_due: cents(maxCents).optional(),
    card: cardSchema.optional(),
  })
  .superRefine((body, ctx) => {
    if (body.method === 'cash') {
      if (body.tendered === undefined)
        ctx.addIssue({ code: 'custom', path: ['tendered'], message: 'validation.required' })
      else if (body.tendered < body.amount)
        ctx.addIssue({ code: 'custom', path: ['tendered'], message: 'desk_payments.tendered_short' })
      if (body.card) ctx.addIssue({ code: 'custom', path: ['card'], message: 'desk_payments.card_not_cash' })
    } else {
      if (!body.card) ctx.addIssue({ code: 'custom', path: ['card'], message: 'validation.required' })
      for (const field of ['tendered', 'change_due', 'change_currency'] as const)
        if (body[field] !== undefined)
          ctx.addIssue({ code: 'custom', path: [field], message: 'desk_payments.cash_only' })
    }
  })
export type DeskPaymentRequest = z.input<typeof deskPaymentSchema>

/** One payment as staff see it (list, reservation page, answers). */
export const deskPaymentRowSchema = z.object({
  id: z.uuid(),
  /** The receipt's number ("R-000001"): null until the payment is approved; a declined try has none. */
  invoice: z.string().nullable(),
  reservation_id: z.uuid(),
  reservation_reference: z.string(),
  guest_name: z.string(),
  method: z.enum(paymentMethods),
  status: z.enum(['pending', 'requires_action', 'paid', 'unpaid']),
  /** USD cents (the hotel's currency). */
  amount: z.number().int(),
  /** What was taken, in `currency`, at `exchange_rate` (NIO per USD for NIO; 1 for USD). */
  charged_amount: z.number().int(),
  currency: z.enum(paymentCurrencies),
  exchange_rate: z.string(),
  percentage_to_pay: z.number().int(),
  tendered: z.number().int().nullable(),
  change_due: z.number().int().nullable(),
  change_currency: z.enum(paymentCurrencies).nullable(),
  card_brand: z.string().nullable(),
  card_last4: z.string().nullable(),
  decline_code: z.string().nullable(),
  description: z.string().nullable(),
  /** USD cents refunded so far. */
  refunded_amount: z.number().int(),
  staff_name: z.string().nullable(),
  cash_session_id: z.uuid().nullable(),
  created_at: z.string(),
  paid_at: z.string().nullable(),
})
export type DeskPaymentRow = z.infer<typeof deskPaymentRowSchema>

export const deskPaymentAnswerSchema = z.object({
  message: z.string(),
  status: z.enum(['approved', 'declined']),
  /** Why a card was declined (card_declined, insufficient_funds, authentication_required, provider_timeout…). */
  reason: z.string().optional(),
  data: deskPaymentRowSchema,
})

/** A movement of the reservation with what is settled of it (USD cents). */
export const deskMovementSchema = z.object({
  id: z.uuid(),
  type: z.string(),
  description: z.string(),
  room_number: z.number().int().nullable(),
  amount: z.number().int(),
  paid: z.number().int(),
  created_at: z.string(),
})
export type DeskMovement = z.infer<typeof deskMovementSchema>

/** GET /staff/reservations/{id}/payments: the ledger, the movements and every payment of one reservation. */
export const reservationPaymentsSchema = z.object({
  reservation_id: z.uuid(),
  reference: z.string(),
  status: z.string(),
  currency: z.string(),
  total: z.number().int(),
  paid: z.number().int(),
  due: z.number().int(),
  movements: z.array(deskMovementSchema),
  payments: z.array(deskPaymentRowSchema),
})
export type ReservationPayments = z.infer<typeof reservationPaymentsSchema>

export const deskPaymentFormats = ['json', 'csv', 'xlsx'] as const

/** GET /staff/payments: newest first; `from`/`to` are hotel days of paid_at, inclusive; `q` a reference. */
export const deskPaymentListQuery = pagingQuery(['paid_at'])
  .extend({
    order_direction: z.enum(['asc', 'desc'], { message: 'paging.order_direction' }).default('desc'),
    method: z.enum(paymentMethods, { message: 'validation.invalid_option' }).optional(),
    currency: z.enum(paymentCurrencies, { message: 'validation.invalid_option' }).optional(),
    status: z
      .enum(['pending', 'requires_action', 'paid', 'unpaid'], { message: 'validation.invalid_option' })
      .optional(),
    from: isoDate.optional(),
    to: isoDate.optional(),
    q: z.string().trim().max(40, { message: 'validation.too_long' }).optional(),
    format: z.enum(deskPaymentFormats, { message: 'validation.invalid_option' }).default('json'),
  })
  .superRefine((query, ctx) => {
    if (query.from && query.to && query.from > query.to)
      ctx.addIssue({ code: 'custom', path: ['to'], message: 'audit.date_order' })
  })
export type DeskPaymentListQuery = z.input<typeof deskPaymentListQuery>
export const deskPaymentPageSchema = pageSchema(deskPaymentRowSchema)

export const receiptQuery = z.object({
  lang: z.enum(['en', 'es'], { message: 'validation.invalid_option' }).optional(),
})

/**
 * POST /staff/payments/{id}/refunds: USD cents to give back (a cash payment pays it out of the open drawer in the
 * payment's currency at the payment's rate); `movement_id` names the paid movement it is for (else the payment's
 * movements, extras first).
 */
export const deskRefundSchema = z.strictObject({
  amount: z.coerce
    .number({ message: 'validation.number' })
    .int({ message: 'validation.integer' })
    .min(1, { message: 'validation.too_small' })
    .max(maxCents, { message: 'validation.too_big' }),
  movement_id: z.uuid({ message: 'validation.uuid' }).optional(),
})
export type DeskRefundRequest = z.input<typeof deskRefundSchema>
