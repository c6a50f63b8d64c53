import {
  roomImageAltSchema,
  roomImageFields,
  roomImageOrderSchema,
  roomImageParams,
  roomNumberParams,
  staffRoomAnswerSchema,
} from '@hotel/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { Db } from '../../db/client.ts'
import { actorOf } from '../../http/auth.ts'
import { parseOrThrow } from '../../http/errors.ts'
import { readForm, requireFile } from '../../http/multipart.ts'
import { errorResponses } from '../../http/responses.ts'
import { removeRoomImage, storeRoomImage } from '../../integrations/images.ts'
import { roomAnswer } from './answers.ts'
import { staffRoomRow } from './manage-rooms.ts'
import { addPicture, deletePicture, reorderPictures, updatePictureAlt } from './pictures.ts'

const errors = errorResponses(401, 403, 404, 413, 415, 422)
const answer = staffRoomAnswerSchema

/**
 * Staff who manage rooms add, order, describe and remove a room's pictures (archived rooms' too); guests see
 * them in the room's order. Each write answers the room as the editor shows it.
 */
export const roomImageRoutes: FastifyPluginAsyncZod<{ db: Db; uploadsDir: string }> = async (
  app,
  { db, uploadsDir },
) => {
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
      const room = await staffRoomRow(db, request.params.number)
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
      return roomAnswer(db, request.locale, 'rooms.image_added', room.number)
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
      const room = await staffRoomRow(db, request.params.number)
      const removed = await deletePicture(db, actorOf(request), room, request.params.id)
      // Demo pictures are shared by the seeded rooms of a type: only uploaded files are deleted.
      if (!removed.basePath.includes('/demo-')) await removeRoomImage(uploadsDir, removed)
      return roomAnswer(db, request.locale, 'rooms.image_removed', room.number)
    },
  )

  app.put(
    '/staff/rooms/:number/images/order',
    {
      config: { permission: 'rooms.manage' },
      schema: {
        tags: ['rooms'],
        summary: "Put a room's pictures in a new order: `ids` names every picture of the room once",
        params: roomNumberParams,
        body: roomImageOrderSchema,
        response: { 200: answer, ...errors },
      },
    },
    async (request) => {
      const room = await staffRoomRow(db, request.params.number)
      await reorderPictures(db, actorOf(request), room, request.body.ids)
      return roomAnswer(db, request.locale, 'rooms.images_reordered', room.number)
    },
  )

  app.patch(
    '/staff/rooms/:number/images/:id',
    {
      config: { permission: 'rooms.manage' },
      schema: {
        tags: ['rooms'],
        summary: "Change a picture's alt text (what it shows) in English and Spanish",
        params: roomImageParams,
        body: roomImageAltSchema,
        response: { 200: answer, ...errors },
      },
    },
    async (request) => {
      const room = await staffRoomRow(db, request.params.number)
      await updatePictureAlt(db, actorOf(request), room, request.params.id, request.body)
      return roomAnswer(db, request.locale, 'rooms.image_updated', room.number)
    },
  )
}
