import {
  pageSchema,
  reportQuery,
  reservationCreateSchema,
  reservationIdParams,
  reservationListQuery,
  reservationSchema,
  reservationUpdateSchema,
} from '@hotel/contract'
import type { FastifyBaseLogger } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { Config } from '../../config.ts'
import type { Db } from '../../db/client.ts'
import { clientOf } from '../../http/auth.ts'
import { translate } from '../../http/messages/index.ts'
import { errorResponses } from '../../http/responses.ts'
import type { Mailer } from '../../integrations/mail.ts'
import { getHotel } from '../hotel/service.ts'
import { configureReservationKeys } from './guest-link.ts'
import { reservationMail } from './mails.ts'
import { reportCsv, reportPdf } from './report.ts'
import {
  cancelReservation,
  createReservation,
  getReservation,
  listReservations,
  updateReservation,
} from './service.ts'

const errors = errorResponses(401, 403, 404, 409, 422, 429)
const answer = z.object({ message: z.string(), data: reservationSchema })

export const reservationRoutes: FastifyPluginAsyncZod<{
  db: Db
  mailer: Mailer
  publicUrl: string
  log: FastifyBaseLogger
  /** How long a payment waiting for the bank still counts against a change, read per request. */
  config: Pick<Config, 'PAYMENT_ACTION_TIMEOUT_MINUTES' | 'PAYMENT_WEBHOOK_SECRET'>
}> = async (app, { db, mailer, publicUrl, log, config }) => {
  configureReservationKeys(config)
  const security = [{ bearer: [] }]

  /** Mails go out after the answer's data is safe in the database; a mail failure is logged, not the guest's. */
  const notify = async (
    kind: 'created' | 'canceled',
    reservation: z.infer<typeof reservationSchema>,
    locale: 'en' | 'es',
  ) => {
    const hotel = await getHotel(db)
    mailer
      .send(reservationMail({ kind, reservation, hotel, locale, publicUrl }))
      .catch((error) =>
        log.error({ err: error, reference: reservation.reference }, 'reservation mail not sent'),
      )
  }

  app.post(
    '/reservations',
    {
      config: { auth: 'client' },
      schema: {
        tags: ['reservations'],
        summary: 'Book one or more rooms for a stay; prices are computed here, never taken from the client',
        security,
        body: reservationCreateSchema,
        response: { 201: answer, ...errors },
      },
    },
    async (request, reply) => {
      const { currency } = await getHotel(db)
      const reservation = await createReservation(
        db,
        clientOf(request).row,
        request.body,
        request.locale,
        currency,
      )
      await notify('created', reservation, request.locale)
      reply.code(201)
      return {
        message: translate(request.locale, 'reservations.created', { reference: reservation.reference }),
        data: reservation,
      }
    },
  )

  app.get(
    '/reservations',
    {
      config: { auth: 'client' },
      schema: {
        tags: ['reservations'],
        summary: "The signed-in guest's reservations: upcoming, or history",
        security,
        querystring: reservationListQuery,
        response: { 200: pageSchema(reservationSchema), ...errors },
      },
    },
    async (request) => listReservations(db, clientOf(request).row.id, request.query),
  )

  app.get(
    '/reservations/:id',
    {
      config: { auth: 'client' },
      schema: {
        tags: ['reservations'],
        summary: 'One of my reservations, by id or reference',
        security,
        params: reservationIdParams,
        response: { 200: z.object({ data: reservationSchema }), ...errors },
      },
    },
    async (request) => ({ data: await getReservation(db, clientOf(request).row.id, request.params.id) }),
  )

  app.patch(
    '/reservations/:id',
    {
      config: { auth: 'client' },
      schema: {
        tags: ['reservations'],
        summary: 'Modify a reservation until the deadline; new dates or rooms are re-checked and re-priced',
        security,
        params: reservationIdParams,
        body: reservationUpdateSchema,
        response: { 200: answer, ...errors },
      },
    },
    async (request) => {
      const reservation = await updateReservation(
        db,
        clientOf(request).row.id,
        request.params.id,
        request.body,
        { locale: request.locale, paymentTimeoutMinutes: config.PAYMENT_ACTION_TIMEOUT_MINUTES },
      )
      return {
        message: translate(request.locale, 'reservations.updated', { reference: reservation.reference }),
        data: reservation,
      }
    },
  )

  app.post(
    '/reservations/:id/cancel',
    {
      config: { auth: 'client' },
      schema: {
        tags: ['reservations'],
        summary: 'Cancel a reservation until the deadline',
        security,
        params: reservationIdParams,
        response: { 200: answer, ...errors },
      },
    },
    async (request) => {
      const reservation = await cancelReservation(db, clientOf(request).row.id, request.params.id)
      await notify('canceled', reservation, request.locale)
      return {
        message: translate(request.locale, 'reservations.canceled', { reference: reservation.reference }),
        data: reservation,
      }
    },
  )

  app.get(
    '/reservations/:id/report',
    {
      config: { auth: 'client' },
      schema: {
        tags: ['reservations'],
        summary: 'The detailed report of a reservation, as PDF or CSV',
        security,
        params: reservationIdParams,
        querystring: reportQuery,
      },
    },
    async (request, reply) => {
      const reservation = await getReservation(db, clientOf(request).row.id, request.params.id)
      const hotel = await getHotel(db)
      const name = `reservation-${reservation.reference}.${request.query.format}`
      reply.header('Content-Disposition', `attachment; filename="${name}"`)
      if (request.query.format === 'csv')
        return reply.type('text/csv; charset=utf-8').send(reportCsv(request.locale, reservation, hotel))
      return reply.type('application/pdf').send(await reportPdf(request.locale, reservation, hotel))
    },
  )
}
