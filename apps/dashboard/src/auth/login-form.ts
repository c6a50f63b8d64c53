import { type StaffLogin, staffLoginSchema } from '@hotel/contract'

export type LoginField = keyof StaffLogin
export type ValidationKey =
  | 'validation.required'
  | 'validation.email'
  | 'validation.tooLong'
  | 'validation.invalid'
export type LoginErrors = Partial<Record<LoginField, ValidationKey>>

const knownKeys = new Set<string>(['validation.required', 'validation.email'])

/**
 * Checks the sign-in form with the contract's schema (the same rules the API applies) and returns
 * translation keys per field. The e-mail is trimmed; an empty field always says "required".
 */
export function validateLogin(
  values: StaffLogin,
): { ok: true; data: StaffLogin } | { ok: false; errors: LoginErrors } {
  const input = { email: values.email.trim(), password: values.password }
  const result = staffLoginSchema.safeParse(input)
  if (result.success) return { ok: true, data: result.data }

  const errors: LoginErrors = {}
  for (const issue of result.error.issues) {
    const field = issue.path[0]
    if (field !== 'email' && field !== 'password') continue
    if (errors[field]) continue
    if (input[field] === '') errors[field] = 'validation.required'
    else if (knownKeys.has(issue.message)) errors[field] = issue.message as ValidationKey
    else if (issue.code === 'too_big') errors[field] = 'validation.tooLong'
    else errors[field] = 'validation.invalid'
  }
  return { ok: false, errors }
}
