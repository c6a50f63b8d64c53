import { ApiError } from '@hotel/contract'
import { describe, expect, it } from 'vitest'
import type { TFunction } from '../i18n/translate.ts'
import { apiErrorText, errorText } from './forms.ts'

const t = ((key: string, values?: Record<string, unknown>) =>
  `${key}${values ? JSON.stringify(values) : ''}`) as unknown as TFunction

describe('form messages', () => {
  it('translates catalogue keys and shows server messages as they are', () => {
    expect(errorText(t, { message: 'validation.required' })).toBe('common:validation.required{"min":8}')
    expect(errorText(t, { type: 'server', message: 'Este correo ya está registrado' })).toBe(
      'Este correo ya está registrado',
    )
    expect(errorText(t, undefined)).toBeUndefined()
  })

  it('explains failed calls', () => {
    expect(apiErrorText(t, new ApiError(0, { code: 'network_error', message: 'Failed to fetch' }))).toBe(
      'common:errors.network',
    )
    expect(apiErrorText(t, new ApiError(502, {}))).toBe('common:errors.server')
    expect(
      apiErrorText(t, new ApiError(409, { code: 'email_taken', message: 'x', errors: { email: ['Taken'] } })),
    ).toBe('Taken')
  })
})
