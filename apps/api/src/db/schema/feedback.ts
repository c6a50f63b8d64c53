import { commentStatuses } from '@hotel/contract'
import { sql } from 'drizzle-orm'
import { check, index, integer, pgEnum, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { clients } from './accounts.ts'
import { createdAt, localeEnum, requiredLink } from './columns.ts'
import { reservations } from './reservations.ts'
import { staffUsers } from './staff.ts'

export const commentStatus = pgEnum('comment_status', commentStatuses)

/**
 * Guests' reviews: stars (0 to 5) and text, shown while active. A review belongs to the stay it tells about (one
 * each); reviews written before stays were required have none.
 */
export const comments = pgTable(
  'comments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    clientId: uuid('client_id').references(() => clients.id, { onDelete: 'set null' }),
    reservationId: uuid('reservation_id').references(() => reservations.id, { onDelete: 'set null' }),
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
    // One review per stay, and the room pages' lookup from a stay to its review.
    uniqueIndex('comments_reservation_idx').on(t.reservationId),
    check('comments_rate', sql`${t.rate} between 0 and 5`),
  ],
)

export const contactStatus = pgEnum('contact_status', ['new', 'answered'])

/** Messages sent from the contact page; each is also mailed to the hotel, and answered from the dashboard. */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    locale: localeEnum('locale').notNull(),
    status: contactStatus('status').notNull().default('new'),
    createdAt: createdAt(),
  },
  (t) => [index('contact_messages_status_created_idx').on(t.status, t.createdAt)],
)

/** The hotel's answers to a contact message, mailed to its sender from the dashboard. */
export const contactReplies = pgTable(
  'contact_replies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    messageId: requiredLink('message_id', () => contactMessages.id, 'cascade'),
    staffUserId: uuid('staff_user_id').references(() => staffUsers.id, { onDelete: 'set null' }),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('contact_replies_message_idx').on(t.messageId, t.createdAt)],
)
