import {
  bookingsByCategoryAnswerSchema,
  mostReservedAnswerSchema,
  mostReservedQuery,
  paymentsAnswerSchema,
  performanceAnswerSchema,
  performanceQuery,
  performanceYearsAnswerSchema,
  performanceYearsQuery,
  periodQuery,
  type ReportFormat,
} from '@hotel/contract'
import type { FastifyReply } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { Db } from '../../db/client.ts'
import { errorResponses } from '../../http/responses.ts'
import { getHotel } from '../settings/service.ts'
import { bookingsByCategory } from './bookings.ts'
import {
  bookingsTable,
  mostReservedTable,
  paymentsTable,
  performanceTable,
  performanceYearsTable,
  type Table,
  tableCsv,
  tableXlsx,
} from './files.ts'
import { paymentsReport } from './payment-mix.ts'
import { mostReserved, performance, performanceYears } from './service.ts'

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

  app.get(
    '/staff/reports/performance-years',
    {
      config: { permission: 'reports.view' },
      schema: {
        tags: ['reports'],
        summary:
          'Occupancy, ADR and RevPAR year by year, from `from` to `to` (4-digit years, at most 10): the same figures as the performance report, each year the sum of its months',
        description: fileNote,
        querystring: performanceYearsQuery,
        response: { 200: performanceYearsAnswerSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { from, to, format } = request.query
      const report = await performanceYears(db, from, to)
      if (format === 'json') return { data: report }
      const hotel = await getHotel(db)
      return sendFile(reply, format, performanceYearsTable(request.locale, report, hotel.currency))
    },
  )

  app.get(
    '/staff/reports/payments',
    {
      config: { permission: 'reports.view' },
      schema: {
        tags: ['reports'],
        summary:
          'Payments by method and currency over the hotel days of a month, or of a year month by month: count, amount (hotel currency), amount charged (in the currency) and refunds made in the period, in cents',
        description: fileNote,
        querystring: periodQuery,
        response: { 200: paymentsAnswerSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { year, month, format } = request.query
      const report = await paymentsReport(db, year, month)
      if (format === 'json') return { data: report }
      const hotel = await getHotel(db)
      return sendFile(reply, format, paymentsTable(request.locale, report, hotel.currency))
    },
  )

  app.get(
    '/staff/reports/bookings-by-category',
    {
      config: { permission: 'reports.view' },
      schema: {
        tags: ['reports'],
        summary:
          'Live bookings with nights in a month or a year, by category (reservations and room-nights) and by room type (stays and room-nights)',
        description: fileNote,
        querystring: periodQuery,
        response: { 200: bookingsByCategoryAnswerSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { year, month, format } = request.query
      const report = await bookingsByCategory(db, year, month)
      if (format === 'json') return { data: report }
      return sendFile(reply, format, bookingsTable(request.locale, report))
    },
  )
}
