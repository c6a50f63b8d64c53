import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import {
  hotelToday,
  loginSchema,
  oneTimeCodeCheckSchema,
  oneTimeCodeRequestSchema,
  passwordChangeSchema,
  passwordResetSchema,
  profileUpdateSchema,
} from '@hotel/contract'
import type { FieldValues, ResolverOptions } from 'react-hook-form'
import { describe, expect, it } from 'vitest'
import { schemaResolver } from '../../lib/forms.ts'
import { checkImage } from './image-field.tsx'
import { nextPath } from './next-path.ts'
import { registerFormSchema } from './schemas.ts'

const options = { fields: {}, shouldUseNativeValidation: false } as ResolverOptions<FieldValues>

/** Runs a form's resolver the way react-hook-form does and returns field -> message key. */
async function validate(schema: Parameters<typeof schemaResolver>[0], values: FieldValues) {
  const result = await schemaResolver(schema)(values, undefined, options)
  return {
    values: result.values,
    errors: Object.fromEntries(
      Object.entries(result.errors).map(([field, error]) => [field, error?.message]),
    ),
  }
}

/** A birth date `years` years before today at the hotel (plus `days`). */
function birthDate(years: number, days = 0): string {
  const [y = 0, m = 1, d = 1] = hotelToday().split('-').map(Number)
  const date = new Date(Date.UTC(y - years, m - 1, d + days))
  return date.toISOString().slice(0, 10)
}

const validRegistration = {
  name: 'Ana',
  last_name: 'López',
  phone: '+505 8888 1234',
  identification: '161-010190-0001A',
  birth_date: '1990-05-20',
  city: 'Estelí',
  country: 'NI',
  description: '',
  email: ' Ana@Example.com ',
  password: 'pinos-y-cafe',
  password_confirmation: 'pinos-y-cafe',
  terms: true,
}

describe('registration form (contract schema + terms)', () => {
  it('accepts a complete form and sends clean values', async () => {
    const { values, errors } = await validate(registerFormSchema, validRegistration)
    expect(errors).toEqual({})
    expect(values).toMatchObject({ email: 'ana@example.com', name: 'Ana', terms: true })
    expect(values.description).toBeUndefined()
  })

  it('says "This field is required" for every empty field, the description aside', async () => {
    const empty = Object.fromEntries(Object.keys(validRegistration).map((key) => [key, '']))
    const { errors } = await validate(registerFormSchema, { ...empty, terms: false })
    for (const field of [
      'name',
      'last_name',
      'phone',
      'identification',
      'birth_date',
      'city',
      'country',
      'email',
      'password',
      'password_confirmation',
    ]) {
      expect(errors[field], field).toBe('validation.required')
    }
    expect(errors.description).toBeUndefined()
  })

  it('checks the e-mail, the date, the age of 18, the password and the terms', async () => {
    const check = (patch: FieldValues) => validate(registerFormSchema, { ...validRegistration, ...patch })
    expect((await check({ email: 'ana@' })).errors.email).toBe('validation.email')
    expect((await check({ birth_date: '2001-02-30' })).errors.birth_date).toBe('validation.date')
    expect((await check({ birth_date: birthDate(18, 1) })).errors.birth_date).toBe('validation.min_age')
    expect((await check({ birth_date: birthDate(18) })).errors.birth_date).toBeUndefined()
    expect((await check({ password: 'short12', password_confirmation: 'short12' })).errors.password).toBe(
      'validation.password_min',
    )
    expect((await check({ password_confirmation: 'pinos-y-cafe!' })).errors.password_confirmation).toBe(
      'validation.password_mismatch',
    )
    expect((await check({ terms: false })).errors.terms).toBe('validation.terms')
    expect((await check({ phone: 'call me' })).errors.phone).toBe('validation.phone')
  })
})

describe('other account forms', () => {
  it('sign-in needs a valid e-mail and a password', async () => {
    expect((await validate(loginSchema, { email: '', password: '' })).errors).toEqual({
      email: 'validation.required',
      password: 'validation.required',
    })
    expect((await validate(loginSchema, { email: 'x@y', password: 'a' })).errors).toEqual({
      email: 'validation.email',
    })
  })

  it('password recovery: e-mail, 6-digit code, new password twice', async () => {
    expect((await validate(oneTimeCodeRequestSchema, { email: 'nope' })).errors.email).toBe(
      'validation.email',
    )
    expect(oneTimeCodeCheckSchema.safeParse({ email: 'a@b.co', code: '12345' }).success).toBe(false)
    expect(oneTimeCodeCheckSchema.safeParse({ email: 'a@b.co', code: '123456' }).success).toBe(true)
    const reset = await validate(passwordResetSchema, {
      email: 'a@b.co',
      code: '123456',
      password: 'new-password',
      password_confirmation: 'other-password',
    })
    expect(reset.errors).toEqual({ password_confirmation: 'validation.password_mismatch' })
  })

  it('profile and password change', async () => {
    const {
      terms: _terms,
      email: _email,
      password: _p,
      password_confirmation: _c,
      ...profile
    } = validRegistration
    expect((await validate(profileUpdateSchema, profile)).errors).toEqual({})
    expect((await validate(profileUpdateSchema, { ...profile, city: ' ' })).errors.city).toBe(
      'validation.required',
    )
    expect(
      (
        await validate(passwordChangeSchema, {
          code: '',
          password: 'new-password',
          password_confirmation: 'new-password',
        })
      ).errors,
    ).toEqual({ code: 'validation.required' })
  })
})

describe('messages', () => {
  const localesDir = join(import.meta.dirname, '../../../public/locales')
  const contract = readFileSync(
    join(import.meta.dirname, '../../../../../packages/contract/src/auth.ts'),
    'utf8',
  )
  const keys = new Set([
    ...[...contract.matchAll(/'(validation\.\w+)'/g)].map((match) => match[1] ?? ''),
    'validation.terms',
    'validation.image_type',
    'validation.image_size',
  ])

  for (const lng of ['en', 'es']) {
    it(`every message key of the schemas has a ${lng} text`, () => {
      const common = JSON.parse(readFileSync(join(localesDir, lng, 'common.json'), 'utf8'))
      for (const key of keys) {
        expect(common.validation[key.replace('validation.', '')], `${lng} ${key}`).toBeTruthy()
      }
    })
  }

  it('uses the spec texts in English', () => {
    const common = JSON.parse(readFileSync(join(localesDir, 'en', 'common.json'), 'utf8'))
    expect(common.validation).toMatchObject({
      required: 'This field is required',
      email: 'Invalid email',
      date: 'Invalid date',
      password_mismatch: 'Passwords do not match',
      min_age: 'You must be at least 18 years old to continue',
      terms: 'You must accept the terms and conditions to continue',
      allFields: 'Please complete all fields',
    })
    const auth = JSON.parse(readFileSync(join(localesDir, 'en', 'auth.json'), 'utf8'))
    expect(auth.google.failed).toBe('Failed to login via Google')
    const account = JSON.parse(readFileSync(join(localesDir, 'es', 'account.json'), 'utf8'))
    expect(account.password.errors).toEqual({
      request: 'Error solicitando código',
      code: 'Error validando código',
      update: 'Error actualizando contraseña',
    })
  })
})

describe('profile picture', () => {
  it('takes jpg, jpeg and png up to 5 MB', () => {
    expect(checkImage({ name: 'me.jpg', type: 'image/jpeg', size: 1000 })).toBeNull()
    expect(checkImage({ name: 'me.JPEG', type: 'image/jpeg', size: 1000 })).toBeNull()
    expect(checkImage({ name: 'me.png', type: 'image/png', size: 5 * 1024 * 1024 })).toBeNull()
    expect(checkImage({ name: 'me.png', type: 'image/png', size: 5 * 1024 * 1024 + 1 })).toBe(
      'validation.image_size',
    )
    expect(checkImage({ name: 'me.gif', type: 'image/gif', size: 1000 })).toBe('validation.image_type')
    expect(checkImage({ name: 'me.exe', type: 'image/png', size: 1000 })).toBe('validation.image_type')
  })
})

describe('return path after signing in', () => {
  it('accepts paths on this site only', () => {
    expect(nextPath('?next=%2Fbooks%3Ftype%3Ddouble')).toBe('/books?type=double')
    expect(nextPath('')).toBe('/profile')
    expect(nextPath('?next=https://evil.example')).toBe('/profile')
    expect(nextPath('?next=//evil.example')).toBe('/profile')
    expect(nextPath('?next=/\\evil.example')).toBe('/profile')
  })
})
