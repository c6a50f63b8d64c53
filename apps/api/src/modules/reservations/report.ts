import { type Hotel, hotelToday, type Locale, type Reservation } from '@hotel/contract'
import PDFDocument from 'pdfkit'
import { translate } from '../../http/messages/index.ts'
import { clockTime, longDate, money } from './format.ts'

type Key = Parameters<typeof translate>[1]

/** The detailed report's facts and room lines in one language, shared by the CSV and the PDF. */
function reportContent(locale: Locale, reservation: Reservation, hotel: Hotel) {
  const t = (key: Key, params: Record<string, string | number> = {}) => translate(locale, key, params)
  const amount = (cents: number) => money(locale, cents, reservation.currency)
  const facts: [string, string][] = [
    [t('report.guest'), `${reservation.user.name} · ${reservation.user.email} · ${reservation.user.phone}`],
    [
      t('report.stay'),
      `${longDate(locale, reservation.check_in)} (${clockTime(locale, hotel.check_in_time)}) – ${longDate(
        locale,
        reservation.check_out,
      )} (${clockTime(locale, hotel.check_out_time)}) · ${t('report.nights', { nights: reservation.nights })}`,
    ],
    [t('report.category'), t(`reservation.category.${reservation.category}`)],
    [t('report.status'), t(`reservation.status.${reservation.status}`)],
    [t('report.payment'), t(`payment.status.${reservation.payment_status}`)],
  ]
  if (reservation.estimated_arrival_time)
    facts.push([t('report.arrival'), clockTime(locale, reservation.estimated_arrival_time)])
  if (reservation.additional_description) facts.push([t('report.notes'), reservation.additional_description])
  const header = [t('report.room'), t('report.guests'), t('report.before_promotion'), t('report.amount')]
  const rows = reservation.rooms.map((room) => [
    `${room.number} · ${t(`rooms.type.${room.type}`)}${room.promotion ? ` · ${room.promotion.name} −${room.promotion.discount}%` : ''}`,
    String(room.guest_count),
    amount(room.raw_tariff),
    amount(room.tariff),
  ])
  const total = [t('report.total'), '', amount(reservation.raw_total), amount(reservation.total)]
  return { title: t('report.title', { reference: reservation.reference }), facts, header, rows, total, t }
}

/**
 * One CSV cell. A text starting with `=`, `+`, `-`, `@`, a tab or a carriage return would be read as a formula
 * by a spreadsheet (CSV injection, OWASP): such a cell gets a leading single quote, inside double quotes.
 */
export const csvCell = (value: string) => {
  const text = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value
  return /^'|[",\n\r\t;]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text
}

/** The report as CSV (UTF-8 with a byte-order mark, so spreadsheet programs read the accents right). */
export function reportCsv(locale: Locale, reservation: Reservation, hotel: Hotel): string {
  const content = reportContent(locale, reservation, hotel)
  const lines = [
    [hotel.name, content.title],
    ...content.facts,
    [],
    content.header,
    ...content.rows,
    content.total,
  ]
  return `\uFEFF${lines.map((line) => line.map(csvCell).join(',')).join('\r\n')}\r\n`
}

/** The report as an A4 PDF with the hotel's standard fonts. */
export function reportPdf(locale: Locale, reservation: Reservation, hotel: Hotel): Promise<Buffer> {
  const content = reportContent(locale, reservation, hotel)
  const doc = new PDFDocument({ size: 'A4', margin: 50, info: { Title: content.title, Author: hotel.name } })
  const chunks: Buffer[] = []
  doc.on('data', (chunk: Buffer) => chunks.push(chunk))
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)))
    doc.on('error', reject)
  })
  const pine = '#1f4d3a'
  const left = doc.page.margins.left
  const width = doc.page.width - left - doc.page.margins.right

  doc
    .font('Helvetica-Bold')
    .fontSize(11)
    .fillColor('#8a4a2c')
    .text(hotel.name.toUpperCase(), { characterSpacing: 1 })
  doc
    .font('Helvetica')
    .fontSize(9)
    .fillColor('#555')
    .text(`${hotel.address}, ${hotel.city}, ${hotel.country}`)
  doc.moveDown(1.2)
  doc.font('Helvetica-Bold').fontSize(20).fillColor(pine).text(content.title)
  doc.moveDown(0.8)
  for (const [label, value] of content.facts) {
    const y = doc.y
    doc.font('Helvetica-Bold').fontSize(10).fillColor('#1c1c1a').text(label, left, y, { width: 130 })
    doc.font('Helvetica').text(value, left + 140, y, { width: width - 140 })
    doc.moveDown(0.4)
  }
  doc.moveDown(1)

  const columns = [width * 0.52, width * 0.12, width * 0.18, width * 0.18]
  const row = (cells: string[], options: { bold?: boolean; fill?: string } = {}) => {
    const y = doc.y
    const height = 22
    if (options.fill) doc.rect(left, y - 6, width, height).fill(options.fill)
    let x = left
    doc
      .font(options.bold ? 'Helvetica-Bold' : 'Helvetica')
      .fontSize(10)
      .fillColor('#1c1c1a')
    cells.forEach((cell, i) => {
      doc.text(cell, x + 6, y, {
        width: (columns[i] ?? 0) - 12,
        align: i === 0 ? 'left' : 'right',
        lineBreak: false,
      })
      x += columns[i] ?? 0
    })
    doc.x = left
    doc.y = y + height
  }
  row(content.header, { bold: true, fill: '#ebe1cf' })
  for (const cells of content.rows) row(cells)
  doc
    .moveTo(left, doc.y - 6)
    .lineTo(left + width, doc.y - 6)
    .strokeColor(pine)
    .stroke()
  row(content.total, { bold: true })

  doc.moveDown(2)
  doc
    .font('Helvetica')
    .fontSize(8)
    .fillColor('#777')
    .text(content.t('report.generated', { date: longDate(locale, hotelToday()) }), left)
  doc.end()
  return done
}
