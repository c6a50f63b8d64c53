import { sql } from 'drizzle-orm'
import {
  boolean,
  check,
  date,
  index,
  integer,
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
    updatedAt: updatedAt(),
  },
  (t) => [check('hotel_settings_single_row', sql`${t.id} = 1`)],
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
