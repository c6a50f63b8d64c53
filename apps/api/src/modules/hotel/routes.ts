import { hotelSchema } from '@hotel/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { Db } from '../../db/client.ts'
import { getHotel } from './service.ts'

export const hotelRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/hotel',
    {
      schema: {
        tags: ['hotel'],
        summary: "The hotel's public facts: contact, times, currency and exchange rate",
        response: { 200: z.object({ data: hotelSchema }) },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=60')
      return { data: await getHotel(db) }
    },
  )
}
