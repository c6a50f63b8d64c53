import {
  balanceSchema,
  deskRefundSchema,
  formatMoney,
  pageSchema,
  paymentListQuery,
  paymentMethodSchema,
  paymentMethodUpdateSchema,
  paymentRequestSchema,
  paymentResultSchema,
  paymentSchema,
  reservationIdParams,
} from '@hotel/contract'
import type { FastifyBaseLogger } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { actorOf, clientOf } from '../../http/auth.ts'
import { AppError } from '../../http/errors.ts'
import { translate } from '../../http/messages/index.ts'
import { errorResponses } from '../../http/responses.ts'
import { InvalidEvent, InvalidSignature } from '../../integrations/payments/provider.ts'
import { keyNote, reservationHolder } from '../reservations/guest-link.ts'
import { getHotel } from '../settings/service.ts'
import { deskPaymentRoutes } from './desk-routes.ts'
import { publicOrigins, returnOriginOf } from './return-origin.ts'
import {
  applyEvent,
  balanceOf,
  declineMessage,
  getMethod,
  listPayments,
  type PaymentsDeps,
  payReservation,
  refundPayment,
  removeMethod,
  replaceMethod,
  settleReturn,
} from './service.ts'

const errors = errorResponses(400, 401, 403, 404, 409, 422, 429, 503)
const paymentIdParams = z.object({ id: z.string().trim().max(64) })

export const paymentRoutes: FastifyPluginAsyncZod<{ deps: PaymentsDeps; log: FastifyBaseLogger }> = async (
  app,
  options,
) => {
  const { log } = options
  const deps: PaymentsDeps = { ...options.deps, log: options.deps.log ?? log }
  const { db } = deps
  const security = [{ bearer: [] }]
  // Receipts are enqueued in the mail outbox inside the transaction that pays or refunds (payments.service
  // mailReceipt): stored before the answer, committed with the money; delivery never holds the answer up.
  const origins = publicOrigins(deps.config)
  const keyedSecurity: Record<string, string[]>[] = [{ bearer: [] }, {}]

  app.post(
    '/reservations/:id/payments',
    {
      // Card attempts are limited per guest: a stolen-card tester gets few tries.
      config: {
        auth: 'client',
        guest: true,
        rateLimit: {
          hook: 'preHandler',
          max: 10,
          timeWindow: 600_000,
          keyGenerator: (request) => `card-payments:${request.client?.row.id ?? request.ip}`,
        },
      },
      schema: {
        tags: ['payments'],
        summary:
          'Pay a share of a reservation by card (new card or the saved one); the amount is computed from the ledger',
        description: `${keyNote} With the key, only a card typed in is taken (no \`payment_method_id\`, no \`save_card\`).`,
        security: keyedSecurity,
        params: reservationIdParams,
        body: paymentRequestSchema,
        response: { 200: paymentResultSchema.extend({ message: z.string() }), ...errors },
      },
    },
    async (request) => {
      const { client, id, byKey } = await reservationHolder(db, request, request.params.id)
      // The key opens one reservation, not the account behind it: no saved card is used or saved with it.
      if (byKey && (request.body.payment_method_id || request.body.save_card))
        throw new AppError(
          'validation_failed',
          'validation_failed',
          {},
          {
            [request.body.payment_method_id ? 'payment_method_id' : 'save_card']: [
              { key: 'payments.sign_in_for_saved_card' },
            ],
          },
        )
      const outcome = await payReservation(
        { ...deps, returnOrigin: returnOriginOf(request, origins, deps.config.publicUrl) },
        client,
        id,
        request.body,
      )
      const message =
        outcome.status === 'approved'
          ? translate(request.locale, 'payments.approved')
          : outcome.status === 'requires_action'
            ? translate(request.locale, 'payments.requires_action')
            : outcome.reason === 'provider_timeout' || outcome.reason === 'pending'
              ? translate(request.locale, 'payments.provider_unavailable')
              : translate(request.locale, declineMessage(outcome.reason ?? null))
      return {
        message,
        status: outcome.status,
        reason: outcome.reason,
        redirect_url: outcome.redirectUrl,
        payment: outcome.payment,
      }
    },
  )

  app.get(
    '/reservations/:id/balance',
    {
      config: { auth: 'client', guest: true },
      schema: {
        tags: ['payments'],
        summary: 'What a reservation owes, what is paid, and the percentages the guest may pay now',
        description: keyNote,
        security: keyedSecurity,
        params: reservationIdParams,
        response: { 200: z.object({ data: balanceSchema }), ...errors },
      },
    },
    async (request) => {
      const { client, id } = await reservationHolder(db, request, request.params.id)
      return { data: await balanceOf(deps, client, id) }
    },
  )

  app.get(
    '/payments',
    {
      config: { auth: 'client' },
      schema: {
        tags: ['payments'],
        summary: "The signed-in guest's payment history",
        security,
        querystring: paymentListQuery,
        response: { 200: pageSchema(paymentSchema), ...errors },
      },
    },
    async (request) => listPayments(db, clientOf(request).row.id, request.query),
  )

  app.get(
    '/payment-method',
    {
      config: { auth: 'client' },
      schema: {
        tags: ['payments'],
        summary: 'The saved card (brand, last four digits, expiry), or null',
        security,
        response: { 200: z.object({ data: paymentMethodSchema.nullable() }), ...errors },
      },
    },
    async (request) => ({ data: await getMethod(db, clientOf(request).row.id) }),
  )

  app.put(
    '/payment-method',
    {
      config: { auth: 'client' },
      schema: {
        tags: ['payments'],
        summary: 'Update the payment method: the new card replaces the saved one',
        security,
        body: paymentMethodUpdateSchema,
        response: { 200: z.object({ message: z.string(), data: paymentMethodSchema }), ...errors },
      },
    },
    async (request) => ({
      message: translate(request.locale, 'payments.method_saved'),
      data: await replaceMethod(deps, clientOf(request).row.id, request.body.card, `method-${request.id}`),
    }),
  )

  app.delete(
    '/payment-method',
    {
      config: { auth: 'client' },
      schema: {
        tags: ['payments'],
        summary: 'Forget the saved card',
        security,
        response: { 200: z.object({ message: z.string() }), ...errors },
      },
    },
    async (request) => {
      await removeMethod(db, clientOf(request).row.id)
      return { message: translate(request.locale, 'payments.method_removed') }
    },
  )

  app.get(
    '/payments/:id/return',
    {
      schema: {
        tags: ['payments'],
        summary: "Where the bank's 3-D Secure page sends the browser back; redirects to the result page",
        params: paymentIdParams,
      },
    },
    async (request, reply) => reply.redirect((await settleReturn(deps, request.params.id)).path, 303),
  )

  app.post(
    '/staff/payments/:id/refunds',
    {
      config: { permission: 'refunds.create' },
      schema: {
        tags: ['payments'],
        summary:
          "Refund part or all of a paid payment: a card through the provider, cash out of the open cash session at the payment's rate",
        params: paymentIdParams,
        body: deskRefundSchema,
        response: { 200: z.object({ message: z.string(), data: paymentSchema }), ...errors },
      },
    },
    async (request) => {
      const payment = await refundPayment(
        deps,
        request.params.id,
        request.body,
        actorOf(request),
        request.locale,
      )
      const { currency } = await getHotel(db)
      return {
        message: translate(request.locale, 'payments.refunded', {
          amount: formatMoney(request.body.amount, currency, request.locale),
        }),
        data: payment,
      }
    },
  )

  await app.register(deskPaymentRoutes, { deps })

  // The provider's events: the signature is checked over the raw body, so this route reads bytes, not JSON.
  await app.register(async (webhook) => {
    webhook.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
      done(null, body),
    )
    webhook.post(
      '/payments/webhook',
      {
        config: { rateLimit: false },
        schema: { tags: ['payments'], summary: 'Signed events from the card payment provider', hide: false },
      },
      async (request, reply) => {
        const raw = request.body
        if (!Buffer.isBuffer(raw)) throw new AppError('invalid_signature', 'payments.invalid_signature')
        let event: ReturnType<typeof deps.provider.verifyEvent>
        try {
          event = deps.provider.verifyEvent(raw, request.headers)
        } catch (error) {
          if (error instanceof InvalidSignature) {
            log.warn({ reason: error.message }, 'payment webhook refused')
            throw new AppError('invalid_signature', 'payments.invalid_signature')
          }
          if (error instanceof InvalidEvent || error instanceof SyntaxError) {
            log.warn({ reason: error.message }, 'payment webhook refused')
            throw new AppError('invalid_event', 'payments.invalid_event')
          }
          throw error
        }
        // A signed event is acknowledged with 2xx even when it is refused for disagreeing with its payment
        // (recorded in payment_event_rejections, logged, never applied): the provider retries until it gets a
        // 2xx, and the same bytes would only be refused again, 12 times over hours. 4xx is kept for what a retry
        // can fix or a forger sends: a missing, wrong or stale signature.
        await applyEvent(deps, event)
        return reply.send({ received: true })
      },
    )
  })
}
