import type { PromotionStatus, StaffPromotion } from '@hotel/contract'
import { Pencil, Plus, Tag } from 'lucide-react'
import { useMemo, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router'
import { toast } from 'sonner'
import { buttonClass } from '../../components/button-styles.ts'
import { Confirm } from '../../components/confirm.tsx'
import { DataTable } from '../../components/data-table/data-table.tsx'
import { type DataColumn, dataColumns } from '../../components/data-table/features.ts'
import { useListParams } from '../../components/data-table/use-list-params.ts'
import { useDocumentTitle } from '../../components/document-title.ts'
import { useErrorText } from '../../components/error-text.ts'
import { Page } from '../../components/page.tsx'
import { formatDay } from '../../lib/format.ts'
import { useLocale } from '../../lib/locale.ts'
import { promotionListDefaults, promotionStatusList, usePromotionList, usePromotionStatus } from './api.ts'
import { PromotionDialog } from './promotion-dialog.tsx'

const column = dataColumns<StaffPromotion>()

/** Reads the status filter from the address; anything else means every status. */
function readStatus(value: string | null): PromotionStatus | undefined {
  return promotionStatusList.find((status) => status === value)
}

function PromotionStatusBadge({ status }: { status: PromotionStatus }) {
  const { t } = useTranslation()
  const tone = status === 'active' ? 'bg-pine-50 text-pine-800' : 'bg-paper text-ink-soft ring-1 ring-line'
  return (
    <span className={`inline-flex whitespace-nowrap rounded-full px-2.5 py-0.5 font-medium text-sm ${tone}`}>
      {t(`prices.promotions.status.${status}`)}
    </span>
  )
}

/** The promotions: search by name or code, status, order and page in the address; create, edit, (de)activate. */
export default function PromotionListPage() {
  const { t } = useTranslation()
  useDocumentTitle(t('prices.promotions.title'))
  const list = useListParams(promotionListDefaults)
  const [searchParams] = useSearchParams()
  const status = readStatus(searchParams.get('status'))
  const query = usePromotionList(list.params, status)
  const locale = useLocale()
  const [editing, setEditing] = useState<StaffPromotion | 'new' | null>(null)
  const [switching, setSwitching] = useState<StaffPromotion | null>(null)
  const setStatus = usePromotionStatus()
  const errorText = useErrorText()

  async function toggle(promotion: StaffPromotion) {
    try {
      const next = promotion.status === 'active' ? 'inactive' : 'active'
      toast.success((await setStatus.mutateAsync({ id: promotion.id, status: next })).message)
    } catch (error) {
      toast.error(errorText(error))
    }
  }

  // The cells call the newest toggle without rebuilding the columns.
  const toggleRef = useRef(toggle)
  toggleRef.current = toggle

  const columns = useMemo<DataColumn<StaffPromotion>[]>(
    () => [
      column.accessor('name', {
        header: t('prices.promotions.field.name'),
        meta: { primary: true },
        cell: ({ getValue }) => <span className="font-semibold">{getValue()}</span>,
      }),
      column.accessor('promotional_code', {
        header: t('prices.promotions.field.promotional_code'),
        enableSorting: false,
        cell: ({ getValue }) => <code className="rounded bg-paper px-1.5 py-0.5 text-sm">{getValue()}</code>,
      }),
      column.accessor('discount', {
        header: t('prices.promotions.field.discount'),
        meta: { numeric: true },
        cell: ({ getValue }) => `${getValue()} %`,
      }),
      column.accessor('start_at', {
        header: t('prices.promotions.field.start_at'),
        cell: ({ getValue }) => <span className="whitespace-nowrap">{formatDay(getValue(), locale)}</span>,
      }),
      column.accessor('expired_at', {
        header: t('prices.promotions.field.expired_at'),
        cell: ({ getValue }) => <span className="whitespace-nowrap">{formatDay(getValue(), locale)}</span>,
      }),
      column.accessor('rooms', {
        header: t('prices.promotions.field.rooms'),
        enableSorting: false,
        cell: ({ getValue }) => <span className="tabular-nums">{getValue().join(', ')}</span>,
      }),
      column.accessor('status', {
        header: t('prices.promotions.field.status'),
        enableSorting: false,
        cell: ({ getValue }) => <PromotionStatusBadge status={getValue()} />,
      }),
      column.display({
        id: 'actions',
        header: t('prices.promotions.actions'),
        cell: ({ row }) => {
          const promotion = row.original
          return (
            <div className="flex flex-wrap gap-2">
              <button
                type="button"
                onClick={() => setEditing(promotion)}
                aria-label={t('prices.promotions.editNamed', { name: promotion.name })}
                className={buttonClass('secondary')}
              >
                <Pencil className="size-4" aria-hidden="true" />
                {t('prices.edit')}
              </button>
              <button
                type="button"
                onClick={() =>
                  promotion.status === 'active' ? setSwitching(promotion) : toggleRef.current(promotion)
                }
                className={buttonClass(promotion.status === 'active' ? 'danger-secondary' : 'secondary')}
              >
                {promotion.status === 'active'
                  ? t('prices.promotions.deactivate')
                  : t('prices.promotions.activate')}
              </button>
            </div>
          )
        },
      }),
    ],
    [t, locale],
  )

  return (
    <Page title={t('prices.promotions.title')} intro={t('prices.promotions.intro')}>
      <DataTable
        label={t('prices.promotions.listLabel')}
        columns={columns}
        list={list}
        query={query}
        getRowId={(promotion) => promotion.id}
        searchLabel={t('prices.promotions.search')}
        loadErrorTitle={t('prices.promotions.loadError')}
        empty={{
          icon: Tag,
          title: status ? t('prices.promotions.emptyFiltered') : t('prices.promotions.empty'),
          message: status ? undefined : t('prices.promotions.emptyMessage'),
        }}
        filters={[
          {
            kind: 'select',
            name: 'status',
            label: t('prices.promotions.statusFilter'),
            value: status,
            all: t('prices.promotions.statusAll'),
            options: promotionStatusList.map((value) => ({
              value,
              label: t(`prices.promotions.status.${value}`),
            })),
          },
        ]}
        toolbar={
          <button type="button" onClick={() => setEditing('new')} className={buttonClass('primary')}>
            <Plus className="size-4" aria-hidden="true" />
            {t('prices.promotions.new')}
          </button>
        }
      />
      <PromotionDialog
        key={editing === null ? 'closed' : editing === 'new' ? 'new' : editing.id}
        promotion={editing && editing !== 'new' ? editing : undefined}
        open={editing !== null}
        onClose={() => setEditing(null)}
      />
      <Confirm
        open={switching !== null}
        title={t('prices.promotions.deactivateTitle')}
        message={switching ? t('prices.promotions.deactivateMessage', { name: switching.name }) : ''}
        confirmLabel={t('prices.promotions.deactivate')}
        tone="danger"
        pending={setStatus.isPending}
        onCancel={() => setSwitching(null)}
        onConfirm={async () => {
          if (switching) await toggle(switching)
          setSwitching(null)
        }}
      />
    </Page>
  )
}
