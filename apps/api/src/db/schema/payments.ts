import { paymentCurrencies, paymentMethods } from '@hotel/contract'
import { sql } from 'drizzle-orm'
import {
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { clients } from './accounts.ts'
import { cashSessions } from './cash.ts'
import { cents, createdAt, requiredLink } from './columns.ts'
import { movements, reservations } from './reservations.ts'
import { staffUsers } from './staff.ts'

export const paymentMethod = pgEnum('payment_method', paymentMethods)
export const paymentRecordStatus = pgEnum('payment_record_status', [
  'pending',
  'requires_action',
  'paid',
  'unpaid',
])
export const paymentCurrency = pgEnum('payment_currency', paymentCurrencies)

/**
 * Money taken (or being taken) for a reservation. `amount_cents` is in the hotel's currency; `charged_cents` is
 * what the card was charged in `currency` at `exchange_rate`. Card data never comes here: only the provider's
 * sale id, the brand and the last four digits.
 */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    invoiceNumber: integer('invoice_number').generatedAlwaysAsIdentity(),
    /** The receipt's number ("R-000001"), from the receipts' series once the payment is approved; null before. */
    receipt: text('receipt'),
    reservationId: requiredLink('reservation_id', () => reservations.id, 'restrict'),
    clientId: uuid('client_id').references(() => clients.id, { onDelete: 'set null' }),
    method: paymentMethod('method').notNull(),
    status: paymentRecordStatus('status').notNull().default('pending'),
    percentageToPay: integer('percentage_to_pay').notNull(),
    amountCents: cents('amount_cents').notNull(),
    currency: paymentCurrency('currency').notNull(),
    exchangeRate: numeric('exchange_rate', { precision: 12, scale: 6 }).notNull(),
    chargedCents: cents('charged_cents').notNull(),
    providerSaleId: text('provider_sale_id'),
    cardBrand: text('card_brand'),
    cardLast4: text('card_last4'),
    declineCode: text('decline_code'),
    refundedCents: cents('refunded_cents').notNull().default(0),
    createdByStaffId: uuid('created_by_staff_id').references(() => staffUsers.id, { onDelete: 'set null' }),
    /** Cash at the desk: what the guest handed over (in `currency`), and the change given back in `change_currency`. */
    tenderedCents: cents('tendered_cents'),
    changeDueCents: cents('change_due_cents'),
    changeCurrency: paymentCurrency('change_currency'),
    /** What the clerk wrote on a desk payment (the receipt shows it). */
    description: text('description'),
    /** The cash session a cash payment at the desk went into (null for cards and the guest site). */
    cashSessionId: uuid('cash_session_id').references(() => cashSessions.id, { onDelete: 'restrict' }),
    createdAt: createdAt(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (t) => [
    index('payments_reservation_idx').on(t.reservationId),
    index('payments_client_created_idx').on(t.clientId, t.createdAt),
    index('payments_cash_session_idx').on(t.cashSessionId),
    // Reports and the night audit read paid payments by the hotel day of paid_at.
    index('payments_paid_at_idx').on(t.paidAt).where(sql`${t.status} = 'paid'`),
    uniqueIndex('payments_provider_sale_unique').on(t.providerSaleId),
    uniqueIndex('payments_invoice_unique').on(t.invoiceNumber),
    uniqueIndex('payments_receipt_unique').on(t.receipt),
    check('payments_receipt', sql`${t.receipt} is null or ${t.status} = 'paid'`),
    check('payments_amount', sql`${t.amountCents} > 0 and ${t.chargedCents} > 0`),
    check('payments_percentage', sql`${t.percentageToPay} between 1 and 100`),
    check('payments_refunds', sql`${t.refundedCents} between 0 and ${t.amountCents}`),
    check(
      'payments_cash_tender',
      sql`${t.tenderedCents} is null or (${t.tenderedCents} >= ${t.chargedCents} and ${t.changeDueCents} >= 0 and ${t.changeCurrency} is not null)`,
    ),
  ],
)

/** Which movements a paid payment settled, and by how much. */
export const paymentMovements = pgTable(
  'payment_movements',
  {
    paymentId: requiredLink('payment_id', () => payments.id, 'cascade'),
    movementId: requiredLink('movement_id', () => movements.id, 'restrict'),
    amountCents: cents('amount_cents').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.paymentId, t.movementId] }),
    check('payment_movements_amount', sql`${t.amountCents} > 0`),
  ],
)

export const refunds = pgTable(
  'refunds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    paymentId: requiredLink('payment_id', () => payments.id, 'restrict'),
    amountCents: cents('amount_cents').notNull(),
    providerRefundId: text('provider_refund_id'),
    /** The cash session a cash refund was paid out of (it may differ from the payment's). */
    cashSessionId: uuid('cash_session_id').references(() => cashSessions.id, { onDelete: 'restrict' }),
    createdByStaffId: uuid('created_by_staff_id').references(() => staffUsers.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('refunds_payment_idx').on(t.paymentId),
    index('refunds_cash_session_idx').on(t.cashSessionId),
    index('refunds_created_idx').on(t.createdAt),
    uniqueIndex('refunds_provider_unique').on(t.providerRefundId),
    check('refunds_amount', sql`${t.amountCents} > 0`),
  ],
)

/** Provider events already applied: an event id is recorded in the same transaction as its effects. */
export const paymentEvents = pgTable('payment_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
})

/**
 * Provider events refused because they disagree with the payment they name (another sale id, amount or
 * currency): kept for staff to look into, never applied.
 */
export const paymentEventRejections = pgTable(
  'payment_event_rejections',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eventId: text('event_id').notNull(),
    paymentId: uuid('payment_id').references(() => payments.id, { onDelete: 'cascade' }),
    /** What disagreed: sale_id, amount or currency, with the expected and received values. */
    reason: text('reason').notNull(),
    details: jsonb('details').$type<Record<string, unknown>>().notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('payment_event_rejections_event_unique').on(t.eventId)],
)

/** A guest's saved card: the provider's token and what the guest may see of it. */
export const savedPaymentMethods = pgTable(
  'saved_payment_methods',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    clientId: requiredLink('client_id', () => clients.id, 'cascade'),
    providerToken: text('provider_token').notNull(),
    brand: text('brand').notNull(),
    last4: text('last4').notNull(),
    expMonth: integer('exp_month').notNull(),
    expYear: integer('exp_year').notNull(),
    holder: text('holder').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('saved_payment_methods_client_unique').on(t.clientId)],
)
