import {
  cancelReasons,
  paymentStatuses,
  reservationCategories,
  reservationStatuses,
  reservationTypes,
} from '@hotel/contract'
import { sql } from 'drizzle-orm'
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { clients } from './accounts.ts'
import { cents, createdAt, localeEnum, requiredLink, updatedAt } from './columns.ts'
import { products } from './products.ts'
import { promotions, rooms } from './rooms.ts'
import { staffUsers } from './staff.ts'

export const reservationStatus = pgEnum('reservation_status', reservationStatuses)
export const paymentStatus = pgEnum('payment_status', paymentStatuses)
export const reservationCategory = pgEnum('reservation_category', reservationCategories)
/** How the reservation was made: by the guest on the website, or by staff at the front desk. */
export const reservationType = pgEnum('reservation_type', reservationTypes)
export const cancelReason = pgEnum('cancel_reason', cancelReasons)

export const reservations = pgTable(
  'reservations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Short code the guest quotes to the hotel, e.g. "K7QM-4TXR". */
    reference: text('reference').notNull(),
    clientId: uuid('client_id').references(() => clients.id, { onDelete: 'set null' }),
    checkIn: date('check_in', { mode: 'string' }).notNull(),
    checkOut: date('check_out', { mode: 'string' }).notNull(),
    currency: text('currency').notNull(),
    /** What the stay costs before promotions, and what the guest owes, in minor units. */
    rawTotalCents: cents('raw_total_cents').notNull(),
    totalCents: cents('total_cents').notNull(),
    category: reservationCategory('category').notNull(),
    type: reservationType('type').notNull().default('online'),
    estimatedArrivalTime: text('estimated_arrival_time'),
    additionalDescription: text('additional_description'),
    guestEmail: text('guest_email').notNull(),
    guestName: text('guest_name').notNull(),
    guestIdentification: text('guest_identification').notNull(),
    guestPhone: text('guest_phone').notNull(),
    guestCountry: text('guest_country').notNull(),
    status: reservationStatus('status').notNull().default('reserved'),
    paymentStatus: paymentStatus('payment_status').notNull().default('pending'),
    /** Language of the guest's mails about this reservation. */
    locale: localeEnum('locale').notNull().default('en'),
    createdByClientId: uuid('created_by_client_id').references(() => clients.id, { onDelete: 'set null' }),
    createdByStaffId: uuid('created_by_staff_id').references(() => staffUsers.id, { onDelete: 'set null' }),
    canceledAt: timestamp('canceled_at', { withTimezone: true }),
    cancelReason: cancelReason('cancel_reason'),
    checkedInAt: timestamp('checked_in_at', { withTimezone: true }),
    checkedOutAt: timestamp('checked_out_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('reservations_reference_unique').on(t.reference),
    index('reservations_client_check_in_idx').on(t.clientId, t.checkIn),
    // The desk's lists: by status and dates (today's arrivals, departures, in-house guests).
    index('reservations_status_check_in_idx').on(t.status, t.checkIn),
    index('reservations_status_check_out_idx').on(t.status, t.checkOut),
    check('reservations_dates', sql`${t.checkIn} < ${t.checkOut}`),
    check('reservations_totals', sql`${t.totalCents} >= 0 and ${t.totalCents} <= ${t.rawTotalCents}`),
  ],
)

/**
 * The rooms of a reservation with the price charged for each. `canceled` mirrors the reservation's status so
 * that the exclusion constraint (migration 0004) can ignore cancelled stays: no two live rows may hold the
 * same room for an overlapping `[start_date, end_date)`.
 */
export const reservationRooms = pgTable(
  'reservation_rooms',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reservationId: requiredLink('reservation_id', () => reservations.id, 'cascade'),
    roomId: requiredLink('room_id', () => rooms.id, 'restrict'),
    roomNumber: integer('room_number').notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    guestCount: integer('guest_count').notNull(),
    /** The stay's price for this room after the promotion, and before it (`raw`), in minor units. */
    tariffCents: cents('tariff_cents').notNull(),
    rawTariffCents: cents('raw_tariff_cents').notNull(),
    /** The promotion that took `discount` percent off the nights it covered, if any. */
    promotionId: uuid('promotion_id').references(() => promotions.id, { onDelete: 'set null' }),
    discount: integer('discount').notNull().default(0),
    /** Each night's price before the promotion, as charged: [{ date, cents }]. */
    nights: jsonb('nights').$type<{ date: string; cents: number }[]>().notNull(),
    canceled: boolean('canceled').notNull().default(false),
  },
  (t) => [
    index('reservation_rooms_reservation_idx').on(t.reservationId),
    // The board: live stays of a date window (the exclusion constraint's GiST index serves per-room lookups).
    index('reservation_rooms_window_idx').on(t.endDate, t.startDate).where(sql`not ${t.canceled}`),
    check('reservation_rooms_dates', sql`${t.startDate} < ${t.endDate}`),
    check('reservation_rooms_guests', sql`${t.guestCount} between 1 and 20`),
  ],
)

export const movementType = pgEnum('movement_type', ['reservation', 'extra_charge'])

/** What a reservation's guest owes, line by line: the stay itself, and extra charges added by staff. */
export const movements = pgTable(
  'movements',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reservationId: requiredLink('reservation_id', () => reservations.id, 'cascade'),
    type: movementType('type').notNull(),
    description: text('description').notNull(),
    amountCents: cents('amount_cents').notNull(),
    /** An extra charge: what was sold, to which room of the stay, how many at which price, and by whom. */
    productId: uuid('product_id').references(() => products.id, { onDelete: 'restrict' }),
    roomId: uuid('room_id').references(() => rooms.id, { onDelete: 'restrict' }),
    quantity: integer('quantity'),
    unitPriceCents: cents('unit_price_cents'),
    createdByStaffId: uuid('created_by_staff_id').references(() => staffUsers.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('movements_reservation_idx').on(t.reservationId),
    index('movements_product_idx').on(t.productId),
    check(
      'movements_extra_charge',
      sql`${t.type} <> 'extra_charge' or (${t.productId} is not null and ${t.roomId} is not null and ${t.quantity} > 0 and ${t.unitPriceCents} >= 0)`,
    ),
    // One stay line per reservation; its amount follows the reservation's total.
    uniqueIndex('movements_one_stay_line').on(t.reservationId).where(sql`${t.type} = 'reservation'`),
    check('movements_amount', sql`${t.amountCents} >= 0`),
  ],
)

/**
 * Breakfasts served per reservation, room and day (breakfast is in the rate): the count only grows, and never
 * passes the room's guests for the night before (the spec's per-day maximum).
 */
export const breakfasts = pgTable(
  'breakfasts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reservationId: requiredLink('reservation_id', () => reservations.id, 'cascade'),
    roomId: requiredLink('room_id', () => rooms.id, 'restrict'),
    roomNumber: integer('room_number').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    takenCount: integer('breakfast_taken_count').notNull(),
    updatedByStaffId: uuid('updated_by_staff_id').references(() => staffUsers.id, { onDelete: 'set null' }),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('breakfasts_reservation_room_date_unique').on(t.reservationId, t.roomId, t.date),
    index('breakfasts_date_idx').on(t.date),
    check('breakfasts_count', sql`${t.takenCount} between 0 and 20`),
  ],
)
