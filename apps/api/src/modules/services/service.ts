import {
  type Locale,
  type PagingQuery,
  type Service,
  type StaffService,
  serviceCodeOf,
  type serviceCreateSchema,
  type serviceUpdateSchema,
  type staffServiceListQuery,
} from '@hotel/contract'
import { and, count, eq, ilike, ne, or, type SQL, sql } from 'drizzle-orm'
import type { z } from 'zod'
import type { Db } from '../../db/client.ts'
import { pgError, uniqueViolation } from '../../db/errors.ts'
import { roomServices, services, staffUsers } from '../../db/schema/index.ts'
import type { Actor } from '../../http/auth.ts'
import { AppError } from '../../http/errors.ts'
import type { MessageKey } from '../../http/messages/index.ts'
import { pageOf, pageOrder, pageWindow } from '../../http/paging.ts'
import { recordAudit, recordCreation } from '../audit/record.ts'

type ServiceRow = typeof services.$inferSelect

/**
 * The services guests see: only enabled ones. Every guest-facing read of services goes through this condition
 * (the public list here; the rooms' cards and pages filter `s.is_availabled` in their one aggregate query), so
 * disabling a service hides it everywhere at once.
 */
const shownToGuests = eq(services.isAvailabled, true)

/** GET /services: the enabled services, named in the request's language. */
export async function listServices(db: Db, locale: Locale, query: PagingQuery<'name' | 'created_at'>) {
  const name = locale === 'es' ? services.nameEs : services.nameEn
  const { limit, offset } = pageWindow(query)
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(services)
      .where(shownToGuests)
      .orderBy(...pageOrder(query, { name, created_at: services.createdAt }, services.id))
      .limit(limit)
      .offset(offset),
    db.select({ value: count() }).from(services).where(shownToGuests),
  ])
  const data: Service[] = rows.map((row) => ({
    id: row.id,
    code: row.code,
    name: locale === 'es' ? row.nameEs : row.nameEn,
    is_availabled: row.isAvailabled,
    created_by: row.createdBy,
  }))
  return pageOf(data, total?.value ?? 0, query)
}

// ---- Staff: /staff/services ----

// The outer row's id, qualified (see inbox/inbox.ts: a lone column may be written without its table).
const serviceId = sql.raw('"services"."id"')
const roomCount = sql<number>`(select count(*)::int from ${roomServices} rs where rs.service_id = ${serviceId})`
const creatorName = sql<string | null>`${staffUsers.name} || ' ' || ${staffUsers.lastName}`

function toStaffService(row: ServiceRow, rooms: number, createdByName: string | null): StaffService {
  return {
    id: row.id,
    code: row.code,
    name_en: row.nameEn,
    name_es: row.nameEs,
    is_availabled: row.isAvailabled,
    created_by: row.createdBy,
    created_by_name: createdByName,
    rooms,
    created_at: row.createdAt.toISOString(),
  }
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, '\\$&')

/** GET /staff/services: every service, enabled or not, with how many rooms list it and who created it. */
export async function listStaffServices(
  db: Db,
  locale: Locale,
  query: z.output<typeof staffServiceListQuery>,
) {
  const conditions: SQL[] = []
  if (query.is_availabled !== undefined) conditions.push(eq(services.isAvailabled, query.is_availabled))
  if (query.search) {
    const pattern = `%${escapeLike(query.search)}%`
    const match = or(
      ilike(services.nameEn, pattern),
      ilike(services.nameEs, pattern),
      ilike(services.code, pattern),
    )
    if (match) conditions.push(match)
  }
  const where = conditions.length ? and(...conditions) : undefined
  const name = locale === 'es' ? sql`lower(${services.nameEs})` : sql`lower(${services.nameEn})`
  const { limit, offset } = pageWindow(query)
  const [rows, [total]] = await Promise.all([
    db
      .select({ service: services, rooms: roomCount, createdByName: creatorName })
      .from(services)
      .leftJoin(staffUsers, eq(staffUsers.id, services.createdBy))
      .where(where)
      .orderBy(...pageOrder(query, { name, created_at: services.createdAt }, services.id))
      .limit(limit)
      .offset(offset),
    db.select({ value: count() }).from(services).where(where),
  ])
  return pageOf(
    rows.map((row) => toStaffService(row.service, row.rooms, row.createdByName)),
    total?.value ?? 0,
    query,
  )
}

async function staffService(db: Db, id: string): Promise<StaffService> {
  const [row] = await db
    .select({ service: services, rooms: roomCount, createdByName: creatorName })
    .from(services)
    .leftJoin(staffUsers, eq(staffUsers.id, services.createdBy))
    .where(eq(services.id, id))
  if (!row) throw serviceNotFound()
  return toStaffService(row.service, row.rooms, row.createdByName)
}

const serviceNotFound = () => new AppError('service_not_found', 'services.not_found')

type NameField = 'name_en' | 'name_es'

function nameTaken(fields: NameField[]): AppError {
  return new AppError(
    'service_name_taken',
    'services.name_taken',
    {},
    Object.fromEntries(fields.map((field) => [field, [{ key: 'services.name_taken' as MessageKey }]])),
  )
}

const codeTaken = () =>
  new AppError('service_code_taken', 'services.code_taken', {}, { code: [{ key: 'services.code_taken' }] })

/** Which of the names given another service already has (letter case ignored, as the unique indexes do). */
async function takenNames(db: Db, names: { name_en?: string; name_es?: string }, exceptId?: string) {
  const checks: [NameField, SQL][] = []
  if (names.name_en) checks.push(['name_en', sql`lower(${services.nameEn}) = ${names.name_en.toLowerCase()}`])
  if (names.name_es) checks.push(['name_es', sql`lower(${services.nameEs}) = ${names.name_es.toLowerCase()}`])
  const taken: NameField[] = []
  for (const [field, condition] of checks) {
    const [row] = await db
      .select({ id: services.id })
      .from(services)
      .where(and(condition, exceptId ? ne(services.id, exceptId) : undefined))
      .limit(1)
    if (row) taken.push(field)
  }
  if (taken.length) throw nameTaken(taken)
}

/** A unique index a concurrent write won answers as the friendly checks do. */
async function uniquely<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work()
  } catch (error) {
    const cause = pgError(error)
    if (cause?.code === uniqueViolation) {
      if (cause.constraint === 'services_name_en_unique') throw nameTaken(['name_en'])
      if (cause.constraint === 'services_name_es_unique') throw nameTaken(['name_es'])
      if (cause.constraint === 'services_code_unique') throw codeTaken()
    }
    throw error
  }
}

/** A derived code not yet used: `hair_dryer`, else `hair_dryer_2`, `hair_dryer_3`... */
async function freeCode(db: Db, base: string): Promise<string> {
  const rows = await db
    .select({ code: services.code })
    .from(services)
    .where(or(eq(services.code, base), sql`${services.code} like ${`${escapeLike(base)}\\_%`}`))
  const used = new Set(rows.map((row) => row.code))
  if (!used.has(base)) return base
  for (let n = 2; ; n++) if (!used.has(`${base}_${n}`)) return `${base}_${n}`
}

const auditSummary = (row: ServiceRow) => ({
  code: row.code,
  name_en: row.nameEn,
  name_es: row.nameEs,
  is_availabled: row.isAvailabled,
})

/** POST /staff/services: both names unique (409 with the field), the code given (unique) or derived. */
export async function createService(
  db: Db,
  actor: Actor,
  input: z.output<typeof serviceCreateSchema>,
): Promise<StaffService> {
  await takenNames(db, input)
  if (input.code) {
    const [row] = await db.select({ id: services.id }).from(services).where(eq(services.code, input.code))
    if (row) throw codeTaken()
  }
  const code = input.code ?? (await freeCode(db, serviceCodeOf(input.name_en)))
  const id = await uniquely(() =>
    db.transaction(async (tx) => {
      const [row] = await tx
        .insert(services)
        .values({
          code,
          nameEn: input.name_en,
          nameEs: input.name_es,
          isAvailabled: input.is_availabled ?? true,
          createdBy: actor.staffId,
        })
        .returning()
      if (!row) throw new Error('service not inserted')
      await recordCreation(tx, actor, 'services.create', 'service', row.id, auditSummary(row))
      return row.id
    }),
  )
  return staffService(db, id)
}

/**
 * PATCH /staff/services/{id}: the names and `is_availabled` given that differ; a change of nothing records
 * nothing. Disabling hides the service from every room page and list at once (see `shownToGuests`).
 */
export async function updateService(
  db: Db,
  actor: Actor,
  id: string,
  input: z.output<typeof serviceUpdateSchema>,
): Promise<{ service: StaffService; changed: ('name_en' | 'name_es' | 'is_availabled')[] }> {
  const changed = await uniquely(() =>
    db.transaction(async (tx) => {
      const [before] = await tx.select().from(services).where(eq(services.id, id)).for('update')
      if (!before) throw serviceNotFound()
      const wanted = { name_en: input.name_en, name_es: input.name_es, is_availabled: input.is_availabled }
      const current = auditSummary(before)
      const fields = (['name_en', 'name_es', 'is_availabled'] as const).filter(
        (field) => wanted[field] !== undefined && wanted[field] !== current[field],
      )
      if (!fields.length) return fields
      await takenNames(
        tx,
        {
          name_en: fields.includes('name_en') ? wanted.name_en : undefined,
          name_es: fields.includes('name_es') ? wanted.name_es : undefined,
        },
        id,
      )
      const [row] = await tx
        .update(services)
        .set({ nameEn: wanted.name_en, nameEs: wanted.name_es, isAvailabled: wanted.is_availabled })
        .where(eq(services.id, id))
        .returning()
      if (!row) throw serviceNotFound()
      const after = auditSummary(row)
      await recordAudit(tx, actor, {
        action: 'services.update',
        entity: 'service',
        entityId: id,
        before: Object.fromEntries(fields.map((field) => [field, current[field]])),
        after: Object.fromEntries(fields.map((field) => [field, after[field]])),
      })
      return fields
    }),
  )
  return { service: await staffService(db, id), changed }
}
