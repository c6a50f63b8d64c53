import {
  addDays,
  type Comment,
  type CommentEligibility,
  type commentCreateSchema,
  type commentListQuery,
  type StaffComment,
  type staffCommentListQuery,
} from '@hotel/contract'
import { and, asc, desc, eq, exists, gte, ilike, inArray, lt, or, type SQL, sql } from 'drizzle-orm'
import type { z } from 'zod'
import type { Db } from '../../db/client.ts'
import { pgError, uniqueViolation } from '../../db/errors.ts'
import { comments, reservationRooms, reservations } from '../../db/schema/index.ts'
import type { Actor, ClientRow } from '../../http/auth.ts'
import { AppError } from '../../http/errors.ts'
import { pageOf } from '../../http/paging.ts'
import { hotelDayStart } from '../../lib/hotel-days.ts'
import { recordStatusChange } from '../audit/record.ts'

type CommentRow = typeof comments.$inferSelect

/** The month of the stay's arrival ("2026-10"), read with the review (a left join, never one query per review). */
const stayMonth = sql<string | null>`to_char(${reservations.checkIn}::date, 'YYYY-MM')`

/** What the site shows of a review: never the e-mail, the phone or the full last name. */
const toComment = (row: CommentRow, month: string | null): Comment => ({
  id: row.id,
  first_name: row.firstName,
  last_name: row.lastName.trim() ? `${Array.from(row.lastName.trim())[0]?.toUpperCase()}.` : '',
  content: row.content,
  rate: row.rate,
  created_at: row.createdAt.toISOString(),
  stay_month: month,
})

/** A stay the guest may review: checked in or completed (the desk's check-in and check-out), not cancelled. */
const reviewableStay = (clientId: string) =>
  and(eq(reservations.clientId, clientId), inArray(reservations.status, ['in_progress', 'completed']))

/** The guest's latest stay without a review, or why there is none. */
async function stayToReview(
  db: Db,
  clientId: string,
): Promise<{ id: string; checkIn: string } | 'stay_required' | 'stay_reviewed'> {
  const stays = await db
    .select({ id: reservations.id, checkIn: reservations.checkIn, reviewed: comments.id })
    .from(reservations)
    .leftJoin(comments, eq(comments.reservationId, reservations.id))
    .where(reviewableStay(clientId))
    .orderBy(desc(reservations.checkIn))
  if (stays.length === 0) return 'stay_required'
  const open = stays.find((stay) => stay.reviewed === null)
  return open ? { id: open.id, checkIn: open.checkIn } : 'stay_reviewed'
}

const refusal = (reason: 'stay_required' | 'stay_reviewed') =>
  reason === 'stay_required'
    ? new AppError('stay_required', 'comments.stay_required')
    : new AppError('stay_reviewed', 'comments.stay_reviewed')

/** GET /comments/eligibility: the same check POST /comments makes, asked before the guest types. */
export async function commentEligibility(
  db: Db,
  client: ClientRow,
  message: (key: 'comments.stay_required' | 'comments.stay_reviewed') => string,
): Promise<CommentEligibility> {
  const stay = await stayToReview(db, client.id)
  if (typeof stay !== 'string') return { eligible: true, code: null, message: null }
  return { eligible: false, code: stay, message: message(`comments.${stay}`) }
}

export async function createComment(
  db: Db,
  client: ClientRow,
  input: z.output<typeof commentCreateSchema>,
): Promise<Comment> {
  const stay = await stayToReview(db, client.id)
  if (typeof stay === 'string') throw refusal(stay)
  try {
    const [row] = await db
      .insert(comments)
      .values({
        clientId: client.id,
        reservationId: stay.id,
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
    return toComment(row, stay.checkIn.slice(0, 7))
  } catch (error) {
    // Two reviews of one stay sent at once: the unique index lets the first in.
    const failure = pgError(error)
    if (failure?.code === uniqueViolation && failure.constraint === 'comments_reservation_idx')
      throw refusal('stay_reviewed')
    throw error
  }
}

const toStaffComment = (row: CommentRow, month: string | null): StaffComment => ({
  ...toComment(row, month),
  last_name: row.lastName,
  status: row.status,
  email: row.email,
  client_id: row.clientId,
  reservation_id: row.reservationId,
})

/**
 * The reviews the site shows: only active ones. The site's list and its average (GET /comments, fetched on each
 * visit) both read through this condition, so hiding a review takes it out of both at once.
 */
const shownOnSite = eq(comments.status, 'active')

/** Visible reviews (of stays that included `room`, when given), paged, with the average and count over all of them. */
export async function listComments(db: Db, query: z.output<typeof commentListQuery>) {
  // The room's stays through the reviews' stay index and reservation_rooms' reservation index.
  const visible =
    query.room === undefined
      ? shownOnSite
      : and(
          shownOnSite,
          exists(
            db
              .select({ one: sql`1` })
              .from(reservationRooms)
              .where(
                and(
                  eq(reservationRooms.reservationId, comments.reservationId),
                  eq(reservationRooms.roomNumber, query.room),
                ),
              ),
          ),
        )
  const column = query.order_by === 'rate' ? comments.rate : comments.createdAt
  const direction = query.order_direction === 'asc' ? asc : desc
  const [rows, [summary]] = await Promise.all([
    db
      .select({ comment: comments, month: stayMonth })
      .from(comments)
      .leftJoin(reservations, eq(reservations.id, comments.reservationId))
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
    ...pageOf(
      rows.map((row) => toComment(row.comment, row.month)),
      count,
      query,
    ),
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
      .select({ comment: comments, month: stayMonth })
      .from(comments)
      .leftJoin(reservations, eq(reservations.id, comments.reservationId))
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
    ...pageOf(
      rows.map((row) => toStaffComment(row.comment, row.month)),
      total?.value ?? 0,
      query,
    ),
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
    const [stay] = before.reservationId
      ? await tx
          .select({ month: stayMonth })
          .from(reservations)
          .where(eq(reservations.id, before.reservationId))
      : []
    const month = stay?.month ?? null
    if (before.status === status) return toStaffComment(before, month)
    const [row] = await tx.update(comments).set({ status }).where(eq(comments.id, id)).returning()
    if (!row) throw new AppError('comment_not_found', 'comments.not_found')
    await recordStatusChange(tx, actor, 'reviews.status', 'comment', id, before.status, status)
    return toStaffComment(row, month)
  })
}
