import {
  currencyUnitAnswerSchema,
  currencyUnitCreateSchema,
  currencyUnitIdParams,
  currencyUnitListSchema,
  currencyUnitUpdateSchema,
  currentExchangeRateSchema,
  exchangeRateAnswerSchema,
  exchangeRateCreateSchema,
  exchangeRateListQuery,
  exchangeRatePageSchema,
} from '@hotel/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { Db } from '../../db/client.ts'
import { actorOf } from '../../http/auth.ts'
import { translate } from '../../http/messages/index.ts'
import { errorResponses } from '../../http/responses.ts'
import { staffListRoute } from '../../http/staff-list.ts'
import {
  createCurrencyUnit,
  currentExchangeRate,
  listCurrencyUnits,
  listExchangeRates,
  setExchangeRate,
  updateCurrencyUnit,
} from './service.ts'

const errors = errorResponses(401, 403, 404, 409, 422, 429)

/** Currency units (the bills and coins the drawer is counted in) and exchange rates: /staff/currencies, exchange-rates. */
export const currencyRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/staff/currencies',
    {
      // Every desk counts the drawer with these units: any staff session reads them.
      config: { auth: 'staff' },
      schema: {
        tags: ['currencies'],
        summary: 'The currency units (bills and coins) by currency, type and value; values in minor units',
        response: { 200: currencyUnitListSchema, ...errors },
      },
    },
    async () => ({ data: await listCurrencyUnits(db) }),
  )

  app.post(
    '/staff/currencies',
    {
      config: { permission: 'currencies.manage' },
      schema: {
        tags: ['currencies'],
        summary:
          'Add a currency unit: description (2+ characters), 3-letter code, value > 0 in minor units, bill or coin',
        body: currencyUnitCreateSchema,
        response: { 201: currencyUnitAnswerSchema, ...errors },
      },
    },
    async (request, reply) => {
      const unit = await createCurrencyUnit(db, actorOf(request), request.body)
      reply.status(201)
      return {
        message: translate(request.locale, 'currencies.created', { description: unit.description }),
        data: unit,
      }
    },
  )

  app.patch(
    '/staff/currencies/:id',
    {
      config: { permission: 'currencies.manage' },
      schema: {
        tags: ['currencies'],
        summary: 'Edit a currency unit; the same code, value and type as another unit is a duplicate',
        params: currencyUnitIdParams,
        body: currencyUnitUpdateSchema,
        response: { 200: currencyUnitAnswerSchema, ...errors },
      },
    },
    async (request) => {
      const unit = await updateCurrencyUnit(db, actorOf(request), request.params.id, request.body)
      return {
        message: translate(request.locale, 'currencies.updated', { description: unit.description }),
        data: unit,
      }
    },
  )

  staffListRoute(app, '/staff/exchange-rates', {
    permission: 'currencies.manage',
    tag: 'currencies',
    summary: 'The exchange rate history (NIO per USD), newest first; paged',
    query: exchangeRateListQuery,
    page: exchangeRatePageSchema,
    errors,
    list: (query) => listExchangeRates(db, query),
  })

  app.get(
    '/staff/exchange-rates/current',
    {
      config: { auth: 'staff' },
      schema: {
        tags: ['currencies'],
        summary: 'The rate in force: the newest set, else the configured one, else 36.8',
        response: { 200: z.object({ data: currentExchangeRateSchema }), ...errors },
      },
    },
    async () => ({ data: await currentExchangeRate(db) }),
  )

  app.post(
    '/staff/exchange-rates',
    {
      config: { permission: 'currencies.manage' },
      schema: {
        tags: ['currencies'],
        summary:
          'Set the exchange rate from now: a decimal string, at most 6 decimals, 1 to 1000; the hotel settings (guest payments) follow',
        body: exchangeRateCreateSchema,
        response: { 201: exchangeRateAnswerSchema, ...errors },
      },
    },
    async (request, reply) => {
      const result = await setExchangeRate(db, actorOf(request), request.body.rate)
      reply.status(201)
      return {
        message: translate(request.locale, 'exchange_rates.created', { rate: result.current.rate }),
        data: result,
      }
    },
  )
}
