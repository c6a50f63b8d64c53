import {
  contactMessageAnswerSchema,
  contactMessageDetailSchema,
  contactMessageIdParams,
  contactMessageListQuery,
  contactMessagePageSchema,
  contactReplyCreateSchema,
  contactSchema,
  contactStatusUpdateSchema,
  errorBodySchema,
} from '@hotel/contract'
import type { FastifyBaseLogger } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { Db } from '../../db/client.ts'
import { actorOf } from '../../http/auth.ts'
import { translate } from '../../http/messages/index.ts'
import { errorResponses } from '../../http/responses.ts'
import { staffListRoute } from '../../http/staff-list.ts'
import type { Mailer } from '../../integrations/mail.ts'
import { contactMessageDetail, listContactMessages, replyToMessage, setContactStatus } from './inbox.ts'
import { sendContactMessage } from './service.ts'

const errors = errorResponses(401, 403, 404, 422, 429)

export const inboxRoutes: FastifyPluginAsyncZod<{
  db: Db
  mailer: Mailer
  log: FastifyBaseLogger
}> = async (app, { db, mailer, log }) => {
  app.post(
    '/contact',
    {
      config: { rateLimit: { max: 5, timeWindow: 600_000 } },
      schema: {
        tags: ['inbox'],
        summary: 'Send a message to the hotel (stored and e-mailed to its address)',
        body: contactSchema,
        response: { 201: z.object({ message: z.string() }), 422: errorBodySchema, 429: errorBodySchema },
      },
    },
    async (request, reply) => {
      const answer = { message: translate(request.locale, 'contact.sent') }
      reply.code(201)
      // A filled honeypot is a robot: it gets the same answer, and nothing is stored or sent.
      if (request.body.website) {
        log.info({ ip: request.ip }, 'contact honeypot filled; message dropped')
        return answer
      }
      const { website: _honeypot, ...input } = request.body
      await sendContactMessage({ db, mailer }, input, request.locale)
      return answer
    },
  )

  // The inbox: staff read the messages and answer them by e-mail (permission inbox.view for all of it).

  staffListRoute(app, '/staff/contact-messages', {
    permission: 'inbox.view',
    tag: 'inbox',
    summary:
      'Contact messages, newest first: filter by status (new, answered) and words (name, e-mail, subject, text); with the count of new ones',
    query: contactMessageListQuery,
    page: contactMessagePageSchema,
    errors,
    list: (query) => listContactMessages(db, query),
  })

  app.get(
    '/staff/contact-messages/:id',
    {
      config: { permission: 'inbox.view' },
      schema: {
        tags: ['inbox'],
        summary: 'A contact message with its replies, oldest first',
        params: contactMessageIdParams,
        response: { 200: z.object({ data: contactMessageDetailSchema }), ...errors },
      },
    },
    async (request) => ({ data: await contactMessageDetail(db, request.params.id) }),
  )

  app.post(
    '/staff/contact-messages/:id/replies',
    {
      config: { permission: 'inbox.view' },
      schema: {
        tags: ['inbox'],
        summary:
          "Answer a message: the reply is recorded, the message marked answered, and the reply mailed to the sender in the message's language (queued with the reply)",
        params: contactMessageIdParams,
        body: contactReplyCreateSchema,
        response: { 201: contactMessageAnswerSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { detail, email } = await replyToMessage(
        { db, mailer },
        actorOf(request),
        request.params.id,
        request.body,
      )
      reply.code(201)
      return { message: translate(request.locale, 'contact.replied', { email }), data: detail }
    },
  )

  app.patch(
    '/staff/contact-messages/:id',
    {
      config: { permission: 'inbox.view' },
      schema: {
        tags: ['inbox'],
        summary: 'Mark a message answered (say, answered by phone) or new again, without a reply',
        params: contactMessageIdParams,
        body: contactStatusUpdateSchema,
        response: { 200: contactMessageAnswerSchema, ...errors },
      },
    },
    async (request) => {
      const data = await setContactStatus(db, actorOf(request), request.params.id, request.body.status)
      const key = data.status === 'answered' ? 'contact.marked_answered' : 'contact.marked_new'
      return { message: translate(request.locale, key), data }
    },
  )
}
