import { staffRoles } from '@hotel/contract'
import { sql } from 'drizzle-orm'
import {
  index,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { accountStatus, createdAt, oneTimeCodeColumns, requiredLink, updatedAt } from './columns.ts'

export const staffRole = pgEnum('staff_role', staffRoles)

export const staffUsers = pgTable(
  'staff_users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    identification: text('identification'),
    passwordHash: text('password_hash').notNull(),
    status: accountStatus('status').notNull().default('active'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('staff_users_email_unique').on(sql`lower(${t.email})`),
    uniqueIndex('staff_users_phone_unique').on(t.phone),
    uniqueIndex('staff_users_identification_unique').on(sql`lower(${t.identification})`),
  ],
)

/** The permissions each role grants; the owner edits them (the owner role itself holds everything). */
export const rolePermissions = pgTable(
  'role_permissions',
  {
    role: staffRole('role').notNull(),
    permission: text('permission').notNull(),
  },
  (t) => [primaryKey({ columns: [t.role, t.permission] })],
)

/** A person holds one or more roles. */
export const staffUserRoles = pgTable(
  'staff_user_roles',
  {
    userId: requiredLink('user_id', () => staffUsers.id, 'cascade'),
    role: staffRole('role').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.role] }), index('staff_user_roles_role_idx').on(t.role)],
)

/** Permissions given to a person directly, beside their roles'. */
export const staffUserPermissions = pgTable(
  'staff_user_permissions',
  {
    userId: requiredLink('user_id', () => staffUsers.id, 'cascade'),
    permission: text('permission').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.permission] })],
)

/**
 * Staff sessions, held in an HttpOnly cookie; only the SHA-256 of the cookie's token is stored. A session ends at
 * `expires_at` (absolute lifetime), after the idle timeout since `last_seen_at`, or when revoked.
 */
export const staffTokens = pgTable(
  'staff_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: requiredLink('user_id', () => staffUsers.id, 'cascade'),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('staff_tokens_hash_unique').on(t.tokenHash),
    index('staff_tokens_user_idx').on(t.userId),
  ],
)

/**
 * Every staff write: who, what, which record, a before/after summary, when and from where. Written in the same
 * transaction as the change it records.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    staffUserId: uuid('staff_user_id').references(() => staffUsers.id, { onDelete: 'set null' }),
    /** `resource.verb`, e.g. `staff.suspend`, `refunds.create`. */
    action: text('action').notNull(),
    /** The record's kind and id, e.g. `staff_user` and its uuid. */
    entity: text('entity').notNull(),
    entityId: text('entity_id').notNull(),
    before: jsonb('before').$type<Record<string, unknown>>(),
    after: jsonb('after').$type<Record<string, unknown>>(),
    ip: text('ip').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('audit_log_created_idx').on(t.createdAt),
    index('audit_log_entity_idx').on(t.entity, t.entityId, t.createdAt),
    index('audit_log_staff_idx').on(t.staffUserId, t.createdAt),
  ],
)

/**
 * Invitations to the dashboard: a single-use link (only the SHA-256 of its token is kept) that lets the invited
 * person set a password; inviting the same e-mail again voids the earlier one.
 */
export const staffInvitations = pgTable(
  'staff_invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    lastName: text('last_name').notNull(),
    role: staffRole('role').notNull(),
    tokenHash: text('token_hash').notNull(),
    invitedBy: uuid('invited_by').references(() => staffUsers.id, { onDelete: 'set null' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** When its mail could not be sent (it is sent after the answer): the owner sees it and sends it again. */
    mailFailedAt: timestamp('mail_failed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('staff_invitations_token_unique').on(t.tokenHash),
    index('staff_invitations_email_idx').on(sql`lower(${t.email})`),
  ],
)

/** One-time codes mailed to staff (a forgotten password); only a hash is kept, with expiry and attempts. */
export const staffCodes = pgTable(
  'staff_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    staffUserId: requiredLink('staff_user_id', () => staffUsers.id, 'cascade'),
    ...oneTimeCodeColumns(),
  },
  (t) => [index('staff_codes_user_idx').on(t.staffUserId, t.createdAt)],
)
