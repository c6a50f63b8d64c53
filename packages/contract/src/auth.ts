import { z } from 'zod'
import { countryCode } from './countries.ts'
import { ageOn, hotelToday } from './dates.ts'

export const minimumAge = 18
export const minimumPasswordLength = 8
export const oneTimeCodeLength = 6

/** A real calendar date written YYYY-MM-DD (2026-02-30 is not one), from 1900 to 2199 (9999-12-31 is not one). */
export const isoDate = z
  .string({ message: 'validation.required' })
  .min(1, { message: 'validation.required', abort: true })
  .regex(/^(19|2[01])\d{2}-\d{2}-\d{2}$/, { message: 'validation.date' })
  .refine(
    (value) => {
      const date = new Date(`${value}T00:00:00Z`)
      return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value)
    },
    { message: 'validation.date' },
  )

/** Text that PostgreSQL can store: no NUL character (the API refuses one in any field before this, too). */
export const storableText = (value: string) => !value.includes('\u0000')
export const storable = { message: 'validation.control_character' } as const

/** A required text of at most `max` characters, trimmed. */
export const requiredText = (max: number) =>
  z
    .string({ message: 'validation.required' })
    .trim()
    .min(1, { message: 'validation.required' })
    .max(max, { message: 'validation.too_long' })
    .refine(storableText, storable)

/** An optional text of at most `max` characters, trimmed; left empty, it is absent. */
export const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { message: 'validation.too_long' })
    .refine(storableText, storable)
    .optional()
    .transform((value) => value || undefined)

export const email = z
  .string({ message: 'validation.required' })
  .trim()
  .toLowerCase()
  .min(1, { message: 'validation.required' })
  .max(254, { message: 'validation.too_long' })
  .refine(storableText, storable)
  .pipe(z.email({ message: 'validation.email' }))

export const password = z
  .string({ message: 'validation.required' })
  .min(minimumPasswordLength, { message: 'validation.password_min' })
  .max(200, { message: 'validation.too_long' })

export const phone = z
  .string({ message: 'validation.required' })
  .trim()
  .min(1, { message: 'validation.required' })
  .regex(/^\+?[\d\s().-]{7,20}$/, { message: 'validation.phone' })

export const oneTimeCode = z
  .string({ message: 'validation.required' })
  .regex(/^\d{6}$/, { message: 'validation.code' })

const withConfirmation = <T extends { password: string; password_confirmation: string }>(
  value: T,
  ctx: z.RefinementCtx,
) => {
  if (value.password !== value.password_confirmation) {
    ctx.addIssue({ code: 'custom', path: ['password_confirmation'], message: 'validation.password_mismatch' })
  }
}

/** Profile fields a guest fills in at registration and edits later. */
export const profileFields = z.object({
  name: requiredText(100),
  last_name: requiredText(100),
  phone,
  identification: requiredText(40),
  city: requiredText(100),
  country: countryCode,
  birth_date: isoDate.refine((value) => ageOn(value, hotelToday()) >= minimumAge, {
    message: 'validation.min_age',
  }),
  description: z
    .string()
    .trim()
    .max(1000, { message: 'validation.too_long' })
    .refine(storableText, storable)
    .optional()
    .transform((value) => value || undefined),
})

export const registerSchema = profileFields
  .extend({
    email,
    password,
    password_confirmation: z.string({ message: 'validation.required' }),
    /**
     * When the e-mail belongs to a client without a password (a guest who booked without an account, or one the
     * desk created): the code mailed by the first try (202 email_verification_required), which proves the e-mail.
     */
    verification_code: oneTimeCode.optional(),
  })
  .superRefine(withConfirmation)
export type Register = z.infer<typeof registerSchema>

export const profileUpdateSchema = profileFields
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>

export const loginSchema = z.object({
  email,
  password: z.string({ message: 'validation.required' }).min(1, { message: 'validation.required' }).max(200),
})
export type Login = z.infer<typeof loginSchema>

export const socialLoginSchema = z.object({
  token: z.string({ message: 'validation.required' }).min(20, { message: 'validation.invalid' }).max(5000),
})

export const oneTimeCodeRequestSchema = z.object({ email })
export const oneTimeCodeCheckSchema = z.object({ email, code: oneTimeCode })
export const passwordResetSchema = z
  .object({
    email,
    code: oneTimeCode,
    password,
    password_confirmation: z.string({ message: 'validation.required' }),
  })
  .superRefine(withConfirmation)
export type PasswordReset = z.infer<typeof passwordResetSchema>

/** Changing the password while signed in: the code mailed by POST /profile/password/code. */
export const passwordChangeSchema = z
  .object({
    code: oneTimeCode,
    password,
    password_confirmation: z.string({ message: 'validation.required' }),
  })
  .superRefine(withConfirmation)
export type PasswordChange = z.infer<typeof passwordChangeSchema>

export const clientUserSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  last_name: z.string(),
  email: z.string(),
  // Null only for accounts created by Google sign-in until the guest completes the profile.
  phone: z.string().nullable(),
  identification: z.string().nullable(),
  city: z.string().nullable(),
  country: z.string().nullable(),
  birth_date: z.string().nullable(),
  description: z.string().nullable(),
  /** URL of the profile picture, or null. */
  profile_image: z.string().nullable(),
  status: z.enum(['active', 'suspended']),
  locale: z.enum(['en', 'es']),
  created_at: z.string(),
})
export type ClientUser = z.infer<typeof clientUserSchema>

export const authSessionSchema = z.object({ message: z.string(), token: z.string(), user: clientUserSchema })
export type AuthSession = z.infer<typeof authSessionSchema>

export const messageSchema = z.object({ message: z.string() })

/** 202 from POST /auth/register: the e-mail has a client without a password; a code went to it. */
export const emailVerificationSchema = z.object({
  message: z.string(),
  code: z.literal('email_verification_required'),
})
export const profileAnswerSchema = z.object({ message: z.string(), data: clientUserSchema })

/** GET /auth/providers: which sign-in buttons to show. */
export const authProvidersSchema = z.object({
  data: z.object({ google_client_id: z.string().nullable() }),
})

/** Social sign-in providers the spec names; only Google is enabled. */
export const socialProviders = ['google', 'facebook'] as const

export const profileImageTypes = ['image/jpeg', 'image/png'] as const
export const maxImageBytes = 5 * 1024 * 1024
