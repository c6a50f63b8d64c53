import type { Locale } from '@hotel/contract'
import { and, eq, isNull, ne, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { staffTokens, staffUsers } from '../../db/schema/index.ts'
import type { Defer } from '../../http/after-reply.ts'
import type { Actor } from '../../http/auth.ts'
import { AppError } from '../../http/errors.ts'
import { deliverSoon, enqueueIn } from '../../integrations/mail-outbox.ts'
import { hashPassword, verifyPassword } from '../../lib/password-hashing.ts'
import { codeInvalid } from '../accounts/codes.ts'
import { codeMail } from '../accounts/mails.ts'
import { refuseCommonPassword } from '../accounts/passwords.ts'
import { recordAudit } from '../audit/record.ts'
import { revokeSessionsOf } from '../staff-auth/service.ts'
import { createStaffCode, spendStaffCode } from './codes.ts'
import type { StaffDeps } from './deps.ts'

// A signed-in person's own account: a new password, signing out everywhere, and a forgotten password.

const byEmail = (email: string) => eq(sql`lower(${staffUsers.email})`, email.trim().toLowerCase())

/** Ends a person's sessions but `keep`; the number ended. */
async function endSessionsBut(db: Db, userId: string, keep: string) {
  const ended = await db
    .update(staffTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(staffTokens.userId, userId), isNull(staffTokens.revokedAt), ne(staffTokens.id, keep)))
    .returning({ id: staffTokens.id })
  return ended.length
}

/**
 * A new password, given the current one (422 `current_password_invalid` on the field otherwise); every other
 * session of the person ends, this one stays.
 */
export async function changeOwnPassword(
  db: Db,
  actor: Actor,
  sessionId: string,
  input: { current_password: string; password: string },
) {
  refuseCommonPassword(input.password)
  const [row] = await db
    .select({ passwordHash: staffUsers.passwordHash })
    .from(staffUsers)
    .where(eq(staffUsers.id, actor.staffId))
    .limit(1)
  if (!row || !(await verifyPassword(row.passwordHash, input.current_password)))
    throw new AppError(
      'current_password_invalid',
      'staff_users.current_password_wrong',
      {},
      { current_password: [{ key: 'staff_users.current_password_wrong' }] },
    )
  const passwordHash = await hashPassword(input.password)
  await db.transaction(async (tx) => {
    await tx
      .update(staffUsers)
      .set({ passwordHash, updatedAt: new Date() })
      .where(eq(staffUsers.id, actor.staffId))
    const ended = await endSessionsBut(tx, actor.staffId, sessionId)
    await recordAudit(tx, actor, {
      action: 'staff.password_change',
      entity: 'staff_user',
      entityId: actor.staffId,
      after: { password: 'changed', other_sessions_ended: ended },
    })
  })
}

/** Ends every session of the signed-in person, this one too. */
export async function signOutEverywhere(db: Db, actor: Actor) {
  await db.transaction(async (tx) => {
    await revokeSessionsOf(tx, actor.staffId)
    await recordAudit(tx, actor, {
      action: 'staff.sign_out_everywhere',
      entity: 'staff_user',
      entityId: actor.staffId,
      after: { sessions: 'ended' },
    })
  })
}

/**
 * Mails a reset code when the e-mail belongs to an active staff member. The answer never tells whether it
 * does: the request does the same one lookup either way, and the code is made and mailed after the answer
 * (`defer`), where a failure or the person's cap on codes is logged, never told.
 */
export async function requestStaffResetCode(deps: StaffDeps, email: string, locale: Locale, defer: Defer) {
  const [row] = await deps.db
    .select({ id: staffUsers.id, email: staffUsers.email, name: staffUsers.name, status: staffUsers.status })
    .from(staffUsers)
    .where(byEmail(email))
    .limit(1)
  if (row?.status !== 'active') return
  defer(async () => {
    const minutes = deps.config.OTP_EXPIRY_MINUTES
    // The code and its mail commit together: a code that counts against the caps has always been mailed.
    const code = await deps.db.transaction(async (tx) => {
      const made = await createStaffCode(tx, row.id, minutes)
      if (made !== null)
        await enqueueIn(
          deps.mailer,
          tx,
          codeMail({
            to: row.email,
            name: row.name,
            code: made,
            minutes,
            hotel: deps.config.HOTEL_NAME,
            locale,
            purpose: 'password_reset',
          }),
        )
      return made
    })
    if (code === null) {
      deps.log.info({ staff: row.id }, 'staff reset code not sent: the account reached its cap')
      return
    }
    deliverSoon(deps.mailer)
  })
}

/**
 * A new password with a mailed code: the code is spent, the password set and every session of the person
 * ends, in one transaction with its audit entry. An unknown e-mail answers as a wrong code does.
 */
export async function resetStaffPassword(
  deps: StaffDeps,
  input: { email: string; code: string; password: string },
  ip: string,
) {
  // Before the code is checked: a person who picked a common password keeps the code's tries.
  refuseCommonPassword(input.password)
  const [row] = await deps.db
    .select({ id: staffUsers.id })
    .from(staffUsers)
    .where(byEmail(input.email))
    .limit(1)
  if (!row) throw codeInvalid()
  await spendStaffCode(
    deps.db,
    { staffId: row.id, code: input.code, maxAttempts: deps.config.OTP_MAX_ATTEMPTS },
    // Hashed only once the code is right: a wrong code answers as fast for a known e-mail as for another.
    async (tx) => {
      const passwordHash = await hashPassword(input.password)
      await tx
        .update(staffUsers)
        .set({ passwordHash, updatedAt: new Date() })
        .where(eq(staffUsers.id, row.id))
      await revokeSessionsOf(tx, row.id)
      await recordAudit(
        tx,
        { staffId: row.id, ip },
        {
          action: 'staff.password_reset',
          entity: 'staff_user',
          entityId: row.id,
          after: { password: 'reset', sessions: 'ended' },
        },
      )
    },
  )
}
