import {
  errorBodySchema,
  roomImageFields,
  roomImageParams,
  roomNumberParams,
  roomSchema,
} from '@hotel/contract'
import { and, eq, max } from 'drizzle-orm'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { Db } from '../../db/client.ts'
import { roomImages, rooms } from '../../db/schema/index.ts'
import { AppError, parseOrThrow } from '../../http/errors.ts'
import { translate } from '../../http/messages/index.ts'
import { readForm, requireFile } from '../../http/multipart.ts'
import { requireRole, requireStaff } from '../../http/staff-guard.ts'
import { removeRoomImage, storeRoomImage } from '../../integrations/images.ts'
import { getHotel } from '../hotel/service.ts'
import { getRoom, roomRow } from './service.ts'

const errors = {
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  413: errorBodySchema,
  415: errorBodySchema,
  422: errorBodySchema,
}
const answer = z.object({ message: z.string(), data: roomSchema })

/** Staff (owner and manager) add and remove a room's pictures; guests see them in the room's order. */
export const roomImageRoutes: FastifyPluginAsyncZod<{ db: Db; uploadsDir: string }> = async (
  app,
  { db, uploadsDir },
) => {
  const { currency } = await getHotel(db)
  const onRequest = [requireStaff(db), requireRole('owner', 'manager')]

  app.post(
    '/rooms/:number/images',
    {
      onRequest,
      schema: {
        tags: ['rooms'],
        summary:
          'Add a picture to a room (multipart: `image` JPEG or PNG up to 5 MB, `alt_en`, `alt_es`); stored as WebP variants',
        security: [{ bearer: [] }],
        params: roomNumberParams,
        response: { 201: answer, ...errors },
      },
    },
    async (request, reply) => {
      const room = await roomRow(db, request.params.number)
      const { body, file } = await readForm(request, 'image')
      const fields = parseOrThrow(roomImageFields, body)
      const stored = await storeRoomImage(uploadsDir, requireFile(file))
      try {
        await db.transaction(async (tx) => {
          // The room's row lock orders concurrent uploads, so each takes the next free position.
          await tx.select({ id: rooms.id }).from(rooms).where(eq(rooms.id, room.id)).for('update')
          const [last] = await tx
            .select({ position: max(roomImages.position) })
            .from(roomImages)
            .where(eq(roomImages.roomId, room.id))
          await tx.insert(roomImages).values({
            roomId: room.id,
            position: (last?.position ?? -1) + 1,
            ...stored,
            altEn: fields.alt_en,
            altEs: fields.alt_es,
          })
        })
      } catch (error) {
        await removeRoomImage(uploadsDir, stored)
        throw error
      }
      reply.code(201)
      return {
        message: translate(request.locale, 'rooms.image_added', { number: room.number }),
        data: await getRoom(db, room.number, request.locale, currency),
      }
    },
  )

  app.delete(
    '/rooms/:number/images/:id',
    {
      onRequest,
      schema: {
        tags: ['rooms'],
        summary: "Remove one of a room's pictures (its files too)",
        security: [{ bearer: [] }],
        params: roomImageParams,
        response: { 200: answer, ...errors },
      },
    },
    async (request) => {
      const room = await roomRow(db, request.params.number)
      const [removed] = await db
        .delete(roomImages)
        .where(and(eq(roomImages.id, request.params.id), eq(roomImages.roomId, room.id)))
        .returning()
      if (!removed) throw new AppError(404, 'image_not_found', 'rooms.image_not_found')
      // Demo pictures are shared by the seeded rooms of a type: only uploaded files are deleted.
      if (!removed.basePath.includes('/demo-')) await removeRoomImage(uploadsDir, removed)
      return {
        message: translate(request.locale, 'rooms.image_removed', { number: room.number }),
        data: await getRoom(db, room.number, request.locale, currency),
      }
    },
  )
}
