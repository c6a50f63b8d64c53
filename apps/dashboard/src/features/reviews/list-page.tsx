import { type CommentStatus, formatHotelMomentDay, type StaffComment } from '@hotel/contract'
import { Eye, EyeOff, MessageSquareText, Star } from 'lucide-react'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router'
import { toast } from 'sonner'
import { buttonClass } from '../../components/button-styles.ts'
import { DataTable } from '../../components/data-table/data-table.tsx'
import { type DataColumn, dataColumns } from '../../components/data-table/features.ts'
import { useListParams } from '../../components/data-table/use-list-params.ts'
import { useDocumentTitle } from '../../components/document-title.ts'
import { useErrorText } from '../../components/error-text.ts'
import { useLocale } from '../../lib/locale.ts'
import {
  type ReviewFilters,
  reviewListDefaults,
  reviewStatusList,
  useReviewList,
  useReviewStatus,
} from './api.ts'

const column = dataColumns<StaffComment>()
const rates = [5, 4, 3, 2, 1, 0] as const
const day = /^\d{4}-\d{2}-\d{2}$/

/** The filters the address holds; anything malformed is left out (the API would refuse it). */
export function readReviewFilters(search: URLSearchParams): ReviewFilters {
  const rate = search.get('rate')
  const status = reviewStatusList.find((value) => value === search.get('status'))
  const from = search.get('from') ?? ''
  const to = search.get('to') ?? ''
  const filters: ReviewFilters = {}
  if (rate !== null && /^[0-5]$/.test(rate)) filters.rate = Number(rate)
  if (status) filters.status = status
  if (day.test(from)) filters.from = from
  if (day.test(to) && (!filters.from || to >= filters.from)) filters.to = to
  return filters
}

/** Five stars, the review's filled, with the number for screen readers. */
function Stars({ rate }: { rate: number }) {
  const { t } = useTranslation(undefined, { keyPrefix: 'servicesReviewsInbox.reviews' })
  return (
    <span
      className="inline-flex items-center gap-0.5 whitespace-nowrap"
      role="img"
      aria-label={t('stars', { count: rate })}
    >
      {[1, 2, 3, 4, 5].map((n) => (
        <Star
          key={n}
          aria-hidden="true"
          className={`size-4 ${n <= rate ? 'fill-clay-400 text-clay-600' : 'text-line-strong'}`}
        />
      ))}
    </span>
  )
}

const statusTone: Record<CommentStatus, string> = {
  active: 'bg-pine-50 text-pine-800',
  hidden: 'bg-paper text-ink-soft ring-1 ring-line',
}

function ReviewStatusBadge({ status }: { status: CommentStatus }) {
  const { t } = useTranslation(undefined, { keyPrefix: 'servicesReviewsInbox.reviews' })
  return (
    <span
      className={`inline-flex rounded-full px-2.5 py-0.5 font-medium text-sm whitespace-nowrap ${statusTone[status]}`}
    >
      {t(`status.${status}`)}
    </span>
  )
}

/** Hide or show with one click; the API's sentence comes as a toast. */
function ReviewAction({ review }: { review: StaffComment }) {
  const { t } = useTranslation(undefined, { keyPrefix: 'servicesReviewsInbox.reviews' })
  const change = useReviewStatus()
  const errorText = useErrorText()
  const hide = review.status === 'active'
  return (
    <button
      type="button"
      disabled={change.isPending}
      onClick={() =>
        change
          .mutateAsync({ id: review.id, status: hide ? 'hidden' : 'active' })
          .then((answer) => toast.success(answer.message))
          .catch((error: unknown) => toast.error(errorText(error)))
      }
      className={buttonClass('secondary')}
    >
      {hide ? (
        <EyeOff className="size-4" aria-hidden="true" />
      ) : (
        <Eye className="size-4" aria-hidden="true" />
      )}
      {hide ? t('hide') : t('show')}
    </button>
  )
}

/** Every review, hidden ones too: filters in the address, hide and show with one click. */
export default function ReviewListPage() {
  const { t } = useTranslation(undefined, { keyPrefix: 'servicesReviewsInbox.reviews' })
  useDocumentTitle(t('title'))
  const list = useListParams(reviewListDefaults)
  const [searchParams] = useSearchParams()
  const filters = readReviewFilters(searchParams)
  const query = useReviewList(list.params, filters)
  const locale = useLocale()
  const filtered = Object.keys(filters).length > 0 || list.params.search !== ''

  const columns = useMemo<DataColumn<StaffComment>[]>(
    () => [
      column.accessor('rate', {
        header: t('rate'),
        cell: ({ getValue }) => <Stars rate={getValue()} />,
      }),
      column.accessor('content', {
        header: t('review'),
        enableSorting: false,
        meta: { primary: true },
        cell: ({ row }) => (
          <span className="flex max-w-prose flex-col gap-1">
            <span className="whitespace-pre-line break-words text-ink">{row.original.content}</span>
            <span className="text-ink-soft text-sm">
              {row.original.first_name} {row.original.last_name} ·{' '}
              <span className="break-all">{row.original.email}</span>
            </span>
          </span>
        ),
      }),
      column.accessor('status', {
        header: t('statusLabel'),
        enableSorting: false,
        cell: ({ getValue }) => <ReviewStatusBadge status={getValue()} />,
      }),
      column.accessor('created_at', {
        header: t('date'),
        cell: ({ getValue }) => (
          <span className="whitespace-nowrap">{formatHotelMomentDay(getValue(), locale)}</span>
        ),
      }),
      column.display({
        id: 'actions',
        header: t('actions'),
        cell: ({ row }) => <ReviewAction review={row.original} />,
      }),
    ],
    [t, locale],
  )

  const counts = query.data?.counts
  return (
    <div className="flex flex-col gap-6">
      <header>
        <h1 className="font-semibold text-xl tracking-tight">{t('title')}</h1>
        <p className="mt-2 text-ink-soft">{t('intro')}</p>
        {counts && (
          <p className="mt-1 text-ink-soft text-sm">
            {t('counts', { active: counts.active, hidden: counts.hidden })}
          </p>
        )}
      </header>
      <DataTable
        label={t('listLabel')}
        columns={columns}
        list={list}
        query={query}
        getRowId={(review) => review.id}
        searchLabel={t('search')}
        loadErrorTitle={t('loadError')}
        empty={{ icon: MessageSquareText, title: filtered ? t('emptyFiltered') : t('empty') }}
        filters={[
          {
            kind: 'select',
            name: 'rate',
            label: t('rateFilter'),
            value: filters.rate === undefined ? undefined : String(filters.rate),
            all: t('any'),
            options: rates.map((rate) => ({ value: String(rate), label: t('stars', { count: rate }) })),
          },
          {
            kind: 'select',
            name: 'status',
            label: t('statusLabel'),
            value: filters.status,
            all: t('any'),
            options: reviewStatusList.map((status) => ({ value: status, label: t(`status.${status}`) })),
          },
          {
            kind: 'date-range',
            from: { name: 'from', label: t('from'), value: filters.from },
            to: { name: 'to', label: t('to'), value: filters.to },
          },
        ]}
      />
    </div>
  )
}
