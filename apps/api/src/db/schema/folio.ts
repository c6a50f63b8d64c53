import { sql } from 'drizzle-orm'
import {
  type AnyPgColumn,
  boolean,
  check,
  date,
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
import { cents, createdAt, localeEnum, requiredLink, updatedAt } from './columns.ts'
import { movements, reservations } from './reservations.ts'
import { rooms } from './rooms.ts'
import { staffUsers } from './staff.ts'

/** Which folio lines a tax applies to: room nights only (INTUR), or every charge (IVA). */
export const taxScope = pgEnum('tax_scope', ['nights', 'all'])

/**
 * The taxes the hotel charges, as the owner set them (confirmed with an accountant). A line keeps the rate it was
 * written with (folio_line_taxes): changing a tax here never rewrites history.
 */
export const taxes = pgTable(
  'taxes',
  {
    code: text('code').primaryKey(),
    labelEn: text('label_en').notNull(),
    labelEs: text('label_es').notNull(),
    /** Percent, at most two decimals. */
    rate: numeric('rate', { precision: 5, scale: 2 }).notNull(),
    /** Whether prices include it (the default for both of Nicaragua's) or it is added on top. */
    included: boolean('included').notNull(),
    appliesTo: taxScope('applies_to').notNull(),
    /** A night is taxed only above this price (INTUR: rooms above US$30 a night); null for every night. */
    nightAboveCents: cents('night_above_cents'),
    position: integer('position').notNull().default(0),
    active: boolean('active').notNull().default(true),
    updatedAt: updatedAt(),
  },
  (t) => [check('taxes_rate', sql`${t.rate} >= 0 and ${t.rate} <= 100`)],
)

/** The charges of a folio; payments and refunds are read from their own tables beside them. */
export const folioLineType = pgEnum('folio_line_type', ['night', 'extra_charge', 'discount', 'adjustment'])

/**
 * One charge of a reservation's account: a room's night, an extra, a promotion's discount, or a staff adjustment
 * (with its reason). `amount_cents` is the price as charged (taxes the price includes are inside it);
 * `base_cents` and the line's taxes split it by the tax rule (contract taxes.ts) at the rates of the day it was
 * written. The stay's lines follow its rooms and nights; a line an invoice covers is never changed.
 */
export const folioLines = pgTable(
  'folio_lines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reservationId: requiredLink('reservation_id', () => reservations.id, 'cascade'),
    type: folioLineType('type').notNull(),
    /** The night, or the hotel day the charge was made. */
    date: date('date', { mode: 'string' }).notNull(),
    roomId: uuid('room_id').references(() => rooms.id, { onDelete: 'restrict' }),
    /** The spec's movement this line belongs to (the stay, or an extra charge); null for an adjustment. */
    movementId: uuid('movement_id').references(() => movements.id, { onDelete: 'cascade' }),
    /** What an extra or an adjustment was for, as staff wrote it; nights and discounts are described when read. */
    description: text('description'),
    amountCents: cents('amount_cents').notNull(),
    baseCents: cents('base_cents').notNull(),
    /** With taxes added on top of the price: what the guest owes for the line. */
    totalCents: cents('total_cents').notNull(),
    createdByStaffId: uuid('created_by_staff_id').references(() => staffUsers.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('folio_lines_reservation_idx').on(t.reservationId, t.date),
    index('folio_lines_movement_idx').on(t.movementId),
    // Reports read room revenue by night.
    index('folio_lines_night_idx').on(t.date).where(sql`${t.type} = 'night'`),
    check(
      'folio_lines_kind',
      sql`(${t.type} = 'night' and ${t.roomId} is not null and ${t.amountCents} >= 0)
        or (${t.type} = 'discount' and ${t.amountCents} <= 0)
        or (${t.type} = 'extra_charge' and ${t.movementId} is not null and ${t.amountCents} >= 0)
        or (${t.type} = 'adjustment' and ${t.description} is not null)`,
    ),
  ],
)

/** A line's taxes at the rate used when it was written. */
export const folioLineTaxes = pgTable(
  'folio_line_taxes',
  {
    lineId: requiredLink('line_id', () => folioLines.id, 'cascade'),
    code: text('code').notNull(),
    rate: numeric('rate', { precision: 5, scale: 2 }).notNull(),
    included: boolean('included').notNull(),
    amountCents: cents('amount_cents').notNull(),
  },
  (t) => [primaryKey({ columns: [t.lineId, t.code] })],
)

/** Numbered documents: invoices and credit notes (fiscal, DGI-authorised series) and payment receipts. */
export const documentKind = pgEnum('document_kind', ['invoice', 'credit_note', 'receipt'])

/**
 * A numbering series, as the owner set it from the tax office's authorisation. A number is taken under this row's
 * lock in the transaction that issues the document: numbers never skip and never repeat.
 */
export const documentSeries = pgTable(
  'document_series',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: documentKind('kind').notNull(),
    prefix: text('prefix').notNull(),
    nextNumber: integer('next_number').notNull().default(1),
    /** The DGI's authorisation number, the range it authorises and its end date (none for receipts). */
    authorisation: text('authorisation'),
    rangeFrom: integer('range_from'),
    rangeTo: integer('range_to'),
    validUntil: date('valid_until', { mode: 'string' }),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('document_series_one_active').on(t.kind).where(sql`${t.active}`),
    uniqueIndex('document_series_prefix_unique').on(t.kind, t.prefix),
    check('document_series_next', sql`${t.nextNumber} >= 1`),
    check(
      'document_series_range',
      sql`${t.rangeFrom} is null or ${t.rangeTo} is null or ${t.rangeFrom} <= ${t.rangeTo}`,
    ),
  ],
)

/** Whom an invoice is made out to: the guest, or a company or NGO with its RUC. */
export interface InvoicePayer {
  kind: 'guest' | 'company'
  name: string
  taxId: string | null
  address: string | null
}

/** An issued invoice or credit note: never edited; a correction is a credit note that names the invoice. */
export const invoices = pgTable(
  'invoices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: documentKind('kind').notNull(),
    seriesId: requiredLink('series_id', () => documentSeries.id, 'restrict'),
    number: integer('number').notNull(),
    /** The number as printed: prefix and zero-padded number, "F-000001". */
    reference: text('reference').notNull(),
    reservationId: requiredLink('reservation_id', () => reservations.id, 'restrict'),
    payer: jsonb('payer').$type<InvoicePayer>().notNull(),
    locale: localeEnum('locale').notNull(),
    baseCents: cents('base_cents').notNull(),
    taxCents: cents('tax_cents').notNull(),
    totalCents: cents('total_cents').notNull(),
    /** The official (BCN) rate of the issue day, for the córdoba equivalents a fiscal document needs. */
    officialRate: numeric('official_rate', { precision: 12, scale: 6 }).notNull(),
    /** A credit note: the invoice it cancels. */
    creditsInvoiceId: uuid('credits_invoice_id').references((): AnyPgColumn => invoices.id, {
      onDelete: 'restrict',
    }),
    issuedByStaffId: uuid('issued_by_staff_id').references(() => staffUsers.id, { onDelete: 'set null' }),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('invoices_series_number_unique').on(t.seriesId, t.number),
    uniqueIndex('invoices_reference_unique').on(t.reference),
    uniqueIndex('invoices_one_credit_note').on(t.creditsInvoiceId),
    index('invoices_reservation_idx').on(t.reservationId),
    index('invoices_issued_idx').on(t.issuedAt),
    check(
      'invoices_kind',
      sql`${t.kind} <> 'receipt' and (${t.kind} = 'credit_note') = (${t.creditsInvoiceId} is not null)`,
    ),
    check('invoices_sums', sql`${t.baseCents} + ${t.taxCents} = ${t.totalCents}`),
  ],
)

/** What an invoice covers: each folio line as it stood when the invoice was issued. */
export const invoiceLines = pgTable(
  'invoice_lines',
  {
    invoiceId: requiredLink('invoice_id', () => invoices.id, 'cascade'),
    folioLineId: requiredLink('folio_line_id', () => folioLines.id, 'restrict'),
    position: integer('position').notNull(),
    type: folioLineType('type').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    description: text('description').notNull(),
    amountCents: cents('amount_cents').notNull(),
    baseCents: cents('base_cents').notNull(),
    taxes: jsonb('taxes').$type<{ code: string; rate: string; amount: number }[]>().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.invoiceId, t.folioLineId] }),
    index('invoice_lines_line_idx').on(t.folioLineId),
  ],
)
