import type { Hotel, Locale, Reservation } from '@hotel/contract'
import { translate } from '../../http/messages/index.ts'

const tag = (locale: Locale) => (locale === 'es' ? 'es-NI' : 'en-US')

/** One formatter per key, made on first use: making one costs far more than formatting with it. */
function kept<F>(make: (key: string) => F): (key: string) => F {
  const made = new Map<string, F>()
  return (key) => {
    let formatter = made.get(key)
    if (!formatter) {
      formatter = make(key)
      made.set(key, formatter)
    }
    return formatter
  }
}

const dayFormat = kept(
  (locale) => new Intl.DateTimeFormat(tag(locale as Locale), { dateStyle: 'long', timeZone: 'UTC' }),
)
const timeFormat = kept(
  (locale) =>
    new Intl.DateTimeFormat(tag(locale as Locale), { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' }),
)
const moneyFormat = kept((key) => {
  const [locale, currency] = key.split(' ')
  return new Intl.NumberFormat(tag(locale as Locale), { style: 'currency', currency })
})

/** A YYYY-MM-DD day written out: "March 14, 2027" / "14 de marzo de 2027". */
export function longDate(locale: Locale, day: string): string {
  return dayFormat(locale).format(new Date(`${day}T00:00:00Z`))
}

/** An amount in minor units written for a guest: "$1,234.50". */
export function money(locale: Locale, cents: number, currency: string): string {
  return moneyFormat(`${locale} ${currency}`).format(cents / 100)
}

/** A "15:00" hotel time as the guest reads it: "3:00 PM" or "3:00 p. m.". */
export function clockTime(locale: Locale, time: string): string {
  const [hours = 0, minutes = 0] = time.split(':').map(Number)
  return timeFormat(locale).format(new Date(Date.UTC(2000, 0, 1, hours, minutes)))
}

/** The lines that describe a reservation to its guest, in one language (mail and report share them). */
export function summaryLines(locale: Locale, reservation: Reservation, hotel: Hotel) {
  const t = (key: Parameters<typeof translate>[1], params: Record<string, string | number> = {}) =>
    translate(locale, key, params)
  return {
    stay: `${t('mail.reservation.stay', {
      check_in: longDate(locale, reservation.check_in),
      check_in_time: clockTime(locale, hotel.check_in_time),
      check_out: longDate(locale, reservation.check_out),
      check_out_time: clockTime(locale, hotel.check_out_time),
    })} (${t('report.nights', { nights: reservation.nights })})`,
    rooms: reservation.rooms.map((room) =>
      t('mail.reservation.room', {
        number: room.number,
        type: t(`rooms.type.${room.type}`),
        guests: room.guest_count,
        amount: money(locale, room.tariff, reservation.currency),
      }),
    ),
    total: t('mail.reservation.total', { amount: money(locale, reservation.total, reservation.currency) }),
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
  const amount = (cents: number) => money(locale, cents, currency)
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
