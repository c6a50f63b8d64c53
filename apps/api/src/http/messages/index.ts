import { type Locale, maxPerPage } from '@hotel/contract'
import { en, type MessageKey } from './en.ts'
import { es } from './es.ts'

export type { MessageKey }
export type MessageParams = Record<string, string | number>

export const catalogue: Record<Locale, Record<MessageKey, string>> = { en, es }

export function isMessageKey(key: string): key is MessageKey {
  return Object.hasOwn(en, key)
}

/** Values of placeholders that are fixed by the system rather than by the failing input. */
const fixedParams: Partial<Record<MessageKey, MessageParams>> = {
  'paging.per_page': { max: maxPerPage },
}

/** The catalogue's text for `key` in `locale`, with `:name` placeholders filled from `params`. */
export function translate(locale: Locale, key: MessageKey, params: MessageParams = {}): string {
  const values = { ...fixedParams[key], ...params }
  return catalogue[locale][key].replace(/:([a-z_]+)/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  )
}
