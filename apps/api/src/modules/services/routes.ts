import { errorBodySchema, pageSchema, serviceListQuery, serviceSchema } from '@hotel/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { Db } from '../../db/client.ts'
import { listServices } from './service.ts'

export const serviceRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/services',
    {
      schema: {
        tags: ['rooms'],
        summary: 'Room services (air conditioning, wifi...), named in the request language',
        querystring: serviceListQuery,
        response: { 200: pageSchema(serviceSchema), 422: errorBodySchema },
      },
    },
    async (request) => listServices(db, request.locale, request.query),
  )
}
