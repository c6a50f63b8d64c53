import {
  breakfastAnswerSchema,
  breakfastListQuery,
  breakfastListSchema,
  breakfastUpdateSchema,
} from '@hotel/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { Db } from '../../db/client.ts'
import { actorOf } from '../../http/auth.ts'
import { errorResponses } from '../../http/responses.ts'
import { listBreakfasts, saveBreakfasts } from './service.ts'

const errors = errorResponses(401, 403, 404, 409, 422)

/** The kitchen's breakfasts: the list of a morning, and the counts served per reservation and room. */
export const breakfastRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/staff/breakfasts',
    {
      config: { permission: 'breakfasts.manage' },
      schema: {
        tags: ['breakfasts'],
        summary:
          "The kitchen's list of a morning (today by default): each room of each live stay covering it, its guests and the breakfasts served, with the totals",
        querystring: breakfastListQuery,
        response: { 200: breakfastListSchema, ...errorResponses(401, 403, 422) },
      },
    },
    async (request) => listBreakfasts(db, request.query.date),
  )

  app.put(
    '/staff/breakfasts',
    {
      config: { permission: 'breakfasts.manage' },
      schema: {
        tags: ['breakfasts'],
        summary:
          "Record a morning's breakfasts per room of a reservation: within the stay and not after today, never below those served nor above the room's guests",
        body: breakfastUpdateSchema,
        response: { 200: breakfastAnswerSchema, ...errors },
      },
    },
    async (request) => {
      const { message, data } = await saveBreakfasts(db, actorOf(request), request.locale, request.body)
      return { message, data }
    },
  )
}
