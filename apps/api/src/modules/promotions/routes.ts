import {
  type Locale,
  promotionAnswerSchema,
  promotionCreateSchema,
  promotionIdParams,
  promotionListQuery,
  promotionPageSchema,
  promotionStatusSchema,
  promotionUpdateSchema,
  roomChoiceListSchema,
  type StaffPromotion,
  staffPromotionSchema,
} from '@hotel/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { Db } from '../../db/client.ts'
import { actorOf } from '../../http/auth.ts'
import { translate } from '../../http/messages/index.ts'
import { errorResponses } from '../../http/responses.ts'
import { staffListRoute } from '../../http/staff-list.ts'
import { roomChoices } from '../prices/service.ts'
import {
  createPromotion,
  getPromotion,
  listPromotions,
  setPromotionStatus,
  updatePromotion,
} from './service.ts'

const errors = errorResponses(401, 403, 404, 409, 422, 429)

/** Promotions as staff manage them: /staff/promotions. */
/** A promotion written, with the message that names it. */
const promotionAnswer = (
  locale: Locale,
  key: 'promotions.created' | 'promotions.updated' | 'promotions.activated' | 'promotions.deactivated',
  promotion: StaffPromotion,
) => ({ message: translate(locale, key, { name: promotion.name }), data: promotion })

export const promotionRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/staff/promotions/rooms',
    {
      config: { permission: 'promotions.manage' },
      schema: {
        tags: ['promotions'],
        summary: 'Every room by number (archived ones marked), to choose those a promotion covers',
        response: { 200: roomChoiceListSchema, ...errors },
      },
    },
    async () => ({ data: await roomChoices(db) }),
  )

  staffListRoute(app, '/staff/promotions', {
    permission: 'promotions.manage',
    tag: 'promotions',
    summary: 'Promotions: search by name or code, filter by status; paged',
    query: promotionListQuery,
    page: promotionPageSchema,
    errors,
    list: (query) => listPromotions(db, query),
  })

  app.get(
    '/staff/promotions/:id',
    {
      config: { permission: 'promotions.manage' },
      schema: {
        tags: ['promotions'],
        summary: 'One promotion with its rooms',
        params: promotionIdParams,
        response: { 200: z.object({ data: staffPromotionSchema }), ...errors },
      },
    },
    async (request) => ({ data: await getPromotion(db, request.params.id) }),
  )

  app.post(
    '/staff/promotions',
    {
      config: { permission: 'promotions.manage' },
      schema: {
        tags: ['promotions'],
        summary: 'Create a promotion (name and code unique, discount 1 to 90 %, rooms that exist)',
        body: promotionCreateSchema,
        response: { 201: promotionAnswerSchema, ...errors },
      },
    },
    async (request, reply) => {
      const promotion = await createPromotion(db, actorOf(request), request.body)
      reply.status(201)
      return promotionAnswer(request.locale, 'promotions.created', promotion)
    },
  )

  app.patch(
    '/staff/promotions/:id',
    {
      config: { permission: 'promotions.manage' },
      schema: {
        tags: ['promotions'],
        summary: 'Edit a promotion: any of its fields, its rooms replaced when given',
        params: promotionIdParams,
        body: promotionUpdateSchema,
        response: { 200: promotionAnswerSchema, ...errors },
      },
    },
    async (request) =>
      promotionAnswer(
        request.locale,
        'promotions.updated',
        await updatePromotion(db, actorOf(request), request.params.id, request.body),
      ),
  )

  app.put(
    '/staff/promotions/:id/status',
    {
      config: { permission: 'promotions.manage' },
      schema: {
        tags: ['promotions'],
        summary: 'Activate or deactivate a promotion (an inactive one discounts nothing)',
        params: promotionIdParams,
        body: promotionStatusSchema,
        response: { 200: promotionAnswerSchema, ...errors },
      },
    },
    async (request) => {
      const promotion = await setPromotionStatus(db, actorOf(request), request.params.id, request.body.status)
      return promotionAnswer(
        request.locale,
        promotion.status === 'active' ? 'promotions.activated' : 'promotions.deactivated',
        promotion,
      )
    },
  )
}
