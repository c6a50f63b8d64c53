import {
  addDays,
  type Comment,
  type commentCreateSchema,
  type commentListQuery,
  type StaffComment,
  type staffCommentListQuery,
} from '@hotel/contract'
import { and, asc, desc, eq, gte, ilike, lt, or, type SQL, sql } from 'drizzle-orm'
import type { z } from 'zod'
import type { Db } from '../../db/client.ts'
import { comments } from '../../db/schema/index.ts'
import type { Actor, ClientRow } from '../../http/auth.ts'
import { AppError } from '../../http/errors.ts'
import { pageOf } from '../../http/paging.ts'
import { recordAudit } from '../audit/record.ts'
import { hotelDayStart } from '../audit/service.ts'

type CommentRow = typeof comments.$inferSelect

const toComment = (row: CommentRow): Comment => ({
  id: row.id,
  first_name: row.firstName,
  last_name: row.lastName,
  content: row.content,
  rate: row.rate,
  status: row.status,
  created_at: row.createdAt.toISOString(),
})

export async function createComment(
  db: Db,
  client: ClientRow,
  input: z.output<typeof commentCreateSchema>,
): Promise<Comment> {
  const [row] = await db
    .insert(comments)
    .values({
      clientId: client.id,
      // Always the profile's name and e-mail: the body's names are accepted (the spec's fields) but never shown.
      firstName: client.name,
      lastName: client.lastName,
      email: client.email,
      phoneNumber: input.phone_number ?? client.phone,
      content: input.content,
      rate: input.rate,
    })
    .returning()
  if (!row) throw new Error('comment not inserted')
  return toComment(row)
}

const toStaffComment = (row: CommentRow): StaffComment => ({
  ...toComment(row),
  email: row.email,
  client_id: row.clientId,
})

/**
 * The reviews the site shows: only active ones. The site's list and its average (GET /comments, fetched on each
 * visit) both read through this condition, so hiding a review takes it out of both at once.
 */
const shownOnSite = eq(comments.status, 'active')

/** Visible reviews, paged, with the average and count over all of them. */
export async function listComments(db: Db, query: z.output<typeof commentListQuery>) {
  const visible = shownOnSite
  const column = query.order_by === 'rate' ? comments.rate : comments.createdAt
  const direction = query.order_direction === 'asc' ? asc : desc
  const [rows, [summary]] = await Promise.all([
    db
      .select()
      .from(comments)
      .where(visible)
      .orderBy(direction(column), desc(comments.createdAt))
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page),
    db
      .select({
        count: sql<number>`count(*)::int`,
        average: sql<string | null>`round(avg(${comments.rate}), 1)::text`,
      })
      .from(comments)
      .where(visible),
  ])
  const count = summary?.count ?? 0
  return {
    ...pageOf(rows.map(toComment), count, query),
    summary: { average_rate: summary?.average ? Number(summary.average) : null, count },
  }
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, '\\$&')

/** GET /staff/comments: every review (hidden ones too), filtered, with how many are active and hidden. */
export async function listStaffComments(db: Db, query: z.output<typeof staffCommentListQuery>) {
  const conditions: SQL[] = []
  if (query.rate !== undefined) conditions.push(eq(comments.rate, query.rate))
  if (query.status) conditions.push(eq(comments.status, query.status))
  for (const word of (query.search ?? '').split(/\s+/).filter(Boolean).slice(0, 6)) {
    const pattern = `%${escapeLike(word)}%`
    const match = or(
      ilike(comments.content, pattern),
      ilike(sql`${comments.firstName} || ' ' || ${comments.lastName}`, pattern),
      ilike(comments.email, pattern),
    )
    if (match) conditions.push(match)
  }
  if (query.from) conditions.push(gte(comments.createdAt, hotelDayStart(query.from)))
  if (query.to) conditions.push(lt(comments.createdAt, hotelDayStart(addDays(query.to, 1))))
  const where = conditions.length ? and(...conditions) : undefined
  const column = query.order_by === 'rate' ? comments.rate : comments.createdAt
  const direction = query.order_direction === 'asc' ? asc : desc
  const [rows, [total], [counts]] = await Promise.all([
    db
      .select()
      .from(comments)
      .where(where)
      .orderBy(direction(column), desc(comments.createdAt), asc(comments.id))
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page),
    db.select({ value: sql<number>`count(*)::int` }).from(comments).where(where),
    db
      .select({
        active: sql<number>`(count(*) filter (where ${comments.status} = 'active'))::int`,
        hidden: sql<number>`(count(*) filter (where ${comments.status} = 'hidden'))::int`,
      })
      .from(comments),
  ])
  return {
    ...pageOf(rows.map(toStaffComment), total?.value ?? 0, query),
    counts: { active: counts?.active ?? 0, hidden: counts?.hidden ?? 0 },
  }
}

/**
 * PATCH /staff/comments/{id}: hides or shows a review (the one way to do it); the change and who made it are
 * recorded together. Asking for the status it already has changes and records nothing.
 */
export async function setCommentStatus(
  db: Db,
  actor: Actor,
  id: string,
  status: CommentRow['status'],
): Promise<StaffComment> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(comments).where(eq(comments.id, id)).for('update')
    if (!before) throw new AppError('comment_not_found', 'comments.not_found')
    if (before.status === status) return toStaffComment(before)
    const [row] = await tx.update(comments).set({ status }).where(eq(comments.id, id)).returning()
    if (!row) throw new AppError('comment_not_found', 'comments.not_found')
    await recordAudit(tx, actor, {
      action: 'reviews.status',
      entity: 'comment',
      entityId: id,
      before: { status: before.status },
      after: { status },
    })
    return toStaffComment(row)
  })
}
