import {
  errorBodySchema,
  pageSchema,
  serviceCreateSchema,
  serviceIdParams,
  serviceListQuery,
  serviceSchema,
  serviceUpdateSchema,
  staffServiceAnswerSchema,
  staffServiceListQuery,
  staffServicePageSchema,
} from '@hotel/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { Db } from '../../db/client.ts'
import { actorOf } from '../../http/auth.ts'
import { translate } from '../../http/messages/index.ts'
import { errorResponses } from '../../http/responses.ts'
import { staffListRoute } from '../../http/staff-list.ts'
import { createService, listServices, listStaffServices, updateService } from './service.ts'

const errors = errorResponses(401, 403, 404, 409, 422, 429)

export const serviceRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/services',
    {
      schema: {
        tags: ['rooms'],
        summary: 'Room services (air conditioning, wifi...) guests see, named in the request language',
        querystring: serviceListQuery,
        response: { 200: pageSchema(serviceSchema), 422: errorBodySchema },
      },
    },
    async (request) => listServices(db, request.locale, request.query),
  )

  staffListRoute(app, '/staff/services', {
    permission: 'services.manage',
    tag: 'rooms',
    summary:
      'Every service, enabled or not, with both names, its creator and how many rooms list it; search by name or code',
    query: staffServiceListQuery,
    page: staffServicePageSchema,
    errors,
    list: (query, request) => listStaffServices(db, request.locale, query),
  })

  app.post(
    '/staff/services',
    {
      config: { permission: 'services.manage' },
      schema: {
        tags: ['rooms'],
        summary:
          'Add a service: names in English and Spanish (each unique), a stable code (given, or made from the English name)',
        body: serviceCreateSchema,
        response: { 201: staffServiceAnswerSchema, ...errors },
      },
    },
    async (request, reply) => {
      const service = await createService(db, actorOf(request), request.body)
      reply.status(201)
      const name = request.locale === 'es' ? service.name_es : service.name_en
      return { message: translate(request.locale, 'services.created', { name }), data: service }
    },
  )

  app.patch(
    '/staff/services/:id',
    {
      config: { permission: 'services.manage' },
      schema: {
        tags: ['rooms'],
        summary:
          'Rename a service (English, Spanish) or enable or disable it: a disabled one vanishes from every room page at once',
        params: serviceIdParams,
        body: serviceUpdateSchema,
        response: { 200: staffServiceAnswerSchema, ...errors },
      },
    },
    async (request) => {
      const { service, changed } = await updateService(db, actorOf(request), request.params.id, request.body)
      const name = request.locale === 'es' ? service.name_es : service.name_en
      const key =
        changed.length === 1 && changed[0] === 'is_availabled'
          ? service.is_availabled
            ? 'services.enabled'
            : 'services.disabled'
          : 'services.updated'
      return { message: translate(request.locale, key, { name }), data: service }
    },
  )
}
