import { sql } from 'drizzle-orm'
import { check, index, integer, pgEnum, pgTable, text, uuid } from 'drizzle-orm/pg-core'
import { clients } from './accounts.ts'
import { createdAt, localeEnum } from './columns.ts'

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
