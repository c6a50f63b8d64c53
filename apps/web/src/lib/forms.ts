import { zodResolver } from '@hookform/resolvers/zod'
import { ApiError, minimumPasswordLength } from '@hotel/contract'
import { useCallback } from 'react'
import type { FieldValues, Path, Resolver, UseFormSetError } from 'react-hook-form'
import type { z } from 'zod'
import { useTranslation } from '../i18n/react.tsx'
import type { TFunction } from '../i18n/translate.ts'

/** Empty text fields count as missing, so every empty required field says "This field is required". */
function emptyAsMissing<T extends FieldValues>(values: T): T {
  return Object.fromEntries(
    Object.entries(values).map(([key, value]) => [
      key,
      typeof value === 'string' && value.trim() === '' ? undefined : value,
    ]),
  ) as T
}

/**
 * react-hook-form validation with a contract schema (the API validates with the same one). Messages are
 * catalogue keys such as `validation.required`; useErrorText turns them into the guest's language.
 */
export function schemaResolver<Values extends FieldValues>(schema: z.ZodType): Resolver<Values> {
  // biome-ignore lint/suspicious/noExplicitAny: zodResolver's overloads do not infer through the generic
  const resolve = zodResolver(schema as any) as unknown as Resolver<Values>
  return (values, context, options) => resolve(emptyAsMissing(values), context, options)
}

type MaybeError = { type?: string; message?: string } | undefined

/** Text of a field error: a catalogue key is translated; a server message is already in the language. */
export function errorText(t: TFunction, error: MaybeError): string | undefined {
  const message = error?.message
  if (!message) return undefined
  if (error?.type === 'server' || !/^(validation|countries)\./.test(message)) return message
  return t(`common:${message}`, { min: minimumPasswordLength })
}

export function useErrorText() {
  const { t } = useTranslation()
  return useCallback((error: MaybeError) => errorText(t, error), [t])
}

/** What to tell the guest about a failed call: the server's message, or why there was none. */
export function apiErrorText(t: TFunction, error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === 0) return t('common:errors.network')
    if (error.status >= 500 && error.code === 'network_error') return t('common:errors.server')
    return error.message
  }
  return t('common:errors.server')
}

/**
 * Shows the server's field errors (409 duplicates, 422 validation) on their fields. Returns the fields
 * that got one.
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
    if (!name || !messages[0]) continue
    setError(name, { type: 'server', message: messages[0] }, { shouldFocus: shown.length === 0 })
    shown.push(name)
  }
  return shown
}
