import {
  maxProductCents,
  maxStockQuantity,
  type Product,
  type ProductCategory,
  productCreateSchema,
  productUpdateSchema,
} from '@hotel/contract'
import type { TFunction } from 'i18next'
import type { FieldError, Resolver } from 'react-hook-form'
import { fieldErrorText, schemaResolver } from '../../lib/forms.ts'
import { centsToInput, toCents } from '../../lib/money-input.ts'

/** The product form: money typed in dollars ("2.50"), the stock as typed; sent as cents and a whole number. */
export interface ProductValues {
  name: string
  category: ProductCategory | ''
  unit_price: string
  stock: string
  total_cost: string
}
export const productFields = ['name', 'category', 'unit_price', 'stock', 'total_cost'] as const

export const productValues = (product?: Product | null): ProductValues => ({
  name: product?.name ?? '',
  category: product?.category ?? '',
  unit_price: product ? centsToInput(product.unit_price) : '',
  stock: product ? String(product.stock) : '0',
  total_cost: product ? centsToInput(product.total_cost) : '0.00',
})

/** "12" -> 12; anything else stays as typed, for the schema to refuse. */
const toWhole = (value: string): number | string => {
  const trimmed = value.trim()
  return /^-?\d+$/.test(trimmed) ? Number(trimmed) : trimmed
}

/**
 * What the form sends. A new product carries its stock and what it cost together (the spec's rule); an edit
 * never carries the stock, which changes only through adjustments.
 */
export function productPayload(values: ProductValues, editing: boolean) {
  const common = {
    name: values.name,
    category: values.category || undefined,
    unit_price: toCents(values.unit_price),
    total_cost: toCents(values.total_cost),
  }
  return editing ? common : { ...common, stock: toWhole(values.stock) }
}

function resolver(schema: typeof productCreateSchema | typeof productUpdateSchema, editing: boolean) {
  const inner = schemaResolver<Record<string, unknown>>(schema)
  return (async (values: ProductValues, context: unknown, options: unknown) => {
    // biome-ignore lint/suspicious/noExplicitAny: the payload's types differ from the form's on purpose
    const result = await (inner as any)(productPayload(values, editing), context, options)
    return Object.keys(result.errors ?? {}).length ? result : { values, errors: {} }
  }) as Resolver<ProductValues>
}
export const productCreateResolver = resolver(productCreateSchema, false)
export const productUpdateResolver = resolver(productUpdateSchema, true)

type ErrorLike = Pick<FieldError, 'type' | 'message'> | undefined

/** A field's error: the contract's keys of this screen, then the dashboard's; money limits shown in dollars. */
export function productErrorText(t: TFunction, field: (typeof productFields)[number], error: ErrorLike) {
  if (error?.message === 'products.cents') return t('products.amountFormat')
  if (field === 'unit_price' || field === 'total_cost') {
    if (error?.message === 'validation.number') return t('products.amountFormat')
    return fieldErrorText(t, error, { min: 0, max: maxProductCents / 100 })
  }
  return fieldErrorText(t, error, { min: 0, max: maxStockQuantity })
}
