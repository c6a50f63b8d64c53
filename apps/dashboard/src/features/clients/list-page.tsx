import {
  type ClientListItem,
  type ClientStatus,
  can,
  formatHotelMomentDay,
  formatPhone,
} from '@hotel/contract'
import { Plus, Users } from 'lucide-react'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useSearchParams } from 'react-router'
import { useSession } from '../../auth/auth.tsx'
import { buttonClass } from '../../components/button-styles.ts'
import { DataTable } from '../../components/data-table/data-table.tsx'
import { type DataColumn, dataColumns } from '../../components/data-table/features.ts'
import { useListParams } from '../../components/data-table/use-list-params.ts'
import { useDocumentTitle } from '../../components/document-title.ts'
import { NotGiven } from '../../components/not-given.tsx'
import { Page } from '../../components/page.tsx'
import { useLocale } from '../../lib/locale.ts'
import { clientListDefaults, clientStatusList, useClientList } from './api.ts'
import { ClientStatusBadge } from './parts.tsx'

const column = dataColumns<ClientListItem>()

/** Reads the status filter from the address; anything else means every status. */
export function readStatus(value: string | null): ClientStatus | undefined {
  return clientStatusList.find((status) => status === value)
}

/** The clients list: search, status, order and page in the address. */
export default function ClientListPage() {
  const { t } = useTranslation()
  useDocumentTitle(t('clients.title'))
  const { permissions } = useSession()
  const list = useListParams(clientListDefaults)
  const [searchParams] = useSearchParams()
  const status = readStatus(searchParams.get('status'))
  const query = useClientList(list.params, status)
  const canManage = can(permissions, 'clients.manage')
  const locale = useLocale()

  const columns = useMemo<DataColumn<ClientListItem>[]>(
    () => [
      column.accessor('name', {
        header: t('clients.name'),
        meta: { primary: true },
        cell: ({ row }) => {
          const client = row.original
          return (
            <Link
              to={`/clients/${client.id}`}
              className="font-semibold text-pine-800 underline-offset-2 hover:underline"
            >
              {client.name} {client.last_name}
            </Link>
          )
        },
      }),
      column.accessor('email', {
        header: t('clients.email'),
        enableSorting: false,
        cell: ({ getValue }) => <span className="break-all">{getValue()}</span>,
      }),
      column.accessor('phone', {
        header: t('clients.phone'),
        enableSorting: false,
        cell: ({ getValue }) => {
          const phone = getValue()
          return phone ? (
            <span className="whitespace-nowrap tabular-nums">{formatPhone(phone)}</span>
          ) : (
            <NotGiven />
          )
        },
      }),
      column.accessor('status', {
        header: t('clients.statusLabel'),
        enableSorting: false,
        cell: ({ getValue }) => <ClientStatusBadge status={getValue()} />,
      }),
      column.accessor('reservations', {
        header: t('clients.reservationsCount'),
        enableSorting: false,
        meta: { numeric: true },
      }),
      column.accessor('upcoming_stays', {
        header: t('clients.upcomingCount'),
        enableSorting: false,
        meta: { numeric: true },
      }),
      column.accessor('created_at', {
        header: t('clients.created'),
        cell: ({ getValue }) => (
          <span className="whitespace-nowrap">{formatHotelMomentDay(String(getValue()), locale)}</span>
        ),
      }),
    ],
    [t, locale],
  )

  return (
    <Page title={t('clients.title')} intro={t('clients.intro')}>
      <DataTable
        label={t('clients.listLabel')}
        columns={columns}
        list={list}
        query={query}
        getRowId={(client) => client.id}
        searchLabel={t('clients.search')}
        loadErrorTitle={t('clients.loadError')}
        empty={{
          icon: Users,
          title: status ? t('clients.emptyFiltered') : t('clients.empty'),
          message: status ? undefined : t('clients.emptyMessage'),
        }}
        filters={[
          {
            kind: 'select',
            name: 'status',
            label: t('clients.statusFilter'),
            value: status,
            all: t('clients.statusAll'),
            options: clientStatusList.map((value) => ({ value, label: t(`clients.status.${value}`) })),
          },
        ]}
        toolbar={
          canManage && (
            <Link to="/clients/new" className={buttonClass('primary')}>
              <Plus className="size-4" aria-hidden="true" />
              {t('clients.new')}
            </Link>
          )
        }
      />
    </Page>
  )
}
