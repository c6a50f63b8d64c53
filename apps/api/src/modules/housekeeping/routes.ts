import {
  errorBodySchema,
  housekeepingAnswerSchema,
  housekeepingListSchema,
  roomStatusUpdateSchema,
  staffRoomParams,
} from '@hotel/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { Db } from '../../db/client.ts'
import { actorOf } from '../../http/auth.ts'
import { errorResponses } from '../../http/responses.ts'
import { listHousekeeping, setRoomStatus } from './service.ts'

const errors = errorResponses(401, 403, 404, 409, 422)

/** Housekeeping on the floor: every room's status with today's guests, and the changes a housekeeper makes. */
export const housekeepingRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/staff/housekeeping',
    {
      config: { permission: 'housekeeping.update' },
      schema: {
        tags: ['housekeeping'],
        summary:
          "Every room in use with its status, note and today's guests (in house, arriving, leaving); rooms to clean first",
        response: { 200: housekeepingListSchema, 401: errorBodySchema, 403: errorBodySchema },
      },
    },
    async () => listHousekeeping(db),
  )

  app.put(
    '/staff/rooms/:number/status',
    {
      config: { permission: 'housekeeping.update' },
      schema: {
        tags: ['housekeeping'],
        summary:
          'Mark a room clean (cleaning to available), put it in maintenance with a note (not with a guest in house), or lift maintenance; never reserved',
        params: staffRoomParams,
        body: roomStatusUpdateSchema,
        response: { 200: housekeepingAnswerSchema, ...errors },
      },
    },
    async (request) => {
      const { room, message } = await setRoomStatus(
        db,
        actorOf(request),
        request.locale,
        request.params.number,
        request.body,
      )
      return { message, data: room }
    },
  )
}
