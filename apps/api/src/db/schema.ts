import { defaultStayLimits } from '@hotel/contract'
import { sql } from 'drizzle-orm'
import {
  bigint,
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

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow()
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow()
/** Sums of money in minor units: 64-bit, so a long stay charged in córdobas cannot overflow. */
const cents = (name: string) => bigint(name, { mode: 'number' })

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

export const staffRole = pgEnum('staff_role', ['owner', 'manager', 'receptionist'])
export const accountStatus = pgEnum('account_status', ['active', 'suspended'])

export const staffUsers = pgTable(
  'staff_users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: staffRole('role').notNull(),
    status: accountStatus('status').notNull().default('active'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('staff_users_email_unique').on(sql`lower(${t.email})`)],
)

/** Bearer tokens of staff sessions; only the SHA-256 of a token is stored. */
export const staffTokens = pgTable(
  'staff_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => staffUsers.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('staff_tokens_hash_unique').on(t.tokenHash),
    index('staff_tokens_user_idx').on(t.userId),
  ],
)

export const services = pgTable(
  'services',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Stable machine name (the spec's service list), e.g. `wifi`. */
    code: text('code').notNull(),
    nameEn: text('name_en').notNull(),
    nameEs: text('name_es').notNull(),
    isAvailabled: boolean('is_availabled').notNull().default(true),
    createdBy: uuid('created_by').references(() => staffUsers.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('services_code_unique').on(t.code),
    uniqueIndex('services_name_en_unique').on(sql`lower(${t.nameEn})`),
    uniqueIndex('services_name_es_unique').on(sql`lower(${t.nameEs})`),
  ],
)

export const roomType = pgEnum('room_type', ['single', 'double', 'triple', 'multiple'])
export const roomStatus = pgEnum('room_status', ['available', 'reserved', 'cleaning', 'maintenance'])
export const bedType = pgEnum('bed_type', ['full', 'queen', 'king'])

export const rooms = pgTable(
  'rooms',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    number: integer('number').notNull(),
    type: roomType('type').notNull(),
    status: roomStatus('status').notNull().default('available'),
    descriptionEn: text('description_en').notNull(),
    descriptionEs: text('description_es').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('rooms_number_unique').on(t.number),
    check('rooms_number_positive', sql`${t.number} > 0`),
  ],
)

export const roomBeds = pgTable(
  'room_beds',
  {
    roomId: uuid('room_id')
      .notNull()
      .references(() => rooms.id, { onDelete: 'cascade' }),
    type: bedType('type').notNull(),
    quantity: integer('quantity').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.roomId, t.type] }),
    check('room_beds_quantity', sql`${t.quantity} between 1 and 10`),
  ],
)

/** The nightly tariff of a room for a given number of guests, in minor units of the hotel's currency. */
export const roomCapacities = pgTable(
  'room_capacities',
  {
    roomId: uuid('room_id')
      .notNull()
      .references(() => rooms.id, { onDelete: 'cascade' }),
    capacity: integer('capacity').notNull(),
    tariffCents: integer('tariff_cents').notNull(),
    isException: boolean('is_exception').notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.roomId, t.capacity] }),
    check('room_capacities_capacity', sql`${t.capacity} between 1 and 20`),
    check('room_capacities_tariff', sql`${t.tariffCents} >= 0`),
  ],
)

export const roomServices = pgTable(
  'room_services',
  {
    roomId: uuid('room_id')
      .notNull()
      .references(() => rooms.id, { onDelete: 'cascade' }),
    serviceId: uuid('service_id')
      .notNull()
      .references(() => services.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.roomId, t.serviceId] }),
    index('room_services_service_idx').on(t.serviceId),
  ],
)

export const localeEnum = pgEnum('locale', ['en', 'es'])

/** Guests with an account. Phone, identification, city, country and birth date are null only for accounts
 * created by Google sign-in until the guest completes the profile. */
export const clients = pgTable(
  'clients',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    /** Digits only (a leading + kept), so "(505) 8842-1930" and "50588421930" are the same phone. */
    phone: text('phone'),
    identification: text('identification'),
    city: text('city'),
    country: text('country'),
    birthDate: date('birth_date', { mode: 'string' }),
    description: text('description'),
    profileImage: text('profile_image'),
    /** Null for accounts that only sign in with Google. */
    passwordHash: text('password_hash'),
    googleSub: text('google_sub'),
    status: accountStatus('status').notNull().default('active'),
    locale: localeEnum('locale').notNull().default('en'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('clients_email_unique').on(sql`lower(${t.email})`),
    uniqueIndex('clients_phone_unique').on(t.phone),
    uniqueIndex('clients_identification_unique').on(sql`lower(${t.identification})`),
    uniqueIndex('clients_google_sub_unique').on(t.googleSub),
  ],
)

/** Guests' bearer tokens (SHA-256 stored). A token outliving its account points nowhere: GET /auth/me says 404. */
export const clientTokens = pgTable(
  'client_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    clientId: uuid('client_id').references(() => clients.id, { onDelete: 'set null' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('client_tokens_hash_unique').on(t.tokenHash),
    index('client_tokens_client_idx').on(t.clientId),
  ],
)

export const codePurpose = pgEnum('code_purpose', ['password_reset', 'password_change'])

/** One-time codes mailed to guests; only a hash is kept, with an expiry and an attempt count. */
export const oneTimeCodes = pgTable(
  'one_time_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    purpose: codePurpose('purpose').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('one_time_codes_client_idx').on(t.clientId, t.purpose)],
)

/** A room's pictures, in order; stored as WebP variants `<base>-<width>.webp` for each of `widths`. */
export const roomImages = pgTable(
  'room_images',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    roomId: uuid('room_id')
      .notNull()
      .references(() => rooms.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    /** Public path without the width suffix, e.g. /uploads/rooms/3f2c... */
    basePath: text('base_path').notNull(),
    widths: integer('widths').array().notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    altEn: text('alt_en').notNull(),
    altEs: text('alt_es').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('room_images_position_unique').on(t.roomId, t.position)],
)

/** Seasonal nightly prices of a room; both dates included. */
export const pricingPeriods = pgTable(
  'pricing_periods',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    roomId: uuid('room_id')
      .notNull()
      .references(() => rooms.id, { onDelete: 'cascade' }),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    rawTariffCents: integer('raw_tariff_cents').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('pricing_periods_room_dates_idx').on(t.roomId, t.startDate, t.endDate),
    check('pricing_periods_dates', sql`${t.startDate} <= ${t.endDate}`),
    check('pricing_periods_tariff', sql`${t.rawTariffCents} >= 0`),
  ],
)

export const promotionStatus = pgEnum('promotion_status', ['active', 'inactive'])

export const promotions = pgTable(
  'promotions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    promotionalCode: text('promotional_code').notNull(),
    /** Whole percentage taken off the nights the promotion covers. */
    discount: integer('discount').notNull(),
    startAt: date('start_at', { mode: 'string' }).notNull(),
    expiredAt: date('expired_at', { mode: 'string' }).notNull(),
    status: promotionStatus('status').notNull().default('active'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('promotions_name_unique').on(sql`lower(${t.name})`),
    uniqueIndex('promotions_code_unique').on(sql`upper(${t.promotionalCode})`),
    index('promotions_active_dates_idx').on(t.status, t.startAt, t.expiredAt),
    check('promotions_discount', sql`${t.discount} between 1 and 90`),
    check('promotions_dates', sql`${t.startAt} <= ${t.expiredAt}`),
  ],
)

export const promotionRooms = pgTable(
  'promotion_rooms',
  {
    promotionId: uuid('promotion_id')
      .notNull()
      .references(() => promotions.id, { onDelete: 'cascade' }),
    roomId: uuid('room_id')
      .notNull()
      .references(() => rooms.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.promotionId, t.roomId] }), index('promotion_rooms_room_idx').on(t.roomId)],
)

export const reservationStatus = pgEnum('reservation_status', [
  'reserved',
  'in_progress',
  'completed',
  'canceled',
])
export const paymentStatus = pgEnum('payment_status', ['pending', 'partially_paid', 'paid'])
export const reservationCategory = pgEnum('reservation_category', [
  'medical_visit',
  'tour_operator_or_ngo',
  'companies',
  'tourism',
])
/** How the reservation was made: by the guest on the website, or by staff at the front desk. */
export const reservationType = pgEnum('reservation_type', ['online', 'front_desk'])

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
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('reservations_reference_unique').on(t.reference),
    index('reservations_client_check_in_idx').on(t.clientId, t.checkIn),
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
    reservationId: uuid('reservation_id')
      .notNull()
      .references(() => reservations.id, { onDelete: 'cascade' }),
    roomId: uuid('room_id')
      .notNull()
      .references(() => rooms.id, { onDelete: 'restrict' }),
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
    reservationId: uuid('reservation_id')
      .notNull()
      .references(() => reservations.id, { onDelete: 'cascade' }),
    type: movementType('type').notNull(),
    description: text('description').notNull(),
    amountCents: cents('amount_cents').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('movements_reservation_idx').on(t.reservationId),
    // One stay line per reservation; its amount follows the reservation's total.
    uniqueIndex('movements_one_stay_line').on(t.reservationId).where(sql`${t.type} = 'reservation'`),
    check('movements_amount', sql`${t.amountCents} >= 0`),
  ],
)

export const paymentMethod = pgEnum('payment_method', ['card', 'cash'])
export const paymentRecordStatus = pgEnum('payment_record_status', [
  'pending',
  'requires_action',
  'paid',
  'unpaid',
])
export const paymentCurrency = pgEnum('payment_currency', ['USD', 'NIO'])

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
    reservationId: uuid('reservation_id')
      .notNull()
      .references(() => reservations.id, { onDelete: 'restrict' }),
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
    createdAt: createdAt(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (t) => [
    index('payments_reservation_idx').on(t.reservationId),
    index('payments_client_created_idx').on(t.clientId, t.createdAt),
    uniqueIndex('payments_provider_sale_unique').on(t.providerSaleId),
    uniqueIndex('payments_invoice_unique').on(t.invoiceNumber),
    check('payments_amount', sql`${t.amountCents} > 0 and ${t.chargedCents} > 0`),
    check('payments_percentage', sql`${t.percentageToPay} between 1 and 100`),
    check('payments_refunds', sql`${t.refundedCents} between 0 and ${t.amountCents}`),
  ],
)

/** Which movements a paid payment settled, and by how much. */
export const paymentMovements = pgTable(
  'payment_movements',
  {
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    movementId: uuid('movement_id')
      .notNull()
      .references(() => movements.id, { onDelete: 'restrict' }),
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
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'restrict' }),
    amountCents: cents('amount_cents').notNull(),
    providerRefundId: text('provider_refund_id'),
    createdByStaffId: uuid('created_by_staff_id').references(() => staffUsers.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('refunds_payment_idx').on(t.paymentId),
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
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
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

export const commentStatus = pgEnum('comment_status', ['active', 'hidden'])

/** Guests' reviews: stars (0 to 5) and text, shown while active. */
export const comments = pgTable(
  'comments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    clientId: uuid('client_id').references(() => clients.id, { onDelete: 'set null' }),
    status: commentStatus('status').notNull().default('active'),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    phoneNumber: text('phone_number'),
    content: text('content').notNull(),
    rate: integer('rate').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('comments_status_created_idx').on(t.status, t.createdAt),
    check('comments_rate', sql`${t.rate} between 0 and 5`),
  ],
)

/** Messages sent from the contact page; each is also mailed to the hotel. */
export const contactMessages = pgTable('contact_messages', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  phone: text('phone').notNull(),
  subject: text('subject').notNull(),
  message: text('message').notNull(),
  locale: localeEnum('locale').notNull(),
  createdAt: createdAt(),
})
