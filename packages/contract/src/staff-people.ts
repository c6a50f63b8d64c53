// Staff people and their sessions, as the dashboard's staff screens and "my account" see them: invitations,
// the staff list and detail, suspend and restore, changing or resetting one's password.
import { z } from 'zod'
import { email, oneTimeCode, password, phone, requiredText, storable, storableText } from './auth.ts'
import { pageSchema, pagingQuery } from './paging.ts'
import { type Permission, permissions, staffRoles } from './permissions.ts'
import { staffLoginAnswerSchema, staffStatuses, staffUserSchema } from './staff.ts'

const permissionEnum = z.enum(permissions as [Permission, ...Permission[]])

const confirmed = <T extends { password: string; password_confirmation: string }>(
  value: T,
  ctx: z.RefinementCtx,
) => {
  if (value.password !== value.password_confirmation)
    ctx.addIssue({ code: 'custom', path: ['password_confirmation'], message: 'validation.password_mismatch' })
}

const confirmation = z.string({ message: 'validation.required' })

/** What a list's `?search=` takes: a few words, trimmed. */
const search = z
  .string()
  .trim()
  .max(100, { message: 'validation.too_long' })
  .refine(storableText, storable)
  .optional()

// Invitations

/** POST /staff/invitations: the invited person and the role they will have. */
export const staffInvitationCreateSchema = z.strictObject({
  email,
  name: requiredText(100),
  last_name: requiredText(100),
  role: z.enum(staffRoles, { message: 'validation.invalid_option' }),
})
export type StaffInvitationCreate = z.infer<typeof staffInvitationCreateSchema>

/** A pending invitation, as the owner sees it (never its token). */
export const staffInvitationSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  name: z.string(),
  last_name: z.string(),
  role: z.enum(staffRoles),
  invited_by: z.object({ id: z.uuid(), name: z.string(), last_name: z.string() }).nullable(),
  expires_at: z.string(),
  /** Its mail could not be sent: send it again. */
  mail_failed: z.boolean(),
  created_at: z.string(),
})
export type StaffInvitation = z.infer<typeof staffInvitationSchema>

export const staffInvitationIdParams = z.object({ id: z.uuid({ message: 'validation.uuid' }) })
/** The link's token; an empty one answers "token missing", an unknown one "invite not found". */
export const staffInvitationTokenParams = z.object({ token: z.string() })

export const staffInvitationAnswerSchema = z.object({ message: z.string(), data: staffInvitationSchema })
export type StaffInvitationAnswer = z.infer<typeof staffInvitationAnswerSchema>

/** GET /staff/invitations: pending invitations (neither used, revoked nor expired). */
export const staffInvitationListQuery = pagingQuery(['created_at', 'email', 'expires_at']).extend({ search })
export type StaffInvitationListQuery = z.infer<typeof staffInvitationListQuery>
export const staffInvitationPageSchema = pageSchema(staffInvitationSchema)
export type StaffInvitationPage = z.infer<typeof staffInvitationPageSchema>

/** GET /staff/invitations/{token}: who the link invites (no session needed). */
export const staffInvitationPreviewSchema = z.object({
  email: z.string(),
  name: z.string(),
  last_name: z.string(),
  role: z.enum(staffRoles),
})
export type StaffInvitationPreview = z.infer<typeof staffInvitationPreviewSchema>

/** POST /staff/invitations/{token}/accept: the password of the new account. */
export const staffInvitationAcceptSchema = z
  .strictObject({ password, password_confirmation: confirmation })
  .superRefine(confirmed)
export type StaffInvitationAccept = z.infer<typeof staffInvitationAcceptSchema>

/** Accepting answers as a sign-in does: the session (its cookie is set) and a welcome. */
export const staffInvitationAcceptAnswerSchema = staffLoginAnswerSchema
export type StaffInvitationAcceptAnswer = z.infer<typeof staffInvitationAcceptAnswerSchema>

// Staff people

export const staffUserOrderBy = ['name', 'email', 'created_at'] as const

/** GET /staff/users: search by name, last name, e-mail or phone; filter by status. */
export const staffUserListQuery = pagingQuery(staffUserOrderBy).extend({
  search,
  status: z.enum(staffStatuses, { message: 'validation.invalid_option' }).optional(),
})
export type StaffUserListQuery = z.infer<typeof staffUserListQuery>

export const staffUserIdParams = z.object({ id: z.uuid({ message: 'validation.uuid' }) })

export const staffUserListItemSchema = staffUserSchema.extend({ created_at: z.string() })
export type StaffUserListItem = z.infer<typeof staffUserListItemSchema>
export const staffUserPageSchema = pageSchema(staffUserListItemSchema)
export type StaffUserPage = z.infer<typeof staffUserPageSchema>

/** GET /staff/users/{id}: the person, their roles and the permissions given to them directly. */
export const staffUserDetailSchema = staffUserListItemSchema.extend({
  direct_permissions: z.array(permissionEnum),
  updated_at: z.string(),
})
export type StaffUserDetail = z.infer<typeof staffUserDetailSchema>

export const staffUserDetailAnswerSchema = z.object({ data: staffUserDetailSchema })

/** PATCH /staff/users/{id}: any of the contact facts; phone and identification may be cleared with null. */
export const staffUserUpdateSchema = z.strictObject({
  name: requiredText(100).optional(),
  last_name: requiredText(100).optional(),
  email: email.optional(),
  phone: phone.nullable().optional(),
  identification: requiredText(40).nullable().optional(),
})
export type StaffUserUpdate = z.infer<typeof staffUserUpdateSchema>

/** The answer of an edit, a suspension or a restoration: what happened, and the person now. */
export const staffUserChangeAnswerSchema = z.object({ message: z.string(), data: staffUserDetailSchema })
export type StaffUserChangeAnswer = z.infer<typeof staffUserChangeAnswerSchema>

// My account

/** PUT /staff/auth/password: other sessions end, this one stays. */
export const staffPasswordChangeSchema = z
  .strictObject({
    current_password: z
      .string({ message: 'validation.required' })
      .min(1, { message: 'validation.required' })
      .max(200, { message: 'validation.too_long' }),
    password,
    password_confirmation: confirmation,
  })
  .superRefine(confirmed)
export type StaffPasswordChange = z.infer<typeof staffPasswordChangeSchema>

/** POST /staff/auth/password/forgot: the same answer whether or not the e-mail belongs to staff. */
export const staffPasswordForgotSchema = z.strictObject({ email })
export type StaffPasswordForgot = z.infer<typeof staffPasswordForgotSchema>

/** POST /staff/auth/password/reset: the mailed code and the new password; every session ends. */
export const staffPasswordResetSchema = z
  .strictObject({ email, code: oneTimeCode, password, password_confirmation: confirmation })
  .superRefine(confirmed)
export type StaffPasswordReset = z.infer<typeof staffPasswordResetSchema>
