import {
  deskReservationParams,
  folioAnswerSchema,
  taxSettingsAnswerSchema,
  taxSettingsSchema,
} from '@hotel/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { Db } from '../../db/client.ts'
import { actorOf } from '../../http/auth.ts'
import { translate } from '../../http/messages/index.ts'
import { errorResponses } from '../../http/responses.ts'
import { folioOf } from './folio.ts'
import { listTaxSettings, replaceTaxSettings } from './tax-settings.ts'

const errors = errorResponses(401, 403, 404, 422, 429)

/** A stay's account (/staff/reservations/{id}/folio) and the taxes its charges carry (/staff/taxes). */
export const folioRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/staff/reservations/:id/folio',
    {
      config: { permission: 'reservations.view' },
      schema: {
        tags: ['folio'],
        summary:
          "The stay's account: a line per room per night, extras, discounts, adjustments, taxes (per day), payments and refunds, with the taxes' bases, the total, what is paid and the balance (USD cents)",
        params: deskReservationParams,
        response: { 200: folioAnswerSchema, ...errors },
      },
    },
    async (request) => ({ data: await folioOf(db, request.params.id, request.locale) }),
  )

  app.get(
    '/staff/taxes',
    {
      config: { permission: 'settings.manage' },
      schema: {
        tags: ['folio'],
        summary:
          'The taxes charged on folios (IVA, INTUR…): rate, whether prices include them, what they apply to',
        response: { 200: taxSettingsAnswerSchema, ...errors },
      },
    },
    async () => ({ data: await listTaxSettings(db) }),
  )

  app.put(
    '/staff/taxes',
    {
      config: { permission: 'settings.manage' },
      schema: {
        tags: ['folio'],
        summary:
          'Replace the taxes: charges written from now on take these rates; lines already written keep theirs; a tax left out is no longer charged',
        body: taxSettingsSchema,
        response: { 200: taxSettingsAnswerSchema, ...errors },
      },
    },
    async (request) => ({
      message: translate(request.locale, 'taxes.updated'),
      data: await replaceTaxSettings(db, actorOf(request), request.body),
    }),
  )
}
