import { isPermission, type StaffRole, type StaffUserDetail } from '@hotel/contract'
import { and, eq, inArray, ne, or, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { pgError, uniqueViolation } from '../../db/errors.ts'
import { staffUserPermissions, staffUserRoles, staffUsers } from '../../db/schema/index.ts'
import { AppError } from '../../http/errors.ts'
import { duplicateError, type Duplicate as GuestDuplicate } from '../accounts/service.ts'
import { type StaffRow, toStaffUser } from '../staff-auth/service.ts'

/** Staff have no Google accounts: only these three duplicates apply to them. */
export type Duplicate = Exclude<GuestDuplicate, 'social_account_registered'>

/** A unique index that a concurrent request won: the same answer as the friendly check. */
export function fromUniqueViolation(error: unknown): AppError | null {
  const cause = pgError(error)
  if (cause?.code !== uniqueViolation) return null
  const map: Record<string, Duplicate> = {
    staff_users_email_unique: 'email_taken',
    staff_users_phone_unique: 'phone_taken',
    staff_users_identification_unique: 'identification_taken',
  }
  const duplicate = cause.constraint ? map[cause.constraint] : undefined
  return duplicate ? duplicateError([duplicate]) : null
}

const phoneDigits = sql`regexp_replace(${staffUsers.phone}, '\D', '', 'g')`

/** Which of e-mail, phone and identification another staff member already uses (letter case aside). */
export async function findDuplicates(
  db: Db,
  fields: { email?: string; phone?: string | null; identification?: string | null },
  exceptId: string,
): Promise<Duplicate[]> {
  const email = fields.email?.toLowerCase()
  const identification = fields.identification?.toLowerCase()
  // Phones compare by their digits: "+505 8800 1111" and "(505) 8800-1111" are one phone.
  const phone = fields.phone?.replace(/\D/g, '')
  const conditions = [
    email ? eq(sql`lower(${staffUsers.email})`, email) : undefined,
    phone ? eq(phoneDigits, phone) : undefined,
    identification ? eq(sql`lower(${staffUsers.identification})`, identification) : undefined,
  ].filter(Boolean)
  if (!conditions.length) return []
  const matches = await db
    .select({ email: staffUsers.email, phone: staffUsers.phone, identification: staffUsers.identification })
    .from(staffUsers)
    .where(and(or(...conditions), ne(staffUsers.id, exceptId)))
  const found: Duplicate[] = []
  if (email && matches.some((m) => m.email.toLowerCase() === email)) found.push('email_taken')
  if (phone && matches.some((m) => m.phone?.replace(/\D/g, '') === phone)) found.push('phone_taken')
  if (identification && matches.some((m) => m.identification?.toLowerCase() === identification))
    found.push('identification_taken')
  return found
}

/** A LIKE pattern that finds `text` anywhere, its own % and _ taken literally. */
export const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`

export const staffNotFound = () => new AppError('staff_not_found', 'staff_users.not_found')

/** The roles of several people at once, for a page of a list. */
export async function rolesOfMany(db: Db, ids: string[]): Promise<Map<string, StaffRole[]>> {
  const byUser = new Map<string, StaffRole[]>(ids.map((id) => [id, []]))
  if (!ids.length) return byUser
  const rows = await db
    .select({ userId: staffUserRoles.userId, role: staffUserRoles.role })
    .from(staffUserRoles)
    .where(inArray(staffUserRoles.userId, ids))
  for (const row of rows) byUser.get(row.userId)?.push(row.role)
  for (const roles of byUser.values()) roles.sort()
  return byUser
}

/** A person as the staff screens show them: roles, the permissions given directly, when. */
export async function staffDetail(db: Db, id: string): Promise<StaffUserDetail> {
  const [row] = await db.select().from(staffUsers).where(eq(staffUsers.id, id)).limit(1)
  if (!row) throw staffNotFound()
  return detailOf(db, row)
}

export async function detailOf(db: Db, row: StaffRow): Promise<StaffUserDetail> {
  const [roles, direct] = await Promise.all([
    rolesOfMany(db, [row.id]),
    db
      .select({ permission: staffUserPermissions.permission })
      .from(staffUserPermissions)
      .where(eq(staffUserPermissions.userId, row.id)),
  ])
  return {
    ...toStaffUser(row, roles.get(row.id) ?? []),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    // Only what the catalogue still has.
    direct_permissions: direct
      .map((d) => d.permission)
      .filter(isPermission)
      .sort(),
  }
}
