import { type Folio, type FolioLine, type FolioTax, hotelToday, type Locale } from '@hotel/contract'
import { and, asc, eq } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import {
  folioLines,
  folioLineTaxes,
  movements,
  payments,
  refunds,
  reservations,
  rooms,
  taxes,
} from '../../db/schema/index.ts'
import { AppError } from '../../http/errors.ts'
import { translate } from '../../http/messages/index.ts'

const byDateThenOrder = (a: FolioLine, b: FolioLine) => a.date.localeCompare(b.date)

/**
 * The reservation's account, in the caller's language: its charges as written (with the taxes they were written
 * with), a tax line per tax and day, its approved payments and its refunds, and the sums. The total is the sum of
 * the charges and of the taxes added on top of them; the balance is the total less what was paid and not refunded.
 */
export async function folioOf(db: Db, reservationId: string, locale: Locale): Promise<Folio> {
  const [reservation] = await db
    .select({ id: reservations.id, currency: reservations.currency })
    .from(reservations)
    .where(eq(reservations.id, reservationId))
  if (!reservation) throw new AppError('reservation_not_found', 'reservations.not_found')
  const [charges, lineTaxes, paid, refunded, labels] = await Promise.all([
    db
      .select({ line: folioLines, roomNumber: rooms.number, movementType: movements.type })
      .from(folioLines)
      .leftJoin(rooms, eq(rooms.id, folioLines.roomId))
      .leftJoin(movements, eq(movements.id, folioLines.movementId))
      .where(eq(folioLines.reservationId, reservationId))
      .orderBy(asc(folioLines.date), asc(rooms.number), asc(folioLines.createdAt)),
    db
      .select({ tax: folioLineTaxes, date: folioLines.date })
      .from(folioLineTaxes)
      .innerJoin(folioLines, eq(folioLines.id, folioLineTaxes.lineId))
      .where(eq(folioLines.reservationId, reservationId)),
    db
      .select()
      .from(payments)
      .where(and(eq(payments.reservationId, reservationId), eq(payments.status, 'paid')))
      .orderBy(asc(payments.paidAt)),
    db
      .select({ refund: refunds })
      .from(refunds)
      .innerJoin(payments, eq(payments.id, refunds.paymentId))
      .where(eq(payments.reservationId, reservationId))
      .orderBy(asc(refunds.createdAt)),
    db.select({ code: taxes.code, en: taxes.labelEn, es: taxes.labelEs }).from(taxes),
  ])
  const labelOf = (code: string) => {
    const label = labels.find((row) => row.code === code)
    return label ? label[locale] : code
  }
  const lines: FolioLine[] = charges.map(({ line, roomNumber, movementType }) => ({
    id: line.id,
    type: line.type,
    movement_type: movementType ?? null,
    movement_id: line.movementId,
    date: line.date,
    description:
      line.description ??
      translate(locale, line.type === 'night' ? 'folio.night' : 'folio.discount', { room: roomNumber ?? '' }),
    room_number: roomNumber,
    amount: line.amountCents,
    base: line.baseCents,
    receipt: null,
  }))

  // A tax line per tax (code, rate, included or added) and day; the summary per tax the same way.
  const perDay = new Map<string, FolioLine>()
  const summary = new Map<string, FolioTax>()
  const bases = new Map<string, number>()
  for (const line of charges) bases.set(line.line.id, line.line.baseCents)
  for (const { tax, date } of lineTaxes) {
    const rate = Number(tax.rate)
    const key = `${tax.code}|${rate}|${tax.included}`
    const day = perDay.get(`${key}|${date}`) ?? {
      id: `${tax.code}:${date}`,
      type: 'tax' as const,
      movement_type: null,
      movement_id: null,
      date,
      description: translate(locale, tax.included ? 'folio.tax_included' : 'folio.tax_added', {
        tax: labelOf(tax.code),
        rate,
      }),
      room_number: null,
      amount: 0,
      base: null,
      receipt: null,
    }
    day.amount += tax.amountCents
    perDay.set(`${key}|${date}`, day)
    const sum = summary.get(key) ?? {
      code: tax.code,
      label: labelOf(tax.code),
      rate,
      included: tax.included,
      base: 0,
      amount: 0,
    }
    sum.base += bases.get(tax.lineId) ?? 0
    sum.amount += tax.amountCents
    summary.set(key, sum)
  }
  lines.push(...perDay.values())

  for (const payment of paid)
    lines.push({
      id: payment.id,
      type: 'payment',
      movement_type: null,
      movement_id: null,
      date: hotelToday(payment.paidAt ?? payment.createdAt),
      description: translate(
        locale,
        payment.method === 'cash' ? 'folio.payment_cash' : 'folio.payment_card',
        {
          card: payment.cardLast4 ?? '',
        },
      ),
      room_number: null,
      amount: payment.amountCents,
      base: null,
      receipt: payment.receipt,
    })
  for (const { refund } of refunded)
    lines.push({
      id: refund.id,
      type: 'refund',
      movement_type: null,
      movement_id: null,
      date: hotelToday(refund.createdAt),
      description: translate(locale, 'folio.refund'),
      room_number: null,
      amount: refund.amountCents,
      base: null,
      receipt: null,
    })

  const total = charges.reduce((sum, { line }) => sum + line.totalCents, 0)
  const paidCents =
    paid.reduce((sum, payment) => sum + payment.amountCents, 0) -
    refunded.reduce((sum, { refund }) => sum + refund.amountCents, 0)
  return {
    reservation_id: reservation.id,
    currency: reservation.currency,
    lines: lines.sort(byDateThenOrder),
    taxes: [...summary.values()],
    total,
    paid: paidCents,
    balance: total - paidCents,
  }
}
