import { formatHotelMoment, type StaffContactMessage } from '@hotel/contract'
import { Inbox } from 'lucide-react'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useSearchParams } from 'react-router'
import { DataTable } from '../../components/data-table/data-table.tsx'
import { type DataColumn, dataColumns } from '../../components/data-table/features.ts'
import { useListParams } from '../../components/data-table/use-list-params.ts'
import { useDocumentTitle } from '../../components/document-title.ts'
import { useLocale } from '../../lib/locale.ts'
import { inboxListDefaults, inboxStatusList, useInboxList } from './api.ts'
import { InboxStatusBadge, readInboxStatus } from './parts.tsx'

const column = dataColumns<StaffContactMessage>()

/** The messages sent from the website's contact page, newest first, with how many are new. */
export default function InboxListPage() {
  const { t } = useTranslation(undefined, { keyPrefix: 'servicesReviewsInbox.inbox' })
  useDocumentTitle(t('title'))
  const list = useListParams(inboxListDefaults)
  const [searchParams] = useSearchParams()
  const status = readInboxStatus(searchParams.get('status'))
  const query = useInboxList(list.params, status)
  const locale = useLocale()
  const newCount = query.data?.new_count

  const columns = useMemo<DataColumn<StaffContactMessage>[]>(
    () => [
      column.accessor('subject', {
        header: t('subject'),
        enableSorting: false,
        meta: { primary: true },
        cell: ({ row }) => {
          const message = row.original
          return (
            <span className="flex flex-col gap-0.5">
              <Link
                to={`/inbox/${message.id}`}
                className={`${message.status === 'new' ? 'font-semibold' : 'font-medium'} break-words text-pine-800 underline-offset-2 hover:underline`}
              >
                {message.subject}
              </Link>
              <span className="line-clamp-2 text-ink-soft text-sm">{message.message}</span>
            </span>
          )
        },
      }),
      column.accessor('name', {
        header: t('from'),
        enableSorting: false,
        cell: ({ row }) => (
          <span className="flex flex-col">
            <span>{row.original.name}</span>
            <span className="break-all text-ink-soft text-sm">{row.original.email}</span>
          </span>
        ),
      }),
      column.accessor('status', {
        header: t('statusLabel'),
        enableSorting: false,
        cell: ({ getValue }) => <InboxStatusBadge status={getValue()} />,
      }),
      column.accessor('replies', { header: t('replies'), enableSorting: false, meta: { numeric: true } }),
      column.accessor('created_at', {
        header: t('received'),
        cell: ({ getValue }) => (
          <span className="whitespace-nowrap">{formatHotelMoment(getValue(), locale)}</span>
        ),
      }),
    ],
    [t, locale],
  )

  return (
    <div className="flex flex-col gap-6">
      <header>
        <h1 className="flex flex-wrap items-center gap-3 font-semibold text-xl tracking-tight">
          {t('title')}
          {newCount !== undefined && (
            <span className="rounded-full bg-info-50 px-2.5 py-0.5 font-medium text-info-700 text-sm ring-1 ring-info-200">
              {t('newCount', { count: newCount })}
            </span>
          )}
        </h1>
        <p className="mt-2 text-ink-soft">{t('intro')}</p>
      </header>
      <DataTable
        label={t('listLabel')}
        columns={columns}
        list={list}
        query={query}
        getRowId={(message) => message.id}
        searchLabel={t('search')}
        loadErrorTitle={t('loadError')}
        empty={{ icon: Inbox, title: status || list.params.search ? t('emptyFiltered') : t('empty') }}
        filters={[
          {
            kind: 'select',
            name: 'status',
            label: t('statusLabel'),
            value: status,
            all: t('all'),
            options: inboxStatusList.map((value) => ({ value, label: t(`status.${value}`) })),
          },
        ]}
      />
    </div>
  )
}
