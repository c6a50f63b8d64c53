import {
  commentCreateSchema,
  commentEligibilitySchema,
  commentListQuery,
  commentPageSchema,
  commentSchema,
  commentStatusSchema,
  errorBodySchema,
  staffCommentAnswerSchema,
  staffCommentListQuery,
  staffCommentPageSchema,
} from '@hotel/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { Db } from '../../db/client.ts'
import { actorOf, clientOf } from '../../http/auth.ts'
import { translate } from '../../http/messages/index.ts'
import { errorResponses } from '../../http/responses.ts'
import { staffListRoute } from '../../http/staff-list.ts'
import {
  commentEligibility,
  createComment,
  listComments,
  listStaffComments,
  setCommentStatus,
} from './service.ts'

const errors = errorResponses(401, 403, 404, 409, 422, 429)

export const reviewRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/comments',
    {
      schema: {
        tags: ['reviews'],
        summary: 'Visible guest reviews, newest first, with the average rate',
        querystring: commentListQuery,
        response: { 200: commentPageSchema, 422: errorBodySchema },
      },
    },
    async (request) => listComments(db, request.query),
  )

  app.get(
    '/comments/eligibility',
    {
      config: { auth: 'client' },
      schema: {
        tags: ['reviews'],
        summary:
          'Whether the signed-in guest may review now: after a stay (checked in or completed) not reviewed yet; the message says why not',
        security: [{ bearer: [] }],
        response: { 200: commentEligibilitySchema, ...errors },
      },
    },
    async (request) => commentEligibility(db, clientOf(request).row, (key) => translate(request.locale, key)),
  )

  app.post(
    '/comments',
    {
      config: {
        auth: 'client',
        rateLimit: {
          hook: 'preHandler',
          max: 5,
          timeWindow: 3_600_000,
          keyGenerator: (request) => `comments:${request.client?.row.id ?? request.ip}`,
        },
      },
      schema: {
        tags: ['reviews'],
        summary:
          'Leave a review (0 to 5 stars and a text) of the latest stay (checked in or completed) not reviewed yet, shown under the profile name whatever names are sent: 403 stay_required without a stay, 409 stay_reviewed when each is reviewed',
        security: [{ bearer: [] }],
        body: commentCreateSchema,
        response: { 201: z.object({ message: z.string(), data: commentSchema }), ...errors },
      },
    },
    async (request, reply) => {
      const comment = await createComment(db, clientOf(request).row, request.body)
      reply.code(201)
      return { message: translate(request.locale, 'comments.created'), data: comment }
    },
  )

  staffListRoute(app, '/staff/comments', {
    permission: 'reviews.moderate',
    tag: 'reviews',
    summary:
      'Every review with its status (active or hidden): filter by rate, status, text (content, name or e-mail) and days (from, to)',
    query: staffCommentListQuery,
    page: staffCommentPageSchema,
    errors,
    list: (query) => listStaffComments(db, query),
  })

  app.patch(
    '/staff/comments/:id',
    {
      config: { permission: 'reviews.moderate' },
      schema: {
        tags: ['reviews'],
        summary:
          "Hide or show a review (`status` hidden or active): the site's list and average follow at once. The one way to moderate a review",
        params: z.object({ id: z.uuid({ message: 'validation.uuid' }) }),
        body: commentStatusSchema,
        response: { 200: staffCommentAnswerSchema, ...errors },
      },
    },
    async (request) => {
      const data = await setCommentStatus(db, actorOf(request), request.params.id, request.body.status)
      const key = data.status === 'hidden' ? 'comments.hidden' : 'comments.shown'
      return { message: translate(request.locale, key), data }
    },
  )
}
