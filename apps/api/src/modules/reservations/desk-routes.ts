import {
  boardQuery,
  boardSchema,
  checkInSchema,
  checkOutSchema,
  deskCancelSchema,
  deskReservationAnswerSchema,
  deskReservationCreateSchema,
  deskReservationListQuery,
  deskReservationPageSchema,
  deskReservationParams,
  deskReservationSchema,
  deskReservationUpdateSchema,
  moveSchema,
  todaySchema,
} from '@hotel/contract'
import type { FastifyBaseLogger } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { Config } from '../../config.ts'
import type { Db } from '../../db/client.ts'
import { actorOf } from '../../http/auth.ts'
import { translate } from '../../http/messages/index.ts'
import { errorResponses } from '../../http/responses.ts'
import type { Mailer } from '../../integrations/mail.ts'
import { board, today } from './board.ts'
import { moveStay } from './desk-move.ts'
import { deskReservation, deskRow, listDeskReservations } from './desk-queries.ts'
import { checkIn, checkOut, markNoShow } from './desk-stay.ts'
import { cancelRow, createDeskReservation, updateRow } from './service.ts'

const errors = errorResponses(401, 403, 404, 409, 422)
const tags = ['front desk']

/** The front desk's reservations under /staff: list, detail with folio, booking, changes, the stay's steps, board. */
export const deskReservationRoutes: FastifyPluginAsyncZod<{
  db: Db
  mailer: Mailer
  publicUrl: string
  log: FastifyBaseLogger
  config: Pick<Config, 'PAYMENT_ACTION_TIMEOUT_MINUTES'>
}> = async (app, { db, mailer, publicUrl, config }) => {
  const mail = { mailer, publicUrl }
  const paymentTimeoutMinutes = config.PAYMENT_ACTION_TIMEOUT_MINUTES

  /** The answer to a write: its message (with the reference and the guest's name) and the reservation now. */
  const answer = async (
    locale: 'en' | 'es',
    key: Parameters<typeof translate>[1],
    id: string,
  ): Promise<z.infer<typeof deskReservationAnswerSchema>> => {
    const data = await deskReservation(db, id)
    return { message: translate(locale, key, { reference: data.reference, name: data.user.name }), data }
  }

  app.get(
    '/staff/reservations',
    {
      config: { permission: 'reservations.view' },
      schema: {
        tags,
        summary:
          'Reservations: filter by status, payment status, category and dates (stays with a night in from..to); search by reference, guest name, e-mail or phone; paged, with balances',
        querystring: deskReservationListQuery,
        response: { 200: deskReservationPageSchema, ...errors },
      },
    },
    async (request) => listDeskReservations(db, request.query),
  )

  app.get(
    '/staff/reservations/:id',
    {
      config: { permission: 'reservations.view' },
      schema: {
        tags,
        summary:
          'A reservation with its rooms (ids, numbers, states), folio (charges, payments, balance) and history',
        params: deskReservationParams,
        response: { 200: z.object({ data: deskReservationSchema }), ...errors },
      },
    },
    async (request) => ({ data: await deskReservation(db, request.params.id) }),
  )

  app.post(
    '/staff/reservations',
    {
      config: { permission: 'reservations.manage' },
      schema: {
        tags,
        summary:
          "Book at the desk for a client (an existing one or a walk-in just created): the site's rules and exclusion constraint; the confirmation is mailed to the guest",
        body: deskReservationCreateSchema,
        response: { 201: deskReservationAnswerSchema, ...errors },
      },
    },
    async (request, reply) => {
      const reservation = await createDeskReservation(
        db,
        mail,
        actorOf(request),
        request.body,
        request.locale,
      )
      reply.status(201)
      return answer(request.locale, 'desk.created', reservation.id)
    },
  )

  app.patch(
    '/staff/reservations/:id',
    {
      config: { permission: 'reservations.manage' },
      schema: {
        tags,
        summary:
          'Modify a reserved stay: dates and rooms re-checked and re-priced; past the change deadline only with reservations.override_deadline and an override_reason (audit log)',
        params: deskReservationParams,
        body: deskReservationUpdateSchema,
        response: { 200: deskReservationAnswerSchema, ...errors },
      },
    },
    async (request) => {
      const row = await deskRow(db, request.params.id)
      const { override_reason, ...changes } = request.body
      await updateRow(
        db,
        mail,
        row,
        changes,
        { locale: request.locale, paymentTimeoutMinutes },
        { actor: actorOf(request), overrideReason: override_reason },
      )
      return answer(request.locale, 'desk.updated', row.id)
    },
  )

  app.post(
    '/staff/reservations/:id/cancel',
    {
      config: { permission: 'reservations.manage' },
      schema: {
        tags,
        summary:
          "Cancel a reserved stay (reason: the guest's request or the hotel's); past the deadline only with reservations.override_deadline and an override_reason",
        params: deskReservationParams,
        body: deskCancelSchema,
        response: { 200: deskReservationAnswerSchema, ...errors },
      },
    },
    async (request) => {
      const row = await deskRow(db, request.params.id)
      await cancelRow(db, mail, row, {
        actor: actorOf(request),
        overrideReason: request.body.override_reason,
        reason: request.body.reason,
      })
      return answer(request.locale, 'desk.canceled', row.id)
    },
  )

  app.post(
    '/staff/reservations/:id/move',
    {
      config: { permission: 'frontdesk.operate' },
      schema: {
        tags,
        summary:
          'Move one room of a stay to another room and/or the stay to other dates (the board): availability re-checked in one transaction; a price change answers 409 move_reprices until `reprice` is given',
        params: deskReservationParams,
        body: moveSchema,
        response: { 200: deskReservationAnswerSchema, ...errors },
      },
    },
    async (request) => {
      const { id } = request.params
      await moveStay(db, mail, actorOf(request), id, request.body, request.locale)
      return answer(request.locale, 'desk.moved', id)
    },
  )

  app.post(
    '/staff/reservations/:id/check-in',
    {
      config: { permission: 'frontdesk.operate' },
      schema: {
        tags,
        summary:
          "Check in: reserved to in progress, from the check-in day, into rooms that are ready; the guest's identification is recorded",
        params: deskReservationParams,
        body: checkInSchema,
        response: { 200: deskReservationAnswerSchema, ...errors },
      },
    },
    async (request) => {
      await checkIn(db, actorOf(request), request.params.id, request.body.identification, request.locale)
      return answer(request.locale, 'desk.checked_in', request.params.id)
    },
  )

  app.post(
    '/staff/reservations/:id/check-out',
    {
      config: { permission: 'frontdesk.operate' },
      schema: {
        tags,
        summary:
          'Check out: in progress to completed, the rooms to cleaning; with a balance due 409 balance_due, unless settle_later with a reason by someone holding frontdesk.settle_later. Leaving early frees the remaining nights',
        params: deskReservationParams,
        body: checkOutSchema,
        response: { 200: deskReservationAnswerSchema, ...errors },
      },
    },
    async (request) => {
      await checkOut(
        db,
        actorOf(request),
        request.params.id,
        {
          settleLater: request.body.settle_later,
          reason: request.body.reason,
          paymentTimeoutMinutes,
        },
        request.locale,
      )
      return answer(request.locale, 'desk.checked_out', request.params.id)
    },
  )

  app.post(
    '/staff/reservations/:id/no-show',
    {
      config: { permission: 'frontdesk.operate' },
      schema: {
        tags,
        summary:
          'A guest who never arrived: after the check-in day, the reserved stay is cancelled as no_show',
        params: deskReservationParams,
        response: { 200: deskReservationAnswerSchema, ...errors },
      },
    },
    async (request) => {
      await markNoShow(db, actorOf(request), request.params.id, request.locale)
      return answer(request.locale, 'desk.no_show', request.params.id)
    },
  )

  app.get(
    '/staff/board',
    {
      config: { permission: 'reservations.view' },
      schema: {
        tags,
        summary: 'The reservations board for from..to (at most 62 days): rooms, closures and live stays',
        querystring: boardQuery,
        response: { 200: boardSchema, ...errors },
      },
    },
    async (request) => ({ data: await board(db, request.query.from, request.query.to) }),
  )

  app.get(
    '/staff/today',
    {
      config: { permission: 'reservations.view' },
      schema: {
        tags,
        summary: "The hotel's day: arrivals, departures, guests in house, rooms to clean, balances still due",
        response: { 200: todaySchema, ...errors },
      },
    },
    async () => ({ data: await today(db) }),
  )
}
