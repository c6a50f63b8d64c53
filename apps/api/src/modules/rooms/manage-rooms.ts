import {
  hotelToday,
  isRoomNumber,
  type RoomUpdate,
  type roomCreateSchema,
  type roomUpdateSchema,
  type StaffRoom,
  type StaffRoomRow,
  type staffRoomListQuery,
} from '@hotel/contract'
import { and, asc, desc, eq, gte, ilike, inArray, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm'
import type { z } from 'zod'
import type { Db } from '../../db/client.ts'
import { pgError, uniqueViolation } from '../../db/errors.ts'
import {
  reservationRooms,
  roomBeds,
  roomCapacities,
  roomImages,
  roomServices,
  rooms,
  services,
} from '../../db/schema/index.ts'
import type { Actor } from '../../http/auth.ts'
import { AppError } from '../../http/errors.ts'
import { pageOf, pageWindow } from '../../http/paging.ts'
import { recordAudit, recordCreation } from '../audit/record.ts'
import { lockRooms } from './locks.ts'

type RoomRow = typeof rooms.$inferSelect
type CreateInput = z.output<typeof roomCreateSchema>
type UpdateInput = z.output<typeof roomUpdateSchema>
type ListQuery = z.output<typeof staffRoomListQuery>

const outerRoomId = sql.raw('"rooms"."id"')

/** What staff see of a room both in the list and on its page (the contract's staffRoomFacts). */
const staffRoomFacts = (room: RoomRow, futureReservations: number) => ({
  id: room.id,
  number: room.number,
  type: room.type,
  status: room.status,
  description_en: room.descriptionEn,
  description_es: room.descriptionEs,
  archived_at: room.archivedAt?.toISOString() ?? null,
  future_reservations: futureReservations,
})

/** The room a staff path names, archived or not; any number that is no room's is 404. */
export async function staffRoomRow(db: Db, number: number): Promise<RoomRow> {
  const [row] = isRoomNumber(number)
    ? await db.select().from(rooms).where(eq(rooms.number, number)).limit(1)
    : []
  if (!row) throw new AppError('room_not_found', 'rooms.not_found')
  return row
}

/** Reservations (not cancelled) of the outer room whose stay has not ended. */
const futureReservations = () =>
  sql<number>`(select count(distinct rr.reservation_id)::int from ${reservationRooms} rr
    where rr.room_id = ${outerRoomId} and not rr.canceled and rr.end_date > ${hotelToday()}::date)`

const pictureSrc = (image: { basePath: string; widths: number[] }, width: number) =>
  `${image.basePath}-${image.widths.includes(width) ? width : image.widths.at(-1)}.webp`

/** GET /staff/rooms: search by number or description, filter by type and archived, paged. */
export async function listStaffRooms(db: Db, query: ListQuery) {
  const conditions: (SQL | undefined)[] = [
    query.type ? eq(rooms.type, query.type) : undefined,
    query.archived === 'false'
      ? isNull(rooms.archivedAt)
      : query.archived === 'true'
        ? isNotNull(rooms.archivedAt)
        : undefined,
  ]
  if (query.search) {
    const like = `%${query.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
    conditions.push(
      or(
        sql`${rooms.number}::text like ${like}`,
        ilike(rooms.descriptionEn, like),
        ilike(rooms.descriptionEs, like),
      ),
    )
  }
  const where = and(...conditions)
  const tariffFrom = sql<
    number | null
  >`(select min(c.tariff_cents) from ${roomCapacities} c where c.room_id = ${outerRoomId})`
  const order = { number: rooms.number, type: rooms.type, tariff: tariffFrom }[query.order_by]
  const direction = query.order_direction === 'desc' ? desc : asc
  const { limit, offset } = pageWindow(query)
  const [rows, [total]] = await Promise.all([
    db
      .select({
        room: rooms,
        maxGuests: sql<number>`coalesce((select max(c.capacity) from ${roomCapacities} c where c.room_id = ${outerRoomId}), 0)::int`,
        tariffFrom,
        picture: sql<{ basePath: string; widths: number[] } | null>`(select json_build_object('basePath',
          i.base_path, 'widths', i.widths) from ${roomImages} i where i.room_id = ${outerRoomId}
          order by i.position limit 1)`,
        future: futureReservations(),
      })
      .from(rooms)
      .where(where)
      .orderBy(direction(order), asc(rooms.number))
      .limit(limit)
      .offset(offset),
    db.select({ count: sql<number>`count(*)::int` }).from(rooms).where(where),
  ])
  const data: StaffRoomRow[] = rows.map(({ room, maxGuests, tariffFrom, picture, future }) => ({
    ...staffRoomFacts(room, future),
    max_guests: maxGuests,
    tariff_from: tariffFrom === null ? null : Number(tariffFrom),
    thumbnail: picture ? pictureSrc(picture, 480) : null,
  }))
  return pageOf(data, total?.count ?? 0, query)
}

/** GET /staff/rooms/{number}: every fact of the room as the editor shows it. */
export async function staffRoom(db: Db, number: number): Promise<StaffRoom> {
  const room = await staffRoomRow(db, number)
  const [beds, capacities, linked, images, [future]] = await Promise.all([
    db.select().from(roomBeds).where(eq(roomBeds.roomId, room.id)).orderBy(asc(roomBeds.type)),
    db
      .select()
      .from(roomCapacities)
      .where(eq(roomCapacities.roomId, room.id))
      .orderBy(asc(roomCapacities.capacity)),
    db
      .select({ service: services })
      .from(roomServices)
      .innerJoin(services, eq(services.id, roomServices.serviceId))
      .where(eq(roomServices.roomId, room.id))
      .orderBy(asc(services.code)),
    db.select().from(roomImages).where(eq(roomImages.roomId, room.id)).orderBy(asc(roomImages.position)),
    db
      .select({ count: sql<number>`count(distinct ${reservationRooms.reservationId})::int` })
      .from(reservationRooms)
      .where(
        and(
          eq(reservationRooms.roomId, room.id),
          eq(reservationRooms.canceled, false),
          gte(reservationRooms.endDate, sql`${hotelToday()}::date + 1`),
        ),
      ),
  ])
  return {
    ...staffRoomFacts(room, future?.count ?? 0),
    beds: beds.map((b) => ({ type: b.type, quantity: b.quantity })),
    capacities: capacities.map((c) => ({
      capacity: c.capacity,
      tariff: c.tariffCents,
      is_exception: c.isException,
    })),
    services: linked.map(({ service }) => ({
      id: service.id,
      code: service.code,
      name_en: service.nameEn,
      name_es: service.nameEs,
      is_availabled: service.isAvailabled,
    })),
    images: images.map((image) => ({
      id: image.id,
      src: pictureSrc(image, 960),
      srcset: image.widths.map((w) => `${image.basePath}-${w}.webp ${w}w`).join(', '),
      width: image.width,
      height: image.height,
      alt_en: image.altEn,
      alt_es: image.altEs,
      position: image.position,
    })),
    created_at: room.createdAt.toISOString(),
    updated_at: room.updatedAt.toISOString(),
  }
}

const numberTaken = (number: number) =>
  new AppError(
    'room_number_taken',
    'rooms.number_taken',
    { number },
    {
      number: [{ key: 'rooms.number_taken', params: { number } }],
    },
  )

async function refuseTakenNumber(db: Db, number: number, exceptId?: string) {
  const [other] = await db.select({ id: rooms.id }).from(rooms).where(eq(rooms.number, number)).limit(1)
  if (other && other.id !== exceptId) throw numberTaken(number)
}

/** Every service id must exist (a disabled one may still be linked: it reappears when enabled). */
async function requireServices(db: Db, ids: string[]) {
  if (ids.length === 0) return
  const found = await db.select({ id: services.id }).from(services).where(inArray(services.id, ids))
  if (found.length !== ids.length)
    throw new AppError(
      'validation_failed',
      'validation_failed',
      {},
      {
        services: [{ key: 'rooms.service_unknown' }],
      },
    )
}

async function replaceLists(tx: Db, roomId: string, input: Partial<CreateInput>) {
  if (input.beds) {
    await tx.delete(roomBeds).where(eq(roomBeds.roomId, roomId))
    await tx.insert(roomBeds).values(input.beds.map((b) => ({ roomId, type: b.type, quantity: b.quantity })))
  }
  if (input.capacities) {
    await tx.delete(roomCapacities).where(eq(roomCapacities.roomId, roomId))
    await tx.insert(roomCapacities).values(
      input.capacities.map((c) => ({
        roomId,
        capacity: c.capacity,
        tariffCents: c.tariff,
        isException: c.is_exception,
      })),
    )
  }
  if (input.services) {
    await tx.delete(roomServices).where(eq(roomServices.roomId, roomId))
    if (input.services.length)
      await tx.insert(roomServices).values(input.services.map((serviceId) => ({ roomId, serviceId })))
  }
}

/** A unique index a concurrent write won answers as the friendly check does. */
async function uniquely<T>(number: number | undefined, work: () => Promise<T>): Promise<T> {
  try {
    return await work()
  } catch (error) {
    const cause = pgError(error)
    if (number !== undefined && cause?.code === uniqueViolation && cause.constraint === 'rooms_number_unique')
      throw numberTaken(number)
    throw error
  }
}

/** POST /staff/rooms. */
export async function createRoom(db: Db, actor: Actor, input: CreateInput): Promise<number> {
  await refuseTakenNumber(db, input.number)
  await requireServices(db, input.services)
  return uniquely(input.number, () =>
    db.transaction(async (tx) => {
      const [row] = await tx
        .insert(rooms)
        .values({
          number: input.number,
          type: input.type,
          descriptionEn: input.description_en,
          descriptionEs: input.description_es,
        })
        .returning()
      if (!row) throw new Error('room not inserted')
      await replaceLists(tx, row.id, input)
      await recordCreation(tx, actor, 'rooms.create', 'room', String(row.number), { ...input })
      return row.number
    }),
  )
}

/** PATCH /staff/rooms/{number}: the facts given; a new number follows the room's stays that have not ended. */
export async function updateRoom(
  db: Db,
  actor: Actor,
  number: number,
  input: UpdateInput | RoomUpdate,
): Promise<number> {
  const data = input as UpdateInput
  const room = await staffRoomRow(db, number)
  if (data.number !== undefined) await refuseTakenNumber(db, data.number, room.id)
  if (data.services) await requireServices(db, data.services)
  return uniquely(data.number, () =>
    db.transaction(async (tx) => {
      const renumbered = data.number !== undefined && data.number !== room.number
      // Bookings look the room up by number under its lock: hold both numbers while it changes.
      if (renumbered) await lockRooms(tx, [room.number, data.number as number])
      const changes: Partial<typeof rooms.$inferInsert> = { updatedAt: new Date() }
      if (data.number !== undefined) changes.number = data.number
      if (data.type) changes.type = data.type
      if (data.description_en) changes.descriptionEn = data.description_en
      if (data.description_es) changes.descriptionEs = data.description_es
      const [updated] = await tx.update(rooms).set(changes).where(eq(rooms.id, room.id)).returning()
      if (!updated) throw new AppError('room_not_found', 'rooms.not_found')
      if (renumbered)
        await tx
          .update(reservationRooms)
          .set({ roomNumber: updated.number })
          .where(
            and(
              eq(reservationRooms.roomId, room.id),
              gte(reservationRooms.endDate, sql`${hotelToday()}::date`),
            ),
          )
      await replaceLists(tx, room.id, data)
      await recordAudit(tx, actor, {
        action: 'rooms.update',
        entity: 'room',
        entityId: String(updated.number),
        before: {
          number: room.number,
          type: room.type,
          description_en: room.descriptionEn,
          description_es: room.descriptionEs,
        },
        after: { ...data },
      })
      return updated.number
    }),
  )
}

/** POST /staff/rooms/{number}/archive and /restore: an archived room leaves the site; again is no change. */
export async function setArchived(db: Db, actor: Actor, number: number, archived: boolean) {
  const room = await staffRoomRow(db, number)
  if (Boolean(room.archivedAt) === archived) return room.number
  await db.transaction(async (tx) => {
    // Under the room's lock: a booking in progress either commits first or sees the room archived.
    await lockRooms(tx, [room.number])
    await tx
      .update(rooms)
      .set({ archivedAt: archived ? new Date() : null, updatedAt: new Date() })
      .where(eq(rooms.id, room.id))
    await recordAudit(tx, actor, {
      action: archived ? 'rooms.archive' : 'rooms.restore',
      entity: 'room',
      entityId: String(room.number),
      before: { archived_at: room.archivedAt?.toISOString() ?? null },
      after: { archived: archived },
    })
  })
  return room.number
}
