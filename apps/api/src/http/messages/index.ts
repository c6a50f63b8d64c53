import { type Locale, maxPerPage } from '@hotel/contract'
import { en, type MessageKey } from './en.ts'
import { es } from './es.ts'

export type { MessageKey }
export type MessageParams = Record<string, string | number>

const catalogue: Record<Locale, Record<MessageKey, string>> = { en, es }

export function isMessageKey(key: string): key is MessageKey {
  return Object.hasOwn(en, key)
}

/** Values of placeholders that are fixed by the system rather than by the failing input. */
const fixedParams: Partial<Record<MessageKey, MessageParams>> = {
  'paging.per_page': { max: maxPerPage },
}

/**
 * Messages with a count: the placeholder that holds it. When the language calls the count singular
 * ("1 guest", "1 huésped"), the `<key>_one` entry is used.
 */
const counts: Partial<Record<MessageKey, string>> = {
  too_many_attempts: 'seconds',
  'auth.code_sent': 'minutes',
  'auth.code_sent_to_you': 'minutes',
  'rooms.capacity': 'max',
  'reservations.too_many_rooms': 'max',
  'reservations.too_many_unpaid': 'max',
  'payments.in_progress': 'minutes',
  'validation.stay_too_long': 'max',
  'validation.beyond_horizon': 'months',
  'reservations.deadline': 'days',
  'breakfasts.above_guests': 'max',
  'mail.code.expiry': 'minutes',
  'mail.reservation.room': 'guests',
  'report.nights': 'nights',
}

const pluralRules = Object.fromEntries(
  Object.keys(catalogue).map((locale) => [locale, new Intl.PluralRules(locale)]),
) as Record<Locale, Intl.PluralRules>

function entryFor(locale: Locale, key: MessageKey, values: MessageParams): MessageKey {
  const count = counts[key]
  if (count === undefined || !(count in values)) return key
  const one = `${key}_one`
  return isMessageKey(one) && pluralRules[locale].select(Number(values[count])) === 'one' ? one : key
}

/** The catalogue's text for `key` in `locale`, with `:name` placeholders filled from `params`. */
export function translate(locale: Locale, key: MessageKey, params: MessageParams = {}): string {
  const values = { ...fixedParams[key], ...params }
  return catalogue[locale][entryFor(locale, key, values)].replace(/:([a-z_]+)/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  )
}
