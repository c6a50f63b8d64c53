import { hotelAnswerSchema } from '@hotel/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { Db } from '../../db/client.ts'
import { getHotel, stayLimits } from './service.ts'

export const hotelRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/hotel',
    {
      schema: {
        tags: ['hotel'],
        summary: "The hotel's public facts: contact, times, currency and exchange rate, and a stay's bounds",
        response: { 200: z.object({ data: hotelAnswerSchema }) },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=60')
      const [hotel, limits] = await Promise.all([getHotel(db), stayLimits(db)])
      return {
        data: {
          ...hotel,
          max_stay_nights: limits.max_stay_nights,
          booking_horizon_months: limits.booking_horizon_months,
        },
      }
    },
  )
}
