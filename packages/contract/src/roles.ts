import { z } from 'zod'
import { email, storable, storableText } from './auth.ts'
import { type Permission, permissions, type StaffRole, staffRoles } from './permissions.ts'
import { staffUserSchema } from './staff.ts'

// Roles and permissions as the owner edits them: the matrix (GET /staff/roles), a role's grants
// (PUT /staff/roles/{role}/permissions) and grants by e-mail plus name (POST /staff/roles/assign, ...).

const labelSchema = z.object({ en: z.string(), es: z.string() })

const roleSchema = z.enum(staffRoles)
const permissionSchema = z.enum(permissions as [Permission, ...Permission[]])

/** A role in the matrix: its grants, whether the owner may edit them, and how many people hold it. */
export const roleEntrySchema = z.object({
  role: roleSchema,
  label: labelSchema,
  permissions: z.array(permissionSchema),
  /** False for the owner role, which holds every permission. */
  editable: z.boolean(),
  holders: z.number().int(),
})
export type RoleEntry = z.infer<typeof roleEntrySchema>

export const permissionEntrySchema = z.object({
  permission: permissionSchema,
  label: labelSchema,
  /** Held through the owner role only: no other role, and nobody directly, may be given it. */
  owner_only: z.boolean(),
})
export type PermissionEntry = z.infer<typeof permissionEntrySchema>

/** GET /staff/roles: every role with its grants, and the catalogue they are chosen from. */
export const roleMatrixSchema = z.object({
  roles: z.array(roleEntrySchema),
  permissions: z.array(permissionEntrySchema),
})
export type RoleMatrix = z.infer<typeof roleMatrixSchema>

// Names arrive as text, not as enums: an unknown role or permission is a 404 with its own message, as the spec
// asks, rather than a validation error.
const name = z
  .string({ message: 'validation.required' })
  .trim()
  .min(1, { message: 'validation.required' })
  .max(100, { message: 'validation.too_long' })
  .refine(storableText, storable)

export const roleParams = z.object({ role: z.string().max(100) })

/** PUT /staff/roles/{role}/permissions: the role's grants, all of them (what is left out is taken away). */
export const rolePermissionsUpdateSchema = z.object({
  permissions: z.array(name, { message: 'validation.required' }).max(200, { message: 'validation.too_big' }),
})
export type RolePermissionsUpdate = z.input<typeof rolePermissionsUpdateSchema>

/** POST /staff/roles/assign and /staff/roles/remove. */
export const roleGrantSchema = z.object({ email, role: name })
export type RoleGrant = z.input<typeof roleGrantSchema>

/** POST /staff/permissions/assign and /staff/permissions/remove. */
export const permissionGrantSchema = z.object({ email, permission: name })
export type PermissionGrant = z.input<typeof permissionGrantSchema>

/** What a grant by e-mail answers: the person as they are now, and everything they may now do. */
export const staffGrantsSchema = z.object({
  user: staffUserSchema,
  /** Permissions given to them directly, beside their roles'. */
  direct_permissions: z.array(permissionSchema),
  /** Everything they may do (their roles' grants and their own), as their next request sees it. */
  permissions: z.array(permissionSchema),
})
export type StaffGrants = z.infer<typeof staffGrantsSchema>

export const staffGrantsAnswerSchema = z.object({ message: z.string(), data: staffGrantsSchema })
export const roleEntryAnswerSchema = z.object({ message: z.string(), data: roleEntrySchema })

export const isStaffRole = (value: string): value is StaffRole =>
  (staffRoles as readonly string[]).includes(value)
