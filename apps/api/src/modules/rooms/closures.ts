import { hotelToday, type Locale, type RoomClosure, type roomClosureCreateSchema } from '@hotel/contract'
import { and, asc, eq, gte, sql } from 'drizzle-orm'
import type { z } from 'zod'
import type { Db } from '../../db/client.ts'
import { exclusionViolation, pgError } from '../../db/errors.ts'
import {
  reservationRooms,
  reservations,
  roomClosures,
  type rooms,
  staffUsers,
} from '../../db/schema/index.ts'
import type { Actor } from '../../http/auth.ts'
import { AppError } from '../../http/errors.ts'
import { longDate } from '../../lib/format.ts'
import { recordAudit } from '../audit/record.ts'
import { lockRooms } from './locks.ts'
import { staffRoomRow } from './manage-rooms.ts'

type RoomRow = typeof rooms.$inferSelect
type ClosureRow = typeof roomClosures.$inferSelect
type CreateInput = z.output<typeof roomClosureCreateSchema>

const toClosure = (row: ClosureRow, number: number, by: string | null): RoomClosure => ({
  id: row.id,
  room_number: number,
  start_date: row.startDate,
  end_date: row.endDate,
  reason: row.reason,
  created_by: by,
  created_at: row.createdAt.toISOString(),
})

/** GET /staff/rooms/{number}/closures: the closures that have not ended, by first night. */
export async function listClosures(db: Db, number: number): Promise<RoomClosure[]> {
  const room = await staffRoomRow(db, number)
  const rows = await db
    .select({ closure: roomClosures, name: staffUsers.name, lastName: staffUsers.lastName })
    .from(roomClosures)
    .leftJoin(staffUsers, eq(staffUsers.id, roomClosures.createdBy))
    .where(and(eq(roomClosures.roomId, room.id), gte(roomClosures.endDate, hotelToday())))
    .orderBy(asc(roomClosures.startDate))
  return rows.map(({ closure, name, lastName }) =>
    toClosure(closure, room.number, name === null ? null : `${name} ${lastName}`.trim()),
  )
}

/** The first closure of the room that shares a night with `[start, end]`, if any. */
async function overlappingClosure(db: Db, roomId: string, start: string, end: string) {
  const [row] = await db
    .select()
    .from(roomClosures)
    .where(
      and(
        eq(roomClosures.roomId, roomId),
        sql`daterange(${roomClosures.startDate}, ${roomClosures.endDate}, '[]') && daterange(${start}::date, ${end}::date, '[]')`,
      ),
    )
    .orderBy(asc(roomClosures.startDate))
    .limit(1)
  return row
}

function overlapError(locale: Locale, room: RoomRow, other: ClosureRow | undefined, input: CreateInput) {
  const params = {
    number: room.number,
    start: longDate(locale, other?.startDate ?? input.start_date),
    end: longDate(locale, other?.endDate ?? input.end_date),
  }
  return new AppError('closure_overlap', 'closures.overlap', params, {
    start_date: [{ key: 'closures.overlap', params }],
  })
}

/**
 * POST /staff/rooms/{number}/closures. Under the room's booking lock, so a booking and a closure of the room
 * cannot pass each other: a live stay on one of the nights refuses the closure (naming the references), and
 * another closure of the room refuses it too (the exclusion constraint room_closures_no_overlap settles a race).
 */
export async function createClosure(
  db: Db,
  actor: Actor,
  number: number,
  input: CreateInput,
  locale: Locale,
): Promise<RoomClosure> {
  if (input.end_date < hotelToday())
    throw new AppError('validation_failed', 'validation_failed', {}, { end_date: [{ key: 'closures.past' }] })
  const room = await staffRoomRow(db, number)
  try {
    const row = await db.transaction(async (tx) => {
      await lockRooms(tx, [room.number])
      const stays = await tx
        .selectDistinct({ reference: reservations.reference })
        .from(reservationRooms)
        .innerJoin(reservations, eq(reservations.id, reservationRooms.reservationId))
        .where(
          and(
            eq(reservationRooms.roomId, room.id),
            eq(reservationRooms.canceled, false),
            sql`daterange(${reservationRooms.startDate}, ${reservationRooms.endDate}, '[)') && daterange(${input.start_date}::date, ${input.end_date}::date, '[]')`,
          ),
        )
        .orderBy(asc(reservations.reference))
      if (stays.length)
        throw new AppError('closure_conflicts_stays', 'closures.stays', {
          number: room.number,
          references: stays.map((s) => s.reference).join(', '),
        })
      const other = await overlappingClosure(tx, room.id, input.start_date, input.end_date)
      if (other) throw overlapError(locale, room, other, input)
      const [inserted] = await tx
        .insert(roomClosures)
        .values({
          roomId: room.id,
          startDate: input.start_date,
          endDate: input.end_date,
          reason: input.reason,
          createdBy: actor.staffId,
        })
        .returning()
      if (!inserted) throw new Error('closure not inserted')
      await recordAudit(tx, actor, {
        action: 'rooms.closure_add',
        entity: 'room',
        entityId: String(room.number),
        after: {
          closure: inserted.id,
          start_date: input.start_date,
          end_date: input.end_date,
          reason: input.reason,
        },
      })
      return inserted
    })
    const [by] = await db
      .select({ name: staffUsers.name, lastName: staffUsers.lastName })
      .from(staffUsers)
      .where(eq(staffUsers.id, actor.staffId))
    return toClosure(row, room.number, by ? `${by.name} ${by.lastName}`.trim() : null)
  } catch (error) {
    if (pgError(error)?.code !== exclusionViolation) throw error
    throw overlapError(
      locale,
      room,
      await overlappingClosure(db, room.id, input.start_date, input.end_date),
      input,
    )
  }
}

/** DELETE /staff/rooms/{number}/closures/{id}: the nights are on sale again. */
export async function deleteClosure(db: Db, actor: Actor, number: number, id: string): Promise<RoomClosure> {
  const room = await staffRoomRow(db, number)
  return db.transaction(async (tx) => {
    const [removed] = await tx
      .delete(roomClosures)
      .where(and(eq(roomClosures.id, id), eq(roomClosures.roomId, room.id)))
      .returning()
    if (!removed) throw new AppError('closure_not_found', 'closures.not_found')
    await recordAudit(tx, actor, {
      action: 'rooms.closure_delete',
      entity: 'room',
      entityId: String(room.number),
      before: {
        closure: removed.id,
        start_date: removed.startDate,
        end_date: removed.endDate,
        reason: removed.reason,
      },
    })
    return toClosure(removed, room.number, null)
  })
}
