import { eq, sql } from 'drizzle-orm'
import { staffInvitations, staffUserRoles, staffUsers } from '../../db/schema/index.ts'
import { hashPassword } from '../../lib/password-hashing.ts'
import { refuseCommonPassword } from '../accounts/passwords.ts'
import { duplicateError } from '../accounts/service.ts'
import { recordAudit } from '../audit/record.ts'
import { startSession } from '../staff-auth/service.ts'
import type { StaffDeps } from './deps.ts'
import { pendingInvitation } from './invitations.ts'
import { fromUniqueViolation } from './queries.ts'

/**
 * Accepts an invitation: the active staff member it describes, with its role and the chosen password; the
 * invitation is spent; and a session starts, as a sign-in would. One transaction holding the invitation's
 * row, so a link accepted twice at once makes one account, and the second try answers "invite not found".
 */
export async function acceptInvitation(deps: StaffDeps, token: string, password: string, ip: string) {
  // Before anything is spent: a person who picked a common password keeps a working link.
  refuseCommonPassword(password)
  // The token is checked before the password is hashed, so that guessing links costs no hashing.
  await pendingInvitation(deps.db, token)
  const passwordHash = await hashPassword(password)
  const user = await deps.db
    .transaction(async (tx) => {
      const invitation = await pendingInvitation(tx, token, true)
      const [taken] = await tx
        .select({ id: staffUsers.id })
        .from(staffUsers)
        .where(eq(sql`lower(${staffUsers.email})`, invitation.email.toLowerCase()))
        .limit(1)
      if (taken) throw duplicateError(['email_taken'])
      const [created] = await tx
        .insert(staffUsers)
        .values({
          name: invitation.name,
          lastName: invitation.lastName,
          email: invitation.email,
          passwordHash,
        })
        .returning()
      if (!created) throw new Error('staff member not inserted')
      await tx.insert(staffUserRoles).values({ userId: created.id, role: invitation.role })
      await tx
        .update(staffInvitations)
        .set({ acceptedAt: new Date() })
        .where(eq(staffInvitations.id, invitation.id))
      await recordAudit(
        tx,
        { staffId: created.id, ip },
        {
          action: 'staff.invitation_accept',
          entity: 'staff_user',
          entityId: created.id,
          after: {
            email: created.email,
            name: created.name,
            last_name: created.lastName,
            roles: [invitation.role],
            status: created.status,
            invitation: invitation.id,
          },
        },
      )
      return created
    })
    .catch((error: unknown) => {
      throw fromUniqueViolation(error) ?? error
    })
  return startSession(deps.db, user, deps.session)
}
