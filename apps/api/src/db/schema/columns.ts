import { clientStatuses, locales } from '@hotel/contract'
import { bigint, pgEnum, timestamp } from 'drizzle-orm/pg-core'

export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow()
export const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow()
/** Sums of money in minor units: 64-bit, so a long stay charged in córdobas cannot overflow. */
export const cents = (name: string) => bigint(name, { mode: 'number' })

export const accountStatus = pgEnum('account_status', clientStatuses)
export const localeEnum = pgEnum('locale', locales)
