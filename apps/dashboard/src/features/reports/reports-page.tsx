import {
  formatMoney,
  type Locale,
  maxMostReservedLimit,
  type PerformanceFigures,
  reservationCategories,
  roomTypes,
} from '@hotel/contract'
import type { UseQueryResult } from '@tanstack/react-query'
import { Download } from 'lucide-react'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router'
import { ChartCard, ChartEmpty } from '../../components/chart-card.tsx'
import { useDocumentTitle } from '../../components/document-title.ts'
import { ErrorPanel } from '../../components/error-panel.tsx'
import { LoadingState } from '../../components/loading-state.tsx'
import { selectClass } from '../../components/select-class.ts'
import { formatOccupancy, monthName } from '../../lib/format.ts'
import { useHotel } from '../../lib/hotel.ts'
import { useLocale } from '../../lib/locale.ts'
import {
  type ReportParams,
  reportFileUrl,
  useBookingsByCategory,
  useMostReserved,
  usePayments,
  usePerformance,
  usePerformanceYears,
} from './api.ts'
import { BarsChart, chartColors, RatesChart, RevenueOccupancyChart } from './charts.tsx'
import { formatCompactMoney, readLimit, readMonth, readYear, selectableYears } from './parts.ts'

const th = 'py-2 pr-3 text-left font-medium text-ink-soft'
const thNum = 'py-2 pl-3 text-right font-medium text-ink-soft'
const td = 'py-2 pr-3'
const tdNum = 'py-2 pl-3 text-right tabular-nums'

/** CSV and XLSX links for a report, with the same query as on screen. */
function Downloads({ path, params, label }: { path: string; params: ReportParams; label: string }) {
  const { t } = useTranslation(undefined, { keyPrefix: 'reports' })
  return (
    <div className="flex flex-wrap gap-2">
      {(['csv', 'xlsx'] as const).map((format) => (
        <a
          key={format}
          href={reportFileUrl(path, params, format)}
          download
          className="inline-flex min-h-11 items-center gap-2 rounded-lg border border-line-strong bg-surface px-3 font-semibold text-sm hover:bg-pine-50"
          aria-label={t('downloadLabel', { report: label, format: format.toUpperCase() })}
        >
          <Download className="size-4" aria-hidden="true" />
          {format.toUpperCase()}
        </a>
      ))}
    </div>
  )
}

/** A heading of a FiguresTable; `numeric` puts it over figures, to the end. */
interface FiguresColumn {
  label: string
  numeric?: boolean
}

/** The figures behind a chart as a table, folded away on screen, always there for screen readers. */
function FiguresTable({
  caption,
  columns,
  footer,
  children,
}: {
  caption: string
  columns: readonly FiguresColumn[]
  /** A totals row under the lines. */
  footer?: ReactNode
  /** The table's rows. */
  children: ReactNode
}) {
  const { t } = useTranslation(undefined, { keyPrefix: 'reports' })
  return (
    <details className="rounded-lg border border-line p-3">
      <summary className="cursor-pointer font-medium text-sm">{t('showTable')}</summary>
      <div className="relative mt-2 overflow-x-auto">
        <table className="w-full min-w-[28rem] text-sm">
          <caption className="sr-only">{caption}</caption>
          <thead>
            <tr>
              {columns.map((column) => (
                <th key={column.label} scope="col" className={column.numeric ? thNum : th}>
                  {column.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>{children}</tbody>
          {footer}
        </table>
      </div>
    </details>
  )
}

/** A FiguresTable row's name, in its first cell. */
function RowName({ children }: { children: ReactNode }) {
  return (
    <th scope="row" className={`${td} text-left font-normal`}>
      {children}
    </th>
  )
}

/** The room figures of a span (a month, a year) in a row. */
interface PerformanceRow {
  key: number
  label: string
  occupancy: string
  adr: number
  revpar: number
  room_revenue: number
}

/** Occupancy, ADR, RevPAR and room revenue, one row a span (the months of a year, the years). */
function PerformanceTable({
  caption,
  spanLabel,
  rows,
  money,
}: {
  caption: string
  /** The first column's heading ("Month", "Year"). */
  spanLabel: string
  rows: readonly PerformanceRow[]
  money: (cents: number) => string
}) {
  const { t } = useTranslation(undefined, { keyPrefix: 'reports' })
  const locale = useLocale()
  return (
    <FiguresTable
      caption={caption}
      columns={[
        { label: spanLabel },
        { label: t('figures.occupancy'), numeric: true },
        { label: t('figures.adr'), numeric: true },
        { label: t('figures.revpar'), numeric: true },
        { label: t('figures.revenue'), numeric: true },
      ]}
    >
      {rows.map((row) => (
        <tr key={row.key} className="border-line border-t">
          <RowName>{row.label}</RowName>
          <td className={tdNum}>{formatOccupancy(row.occupancy, locale)}</td>
          <td className={tdNum}>{money(row.adr)}</td>
          <td className={tdNum}>{money(row.revpar)}</td>
          <td className={tdNum}>{money(row.room_revenue)}</td>
        </tr>
      ))}
    </FiguresTable>
  )
}

function Loading<T>({ query, children }: { query: UseQueryResult<T>; children: (data: T) => ReactNode }) {
  const { t } = useTranslation(undefined, { keyPrefix: 'reports' })
  if (query.isPending) return <LoadingState />
  if (query.isError || query.data === undefined)
    return <ErrorPanel error={query.error} title={t('loadError')} onRetry={() => void query.refetch()} />
  return <>{children(query.data)}</>
}

/** The four figures with their definitions on screen. */
function FigureCards({
  figures,
  currency,
  locale,
}: {
  figures: PerformanceFigures
  currency: string
  locale: Locale
}) {
  const { t } = useTranslation(undefined, { keyPrefix: 'reports' })
  const items = [
    { key: 'occupancy', value: formatOccupancy(figures.occupancy, locale) },
    { key: 'adr', value: formatMoney(figures.adr, currency, locale) },
    { key: 'revpar', value: formatMoney(figures.revpar, currency, locale) },
    { key: 'revenue', value: formatMoney(figures.room_revenue, currency, locale) },
  ] as const
  return (
    <>
      <dl className="grid gap-3 sm:grid-cols-2 xl:grid-cols-4">
        {items.map((item) => (
          <div key={item.key} className="rounded-lg bg-pine-50 p-4">
            <dt className="font-medium text-ink-soft text-sm">{t(`figures.${item.key}`)}</dt>
            <dd className="mt-1 font-semibold text-2xl tabular-nums">{item.value}</dd>
            <dd className="mt-2 text-ink-soft text-sm">{t(`definitions.${item.key}`)}</dd>
          </div>
        ))}
      </dl>
      <p className="text-ink-soft text-sm">
        {t('nights', { sold: figures.room_nights_sold, available: figures.room_nights_available })}{' '}
        {t('definitions.note')}
      </p>
    </>
  )
}

/** Occupancy, ADR, RevPAR and room revenue, year and month in the address; charts, tables and files. */
export default function ReportsPage() {
  const { t } = useTranslation(undefined, { keyPrefix: 'reports' })
  useDocumentTitle(t('title'))
  const locale = useLocale()
  const currency = useHotel().data?.currency ?? 'USD'
  const [searchParams, setSearchParams] = useSearchParams()
  const year = readYear(searchParams.get('year'))
  const month = readMonth(searchParams.get('month'))
  const limit = readLimit(searchParams.get('limit'))
  const period = { year, month }
  const periodLabel = month ? `${monthName(month, locale)} ${year}` : String(year)

  const setParam = (name: 'year' | 'month' | 'limit', value: string | undefined) =>
    setSearchParams((current) => {
      const next = new URLSearchParams(current)
      if (value) next.set(name, value)
      else next.delete(name)
      return next
    })

  const figures = usePerformance(period)
  const yearly = usePerformance({ year })
  const years = usePerformanceYears({ from: year - 4, to: year })
  const rooms = useMostReserved({ ...period, limit })
  const payments = usePayments(period)
  const bookings = useBookingsByCategory(period)

  const money = (cents: number) => formatMoney(cents, currency, locale)
  const compact = (cents: number) => formatCompactMoney(cents, currency, locale)
  const percent = (value: number) => formatOccupancy(String(value), locale)

  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-col gap-4 lg:flex-row lg:items-end lg:justify-between">
        <div>
          <h1 className="font-semibold text-xl tracking-tight">{t('title')}</h1>
          <p className="mt-2 text-ink-soft">{t('intro')}</p>
        </div>
        <div className="flex shrink-0 flex-wrap gap-3">
          <label className="flex flex-col gap-1 text-sm">
            <span className="font-medium">{t('year')}</span>
            <select
              value={year}
              onChange={(event) => setParam('year', event.target.value)}
              className={selectClass}
            >
              {selectableYears(year).map((value) => (
                <option key={value} value={value}>
                  {value}
                </option>
              ))}
            </select>
          </label>
          <label className="flex flex-col gap-1 text-sm">
            <span className="font-medium">{t('month')}</span>
            <select
              value={month ?? ''}
              onChange={(event) => setParam('month', event.target.value || undefined)}
              className={selectClass}
            >
              <option value="">{t('wholeYear')}</option>
              {Array.from({ length: 12 }, (_, i) => i + 1).map((value) => (
                <option key={value} value={value}>
                  {monthName(value, locale)}
                </option>
              ))}
            </select>
          </label>
        </div>
      </header>

      <ChartCard
        id="figures"
        title={t('figuresTitle', { period: periodLabel })}
        downloads={
          <Downloads path="performance" params={period} label={t('figuresTitle', { period: periodLabel })} />
        }
      >
        <Loading query={figures}>
          {(data) => <FigureCards figures={data} currency={currency} locale={locale} />}
        </Loading>
      </ChartCard>

      <ChartCard
        id="trend"
        title={t('trendTitle', { year })}
        intro={t('trendIntro')}
        downloads={<Downloads path="performance" params={{ year }} label={t('trendTitle', { year })} />}
      >
        <Loading query={yearly}>
          {(data) => {
            const rows = (data.by_month ?? []).map((row) => ({
              label: monthName(row.month, locale, 'short'),
              revenue: row.room_revenue,
              occupancy: Number(row.occupancy),
              adr: row.adr,
              revpar: row.revpar,
            }))
            return (
              <>
                <h3 className="font-semibold">{t('revenueAndOccupancy')}</h3>
                <RevenueOccupancyChart
                  rows={rows}
                  revenueLabel={t('figures.revenue')}
                  occupancyLabel={t('figures.occupancy')}
                  money={compact}
                  percent={percent}
                />
                <h3 className="font-semibold">{t('adrAndRevpar')}</h3>
                <RatesChart
                  rows={rows}
                  adrLabel={t('figures.adr')}
                  revparLabel={t('figures.revpar')}
                  money={compact}
                />
                <PerformanceTable
                  caption={t('trendTitle', { year })}
                  spanLabel={t('month')}
                  rows={(data.by_month ?? []).map((row) => ({
                    ...row,
                    key: row.month,
                    label: monthName(row.month, locale),
                  }))}
                  money={money}
                />
              </>
            )
          }}
        </Loading>
      </ChartCard>

      <ChartCard
        id="years"
        title={t('yearsTitle', { from: year - 4, to: year })}
        downloads={
          <Downloads
            path="performance-years"
            params={{ from: year - 4, to: year }}
            label={t('yearsTitle', { from: year - 4, to: year })}
          />
        }
      >
        <Loading query={years}>
          {(data) => (
            <>
              <BarsChart
                rows={data.by_year.map((row) => ({ label: String(row.year), value: row.room_revenue }))}
                name={t('figures.revenue')}
                format={compact}
                money
                color={chartColors.pine}
              />
              <PerformanceTable
                caption={t('yearsTitle', { from: year - 4, to: year })}
                spanLabel={t('year')}
                rows={data.by_year.map((row) => ({ ...row, key: row.year, label: String(row.year) }))}
                money={money}
              />
            </>
          )}
        </Loading>
      </ChartCard>

      <div className="grid gap-6 xl:grid-cols-2">
        <ChartCard
          id="rooms"
          title={t('roomsTitle', { period: periodLabel })}
          intro={t('roomsIntro')}
          downloads={
            <Downloads
              path="most-reserved"
              params={{ ...period, limit }}
              label={t('roomsTitle', { period: periodLabel })}
            />
          }
        >
          <label className="flex items-center gap-2 text-sm">
            <span className="font-medium">{t('limit')}</span>
            <select
              value={limit}
              onChange={(event) => setParam('limit', event.target.value)}
              className={selectClass}
            >
              {Array.from({ length: maxMostReservedLimit }, (_, i) => i + 1).map((value) => (
                <option key={value} value={value}>
                  {value}
                </option>
              ))}
            </select>
          </label>
          <Loading query={rooms}>
            {(data) =>
              data.rooms.length === 0 ? (
                <ChartEmpty>{t('noRooms')}</ChartEmpty>
              ) : (
                <>
                  <BarsChart
                    rows={data.rooms.map((room) => ({
                      label: t('roomLabel', { number: room.number }),
                      value: room.nights,
                    }))}
                    name={t('roomNights')}
                    format={(value) => String(value)}
                  />
                  <FiguresTable
                    caption={t('roomsTitle', { period: periodLabel })}
                    columns={[
                      { label: t('room') },
                      { label: t('roomType') },
                      { label: t('roomNights'), numeric: true },
                      { label: t('stays'), numeric: true },
                    ]}
                  >
                    {data.rooms.map((room) => (
                      <tr key={room.number} className="border-line border-t">
                        <RowName>{room.number}</RowName>
                        <td className={td}>{t(`roomTypes.${room.type}`)}</td>
                        <td className={tdNum}>{room.nights}</td>
                        <td className={tdNum}>{room.stays}</td>
                      </tr>
                    ))}
                  </FiguresTable>
                </>
              )
            }
          </Loading>
        </ChartCard>

        <ChartCard
          id="payments"
          title={t('paymentsTitle', { period: periodLabel })}
          intro={t('paymentsIntro', { currency })}
          downloads={
            <Downloads path="payments" params={period} label={t('paymentsTitle', { period: periodLabel })} />
          }
        >
          <Loading query={payments}>
            {(data) =>
              data.rows.length === 0 ? (
                <ChartEmpty>{t('noPayments')}</ChartEmpty>
              ) : (
                <>
                  <BarsChart
                    rows={data.rows.map((row) => ({
                      label: `${t(`methods.${row.method}`)} · ${row.currency}`,
                      value: row.amount_cents,
                    }))}
                    name={t('amount', { currency })}
                    format={compact}
                    money
                    color={chartColors.coffee}
                  />
                  <FiguresTable
                    caption={t('paymentsTitle', { period: periodLabel })}
                    columns={[
                      { label: t('method') },
                      { label: t('count'), numeric: true },
                      { label: t('amount', { currency }), numeric: true },
                      { label: t('charged'), numeric: true },
                      { label: t('refunded', { currency }), numeric: true },
                    ]}
                    footer={
                      <tfoot>
                        <tr className="border-line-strong border-t font-semibold">
                          <th scope="row" className={`${td} text-left`}>
                            {t('total')}
                          </th>
                          <td className={tdNum}>{data.totals.count}</td>
                          <td className={tdNum}>{money(data.totals.amount_cents)}</td>
                          <td className={tdNum} />
                          <td className={tdNum}>{money(data.totals.refunded_cents)}</td>
                        </tr>
                      </tfoot>
                    }
                  >
                    {data.rows.map((row) => (
                      <tr key={`${row.method}-${row.currency}`} className="border-line border-t">
                        <RowName>
                          {t(`methods.${row.method}`)} · {row.currency}
                        </RowName>
                        <td className={tdNum}>{row.count}</td>
                        <td className={tdNum}>{money(row.amount_cents)}</td>
                        <td className={tdNum}>{formatMoney(row.charged_cents, row.currency, locale)}</td>
                        <td className={tdNum}>{money(row.refunded_cents)}</td>
                      </tr>
                    ))}
                  </FiguresTable>
                </>
              )
            }
          </Loading>
        </ChartCard>
      </div>

      <ChartCard
        id="bookings"
        title={t('bookingsTitle', { period: periodLabel })}
        intro={t('bookingsIntro')}
        downloads={
          <Downloads
            path="bookings-by-category"
            params={period}
            label={t('bookingsTitle', { period: periodLabel })}
          />
        }
      >
        <Loading query={bookings}>
          {(data) => (
            <div className="grid gap-6 lg:grid-cols-2">
              <NightsBreakdown
                title={t('byCategory')}
                kindLabel={t('category')}
                countLabel={t('reservations')}
                color={chartColors.pine}
                bars={reservationCategories.map((category) => ({
                  label: t(`categories.${category}`),
                  value: data.categories.find((row) => row.category === category)?.room_nights ?? 0,
                }))}
                rows={data.categories.map((row) => ({
                  key: row.category,
                  label: t(`categories.${row.category}`),
                  count: row.reservations,
                  nights: row.room_nights,
                }))}
              />
              <NightsBreakdown
                title={t('byRoomType')}
                kindLabel={t('roomType')}
                countLabel={t('stays')}
                color={chartColors.clay}
                bars={roomTypes.map((type) => ({
                  label: t(`roomTypes.${type}`),
                  value: data.room_types.find((row) => row.type === type)?.room_nights ?? 0,
                }))}
                rows={data.room_types.map((row) => ({
                  key: row.type,
                  label: t(`roomTypes.${row.type}`),
                  count: row.stays,
                  nights: row.room_nights,
                }))}
              />
            </div>
          )}
        </Loading>
      </ChartCard>
    </div>
  )
}

/** One split of the booked nights (by category, by room type): its bars, then the same figures as a table. */
function NightsBreakdown({
  title,
  kindLabel,
  countLabel,
  color,
  bars,
  rows,
}: {
  title: string
  kindLabel: string
  countLabel: string
  color: string
  bars: { label: string; value: number }[]
  rows: { key: string; label: string; count: number; nights: number }[]
}) {
  const { t } = useTranslation(undefined, { keyPrefix: 'reports' })
  return (
    <div className="flex flex-col gap-3">
      <h3 className="font-semibold">{title}</h3>
      <BarsChart rows={bars} name={t('roomNights')} format={(value) => String(value)} color={color} />
      <FiguresTable
        caption={title}
        columns={[
          { label: kindLabel },
          { label: countLabel, numeric: true },
          { label: t('roomNights'), numeric: true },
        ]}
      >
        {rows.map((row) => (
          <tr key={row.key} className="border-line border-t">
            <RowName>{row.label}</RowName>
            <td className={tdNum}>{row.count}</td>
            <td className={tdNum}>{row.nights}</td>
          </tr>
        ))}
      </FiguresTable>
    </div>
  )
}
