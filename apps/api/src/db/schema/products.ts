import { productCategories } from '@hotel/contract'
import { sql } from 'drizzle-orm'
import { check, integer, pgEnum, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { cents, createdAt, updatedAt } from './columns.ts'
import { staffUsers } from './staff.ts'

export const productCategory = pgEnum('product_category', productCategories)

/**
 * What the hotel sells to guests as extras. The status (available, out of stock) is derived from `stock` on
 * every read, so it can never disagree with it; the stock never goes below zero, whatever the concurrency.
 */
export const products = pgTable(
  'products',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    category: productCategory('category').notNull(),
    stock: integer('stock').notNull().default(0),
    /** Price to the guest, and what the stock on hand cost the hotel, in minor units. */
    unitPriceCents: cents('unit_price_cents').notNull(),
    totalCostCents: cents('total_cost_cents').notNull().default(0),
    createdBy: uuid('created_by').references(() => staffUsers.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('products_name_unique').on(sql`lower(${t.name})`),
    check('products_stock', sql`${t.stock} >= 0`),
    check('products_money', sql`${t.unitPriceCents} >= 0 and ${t.totalCostCents} >= 0`),
  ],
)
