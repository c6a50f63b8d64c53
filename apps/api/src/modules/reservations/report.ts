import { formatClockTime, formatMoney, type Hotel, type Locale, type Reservation } from '@hotel/contract'
import { and, asc, eq, inArray } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { payments, refunds } from '../../db/schema/index.ts'
import { translate } from '../../http/messages/index.ts'
import { csvCell } from '../../lib/csv.ts'
import { longDate, longHotelDay } from '../../lib/format.ts'
import { pdfDocument } from '../../lib/pdf-document.ts'
import { ledgerOf } from '../folio/ledger.ts'
import { methodText } from './guest-lines.ts'

type Key = Parameters<typeof translate>[1]

type Method = { method: 'cash' | 'card'; cardBrand: string | null; cardLast4: string | null }

/** The reservation's money for its report: each payment and refund, what is paid and what is still due. */
export interface ReportMoney {
  entries: { kind: 'payment' | 'refund'; at: Date; method: Method; amount: number }[]
  paid: number
  due: number
}

/** Reads a reservation's payments (paid ones), their refunds and its ledger, oldest first. */
export async function reportMoney(db: Db, reservationId: string): Promise<ReportMoney> {
  const [paidRows, ledger] = await Promise.all([
    db
      .select()
      .from(payments)
      .where(and(eq(payments.reservationId, reservationId), eq(payments.status, 'paid')))
      .orderBy(asc(payments.paidAt)),
    ledgerOf(db, reservationId),
  ])
  const refundRows = paidRows.length
    ? await db
        .select()
        .from(refunds)
        .where(
          inArray(
            refunds.paymentId,
            paidRows.map((p) => p.id),
          ),
        )
    : []
  const entries: ReportMoney['entries'] = [
    ...paidRows.map((p) => ({
      kind: 'payment' as const,
      at: p.paidAt ?? p.createdAt,
      method: p,
      amount: p.amountCents,
    })),
    ...refundRows.map((r) => ({
      kind: 'refund' as const,
      at: r.createdAt,
      method: paidRows.find((p) => p.id === r.paymentId) as Method,
      amount: -r.amountCents,
    })),
  ].sort((a, b) => a.at.getTime() - b.at.getTime())
  return { entries, paid: ledger.paidCents, due: Math.max(0, ledger.totalCents - ledger.paidCents) }
}

/** The detailed report's facts, room lines and payments in one language, shared by the CSV and the PDF. */
function reportContent(locale: Locale, reservation: Reservation, hotel: Hotel, cash: ReportMoney) {
  const t = (key: Key, params: Record<string, string | number> = {}) => translate(locale, key, params)
  const clock = (time: string) => formatClockTime(time, locale)
  const amount = (cents: number) => formatMoney(cents, reservation.currency, locale)
  const facts: [string, string][] = [
    [t('report.guest'), `${reservation.user.name} · ${reservation.user.email} · ${reservation.user.phone}`],
    [
      t('report.stay'),
      `${longDate(locale, reservation.check_in)} (${clock(hotel.check_in_time)}) – ${longDate(
        locale,
        reservation.check_out,
      )} (${clock(hotel.check_out_time)}) · ${t('report.nights', { nights: reservation.nights })}`,
    ],
    [t('report.category'), t(`reservation.category.${reservation.category}`)],
    [t('report.status'), t(`reservation.status.${reservation.status}`)],
    [t('report.payment'), t(`payment.status.${reservation.payment_status}`)],
  ]
  if (reservation.estimated_arrival_time)
    facts.push([t('report.arrival'), clock(reservation.estimated_arrival_time)])
  if (reservation.additional_description) facts.push([t('report.notes'), reservation.additional_description])
  const header = [t('report.room'), t('report.guests'), t('report.before_promotion'), t('report.amount')]
  // "−15 %": a true minus sign and the space Spanish and English typography put before a percent here.
  const rows = reservation.rooms.map((room) => [
    `${room.number} · ${t(`rooms.type.${room.type}`)}${room.promotion ? ` · ${room.promotion.name} −${room.promotion.discount}\u00a0%` : ''}`,
    String(room.guest_count),
    amount(room.raw_tariff),
    amount(room.tariff),
  ])
  const total = [t('report.total'), '', amount(reservation.raw_total), amount(reservation.total)]
  const paymentHeader = [t('report.date'), t('report.method'), t('report.amount')]
  const paymentRows = cash.entries.map((entry) => [
    longHotelDay(locale, entry.at),
    `${entry.kind === 'refund' ? `${t('report.refund')} · ` : ''}${methodText(locale, entry.method)}`,
    entry.amount < 0 ? `−${amount(-entry.amount)}` : amount(entry.amount),
  ])
  const balance: [string, string][] = [
    [t('report.paid'), amount(cash.paid)],
    [t('report.balance'), amount(cash.due)],
  ]
  return {
    title: t('report.title', { reference: reservation.reference }),
    facts,
    header,
    rows,
    total,
    paymentHeader,
    paymentRows,
    balance,
    t,
  }
}

/** The report as CSV (UTF-8 with a byte-order mark, so spreadsheet programs read the accents right). */
export function reportCsv(locale: Locale, reservation: Reservation, hotel: Hotel, cash: ReportMoney): string {
  const content = reportContent(locale, reservation, hotel, cash)
  const lines = [
    [hotel.name, content.title],
    ...content.facts,
    [],
    content.header,
    ...content.rows,
    content.total,
    [],
    [content.t('report.payments')],
    content.paymentHeader,
    ...content.paymentRows,
    ...content.balance,
  ]
  return `\uFEFF${lines.map((line) => line.map(csvCell).join(',')).join('\r\n')}\r\n`
}

/** The report as an A4 PDF, in fonts that have every character it prints (lib/pdf-fonts.ts). */
export function reportPdf(
  locale: Locale,
  reservation: Reservation,
  hotel: Hotel,
  cash: ReportMoney,
): Promise<Buffer> {
  const content = reportContent(locale, reservation, hotel, cash)
  const { doc, done } = pdfDocument({ size: 'A4', margin: 50 }, { title: content.title, author: hotel.name })
  const pine = '#1f4d3a'
  const left = doc.page.margins.left
  const width = doc.page.width - left - doc.page.margins.right

  doc.font('bold').fontSize(11).fillColor('#8a4a2c').text(hotel.name.toUpperCase(), { characterSpacing: 1 })
  doc.font('regular').fontSize(9).fillColor('#555').text(`${hotel.address}, ${hotel.city}, ${hotel.country}`)
  doc.moveDown(1.2)
  doc.font('bold').fontSize(20).fillColor(pine).text(content.title)
  doc.moveDown(0.8)
  for (const [label, value] of content.facts) {
    const y = doc.y
    doc.font('bold').fontSize(10).fillColor('#1c1c1a').text(label, left, y, { width: 130 })
    const after = doc.y
    doc.font('regular').text(value, left + 140, y, { width: width - 140 })
    doc.y = Math.max(after, doc.y)
    doc.moveDown(0.4)
  }
  doc.moveDown(1)

  /**
   * A table row as tall as its tallest cell: a header that wraps ("Antes de la promoción") grows its row
   * instead of running into the next one.
   */
  const table = (columns: number[], align: ('left' | 'right')[]) => {
    const pad = 6
    return (cells: string[], options: { bold?: boolean; fill?: string } = {}) => {
      doc
        .font(options.bold ? 'bold' : 'regular')
        .fontSize(10)
        .fillColor('#1c1c1a')
      const height =
        Math.max(
          ...cells.map((cell, i) => doc.heightOfString(cell, { width: (columns[i] ?? 0) - 2 * pad })),
        ) +
        2 * pad
      if (doc.y + height > doc.page.height - doc.page.margins.bottom) doc.addPage()
      const y = doc.y
      if (options.fill) doc.rect(left, y, width, height).fill(options.fill).fillColor('#1c1c1a')
      let x = left
      cells.forEach((cell, i) => {
        doc.text(cell, x + pad, y + pad, { width: (columns[i] ?? 0) - 2 * pad, align: align[i] ?? 'left' })
        x += columns[i] ?? 0
      })
      doc.x = left
      doc.y = y + height
    }
  }
  const rule = () =>
    doc
      .moveTo(left, doc.y)
      .lineTo(left + width, doc.y)
      .strokeColor(pine)
      .stroke()

  const room = table(
    [width * 0.42, width * 0.16, width * 0.21, width * 0.21],
    ['left', 'right', 'right', 'right'],
  )
  room(content.header, { bold: true, fill: '#ebe1cf' })
  for (const cells of content.rows) room(cells)
  rule()
  room(content.total, { bold: true })

  doc.moveDown(1.5)
  doc.font('bold').fontSize(13).fillColor(pine).text(content.t('report.payments'), left)
  doc.moveDown(0.4)
  const pay = table([width * 0.3, width * 0.49, width * 0.21], ['left', 'left', 'right'])
  if (content.paymentRows.length) {
    pay(content.paymentHeader, { bold: true, fill: '#ebe1cf' })
    for (const cells of content.paymentRows) pay(cells)
  } else {
    doc.font('regular').fontSize(10).fillColor('#555').text(content.t('report.no_payments'), left)
    doc.moveDown(0.4)
  }
  rule()
  for (const [label, value] of content.balance) pay([label, '', value], { bold: true })

  doc.moveDown(2)
  doc
    .font('regular')
    .fontSize(8)
    .fillColor('#777')
    .text(content.t('report.generated', { date: longHotelDay(locale, new Date()) }), left)
  doc.end()
  return done
}
