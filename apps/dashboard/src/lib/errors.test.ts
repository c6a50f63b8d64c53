import { ApiError } from '@hotel/contract'
import { describe, expect, it } from 'vitest'
import { describeError, isRetryable } from './errors.ts'

describe('describeError', () => {
  it("shows the API's own message (already in the user's language)", () => {
    const error = new ApiError(401, {
      code: 'invalid_credentials',
      message: 'Correo o contraseña incorrectos.',
    })
    expect(describeError(error)).toEqual({ text: 'Correo o contraseña incorrectos.' })
  })

  it('shows the first field error of a validation failure', () => {
    const error = new ApiError(422, {
      code: 'validation_failed',
      message: 'The data is not valid.',
      errors: { email: ['The e-mail is not valid.'] },
    })
    expect(describeError(error)).toEqual({ text: 'The e-mail is not valid.' })
  })

  it('uses a translated sentence when the network failed', () => {
    expect(describeError(new ApiError(0, { code: 'network_error', message: 'Failed to fetch' }))).toEqual({
      key: 'errors.network',
    })
  })

  it('uses a translated sentence when an error came without a body', () => {
    expect(describeError(new ApiError(502, {}))).toEqual({ key: 'errors.server' })
    expect(describeError(new ApiError(404, {}))).toEqual({ key: 'errors.unexpected' })
    expect(describeError(new TypeError('x is undefined'))).toEqual({ key: 'errors.unexpected' })
  })
})

describe('isRetryable', () => {
  it('retries network trouble and server errors only', () => {
    expect(isRetryable(new ApiError(0, {}))).toBe(true)
    expect(isRetryable(new ApiError(503, {}))).toBe(true)
    expect(isRetryable(new ApiError(401, {}))).toBe(false)
    expect(isRetryable(new ApiError(429, {}))).toBe(false)
    expect(isRetryable(new Error('bug'))).toBe(false)
  })
})
