import {
  cashAuditAnswerSchema,
  cashAuditCreateSchema,
  cashAuditListQuery,
  cashAuditPageSchema,
  cashSessionAnswerSchema,
  cashSessionCloseSchema,
  cashSessionIdParams,
  cashSessionListQuery,
  cashSessionOpenSchema,
  cashSessionPageSchema,
  currencyUnitAnswerSchema,
  currencyUnitCreateSchema,
  currencyUnitIdParams,
  currencyUnitListSchema,
  currencyUnitUpdateSchema,
  currentCashSessionSchema,
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
import { createCashAudit, listCashAudits } from './audits.ts'
import {
  createCurrencyUnit,
  currentExchangeRate,
  listCurrencyUnits,
  listExchangeRates,
  setExchangeRate,
  updateCurrencyUnit,
} from './currencies.ts'
import { closeCashSession, currentCashSession, listCashSessions, openCashSession } from './sessions.ts'

const errors = errorResponses(401, 403, 404, 409, 422, 429)

/** Currency units, exchange rates, cash sessions and cash audits: /staff/currencies, exchange-rates, cash-*. */
export const cashRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/staff/currencies',
    {
      // Every desk counts the drawer with these units: any staff session reads them.
      config: { auth: 'staff' },
      schema: {
        tags: ['cash'],
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
        tags: ['cash'],
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
        tags: ['cash'],
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

  app.get(
    '/staff/exchange-rates',
    {
      config: { permission: 'currencies.manage' },
      schema: {
        tags: ['cash'],
        summary: 'The exchange rate history (NIO per USD), newest first; paged',
        querystring: exchangeRateListQuery,
        response: { 200: exchangeRatePageSchema, ...errors },
      },
    },
    async (request) => listExchangeRates(db, request.query),
  )

  app.get(
    '/staff/exchange-rates/current',
    {
      config: { auth: 'staff' },
      schema: {
        tags: ['cash'],
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
        tags: ['cash'],
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

  app.get(
    '/staff/cash-sessions',
    {
      config: { permission: 'cash.audit' },
      schema: {
        tags: ['cash'],
        summary:
          'Cash sessions, newest first, with expected, counted and difference per currency once closed; paged',
        querystring: cashSessionListQuery,
        response: { 200: cashSessionPageSchema, ...errors },
      },
    },
    async (request) => listCashSessions(db, request.query),
  )

  app.get(
    '/staff/cash-sessions/current',
    {
      config: { permission: 'cash.operate' },
      schema: {
        tags: ['cash'],
        summary:
          'The open cash session with what it should hold per currency; `data` is null when none is open',
        response: { 200: currentCashSessionSchema, ...errors },
      },
    },
    async () => ({ data: await currentCashSession(db) }),
  )

  app.post(
    '/staff/cash-sessions',
    {
      config: { permission: 'cash.operate' },
      schema: {
        tags: ['cash'],
        summary: 'Open the cash drawer with an optional opening float; only one session may be open',
        body: cashSessionOpenSchema,
        response: { 201: cashSessionAnswerSchema, ...errors },
      },
    },
    async (request, reply) => {
      const session = await openCashSession(db, actorOf(request), request.body ?? {})
      reply.status(201)
      return { message: translate(request.locale, 'cash.opened'), data: session }
    },
  )

  app.post(
    '/staff/cash-sessions/:id/close',
    {
      config: { permission: 'cash.operate' },
      schema: {
        tags: ['cash'],
        summary:
          'Close the open session with the drawer counted per unit: expected, counted and difference per currency',
        params: cashSessionIdParams,
        body: cashSessionCloseSchema,
        response: { 200: cashSessionAnswerSchema, ...errors },
      },
    },
    async (request) => {
      const session = await closeCashSession(db, actorOf(request), request.params.id, request.body)
      return { message: translate(request.locale, 'cash.closed'), data: session }
    },
  )

  app.get(
    '/staff/cash-audits',
    {
      config: { permission: 'cash.audit' },
      schema: {
        tags: ['cash'],
        summary: 'Cash audits, newest first, each with expected versus counted per currency; paged',
        querystring: cashAuditListQuery,
        response: { 200: cashAuditPageSchema, ...errors },
      },
    },
    async (request) => listCashAudits(db, request.query),
  )

  app.post(
    '/staff/cash-audits',
    {
      config: { permission: 'cash.audit' },
      schema: {
        tags: ['cash'],
        summary:
          'Count the drawer at any time: against the open session as it stands now, or against zero when none is open',
        body: cashAuditCreateSchema,
        response: { 201: cashAuditAnswerSchema, ...errors },
      },
    },
    async (request, reply) => {
      const audit = await createCashAudit(db, actorOf(request), request.body)
      reply.status(201)
      return { message: translate(request.locale, 'cash.audited'), data: audit }
    },
  )
}
