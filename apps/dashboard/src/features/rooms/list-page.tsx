import { can, formatMoney, type RoomType, type StaffRoomRow } from '@hotel/contract'
import { BedDouble, Plus } from 'lucide-react'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useSearchParams } from 'react-router'
import { useSession } from '../../auth/auth.tsx'
import { buttonClass } from '../../components/button-styles.ts'
import { DataTable } from '../../components/data-table/data-table.tsx'
import { type DataColumn, dataColumns } from '../../components/data-table/features.ts'
import { useListParams } from '../../components/data-table/use-list-params.ts'
import { useDocumentTitle } from '../../components/document-title.ts'
import { Page } from '../../components/page.tsx'
import { useHotel } from '../../lib/hotel.ts'
import { useLocale } from '../../lib/locale.ts'
import { type ArchivedFilter, archivedFilters, roomListDefaults, roomTypeList, useRoomList } from './api.ts'
import { ArchivedBadge, RoomStatusBadge } from './parts.tsx'

const column = dataColumns<StaffRoomRow>()

/** Reads the type filter from the address; anything else means every type. */
export function readType(value: string | null): RoomType | undefined {
  return roomTypeList.find((type) => type === value)
}

/** Reads the archived filter from the address: the rooms in use unless it says otherwise. */
export function readArchived(value: string | null): ArchivedFilter {
  return archivedFilters.find((filter) => filter === value) ?? 'false'
}

/** The rooms: search, type, archived, order and page in the address. */
export default function RoomListPage() {
  const { t } = useTranslation()
  useDocumentTitle(t('rooms.title'))
  const { permissions } = useSession()
  const list = useListParams(roomListDefaults)
  const [searchParams] = useSearchParams()
  const type = readType(searchParams.get('type'))
  const archived = readArchived(searchParams.get('archived'))
  const query = useRoomList(list.params, { type, archived })
  const canManage = can(permissions, 'rooms.manage')
  const locale = useLocale()
  const currency = useHotel().data?.currency ?? 'USD'

  const columns = useMemo<DataColumn<StaffRoomRow>[]>(
    () => [
      column.accessor('number', {
        header: t('rooms.number'),
        meta: { primary: true },
        cell: ({ row }) => {
          const room = row.original
          return (
            <span className="flex items-center gap-3">
              {room.thumbnail ? (
                <img src={room.thumbnail} alt="" className="h-10 w-14 rounded object-cover" loading="lazy" />
              ) : null}
              <Link
                to={`/rooms/${room.number}`}
                className="font-semibold text-pine-800 underline-offset-2 hover:underline"
              >
                {t('rooms.roomNumber', { number: room.number })}
              </Link>
              {room.archived_at && <ArchivedBadge />}
            </span>
          )
        },
      }),
      column.accessor('type', {
        header: t('rooms.type'),
        cell: ({ getValue }) => t(`rooms.types.${getValue() as RoomType}`),
      }),
      column.accessor('max_guests', {
        header: t('rooms.capacity'),
        enableSorting: false,
        meta: { numeric: true },
      }),
      column.accessor('tariff_from', {
        id: 'tariff',
        header: t('rooms.tariffFrom'),
        meta: { numeric: true },
        cell: ({ getValue }) => {
          const value = getValue()
          return value === null ? '—' : formatMoney(value, currency, locale)
        },
      }),
      column.accessor('status', {
        header: t('rooms.status'),
        enableSorting: false,
        cell: ({ getValue }) => <RoomStatusBadge status={getValue()} />,
      }),
      column.accessor('future_reservations', {
        header: t('rooms.futureReservations'),
        enableSorting: false,
        meta: { numeric: true },
      }),
    ],
    [t, locale, currency],
  )

  const filtered = Boolean(type) || archived !== 'false'
  return (
    <Page title={t('rooms.title')} intro={t('rooms.intro')}>
      <DataTable
        label={t('rooms.listLabel')}
        columns={columns}
        list={list}
        query={query}
        getRowId={(room) => room.id}
        searchLabel={t('rooms.search')}
        loadErrorTitle={t('rooms.loadError')}
        empty={{
          icon: BedDouble,
          title: filtered ? t('rooms.emptyFiltered') : t('rooms.empty'),
          message: filtered ? undefined : t('rooms.emptyMessage'),
        }}
        filters={[
          {
            kind: 'select',
            name: 'type',
            label: t('rooms.typeFilter'),
            value: type,
            all: t('rooms.typeAll'),
            options: roomTypeList.map((value) => ({ value, label: t(`rooms.types.${value}`) })),
          },
          {
            kind: 'select',
            name: 'archived',
            label: t('rooms.archivedFilter'),
            value: archived,
            options: archivedFilters.map((value) => ({ value, label: t(`rooms.archivedOption.${value}`) })),
          },
        ]}
        toolbar={
          canManage && (
            <Link to="/rooms/new" className={buttonClass('primary')}>
              <Plus className="size-4" aria-hidden="true" />
              {t('rooms.new')}
            </Link>
          )
        }
      />
    </Page>
  )
}
