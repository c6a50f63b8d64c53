import type {
  PromotionStatus,
  promotionCreateSchema,
  promotionListQuery,
  promotionUpdateSchema,
  StaffPromotion,
} from '@hotel/contract'
import { and, asc, eq, ilike, inArray, ne, or, type SQL, sql } from 'drizzle-orm'
import type { z } from 'zod'
import type { Db } from '../../db/client.ts'
import { pgError, uniqueViolation } from '../../db/errors.ts'
import { promotionRooms, promotions, rooms } from '../../db/schema/index.ts'
import type { Actor } from '../../http/auth.ts'
import { AppError } from '../../http/errors.ts'
import { pageOf, pageOrder, pageWindow } from '../../http/paging.ts'
import { recordAudit, recordCreation } from '../audit/record.ts'

type PromotionRow = typeof promotions.$inferSelect
type Create = z.output<typeof promotionCreateSchema>
type Update = z.output<typeof promotionUpdateSchema>
type Duplicate = 'promotion_name_taken' | 'promotion_code_taken'

const promotionNotFound = () => new AppError('promotion_not_found', 'promotions.not_found')

const duplicateKeys = {
  promotion_name_taken: { field: 'name', key: 'promotions.name_taken' },
  promotion_code_taken: { field: 'promotional_code', key: 'promotions.code_taken' },
} as const

function duplicateError(found: Duplicate[]): AppError {
  const [first = 'promotion_name_taken'] = found
  return new AppError(
    first,
    duplicateKeys[first].key,
    {},
    Object.fromEntries(found.map((code) => [duplicateKeys[code].field, [{ key: duplicateKeys[code].key }]])),
  )
}

/** Which of the name and the code (those given; case ignored, as the unique indexes do) another promotion has. */
async function refuseDuplicates(db: Db, fields: { name?: string; code?: string }, exceptId?: string) {
  const tests: SQL[] = []
  if (fields.name) tests.push(sql`lower(${promotions.name}) = lower(${fields.name})`)
  if (fields.code) tests.push(sql`upper(${promotions.promotionalCode}) = upper(${fields.code})`)
  if (!tests.length) return
  const rows = await db
    .select({ name: promotions.name, code: promotions.promotionalCode })
    .from(promotions)
    .where(and(or(...tests), exceptId ? ne(promotions.id, exceptId) : undefined))
  const found: Duplicate[] = []
  if (fields.name && rows.some((r) => r.name.toLowerCase() === fields.name?.toLowerCase()))
    found.push('promotion_name_taken')
  if (fields.code && rows.some((r) => r.code.toUpperCase() === fields.code?.toUpperCase()))
    found.push('promotion_code_taken')
  if (found.length) throw duplicateError(found)
}

/** A unique index a concurrent write won answers as the friendly check does. */
async function uniquely<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work()
  } catch (error) {
    const cause = pgError(error)
    if (cause?.code === uniqueViolation && cause.constraint === 'promotions_name_unique')
      throw duplicateError(['promotion_name_taken'])
    if (cause?.code === uniqueViolation && cause.constraint === 'promotions_code_unique')
      throw duplicateError(['promotion_code_taken'])
    throw error
  }
}

/** The ids of the rooms numbered `numbers`; an unknown number is refused on the `rooms` field (422). */
async function roomIds(db: Db, numbers: number[]): Promise<string[]> {
  const rows = await db
    .select({ id: rooms.id, number: rooms.number })
    .from(rooms)
    .where(inArray(rooms.number, numbers))
  const known = new Set(rows.map((r) => r.number))
  const unknown = numbers.filter((n) => !known.has(n))
  if (unknown.length)
    throw new AppError(
      'validation_failed',
      'validation_failed',
      {},
      {
        rooms: unknown.slice(0, 5).map((number) => ({ key: 'promotions.room_unknown', params: { number } })),
      },
    )
  return rows.map((r) => r.id)
}

/** The room numbers of each promotion of `ids`, in one query. */
async function roomNumbers(db: Db, ids: string[]): Promise<Map<string, number[]>> {
  const map = new Map<string, number[]>()
  if (!ids.length) return map
  const rows = await db
    .select({ promotionId: promotionRooms.promotionId, number: rooms.number })
    .from(promotionRooms)
    .innerJoin(rooms, eq(rooms.id, promotionRooms.roomId))
    .where(inArray(promotionRooms.promotionId, ids))
    .orderBy(asc(rooms.number))
  for (const row of rows) map.set(row.promotionId, [...(map.get(row.promotionId) ?? []), row.number])
  return map
}

const toPromotion = (row: PromotionRow, numbers: number[]): StaffPromotion => ({
  id: row.id,
  name: row.name,
  promotional_code: row.promotionalCode,
  discount: row.discount,
  start_at: row.startAt,
  expired_at: row.expiredAt,
  status: row.status,
  rooms: numbers,
  created_at: row.createdAt.toISOString(),
})

const auditSummary = (p: StaffPromotion) => ({
  name: p.name,
  promotional_code: p.promotional_code,
  discount: p.discount,
  start_at: p.start_at,
  expired_at: p.expired_at,
  status: p.status,
  rooms: p.rooms,
})

const escapeLike = (text: string) => text.replace(/[\\%_]/g, '\\$&')

/** GET /staff/promotions: search in the name and the code, status filter, paged. */
export async function listPromotions(db: Db, query: z.output<typeof promotionListQuery>) {
  const where = and(
    query.status ? eq(promotions.status, query.status) : undefined,
    query.search
      ? or(
          ilike(promotions.name, `%${escapeLike(query.search)}%`),
          ilike(promotions.promotionalCode, `%${escapeLike(query.search)}%`),
        )
      : undefined,
  )
  const { limit, offset } = pageWindow(query)
  const [rows, [count]] = await Promise.all([
    db
      .select()
      .from(promotions)
      .where(where)
      .orderBy(
        ...pageOrder(
          query,
          {
            start_at: promotions.startAt,
            name: sql`lower(${promotions.name})`,
            expired_at: promotions.expiredAt,
            discount: promotions.discount,
            created_at: promotions.createdAt,
          },
          promotions.id,
        ),
      )
      .limit(limit)
      .offset(offset),
    db.select({ total: sql<number>`count(*)::int` }).from(promotions).where(where),
  ])
  const numbers = await roomNumbers(
    db,
    rows.map((r) => r.id),
  )
  return pageOf(
    rows.map((row) => toPromotion(row, numbers.get(row.id) ?? [])),
    count?.total ?? 0,
    query,
  )
}

async function promotionRow(db: Db, id: string, lock = false): Promise<PromotionRow> {
  const query = db.select().from(promotions).where(eq(promotions.id, id))
  const [row] = lock ? await query.for('update') : await query
  if (!row) throw promotionNotFound()
  return row
}

/** GET /staff/promotions/{id}. */
export async function getPromotion(db: Db, id: string): Promise<StaffPromotion> {
  const row = await promotionRow(db, id)
  return toPromotion(row, (await roomNumbers(db, [id])).get(id) ?? [])
}

/** POST /staff/promotions. */
export async function createPromotion(db: Db, actor: Actor, input: Create): Promise<StaffPromotion> {
  await refuseDuplicates(db, { name: input.name, code: input.promotional_code })
  const ids = await roomIds(db, input.rooms)
  return uniquely(() =>
    db.transaction(async (tx) => {
      const [row] = await tx
        .insert(promotions)
        .values({
          name: input.name,
          promotionalCode: input.promotional_code,
          discount: input.discount,
          startAt: input.start_at,
          expiredAt: input.expired_at,
          status: input.status,
        })
        .returning()
      if (!row) throw new Error('promotion not inserted')
      await tx.insert(promotionRooms).values(ids.map((roomId) => ({ promotionId: row.id, roomId })))
      const created = toPromotion(row, input.rooms)
      await recordCreation(tx, actor, 'promotions.create', 'promotion', row.id, auditSummary(created))
      return created
    }),
  )
}

/**
 * PATCH /staff/promotions/{id}: the fields given; name and code stay unique, the dates in order (those given
 * against those kept). The audit entry holds the changed fields; a change of nothing records nothing.
 */
export async function updatePromotion(
  db: Db,
  actor: Actor,
  id: string,
  input: Update,
): Promise<StaffPromotion> {
  const current = await getPromotion(db, id)
  const start = input.start_at ?? current.start_at
  const end = input.expired_at ?? current.expired_at
  if (end < start)
    throw new AppError(
      'validation_failed',
      'promotions.date_order',
      {},
      {
        [input.expired_at ? 'expired_at' : 'start_at']: [{ key: 'promotions.date_order' }],
      },
    )
  await refuseDuplicates(
    db,
    {
      name: input.name !== undefined && input.name !== current.name ? input.name : undefined,
      code:
        input.promotional_code !== undefined && input.promotional_code !== current.promotional_code
          ? input.promotional_code
          : undefined,
    },
    id,
  )
  const ids = input.rooms ? await roomIds(db, input.rooms) : null
  return uniquely(() =>
    db.transaction(async (tx) => {
      const beforeRow = await promotionRow(tx, id, true)
      const before = toPromotion(beforeRow, (await roomNumbers(tx, [id])).get(id) ?? [])
      const after: StaffPromotion = {
        ...before,
        name: input.name ?? before.name,
        promotional_code: input.promotional_code ?? before.promotional_code,
        discount: input.discount ?? before.discount,
        start_at: start,
        expired_at: end,
        status: input.status ?? before.status,
        rooms: input.rooms ?? before.rooms,
      }
      const fields = Object.keys(auditSummary(after)) as (keyof ReturnType<typeof auditSummary>)[]
      const changed = fields.filter((f) => JSON.stringify(before[f]) !== JSON.stringify(after[f]))
      if (!changed.length) return before
      await tx
        .update(promotions)
        .set({
          name: after.name,
          promotionalCode: after.promotional_code,
          discount: after.discount,
          startAt: after.start_at,
          expiredAt: after.expired_at,
          status: after.status,
        })
        .where(eq(promotions.id, id))
      if (ids && changed.includes('rooms')) {
        await tx.delete(promotionRooms).where(eq(promotionRooms.promotionId, id))
        await tx.insert(promotionRooms).values(ids.map((roomId) => ({ promotionId: id, roomId })))
      }
      const pick = (p: StaffPromotion) => Object.fromEntries(changed.map((f) => [f, p[f]]))
      await recordAudit(tx, actor, {
        action: 'promotions.update',
        entity: 'promotion',
        entityId: id,
        before: pick(before),
        after: pick(after),
      })
      return after
    }),
  )
}

/** PUT /staff/promotions/{id}/status: active or inactive; the status it already has changes and records nothing. */
export async function setPromotionStatus(
  db: Db,
  actor: Actor,
  id: string,
  status: PromotionStatus,
): Promise<StaffPromotion> {
  return db.transaction(async (tx) => {
    const before = await promotionRow(tx, id, true)
    const numbers = (await roomNumbers(tx, [id])).get(id) ?? []
    if (before.status === status) return toPromotion(before, numbers)
    const [row] = await tx.update(promotions).set({ status }).where(eq(promotions.id, id)).returning()
    if (!row) throw promotionNotFound()
    await recordAudit(tx, actor, {
      action: status === 'active' ? 'promotions.activate' : 'promotions.deactivate',
      entity: 'promotion',
      entityId: id,
      before: { status: before.status },
      after: { status },
    })
    return toPromotion(row, numbers)
  })
}
