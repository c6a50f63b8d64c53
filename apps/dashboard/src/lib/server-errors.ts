import { ApiError } from '@hotel/contract'

/** Field name -> the first message the API gave for it (already in the user's language). */
export type ApiErrorFields = Partial<Record<string, string>>

export function serverFieldErrors(error: unknown): ApiErrorFields {
  if (!(error instanceof ApiError) || !error.errors) return {}
  const fields: ApiErrorFields = {}
  for (const [field, messages] of Object.entries(error.errors)) {
    const first = messages.find((message) => message.trim() !== '')
    if (first) fields[field] = first
  }
  return fields
}
