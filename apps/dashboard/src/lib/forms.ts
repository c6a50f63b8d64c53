import { zodResolver } from '@hookform/resolvers/zod'
import { ApiError, minimumPasswordLength } from '@hotel/contract'
import type { TFunction } from 'i18next'
import { useCallback } from 'react'
import type { FieldError, FieldValues, Path, Resolver, UseFormSetError } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import type { z } from 'zod'

const isBlank = (value: unknown) => typeof value === 'string' && value.trim() === ''

/**
 * react-hook-form validation with a contract schema, the one the API applies. Its messages are catalogue keys
 * (`validation.email`) that fieldErrorText turns into the person's language. Blank text counts as missing, and
 * a missing field's error is "required" whatever the schema says of a wrong value (a schema's message covers
 * every issue of its field, so an empty e-mail would otherwise be "not a valid e-mail").
 */
export function schemaResolver<Values extends FieldValues>(schema: z.ZodType): Resolver<Values> {
  // biome-ignore lint/suspicious/noExplicitAny: zodResolver's overloads do not infer through the generic
  const resolve = zodResolver(schema as any) as unknown as Resolver<Values>
  return async (values, context, options) => {
    const present = Object.fromEntries(
      Object.entries(values).map(([key, value]) => [key, isBlank(value) ? undefined : value]),
    ) as Values
    const result = await resolve(present, context, options)
    for (const [key, value] of Object.entries(values)) {
      const errors = result.errors as Record<string, FieldError | undefined>
      const error = errors[key]
      if (error && (value === undefined || isBlank(value))) {
        errors[key] = { ...error, type: 'required', message: 'validation.required' }
      }
    }
    return result
  }
}

type ErrorLike = Pick<FieldError, 'type' | 'message'> | undefined

/** Numbers some messages name ("at least {{min}} characters"); the form passes them for its own limits. */
export type MessageValues = { min?: number; max?: number }

/**
 * The sentence for a field's error. The server's messages are already in the person's language; a catalogue
 * key is translated; zod's own English (a limit the schema gave no message) becomes a translated sentence.
 */
export function fieldErrorText(
  t: TFunction,
  error: ErrorLike,
  values: MessageValues = {},
): string | undefined {
  const message = error?.message
  if (!message) return undefined
  if (error.type === 'server') return message
  const options = { min: minimumPasswordLength, ...values }
  if (message.startsWith('validation.')) {
    // i18next answers a key it does not know with the key itself: the dashboard lacks that message.
    const text = t(message as 'validation.invalid', options)
    if (text !== message) return text
  }
  if (error.type === 'too_big' && message.includes('string')) return t('validation.too_long')
  return t('validation.invalid')
}

export function useFieldErrorText() {
  const { t } = useTranslation()
  return useCallback((error: ErrorLike, values?: MessageValues) => fieldErrorText(t, error, values), [t])
}

/**
 * Puts the API's field errors (a 422's `errors`, a 409 duplicate) on the form's fields, the first one focused.
 * Returns the fields that got one; a failure naming none of them is the caller's to show.
 */
export function applyServerErrors<Values extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<Values>,
  fields: readonly Path<Values>[],
): Path<Values>[] {
  if (!(error instanceof ApiError) || !error.errors) return []
  const shown: Path<Values>[] = []
  for (const [field, messages] of Object.entries(error.errors)) {
    const name = fields.find((candidate) => candidate === field)
    const message = messages.find((text) => text.trim() !== '')
    if (!name || !message) continue
    setError(name, { type: 'server', message }, { shouldFocus: shown.length === 0 })
    shown.push(name)
  }
  return shown
}
