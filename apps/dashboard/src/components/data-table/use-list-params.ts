import { useCallback, useMemo, useState } from 'react'
import { useSearchParams } from 'react-router'
import {
  applyListChange,
  firstPage,
  type ListDefaults,
  type ListParams,
  readListParams,
  writeFilters,
  writeListParams,
} from './list-params.ts'

export interface ListState<TOrder extends string = string> {
  params: ListParams<TOrder>
  defaults: ListDefaults<TOrder>
  /**
   * Changes the list. Paging and sorting add a history entry (Back returns to the previous page); typing a
   * search replaces the current one, so Back does not replay every keystroke.
   */
  change: (change: Partial<ListParams<TOrder>>, options?: { replace?: boolean }) => void
  /**
   * Sets the page's own filters (undefined or '' removes one) and goes back to the first page. Only a list
   * kept in the address has filters.
   */
  setFilters?: (values: Readonly<Record<string, string | undefined>>) => void
}

/**
 * A server list's page, order and search, kept in the URL's search parameters: a reload, a shared link or
 * Back shows the same list. Feed `params` to the query key and to listQuery().
 */
export function useListParams<TOrder extends string>(
  defaults: ListDefaults<TOrder>,
): Required<ListState<TOrder>> {
  const [searchParams, setSearchParams] = useSearchParams()
  const params = useMemo(() => readListParams(searchParams, defaults), [searchParams, defaults])
  const change = useCallback<ListState<TOrder>['change']>(
    (change, options) =>
      setSearchParams(
        (current) =>
          writeListParams(current, applyListChange(readListParams(current, defaults), change), defaults),
        { replace: options?.replace ?? false },
      ),
    [setSearchParams, defaults],
  )
  // A new filter is a new list: a history entry, so Back returns to the previous one.
  const setFilters = useCallback<Required<ListState<TOrder>>['setFilters']>(
    (values) => setSearchParams((current) => writeFilters(current, values)),
    [setSearchParams],
  )
  return { params, defaults, change, setFilters }
}

/**
 * The same state kept in the component rather than the address, for a page with two lists (the drawer's
 * sessions and its audits): one address has room for one list's page.
 */
export function useLocalListParams<TOrder extends string>(defaults: ListDefaults<TOrder>): ListState<TOrder> {
  const [params, setParams] = useState(() => firstPage(defaults))
  const change = useCallback<ListState<TOrder>['change']>(
    (change) => setParams((current) => applyListChange(current, change)),
    [],
  )
  return { params, defaults, change }
}
