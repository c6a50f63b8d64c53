import { normalizeIP } from '@fastify/rate-limit'
import {
  pageSchema,
  reportQuery,
  reservationCreateSchema,
  reservationIdParams,
  reservationListQuery,
  reservationSchema,
  reservationUpdateSchema,
} from '@hotel/contract'
import type { FastifyBaseLogger, FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { Config } from '../../config.ts'
import type { Db } from '../../db/client.ts'
import { clientOf } from '../../http/auth.ts'
import { AppError } from '../../http/errors.ts'
import { translate } from '../../http/messages/index.ts'
import { errorResponses } from '../../http/responses.ts'
import type { Mailer } from '../../integrations/mail.ts'
import { bookingTerms, getHotel } from '../settings/service.ts'
import { configureReservationKeys, keyNote, reservationHolder, reservationKey } from './guest-link.ts'
import { reportCsv, reportMoney, reportPdf } from './report.ts'
import {
  cancelReservation,
  createReservation,
  getReservation,
  guestClient,
  listReservations,
  updateReservation,
} from './service.ts'

const errors = errorResponses(401, 403, 404, 409, 422, 429)
const answer = z.object({ message: z.string(), data: reservationSchema })

/**
 * Bookings without an account, counted per hour on every try: per address (Fastify's request.ip, which
 * TRUST_PROXY governs) and per e-mail. The guest's limit on unpaid stays (hotel settings) applies as well.
 */
export const guestBookingLimits = { perAddress: 10, perEmail: 5, windowMs: 3_600_000 } as const

export const reservationRoutes: FastifyPluginAsyncZod<{
  db: Db
  mailer: Mailer
  publicUrl: string
  log: FastifyBaseLogger
  /** How long a payment waiting for the bank still counts against a change, read per request. */
  config: Pick<Config, 'PAYMENT_ACTION_TIMEOUT_MINUTES' | 'PAYMENT_WEBHOOK_SECRET'>
}> = async (app, { db, mailer, publicUrl, config }) => {
  configureReservationKeys(config)
  const security = [{ bearer: [] }]
  // The reservation's own routes also open with its key, which the description tells (not an auth scheme).
  const keyedSecurity: Record<string, string[]>[] = [{ bearer: [] }, {}]
  const guestLimit = (name: string, max: number, key: (request: FastifyRequest) => string) =>
    app.createRateLimit({
      max,
      timeWindow: guestBookingLimits.windowMs,
      keyGenerator: (request) => `guest-booking-${name}:${key(request)}`,
    })
  // An IPv6 caller controls its whole /64: count the subnet, as the global limit does.
  const perAddress = guestLimit('address', guestBookingLimits.perAddress, (request) =>
    normalizeIP(request.ip),
  )
  const perEmail = guestLimit('email', guestBookingLimits.perEmail, (request) =>
    String((request.body as { user?: { email?: string } }).user?.email ?? ''),
  )
  const requireGuestAllowance = async (request: FastifyRequest) => {
    for (const state of await Promise.all([perAddress(request), perEmail(request)]))
      if (!state.isAllowed && state.isExceeded)
        throw new AppError('too_many_attempts', 'too_many_attempts', { seconds: state.ttlInSeconds })
  }

  const mail = { mailer, publicUrl }

  app.post(
    '/reservations',
    {
      config: { auth: 'client', guest: true },
      schema: {
        tags: ['reservations'],
        summary: 'Book one or more rooms for a stay; prices are computed here, never taken from the client',
        description:
          "Signed in (bearer token): `user` is optional (the profile's details by default). Without a token, `user` is required and the booking is made without an account: the reservation goes to the client with that e-mail (its details unchanged), or to a new client without a password, and the answer carries `guest_key`, which opens the reservation's own routes (header `X-Reservation-Key` or query `key`). Without a token and without `user`: 401. Guest bookings are limited per address and per e-mail (429).",
        security: keyedSecurity,
        body: reservationCreateSchema,
        response: { 201: answer.extend({ guest_key: z.string().optional() }), ...errors },
      },
    },
    async (request, reply) => {
      const terms = await bookingTerms(db)
      const details = request.body.user
      if (!request.client && !details) throw new AppError('unauthenticated', 'auth.unauthenticated')
      if (!request.client) await requireGuestAllowance(request)
      const reservation = request.client
        ? await createReservation(db, mail, request.client.row, request.body, request.locale, terms)
        : await createReservation(
            db,
            mail,
            await guestClient(db, details as NonNullable<typeof details>, request.locale),
            request.body,
            request.locale,
            terms,
            undefined,
            true,
          )
      reply.code(201)
      return {
        message: translate(request.locale, 'reservations.created', { reference: reservation.reference }),
        data: reservation,
        ...(request.client ? {} : { guest_key: reservationKey(reservation.id) }),
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
      config: { auth: 'client', guest: true },
      schema: {
        tags: ['reservations'],
        summary: 'One of my reservations, by id or reference',
        description: keyNote,
        security: keyedSecurity,
        params: reservationIdParams,
        response: { 200: z.object({ data: reservationSchema }), ...errors },
      },
    },
    async (request) => {
      const { client, id } = await reservationHolder(db, request, request.params.id)
      return { data: await getReservation(db, client.id, id) }
    },
  )

  app.patch(
    '/reservations/:id',
    {
      config: { auth: 'client', guest: true },
      schema: {
        tags: ['reservations'],
        summary: 'Modify a reservation until the deadline; new dates or rooms are re-checked and re-priced',
        description: keyNote,
        security: keyedSecurity,
        params: reservationIdParams,
        body: reservationUpdateSchema,
        response: { 200: answer, ...errors },
      },
    },
    async (request) => {
      const { client, id } = await reservationHolder(db, request, request.params.id)
      const reservation = await updateReservation(db, mail, client.id, id, request.body, {
        locale: request.locale,
        paymentTimeoutMinutes: config.PAYMENT_ACTION_TIMEOUT_MINUTES,
      })
      return {
        message: translate(request.locale, 'reservations.updated', { reference: reservation.reference }),
        data: reservation,
      }
    },
  )

  app.post(
    '/reservations/:id/cancel',
    {
      config: { auth: 'client', guest: true },
      schema: {
        tags: ['reservations'],
        summary: 'Cancel a reservation until the deadline',
        description: keyNote,
        security: keyedSecurity,
        params: reservationIdParams,
        response: { 200: answer, ...errors },
      },
    },
    async (request) => {
      const { client, id } = await reservationHolder(db, request, request.params.id)
      const reservation = await cancelReservation(db, mail, client.id, id)
      return {
        message: translate(request.locale, 'reservations.canceled', { reference: reservation.reference }),
        data: reservation,
      }
    },
  )

  app.get(
    '/reservations/:id/report',
    {
      config: { auth: 'client', guest: true },
      schema: {
        tags: ['reservations'],
        summary: 'The detailed report of a reservation, as PDF or CSV',
        description: keyNote,
        security: keyedSecurity,
        params: reservationIdParams,
        querystring: reportQuery,
      },
    },
    async (request, reply) => {
      const { client, id } = await reservationHolder(db, request, request.params.id)
      const reservation = await getReservation(db, client.id, id)
      const hotel = await getHotel(db)
      const name = `reservation-${reservation.reference}.${request.query.format}`
      reply.header('Content-Disposition', `attachment; filename="${name}"`)
      const cash = await reportMoney(db, reservation.id)
      if (request.query.format === 'csv')
        return reply.type('text/csv; charset=utf-8').send(reportCsv(request.locale, reservation, hotel, cash))
      return reply.type('application/pdf').send(await reportPdf(request.locale, reservation, hotel, cash))
    },
  )
}
