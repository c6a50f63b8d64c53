import type {
  BookingsByCategoryReport,
  Locale,
  MostReservedReport,
  PaymentMixRow,
  PaymentsReport,
  PerformanceFigures,
  PerformanceReport,
  PerformanceYearsReport,
} from '@hotel/contract'
import ExcelJS from 'exceljs'
import { type MessageKey, translate } from '../../http/messages/index.ts'
import { csvCell } from '../../lib/csv.ts'

/** A report as a table: headings in the caller's language, then rows of text or numbers. */
export interface Table {
  title: string
  /** The file's name without its extension, e.g. `performance-2024-11`. */
  name: string
  header: string[]
  rows: (string | number)[][]
  /** How the XLSX shows each column's numbers (Excel number formats); `undefined` leaves it general. */
  formats: (string | undefined)[]
}

const pad = (value: number) => String(value).padStart(2, '0')
const periodName = (year: number | null, month: number | null) =>
  year === null ? null : month === null ? String(year) : `${year}-${pad(month)}`
/** Cents as currency units: 123456 → 1234.56 (exact: a whole number of cents divided by 100). */
const units = (cents: number) => cents / 100

/**
 * The performance figures as columns, the same in the month and the year tables: nights, occupancy, and the
 * money ones in the hotel's currency.
 */
function figureColumns(t: (key: MessageKey) => string, currency: string) {
  const money = (key: MessageKey) => `${t(key)} (${currency})`
  return {
    header: [
      t('reports.column.available'),
      t('reports.column.sold'),
      t('reports.column.occupancy'),
      money('reports.column.revenue'),
      money('reports.column.adr'),
      money('reports.column.revpar'),
    ],
    cells: (row: PerformanceFigures) => [
      row.room_nights_available,
      row.room_nights_sold,
      Number(row.occupancy),
      units(row.room_revenue),
      units(row.adr),
      units(row.revpar),
    ],
    formats: ['0', '0', '0.00%', '#,##0.00', '#,##0.00', '#,##0.00'],
  }
}

/** The performance report as a table: the period, or each month of the year and then the year's total. */
export function performanceTable(locale: Locale, report: PerformanceReport, currency: string): Table {
  const t = (key: MessageKey, params: Record<string, string | number> = {}) => translate(locale, key, params)
  const period = periodName(report.year, report.month) ?? ''
  const figures = figureColumns(t, currency)
  const header = [
    t('reports.column.period'),
    t('reports.column.from'),
    t('reports.column.to'),
    ...figures.header,
  ]
  const line = (label: string, row: PerformanceFigures) => [label, row.from, row.to, ...figures.cells(row)]
  const rows = report.by_month
    ? [
        ...report.by_month.map((row) => line(`${report.year}-${pad(row.month)}`, row)),
        line(t('reports.total'), report),
      ]
    : [line(period, report)]
  return {
    title: t('reports.performance.title', { period }),
    name: `performance-${period}`,
    header,
    rows,
    formats: [undefined, undefined, undefined, ...figures.formats],
  }
}

/** The most reserved rooms as a table, ranked. */
export function mostReservedTable(locale: Locale, report: MostReservedReport): Table {
  const t = (key: MessageKey, params: Record<string, string | number> = {}) => translate(locale, key, params)
  const period = periodName(report.year, report.month)
  return {
    title: t('reports.most_reserved.title', { period: period ?? t('reports.all_time') }),
    name: `most-reserved-${period ?? 'all-time'}`,
    header: [
      t('reports.column.rank'),
      t('reports.column.room'),
      t('reports.column.type'),
      t('reports.column.nights'),
      t('reports.column.stays'),
    ],
    rows: report.rooms.map((room, index) => [
      index + 1,
      room.number,
      t(`rooms.type.${room.type}`),
      room.nights,
      room.stays,
    ]),
    formats: [undefined, undefined, undefined, '0', '0'],
  }
}

/** The performance of several years as a table: one row per year. */
export function performanceYearsTable(
  locale: Locale,
  report: PerformanceYearsReport,
  currency: string,
): Table {
  const t = (key: MessageKey, params: Record<string, string | number> = {}) => translate(locale, key, params)
  const figures = figureColumns(t, currency)
  const period = `${report.from}-${report.to}`
  return {
    title: t('reports.performance.title', { period }),
    name: `performance-${period}`,
    header: [t('reports.column.period'), ...figures.header],
    rows: report.by_year.map((row) => [String(row.year), ...figures.cells(row)]),
    formats: [undefined, ...figures.formats],
  }
}

/**
 * Payments by method and currency as a table: the period's rows (a year's month by month first, then the year's
 * rows labelled with the total). Amounts and refunds in the hotel's currency; the charged column in each row's.
 */
export function paymentsTable(locale: Locale, report: PaymentsReport, currency: string): Table {
  const t = (key: MessageKey, params: Record<string, string | number> = {}) => translate(locale, key, params)
  const period = periodName(report.year, report.month) ?? ''
  const line = (label: string, row: PaymentMixRow) => [
    label,
    t(`reports.method.${row.method}`),
    row.currency,
    row.count,
    units(row.amount_cents),
    units(row.charged_cents),
    units(row.refunded_cents),
  ]
  const rows = report.by_month
    ? [
        ...report.by_month.flatMap((entry) =>
          entry.rows.map((row) => line(`${report.year}-${pad(entry.month)}`, row)),
        ),
        ...report.rows.map((row) => line(t('reports.total'), row)),
      ]
    : report.rows.map((row) => line(period, row))
  return {
    title: t('reports.payments.title', { period }),
    name: `payments-${period}`,
    header: [
      t('reports.column.period'),
      t('reports.column.method'),
      t('reports.column.currency'),
      t('reports.column.count'),
      `${t('reports.column.amount')} (${currency})`,
      t('reports.column.charged'),
      `${t('reports.column.refunded')} (${currency})`,
    ],
    rows,
    formats: [undefined, undefined, undefined, '0', '#,##0.00', '#,##0.00', '#,##0.00'],
  }
}

/** Bookings by category, then by room type, as one table (a category counts reservations, a type stays). */
export function bookingsTable(locale: Locale, report: BookingsByCategoryReport): Table {
  const t = (key: MessageKey, params: Record<string, string | number> = {}) => translate(locale, key, params)
  const period = periodName(report.year, report.month) ?? ''
  return {
    title: t('reports.bookings.title', { period }),
    name: `bookings-by-category-${period}`,
    header: [
      t('reports.column.breakdown'),
      t('reports.column.name'),
      t('reports.column.bookings'),
      t('reports.column.nights'),
    ],
    rows: [
      ...report.categories.map((row) => [
        t('reports.column.category'),
        t(`reservation.category.${row.category}`),
        row.reservations,
        row.room_nights,
      ]),
      ...report.room_types.map((row) => [
        t('reports.column.type'),
        t(`rooms.type.${row.type}`),
        row.stays,
        row.room_nights,
      ]),
    ],
    formats: [undefined, undefined, '0', '0'],
  }
}

/**
 * The table as CSV: a header row, then the rows; UTF-8 with a byte-order mark and CRLF lines like the
 * reservation report, every text cell through the same formula-injection guard (`csvCell`).
 */
export function tableCsv(table: Table): string {
  // A number is data, never a formula: a cash shortfall stays -10, not '-10.
  const cell = (value: string | number) =>
    typeof value === 'number' ? String(value) : csvCell(String(value))
  const lines = [table.header, ...table.rows].map((line) => line.map(cell).join(','))
  return `\uFEFF${lines.join('\r\n')}\r\n`
}

/**
 * The table as an XLSX workbook of one sheet: a bold header row, then the rows as typed cells (numbers stay
 * numbers). Text cells are written as strings, never as formulas.
 */
export async function tableXlsx(table: Table): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook()
  workbook.created = new Date()
  workbook.title = table.title
  const sheet = workbook.addWorksheet(table.title.slice(0, 31).replace(/[[\]*?/\\:]/g, ' '))
  sheet.addRow(table.header).font = { bold: true }
  for (const row of table.rows) sheet.addRow(row)
  table.formats.forEach((format, index) => {
    const column = sheet.getColumn(index + 1)
    column.width = Math.max(10, (table.header[index]?.length ?? 0) + 2)
    if (format)
      column.eachCell((cell, rowNumber) => {
        if (rowNumber > 1) cell.numFmt = format
      })
  })
  sheet.views = [{ state: 'frozen', ySplit: 1 }]
  return Buffer.from(await workbook.xlsx.writeBuffer())
}
