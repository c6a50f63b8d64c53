import { goalPeriods, goalTypes } from '@hotel/contract'
import { sql } from 'drizzle-orm'
import { check, integer, pgEnum, pgTable, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { cents, createdAt, updatedAt } from './columns.ts'
import { staffUsers } from './staff.ts'

export const goalPeriod = pgEnum('goal_period', goalPeriods)
export const goalType = pgEnum('goal_type', goalTypes)

/** A target for a month or a year and one figure; `month` is null for a yearly goal. */
export const goals = pgTable(
  'goals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    period: goalPeriod('period').notNull(),
    type: goalType('type').notNull(),
    year: integer('year').notNull(),
    month: integer('month'),
    /** Cents for revenue, room-nights for room_nights, a percentage for occupancy. */
    value: cents('value').notNull(),
    createdByStaffId: uuid('created_by_staff_id').references(() => staffUsers.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // One goal per period and type (spec): the database settles two managers saving the same one at once.
    uniqueIndex('goals_period_unique').on(t.type, t.year, sql`coalesce(${t.month}, 0)`),
    check('goals_value', sql`${t.value} >= 1`),
    check('goals_year', sql`${t.year} between 1000 and 9999`),
    check(
      'goals_month',
      sql`(${t.period} = 'yearly' and ${t.month} is null) or (${t.period} = 'monthly' and ${t.month} between 1 and 12)`,
    ),
  ],
)
