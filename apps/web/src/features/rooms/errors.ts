import { ApiError } from '@hotel/contract'
import type { TFunction } from '../../i18n/translate.ts'

/** What to tell the guest about a failed call: the server's message (in their language), or why there was none. */
export function failureText(t: TFunction, error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === 0) return t('common:errors.network')
    if (error.status >= 500) return t('common:errors.server')
    return error.message
  }
  return t('common:errors.server')
}

/** The search fields the API complained about, with their messages (already translated by the API). */
export function fieldErrors(error: unknown): { field: string; message: string }[] {
  if (!(error instanceof ApiError) || !error.errors) return []
  return Object.entries(error.errors).flatMap(([field, messages]) =>
    messages[0] ? [{ field, message: messages[0] }] : [],
  )
}
