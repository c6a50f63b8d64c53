import type {
  Locale,
  StaffInvitation,
  StaffInvitationCreate,
  StaffInvitationListQuery,
  StaffInvitationPreview,
  StaffUser,
} from '@hotel/contract'
import { and, count, eq, gt, ilike, isNull, or, type SQL, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { staffInvitations, staffUsers } from '../../db/schema/index.ts'
import type { Actor } from '../../http/auth.ts'
import { AppError } from '../../http/errors.ts'
import { pageOf, pageOrder, pageWindow } from '../../http/paging.ts'
import { hashToken, newToken } from '../../http/tokens.ts'
import { deliverSoon, enqueueIn } from '../../integrations/mail-outbox.ts'
import { duplicateError } from '../accounts/service.ts'
import { recordAudit } from '../audit/record.ts'
import type { StaffDeps, Tx } from './deps.ts'
import { invitationMail } from './mails.ts'
import { likePattern } from './queries.ts'

/** How long an invitation's link works. */
const invitationHours = 72

type InvitationRow = typeof staffInvitations.$inferSelect

const invitationNotFound = () => new AppError('invitation_not_found', 'invitations.not_found')

const pending = (now = new Date()) =>
  and(
    isNull(staffInvitations.acceptedAt),
    isNull(staffInvitations.revokedAt),
    gt(staffInvitations.expiresAt, now),
  )

const sameEmail = (column: typeof staffUsers.email | typeof staffInvitations.email, email: string) =>
  eq(sql`lower(${column})`, email.toLowerCase())

/** The invitation a link's token names while it is pending (FOR UPDATE inside a transaction), else 404. */
export async function pendingInvitation(db: Db | Tx, token: string, lock = false): Promise<InvitationRow> {
  const given = token.trim()
  if (!given) throw new AppError('token_missing', 'invitations.token_missing')
  // Our tokens are 43 characters; anything much longer names nothing and is not worth hashing.
  if (given.length > 200) throw invitationNotFound()
  const query = db
    .select()
    .from(staffInvitations)
    .where(and(eq(staffInvitations.tokenHash, hashToken(given)), pending()))
    .limit(1)
  const [row] = lock ? await query.for('update') : await query
  if (!row) throw invitationNotFound()
  return row
}

/** What the audit log keeps of an invitation: never its token or the token's hash. */
const summary = (row: InvitationRow) => ({
  email: row.email,
  name: row.name,
  last_name: row.lastName,
  role: row.role,
  expires_at: row.expiresAt.toISOString(),
})

function toInvitation(
  row: InvitationRow,
  inviter: { id: string; name: string; lastName: string } | null,
): StaffInvitation {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    last_name: row.lastName,
    role: row.role,
    invited_by: inviter ? { id: inviter.id, name: inviter.name, last_name: inviter.lastName } : null,
    expires_at: row.expiresAt.toISOString(),
    mail_failed: row.mailFailedAt !== null,
    created_at: row.createdAt.toISOString(),
  }
}

/**
 * Invites a person: a single-use link valid `invitationHours`, mailed in the inviter's language. The mail is
 * enqueued in the outbox inside the invitation's transaction, so the invitation and its mail commit together or
 * not at all; the outbox delivers it after the answer (a failed delivery marks the invitation, so the pending
 * list says so). An earlier pending invitation of the same e-mail stops working; an e-mail that already belongs
 * to a staff member is 409; only an owner may invite an owner.
 */
export async function inviteStaff(
  deps: StaffDeps,
  inviter: StaffUser,
  actor: Actor,
  input: StaffInvitationCreate,
  locale: Locale,
): Promise<StaffInvitation> {
  if (input.role === 'owner' && !inviter.roles.includes('owner'))
    throw new AppError('forbidden', 'auth.forbidden')
  const { token, hash } = newToken()
  const row = await deps.db.transaction(async (tx) => {
    // Invitations of one e-mail queue, so that only one of them is ever pending.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`staff-invitation:${input.email}`}))`)
    const [taken] = await tx
      .select({ id: staffUsers.id })
      .from(staffUsers)
      .where(sameEmail(staffUsers.email, input.email))
      .limit(1)
    if (taken) throw duplicateError(['email_taken'])
    const voided = await tx
      .update(staffInvitations)
      .set({ revokedAt: new Date() })
      .where(and(sameEmail(staffInvitations.email, input.email), pending()))
      .returning({ id: staffInvitations.id })
    const [created] = await tx
      .insert(staffInvitations)
      .values({
        email: input.email,
        name: input.name,
        lastName: input.last_name,
        role: input.role,
        tokenHash: hash,
        invitedBy: actor.staffId,
        expiresAt: new Date(Date.now() + invitationHours * 3600_000),
      })
      .returning()
    if (!created) throw new Error('invitation not inserted')
    await recordAudit(tx, actor, {
      action: 'staff.invite',
      entity: 'staff_invitation',
      entityId: created.id,
      after: { ...summary(created), replaces: voided.map((v) => v.id) },
    })
    const mail = invitationMail({
      to: created.email,
      name: created.name,
      inviter: `${inviter.name} ${inviter.last_name}`,
      role: created.role,
      link: `${deps.config.publicUrl}/dashboard/invitation/${token}`,
      hours: invitationHours,
      hotel: deps.config.HOTEL_NAME,
      locale,
    })
    // The outbox retries a failed delivery, but the first failure already flags the invitation for the owner.
    const markFailed = async () => {
      await deps.db
        .update(staffInvitations)
        .set({ mailFailedAt: new Date() })
        .where(eq(staffInvitations.id, created.id))
    }
    await enqueueIn(deps.mailer, tx, mail, { onFailure: markFailed })
    return created
  })
  deliverSoon(deps.mailer)
  return toInvitation(row, { id: inviter.id, name: inviter.name, lastName: inviter.last_name })
}

/** Pending invitations (neither used, revoked nor expired), with who sent them. */
export async function listInvitations(db: Db, query: StaffInvitationListQuery) {
  const filters: (SQL | undefined)[] = [pending()]
  if (query.search) {
    const pattern = likePattern(query.search)
    filters.push(
      or(
        ilike(staffInvitations.email, pattern),
        ilike(staffInvitations.name, pattern),
        ilike(staffInvitations.lastName, pattern),
      ),
    )
  }
  const where = and(...filters)
  const { limit, offset } = pageWindow(query)
  const [rows, [total]] = await Promise.all([
    db
      .select({
        invitation: staffInvitations,
        inviter: { id: staffUsers.id, name: staffUsers.name, lastName: staffUsers.lastName },
      })
      .from(staffInvitations)
      .leftJoin(staffUsers, eq(staffUsers.id, staffInvitations.invitedBy))
      .where(where)
      .orderBy(
        ...pageOrder(
          query,
          {
            created_at: staffInvitations.createdAt,
            email: sql`lower(${staffInvitations.email})`,
            expires_at: staffInvitations.expiresAt,
          },
          staffInvitations.id,
        ),
      )
      .limit(limit)
      .offset(offset),
    db.select({ value: count() }).from(staffInvitations).where(where),
  ])
  return pageOf(
    rows.map((r) => toInvitation(r.invitation, r.inviter)),
    total?.value ?? 0,
    query,
  )
}

/** Revokes a pending invitation: its link stops working. Anything else is 404. */
export async function revokeInvitation(db: Db, actor: Actor, id: string) {
  return db.transaction(async (tx) => {
    const [revoked] = await tx
      .update(staffInvitations)
      .set({ revokedAt: new Date() })
      .where(and(eq(staffInvitations.id, id), pending()))
      .returning()
    if (!revoked) throw invitationNotFound()
    await recordAudit(tx, actor, {
      action: 'staff.invitation_revoke',
      entity: 'staff_invitation',
      entityId: revoked.id,
      before: { ...summary(revoked), status: 'pending' },
      after: { status: 'revoked' },
    })
    return revoked
  })
}

/** Who a link invites, for the page where they choose a password. */
export async function previewInvitation(db: Db, token: string): Promise<StaffInvitationPreview> {
  const row = await pendingInvitation(db, token)
  return { email: row.email, name: row.name, last_name: row.lastName, role: row.role }
}
