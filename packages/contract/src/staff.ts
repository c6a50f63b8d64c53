import { z } from 'zod'
import { type Permission, permissions, staffRoles } from './permissions.ts'

export const staffLoginSchema = z.object({
  email: z.email({ message: 'validation.email' }).max(254),
  password: z.string().min(1, { message: 'validation.required' }).max(200),
})
export type StaffLogin = z.infer<typeof staffLoginSchema>

export const staffStatuses = ['active', 'suspended'] as const

export const staffUserSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  last_name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  identification: z.string().nullable(),
  roles: z.array(z.enum(staffRoles)),
  status: z.enum(staffStatuses),
})
export type StaffUser = z.infer<typeof staffUserSchema>

/**
 * A staff session as the dashboard sees it: who, what they may do, and the token its unsafe requests echo. The
 * session itself is an HttpOnly cookie that no page script can read.
 */
export const staffSessionSchema = z.object({
  user: staffUserSchema,
  permissions: z.array(z.enum(permissions as [Permission, ...Permission[]])),
  csrf_token: z.string(),
})
export type StaffSession = z.infer<typeof staffSessionSchema>

/** POST /staff/auth/login answers the session with its welcome message. */
export const staffLoginAnswerSchema = staffSessionSchema.extend({ message: z.string() })
export type StaffLoginAnswer = z.infer<typeof staffLoginAnswerSchema>
