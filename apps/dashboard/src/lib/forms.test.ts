import { ApiError, staffLoginSchema } from '@hotel/contract'
import type { ResolverOptions } from 'react-hook-form'
import { describe, expect, it, vi } from 'vitest'
import { testI18n } from '../test-support.tsx'
import { applyServerErrors, fieldErrorText, schemaResolver } from './forms.ts'

type Login = { email: string; password: string }
const resolverOptions = { fields: {}, shouldUseNativeValidation: false } as unknown as ResolverOptions<Login>

async function validate(values: Login) {
  return schemaResolver<Login>(staffLoginSchema)(values, undefined, resolverOptions)
}

describe("forms on the contract's schemas", () => {
  it('passes what the API would accept', async () => {
    const result = await validate({ email: 'ana@casapinar.example', password: 'x' })
    expect(result.errors).toEqual({})
    expect(result.values).toEqual({ email: 'ana@casapinar.example', password: 'x' })
  })

  it('says "required" for empty fields and names the contract key for a bad e-mail', async () => {
    const empty = await validate({ email: '  ', password: '' })
    expect(empty.errors.email?.message).toBe('validation.required')
    expect(empty.errors.password?.message).toBe('validation.required')
    const bad = await validate({ email: 'ana@', password: 'x' })
    expect(bad.errors.email?.message).toBe('validation.email')
  })

  it('turns every error into a sentence in the current language', async () => {
    const en = (await testI18n('en')).t
    const es = (await testI18n('es')).t
    expect(fieldErrorText(en, { type: 'invalid_format', message: 'validation.email' })).toBe(
      'Enter a valid e-mail address, like name@example.com.',
    )
    expect(fieldErrorText(es, { type: 'custom', message: 'validation.required' })).toBe(
      'Este campo es obligatorio.',
    )
    expect(fieldErrorText(en, { type: 'too_small', message: 'validation.password_min' })).toBe(
      'Use at least 8 characters.',
    )
    expect(fieldErrorText(en, { type: 'too_big', message: 'validation.too_big' }, { max: 12 })).toBe(
      'This must be at most 12.',
    )
    // A limit the schema gave no message: zod's English is never shown.
    const long = await validate({ email: `${'a'.repeat(250)}@example.com`, password: 'p'.repeat(201) })
    expect(fieldErrorText(es, long.errors.password)).toBe('El texto es demasiado largo.')
    expect(fieldErrorText(en, { type: 'custom', message: 'validation.unknown_to_the_dashboard' })).toBe(
      'This value is not valid.',
    )
    // The server's words are already in the person's language.
    expect(fieldErrorText(en, { type: 'server', message: 'Ya existe una cuenta con ese correo.' })).toBe(
      'Ya existe una cuenta con ese correo.',
    )
    expect(fieldErrorText(en, undefined)).toBeUndefined()
  })

  it("puts the server's field errors on the form, focusing the first", () => {
    const setError = vi.fn()
    const error = new ApiError(422, {
      code: 'validation_failed',
      message: 'Check the form',
      errors: { email: ['', 'Already taken'], password: ['Too short'], other: ['Not a field here'] },
    })
    expect(applyServerErrors(error, setError, ['email', 'password'])).toEqual(['email', 'password'])
    expect(setError).toHaveBeenNthCalledWith(
      1,
      'email',
      { type: 'server', message: 'Already taken' },
      { shouldFocus: true },
    )
    expect(setError).toHaveBeenNthCalledWith(
      2,
      'password',
      { type: 'server', message: 'Too short' },
      { shouldFocus: false },
    )
    expect(applyServerErrors(new ApiError(401, { message: 'No' }), setError, ['email'])).toEqual([])
  })
})
