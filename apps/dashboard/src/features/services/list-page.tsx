import { formatHotelMomentDay, type StaffService } from '@hotel/contract'
import { ConciergeBell, Pencil, Plus } from 'lucide-react'
import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router'
import { toast } from 'sonner'
import { buttonClass } from '../../components/button-styles.ts'
import { DataTable } from '../../components/data-table/data-table.tsx'
import { type DataColumn, dataColumns } from '../../components/data-table/features.ts'
import { useListParams } from '../../components/data-table/use-list-params.ts'
import { useDocumentTitle } from '../../components/document-title.ts'
import { useErrorText } from '../../components/error-text.ts'
import { Page } from '../../components/page.tsx'
import { useLocale } from '../../lib/locale.ts'
import {
  type ServiceShown,
  serviceListDefaults,
  serviceShownList,
  useServiceList,
  useUpdateService,
} from './api.ts'
import { ServiceDialog } from './service-dialog.tsx'

const column = dataColumns<StaffService>()

/** Reads the shown/hidden filter from the address; anything else means every service. */
export function readShown(value: string | null): ServiceShown | undefined {
  return serviceShownList.find((shown) => shown === value)
}

/** Shown to guests or not, switched with one click; the answer's sentence comes as a toast. */
function ServiceToggle({ service }: { service: StaffService }) {
  const { t } = useTranslation(undefined, { keyPrefix: 'servicesReviewsInbox.services' })
  const update = useUpdateService()
  const errorText = useErrorText()
  const on = service.is_availabled
  return (
    <button
      type="button"
      role="switch"
      aria-checked={on}
      aria-label={t('toggleLabel', { name: service.name_en })}
      disabled={update.isPending}
      onClick={() =>
        update
          .mutateAsync({ id: service.id, body: { is_availabled: !on } })
          .then((answer) => toast.success(answer.message))
          .catch((error: unknown) => toast.error(errorText(error)))
      }
      className="inline-flex min-h-11 items-center gap-2 rounded-lg px-1 text-sm disabled:opacity-60"
    >
      <span
        aria-hidden="true"
        className={`relative inline-flex h-6 w-11 shrink-0 rounded-full transition-colors ${on ? 'bg-pine-700' : 'bg-line-strong'}`}
      >
        <span
          className={`absolute top-0.5 size-5 rounded-full bg-surface shadow transition-transform ${on ? 'translate-x-5' : 'translate-x-0.5'}`}
        />
      </span>
      <span className={on ? 'font-medium text-pine-800' : 'text-ink-soft'}>
        {on ? t('shown') : t('hidden')}
      </span>
    </button>
  )
}

/** The room services: add, rename in both languages, show or hide from guests. */
export default function ServiceListPage() {
  const { t } = useTranslation(undefined, { keyPrefix: 'servicesReviewsInbox.services' })
  useDocumentTitle(t('title'))
  const list = useListParams(serviceListDefaults)
  const [searchParams] = useSearchParams()
  const shown = readShown(searchParams.get('shown'))
  const query = useServiceList(list.params, shown)
  const locale = useLocale()
  const [editing, setEditing] = useState<StaffService | null>(null)
  const [adding, setAdding] = useState(false)

  const columns = useMemo<DataColumn<StaffService>[]>(
    () => [
      column.accessor(locale === 'es' ? 'name_es' : 'name_en', {
        id: 'name',
        header: t('name'),
        meta: { primary: true },
        cell: ({ row }) => {
          const service = row.original
          const other = locale === 'es' ? service.name_en : service.name_es
          return (
            <span className="flex flex-col">
              <span className="font-semibold text-ink">
                {locale === 'es' ? service.name_es : service.name_en}
              </span>
              <span className="text-ink-soft text-sm" lang={locale === 'es' ? 'en' : 'es'}>
                {other}
              </span>
            </span>
          )
        },
      }),
      column.accessor('code', {
        header: t('code'),
        enableSorting: false,
        cell: ({ getValue }) => <code className="whitespace-nowrap text-sm">{getValue()}</code>,
      }),
      column.accessor('is_availabled', {
        header: t('guestsSee'),
        enableSorting: false,
        cell: ({ row }) => <ServiceToggle service={row.original} />,
      }),
      column.accessor('rooms', { header: t('rooms'), enableSorting: false, meta: { numeric: true } }),
      column.accessor('created_at', {
        header: t('created'),
        cell: ({ row }) => (
          <span className="whitespace-nowrap">
            {formatHotelMomentDay(row.original.created_at, locale)}
            {row.original.created_by_name && (
              <span className="block text-ink-soft text-sm">{row.original.created_by_name}</span>
            )}
          </span>
        ),
      }),
      column.display({
        id: 'actions',
        header: t('actions'),
        cell: ({ row }) => (
          <button
            type="button"
            onClick={() => setEditing(row.original)}
            className={buttonClass('secondary')}
            aria-label={t('renameLabel', {
              name: locale === 'es' ? row.original.name_es : row.original.name_en,
            })}
          >
            <Pencil className="size-4" aria-hidden="true" />
            {t('rename')}
          </button>
        ),
      }),
    ],
    [t, locale],
  )

  return (
    <Page title={t('title')} intro={t('intro')}>
      <DataTable
        label={t('listLabel')}
        columns={columns}
        list={list}
        query={query}
        getRowId={(service) => service.id}
        searchLabel={t('search')}
        loadErrorTitle={t('loadError')}
        empty={{
          icon: ConciergeBell,
          title: shown || list.params.search ? t('emptyFiltered') : t('empty'),
        }}
        filters={[
          {
            kind: 'select',
            name: 'shown',
            label: t('filter'),
            value: shown,
            all: t('filterAll'),
            options: [
              { value: 'enabled', label: t('filterEnabled') },
              { value: 'disabled', label: t('filterDisabled') },
            ],
          },
        ]}
        toolbar={
          <button type="button" onClick={() => setAdding(true)} className={buttonClass('primary')}>
            <Plus className="size-4" aria-hidden="true" />
            {t('add')}
          </button>
        }
      />
      <ServiceDialog
        open={adding || editing !== null}
        service={editing}
        onClose={() => {
          setAdding(false)
          setEditing(null)
        }}
      />
    </Page>
  )
}
