import type { ClientStatus, clientCreateSchema, clientUpdateSchema, Locale } from '@hotel/contract'
import { eq } from 'drizzle-orm'
import type { z } from 'zod'
import type { Db } from '../../db/client.ts'
import { clients } from '../../db/schema/index.ts'
import type { Actor, ClientRow } from '../../http/auth.ts'
import {
  type Duplicate,
  duplicateError,
  findDuplicates,
  fromUniqueViolation,
  normalizePhone,
} from '../accounts/service.ts'
import { revokeClientTokens, toClientUser } from '../accounts/sessions.ts'
import { recordAudit, recordCreation } from '../audit/record.ts'
import { clientNotFound } from './queries.ts'

export interface ClientsDeps {
  db: Db
  /** The language of a desk-created guest's mails when staff do not say. */
  defaultLocale: Locale
}

type ClientCreate = z.output<typeof clientCreateSchema>
type ClientUpdate = z.output<typeof clientUpdateSchema>

/** The contact facts staff edit, as the API names them, and their columns. */
const contactColumns = {
  name: 'name',
  last_name: 'lastName',
  email: 'email',
  phone: 'phone',
  identification: 'identification',
  city: 'city',
  country: 'country',
  description: 'description',
} as const satisfies Record<keyof ClientUpdate, keyof ClientRow>
type ContactField = keyof typeof contactColumns

/** What the audit log keeps of a client: the profile and status, never the password hash or Google id. */
function auditSummary(row: ClientRow) {
  const { id, profile_image, created_at, ...summary } = toClientUser(row)
  return summary
}

/**
 * The guests' own duplicate rules, but said to staff: an e-mail that a Google account uses is simply taken
 * (the guest's "sign in with Google" message would be meant for the guest).
 */
async function refuseDuplicates(
  db: Db,
  fields: { email?: string; phone?: string; identification?: string },
  exceptId?: string,
) {
  const found = await findDuplicates(db, fields, exceptId)
  const said = found.map((code): Duplicate => (code === 'social_account_registered' ? 'email_taken' : code))
  if (said.length) throw duplicateError([...new Set(said)])
}

/** The client's row, locked until the transaction ends. */
async function lockClient(tx: Db, id: string): Promise<ClientRow> {
  const [row] = await tx.select().from(clients).where(eq(clients.id, id)).for('update')
  if (!row) throw clientNotFound()
  return row
}

/** A unique index a concurrent write won answers as the friendly check does. */
async function uniquely<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work()
  } catch (error) {
    throw fromUniqueViolation(error) ?? error
  }
}

/** POST /staff/clients: a guest without a password, who takes the account over with the password-reset flow. */
export async function createClient(deps: ClientsDeps, actor: Actor, input: ClientCreate): Promise<ClientRow> {
  await refuseDuplicates(deps.db, input)
  return uniquely(() =>
    deps.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(clients)
        .values({
          name: input.name,
          lastName: input.last_name,
          email: input.email,
          phone: normalizePhone(input.phone),
          identification: input.identification,
          city: input.city ?? null,
          country: input.country,
          birthDate: input.birth_date ?? null,
          description: input.description ?? null,
          locale: input.locale ?? deps.defaultLocale,
        })
        .returning()
      if (!row) throw new Error('client not inserted')
      await recordCreation(tx, actor, 'clients.create', 'client', row.id, auditSummary(row))
      return row
    }),
  )
}

/**
 * PATCH /staff/clients/{id}: the fields given that differ from the client's; e-mail, phone and identification
 * stay unique. The audit entry holds the changed fields before and after; a change of nothing records nothing.
 */
export async function updateClient(
  db: Db,
  actor: Actor,
  id: string,
  input: ClientUpdate,
): Promise<ClientRow> {
  return uniquely(() =>
    db.transaction(async (tx) => {
      const before = await lockClient(tx, id)
      const wanted = { ...input, phone: input.phone === undefined ? undefined : normalizePhone(input.phone) }
      const changed = (Object.keys(contactColumns) as ContactField[]).filter(
        (field) => wanted[field] !== undefined && wanted[field] !== before[contactColumns[field]],
      )
      if (!changed.length) return before
      const given = (field: 'email' | 'phone' | 'identification') =>
        changed.includes(field) ? (wanted[field] ?? undefined) : undefined
      await refuseDuplicates(
        tx,
        { email: given('email'), phone: given('phone'), identification: given('identification') },
        id,
      )
      const set: Partial<typeof clients.$inferInsert> = Object.fromEntries(
        changed.map((field) => [contactColumns[field], wanted[field]]),
      )
      const [row] = await tx
        .update(clients)
        .set({ ...set, updatedAt: new Date() })
        .where(eq(clients.id, id))
        .returning()
      if (!row) throw clientNotFound()
      const pick = (from: ClientRow) =>
        Object.fromEntries(changed.map((field) => [field, from[contactColumns[field]]]))
      await recordAudit(tx, actor, {
        action: 'clients.update',
        entity: 'client',
        entityId: id,
        before: pick(before),
        after: pick(row),
      })
      return row
    }),
  )
}

/**
 * Suspends or restores a client. Suspending ends every session of the guest at once (sign-in already refuses a
 * suspended account); restoring ends any session that reached the database around the suspension, so none
 * from before it comes back. Asking for the status the client already has changes and records nothing.
 */
export async function setClientStatus(
  db: Db,
  actor: Actor,
  id: string,
  status: ClientStatus,
): Promise<ClientRow> {
  return db.transaction(async (tx) => {
    const before = await lockClient(tx, id)
    if (before.status === status) return before
    const [row] = await tx
      .update(clients)
      .set({ status, updatedAt: new Date() })
      .where(eq(clients.id, id))
      .returning()
    if (!row) throw clientNotFound()
    await revokeClientTokens(tx, id)
    await recordAudit(tx, actor, {
      action: status === 'suspended' ? 'clients.suspend' : 'clients.restore',
      entity: 'client',
      entityId: id,
      before: { status: before.status },
      after: { status },
    })
    return row
  })
}
