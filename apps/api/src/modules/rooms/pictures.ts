import { and, asc, eq, max, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { roomImages, rooms } from '../../db/schema/index.ts'
import type { Actor } from '../../http/auth.ts'
import { AppError } from '../../http/errors.ts'
import type { StoredRoomImage } from '../../integrations/images.ts'
import { recordAudit } from '../audit/record.ts'

type RoomRow = typeof rooms.$inferSelect

/** Adds a stored picture after the room's last one, and records who did. */
export async function addPicture(
  db: Db,
  actor: Actor,
  room: RoomRow,
  stored: StoredRoomImage,
  alt: { alt_en: string; alt_es: string },
) {
  await db.transaction(async (tx) => {
    // The room's row lock orders concurrent uploads, so each takes the next free position.
    await tx.select({ id: rooms.id }).from(rooms).where(eq(rooms.id, room.id)).for('update')
    const [last] = await tx
      .select({ position: max(roomImages.position) })
      .from(roomImages)
      .where(eq(roomImages.roomId, room.id))
    const [added] = await tx
      .insert(roomImages)
      .values({
        roomId: room.id,
        position: (last?.position ?? -1) + 1,
        ...stored,
        altEn: alt.alt_en,
        altEs: alt.alt_es,
      })
      .returning({ id: roomImages.id, position: roomImages.position })
    if (!added) throw new Error('picture not inserted')
    await recordAudit(tx, actor, {
      action: 'rooms.picture_add',
      entity: 'room',
      entityId: String(room.number),
      after: { picture: added.id, position: added.position, alt_en: alt.alt_en, alt_es: alt.alt_es },
    })
  })
}

/** Removes one of a room's pictures (404 when it is not the room's) and records who did; returns its row. */
export async function deletePicture(db: Db, actor: Actor, room: RoomRow, pictureId: string) {
  return db.transaction(async (tx) => {
    const [removed] = await tx
      .delete(roomImages)
      .where(and(eq(roomImages.id, pictureId), eq(roomImages.roomId, room.id)))
      .returning()
    if (!removed) throw new AppError('image_not_found', 'rooms.image_not_found')
    await recordAudit(tx, actor, {
      action: 'rooms.picture_delete',
      entity: 'room',
      entityId: String(room.number),
      before: {
        picture: removed.id,
        position: removed.position,
        alt_en: removed.altEn,
        alt_es: removed.altEs,
      },
    })
    return removed
  })
}

/**
 * Puts the room's pictures in the order of `ids`, which must name each of them once (422 otherwise). The room's
 * row lock orders it with uploads; positions pass through negatives so the unique (room, position) index holds
 * after every row.
 */
export async function reorderPictures(db: Db, actor: Actor, room: RoomRow, ids: string[]) {
  await db.transaction(async (tx) => {
    await tx.select({ id: rooms.id }).from(rooms).where(eq(rooms.id, room.id)).for('update')
    const current = await tx
      .select({ id: roomImages.id })
      .from(roomImages)
      .where(eq(roomImages.roomId, room.id))
      .orderBy(asc(roomImages.position))
    const known = new Set(current.map((c) => c.id))
    if (new Set(ids).size !== ids.length || ids.length !== known.size || ids.some((id) => !known.has(id)))
      throw new AppError(
        'validation_failed',
        'validation_failed',
        {},
        { ids: [{ key: 'rooms.image_order' }] },
      )
    await tx
      .update(roomImages)
      .set({ position: sql`-1 - ${roomImages.position}` })
      .where(eq(roomImages.roomId, room.id))
    for (const [position, id] of ids.entries())
      await tx.update(roomImages).set({ position }).where(eq(roomImages.id, id))
    await recordAudit(tx, actor, {
      action: 'rooms.picture_reorder',
      entity: 'room',
      entityId: String(room.number),
      before: { pictures: current.map((c) => c.id) },
      after: { pictures: ids },
    })
  })
}

/** Changes a picture's alt text in both languages (404 when it is not the room's). */
export async function updatePictureAlt(
  db: Db,
  actor: Actor,
  room: RoomRow,
  pictureId: string,
  alt: { alt_en: string; alt_es: string },
) {
  await db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(roomImages)
      .where(and(eq(roomImages.id, pictureId), eq(roomImages.roomId, room.id)))
      .for('update')
    if (!before) throw new AppError('image_not_found', 'rooms.image_not_found')
    await tx
      .update(roomImages)
      .set({ altEn: alt.alt_en, altEs: alt.alt_es })
      .where(eq(roomImages.id, pictureId))
    await recordAudit(tx, actor, {
      action: 'rooms.picture_alt',
      entity: 'room',
      entityId: String(room.number),
      before: { picture: before.id, alt_en: before.altEn, alt_es: before.altEs },
      after: { picture: before.id, alt_en: alt.alt_en, alt_es: alt.alt_es },
    })
  })
}
