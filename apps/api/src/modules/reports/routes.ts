import {
  mostReservedAnswerSchema,
  mostReservedQuery,
  performanceAnswerSchema,
  performanceQuery,
  type ReportFormat,
} from '@hotel/contract'
import type { FastifyReply } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { Db } from '../../db/client.ts'
import { errorResponses } from '../../http/responses.ts'
import { getHotel } from '../hotel/service.ts'
import { mostReservedTable, performanceTable, type Table, tableCsv, tableXlsx } from './files.ts'
import { mostReserved, performance } from './service.ts'

const errors = errorResponses(401, 403, 422, 429)
const xlsxType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'

/** A report as the file asked for: CSV or XLSX, as an attachment. */
async function sendFile(reply: FastifyReply, format: Exclude<ReportFormat, 'json'>, table: Table) {
  reply.header('Content-Disposition', `attachment; filename="${table.name}.${format}"`)
  if (format === 'csv') return reply.type('text/csv; charset=utf-8').send(tableCsv(table))
  return reply.type(xlsxType).send(await tableXlsx(table))
}

const fileNote =
  "With `format=csv` or `format=xlsx`, the same figures as a file, headed in the caller's language."

/** Reports for the owner and the accountant: /staff/reports/*. */
export const reportRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/staff/reports/performance',
    {
      config: { permission: 'reports.view' },
      schema: {
        tags: ['reports'],
        summary:
          'Occupancy, ADR and RevPAR of a month, or of a year month by month: room-nights available and sold, room revenue in cents (extras, breakfasts and taxes excluded)',
        description: fileNote,
        querystring: performanceQuery,
        response: { 200: performanceAnswerSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { year, month, format } = request.query
      const report = await performance(db, year, month)
      if (format === 'json') return { data: report }
      const hotel = await getHotel(db)
      return sendFile(reply, format, performanceTable(request.locale, report, hotel.currency))
    },
  )

  app.get(
    '/staff/reports/most-reserved',
    {
      config: { permission: 'reports.view' },
      schema: {
        tags: ['reports'],
        summary:
          'The rooms with the most room-nights sold in a month, a year, or ever (no year): number, type, nights and stays; 1 to 10 rooms (5 unless `limit` says)',
        description: fileNote,
        querystring: mostReservedQuery,
        response: { 200: mostReservedAnswerSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { format, ...query } = request.query
      const report = await mostReserved(db, query)
      if (format === 'json') return { data: report }
      return sendFile(reply, format, mostReservedTable(request.locale, report))
    },
  )
}
