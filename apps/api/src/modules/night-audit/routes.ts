import {
  hotelTimeZone,
  nightAuditAnswerSchema,
  nightAuditDetailSchema,
  nightAuditIdParams,
  nightAuditListQuery,
  nightAuditPageSchema,
  nightAuditReportQuery,
  nightAuditStatusAnswerSchema,
} from '@hotel/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { Db } from '../../db/client.ts'
import { actorOf } from '../../http/auth.ts'
import { translate } from '../../http/messages/index.ts'
import { errorResponses } from '../../http/responses.ts'
import { sendTable } from '../goals/routes.ts'
import { dailyReportTable, nightAuditListTable } from './files.ts'
import { getNightAudit, listNightAudits, nightAuditStatus, runNightAudit } from './service.ts'

const errors = errorResponses(401, 403, 404, 409, 422, 429)
const fileNote = "With `format=csv` or `format=xlsx`, the same as a file headed in the caller's language."

/** The night audit: /staff/night-audits. Run and read with nightaudit.run. */
export const nightAuditRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.post(
    '/staff/night-audits',
    {
      config: { permission: 'nightaudit.run' },
      schema: {
        tags: ['night audit'],
        summary: `Run the night audit of today's hotel day (${hotelTimeZone}): needs the cash drawer closed; marks no-shows, lists departures not checked out, freezes the daily report; once per day (409)`,
        response: { 201: nightAuditAnswerSchema, ...errors },
      },
    },
    async (request, reply) => {
      const audit = await runNightAudit(db, actorOf(request))
      reply.status(201)
      return {
        message: translate(request.locale, 'night_audit.ran', {
          date: audit.business_date,
          no_shows: audit.no_shows,
          departures: audit.departures,
        }),
        data: audit,
      }
    },
  )

  app.get(
    '/staff/night-audits/status',
    {
      config: { permission: 'nightaudit.run' },
      schema: {
        tags: ['night audit'],
        summary:
          "Today's hotel day, whether its audit ran, whether the cash drawer is open, the last closed day",
        response: { 200: nightAuditStatusAnswerSchema, ...errors },
      },
    },
    async () => ({ data: await nightAuditStatus(db) }),
  )

  app.get(
    '/staff/night-audits',
    {
      config: { permission: 'nightaudit.run' },
      schema: {
        tags: ['night audit'],
        summary: 'The night audits, newest day first: who ran them and their headline figures; paged',
        description: `${fileNote} The file holds every audit.`,
        querystring: nightAuditListQuery,
        response: { 200: nightAuditPageSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { format } = request.query
      const page = await listNightAudits(db, request.query, format !== 'json')
      if (format === 'json') return page
      return sendTable(reply, format, nightAuditListTable(request.locale, page.data))
    },
  )

  app.get(
    '/staff/night-audits/:id',
    {
      config: { permission: 'nightaudit.run' },
      schema: {
        tags: ['night audit'],
        summary:
          'A daily report as the night audit froze it: occupancy, ADR, RevPAR, room revenue, payments by method and currency, cash differences, no-shows, departures not checked out',
        description: fileNote,
        params: nightAuditIdParams,
        querystring: nightAuditReportQuery,
        response: { 200: nightAuditDetailSchema, ...errors },
      },
    },
    async (request, reply) => {
      const audit = await getNightAudit(db, request.params.id)
      if (request.query.format === 'json') return { data: audit }
      return sendTable(reply, request.query.format, dailyReportTable(request.locale, audit))
    },
  )
}
