// Products sold to guests as extras (the minibar, the kitchen), their stock and its history.

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
