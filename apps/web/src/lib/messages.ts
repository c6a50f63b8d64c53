import { ApiError } from '@hotel/contract'
import type { TFunction } from '../i18n/translate.ts'

type MaybeError = { type?: string; message?: string } | undefined

/**
 * Text of a form error. Client-side checks give catalogue keys (the contract's messages): `validation.*`
 * and `countries.*` live in common.json, `reservations.*` and `rooms.*` in reservations.json. A server
 * message (type "server") is already in the guest's language.
 */
export function messageText(
  t: TFunction,
  error: MaybeError,
  params: Record<string, string | number> = {},
): string | undefined {
  const message = error?.message
  if (!message) return undefined
  if (error?.type === 'server') return message
  if (message.startsWith('validation.') || message.startsWith('countries.'))
    return t(`common:${message}`, { min: 1, max: 20, ...params })
  if (message.startsWith('reservations.') || message.startsWith('rooms.')) {
    const values = { max: 10, ...params }
    // `count` picks the singular or plural text ("at most 1 guest").
    return t(`reservations:${message}`, { ...values, count: Number(values.max) })
  }
  return message
}

/** What to tell the guest about a failed call: the server's message, or why there was none. */
export function failureMessage(t: TFunction, error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === 0) return t('common:errors.network')
    if (error.status >= 500) return t('common:errors.server')
    return error.message
  }
  return t('common:errors.server')
}
