// The taxes the owner sets (confirmed with an accountant): GET and PUT /api/v1/staff/taxes (settings.manage).
// A folio line keeps the rate it was written with; a change here applies to the charges written after it.

import { z } from 'zod'
import { requiredText } from './auth.ts'
import { uniqueBy } from './unique-entries.ts'

export const taxScopes = ['nights', 'all'] as const

export const taxSettingSchema = z.strictObject({
  /** "IVA", "INTUR": what folio lines and the tax report name it by. */
  code: z
    .string({ message: 'validation.required' })
    .trim()
    .regex(/^[A-Z][A-Z0-9_]{1,15}$/, { message: 'taxes.code_format' }),
  label_en: requiredText(60),
  label_es: requiredText(60),
  /** Percent, at most two decimals. */
  rate: z
    .number({ message: 'validation.number' })
    .min(0, { message: 'validation.too_small' })
    .max(100, { message: 'validation.too_big' })
    .refine((rate) => Math.abs(Math.round(rate * 100) - rate * 100) < 1e-9, { message: 'taxes.rate_format' }),
  /** Whether prices include it (then it is inside every price) or it is added on top. */
  included: z.boolean({ message: 'validation.required' }),
  applies_to: z.enum(taxScopes, { message: 'validation.invalid_option' }),
  /** Nights are taxed only above this price, in USD cents (INTUR: 3000); null for every night. */
  night_above: z
    .number({ message: 'validation.number' })
    .int({ message: 'validation.integer' })
    .min(0, { message: 'validation.too_small' })
    .max(100_000_000, { message: 'validation.too_big' })
    .nullable(),
  active: z.boolean({ message: 'validation.required' }),
})
export type TaxSetting = z.infer<typeof taxSettingSchema>

/** PUT /staff/taxes: the whole list, in the order folios show them; a tax left out is no longer charged. */
export const taxSettingsSchema = z.strictObject({
  taxes: z
    .array(taxSettingSchema)
    .max(10, { message: 'validation.too_big' })
    .superRefine(uniqueBy('code', 'taxes.duplicate')),
})
export type TaxSettingsInput = z.input<typeof taxSettingsSchema>

export const taxSettingsAnswerSchema = z.object({
  message: z.string().optional(),
  data: z.array(taxSettingSchema),
})
