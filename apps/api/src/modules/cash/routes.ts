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
  currentCashSessionSchema,
} from '@hotel/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { Db } from '../../db/client.ts'
import { actorOf } from '../../http/auth.ts'
import { translate } from '../../http/messages/index.ts'
import { errorResponses } from '../../http/responses.ts'
import { staffListRoute } from '../../http/staff-list.ts'
import { createCashAudit, listCashAudits } from './audits.ts'
import { closeCashSession, currentCashSession, listCashSessions, openCashSession } from './sessions.ts'

const errors = errorResponses(401, 403, 404, 409, 422, 429)

/**
 * The cash drawer: cash sessions and cash audits (/staff/cash-sessions, /staff/cash-audits). The units it is
 * counted in and the exchange rate are the currencies module's.
 */
export const cashRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  staffListRoute(app, '/staff/cash-sessions', {
    permission: 'cash.audit',
    tag: 'cash',
    summary:
      'Cash sessions, newest first, with expected, counted and difference per currency once closed; paged',
    query: cashSessionListQuery,
    page: cashSessionPageSchema,
    errors,
    list: (query) => listCashSessions(db, query),
  })

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

  staffListRoute(app, '/staff/cash-audits', {
    permission: 'cash.audit',
    tag: 'cash',
    summary: 'Cash audits, newest first, each with expected versus counted per currency; paged',
    query: cashAuditListQuery,
    page: cashAuditPageSchema,
    errors,
    list: (query) => listCashAudits(db, query),
  })

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
