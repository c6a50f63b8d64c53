import { type DailyStay, formatHotelMoment, formatMoney, type NightAudit } from '@hotel/contract'
import { ArrowLeft } from 'lucide-react'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useParams } from 'react-router'
import { useDocumentTitle } from '../../components/document-title.ts'
import { DownloadLinks } from '../../components/download-links.tsx'
import { ErrorPanel } from '../../components/error-panel.tsx'
import { LoadingState } from '../../components/loading-state.tsx'
import { PlainTable } from '../../components/plain-table.tsx'
import { formatDay } from '../../lib/format.ts'
import { useLocale } from '../../lib/locale.ts'
import { nightAuditFileUrl, useNightAudit } from './api.ts'
import { figureItems } from './parts.ts'

const card = 'rounded-card border border-line bg-surface p-4 shadow-card sm:p-5'
const td = 'py-2 pr-3 align-top'

/** A daily report as the night audit froze it: figures with their definitions, payments, cash, stays. */
export default function NightAuditReportPage() {
  const { t } = useTranslation(undefined, { keyPrefix: 'nightAudit' })
  const { id = '' } = useParams()
  const audit = useNightAudit(id)
  const locale = useLocale()
  useDocumentTitle(audit.data ? t('reportTitle', { day: audit.data.business_date }) : t('title'))
  return (
    <div className="flex flex-col gap-6">
      <Link to="/night-audit" className="inline-flex items-center gap-1 text-pine-800 underline">
        <ArrowLeft className="size-4" aria-hidden="true" />
        {t('back')}
      </Link>
      {audit.isPending ? (
        <LoadingState />
      ) : audit.isError ? (
        <ErrorPanel error={audit.error} title={t('reportError')} onRetry={() => void audit.refetch()} />
      ) : (
        <>
          <header className="flex flex-wrap items-start justify-between gap-3">
            <div>
              <h1 className="font-semibold text-xl tracking-tight">
                {t('reportHeading', { day: formatDay(audit.data.business_date, locale, 'full') })}
              </h1>
              <p className="mt-2 text-ink-soft">
                {t('ranBy', {
                  name: audit.data.run_by_name ?? '—',
                  time: formatHotelMoment(audit.data.created_at, locale),
                })}
              </p>
              <p className="mt-1 text-ink-soft text-sm">{t('frozen')}</p>
            </div>
            <div className="flex gap-2">
              <DownloadLinks
                href={(format) => nightAuditFileUrl(audit.data.id, format)}
                label={(format) => t('downloadLabel', { format })}
              />
            </div>
          </header>
          <DailyReportView audit={audit.data} />
        </>
      )}
    </div>
  )
}

function DailyReportView({ audit }: { audit: NightAudit }) {
  const { t } = useTranslation(undefined, { keyPrefix: 'nightAudit' })
  const locale = useLocale()
  const { report } = audit
  const money = (cents: number, currency = report.currency) => formatMoney(cents, currency, locale)
  return (
    <>
      <ReportSection id="figures-title" title={t('figuresTitle')}>
        <dl className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {figureItems(report, locale).map((item) => (
            <div key={item.key} className="rounded-lg bg-pine-50 p-4">
              <dt className="font-medium text-ink-soft text-sm">{t(`figures.${item.key}`)}</dt>
              <dd className="mt-1 font-semibold text-2xl tabular-nums">{item.value}</dd>
              <dd className="mt-1 text-ink-soft text-sm">{t(`definitions.${item.key}`)}</dd>
            </div>
          ))}
        </dl>
      </ReportSection>

      <ReportSection id="payments-title" title={t('paymentsTitle')}>
        {report.payments.length === 0 ? (
          <p className="mt-2 text-ink-soft">{t('noPayments')}</p>
        ) : (
          <PlainTable
            caption={t('paymentsTitle')}
            minWidth="min-w-[32rem]"
            className="mt-3"
            columns={[
              { label: t('columns.method') },
              { label: t('columns.currency') },
              { label: t('columns.count'), numeric: true },
              { label: t('columns.amount', { currency: report.currency }), numeric: true },
              { label: t('columns.charged'), numeric: true },
              { label: t('columns.refunded'), numeric: true },
            ]}
          >
            {report.payments.map((line) => (
              <tr key={`${line.method}-${line.currency}`} className="border-line border-t">
                <td className={td}>{t(`methods.${line.method}`)}</td>
                <td className={td}>{line.currency}</td>
                <td className={`${td} text-right tabular-nums`}>{line.count}</td>
                <td className={`${td} text-right tabular-nums`}>{money(line.amount_cents)}</td>
                <td className={`${td} text-right tabular-nums`}>
                  {money(line.charged_cents, line.currency)}
                </td>
                <td className={`${td} text-right tabular-nums`}>{money(line.refunded_cents)}</td>
              </tr>
            ))}
            <tr className="border-line-strong border-t font-semibold">
              <td className={td} colSpan={2}>
                {t('total')}
              </td>
              <td className={`${td} text-right tabular-nums`}>{report.payment_totals.count}</td>
              <td className={`${td} text-right tabular-nums`}>{money(report.payment_totals.amount_cents)}</td>
              <td className={td} />
              <td className={`${td} text-right tabular-nums`}>
                {money(report.payment_totals.refunded_cents)}
              </td>
            </tr>
          </PlainTable>
        )}
      </ReportSection>

      <ReportSection id="cash-title" title={t('cashTitle')} intro={t('cashIntro')}>
        {report.cash.length === 0 ? (
          <p className="mt-2 text-ink-soft">{t('noCash')}</p>
        ) : (
          report.cash.map((session) => (
            // The session's name is outside the scrolling box (a caption scrolled away with a table wider than a
            // phone), and names the table for screen readers.
            <div key={session.session_id} className="mt-3">
              <p id={`session-${session.session_id}`} className="font-medium text-sm">
                {t('session', {
                  time: formatHotelMoment(session.closed_at, locale),
                  name: session.closed_by_name ?? '—',
                })}
              </p>
              <PlainTable
                labelledBy={`session-${session.session_id}`}
                minWidth="min-w-[20rem]"
                columns={[
                  { label: t('columns.currency') },
                  { label: t('columns.expected'), numeric: true },
                  { label: t('columns.counted'), numeric: true },
                  { label: t('columns.difference'), numeric: true },
                ]}
              >
                {session.totals.map((total) => (
                  <tr key={total.currency_code} className="border-line border-t">
                    <td className={td}>{total.currency_code}</td>
                    <td className={`${td} text-right tabular-nums`}>
                      {money(total.expected, total.currency_code)}
                    </td>
                    <td className={`${td} text-right tabular-nums`}>
                      {total.counted === null ? '—' : money(total.counted, total.currency_code)}
                    </td>
                    <td
                      className={`${td} whitespace-nowrap text-right font-medium tabular-nums ${
                        total.difference ? 'text-error-700' : ''
                      }`}
                    >
                      {total.difference === null ? '—' : money(total.difference, total.currency_code)}
                    </td>
                  </tr>
                ))}
              </PlainTable>
            </div>
          ))
        )}
      </ReportSection>

      <div className="grid gap-6 lg:grid-cols-2">
        <StayList
          id="no-shows-title"
          title={t('noShowsTitle', { count: report.no_show_count })}
          intro={t('noShowsIntro')}
          empty={t('noNoShows')}
          stays={report.no_shows}
          total={report.no_show_count}
        />
        <StayList
          id="departures-title"
          title={t('departuresTitle', { count: report.departure_count })}
          intro={t('departuresIntro')}
          empty={t('noDepartures')}
          stays={report.departures}
          total={report.departure_count}
        />
      </div>
    </>
  )
}

function StayList({
  id,
  title,
  intro,
  empty,
  stays,
  total,
}: {
  id: string
  title: string
  intro: string
  empty: string
  stays: DailyStay[]
  total: number
}) {
  const { t } = useTranslation(undefined, { keyPrefix: 'nightAudit' })
  const locale = useLocale()
  return (
    <ReportSection id={id} title={title} intro={intro}>
      {stays.length === 0 ? (
        <p className="mt-2 text-ink-soft">{empty}</p>
      ) : (
        <ul className="mt-3 flex flex-col gap-2">
          {stays.map((stay) => (
            <li key={stay.reservation_id} className="rounded-lg border border-line p-3">
              <Link
                to={`/reservations/${stay.reservation_id}`}
                className="font-medium text-pine-800 underline"
              >
                {stay.reference}
              </Link>{' '}
              · {stay.guest_name}
              <p className="text-ink-soft text-sm">
                {t('stay', {
                  from: formatDay(stay.check_in, locale, 'full'),
                  to: formatDay(stay.check_out, locale, 'full'),
                  rooms: stay.rooms.join(', '),
                })}
              </p>
            </li>
          ))}
        </ul>
      )}
      {total > stays.length && (
        <p className="mt-2 text-ink-soft text-sm">{t('more', { count: total - stays.length })}</p>
      )}
    </ReportSection>
  )
}

/** A part of the daily report: a card with its heading and, where it helps, what it counts. */
function ReportSection({
  id,
  title,
  intro,
  children,
}: {
  id: string
  title: string
  intro?: string
  children: ReactNode
}) {
  return (
    <section className={card} aria-labelledby={id}>
      <h2 id={id} className="font-semibold text-lg">
        {title}
      </h2>
      {intro && <p className="mt-1 text-ink-soft text-sm">{intro}</p>}
      {children}
    </section>
  )
}
