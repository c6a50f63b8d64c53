import {
  can,
  type DeskPaymentListQuery,
  type DeskPaymentRow,
  formatHotelMoment,
  formatMoney,
  paymentCurrencies,
  paymentMethods,
} from '@hotel/contract'
import { FileDown, Receipt, Undo2 } from 'lucide-react'
import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useSearchParams } from 'react-router'
import { useSession } from '../../auth/auth.tsx'
import { buttonClass } from '../../components/button-styles.ts'
import { DataTable } from '../../components/data-table/data-table.tsx'
import { type DataColumn, dataColumns } from '../../components/data-table/features.ts'
import type { ListDefaults } from '../../components/data-table/list-params.ts'
import { useListParams } from '../../components/data-table/use-list-params.ts'
import { useDocumentTitle } from '../../components/document-title.ts'
import { useLocale } from '../../lib/locale.ts'
import { exportUrl, receiptUrl, usePaymentList } from './api.ts'
import { cashText, chargedText, PaymentBadge } from './payment-parts.tsx'
import { RefundDialog, refundable } from './refund-dialog.tsx'

type PaymentOrder = 'paid_at'
const listDefaults: ListDefaults<PaymentOrder> = { orderBy: ['paid_at'], direction: 'desc' }
const statuses = ['paid', 'pending', 'requires_action', 'unpaid'] as const
const column = dataColumns<DeskPaymentRow>()
const day = /^\d{4}-\d{2}-\d{2}$/

/** The filters from the address; anything unknown means no filter. */
export function readPaymentFilters(search: URLSearchParams) {
  const pick = <T extends string>(name: string, allowed: readonly T[]) =>
    allowed.find((value) => value === search.get(name))
  const date = (name: string) => {
    const value = search.get(name) ?? ''
    return day.test(value) ? value : undefined
  }
  return {
    method: pick('method', paymentMethods),
    currency: pick('currency', paymentCurrencies),
    status: pick('status', statuses),
    from: date('from'),
    to: date('to'),
  }
}

/** Every payment, newest first: filters, a table (cards on phones), receipts, refunds and CSV/XLSX exports. */
export default function PaymentsPage() {
  const { t } = useTranslation(undefined, { keyPrefix: 'payments' })
  useDocumentTitle(t('title'))
  const locale = useLocale()
  const list = useListParams(listDefaults)
  const [searchParams] = useSearchParams()
  const filters = readPaymentFilters(searchParams)
  const query: DeskPaymentListQuery = {
    page: list.params.page,
    per_page: list.params.per_page,
    order_direction: list.params.order_direction,
    ...filters,
    q: list.params.search ? list.params.search.slice(0, 40) : undefined,
  }
  const payments = usePaymentList(query)
  const mayRefund = can(useSession().permissions, 'refunds.create')
  const [refunding, setRefunding] = useState<DeskPaymentRow | null>(null)

  const columns = useMemo<DataColumn<DeskPaymentRow>[]>(
    () => [
      column.accessor('invoice', {
        header: t('columns.invoice'),
        enableSorting: false,
        meta: { primary: true },
        cell: ({ row }) => (
          <span className="flex flex-wrap items-center gap-2">
            <span className="whitespace-nowrap font-mono font-semibold">{row.original.invoice ?? '—'}</span>
            <PaymentBadge status={row.original.status} />
          </span>
        ),
      }),
      column.accessor('paid_at', {
        header: t('columns.date'),
        cell: ({ row }) => formatHotelMoment(row.original.paid_at ?? row.original.created_at, locale),
      }),
      column.accessor('reservation_reference', {
        header: t('columns.reservation'),
        enableSorting: false,
        cell: ({ row }) => (
          <Link
            to={`/reservations/${row.original.reservation_id}`}
            className="whitespace-nowrap font-mono text-pine-800 underline-offset-4 hover:underline"
          >
            {row.original.reservation_reference}
          </Link>
        ),
      }),
      column.accessor('guest_name', { header: t('columns.guest'), enableSorting: false }),
      column.accessor('method', {
        header: t('columns.method'),
        enableSorting: false,
        cell: ({ row }) => {
          const p = row.original
          return (
            <span>
              {t(`methods.${p.method}`)}
              {p.card_last4 && (
                <span className="block whitespace-nowrap text-ink-soft">
                  {p.card_brand ?? ''} •••• {p.card_last4}
                </span>
              )}
            </span>
          )
        },
      }),
      column.accessor('amount', {
        header: t('columns.amount'),
        enableSorting: false,
        meta: { numeric: true },
        cell: ({ row }) => {
          const p = row.original
          const cash = cashText(p, locale, t)
          return (
            <span className="tabular-nums">
              <span className="font-semibold">{formatMoney(p.amount, 'USD', locale)}</span>
              {p.currency !== 'USD' && (
                <span className="block text-ink-soft">{chargedText(p, locale, t)}</span>
              )}
              {cash && <span className="block text-ink-soft">{cash}</span>}
              {p.refunded_amount > 0 && (
                <span className="block text-error-700">
                  {t('refunded', { amount: formatMoney(p.refunded_amount, 'USD', locale) })}
                </span>
              )}
            </span>
          )
        },
      }),
      column.accessor('staff_name', {
        header: t('columns.staff'),
        enableSorting: false,
        cell: ({ getValue }) => getValue<string | null>() ?? t('online'),
      }),
      column.display({
        id: 'actions',
        header: t('columns.actions'),
        meta: { actions: true },
        cell: ({ row }) => (
          <span className="flex flex-wrap gap-2 md:flex-nowrap md:justify-end">
            {/* Only an approved payment has a receipt (and its number). */}
            {row.original.invoice && (
              <a
                href={receiptUrl(row.original.id)}
                download
                aria-label={t('receiptLabel', { invoice: row.original.invoice })}
                title={t('receipt')}
                className={buttonClass('secondary')}
              >
                <Receipt className="size-4" aria-hidden="true" />
                {/* In the table (md to 2xl) the buttons are icons: with their words the row ran past the box. */}
                <span className="md:max-2xl:sr-only">{t('receipt')}</span>
              </a>
            )}
            {mayRefund && refundable(row.original) > 0 && (
              <button
                type="button"
                onClick={() => setRefunding(row.original)}
                aria-label={t('refundLabel', { invoice: row.original.invoice })}
                title={t('refund')}
                className={buttonClass('secondary')}
              >
                <Undo2 className="size-4" aria-hidden="true" />
                <span className="md:max-2xl:sr-only">{t('refund')}</span>
              </button>
            )}
          </span>
        ),
      }),
    ],
    [t, locale, mayRefund],
  )

  const filtered = Boolean(
    filters.method || filters.currency || filters.status || filters.from || filters.to || list.params.search,
  )

  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="font-semibold text-xl tracking-tight">{t('title')}</h1>
          <p className="mt-2 text-ink-soft">{t('intro')}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          {(['csv', 'xlsx'] as const).map((format) => (
            <a key={format} href={exportUrl(query, format)} download className={buttonClass('secondary')}>
              <FileDown className="size-4" aria-hidden="true" />
              {t(format === 'csv' ? 'exportCsv' : 'exportXlsx')}
            </a>
          ))}
        </div>
      </header>
      <DataTable
        label={t('listLabel')}
        columns={columns}
        list={list}
        query={payments}
        getRowId={(payment) => payment.id}
        searchLabel={t('search')}
        loadErrorTitle={t('loadError')}
        empty={
          filtered
            ? { icon: Receipt, title: t('emptyFiltered') }
            : { icon: Receipt, title: t('empty'), message: t('emptyMessage') }
        }
        filters={[
          {
            kind: 'select',
            name: 'method',
            label: t('columns.method'),
            value: filters.method,
            all: t('filters.methodAll'),
            options: paymentMethods.map((value) => ({ value, label: t(`methods.${value}`) })),
          },
          {
            kind: 'select',
            name: 'currency',
            label: t('currency'),
            value: filters.currency,
            all: t('filters.currencyAll'),
            options: paymentCurrencies.map((value) => ({ value, label: value })),
          },
          {
            kind: 'select',
            name: 'status',
            label: t('columns.status'),
            value: filters.status,
            all: t('filters.statusAll'),
            options: statuses.map((value) => ({ value, label: t(`status.${value}`) })),
          },
          {
            kind: 'date-range',
            from: { name: 'from', label: t('filters.from'), value: filters.from },
            to: { name: 'to', label: t('filters.to'), value: filters.to },
          },
        ]}
      />
      <RefundDialog payment={refunding} onClose={() => setRefunding(null)} />
    </div>
  )
}
