import { sql } from 'drizzle-orm'
import { date, index, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import {
  accountStatus,
  createdAt,
  localeEnum,
  oneTimeCodeColumns,
  requiredLink,
  updatedAt,
} from './columns.ts'

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
    clientId: requiredLink('client_id', () => clients.id, 'cascade'),
    purpose: codePurpose('purpose').notNull(),
    ...oneTimeCodeColumns(),
  },
  (t) => [index('one_time_codes_client_idx').on(t.clientId, t.purpose)],
)
