import { ApiError, formatHotelMoment, formatMoney, type NightAuditSummary } from '@hotel/contract'
import { CheckCircle2, Moon, TriangleAlert, Wallet } from 'lucide-react'
import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useNavigate } from 'react-router'
import { toast } from 'sonner'
import { buttonClass } from '../../components/button-styles.ts'
import { Confirm } from '../../components/confirm.tsx'
import { DataTable } from '../../components/data-table/data-table.tsx'
import { type DataColumn, dataColumns } from '../../components/data-table/features.ts'
import { useListParams } from '../../components/data-table/use-list-params.ts'
import { useDocumentTitle } from '../../components/document-title.ts'
import { DownloadLinks } from '../../components/download-links.tsx'
import { ErrorPanel } from '../../components/error-panel.tsx'
import { useErrorText } from '../../components/error-text.ts'
import { LoadingState } from '../../components/loading-state.tsx'
import { Page } from '../../components/page.tsx'
import { formatDay, formatOccupancy } from '../../lib/format.ts'
import { useLocale } from '../../lib/locale.ts'
import {
  auditListDefaults,
  nightAuditFileUrl,
  useNightAuditStatus,
  useNightAudits,
  useRunNightAudit,
} from './api.ts'
import { runState } from './parts.ts'

const card = 'rounded-card border border-line bg-surface p-4 shadow-card sm:p-5'
const column = dataColumns<NightAuditSummary>()

/** The night audit: today's state and its Run button, then the past audits (nightaudit.run). */
export default function NightAuditPage() {
  const { t } = useTranslation(undefined, { keyPrefix: 'nightAudit' })
  useDocumentTitle(t('title'))
  return (
    <Page title={t('title')} intro={t('intro')} introClassName="max-w-prose">
      <TodaySection />
      <HistorySection />
    </Page>
  )
}

function TodaySection() {
  const { t } = useTranslation(undefined, { keyPrefix: 'nightAudit' })
  const locale = useLocale()
  const status = useNightAuditStatus()
  const run = useRunNightAudit()
  const errorText = useErrorText()
  const navigate = useNavigate()
  const [confirming, setConfirming] = useState(false)

  if (status.isPending)
    return (
      <section className={card}>
        <LoadingState />
      </section>
    )
  if (status.isError)
    return (
      <section className={card}>
        <ErrorPanel error={status.error} title={t('statusError')} onRetry={() => void status.refetch()} />
      </section>
    )
  const state = runState(status.data)
  const day = formatDay(status.data.today, locale, 'full')
  return (
    <section className={card} aria-labelledby="today-audit-title">
      <h2 id="today-audit-title" className="flex items-center gap-2 font-semibold text-lg">
        <Moon className="size-5 text-pine-700" aria-hidden="true" />
        {t('todayTitle', { day })}
      </h2>
      {state === 'ran' ? (
        <div className="mt-3 flex flex-wrap items-center gap-3 rounded-lg bg-pine-50 p-4">
          <CheckCircle2 className="size-5 shrink-0 text-pine-800" aria-hidden="true" />
          <p className="min-w-0 flex-1 basis-48">{t('ranToday')}</p>
          {status.data.audit_id && (
            <Link to={`/night-audit/${status.data.audit_id}`} className={buttonClass('secondary')}>
              {t('openReport')}
            </Link>
          )}
        </div>
      ) : state === 'drawer_open' ? (
        <div
          className="mt-3 flex flex-wrap items-center gap-3 rounded-lg border border-line-strong p-4"
          role="status"
        >
          <TriangleAlert className="size-5 shrink-0 text-error-700" aria-hidden="true" />
          <p className="min-w-0 flex-1">{t('drawerOpen')}</p>
          <Link to="/cash" className={buttonClass('secondary')}>
            <Wallet className="size-4" aria-hidden="true" />
            {t('toCash')}
          </Link>
        </div>
      ) : (
        <div className="mt-3 flex flex-col gap-3">
          <p>{t('ready')}</p>
          <ul className="list-disc pl-5 text-ink-soft text-sm">
            <li>{t('steps.noShows')}</li>
            <li>{t('steps.departures')}</li>
            <li>{t('steps.freeze')}</li>
            <li>{t('steps.close')}</li>
          </ul>
          <div>
            <button type="button" onClick={() => setConfirming(true)} className={buttonClass('primary')}>
              <Moon className="size-4" aria-hidden="true" />
              {t('run')}
            </button>
          </div>
        </div>
      )}
      {status.data.last_closed_day && (
        <p className="mt-3 text-ink-soft text-sm">
          {t('lastClosed', { day: formatDay(status.data.last_closed_day, locale, 'full') })}
        </p>
      )}
      <Confirm
        open={confirming}
        title={t('confirmTitle', { day })}
        message={t('confirmMessage')}
        confirmLabel={t('run')}
        pending={run.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={async () => {
          try {
            const answer = await run.mutateAsync()
            toast.success(answer.message)
            setConfirming(false)
            navigate(`/night-audit/${answer.data.id}`)
          } catch (error) {
            toast.error(errorText(error))
            setConfirming(false)
            if (error instanceof ApiError && error.code !== 'network_error') void status.refetch()
          }
        }}
      />
    </section>
  )
}

function HistorySection() {
  const { t } = useTranslation(undefined, { keyPrefix: 'nightAudit' })
  const locale = useLocale()
  const list = useListParams(auditListDefaults)
  const audits = useNightAudits(list.params)
  const columns = useMemo<DataColumn<NightAuditSummary>[]>(
    () => [
      column.display({
        id: 'day',
        header: t('columns.day'),
        meta: { primary: true },
        cell: ({ row }) => (
          <Link to={`/night-audit/${row.original.id}`} className="font-medium text-pine-800 underline">
            {formatDay(row.original.business_date, locale, 'full')}
          </Link>
        ),
      }),
      column.display({
        id: 'runBy',
        header: t('columns.runBy'),
        cell: ({ row }) => (
          <>
            {row.original.run_by_name ?? '—'}
            <span className="block text-ink-soft">{formatHotelMoment(row.original.created_at, locale)}</span>
          </>
        ),
      }),
      column.accessor('occupancy', {
        header: t('figures.occupancy'),
        meta: { numeric: true },
        cell: ({ getValue }) => formatOccupancy(getValue(), locale),
      }),
      column.accessor('room_revenue', {
        header: t('figures.revenue'),
        meta: { numeric: true },
        cell: ({ row, getValue }) => formatMoney(getValue(), row.original.currency, locale),
      }),
      column.accessor('payments_cents', {
        header: t('columns.payments'),
        meta: { numeric: true },
        cell: ({ row, getValue }) => formatMoney(getValue(), row.original.currency, locale),
      }),
      column.accessor('no_shows', { header: t('columns.noShows'), meta: { numeric: true } }),
      column.accessor('departures', { header: t('columns.departures'), meta: { numeric: true } }),
    ],
    [t, locale],
  )
  return (
    <section className={card} aria-labelledby="audit-history-title">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="audit-history-title" className="font-semibold text-lg">
          {t('historyTitle')}
        </h2>
        <div className="flex gap-2">
          <DownloadLinks
            href={(format) => nightAuditFileUrl(null, format)}
            label={(format) => t('downloadListLabel', { format })}
          />
        </div>
      </div>
      <div className="mt-3">
        <DataTable
          label={t('historyTitle')}
          columns={columns}
          list={list}
          query={audits}
          getRowId={(audit) => audit.id}
          loadErrorTitle={t('historyError')}
          empty={{ icon: Moon, title: t('empty'), message: t('emptyMessage') }}
        />
      </div>
    </section>
  )
}
