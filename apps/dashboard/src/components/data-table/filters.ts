/** A choice of a select filter: its value in the address and the API, and its words. */
export interface FilterOption {
  value: string
  label: string
}

/** One of a fixed set of values ("Status: Suspended"). */
export interface SelectFilter {
  kind: 'select'
  /** The parameter's name, in the address and for the API. */
  name: string
  label: string
  /** The page's own reading of the address (anything unknown already dropped); undefined: no filter. */
  value: string | undefined
  options: readonly FilterOption[]
  /**
   * The words of "no filter" ("Every status"), the select's first choice. Without it the list always has one
   * of `options`, and the first is the default, which the address leaves out (rooms: "In use").
   */
  all?: string
}

/** Two calendar days, from and to, each its own parameter; the "to" field cannot go before "from". */
export interface DateRangeFilter {
  kind: 'date-range'
  from: { name: string; label: string; value: string | undefined }
  to: { name: string; label: string; value: string | undefined }
}

/**
 * A list's own filters as data: DataTable draws them beside the search, all alike, and a change goes through
 * useListParams' setFilters, which resets the page. The page keeps reading the address for its query.
 */
export type ListFilter = SelectFilter | DateRangeFilter

/** The value a select filter shows: its own, else the default choice. */
export function selectedValue(filter: SelectFilter): string {
  return filter.value ?? (filter.all === undefined ? (filter.options[0]?.value ?? '') : '')
}

/** What a choice writes into the address: nothing for the default, so addresses stay short. */
export function addressValue(filter: SelectFilter, chosen: string): string | undefined {
  if (filter.all === undefined && chosen === filter.options[0]?.value) return undefined
  return chosen || undefined
}
