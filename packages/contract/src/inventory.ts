// Products sold to guests as extras (the minibar, the kitchen), their stock and its history.

import { z } from 'zod'
import { pageSchema, pagingQuery } from './paging.ts'

export const productCategories = ['food', 'drink', 'snack'] as const
export type ProductCategory = (typeof productCategories)[number]

/** Derived from the stock on every read; never sent by a client. */
export const productStatuses = ['available', 'out_of_stock'] as const
export type ProductStatus = (typeof productStatuses)[number]

/**
 * Why a product's stock changed: staff adjust it (a delivery, spoilage, a count that found a different
 * figure), and extras take it (`extra`) or give it back when removed (`extra_removed`).
 */
export const stockAdjustmentReasons = ['restock', 'waste', 'count', 'extra', 'extra_removed'] as const
export type StockAdjustmentReason = (typeof stockAdjustmentReasons)[number]
/** The reasons a person may give; the other two are written by the extras themselves. */
export const manualStockReasons = ['restock', 'waste', 'count'] as const

// Staff: /api/v1/staff/products (read: inventory.view; add and edit: inventory.manage; stock adjustments:
// inventory.count) and the extras charged to a stay (frontdesk.operate).

export const maxProductNameLength = 80
/** The most one request may add to or count in a product's stock, and the most of one product one extra sells. */
export const maxStockQuantity = 100_000
export const maxExtraQuantity = 99
/** The most a product may cost (cents): 100,000.00. */
export const maxProductCents = 10_000_000

/** A number missing is a required field; anything else that is not a number is not one. */
const numberError = (issue: { input?: unknown }) =>
  issue.input === undefined ? 'validation.required' : 'validation.number'

const noControl = (value: string) => !value.includes('\u0000')

const productName = z
  .string({ message: 'validation.required' })
  .trim()
  .min(1, { message: 'validation.required' })
  .max(maxProductNameLength, { message: 'validation.too_long' })
  .refine(noControl, { message: 'validation.control_character' })

const cents = z
  .number({ error: numberError })
  .int({ message: 'products.cents' })
  .min(0, { message: 'validation.too_small' })
  .max(maxProductCents, { message: 'validation.too_big' })

const stock = z
  .number({ error: numberError })
  .int({ message: 'validation.integer' })
  .min(0, { message: 'validation.too_small' })
  .max(maxStockQuantity, { message: 'validation.too_big' })

const note = z
  .string({ message: 'validation.string' })
  .trim()
  .max(300, { message: 'validation.too_long' })
  .refine(noControl, { message: 'validation.control_character' })
  .optional()
  .transform((value) => value || undefined)

/** A product as staff see it; `status` is derived from `stock`; money in minor units. */
export const productSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  category: z.enum(productCategories),
  stock: z.number().int(),
  unit_price: z.number().int(),
  total_cost: z.number().int(),
  status: z.enum(productStatuses),
  created_at: z.string(),
  updated_at: z.string(),
})
export type Product = z.infer<typeof productSchema>
export const productPageSchema = pageSchema(productSchema)
export const productAnswerSchema = z.object({ message: z.string(), data: productSchema })

export const productStatusOf = (stockOnHand: number): ProductStatus =>
  stockOnHand > 0 ? 'available' : 'out_of_stock'

const optionalSearch = z
  .string()
  .trim()
  .max(maxProductNameLength, { message: 'validation.too_long' })
  .refine(noControl, { message: 'validation.control_character' })
  .optional()
  .transform((value) => value || undefined)

/** GET /staff/products: search by name, filter by category and derived status, order by name or stock. */
export const productListQuery = pagingQuery(['name', 'stock', 'created_at']).extend({
  search: optionalSearch,
  category: z.enum(productCategories, { message: 'validation.invalid_option' }).optional(),
  status: z.enum(productStatuses, { message: 'validation.invalid_option' }).optional(),
})
export type ProductListQuery = z.input<typeof productListQuery>

/** The spec's rule: stock and total_cost are given together, or neither is. */
function stockWithCost<T extends { stock?: number; total_cost?: number }>(value: T, ctx: z.RefinementCtx) {
  if (value.stock !== undefined && value.total_cost === undefined)
    ctx.addIssue({ code: 'custom', path: ['total_cost'], message: 'products.stock_with_cost' })
  if (value.total_cost !== undefined && value.stock === undefined)
    ctx.addIssue({ code: 'custom', path: ['stock'], message: 'products.stock_with_cost' })
}

/** POST /staff/products: the status is never sent (derived from the stock). */
export const productCreateSchema = z
  .strictObject({
    name: productName,
    category: z.enum(productCategories, { message: 'validation.invalid_option' }),
    unit_price: cents,
    stock: stock.optional(),
    total_cost: cents.optional(),
  })
  .superRefine(stockWithCost)
export type ProductCreate = z.input<typeof productCreateSchema>

/**
 * PATCH /staff/products/{id}: name, category, price and what the stock on hand cost. The stock itself changes
 * only through adjustments (its history), so `stock` is refused here with a message saying so.
 */
export const productUpdateSchema = z.strictObject({
  name: productName.optional(),
  category: z.enum(productCategories, { message: 'validation.invalid_option' }).optional(),
  unit_price: cents.optional(),
  total_cost: cents.optional(),
  stock: z.never({ message: 'products.stock_by_adjustment' }).optional(),
})
export type ProductUpdate = z.input<typeof productUpdateSchema>

export const productIdParams = z.object({ id: z.uuid({ message: 'validation.uuid' }) })

export const stockAdjustmentSchema = z.object({
  id: z.uuid(),
  product_id: z.uuid(),
  reason: z.enum(stockAdjustmentReasons),
  delta: z.number().int(),
  stock_after: z.number().int(),
  note: z.string().nullable(),
  movement_id: z.uuid().nullable(),
  staff_user_id: z.uuid().nullable(),
  staff_name: z.string().nullable(),
  created_at: z.string(),
})
export type StockAdjustment = z.infer<typeof stockAdjustmentSchema>
export const stockAdjustmentPageSchema = pageSchema(stockAdjustmentSchema)
export const stockAdjustmentListQuery = pagingQuery(['created_at']).extend({
  order_direction: z.enum(['asc', 'desc'], { message: 'paging.order_direction' }).default('desc'),
})

/**
 * POST /staff/products/{id}/adjustments: a delivery (`restock`, adds `quantity`), spoilage (`waste`, removes
 * `quantity`), or a count (`count`: the stock becomes `counted`).
 */
export const stockAdjustmentCreateSchema = z.discriminatedUnion(
  'reason',
  [
    z.strictObject({
      reason: z.literal('restock'),
      quantity: stock.min(1, { message: 'validation.too_small' }),
      note,
    }),
    z.strictObject({
      reason: z.literal('waste'),
      quantity: stock.min(1, { message: 'validation.too_small' }),
      note,
    }),
    z.strictObject({ reason: z.literal('count'), counted: stock, note }),
  ],
  { message: 'validation.invalid_option' },
)
export type StockAdjustmentCreate = z.input<typeof stockAdjustmentCreateSchema>
export const stockAdjustmentAnswerSchema = z.object({
  message: z.string(),
  data: z.object({ product: productSchema, adjustment: stockAdjustmentSchema }),
})

/** POST /staff/reservations/{id}/extras: the spec's body. */
export const extrasCreateSchema = z.strictObject({
  room_id: z.uuid({ message: 'validation.uuid' }),
  extras: z
    .array(
      z.strictObject({
        category: z.enum(productCategories, { message: 'validation.invalid_option' }),
        product_id: z.uuid({ message: 'validation.uuid' }),
        quantity: z
          .number({ error: numberError })
          .int({ message: 'validation.integer' })
          .min(1, { message: 'validation.too_small' })
          .max(maxExtraQuantity, { message: 'validation.too_big' }),
      }),
      { message: 'validation.required' },
    )
    .min(1, { message: 'extras.required' })
    .max(20, { message: 'validation.too_big' }),
})
export type ExtrasCreate = z.input<typeof extrasCreateSchema>

/** An extra charged to a stay: a movement of type extra_charge. */
export const extraSchema = z.object({
  id: z.uuid(),
  reservation_id: z.uuid(),
  room_id: z.uuid(),
  room_number: z.number().int().nullable(),
  product_id: z.uuid(),
  product_name: z.string(),
  category: z.enum(productCategories),
  quantity: z.number().int(),
  unit_price: z.number().int(),
  amount: z.number().int(),
  created_by: z.uuid().nullable(),
  created_at: z.string(),
})
export type Extra = z.infer<typeof extraSchema>
export const extrasAnswerSchema = z.object({ message: z.string(), data: z.array(extraSchema) })
export const extraAnswerSchema = z.object({ message: z.string(), data: extraSchema })
export const extraIdParams = z.object({ id: z.uuid({ message: 'validation.uuid' }) })
