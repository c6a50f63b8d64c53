import type { Locale, NightAudit, NightAuditSummary } from '@hotel/contract'
import { type MessageKey, translate } from '../../http/messages/index.ts'
import { hotelWallClock } from '../../lib/format.ts'
import type { Table } from '../reports/files.ts'

/** Cents as currency units: 123456 → 1234.56 (exact). */
const units = (cents: number) => cents / 100
const percent = (occupancy: string) => `${(Number(occupancy) * 100).toFixed(2)}%`

/**
 * The daily report as one table: the figures, then the payment lines (count, amount in the hotel's currency,
 * charged in the line's currency, refunded), then the cash lines (expected, counted, difference per currency),
 * then the no-shows and departures not checked out. The three money columns hold what each section names.
 */
export function dailyReportTable(locale: Locale, audit: NightAudit): Table {
  const t = (key: MessageKey, params: Record<string, string | number> = {}) => translate(locale, key, params)
  const { report } = audit
  const { figures } = report
  const money = (key: MessageKey) => `${t(key)} (${report.currency})`
  const section = (key: MessageKey) => t(key)
  const stayRow = (key: MessageKey) => (stay: { reference: string; guest_name: string }) => [
    section(key),
    `${stay.reference} · ${stay.guest_name}`,
    '',
    '',
    '',
    '',
    '',
  ]
  const rows: (string | number)[][] = [
    [
      section('night_audit.section.figures'),
      t('night_audit.figure.available'),
      '',
      figures.room_nights_available,
      '',
      '',
      '',
    ],
    [
      section('night_audit.section.figures'),
      t('night_audit.figure.sold'),
      '',
      figures.room_nights_sold,
      '',
      '',
      '',
    ],
    [
      section('night_audit.section.figures'),
      t('night_audit.figure.occupancy'),
      '',
      percent(figures.occupancy),
      '',
      '',
      '',
    ],
    [
      section('night_audit.section.figures'),
      money('night_audit.figure.revenue'),
      report.currency,
      '',
      units(figures.room_revenue),
      '',
      '',
    ],
    [
      section('night_audit.section.figures'),
      money('night_audit.figure.adr'),
      report.currency,
      '',
      units(figures.adr),
      '',
      '',
    ],
    [
      section('night_audit.section.figures'),
      money('night_audit.figure.revpar'),
      report.currency,
      '',
      units(figures.revpar),
      '',
      '',
    ],
    ...report.payments.map((line) => [
      section('night_audit.section.payments'),
      t(`night_audit.method.${line.method}`),
      line.currency,
      line.count,
      units(line.amount_cents),
      units(line.charged_cents),
      units(line.refunded_cents),
    ]),
    ...report.cash.flatMap((session) =>
      session.totals.map((total) => [
        section('night_audit.section.cash'),
        t('night_audit.session', { time: hotelWallClock(session.closed_at) }),
        total.currency_code,
        '',
        units(total.expected),
        total.counted === null ? '' : units(total.counted),
        total.difference === null ? '' : units(total.difference),
      ]),
    ),
    ...report.no_shows.map(stayRow('night_audit.section.no_show')),
    ...report.departures.map(stayRow('night_audit.section.departure')),
  ]
  return {
    title: t('night_audit.title', { date: report.business_date }),
    name: `night-audit-${report.business_date}`,
    header: [
      t('night_audit.column.section'),
      t('night_audit.column.item'),
      t('night_audit.column.currency'),
      t('night_audit.column.count'),
      t('night_audit.column.amount'),
      t('night_audit.column.second'),
      t('night_audit.column.third'),
    ],
    rows,
    formats: [undefined, undefined, undefined, undefined, '#,##0.00', '#,##0.00', '#,##0.00'],
  }
}

/** The night audits as a table: one row per closed day with its headline figures. */
export function nightAuditListTable(locale: Locale, audits: NightAuditSummary[]): Table {
  const t = (key: MessageKey) => translate(locale, key)
  return {
    title: t('night_audit.list_title'),
    name: 'night-audits',
    header: [
      t('night_audit.column.date'),
      t('night_audit.column.run_by'),
      t('night_audit.column.run_at'),
      t('night_audit.column.occupancy'),
      t('night_audit.column.room_revenue'),
      t('night_audit.column.payments'),
      t('night_audit.column.currency'),
      t('night_audit.column.no_shows'),
      t('night_audit.column.departures'),
    ],
    rows: audits.map((audit) => [
      audit.business_date,
      audit.run_by_name ?? '',
      audit.created_at,
      Number(audit.occupancy),
      units(audit.room_revenue),
      units(audit.payments_cents),
      audit.currency,
      audit.no_shows,
      audit.departures,
    ]),
    formats: [undefined, undefined, undefined, '0.00%', '#,##0.00', '#,##0.00', undefined, '0', '0'],
  }
}
