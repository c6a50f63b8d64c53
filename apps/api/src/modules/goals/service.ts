import type { Goal, GoalType, goalCreateSchema, goalUpdateSchema } from '@hotel/contract'
import { and, asc, desc, eq, type SQL, sql } from 'drizzle-orm'
import type { z } from 'zod'
import type { Db } from '../../db/client.ts'
import { pgError, uniqueViolation } from '../../db/errors.ts'
import { goals } from '../../db/schema/index.ts'
import type { Actor } from '../../http/auth.ts'
import { AppError } from '../../http/errors.ts'
import { recordAudit } from '../audit/record.ts'
import { roundedQuotient, type Span, spanFigures } from '../reports/figures.ts'
import { firstOfMonth, lastOfMonth } from '../reports/period.ts'
import { spanRevenue } from './figures.ts'

type GoalRow = typeof goals.$inferSelect

const pad = (value: number) => String(value).padStart(2, '0')
/** "2026-11" for a monthly goal, "2026" for a yearly one: how messages and files name its period. */
export const periodLabel = (goal: { year: number; month: number | null }) =>
  goal.month === null ? String(goal.year) : `${goal.year}-${pad(goal.month)}`

const spanOf = (goal: GoalRow): Span =>
  goal.month === null
    ? { from: firstOfMonth(goal.year, 1), to: lastOfMonth(goal.year, 12) }
    : { from: firstOfMonth(goal.year, goal.month), to: lastOfMonth(goal.year, goal.month) }

const exists = (goal: { year: number; month: number | null }) =>
  new AppError('goal_exists', 'goals.exists', { period: periodLabel(goal) })
const notFound = () => new AppError('goal_not_found', 'goals.not_found')

/**
 * Each goal with its progress. One statement per figure for the whole list (never one per goal): the room
 * figures (room-nights sold and available: room_nights and occupancy goals) and the money received (revenue
 * goals), each over the spans of the goals that need it.
 *
 * - revenue: cents of the hotel's currency, payments paid in the period less refunds made in it;
 * - room_nights: room-nights sold in the period;
 * - occupancy: sold / available as a percentage with 2 decimals (the reports' basis points / 100).
 * percent = actual / value × 100, rounded half away from zero by the reports' one rule (`roundedQuotient`),
 * in integers: occupancy compares basis points with the target × 100.
 */
async function withProgress(db: Db, rows: GoalRow[]): Promise<Goal[]> {
  const needs = (types: GoalType[]) => rows.filter((row) => types.includes(row.type))
  const roomGoals = needs(['room_nights', 'occupancy'])
  const moneyGoals = needs(['revenue'])
  const [figures, revenue] = await Promise.all([
    spanFigures(db, roomGoals.map(spanOf)),
    spanRevenue(db, moneyGoals.map(spanOf)),
  ])
  return rows.map((row) => {
    let actual: number
    let percent: number
    if (row.type === 'revenue') {
      actual = revenue[moneyGoals.indexOf(row)] ?? 0
      percent = roundedQuotient(Math.max(0, actual) * 100, row.value)
    } else {
      const figure = figures[roomGoals.indexOf(row)]
      const sold = figure?.room_nights_sold ?? 0
      if (row.type === 'room_nights') {
        actual = sold
        percent = roundedQuotient(sold * 100, row.value)
      } else {
        const basisPoints = roundedQuotient(sold * 10_000, figure?.room_nights_available ?? 0)
        actual = basisPoints / 100
        percent = roundedQuotient(basisPoints * 100, row.value * 100)
      }
    }
    const span = spanOf(row)
    return {
      id: row.id,
      period: row.period,
      type: row.type,
      year: row.year,
      month: row.month,
      value: row.value,
      from: span.from,
      to: span.to,
      actual,
      percent,
      created_by: row.createdByStaffId,
      created_at: row.createdAt.toISOString(),
      updated_at: row.updatedAt.toISOString(),
    }
  })
}

/** GET /staff/goals: newest period first, yearly before its months, then by figure. */
export async function listGoals(db: Db, year?: number): Promise<Goal[]> {
  const where: SQL | undefined = year === undefined ? undefined : eq(goals.year, year)
  const rows = await db
    .select()
    .from(goals)
    .where(where)
    .orderBy(desc(goals.year), sql`coalesce(${goals.month}, 0) desc`, asc(goals.type), asc(goals.id))
  return withProgress(db, rows)
}

async function goalById(db: Db, id: string): Promise<Goal> {
  const [row] = await db.select().from(goals).where(eq(goals.id, id))
  if (!row) throw notFound()
  const [goal] = await withProgress(db, [row])
  if (!goal) throw notFound()
  return goal
}

/**
 * POST /staff/goals: one goal per period and type (spec). The check gives the message; the unique index
 * goals_period_unique settles two saves at once, and the loser answers the same 409 (never a 500).
 */
export async function createGoal(
  db: Db,
  actor: Actor,
  input: z.output<typeof goalCreateSchema>,
): Promise<Goal> {
  const month = input.period === 'monthly' ? (input.month ?? null) : null
  let id: string
  try {
    id = await db.transaction(async (tx) => {
      const [taken] = await tx
        .select({ id: goals.id })
        .from(goals)
        .where(
          and(
            eq(goals.type, input.type),
            eq(goals.year, input.year),
            sql`coalesce(${goals.month}, 0) = ${month ?? 0}`,
          ),
        )
      if (taken) throw exists({ year: input.year, month })
      const [row] = await tx
        .insert(goals)
        .values({
          period: input.period,
          type: input.type,
          year: input.year,
          month,
          value: input.value,
          createdByStaffId: actor.staffId,
        })
        .returning({ id: goals.id })
      if (!row) throw new Error('goal not inserted')
      await recordAudit(tx, actor, {
        action: 'goals.create',
        entity: 'goal',
        entityId: row.id,
        after: { period: input.period, type: input.type, year: input.year, month, value: input.value },
      })
      return row.id
    })
  } catch (error) {
    const cause = pgError(error)
    if (cause?.code === uniqueViolation && cause.constraint === 'goals_period_unique')
      throw exists({ year: input.year, month })
    throw error
  }
  return goalById(db, id)
}

/** PATCH /staff/goals/{id}: a new target; an occupancy goal stays a percentage (1 to 100). */
export async function updateGoal(
  db: Db,
  actor: Actor,
  id: string,
  input: z.output<typeof goalUpdateSchema>,
): Promise<Goal> {
  await db.transaction(async (tx) => {
    const [row] = await tx.select().from(goals).where(eq(goals.id, id)).for('update')
    if (!row) throw notFound()
    if (row.type === 'occupancy' && input.value > 100)
      throw new AppError(
        'validation_failed',
        'validation_failed',
        {},
        { value: [{ key: 'goals.occupancy_max' }] },
      )
    await tx.update(goals).set({ value: input.value, updatedAt: new Date() }).where(eq(goals.id, id))
    await recordAudit(tx, actor, {
      action: 'goals.update',
      entity: 'goal',
      entityId: id,
      before: { value: row.value },
      after: { value: input.value },
    })
  })
  return goalById(db, id)
}

/** DELETE /staff/goals/{id}: its period label, for the answer's message. */
export async function deleteGoal(db: Db, actor: Actor, id: string): Promise<string> {
  return db.transaction(async (tx) => {
    const [row] = await tx.delete(goals).where(eq(goals.id, id)).returning()
    if (!row) throw notFound()
    await recordAudit(tx, actor, {
      action: 'goals.delete',
      entity: 'goal',
      entityId: id,
      before: { period: row.period, type: row.type, year: row.year, month: row.month, value: row.value },
    })
    return periodLabel(row)
  })
}
