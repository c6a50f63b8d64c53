import { clientStatuses, locales } from '@hotel/contract'
import { type AnyPgColumn, bigint, integer, pgEnum, text, timestamp, uuid } from 'drizzle-orm/pg-core'

export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow()
export const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow()
/** Sums of money in minor units: 64-bit, so a long stay charged in córdobas cannot overflow. */
export const cents = (name: string) => bigint(name, { mode: 'number' })
/** A link no row may lack; `onDelete` says whether deleting the linked row takes this one along or is refused. */
export const requiredLink = (name: string, target: () => AnyPgColumn, onDelete: 'cascade' | 'restrict') =>
  uuid(name).notNull().references(target, { onDelete })
/** A mailed one-time code: only its hash is kept, with the attempts made and an expiry. */
export const oneTimeCodeColumns = () => ({
  codeHash: text('code_hash').notNull(),
  attempts: integer('attempts').notNull().default(0),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: createdAt(),
})

export const accountStatus = pgEnum('account_status', clientStatuses)
export const localeEnum = pgEnum('locale', locales)
