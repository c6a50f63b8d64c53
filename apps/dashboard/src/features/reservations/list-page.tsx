import {
  can,
  type DeskReservationItem,
  formatMoney,
  reservationCategories,
  reservationStatuses,
} from '@hotel/contract'
import { CalendarCheck, Plus } from 'lucide-react'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useSearchParams } from 'react-router'
import { useSession } from '../../auth/auth.tsx'
import { buttonClass } from '../../components/button-styles.ts'
import { DataTable } from '../../components/data-table/data-table.tsx'
import { type DataColumn, dataColumns } from '../../components/data-table/features.ts'
import { useListParams } from '../../components/data-table/use-list-params.ts'
import { useDocumentTitle } from '../../components/document-title.ts'
import { formatDay } from '../../lib/format.ts'
import { useLocale } from '../../lib/locale.ts'
import { type ReservationFilters, reservationListDefaults, useReservationList } from './api.ts'
import {
  PaymentStatusBadge,
  paymentStatusList,
  ReservationStatusBadge,
  readCategory,
  readDay,
  readPaymentStatus,
  readReservationStatus,
} from './parts.tsx'

const column = dataColumns<DeskReservationItem>()

/** The list's filters from the address; anything unknown is no filter. */
export function readFilters(search: URLSearchParams): ReservationFilters {
  return {
    status: readReservationStatus(search.get('status')),
    payment_status: readPaymentStatus(search.get('payment_status')),
    category: readCategory(search.get('category')),
    from: readDay(search.get('from')),
    to: readDay(search.get('to')),
  }
}

/** Every reservation: search, filters, order and page in the address; a table on desks, cards on phones. */
export default function ReservationListPage() {
  const { t } = useTranslation()
  useDocumentTitle(t('reservations.title'))
  const list = useListParams(reservationListDefaults)
  const [searchParams] = useSearchParams()
  const filters = useMemo(() => readFilters(searchParams), [searchParams])
  const query = useReservationList(list.params, filters)
  const canManage = can(useSession().permissions, 'reservations.manage')
  const locale = useLocale()
  const filtered = Object.values(filters).some(Boolean)

  const columns = useMemo<DataColumn<DeskReservationItem>[]>(
    () => [
      column.accessor('reference', {
        header: t('reservations.reference'),
        meta: { primary: true },
        cell: ({ row }) => (
          <Link
            to={`/reservations/${row.original.id}`}
            className="font-mono font-semibold text-pine-800 underline-offset-2 hover:underline"
          >
            {row.original.reference}
          </Link>
        ),
      }),
      column.accessor('guest_name', {
        header: t('reservations.guest'),
        enableSorting: false,
        cell: ({ row }) => (
          <span className="flex flex-col">
            <span className="font-medium">{row.original.guest_name}</span>
            <span className="break-all text-ink-soft text-xs">{row.original.guest_email}</span>
          </span>
        ),
      }),
      column.accessor('room_numbers', {
        header: t('reservations.rooms'),
        enableSorting: false,
        cell: ({ getValue }) => <span className="tabular-nums">{getValue<number[]>().join(', ')}</span>,
      }),
      column.accessor('check_in', {
        header: t('reservations.dates'),
        cell: ({ row }) => (
          <span className="whitespace-nowrap">
            {t('reservations.range', {
              from: formatDay(row.original.check_in, locale),
              to: formatDay(row.original.check_out, locale),
            })}
          </span>
        ),
      }),
      column.accessor('status', {
        header: t('reservations.status'),
        enableSorting: false,
        cell: ({ getValue }) => <ReservationStatusBadge status={getValue()} />,
      }),
      column.accessor('payment_status', {
        header: t('reservations.payment'),
        enableSorting: false,
        cell: ({ getValue }) => <PaymentStatusBadge status={getValue()} />,
      }),
      column.accessor('balance', {
        header: t('reservations.balance'),
        enableSorting: false,
        meta: { numeric: true },
        cell: ({ row }) => (
          <span className={row.original.balance > 0 ? 'font-semibold text-error-700' : 'text-ink-soft'}>
            {formatMoney(row.original.balance, row.original.currency, locale)}
          </span>
        ),
      }),
    ],
    [t, locale],
  )

  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div>
          <h1 className="font-semibold text-xl tracking-tight">{t('reservations.title')}</h1>
          <p className="mt-2 text-ink-soft">{t('reservations.intro')}</p>
        </div>
        {canManage && (
          <Link to="/reservations/new" className={buttonClass('primary')}>
            <Plus className="size-4" aria-hidden="true" />
            {t('reservations.new')}
          </Link>
        )}
      </header>
      <DataTable
        label={t('reservations.listLabel')}
        columns={columns}
        list={list}
        query={query}
        getRowId={(reservation) => reservation.id}
        searchLabel={t('reservations.search')}
        filters={[
          {
            kind: 'select',
            name: 'status',
            label: t('reservations.status'),
            value: filters.status,
            all: t('reservations.anyStatus'),
            options: reservationStatuses.map((value) => ({
              value,
              label: t(`clients.reservationStatus.${value}`),
            })),
          },
          {
            kind: 'select',
            name: 'payment_status',
            label: t('reservations.payment'),
            value: filters.payment_status,
            all: t('reservations.anyPayment'),
            options: paymentStatusList.map((value) => ({
              value,
              label: t(`clients.paymentStatus.${value}`),
            })),
          },
          {
            kind: 'select',
            name: 'category',
            label: t('reservations.category'),
            value: filters.category,
            all: t('reservations.anyCategory'),
            options: reservationCategories.map((value) => ({
              value,
              label: t(`reservations.categories.${value}`),
            })),
          },
          {
            kind: 'date-range',
            from: { name: 'from', label: t('reservations.from'), value: filters.from },
            to: { name: 'to', label: t('reservations.to'), value: filters.to },
          },
        ]}
        loadErrorTitle={t('reservations.loadError')}
        empty={
          filtered
            ? {
                icon: CalendarCheck,
                title: t('reservations.emptyFiltered'),
                action: (
                  <button
                    type="button"
                    onClick={() =>
                      list.setFilters({
                        status: undefined,
                        payment_status: undefined,
                        category: undefined,
                        from: undefined,
                        to: undefined,
                      })
                    }
                    className={buttonClass('secondary')}
                  >
                    {t('reservations.clearFilters')}
                  </button>
                ),
              }
            : { icon: CalendarCheck, title: t('reservations.empty'), message: t('reservations.emptyMessage') }
        }
      />
    </div>
  )
}
