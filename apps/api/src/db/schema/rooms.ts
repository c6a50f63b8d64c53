import { bedTypes, promotionStatuses, roomStatuses, roomTypes } from '@hotel/contract'
import { sql } from 'drizzle-orm'
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { createdAt, requiredLink, updatedAt } from './columns.ts'
import { staffUsers } from './staff.ts'

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

export const roomType = pgEnum('room_type', roomTypes)
export const roomStatus = pgEnum('room_status', roomStatuses)
export const bedType = pgEnum('bed_type', bedTypes)

export const rooms = pgTable(
  'rooms',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    number: integer('number').notNull(),
    type: roomType('type').notNull(),
    status: roomStatus('status').notNull().default('available'),
    /** Housekeeping's note on the status ("leaking tap"), and when the status last changed. */
    statusNote: text('status_note'),
    statusChangedAt: timestamp('status_changed_at', { withTimezone: true }),
    descriptionEn: text('description_en').notNull(),
    descriptionEs: text('description_es').notNull(),
    /** Archived rooms take no new bookings and leave the site; their reservations stay. Never deleted. */
    archivedAt: timestamp('archived_at', { withTimezone: true }),
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
    roomId: requiredLink('room_id', () => rooms.id, 'cascade'),
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
    roomId: requiredLink('room_id', () => rooms.id, 'cascade'),
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
    roomId: requiredLink('room_id', () => rooms.id, 'cascade'),
    serviceId: requiredLink('service_id', () => services.id, 'cascade'),
  },
  (t) => [
    primaryKey({ columns: [t.roomId, t.serviceId] }),
    index('room_services_service_idx').on(t.serviceId),
  ],
)

/** A room's pictures, in order; stored as WebP variants `<base>-<width>.webp` for each of `widths`. */
export const roomImages = pgTable(
  'room_images',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    roomId: requiredLink('room_id', () => rooms.id, 'cascade'),
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

/**
 * Seasonal nightly prices of a room; both dates included. Two seasons of one room never share a night: an
 * exclusion constraint (migration 0013) says so, whatever the number of writers.
 */
export const pricingPeriods = pgTable(
  'pricing_periods',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    roomId: requiredLink('room_id', () => rooms.id, 'cascade'),
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

export const promotionStatus = pgEnum('promotion_status', promotionStatuses)

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
    promotionId: requiredLink('promotion_id', () => promotions.id, 'cascade'),
    roomId: requiredLink('room_id', () => rooms.id, 'cascade'),
  },
  (t) => [primaryKey({ columns: [t.promotionId, t.roomId] }), index('promotion_rooms_room_idx').on(t.roomId)],
)

/**
 * A room out of service for its nights from `start_date` to `end_date`, both included (works, a leak): those
 * nights are neither searched nor booked. Closures of one room never overlap (exclusion constraint, migration
 * 0013).
 */
export const roomClosures = pgTable(
  'room_closures',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    roomId: requiredLink('room_id', () => rooms.id, 'cascade'),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    reason: text('reason').notNull(),
    createdBy: uuid('created_by').references(() => staffUsers.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('room_closures_room_dates_idx').on(t.roomId, t.startDate, t.endDate),
    check('room_closures_dates', sql`${t.startDate} <= ${t.endDate}`),
  ],
)
