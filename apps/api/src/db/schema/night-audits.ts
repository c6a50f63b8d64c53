import { sql } from 'drizzle-orm'
import { check, date, integer, jsonb, pgTable, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { createdAt } from './columns.ts'
import { staffUsers } from './staff.ts'

/**
 * A hotel day closed by the night audit, with its figures frozen as they were (the daily report). The newest
 * business date is the last closed day: front-desk actions that would change it or an earlier day are refused.
 */
export const nightAudits = pgTable(
  'night_audits',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The hotel day (America/Managua) it closed. */
    businessDate: date('business_date', { mode: 'string' }).notNull(),
    runByStaffId: uuid('run_by_staff_id').references(() => staffUsers.id, { onDelete: 'set null' }),
    noShows: integer('no_shows').notNull().default(0),
    /** The daily report as it was at the audit: figures, payments by method and currency, cash differences. */
    report: jsonb('report').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    // Once per hotel day: of two audits of one day at once, the second waits on this index and is refused.
    uniqueIndex('night_audits_business_date_unique').on(t.businessDate),
    check('night_audits_no_shows', sql`${t.noShows} >= 0`),
  ],
)
