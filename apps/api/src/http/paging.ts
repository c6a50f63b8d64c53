import type { PageMeta, PagingQuery } from '@hotel/contract'
import { asc, desc, type SQL } from 'drizzle-orm'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'

/** Offset and limit for a page of a list. */
export function pageWindow(query: PagingQuery) {
  return { limit: query.per_page, offset: (query.page - 1) * query.per_page }
}

/** The ORDER BY for a list: the allow-listed column in the asked direction, then `tieBreaker` for a stable order. */
export function pageOrder<T extends string>(
  query: PagingQuery<T>,
  columns: Record<T, AnyPgColumn | SQL>,
  tieBreaker: AnyPgColumn,
): SQL[] {
  const direction = query.order_direction === 'desc' ? desc : asc
  return [direction(columns[query.order_by]), asc(tieBreaker)]
}

/** The list answer `{ data, meta }` of DESIGN.md. */
export function pageOf<T>(data: T[], total: number, query: PagingQuery): { data: T[]; meta: PageMeta } {
  return {
    data,
    meta: {
      page: query.page,
      per_page: query.per_page,
      total,
      last_page: Math.max(1, Math.ceil(total / query.per_page)),
    },
  }
}
