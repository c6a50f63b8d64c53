import { errorBodySchema } from '@hotel/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { type Database, pingDatabase } from '../../db/client.ts'
import { AppError } from '../../http/errors.ts'

export const healthRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (app, { database }) => {
  app.get(
    '/health',
    {
      config: { rateLimit: false },
      schema: {
        tags: ['system'],
        summary: 'Liveness and database check',
        response: {
          200: z.object({ status: z.literal('ok'), database: z.enum(['pglite', 'postgresql']) }),
          503: errorBodySchema,
        },
      },
    },
    async (request) => {
      try {
        await pingDatabase(database.db)
      } catch (error) {
        request.log.error({ err: error }, 'database check failed')
        throw new AppError('service_unavailable', 'service_unavailable')
      }
      return { status: 'ok' as const, database: database.kind }
    },
  )
}
