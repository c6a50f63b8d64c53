import {
  type Product,
  type productCreateSchema,
  type productListQuery,
  productStatusOf,
  type productUpdateSchema,
  type StockAdjustment,
  type stockAdjustmentCreateSchema,
  type stockAdjustmentListQuery,
} from '@hotel/contract'
import { and, count, eq, gt, ilike, ne, type SQL, sql } from 'drizzle-orm'
import type { z } from 'zod'
import type { Db } from '../../db/client.ts'
import { pgError, uniqueViolation } from '../../db/errors.ts'
import { products, staffUsers, stockAdjustments } from '../../db/schema/index.ts'
import { notifyStaff } from '../../events/staff-events.ts'
import type { Actor } from '../../http/auth.ts'
import { AppError } from '../../http/errors.ts'
import type { MessageKey } from '../../http/messages/index.ts'
import { pageOf, pageOrder, pageWindow } from '../../http/paging.ts'
import { recordAudit, recordCreation } from '../audit/record.ts'

type ProductRow = typeof products.$inferSelect
type AdjustmentRow = typeof stockAdjustments.$inferSelect

function toProduct(row: ProductRow): Product {
  return {
    id: row.id,
    name: row.name,
    category: row.category,
    stock: row.stock,
    unit_price: row.unitPriceCents,
    total_cost: row.totalCostCents,
    status: productStatusOf(row.stock),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  }
}

const productNotFound = () => new AppError('product_not_found', 'products.not_found')

const duplicate = () =>
  new AppError('product_name_taken', 'products.duplicate', {}, { name: [{ key: 'products.duplicate' }] })

const escapeLike = (text: string) => text.replace(/[\\%_]/g, '\\$&')

/** GET /staff/products: search by name, category, status (derived: stock above zero is available). */
export async function listProducts(db: Db, query: z.output<typeof productListQuery>) {
  const conditions: SQL[] = []
  if (query.search) conditions.push(ilike(products.name, `%${escapeLike(query.search)}%`))
  if (query.category) conditions.push(eq(products.category, query.category))
  if (query.status === 'available') conditions.push(gt(products.stock, 0))
  if (query.status === 'out_of_stock') conditions.push(eq(products.stock, 0))
  const where = conditions.length ? and(...conditions) : undefined
  const { limit, offset } = pageWindow(query)
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(products)
      .where(where)
      .orderBy(
        ...pageOrder(
          query,
          { name: sql`lower(${products.name})`, stock: products.stock, created_at: products.createdAt },
          products.id,
        ),
      )
      .limit(limit)
      .offset(offset),
    db.select({ value: count() }).from(products).where(where),
  ])
  return pageOf(rows.map(toProduct), total?.value ?? 0, query)
}

export async function getProduct(db: Db, id: string): Promise<Product> {
  const [row] = await db.select().from(products).where(eq(products.id, id))
  if (!row) throw productNotFound()
  return toProduct(row)
}

async function nameTaken(db: Db, name: string, exceptId?: string) {
  const [row] = await db
    .select({ id: products.id })
    .from(products)
    .where(
      and(
        sql`lower(${products.name}) = ${name.toLowerCase()}`,
        exceptId ? ne(products.id, exceptId) : undefined,
      ),
    )
    .limit(1)
  if (row) throw duplicate()
}

/** A concurrent write that won the unique index answers as the friendly check does. */
async function uniquely<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work()
  } catch (error) {
    const cause = pgError(error)
    if (cause?.code === uniqueViolation && cause.constraint === 'products_name_unique') throw duplicate()
    throw error
  }
}

const auditSummary = (row: ProductRow) => ({
  name: row.name,
  category: row.category,
  stock: row.stock,
  unit_price: row.unitPriceCents,
  total_cost: row.totalCostCents,
})

/** POST /staff/products: a unique name; stock given with its cost starts the history with a restock. */
export async function createProduct(
  db: Db,
  actor: Actor,
  input: z.output<typeof productCreateSchema>,
): Promise<Product> {
  await nameTaken(db, input.name)
  return uniquely(() =>
    db.transaction(async (tx) => {
      const [row] = await tx
        .insert(products)
        .values({
          name: input.name,
          category: input.category,
          stock: input.stock ?? 0,
          unitPriceCents: input.unit_price,
          totalCostCents: input.total_cost ?? 0,
          createdBy: actor.staffId,
        })
        .returning()
      if (!row) throw new Error('product not inserted')
      if (row.stock > 0)
        await tx.insert(stockAdjustments).values({
          productId: row.id,
          reason: 'restock',
          delta: row.stock,
          stockAfter: row.stock,
          staffUserId: actor.staffId,
        })
      await recordCreation(tx, actor, 'products.create', 'product', row.id, auditSummary(row))
      await notifyStaff(tx, { topic: 'stock', id: row.id })
      return toProduct(row)
    }),
  )
}

/** PATCH /staff/products/{id}: name, category, price, cost; the stock only moves through adjustments. */
export async function updateProduct(
  db: Db,
  actor: Actor,
  id: string,
  input: z.output<typeof productUpdateSchema>,
): Promise<Product> {
  return uniquely(() =>
    db.transaction(async (tx) => {
      const [before] = await tx.select().from(products).where(eq(products.id, id)).for('update')
      if (!before) throw productNotFound()
      const current = auditSummary(before)
      const wanted = {
        name: input.name,
        category: input.category,
        unit_price: input.unit_price,
        total_cost: input.total_cost,
      }
      const fields = (['name', 'category', 'unit_price', 'total_cost'] as const).filter(
        (field) => wanted[field] !== undefined && wanted[field] !== current[field],
      )
      if (!fields.length) return toProduct(before)
      if (fields.includes('name') && wanted.name) await nameTaken(tx, wanted.name, id)
      const [row] = await tx
        .update(products)
        .set({
          name: wanted.name,
          category: wanted.category,
          unitPriceCents: wanted.unit_price,
          totalCostCents: wanted.total_cost,
          updatedAt: new Date(),
        })
        .where(eq(products.id, id))
        .returning()
      if (!row) throw productNotFound()
      const after = auditSummary(row)
      await recordAudit(tx, actor, {
        action: 'products.update',
        entity: 'product',
        entityId: id,
        before: Object.fromEntries(fields.map((field) => [field, current[field]])),
        after: Object.fromEntries(fields.map((field) => [field, after[field]])),
      })
      await notifyStaff(tx, { topic: 'stock', id })
      return toProduct(row)
    }),
  )
}

const staffName = sql<string | null>`${staffUsers.name} || ' ' || ${staffUsers.lastName}`

function toAdjustment(row: AdjustmentRow, name: string | null): StockAdjustment {
  return {
    id: row.id,
    product_id: row.productId,
    reason: row.reason,
    delta: row.delta,
    stock_after: row.stockAfter,
    note: row.note,
    movement_id: row.movementId,
    staff_user_id: row.staffUserId,
    staff_name: name,
    created_at: row.createdAt.toISOString(),
  }
}

/** GET /staff/products/{id}/adjustments: the stock's history, newest first, with who changed it. */
export async function listAdjustments(db: Db, id: string, query: z.output<typeof stockAdjustmentListQuery>) {
  await getProduct(db, id)
  const where = eq(stockAdjustments.productId, id)
  const { limit, offset } = pageWindow(query)
  const [rows, [total]] = await Promise.all([
    db
      .select({ adjustment: stockAdjustments, name: staffName })
      .from(stockAdjustments)
      .leftJoin(staffUsers, eq(staffUsers.id, stockAdjustments.staffUserId))
      .where(where)
      .orderBy(
        ...pageOrder(query, { created_at: stockAdjustments.createdAt }, stockAdjustments.id),
        // Written in one transaction, an extra's rows share their time: the stock after them orders them.
      )
      .limit(limit)
      .offset(offset),
    db.select({ value: count() }).from(stockAdjustments).where(where),
  ])
  return pageOf(
    rows.map((row) => toAdjustment(row.adjustment, row.name)),
    total?.value ?? 0,
    query,
  )
}

/**
 * Changes a product's stock by `delta` only if it stays at or above zero, whatever runs at the same time: the
 * database checks and changes it in one statement. Answers the stock after, or null when it would go below zero.
 */
export async function moveStock(tx: Db, productId: string, delta: number): Promise<number | null> {
  const [row] = await tx
    .update(products)
    .set({ stock: sql`${products.stock} + ${delta}`, updatedAt: new Date() })
    .where(and(eq(products.id, productId), sql`${products.stock} + ${delta} >= 0`))
    .returning({ stock: products.stock })
  return row ? row.stock : null
}

const adjustedKey: Record<'restock' | 'waste' | 'count', MessageKey> = {
  restock: 'products.restocked',
  waste: 'products.wasted',
  count: 'products.counted',
}

/**
 * POST /staff/products/{id}/adjustments: a restock adds, waste removes (never below zero: 409 with the stock on
 * hand), a count sets the stock to the figure counted (the difference is recorded).
 */
export async function adjustStock(
  db: Db,
  actor: Actor,
  id: string,
  input: z.output<typeof stockAdjustmentCreateSchema>,
): Promise<{ product: Product; adjustment: StockAdjustment; messageKey: MessageKey; quantity: number }> {
  return db.transaction(async (tx) => {
    const [product] = await tx.select().from(products).where(eq(products.id, id))
    if (!product) throw productNotFound()
    let delta: number
    let stockAfter: number | null
    if (input.reason === 'count') {
      // A count replaces the figure: the row is locked so that no extra slips between reading and writing it.
      const [locked] = await tx.select().from(products).where(eq(products.id, id)).for('update')
      if (!locked) throw productNotFound()
      delta = input.counted - locked.stock
      stockAfter = await moveStock(tx, id, delta)
    } else {
      delta = input.reason === 'restock' ? input.quantity : -input.quantity
      stockAfter = await moveStock(tx, id, delta)
    }
    if (stockAfter === null) {
      const [now] = await tx.select({ stock: products.stock }).from(products).where(eq(products.id, id))
      throw new AppError('stock_insufficient', 'products.stock_insufficient', {
        name: product.name,
        stock: now?.stock ?? 0,
        quantity: Math.abs(delta),
      })
    }
    const [adjustment] = await tx
      .insert(stockAdjustments)
      .values({
        productId: id,
        reason: input.reason,
        delta,
        stockAfter,
        note: input.note ?? null,
        staffUserId: actor.staffId,
      })
      .returning()
    if (!adjustment) throw new Error('adjustment not inserted')
    const [row] = await tx.select().from(products).where(eq(products.id, id))
    if (!row) throw productNotFound()
    await recordAudit(tx, actor, {
      action: 'products.adjust_stock',
      entity: 'product',
      entityId: id,
      before: { stock: stockAfter - delta },
      after: { stock: stockAfter, reason: input.reason, delta, note: input.note ?? null },
    })
    await notifyStaff(tx, { topic: 'stock', id })
    const [staff] = await tx
      .select({ name: staffName })
      .from(staffUsers)
      .where(eq(staffUsers.id, actor.staffId))
    return {
      product: toProduct(row),
      adjustment: toAdjustment(adjustment, staff?.name ?? null),
      messageKey: adjustedKey[input.reason],
      quantity: Math.abs(delta),
    }
  })
}
