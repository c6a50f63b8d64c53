import { cashCountKinds, cashSessionStatuses, currencyUnitTypes } from '@hotel/contract'
import { sql } from 'drizzle-orm'
import {
  check,
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
import { cents, createdAt, requiredLink, updatedAt } from './columns.ts'
import { staffUsers } from './staff.ts'

export const currencyUnitType = pgEnum('currency_unit_type', currencyUnitTypes)
export const cashSessionStatus = pgEnum('cash_session_status', cashSessionStatuses)
export const cashCountKind = pgEnum('cash_count_kind', cashCountKinds)

/** A bill or coin the drawer holds (spec: description, currency_code, value, type); value in minor units. */
export const currencyUnits = pgTable(
  'currency_units',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    description: text('description').notNull(),
    currencyCode: text('currency_code').notNull(),
    valueCents: cents('value_cents').notNull(),
    type: currencyUnitType('type').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('currency_units_unique').on(t.currencyCode, t.valueCents, t.type),
    check('currency_units_value', sql`${t.valueCents} > 0`),
    check('currency_units_code', sql`${t.currencyCode} ~ '^[A-Z]{3}$'`),
  ],
)

/**
 * NIO per USD, with its history: the newest row is the current rate. Setting a rate also writes
 * hotel_settings.exchange_rate in the same transaction, so every reader of the hotel's rate (the guest payments)
 * keeps working and always agrees with the newest row here.
 */
export const exchangeRates = pgTable(
  'exchange_rates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    rate: numeric('rate', { precision: 12, scale: 6 }).notNull(),
    effectiveFrom: timestamp('effective_from', { withTimezone: true }).notNull().defaultNow(),
    createdBy: uuid('created_by').references(() => staffUsers.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('exchange_rates_effective_idx').on(t.effectiveFrom),
    check('exchange_rates_rate', sql`${t.rate} >= 1 and ${t.rate} <= 1000`),
  ],
)

/** The cash drawer: open, then closed (spec). At most one open session: a partial unique index decides races. */
export const cashSessions = pgTable(
  'cash_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    status: cashSessionStatus('status').notNull().default('open'),
    openedBy: uuid('opened_by').references(() => staffUsers.id, { onDelete: 'set null' }),
    openedAt: timestamp('opened_at', { withTimezone: true }).notNull().defaultNow(),
    closedBy: uuid('closed_by').references(() => staffUsers.id, { onDelete: 'set null' }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    observations: text('observations'),
  },
  (t) => [
    uniqueIndex('cash_sessions_one_open').on(t.status).where(sql`${t.status} = 'open'`),
    index('cash_sessions_opened_idx').on(t.openedAt),
    check(
      'cash_sessions_closed',
      sql`(${t.status} = 'open' and ${t.closedAt} is null) or (${t.status} = 'closed' and ${t.closedAt} is not null)`,
    ),
  ],
)

/** A counted currency unit; its code and value are copied, so a later edit of the unit never changes a past count. */
const countedUnit = () => ({
  currencyUnitId: requiredLink('currency_unit_id', () => currencyUnits.id, 'restrict'),
  currencyCode: text('currency_code').notNull(),
  unitValueCents: cents('unit_value_cents').notNull(),
  quantity: integer('quantity').notNull(),
})

/** What was in the drawer when a session opened (the float) or closed (the count), per currency unit. */
export const cashSessionCounts = pgTable(
  'cash_session_counts',
  {
    sessionId: requiredLink('session_id', () => cashSessions.id, 'cascade'),
    kind: cashCountKind('kind').notNull(),
    ...countedUnit(),
  },
  (t) => [
    primaryKey({ columns: [t.sessionId, t.kind, t.currencyUnitId] }),
    check('cash_session_counts_quantity', sql`${t.quantity} >= 0`),
  ],
)

/** A count of the drawer at any time (spec: date, observations, currencies), against the session then open. */
export const cashAudits = pgTable(
  'cash_audits',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    staffId: uuid('staff_id').references(() => staffUsers.id, { onDelete: 'set null' }),
    sessionId: uuid('session_id').references(() => cashSessions.id, { onDelete: 'set null' }),
    countedAt: timestamp('counted_at', { withTimezone: true }).notNull().defaultNow(),
    observations: text('observations'),
  },
  (t) => [index('cash_audits_counted_idx').on(t.countedAt)],
)

export const cashAuditCounts = pgTable(
  'cash_audit_counts',
  {
    auditId: requiredLink('audit_id', () => cashAudits.id, 'cascade'),
    ...countedUnit(),
  },
  (t) => [
    primaryKey({ columns: [t.auditId, t.currencyUnitId] }),
    check('cash_audit_counts_quantity', sql`${t.quantity} >= 0`),
  ],
)
