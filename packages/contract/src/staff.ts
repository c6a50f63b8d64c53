import { z } from 'zod'
import { staffRoles } from './permissions.ts'

export const staffLoginSchema = z.object({
  email: z.email({ message: 'validation.email' }).max(254),
  password: z.string().min(1, { message: 'validation.required' }).max(200),
})
export type StaffLogin = z.infer<typeof staffLoginSchema>

export const staffUserSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  last_name: z.string(),
  email: z.string(),
  role: z.enum(staffRoles),
  status: z.enum(['active', 'suspended']),
})
export type StaffUser = z.infer<typeof staffUserSchema>

export const staffSessionSchema = z.object({ message: z.string(), token: z.string(), user: staffUserSchema })
export type StaffSession = z.infer<typeof staffSessionSchema>
