import type { Comment, commentCreateSchema, commentListQuery } from '@hotel/contract'
import { asc, desc, eq, sql } from 'drizzle-orm'
import type { z } from 'zod'
import type { Db } from '../../db/client.ts'
import { comments } from '../../db/schema/index.ts'
import type { Actor, ClientRow } from '../../http/auth.ts'
import { AppError } from '../../http/errors.ts'
import { pageOf } from '../../http/paging.ts'
import { recordAudit } from '../audit/record.ts'

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

/** Visible reviews, paged, with the average and count over all of them. */
export async function listComments(db: Db, query: z.output<typeof commentListQuery>) {
  const visible = eq(comments.status, 'active')
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

/** Hides or shows a review; the change and who made it are recorded together. */
export async function setCommentStatus(
  db: Db,
  actor: Actor,
  id: string,
  status: CommentRow['status'],
): Promise<Comment> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(comments).where(eq(comments.id, id)).for('update')
    if (!before) throw new AppError('comment_not_found', 'comments.not_found')
    const [row] = await tx.update(comments).set({ status }).where(eq(comments.id, id)).returning()
    if (!row) throw new AppError('comment_not_found', 'comments.not_found')
    await recordAudit(tx, actor, {
      action: 'reviews.status',
      entity: 'comment',
      entityId: id,
      before: { status: before.status },
      after: { status },
    })
    return toComment(row)
  })
}
