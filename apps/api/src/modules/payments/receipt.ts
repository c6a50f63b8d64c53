import { type DeskPaymentRow, formatMoney, type Hotel, type Locale } from '@hotel/contract'
import { asc, eq } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { refunds, reservations } from '../../db/schema/index.ts'
import { AppError } from '../../http/errors.ts'
import { type MessageKey, type MessageParams, translate } from '../../http/messages/index.ts'
import { longHotelDay } from '../../lib/format.ts'
import { pdfDocument } from '../../lib/pdf-document.ts'
import { getHotel } from '../settings/service.ts'
import { settledBy } from './desk-allocation.ts'
import { deskPaymentById } from './desk-queries.ts'

export interface ReceiptContent {
  title: string
  invoice: string
  facts: [string, string][]
  lines: [string, string][]
  total: [string, string]
  refunds: [string, string][]
  t: (key: MessageKey, params?: MessageParams) => string
}

/** Everything a receipt says, in the guest's language (or the one asked for). */
export async function receiptOf(db: Db, paymentId: string, lang?: Locale) {
  const payment = await deskPaymentById(db, paymentId)
  // Only money taken has a receipt: a declined or unfinished try has no number and no document.
  if (payment.invoice === null) throw new AppError('not_paid', 'receipts.not_paid')
  const [[reservation], paidLines, refundRows, hotel] = await Promise.all([
    db
      .select({ locale: reservations.locale })
      .from(reservations)
      .where(eq(reservations.id, payment.reservation_id)),
    settledBy(db, payment.id),
    db
      .select({ amount: refunds.amountCents, at: refunds.createdAt })
      .from(refunds)
      .where(eq(refunds.paymentId, payment.id))
      .orderBy(asc(refunds.createdAt)),
    getHotel(db),
  ])
  const locale: Locale = lang ?? reservation?.locale ?? 'en'
  return {
    locale,
    hotel,
    content: receiptContent(locale, hotel, { ...payment, invoice: payment.invoice }, paidLines, refundRows),
  }
}

const day = (locale: Locale, iso: string | null) => (iso ? longHotelDay(locale, new Date(iso)) : '—')

function receiptContent(
  locale: Locale,
  hotel: Hotel,
  p: DeskPaymentRow & { invoice: string },
  paidLines: { description: string; amount: number }[],
  refundRows: { amount: number; at: Date }[],
): ReceiptContent {
  const t = (key: MessageKey, params: MessageParams = {}) => translate(locale, key, params)
  const usd = (cents: number) => formatMoney(cents, hotel.currency, locale)
  const facts: [string, string][] = [
    [t('receipt.invoice'), p.invoice],
    [t('receipt.date'), day(locale, p.paid_at ?? p.created_at)],
    [t('receipt.reservation'), p.reservation_reference],
    [t('receipt.guest'), p.guest_name],
    [t('receipt.method'), t(`receipt.method.${p.method}`)],
    [t('receipt.status'), t(`receipt.status.${p.status}`)],
    [t('receipt.amount'), usd(p.amount)],
  ]
  if (p.currency !== hotel.currency || (p.change_currency && p.change_currency !== p.currency))
    facts.push([t('receipt.rate'), t('receipt.rate_value', { rate: p.exchange_rate })])
  facts.push([t('receipt.charged'), formatMoney(p.charged_amount, p.currency, locale)])
  if (p.method === 'cash' && p.tendered !== null) {
    facts.push([t('receipt.tendered'), formatMoney(p.tendered, p.currency, locale)])
    facts.push([t('receipt.change'), formatMoney(p.change_due ?? 0, p.change_currency ?? p.currency, locale)])
  }
  if (p.card_last4)
    facts.push([t('receipt.card'), `${(p.card_brand ?? '').toUpperCase()} •••• ${p.card_last4}`])
  if (p.description) facts.push([t('receipt.description'), p.description])
  if (p.staff_name) facts.push([t('receipt.staff'), p.staff_name])
  return {
    title: t('receipt.title', { invoice: p.invoice }),
    invoice: p.invoice,
    facts,
    lines: paidLines.map((line) => [line.description, usd(line.amount)]),
    total: [t('receipt.lines'), usd(paidLines.reduce((sum, line) => sum + line.amount, 0))],
    refunds: refundRows.map((r) => [
      t('receipt.refunded_on', { date: day(locale, r.at.toISOString()) }),
      usd(r.amount),
    ]),
    t,
  }
}

/**
 * The receipt as an A5 PDF, rendered when it is downloaded, in the API's PDF fonts (lib/pdf-fonts.ts).
 * Its title (in the document's info, written as plain text) carries the invoice number.
 */
export function receiptPdf(hotel: Hotel, content: ReceiptContent): Promise<Buffer> {
  const { doc, done } = pdfDocument({ size: 'A5', margin: 40 }, { title: content.title, author: hotel.name })
  const pine = '#1f4d3a'
  const ink = '#1c1c1a'
  const left = doc.page.margins.left
  const width = doc.page.width - left - doc.page.margins.right

  doc.font('bold').fontSize(10).fillColor('#8a4a2c').text(hotel.name.toUpperCase(), { characterSpacing: 1 })
  doc.font('regular').fontSize(8).fillColor('#555').text(`${hotel.address}, ${hotel.city}, ${hotel.country}`)
  doc.text(`${hotel.phone} · ${hotel.email}`)
  doc.moveDown(1)
  doc.font('bold').fontSize(16).fillColor(pine).text(content.title)
  doc.moveDown(0.6)
  const pair = (label: string, value: string, bold = false) => {
    const y = doc.y
    doc.font('bold').fontSize(9).fillColor(ink).text(label, left, y, { width: 110 })
    doc.font(bold ? 'bold' : 'regular').text(value, left + 120, y, { width: width - 120 })
    doc.moveDown(0.3)
  }
  for (const [label, value] of content.facts) pair(label, value)
  if (content.lines.length) {
    doc.moveDown(0.8)
    doc.font('bold').fontSize(11).fillColor(pine).text(content.total[0], left)
    doc.moveDown(0.3)
    const row = (cells: [string, string], bold = false) => {
      const y = doc.y
      doc
        .font(bold ? 'bold' : 'regular')
        .fontSize(9)
        .fillColor(ink)
      doc.text(cells[0], left, y, { width: width * 0.7 })
      const after = doc.y
      doc.text(cells[1], left + width * 0.7, y, { width: width * 0.3, align: 'right' })
      doc.x = left
      doc.y = Math.max(after, doc.y) + 4
    }
    for (const line of content.lines) row(line)
    doc
      .moveTo(left, doc.y)
      .lineTo(left + width, doc.y)
      .strokeColor(pine)
      .stroke()
    doc.y += 4
    row(content.total, true)
  }
  if (content.refunds.length) {
    doc.moveDown(0.8)
    doc.font('bold').fontSize(11).fillColor(pine).text(content.t('receipt.refunds'), left)
    doc.moveDown(0.3)
    for (const [label, value] of content.refunds) pair(label, value)
  }
  doc.moveDown(1.5)
  doc.font('regular').fontSize(8).fillColor('#777').text(content.t('receipt.thanks'), left)
  doc.end()
  return done
}
