import {
  can,
  formatMoney,
  type Product,
  type ProductCategory,
  type ProductStatus,
  productCategories,
  productStatuses,
} from '@hotel/contract'
import { History, Package, Pencil, Plus } from 'lucide-react'
import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useSearchParams } from 'react-router'
import { useSession } from '../../auth/auth.tsx'
import { buttonClass } from '../../components/button-styles.ts'
import { DataTable } from '../../components/data-table/data-table.tsx'
import { type DataColumn, dataColumns } from '../../components/data-table/features.ts'
import { listQuery } from '../../components/data-table/list-params.ts'
import { useListParams } from '../../components/data-table/use-list-params.ts'
import { useDocumentTitle } from '../../components/document-title.ts'
import { Page } from '../../components/page.tsx'
import { useHotel } from '../../lib/hotel.ts'
import { useLocale } from '../../lib/locale.ts'
import { productListDefaults, useProducts } from './api.ts'
import { ProductStatusBadge, StockBadge } from './badges.tsx'
import { ProductDialog } from './product-dialog.tsx'

const column = dataColumns<Product>()

/** The category and status filters from the address; anything unknown means no filter. */
export const readCategory = (value: string | null): ProductCategory | undefined =>
  productCategories.find((category) => category === value)
export const readStatus = (value: string | null): ProductStatus | undefined =>
  productStatuses.find((status) => status === value)

/** Products sold as extras: stock, price and status; add and edit with inventory.manage. */
export default function ProductListPage() {
  const { t } = useTranslation(undefined, { keyPrefix: 'products' })
  useDocumentTitle(t('title'))
  const list = useListParams(productListDefaults)
  const [searchParams] = useSearchParams()
  const category = readCategory(searchParams.get('category'))
  const status = readStatus(searchParams.get('status'))
  const query = useProducts({ ...listQuery(list.params), category, status })
  const locale = useLocale()
  const currency = useHotel().data?.currency ?? 'USD'
  const manage = can(useSession().permissions, 'inventory.manage')
  const [editing, setEditing] = useState<Product | null>(null)
  const [adding, setAdding] = useState(false)

  const columns = useMemo<DataColumn<Product>[]>(
    () => [
      column.accessor('name', {
        header: t('name'),
        meta: { primary: true },
        cell: ({ row }) => (
          <Link
            to={`/products/${row.original.id}`}
            className="font-semibold text-ink underline-offset-4 hover:underline"
          >
            {row.original.name}
          </Link>
        ),
      }),
      column.accessor('category', {
        header: t('category'),
        enableSorting: false,
        cell: ({ getValue }) => t(`categories.${getValue<ProductCategory>()}`),
      }),
      column.accessor('stock', {
        header: t('stock'),
        meta: { numeric: true },
        cell: ({ getValue }) => <StockBadge stock={getValue<number>()} />,
      }),
      column.accessor('unit_price', {
        header: t('price'),
        enableSorting: false,
        meta: { numeric: true },
        cell: ({ getValue }) => (
          <span className="tabular-nums">{formatMoney(getValue<number>(), currency, locale)}</span>
        ),
      }),
      column.accessor('total_cost', {
        header: t('cost'),
        enableSorting: false,
        meta: { numeric: true },
        cell: ({ getValue }) => (
          <span className="text-ink-soft tabular-nums">
            {formatMoney(getValue<number>(), currency, locale)}
          </span>
        ),
      }),
      column.accessor('status', {
        header: t('status'),
        enableSorting: false,
        cell: ({ getValue }) => <ProductStatusBadge status={getValue<ProductStatus>()} />,
      }),
      column.display({
        id: 'actions',
        header: t('actions'),
        meta: { actions: true },
        cell: ({ row }) => (
          <span className="flex flex-wrap gap-2 md:flex-nowrap md:justify-end">
            <Link
              to={`/products/${row.original.id}`}
              className={buttonClass('secondary')}
              aria-label={t('historyLabel', { name: row.original.name })}
            >
              <History className="size-4" aria-hidden="true" />
              {t('history')}
            </Link>
            {manage && (
              <button
                type="button"
                onClick={() => setEditing(row.original)}
                className={buttonClass('secondary')}
                aria-label={t('editLabel', { name: row.original.name })}
              >
                <Pencil className="size-4" aria-hidden="true" />
                {t('edit')}
              </button>
            )}
          </span>
        ),
      }),
    ],
    [t, locale, currency, manage],
  )

  return (
    <Page title={t('title')} intro={t('intro')}>
      <DataTable
        label={t('listLabel')}
        columns={columns}
        list={list}
        query={query}
        getRowId={(product) => product.id}
        searchLabel={t('search')}
        loadErrorTitle={t('loadError')}
        empty={
          category || status || list.params.search
            ? { icon: Package, title: t('emptyFiltered') }
            : { icon: Package, title: t('empty'), message: t('emptyMessage') }
        }
        filters={[
          {
            kind: 'select',
            name: 'category',
            label: t('category'),
            value: category,
            all: t('categoryAll'),
            options: productCategories.map((value) => ({ value, label: t(`categories.${value}`) })),
          },
          {
            kind: 'select',
            name: 'status',
            label: t('status'),
            value: status,
            all: t('statusAll'),
            options: productStatuses.map((value) => ({ value, label: t(`statuses.${value}`) })),
          },
        ]}
        toolbar={
          manage && (
            <button type="button" onClick={() => setAdding(true)} className={buttonClass('primary')}>
              <Plus className="size-4" aria-hidden="true" />
              {t('add')}
            </button>
          )
        }
      />
      {manage && (
        <ProductDialog
          open={adding || editing !== null}
          product={editing}
          currency={currency}
          onClose={() => {
            setAdding(false)
            setEditing(null)
          }}
        />
      )}
    </Page>
  )
}
