import { registerSchema } from '@hotel/contract'
import { z } from 'zod'

/** The API's registration schema plus the terms, which only the site asks for (spec section 5). */
export const registerFormSchema = registerSchema.and(
  z.object({ terms: z.literal(true, { message: 'validation.terms' }) }),
)

/**
 * Who the guest is: registration's step 1 (step 2 is the account: e-mail, password and the terms) and the
 * profile's form.
 */
export const profileDetailFields = [
  'name',
  'last_name',
  'phone',
  'identification',
  'birth_date',
  'city',
  'country',
  'description',
] as const
export const registerAccountFields = ['email', 'password', 'password_confirmation', 'terms'] as const
