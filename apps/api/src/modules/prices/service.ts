import {
  isRoomNumber,
  type Locale,
  type RoomChoice,
  type Season,
  type seasonCreateSchema,
  type seasonUpdateSchema,
} from '@hotel/contract'
import { and, asc, eq, ne, sql } from 'drizzle-orm'
import type { z } from 'zod'
import type { Db } from '../../db/client.ts'
import { exclusionViolation, pgError } from '../../db/errors.ts'
import { pricingPeriods, rooms } from '../../db/schema/index.ts'
import type { Actor } from '../../http/auth.ts'
import { AppError } from '../../http/errors.ts'
import { longDate } from '../../lib/format.ts'
import { recordAudit } from '../audit/record.ts'

type SeasonRow = typeof pricingPeriods.$inferSelect
type RoomRow = typeof rooms.$inferSelect

const seasonNotFound = () => new AppError('season_not_found', 'seasons.not_found')

/** The room a path names; any number that is no room's (archived rooms too are rooms) is 404. */
export async function roomByNumber(db: Db, number: number): Promise<RoomRow> {
  const [row] = isRoomNumber(number)
    ? await db.select().from(rooms).where(eq(rooms.number, number)).limit(1)
    : []
  if (!row) throw new AppError('room_not_found', 'rooms.not_found')
  return row
}

export const toSeason = (row: SeasonRow, roomNumber: number): Season => ({
  id: row.id,
  room_number: roomNumber,
  start_date: row.startDate,
  end_date: row.endDate,
  raw_tariff: row.rawTariffCents,
  created_at: row.createdAt.toISOString(),
})

const auditSummary = (row: SeasonRow, roomNumber: number) => ({
  room_number: roomNumber,
  start_date: row.startDate,
  end_date: row.endDate,
  raw_tariff: row.rawTariffCents,
})

/** GET /staff/rooms/{number}/seasons: every season of the room, by first night. */
export async function listSeasons(db: Db, number: number): Promise<Season[]> {
  const room = await roomByNumber(db, number)
  const rows = await db
    .select()
    .from(pricingPeriods)
    .where(eq(pricingPeriods.roomId, room.id))
    .orderBy(asc(pricingPeriods.startDate))
  return rows.map((row) => toSeason(row, room.number))
}

/** The first season of the room (other than `exceptId`) that shares a night with `[start, end]`, if any. */
async function overlapping(db: Db, roomId: string, start: string, end: string, exceptId?: string) {
  const [row] = await db
    .select()
    .from(pricingPeriods)
    .where(
      and(
        eq(pricingPeriods.roomId, roomId),
        exceptId ? ne(pricingPeriods.id, exceptId) : undefined,
        sql`daterange(${pricingPeriods.startDate}, ${pricingPeriods.endDate}, '[]') && daterange(${start}::date, ${end}::date, '[]')`,
      ),
    )
    .orderBy(asc(pricingPeriods.startDate))
    .limit(1)
  return row
}

function overlapError(
  locale: Locale,
  room: RoomRow,
  other: SeasonRow | undefined,
  start: string,
  end: string,
) {
  return new AppError(
    'season_overlap',
    'seasons.overlap',
    {
      number: room.number,
      start: longDate(locale, other?.startDate ?? start),
      end: longDate(locale, other?.endDate ?? end),
    },
    // The form shows it on the first date.
    {
      start_date: [
        {
          key: 'seasons.overlap',
          params: {
            number: room.number,
            start: longDate(locale, other?.startDate ?? start),
            end: longDate(locale, other?.endDate ?? end),
          },
        },
      ],
    },
  )
}

/**
 * Runs a write of one season in a transaction. The friendly check names the other season. Writers of one room
 * take its row first, one after the other: two inserts racing on the exclusion constraint alone can deadlock in
 * PostgreSQL (answered as a concurrent change, not the overlap it is). The constraint
 * pricing_periods_no_overlap still settles any writer that skips this path (the loser answers the same 409).
 */
async function withoutOverlap<T>(
  db: Db,
  locale: Locale,
  room: RoomRow,
  dates: { start: string; end: string; exceptId?: string },
  work: (tx: Db) => Promise<T>,
): Promise<T> {
  try {
    return await db.transaction(async (tx) => {
      await tx.select({ id: rooms.id }).from(rooms).where(eq(rooms.id, room.id)).for('no key update')
      const before = await overlapping(tx, room.id, dates.start, dates.end, dates.exceptId)
      if (before) throw overlapError(locale, room, before, dates.start, dates.end)
      return work(tx)
    })
  } catch (error) {
    if (pgError(error)?.code !== exclusionViolation) throw error
    const other = await overlapping(db, room.id, dates.start, dates.end, dates.exceptId)
    throw overlapError(locale, room, other, dates.start, dates.end)
  }
}

/** POST /staff/rooms/{number}/seasons. */
export async function createSeason(
  db: Db,
  actor: Actor,
  locale: Locale,
  number: number,
  input: z.output<typeof seasonCreateSchema>,
): Promise<Season> {
  const room = await roomByNumber(db, number)
  return withoutOverlap(db, locale, room, { start: input.start_date, end: input.end_date }, async (tx) => {
    const [row] = await tx
      .insert(pricingPeriods)
      .values({
        roomId: room.id,
        startDate: input.start_date,
        endDate: input.end_date,
        rawTariffCents: input.raw_tariff,
      })
      .returning()
    if (!row) throw new Error('season not inserted')
    await recordAudit(tx, actor, {
      action: 'seasons.create',
      entity: 'pricing_period',
      entityId: row.id,
      after: auditSummary(row, room.number),
    })
    return toSeason(row, room.number)
  })
}

async function seasonOf(db: Db, room: RoomRow, id: string, lock = false): Promise<SeasonRow> {
  const query = db
    .select()
    .from(pricingPeriods)
    .where(and(eq(pricingPeriods.id, id), eq(pricingPeriods.roomId, room.id)))
  const [row] = lock ? await query.for('update') : await query
  if (!row) throw seasonNotFound()
  return row
}

/** PATCH /staff/rooms/{number}/seasons/{id}: the dates after the change must still be in order. */
export async function updateSeason(
  db: Db,
  actor: Actor,
  locale: Locale,
  number: number,
  id: string,
  input: z.output<typeof seasonUpdateSchema>,
): Promise<Season> {
  const room = await roomByNumber(db, number)
  const current = await seasonOf(db, room, id)
  const start = input.start_date ?? current.startDate
  const end = input.end_date ?? current.endDate
  if (end < start)
    throw new AppError(
      'validation_failed',
      'seasons.date_order',
      {},
      {
        [input.end_date ? 'end_date' : 'start_date']: [{ key: 'seasons.date_order' }],
      },
    )
  return withoutOverlap(db, locale, room, { start, end, exceptId: id }, async (tx) => {
    const before = await seasonOf(tx, room, id, true)
    const tariff = input.raw_tariff ?? before.rawTariffCents
    if (before.startDate === start && before.endDate === end && before.rawTariffCents === tariff)
      return toSeason(before, room.number)
    const [row] = await tx
      .update(pricingPeriods)
      .set({ startDate: start, endDate: end, rawTariffCents: tariff })
      .where(eq(pricingPeriods.id, id))
      .returning()
    if (!row) throw seasonNotFound()
    await recordAudit(tx, actor, {
      action: 'seasons.update',
      entity: 'pricing_period',
      entityId: id,
      before: auditSummary(before, room.number),
      after: auditSummary(row, room.number),
    })
    return toSeason(row, room.number)
  })
}

/** DELETE /staff/rooms/{number}/seasons/{id}: the nights go back to the room's tariffs. */
export async function deleteSeason(db: Db, actor: Actor, number: number, id: string): Promise<Season> {
  const room = await roomByNumber(db, number)
  return db.transaction(async (tx) => {
    const before = await seasonOf(tx, room, id, true)
    await tx.delete(pricingPeriods).where(eq(pricingPeriods.id, id))
    await recordAudit(tx, actor, {
      action: 'seasons.delete',
      entity: 'pricing_period',
      entityId: id,
      before: auditSummary(before, room.number),
    })
    return toSeason(before, room.number)
  })
}

/** Every room by number, archived ones marked: what the price and promotion screens choose from. */
export async function roomChoices(db: Db): Promise<RoomChoice[]> {
  const rows = await db
    .select({ number: rooms.number, type: rooms.type, archivedAt: rooms.archivedAt })
    .from(rooms)
    .orderBy(asc(rooms.number))
  return rows.map((r) => ({ number: r.number, type: r.type, archived: r.archivedAt !== null }))
}
