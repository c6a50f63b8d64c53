import { z } from 'zod'
import { defaultPerPage, maxPerPage } from './protocol.ts'

/**
 * Query schema for a paged list. `orderBy` is the list's allow-list; the first entry is the default.
 * Out-of-range values fail with the catalogue's paging messages (the API maps the issue codes).
 */
export function pagingQuery<const T extends readonly [string, ...string[]]>(orderBy: T) {
  return z.object({
    page: z.coerce.number().int().min(1, { message: 'paging.page' }).default(1),
    per_page: z.coerce
      .number()
      .int()
      .min(1, { message: 'paging.per_page' })
      .max(maxPerPage, { message: 'paging.per_page' })
      .default(defaultPerPage),
    order_by: z.enum(orderBy, { message: 'paging.order_by' }).default(orderBy[0]),
    order_direction: z.enum(['asc', 'desc'], { message: 'paging.order_direction' }).default('asc'),
  })
}
export type PagingQuery<T extends string = string> = {
  page: number
  per_page: number
  order_by: T
  order_direction: 'asc' | 'desc'
}

export const pageMetaSchema = z.object({
  page: z.number().int(),
  per_page: z.number().int(),
  total: z.number().int(),
  last_page: z.number().int(),
})
export type PageMeta = z.infer<typeof pageMetaSchema>

export function pageSchema<T extends z.ZodType>(item: T) {
  return z.object({ data: z.array(item), meta: pageMetaSchema })
}
