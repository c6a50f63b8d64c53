import { formatMoney, type Hotel, type Locale, type Reservation } from '@hotel/contract'
import { eq } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { payments, refunds, reservations } from '../../db/schema/index.ts'
import { escapeHtml } from '../../http/html.ts'
import { translate } from '../../http/messages/index.ts'
import type { Mail, Mailer } from '../../integrations/mail.ts'
import { enqueueIn } from '../../integrations/mail-outbox.ts'
import { longDate, longHotelDay } from '../../lib/format.ts'
import { ledgerOf } from '../folio/ledger.ts'
import { getHotel } from '../settings/service.ts'
import { methodText, paymentLines, summaryLines } from './guest-lines.ts'
import { guestReservationUrl } from './guest-link.ts'
import type { ReservationRow } from './lookup.ts'
import { present } from './present.ts'

export type ReservationMailKind = 'created' | 'modified' | 'canceled'

/** What every reservation mail is written from, read when it is written (never from a stale answer). */
interface MailFacts {
  reservation: Reservation
  hotel: Hotel
  /** The language the guest booked in: the only one the mail is written in. */
  locale: Locale
  ledger: { totalCents: number; paidCents: number }
  /** Where the guest manages this reservation. */
  url: string
}

/** One mail in one language: the first line is its headline, as text and HTML. */
function compose(locale: Locale, to: string, subject: string, lines: string[]): Mail {
  const body = lines
    .map(
      (line, i) =>
        `<p style="margin:0 0 10px${i === 0 ? ';font-weight:bold;color:#1f4d3a' : ''}">${escapeHtml(line)}</p>`,
    )
    .join('')
  return {
    to,
    subject,
    text: lines.join('\n'),
    html: `<!doctype html><html lang="${locale}"><body style="font-family:Arial,sans-serif;color:#1c1c1a;background:#f7f4ee;padding:24px"><div style="max-width:560px;margin:0 auto;background:#fff;border-radius:12px;padding:28px">${body}</div></body></html>`,
  }
}

const headlines = {
  created: ['mail.reservation.subject_created', 'mail.reservation.created'],
  modified: ['mail.reservation.subject_modified', 'mail.reservation.modified'],
  canceled: ['mail.reservation.subject_canceled', 'mail.reservation.canceled'],
} as const

/** The confirmation, change or cancellation of a reservation, in the guest's language, with its payment state. */
function reservationMail(kind: ReservationMailKind, facts: MailFacts): Mail {
  const { reservation, hotel, locale } = facts
  const params = { name: reservation.user.name, reference: reservation.reference, hotel: hotel.name }
  const summary = summaryLines(locale, reservation, hotel)
  const [subject, headline] = headlines[kind]
  const lines = [translate(locale, headline, params), summary.stay, ...summary.rooms, summary.total]
  // A cancelled stay owes nothing more; what was paid is still stated.
  lines.push(...paymentLines(locale, facts.ledger, reservation.currency, { owed: kind !== 'canceled' }))
  if (kind !== 'canceled') {
    if (hotel.breakfast_included) lines.push(translate(locale, 'mail.reservation.breakfast'))
    if (reservation.can_change)
      lines.push(
        translate(locale, 'mail.reservation.policy', {
          deadline: longDate(locale, reservation.change_deadline),
        }),
      )
  }
  lines.push(
    translate(locale, 'mail.reservation.manage', { url: facts.url }),
    translate(locale, 'mail.signature', params),
  )
  return compose(locale, reservation.user.email, translate(locale, subject, params), lines)
}

/** One payment or one refund as the guest reads it. */
interface ReceiptEntry {
  kind: 'payment' | 'refund'
  amountCents: number
  at: Date
  method: { method: 'cash' | 'card'; cardBrand: string | null; cardLast4: string | null }
  invoice: string
}

/** The receipt of one payment or refund: amount, method, date, reference, what is paid and what is still due. */
function receiptMail(entry: ReceiptEntry, facts: MailFacts): Mail {
  const { reservation, hotel, locale } = facts
  const t = (key: Parameters<typeof translate>[1], values: Record<string, string | number> = {}) =>
    translate(locale, key, values)
  const params = { name: reservation.user.name, reference: reservation.reference, hotel: hotel.name }
  const amount = formatMoney(entry.amountCents, reservation.currency, locale)
  const lines = [
    t(entry.kind === 'payment' ? 'mail.receipt.payment' : 'mail.receipt.refund', params),
    t(entry.kind === 'payment' ? 'mail.receipt.amount' : 'mail.receipt.refunded', { amount }),
    t('mail.receipt.method', { method: methodText(locale, entry.method) }),
    t('mail.receipt.date', { date: longHotelDay(locale, entry.at) }),
    t('mail.receipt.reservation', { reference: reservation.reference }),
    t('mail.receipt.invoice', { invoice: entry.invoice }),
    ...paymentLines(locale, facts.ledger, reservation.currency, {
      owed: reservation.status !== 'canceled',
    }),
    t('mail.reservation.manage', { url: facts.url }),
    t('mail.signature', params),
  ]
  const subject = entry.kind === 'payment' ? 'mail.receipt.subject_payment' : 'mail.receipt.subject_refund'
  return compose(locale, reservation.user.email, t(subject, params), lines)
}

/** Where a reservation's mails go: the mail outbox, and the site on which the guest manages the reservation. */
export interface ReservationMailer {
  mailer: Mailer
  publicUrl: string
}

/**
 * What a mail is about: a reservation's id (its facts are read), or a new booking as the transaction that made
 * it has just written and presented it, with the hotel's facts the request read (read again, they would read
 * the same; nothing is paid on it yet).
 */
export type MailSubject = string | { row: ReservationRow; reservation: Reservation; hotel: Hotel }

async function factsOf(tx: Db, to: ReservationMailer, subject: MailSubject): Promise<MailFacts | null> {
  const known = typeof subject === 'string' ? null : subject
  const [row] = known
    ? [known.row]
    : await tx
        .select()
        .from(reservations)
        .where(eq(reservations.id, subject as string))
  if (!row) return null
  // One after another: a transaction's one connection takes one query at a time.
  const hotel = known?.hotel ?? (await getHotel(tx))
  const [reservation] = known ? [known.reservation] : await present(tx, [row], hotel.change_deadline_days)
  if (!reservation) return null
  // A booking just made owes its stay and has nothing paid: its ledger needs no reading.
  const ledger = known ? { totalCents: reservation.total, paidCents: 0 } : await ledgerOf(tx, row.id)
  return {
    reservation,
    hotel,
    locale: row.locale,
    ledger,
    url: guestReservationUrl(to.publicUrl, row, row.locale),
  }
}

/**
 * Writes a reservation's `kind` mail from what `tx` sees now and inserts it into the outbox on `tx`, the
 * transaction that makes the change (its last step), so that the mail commits with the change or not at all;
 * call `deliverSoon` once it has committed. A transaction tried again writes its mail again: only the one that
 * commits counts.
 */
export async function enqueueReservationMail(
  tx: Db,
  to: ReservationMailer,
  kind: ReservationMailKind,
  subject: MailSubject,
) {
  const facts = await factsOf(tx, to, subject)
  if (facts) await enqueueIn(to.mailer, tx, reservationMail(kind, facts))
}

/**
 * The receipt of a payment that has just been paid, written and enqueued on `tx` (the transaction that paid
 * it), as enqueueReservationMail; answers whether a mail was enqueued.
 */
export async function enqueuePaymentReceipt(tx: Db, to: ReservationMailer, paymentId: string) {
  const [payment] = await tx.select().from(payments).where(eq(payments.id, paymentId))
  if (payment?.status !== 'paid' || !payment.receipt) return false
  const facts = await factsOf(tx, to, payment.reservationId)
  if (!facts) return false
  const entry: ReceiptEntry = {
    kind: 'payment',
    amountCents: payment.amountCents,
    at: payment.paidAt ?? payment.createdAt,
    method: payment,
    invoice: payment.receipt,
  }
  await enqueueIn(to.mailer, tx, receiptMail(entry, facts))
  return true
}

/** The receipt of a refund that has just been recorded, as enqueuePaymentReceipt. */
export async function enqueueRefundReceipt(tx: Db, to: ReservationMailer, refundId: string) {
  const [row] = await tx
    .select({ refund: refunds, payment: payments })
    .from(refunds)
    .innerJoin(payments, eq(payments.id, refunds.paymentId))
    .where(eq(refunds.id, refundId))
  if (!row?.payment.receipt) return false
  const facts = await factsOf(tx, to, row.payment.reservationId)
  if (!facts) return false
  const entry: ReceiptEntry = {
    kind: 'refund',
    amountCents: row.refund.amountCents,
    at: row.refund.createdAt,
    method: row.payment,
    invoice: row.payment.receipt,
  }
  await enqueueIn(to.mailer, tx, receiptMail(entry, facts))
  return true
}
