import { contactSchema, errorBodySchema } from '@hotel/contract'
import type { FastifyBaseLogger } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { Db } from '../../db/client.ts'
import { translate } from '../../http/messages/index.ts'
import type { Mailer } from '../../integrations/mail.ts'
import { sendContactMessage } from './service.ts'

export const contactRoutes: FastifyPluginAsyncZod<{
  db: Db
  mailer: Mailer
  log: FastifyBaseLogger
}> = async (app, { db, mailer, log }) => {
  app.post(
    '/contact',
    {
      config: { rateLimit: { max: 5, timeWindow: 600_000 } },
      schema: {
        tags: ['contact'],
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
      await sendContactMessage({ db, mailer, log }, input, request.locale)
      return answer
    },
  )
}
