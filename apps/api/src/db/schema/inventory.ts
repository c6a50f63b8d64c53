import { stockAdjustmentReasons } from '@hotel/contract'
import { sql } from 'drizzle-orm'
import { check, index, integer, pgEnum, pgTable, text, uuid } from 'drizzle-orm/pg-core'
import { createdAt, requiredLink } from './columns.ts'
import { products } from './products.ts'
import { movements } from './reservations.ts'
import { staffUsers } from './staff.ts'

export const stockAdjustmentReason = pgEnum('stock_adjustment_reason', stockAdjustmentReasons)

/** Every change of a product's stock, with the stock after it: the product's history, written with the change. */
export const stockAdjustments = pgTable(
  'stock_adjustments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: requiredLink('product_id', () => products.id, 'cascade'),
    reason: stockAdjustmentReason('reason').notNull(),
    delta: integer('delta').notNull(),
    stockAfter: integer('stock_after').notNull(),
    note: text('note'),
    /** The extra charge that took or gave back the stock, for `extra` and `extra_removed`. */
    movementId: uuid('movement_id').references(() => movements.id, { onDelete: 'set null' }),
    staffUserId: uuid('staff_user_id').references(() => staffUsers.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('stock_adjustments_product_idx').on(t.productId, t.createdAt),
    check('stock_adjustments_after', sql`${t.stockAfter} >= 0`),
  ],
)
