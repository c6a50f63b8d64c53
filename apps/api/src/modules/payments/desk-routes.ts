import {
  deskPaymentAnswerSchema,
  deskPaymentListQuery,
  deskPaymentPageSchema,
  deskPaymentSchema,
  formatMoney,
  receiptQuery,
  reservationPaymentsSchema,
} from '@hotel/contract'
import type { FastifyReply } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { actorOf } from '../../http/auth.ts'
import { translate } from '../../http/messages/index.ts'
import { errorResponses } from '../../http/responses.ts'
import { type Table, tableCsv, tableXlsx } from '../reports/files.ts'
import { getHotel } from '../settings/service.ts'
import { deskPaymentsTable } from './desk-files.ts'
import { allDeskPayments, listDeskPayments, reservationPayments } from './desk-queries.ts'
import { takeDeskPayment } from './desk-service.ts'
import { receiptOf, receiptPdf } from './receipt.ts'
import { declineMessage, type PaymentsDeps } from './service.ts'

const errors = errorResponses(401, 403, 404, 409, 422, 429, 503)
const idParams = z.object({ id: z.uuid({ message: 'validation.uuid' }) })
const xlsxType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'

/** A list as the file asked for: CSV or XLSX, as an attachment (as the reports send theirs). */
async function sendFile(reply: FastifyReply, format: 'csv' | 'xlsx', table: Table) {
  reply.header('Content-Disposition', `attachment; filename="${table.name}.${format}"`)
  if (format === 'csv') return reply.type('text/csv; charset=utf-8').send(tableCsv(table))
  return reply.type(xlsxType).send(await tableXlsx(table))
}

function sendPdf(reply: FastifyReply, name: string, pdf: Buffer) {
  reply.header('Content-Disposition', `attachment; filename="${name}"`)
  return reply.type('application/pdf').send(pdf)
}

/** Payments at the front desk: take (cash or card), list, a reservation's payments, receipts. */
export const deskPaymentRoutes: FastifyPluginAsyncZod<{ deps: PaymentsDeps }> = async (app, { deps }) => {
  const { db } = deps

  app.post(
    '/staff/reservations/:id/payments',
    {
      config: { permission: 'payments.take' },
      schema: {
        tags: ['payments'],
        summary:
          'Take a payment at the desk, in cash (tendered in USD or NIO, change in either) or by card; the amount and change due are computed here and the given ones must equal them',
        params: idParams,
        body: deskPaymentSchema,
        response: { 201: deskPaymentAnswerSchema, 200: deskPaymentAnswerSchema, ...errors },
      },
    },
    async (request, reply) => {
      const outcome = await takeDeskPayment(
        deps,
        actorOf(request),
        request.params.id,
        request.body,
        request.locale,
      )
      const p = outcome.payment
      const message =
        outcome.status === 'approved'
          ? translate(request.locale, 'desk_payments.taken', {
              invoice: p.invoice ?? '',
              amount: formatMoney(p.charged_amount, p.currency, request.locale),
            })
          : outcome.reason === 'authentication_required'
            ? translate(request.locale, 'desk_payments.authentication_required')
            : outcome.reason === 'provider_timeout' || outcome.reason === 'pending'
              ? translate(request.locale, 'payments.provider_unavailable')
              : translate(request.locale, declineMessage(outcome.reason ?? null))
      // 201 when money was taken; a declined card answers 200 with its reason (nothing was created that counts).
      return reply.code(outcome.status === 'approved' ? 201 : 200).send({
        message,
        status: outcome.status,
        ...(outcome.reason ? { reason: outcome.reason } : {}),
        data: p,
      })
    },
  )

  app.get(
    '/staff/reservations/:id/payments',
    {
      config: { permission: 'payments.view' },
      schema: {
        tags: ['payments'],
        summary:
          "A reservation's ledger (total, paid, due), its movements with what is paid of each, and its payments",
        params: idParams,
        response: { 200: z.object({ data: reservationPaymentsSchema }), ...errors },
      },
    },
    async (request) => ({ data: await reservationPayments(db, request.params.id) }),
  )

  app.get(
    '/staff/payments',
    {
      config: { permission: 'payments.view' },
      schema: {
        tags: ['payments'],
        summary:
          'Every payment, newest first: filter by method, currency, status, hotel days of payment (from, to) and reservation reference (q); `format=csv` or `format=xlsx` for a file',
        querystring: deskPaymentListQuery,
        response: { 200: deskPaymentPageSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { format } = request.query
      if (format === 'json') return listDeskPayments(db, request.query)
      const [rows, hotel] = await Promise.all([allDeskPayments(db, request.query), getHotel(db)])
      return sendFile(reply, format, deskPaymentsTable(request.locale, rows, hotel.currency))
    },
  )

  app.get(
    '/staff/payments/:id/receipt',
    {
      config: { permission: 'payments.view' },
      schema: {
        tags: ['payments'],
        summary: "A payment's receipt as a PDF, in the guest's language unless `lang` says otherwise",
        params: idParams,
        querystring: receiptQuery,
      },
    },
    async (request, reply) => {
      const { hotel, content } = await receiptOf(db, request.params.id, request.query.lang)
      return sendPdf(reply, `receipt-${content.invoice}.pdf`, await receiptPdf(hotel, content))
    },
  )
}
