import { describe, expect, it } from 'vitest'
import { validateLogin } from './login-form.ts'
import { safeReturnPath } from './return-path.ts'

describe('validateLogin (contract staffLoginSchema)', () => {
  it('accepts a valid e-mail and any non-empty password, trimming the e-mail', () => {
    expect(validateLogin({ email: '  ana@casapinar.example ', password: 'x' })).toEqual({
      ok: true,
      data: { email: 'ana@casapinar.example', password: 'x' },
    })
  })

  it('says "required" for empty fields', () => {
    expect(validateLogin({ email: '   ', password: '' })).toEqual({
      ok: false,
      errors: { email: 'validation.required', password: 'validation.required' },
    })
  })

  it('uses the schema message key for a malformed e-mail', () => {
    expect(validateLogin({ email: 'ana@', password: 'secret' })).toEqual({
      ok: false,
      errors: { email: 'validation.email' },
    })
  })

  it('maps limits the schema does not name to translated keys', () => {
    const long = `${'a'.repeat(250)}@example.com`
    const result = validateLogin({ email: long, password: 'p'.repeat(201) })
    expect(result.ok).toBe(false)
    if (!result.ok) {
      expect(['validation.tooLong', 'validation.email']).toContain(result.errors.email)
      expect(result.errors.password).toBe('validation.tooLong')
    }
  })
})

describe('safeReturnPath', () => {
  it('returns to a dashboard page the user asked for', () => {
    expect(safeReturnPath('/')).toBe('/')
    expect(safeReturnPath('/rooms/12?tab=rates#top')).toBe('/rooms/12?tab=rates#top')
  })

  it('never leaves the dashboard or loops back to sign-in', () => {
    expect(safeReturnPath('//evil.example')).toBe('/')
    expect(safeReturnPath('/\\evil.example')).toBe('/')
    expect(safeReturnPath('https://evil.example')).toBe('/')
    expect(safeReturnPath('/login')).toBe('/')
    expect(safeReturnPath('/login?x=1')).toBe('/')
    expect(safeReturnPath(undefined)).toBe('/')
    expect(safeReturnPath(42)).toBe('/')
  })
})
