import {
  type CashAudit,
  type CashSession,
  type CashTotal,
  formatHotelMoment,
  formatMoney,
  type Locale,
} from '@hotel/contract'
import { ClipboardCheck, type LucideIcon, Wallet } from 'lucide-react'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { DataTable, type ListQuery } from '../../components/data-table/data-table.tsx'
import { type DataColumn, dataColumns } from '../../components/data-table/features.ts'
import { type ListState, useLocalListParams } from '../../components/data-table/use-list-params.ts'
import { auditListDefaults, sessionListDefaults, useAudits, useSessions } from './api.ts'
import { countSummary, Section } from './parts.tsx'

const sessionColumn = dataColumns<CashSession>()
const auditColumn = dataColumns<CashAudit>()

/** A moment and who it belongs to, under it. */
function Moment({ at, name, locale }: { at: string; name: string | null; locale: Locale }) {
  return (
    <>
      {formatHotelMoment(at, locale)}
      <span className="block text-ink-soft">{name ?? '—'}</span>
    </>
  )
}

/** What a count found, per currency, and the note left with it: a session's close or an audit. */
function differenceColumn<TRow extends { totals: CashTotal[]; observations: string | null }>(
  header: string,
  locale: Locale,
): DataColumn<TRow> {
  return dataColumns<TRow>().display({
    id: 'difference',
    header,
    cell: ({ row }) => (
      <span className="tabular-nums">
        <DifferenceSummary totals={row.original.totals} locale={locale} />
        {row.original.observations && (
          <span className="block text-ink-soft">{row.original.observations}</span>
        )}
      </span>
    ),
  })
}

/** The drawer's sessions and the cash audits, newest first, each paged (cash.audit). */
export function History({ locale }: { locale: Locale }) {
  const { t } = useTranslation(undefined, { keyPrefix: 'cash' })
  // Two lists on one page: each keeps its own page, the address keeps none.
  const sessionList = useLocalListParams(sessionListDefaults)
  const auditList = useLocalListParams(auditListDefaults)
  const sessions = useSessions(sessionList.params, true)
  const audits = useAudits(auditList.params, true)

  const sessionColumns = useMemo<DataColumn<CashSession>[]>(
    () => [
      sessionColumn.display({
        id: 'opened',
        header: t('opened'),
        meta: { primary: true },
        cell: ({ row }) => (
          <Moment at={row.original.opened_at} name={row.original.opened_by_name} locale={locale} />
        ),
      }),
      sessionColumn.display({
        id: 'closed',
        header: t('closed'),
        cell: ({ row }) =>
          row.original.closed_at ? (
            <Moment at={row.original.closed_at} name={row.original.closed_by_name} locale={locale} />
          ) : (
            <span className="font-medium text-pine-800">{t('stillOpen')}</span>
          ),
      }),
      sessionColumn.display({
        id: 'float',
        header: t('float'),
        cell: ({ row }) => (
          <span className="tabular-nums">
            {row.original.opening_float.length ? countSummary(row.original.opening_float, locale) : '—'}
          </span>
        ),
      }),
      differenceColumn<CashSession>(t('difference'), locale),
    ],
    [t, locale],
  )

  const auditColumns = useMemo<DataColumn<CashAudit>[]>(
    () => [
      auditColumn.display({
        id: 'countedAt',
        header: t('countedAt'),
        meta: { primary: true },
        cell: ({ row }) => (
          <Moment at={row.original.counted_at} name={row.original.staff_name} locale={locale} />
        ),
      }),
      auditColumn.display({
        id: 'counted',
        header: t('counted'),
        cell: ({ row }) => (
          <span className="tabular-nums">{countSummary(row.original.currencies, locale) || '—'}</span>
        ),
      }),
      differenceColumn<CashAudit>(t('difference'), locale),
    ],
    [t, locale],
  )

  return (
    <>
      <HistoryTable
        title={t('sessionsTitle')}
        icon={Wallet}
        columns={sessionColumns}
        list={sessionList}
        query={sessions}
        empty={t('noSessions')}
      />
      <HistoryTable
        title={t('auditsTitle')}
        icon={ClipboardCheck}
        columns={auditColumns}
        list={auditList}
        query={audits}
        empty={t('noAudits')}
      />
    </>
  )
}

/** One of the drawer's history lists in its card. */
function HistoryTable<TRow extends { id: string }, TOrder extends string>({
  title,
  icon,
  empty,
  ...table
}: {
  title: string
  icon: LucideIcon
  empty: string
  columns: DataColumn<TRow>[]
  list: ListState<TOrder>
  query: ListQuery<TRow>
}) {
  const { t } = useTranslation(undefined, { keyPrefix: 'cash' })
  return (
    <Section title={title} icon={icon}>
      <DataTable
        label={title}
        {...table}
        getRowId={(row) => row.id}
        loadErrorTitle={t('loadError')}
        empty={{ icon, title: empty }}
      />
    </Section>
  )
}

/** Differences per currency in words ("USD short by $2.00"), for a history row. */
function DifferenceSummary({ totals, locale }: { totals: CashTotal[]; locale: Locale }) {
  const { t } = useTranslation(undefined, { keyPrefix: 'cash' })
  const counted = totals.filter((total) => total.difference !== null)
  if (counted.length === 0) return <span className="text-ink-soft">—</span>
  return (
    <span className="flex flex-col">
      {counted.map((total) => {
        const difference = total.difference ?? 0
        const amount = formatMoney(Math.abs(difference), total.currency_code, locale)
        return (
          <span
            key={total.currency_code}
            className={
              difference > 0 ? 'text-info-700' : difference < 0 ? 'text-warning-700' : 'text-success-700'
            }
          >
            {total.currency_code}:{' '}
            {difference === 0 ? t('balanced') : t(difference > 0 ? 'over' : 'short', { amount })}
          </span>
        )
      })}
    </span>
  )
}
