import { contactSchema, errorBodySchema, type Locale } from '@hotel/contract'
import type { FastifyBaseLogger } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { Db } from '../../db/client.ts'
import { contactMessages } from '../../db/schema/index.ts'
import { escapeHtml } from '../../http/html.ts'
import { translate } from '../../http/messages/index.ts'
import type { Mail, Mailer } from '../../integrations/mail.ts'
import { getHotel } from '../hotel/service.ts'

/** The contact message as the hotel receives it (in the hotel's default language, the sender's in the body). */
function contactMail(to: string, input: z.output<typeof contactSchema>, locale: Locale, id: string): Mail {
  const t = (key: Parameters<typeof translate>[1]) => translate(locale, key)
  const lines = [
    `${t('mail.contact.from')}: ${input.name} <${input.email}>`,
    `${t('mail.contact.phone')}: ${input.phone}`,
    `${t('mail.contact.language')}: ${locale}`,
    '',
    input.message,
    '',
    `#${id}`,
  ]
  return {
    to,
    subject: `${t('mail.contact.subject')}: ${input.subject}`,
    text: lines.join('\n'),
    html: `<!doctype html><html><body style="font-family:Arial,sans-serif;white-space:pre-wrap">${escapeHtml(lines.join('\n'))}</body></html>`,
    replyTo: input.email,
  }
}

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
      const [row] = await db
        .insert(contactMessages)
        .values({ ...input, locale: request.locale })
        .returning({ id: contactMessages.id })
      const hotel = await getHotel(db)
      mailer
        .send(contactMail(hotel.email, request.body, request.locale, row?.id ?? ''))
        .catch((error) => log.error({ err: error, id: row?.id }, 'contact mail not sent'))
      return answer
    },
  )
}
