import { extraAnswerSchema, extraIdParams, extrasAnswerSchema, extrasCreateSchema } from '@hotel/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { Db } from '../../db/client.ts'
import { actorOf } from '../../http/auth.ts'
import { translate } from '../../http/messages/index.ts'
import { errorResponses } from '../../http/responses.ts'
import { chargeExtras, removeExtra } from './service.ts'

const errors = errorResponses(401, 403, 404, 409, 422, 429)

/** Extras charged to a stay (the minibar, the kitchen): /staff/reservations/{id}/extras and /staff/extras/{id}. */
export const extraRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.post(
    '/staff/reservations/:id/extras',
    {
      config: { permission: 'frontdesk.operate' },
      schema: {
        tags: ['front desk'],
        summary:
          "Charge extras to a room of a reserved or in-progress stay: each a movement of type extra_charge at the product's price, its stock taken at once (409 when short)",
        params: z.object({ id: z.uuid({ message: 'validation.uuid' }) }),
        body: extrasCreateSchema,
        response: { 201: extrasAnswerSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { extras, params } = await chargeExtras(
        db,
        actorOf(request),
        request.params.id,
        request.body,
        request.locale,
      )
      reply.status(201)
      return { message: translate(request.locale, 'extras.charged', params), data: extras }
    },
  )

  app.delete(
    '/staff/extras/:id',
    {
      config: { permission: 'frontdesk.operate' },
      schema: {
        tags: ['front desk'],
        summary: 'Remove an extra charge from a stay that is still open; its stock comes back',
        params: extraIdParams,
        response: { 200: extraAnswerSchema, ...errors },
      },
    },
    async (request) => {
      const { extra, params } = await removeExtra(db, actorOf(request), request.params.id)
      return { message: translate(request.locale, 'extras.removed', params), data: extra }
    },
  )
}
