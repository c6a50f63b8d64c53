import {
  hotelAnswerSchema,
  hotelSettingsAnswerSchema,
  hotelSettingsSchema,
  hotelSettingsViewSchema,
} from '@hotel/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { Db } from '../../db/client.ts'
import { actorOf } from '../../http/auth.ts'
import { translate } from '../../http/messages/index.ts'
import { errorResponses } from '../../http/responses.ts'
import { getHotel, getSettings, stayLimits, updateSettings } from './service.ts'

const errors = errorResponses(401, 403, 422, 429)

export const settingsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/hotel',
    {
      schema: {
        tags: ['hotel'],
        summary: "The hotel's public facts: contact, times, currency and exchange rate, and a stay's bounds",
        response: { 200: z.object({ data: hotelAnswerSchema }) },
      },
    },
    async (_request, reply) => {
      // Revalidated on every use: the site's pages carry the current facts (site-facts.ts) and the app asks
      // for them again after hydrating; a copy kept by the browser from before a settings change would put
      // the old facts back over the page's new ones (and break hydration).
      reply.header('cache-control', 'public, no-cache')
      const [hotel, limits] = await Promise.all([getHotel(db), stayLimits(db)])
      return {
        data: {
          ...hotel,
          max_stay_nights: limits.max_stay_nights,
          booking_horizon_months: limits.booking_horizon_months,
        },
      }
    },
  )

  app.get(
    '/staff/settings',
    {
      config: { permission: 'settings.manage' },
      schema: {
        tags: ['settings'],
        summary:
          "The hotel's settings: contacts, links, hours, change deadline, payment shares and stay limits",
        response: { 200: z.object({ data: hotelSettingsViewSchema }), ...errors },
      },
    },
    async () => ({ data: await getSettings(db) }),
  )

  app.put(
    '/staff/settings',
    {
      config: { permission: 'settings.manage' },
      schema: {
        tags: ['settings'],
        summary: 'Replace the settings; the guest site and the mails use them from the next request',
        body: hotelSettingsSchema,
        response: { 200: hotelSettingsAnswerSchema, ...errors },
      },
    },
    async (request) => ({
      message: translate(request.locale, 'settings.updated'),
      data: await updateSettings(db, actorOf(request), request.body),
    }),
  )
}
