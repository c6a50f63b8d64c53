import { defaultPerPage, maxPerPage } from '@hotel/contract'

export type SortDirection = 'asc' | 'desc'

/** A server list's page as the URL keeps it, in the API's own names (README, "API conventions"). */
export interface ListParams<TOrder extends string = string> {
  page: number
  per_page: number
  order_by: TOrder
  order_direction: SortDirection
  /** Trimmed; '' for no search. */
  search: string
}

/**
 * What a list allows and starts with. `orderBy` is the API's allow-list for the list, its first entry the
 * default order. Keep the object at module level: hooks compare it by reference.
 */
export interface ListDefaults<TOrder extends string = string> {
  orderBy: readonly [TOrder, ...TOrder[]]
  direction?: SortDirection
  perPage?: number
}

/** A history's defaults: newest first by its one moment, `perPage` to a page. */
export const newestFirst = <TOrder extends string>(
  orderBy: TOrder,
  perPage?: number,
): ListDefaults<TOrder> => ({
  orderBy: [orderBy],
  direction: 'desc',
  perPage,
})

/** The API refuses longer searches; a pasted paragraph is cut rather than answered with a 422. */
export const maxSearchLength = 100

const positiveInteger = (value: string | null) => {
  if (value === null || !/^\d{1,6}$/.test(value)) return null
  const number = Number(value)
  return number >= 1 ? number : null
}

/** Reads a list's state from the address; anything missing, malformed or not allowed takes its default. */
export function readListParams<TOrder extends string>(
  search: URLSearchParams,
  defaults: ListDefaults<TOrder>,
): ListParams<TOrder> {
  const perPage = positiveInteger(search.get('per_page'))
  const orderBy = search.get('order_by')
  const direction = search.get('order_direction')
  return {
    page: positiveInteger(search.get('page')) ?? 1,
    per_page: perPage !== null && perPage <= maxPerPage ? perPage : (defaults.perPage ?? defaultPerPage),
    order_by: defaults.orderBy.find((allowed) => allowed === orderBy) ?? defaults.orderBy[0],
    order_direction: direction === 'asc' || direction === 'desc' ? direction : (defaults.direction ?? 'asc'),
    search: (search.get('search') ?? '').trim().slice(0, maxSearchLength),
  }
}

/** A list as it first shows: its first page in its default order, no search. */
export const firstPage = <TOrder extends string>(defaults: ListDefaults<TOrder>) =>
  readListParams(new URLSearchParams(), defaults)

/**
 * Writes a list's state into the address, leaving out what equals the default (short, shareable URLs) and
 * keeping every other parameter (a page's own filters).
 */
export function writeListParams<TOrder extends string>(
  current: URLSearchParams,
  params: ListParams<TOrder>,
  defaults: ListDefaults<TOrder>,
): URLSearchParams {
  const next = new URLSearchParams(current)
  const values: Record<keyof ListParams, string | null> = {
    page: params.page > 1 ? String(params.page) : null,
    per_page: params.per_page !== (defaults.perPage ?? defaultPerPage) ? String(params.per_page) : null,
    order_by: params.order_by !== defaults.orderBy[0] ? params.order_by : null,
    order_direction: params.order_direction !== (defaults.direction ?? 'asc') ? params.order_direction : null,
    search: params.search.trim() || null,
  }
  for (const [key, value] of Object.entries(values)) {
    if (value === null) next.delete(key)
    else next.set(key, value)
  }
  return next
}

/** A change of what the list shows (search, order, page size) starts again at its first page. */
export function applyListChange<TOrder extends string>(
  params: ListParams<TOrder>,
  change: Partial<ListParams<TOrder>>,
): ListParams<TOrder> {
  const next = { ...params, ...change }
  const reshaped =
    next.search !== params.search ||
    next.order_by !== params.order_by ||
    next.order_direction !== params.order_direction ||
    next.per_page !== params.per_page
  return reshaped && change.page === undefined ? { ...next, page: 1 } : next
}

/**
 * Sets a list's own filters (a status, a date) in the address: an empty value leaves the parameter out, and
 * the list starts again at its first page, because page 4 of the old list means nothing in the new one. The
 * one place a filter resets the page.
 */
export function writeFilters(
  current: URLSearchParams,
  values: Readonly<Record<string, string | undefined>>,
): URLSearchParams {
  const next = new URLSearchParams(current)
  for (const [name, value] of Object.entries(values)) {
    if (value) next.set(name, value)
    else next.delete(name)
  }
  next.delete('page')
  return next
}

/** The query string for the API: the same names, without an empty search. */
export function listQuery<TOrder extends string>(params: ListParams<TOrder>) {
  const { search, ...rest } = params
  return search ? { ...rest, search } : rest
}
