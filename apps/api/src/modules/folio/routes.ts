import { deskReservationParams, folioAnswerSchema } from '@hotel/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { Db } from '../../db/client.ts'
import { errorResponses } from '../../http/responses.ts'
import { folioOf } from './folio.ts'

const errors = errorResponses(401, 403, 404, 429)

/** A stay's account: /staff/reservations/{id}/folio. */
export const folioRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/staff/reservations/:id/folio',
    {
      config: { permission: 'reservations.view' },
      schema: {
        tags: ['folio'],
        summary:
          "The stay's account: a line per room per night, extras, discounts, adjustments, taxes (per day), payments and refunds, with the taxes' bases, the total, what is paid and the balance (USD cents)",
        params: deskReservationParams,
        response: { 200: folioAnswerSchema, ...errors },
      },
    },
    async (request) => ({ data: await folioOf(db, request.params.id, request.locale) }),
  )
}
