import { formatClockTime, formatMoney, type Hotel, type Locale, type Reservation } from '@hotel/contract'
import { translate } from '../../http/messages/index.ts'
import { longDate } from '../../lib/format.ts'

/** The lines that describe a reservation to its guest, in one language. */
export function summaryLines(locale: Locale, reservation: Reservation, hotel: Hotel) {
  const t = (key: Parameters<typeof translate>[1], params: Record<string, string | number> = {}) =>
    translate(locale, key, params)
  return {
    stay: `${t('mail.reservation.stay', {
      check_in: longDate(locale, reservation.check_in),
      check_in_time: formatClockTime(hotel.check_in_time, locale),
      check_out: longDate(locale, reservation.check_out),
      check_out_time: formatClockTime(hotel.check_out_time, locale),
    })} (${t('report.nights', { nights: reservation.nights })})`,
    rooms: reservation.rooms.map((room) =>
      t('mail.reservation.room', {
        number: room.number,
        type: t(`rooms.type.${room.type}`),
        guests: room.guest_count,
        amount: formatMoney(room.tariff, reservation.currency, locale),
      }),
    ),
    total: t('mail.reservation.total', {
      amount: formatMoney(reservation.total, reservation.currency, locale),
    }),
  }
}

/**
 * What is paid and what is still due, from the ledger at the moment of writing: a mail never says "pending"
 * after money came in.
 */
export function paymentLines(
  locale: Locale,
  ledger: { totalCents: number; paidCents: number },
  currency: string,
  options: { owed: boolean } = { owed: true },
): string[] {
  const amount = (cents: number) => formatMoney(cents, currency, locale)
  const due = ledger.totalCents - ledger.paidCents
  const lines: string[] = []
  if (ledger.paidCents > 0)
    lines.push(translate(locale, 'mail.payment.paid', { amount: amount(ledger.paidCents) }))
  else if (options.owed) lines.push(translate(locale, 'mail.payment.none'))
  if (!options.owed) return lines
  lines.push(
    due > 0
      ? translate(locale, 'mail.payment.due', { amount: amount(due) })
      : translate(locale, 'mail.payment.full'),
  )
  return lines
}

/** How a payment was made, as the guest reads it: "Card (VISA •••• 4242)" or "Cash". */
export function methodText(
  locale: Locale,
  payment: { method: 'cash' | 'card'; cardBrand: string | null; cardLast4: string | null },
): string {
  const name = translate(locale, `receipt.method.${payment.method}`)
  return payment.method === 'card' && payment.cardLast4
    ? `${name} (${(payment.cardBrand ?? '').toUpperCase()} •••• ${payment.cardLast4})`
    : name
}
