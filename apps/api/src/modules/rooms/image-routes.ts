import { roomImageFields, roomImageParams, roomNumberParams, roomSchema } from '@hotel/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { Db } from '../../db/client.ts'
import { actorOf } from '../../http/auth.ts'
import { parseOrThrow } from '../../http/errors.ts'
import { translate } from '../../http/messages/index.ts'
import { readForm, requireFile } from '../../http/multipart.ts'
import { errorResponses } from '../../http/responses.ts'
import { removeRoomImage, storeRoomImage } from '../../integrations/images.ts'
import { getHotel } from '../hotel/service.ts'
import { addPicture, deletePicture } from './pictures.ts'
import { getRoom, roomRow } from './service.ts'

const errors = errorResponses(401, 403, 404, 413, 415, 422)
const answer = z.object({ message: z.string(), data: roomSchema })

/** Staff who manage rooms add and remove a room's pictures; guests see them in the room's order. */
export const roomImageRoutes: FastifyPluginAsyncZod<{ db: Db; uploadsDir: string }> = async (
  app,
  { db, uploadsDir },
) => {
  // Read per request: staff may change the settings.
  const currency = async () => (await getHotel(db)).currency

  app.post(
    '/staff/rooms/:number/images',
    {
      config: { permission: 'rooms.manage' },
      schema: {
        tags: ['rooms'],
        summary:
          'Add a picture to a room (multipart: `image` JPEG or PNG up to 5 MB, `alt_en`, `alt_es`); stored as WebP variants',
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
        await addPicture(db, actorOf(request), room, stored, fields)
      } catch (error) {
        await removeRoomImage(uploadsDir, stored)
        throw error
      }
      reply.code(201)
      return {
        message: translate(request.locale, 'rooms.image_added', { number: room.number }),
        data: await getRoom(db, room.number, request.locale, await currency()),
      }
    },
  )

  app.delete(
    '/staff/rooms/:number/images/:id',
    {
      config: { permission: 'rooms.manage' },
      schema: {
        tags: ['rooms'],
        summary: "Remove one of a room's pictures (its files too)",
        params: roomImageParams,
        response: { 200: answer, ...errors },
      },
    },
    async (request) => {
      const room = await roomRow(db, request.params.number)
      const removed = await deletePicture(db, actorOf(request), room, request.params.id)
      // Demo pictures are shared by the seeded rooms of a type: only uploaded files are deleted.
      if (!removed.basePath.includes('/demo-')) await removeRoomImage(uploadsDir, removed)
      return {
        message: translate(request.locale, 'rooms.image_removed', { number: room.number }),
        data: await getRoom(db, room.number, request.locale, await currency()),
      }
    },
  )
}
