import { ApiError } from '@hotel/contract'

type MessageKey = 'errors.network' | 'errors.server' | 'errors.unexpected'
type UserMessage = { text: string } | { key: MessageKey }

/**
 * What to tell the user about a failed call. The API's message is already in the user's language; when
 * there is none (network down, a proxy's bare 502) a translated fallback is used instead.
 */
export function describeError(error: unknown): UserMessage {
  if (error instanceof ApiError) {
    if (error.status === 0) return { key: 'errors.network' }
    const hasServerMessage = error.message !== '' && error.message !== `HTTP ${error.status}`
    if (hasServerMessage) return { text: error.message }
    return { key: error.status >= 500 ? 'errors.server' : 'errors.unexpected' }
  }
  return { key: 'errors.unexpected' }
}

/** Whether a failed query is worth retrying: network trouble and server errors; never a 4xx answer (429 included: retrying makes it worse). */
export function isRetryable(error: unknown): boolean {
  if (error instanceof ApiError) return error.status === 0 || error.status >= 500
  return false
}
