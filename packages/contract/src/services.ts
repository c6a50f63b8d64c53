import { z } from 'zod'
import { pageSchema, pagingQuery } from './paging.ts'

/** The spec's six room services, by stable code. */
export const serviceCodes = [
  'air_conditioning',
  'private_bathroom',
  'breakfast',
  'desk',
  'wifi',
  'tv',
] as const

export const serviceSchema = z.object({
  id: z.uuid(),
  code: z.string(),
  name: z.string(),
  is_availabled: z.boolean(),
  created_by: z.uuid().nullable(),
})
export type Service = z.infer<typeof serviceSchema>

export const serviceListQuery = pagingQuery(['name', 'created_at'])

// Staff: /api/v1/staff/services (permission services.manage).

/** A stable machine name: lower-case letters, digits and underscores, starting with a letter. */
export const serviceCodePattern = /^[a-z][a-z0-9_]*$/
export const maxServiceCodeLength = 40

/** The code a service gets from its English name when none is given: "Hair dryer" → `hair_dryer`. */
export function serviceCodeOf(name: string): string {
  const code = name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^[^a-z]+|_+$/g, '')
    .slice(0, maxServiceCodeLength)
    .replace(/_+$/, '')
  return code || 'service'
}

const serviceName = z
  .string({ message: 'validation.required' })
  .trim()
  .min(1, { message: 'validation.required' })
  .max(60, { message: 'validation.too_long' })
  .refine((value) => !value.includes('\u0000'), { message: 'validation.control_character' })

/** A service as staff see it: both names, whether guests see it, who created it and how many rooms have it. */
export const staffServiceSchema = z.object({
  id: z.uuid(),
  code: z.string(),
  name_en: z.string(),
  name_es: z.string(),
  is_availabled: z.boolean(),
  created_by: z.uuid().nullable(),
  created_by_name: z.string().nullable(),
  /** How many rooms (archived ones too) list it. */
  rooms: z.number().int(),
  created_at: z.string(),
})
export type StaffService = z.infer<typeof staffServiceSchema>

export const staffServicePageSchema = pageSchema(staffServiceSchema)
export const staffServiceAnswerSchema = z.object({ message: z.string(), data: staffServiceSchema })

/** GET /staff/services: every service, enabled or not; `search` matches either name or the code. */
export const staffServiceListQuery = pagingQuery(['name', 'created_at']).extend({
  search: z
    .string()
    .trim()
    .max(60, { message: 'validation.too_long' })
    .refine((value) => !value.includes('\u0000'), { message: 'validation.control_character' })
    .optional()
    .transform((value) => value || undefined),
  is_availabled: z
    .enum(['true', 'false'], { message: 'validation.invalid_option' })
    .optional()
    .transform((value) => (value === undefined ? undefined : value === 'true')),
})
export type StaffServiceListQuery = z.input<typeof staffServiceListQuery>

/** POST /staff/services: both names (unique, letter case ignored); the code is derived from the English name when not given. */
export const serviceCreateSchema = z.strictObject({
  name_en: serviceName,
  name_es: serviceName,
  code: z
    .string()
    .trim()
    .max(maxServiceCodeLength, { message: 'validation.too_long' })
    .regex(serviceCodePattern, { message: 'services.code_format' })
    .optional()
    .or(z.literal('').transform(() => undefined)),
  is_availabled: z.boolean({ message: 'validation.boolean' }).optional(),
})
export type ServiceCreate = z.input<typeof serviceCreateSchema>

/** PATCH /staff/services/{id}: rename (either language) and enable or disable; the code never changes; nothing given changes nothing. */
export const serviceUpdateSchema = z.strictObject({
  name_en: serviceName.optional(),
  name_es: serviceName.optional(),
  is_availabled: z.boolean({ message: 'validation.boolean' }).optional(),
})
export type ServiceUpdate = z.input<typeof serviceUpdateSchema>

export const serviceIdParams = z.object({ id: z.uuid({ message: 'validation.uuid' }) })
