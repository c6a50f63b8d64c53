import { sql } from 'drizzle-orm'
import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { createdAt } from './columns.ts'

/**
 * Mails waiting to leave, and those that left (integrations/mail-outbox.ts). A request only inserts a row; a
 * worker in each API instance delivers it, so a mail survives a restart and never holds up an answer.
 * `next_attempt_at` is when a worker may take the row next (null once sent or given up). Sent rows are deleted
 * after 30 days, rows given up after 90 (mail-outbox.ts prune).
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    replyTo: text('reply_to'),
    createdAt: createdAt(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    lastError: text('last_error'),
  },
  // The workers' one question, "which unsent mail is due?", reads only the rows still waiting; the hourly prune
  // finds sent rows past their 30 days by the second.
  (t) => [
    index('mail_outbox_due_idx').on(t.nextAttemptAt).where(sql`${t.sentAt} is null`),
    index('mail_outbox_sent_idx').on(t.sentAt).where(sql`${t.sentAt} is not null`),
  ],
)
