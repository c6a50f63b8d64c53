import type { PageMeta } from '@hotel/contract'
import {
  type Cell,
  type Column,
  functionalUpdate,
  type Header,
  type PaginationState,
  type RowData,
  type SortingState,
  useTable,
} from '@tanstack/react-table'
import { ArrowDown, ArrowUp, ArrowUpDown, type LucideIcon, SearchX } from 'lucide-react'
import { Fragment, type ReactNode, useCallback, useEffect, useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { buttonClass } from '../button-styles.ts'
import { EmptyState } from '../empty-state.tsx'
import { ErrorPanel } from '../error-panel.tsx'
import { LoadingState } from '../loading-state.tsx'
import { type DataColumn, type DataTableFeatures, dataTableFeatures } from './features.ts'
import { FilterBar } from './filter-bar.tsx'
import type { ListFilter } from './filters.ts'
import type { SortDirection } from './list-params.ts'
import { Pager } from './pager.tsx'
import { SearchBox } from './search-box.tsx'
import type { ListState } from './use-list-params.ts'

/** One page of a server list, as every list endpoint answers it. */
interface ListPage<TData> {
  data: TData[]
  meta: PageMeta
}

/** What the table reads of the list's TanStack Query result (use `placeholderData: keepPreviousData`). */
export interface ListQuery<TData> {
  data: ListPage<TData> | undefined
  error: unknown
  isPending: boolean
  isPlaceholderData: boolean
  isRefetching: boolean
  refetch: () => unknown
}

interface DataTableProps<TData extends RowData, TOrder extends string> {
  /** Names the table for screen readers ("Staff"). */
  label: string
  /** Keep the array stable (module level or useMemo). */
  columns: DataColumn<TData>[]
  list: ListState<TOrder>
  query: ListQuery<TData>
  getRowId: (row: TData) => string
  /** Says what the search looks in; without it the list has no search box. */
  searchLabel?: string
  /** The list's own filters (a status, a date range), drawn beside the search; a change resets the page. */
  filters?: readonly ListFilter[]
  /** The list has nothing at all yet (no search): what that means and what to do. */
  empty: { icon: LucideIcon; title: string; message?: string; action?: ReactNode }
  /** Buttons beside the search ("Invite someone"). */
  toolbar?: ReactNode
  /** What failed when the first page does not load ("We couldn't load the staff list."). */
  loadErrorTitle?: string
}

const noRows: never[] = []

const headerText = <TData extends RowData>(column: Column<DataTableFeatures, TData, unknown>) =>
  typeof column.columnDef.header === 'string' ? column.columnDef.header : column.id

/**
 * A server list: paging, sorting and search live in the URL (useListParams) and go to the API, which answers
 * one page. A table from 768 px; below, each row is a card with the primary column as its title, and the
 * order is a select. Loading, failure, "nothing yet" and "nothing matches" have their own states.
 */
export function DataTable<TData extends RowData, TOrder extends string>({
  label,
  columns,
  list,
  query,
  getRowId,
  searchLabel,
  filters,
  empty,
  toolbar,
  loadErrorTitle,
}: DataTableProps<TData, TOrder>) {
  const { t } = useTranslation()
  const { params, defaults, change } = list
  const page = query.data
  const rows = page?.data ?? noRows

  const sorting = useMemo<SortingState>(
    () => [{ id: params.order_by, desc: params.order_direction === 'desc' }],
    [params.order_by, params.order_direction],
  )
  const pagination = useMemo<PaginationState>(
    () => ({ pageIndex: params.page - 1, pageSize: params.per_page }),
    [params.page, params.per_page],
  )
  const isOrder = useCallback(
    (id: string): id is TOrder => defaults.orderBy.some((allowed) => allowed === id),
    [defaults.orderBy],
  )

  const table = useTable({
    features: dataTableFeatures,
    columns,
    data: rows,
    getRowId: (row) => getRowId(row),
    state: { sorting, pagination },
    // The server sorts and pages; the table keeps the state and the headers' behaviour.
    manualSorting: true,
    manualPagination: true,
    rowCount: page?.meta.total ?? 0,
    enableMultiSort: false,
    enableSortingRemoval: false,
    sortDescFirst: false,
    onSortingChange: (updater) => {
      const [first] = functionalUpdate(updater, sorting)
      if (first && isOrder(first.id))
        change({ order_by: first.id, order_direction: first.desc ? 'desc' : 'asc' })
    },
    onPaginationChange: (updater) => {
      const next = functionalUpdate(updater, pagination)
      change({ page: next.pageIndex + 1, per_page: next.pageSize })
    },
  })

  // A page past the end (a shared link, the last row of the last page gone): show the last page instead.
  const lastPage = page ? Math.max(page.meta.last_page, 1) : undefined
  useEffect(() => {
    if (lastPage !== undefined && !query.isPlaceholderData && params.page > lastPage) {
      change({ page: lastPage }, { replace: true })
    }
  }, [lastPage, query.isPlaceholderData, params.page, change])

  const onSearch = useCallback((search: string) => change({ search }, { replace: true }), [change])
  const sortable = table.getAllLeafColumns().filter((column) => column.getCanSort() && isOrder(column.id))

  let body: ReactNode
  if (!page) {
    body = query.error ? (
      <ErrorPanel error={query.error} title={loadErrorTitle} onRetry={() => void query.refetch()} />
    ) : (
      <LoadingState />
    )
  } else if (rows.length === 0 && params.search) {
    body = (
      <EmptyState
        icon={SearchX}
        title={t('table.noResults', { search: params.search })}
        message={t('table.noResultsHint')}
        action={
          <button type="button" onClick={() => onSearch('')} className={buttonClass('secondary')}>
            {t('table.clearSearch')}
          </button>
        }
      />
    )
  } else if (rows.length === 0) {
    body = <EmptyState {...empty} />
  } else {
    const tableRows = table.getRowModel().rows
    body = (
      <div
        aria-busy={query.isPlaceholderData || undefined}
        className={`flex flex-col gap-4 transition-opacity ${query.isPlaceholderData ? 'opacity-60' : ''}`}
      >
        {query.error !== null && query.error !== undefined && (
          <ErrorPanel
            error={query.error}
            onRetry={() => void query.refetch()}
            retrying={query.isRefetching}
          />
        )}
        <div className="hidden overflow-x-auto rounded-card border border-line bg-surface shadow-card md:block">
          <table className="w-full text-sm">
            <caption className="sr-only">{label}</caption>
            <thead className="border-line border-b bg-paper">
              {table.getHeaderGroups().map((group) => (
                <tr key={group.id}>
                  {group.headers.map((header) => (
                    <HeaderCell
                      key={header.id}
                      header={header}
                      canSort={header.column.getCanSort() && isOrder(header.column.id)}
                    >
                      {header.isPlaceholder ? null : headerText(header.column) === '' ? (
                        // A column of row buttons has no visible title; a header cell still needs a name.
                        <span className="sr-only">{t('table.actions')}</span>
                      ) : (
                        <table.FlexRender header={header} />
                      )}
                    </HeaderCell>
                  ))}
                </tr>
              ))}
            </thead>
            <tbody className="divide-y divide-line">
              {tableRows.map((row) => (
                <tr key={row.id} className="hover:bg-paper">
                  {row.getAllCells().map((cell) => (
                    <td key={cell.id} className={`px-4 py-3 align-middle ${cellAlign(cell)}`}>
                      <table.FlexRender cell={cell} />
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>

        <ul className="flex flex-col gap-3 md:hidden">
          {tableRows.map((row) => {
            const cells = row.getAllCells()
            const primary = cells.find((cell) => cell.column.columnDef.meta?.primary) ?? cells[0]
            const actions = cells.filter((cell) => cell.column.columnDef.meta?.actions)
            const details = cells.filter((cell) => cell !== primary && !actions.includes(cell))
            return (
              <li key={row.id} className="rounded-card border border-line bg-surface p-4 shadow-card">
                {primary && (
                  <div className="font-semibold">
                    <table.FlexRender cell={primary} />
                  </div>
                )}
                {details.length > 0 && (
                  <dl className="mt-3 grid grid-cols-[max-content_minmax(0,1fr)] gap-x-4 gap-y-2 text-sm">
                    {details.map((cell) => (
                      <Fragment key={cell.id}>
                        <dt className="text-ink-soft">{headerText(cell.column)}</dt>
                        <dd
                          className={`min-w-0 break-words ${cell.column.columnDef.meta?.numeric ? 'tabular-nums' : ''}`}
                        >
                          <table.FlexRender cell={cell} />
                        </dd>
                      </Fragment>
                    ))}
                  </dl>
                )}
                {actions.length > 0 && (
                  <div className="mt-4 flex flex-wrap gap-2 border-line border-t pt-3">
                    {actions.map((cell) => (
                      <table.FlexRender key={cell.id} cell={cell} />
                    ))}
                  </div>
                )}
              </li>
            )
          })}
        </ul>

        {page && (
          <Pager
            meta={page.meta}
            rows={rows.length}
            canPrevious={table.getCanPreviousPage()}
            canNext={table.getCanNextPage()}
            onPrevious={table.previousPage}
            onNext={table.nextPage}
          />
        )}
      </div>
    )
  }

  return (
    <section aria-label={label} className="flex flex-col gap-4">
      {(searchLabel || filters?.length || toolbar || sortable.length > 1) && (
        <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-center">
          {searchLabel && <SearchBox value={params.search} onSearch={onSearch} label={searchLabel} />}
          {filters && filters.length > 0 && list.setFilters && (
            <FilterBar filters={filters} onChange={list.setFilters} />
          )}
          {sortable.length > 1 && rows.length > 1 && (
            <SortSelect
              columns={sortable}
              orderBy={params.order_by}
              direction={params.order_direction}
              onChange={(order_by, order_direction) =>
                isOrder(order_by) && change({ order_by, order_direction })
              }
            />
          )}
          {toolbar && <div className="flex flex-wrap gap-2 sm:ms-auto">{toolbar}</div>}
        </div>
      )}
      {body}
    </section>
  )
}

function cellAlign<TData extends RowData>(cell: Cell<DataTableFeatures, TData, unknown>): string {
  const meta = cell.column.columnDef.meta
  if (meta?.numeric) return 'text-end tabular-nums'
  if (meta?.actions) return 'text-end whitespace-nowrap'
  return 'text-start'
}

function HeaderCell<TData extends RowData>({
  header,
  canSort,
  children,
}: {
  header: Header<DataTableFeatures, TData, unknown>
  canSort: boolean
  children: ReactNode
}) {
  const sorted = header.column.getIsSorted()
  const meta = header.column.columnDef.meta
  const align = meta?.numeric || meta?.actions ? 'text-end' : 'text-start'
  const SortIcon = sorted === 'asc' ? ArrowUp : sorted === 'desc' ? ArrowDown : ArrowUpDown
  return (
    <th
      scope="col"
      aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined}
      className={`whitespace-nowrap px-4 py-2 font-semibold text-ink-soft ${align}`}
    >
      {canSort ? (
        <button
          type="button"
          onClick={header.column.getToggleSortingHandler()}
          className={`-mx-2 inline-flex min-h-10 items-center gap-1.5 rounded-md px-2 hover:bg-pine-50 hover:text-ink ${
            sorted ? 'text-ink' : ''
          }`}
        >
          {children}
          <SortIcon className={`size-4 ${sorted ? 'text-pine-700' : 'opacity-60'}`} aria-hidden="true" />
        </button>
      ) : (
        children
      )}
    </th>
  )
}

/** Phones have no column headers to tap: the order is chosen here. */
function SortSelect<TData extends RowData>({
  columns,
  orderBy,
  direction,
  onChange,
}: {
  columns: Column<DataTableFeatures, TData, unknown>[]
  orderBy: string
  direction: SortDirection
  onChange: (orderBy: string, direction: SortDirection) => void
}) {
  const { t } = useTranslation()
  return (
    <label className="flex items-center gap-2 text-sm md:hidden">
      <span className="shrink-0 text-ink-soft">{t('table.sortLabel')}</span>
      <select
        value={`${orderBy}:${direction}`}
        onChange={(event) => {
          const [id = '', dir] = event.target.value.split(':')
          onChange(id, dir === 'desc' ? 'desc' : 'asc')
        }}
        className="min-h-11 w-full min-w-0 rounded-lg border border-line-strong bg-surface px-3 text-base text-ink"
      >
        {columns.flatMap((column) => {
          const name = headerText(column)
          return [
            <option key={`${column.id}:asc`} value={`${column.id}:asc`}>
              {t('table.ascending', { column: name })}
            </option>,
            <option key={`${column.id}:desc`} value={`${column.id}:desc`}>
              {t('table.descending', { column: name })}
            </option>,
          ]
        })}
      </select>
    </label>
  )
}
