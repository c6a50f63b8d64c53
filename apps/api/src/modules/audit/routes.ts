import { auditListQuery, auditPageSchema, errorBodySchema } from '@hotel/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { Db } from '../../db/client.ts'
import { listAudit } from './service.ts'

export const auditRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/staff/audit',
    {
      config: { permission: 'audit.view' },
      schema: {
        tags: ['staff audit'],
        summary:
          'The audit log, newest first: filter by person (staff_user_id), record (entity, entity_id), action, and days of the hotel (from, to; inclusive)',
        querystring: auditListQuery,
        response: {
          200: auditPageSchema,
          401: errorBodySchema,
          403: errorBodySchema,
          422: errorBodySchema,
          429: errorBodySchema,
        },
      },
    },
    async (request) => listAudit(db, request.query),
  )
}
