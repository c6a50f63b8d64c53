import { defaultStayLimits } from '@hotel/contract'
import { sql } from 'drizzle-orm'
import { boolean, check, integer, numeric, pgTable, text } from 'drizzle-orm/pg-core'
import { updatedAt } from './columns.ts'

/** The hotel's own facts: a single row (id = 1), seeded from HOTEL_* settings. */
export const hotelSettings = pgTable(
  'hotel_settings',
  {
    id: integer('id').primaryKey().default(1),
    name: text('name').notNull(),
    phone: text('phone').notNull(),
    landline: text('landline').notNull(),
    email: text('email').notNull(),
    address: text('address').notNull(),
    city: text('city').notNull(),
    country: text('country').notNull(),
    mapsUrl: text('maps_url').notNull(),
    facebookUrl: text('facebook_url').notNull(),
    instagramUrl: text('instagram_url').notNull(),
    chatUrl: text('chat_url').notNull(),
    checkInTime: text('check_in_time').notNull().default('15:00'),
    checkOutTime: text('check_out_time').notNull().default('11:00'),
    breakfastIncluded: boolean('breakfast_included').notNull().default(true),
    currency: text('currency').notNull().default('USD'),
    localCurrency: text('local_currency').notNull().default('NIO'),
    exchangeRate: numeric('exchange_rate', { precision: 12, scale: 6 }).notNull(),
    /** Guests may cancel or modify a reservation until this many days before its start. */
    changeDeadlineDays: integer('change_deadline_days').notNull().default(2),
    /** The shares of a reservation's total a guest may pay online, ascending (PAYMENT_PERCENTAGES at seed time). */
    paymentPercentages: integer('payment_percentages').array().notNull().default(sql`'{30,50,100}'`),
    /** Bounds of a stay in search and booking (contract defaults). */
    maxStayNights: integer('max_stay_nights').notNull().default(defaultStayLimits.max_stay_nights),
    bookingHorizonMonths: integer('booking_horizon_months')
      .notNull()
      .default(defaultStayLimits.booking_horizon_months),
    /** How many future reservations with nothing paid one guest may hold at once. */
    maxUnpaidReservations: integer('max_unpaid_reservations')
      .notNull()
      .default(defaultStayLimits.max_unpaid_reservations),
    /**
     * Set once the roles' default grants were given: afterwards the grants are the owner's, and a role the owner
     * emptied stays empty over a restart.
     */
    roleDefaultsGiven: boolean('role_defaults_given').notNull().default(false),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('hotel_settings_single_row', sql`${t.id} = 1`),
    check(
      'hotel_settings_stay_limits',
      sql`${t.maxStayNights} between 1 and 365 and ${t.bookingHorizonMonths} between 1 and 60 and ${t.maxUnpaidReservations} between 1 and 100`,
    ),
  ],
)
