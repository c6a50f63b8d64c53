import {
  type ColumnDef,
  createColumnHelper,
  metaHelper,
  type RowData,
  rowPaginationFeature,
  rowSortingFeature,
  tableFeatures,
} from '@tanstack/react-table'

interface DataColumnMeta {
  /** The card's title on phones; one column per table. */
  primary?: boolean
  /** Numbers and money: aligned to the end, tabular figures. */
  numeric?: boolean
  /** Row buttons ("Edit", "Suspend"): the table's last cell, the card's foot. */
  actions?: boolean
}

/**
 * What the kit's tables use of TanStack Table: sorting and paging state only. The server sorts and pages
 * (manualSorting, manualPagination), so no client row model is registered.
 */
export const dataTableFeatures = tableFeatures({
  rowSortingFeature,
  rowPaginationFeature,
  columnMeta: metaHelper<DataColumnMeta>(),
})
export type DataTableFeatures = typeof dataTableFeatures

/**
 * Column definitions for a DataTable of `TData`. A column sorts when its id is in the list's `orderBy`
 * allow-list (the API's), unless it says `enableSorting: false`; its `header` is plain text, which also labels
 * the value on the phone cards.
 */
export const dataColumns = <TData extends RowData>() => createColumnHelper<DataTableFeatures, TData>()

// biome-ignore lint/suspicious/noExplicitAny: a table's columns hold values of different types
export type DataColumn<TData extends RowData> = ColumnDef<DataTableFeatures, TData, any>
