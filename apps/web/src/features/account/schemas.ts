import { registerSchema } from '@hotel/contract'
import { z } from 'zod'

/** The API's registration schema plus the terms, which only the site asks for (spec section 5). */
export const registerFormSchema = registerSchema.and(
  z.object({ terms: z.literal(true, { message: 'validation.terms' }) }),
)

/** Registration step 1 (who the guest is); step 2 is the account: e-mail, password and the terms. */
export const registerDetailFields = [
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
