import {
  type Goal,
  goalAnswerSchema,
  goalCreateSchema,
  goalDeletedSchema,
  goalIdParams,
  goalListQuery,
  goalListSchema,
  goalUpdateSchema,
  type Locale,
  type ReportFormat,
} from '@hotel/contract'
import type { FastifyReply } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { Db } from '../../db/client.ts'
import { actorOf } from '../../http/auth.ts'
import { type MessageKey, translate } from '../../http/messages/index.ts'
import { errorResponses } from '../../http/responses.ts'
import { type Table, tableCsv, tableXlsx } from '../reports/files.ts'
import { getHotel } from '../settings/service.ts'
import { createGoal, deleteGoal, listGoals, periodLabel, updateGoal } from './service.ts'

const errors = errorResponses(401, 403, 404, 409, 422, 429)
const xlsxType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'

/** A table as the file asked for (CSV or XLSX), as an attachment. */
export async function sendTable(reply: FastifyReply, format: Exclude<ReportFormat, 'json'>, table: Table) {
  reply.header('Content-Disposition', `attachment; filename="${table.name}.${format}"`)
  if (format === 'csv') return reply.type('text/csv; charset=utf-8').send(tableCsv(table))
  return reply.type(xlsxType).send(await tableXlsx(table))
}

/** A goal written, with the message that names its period. */
const goalAnswer = (locale: Locale, key: 'goals.created' | 'goals.updated', goal: Goal) => ({
  message: translate(locale, key, { period: periodLabel(goal) }),
  data: goal,
})

/** Revenue in currency units (cents / 100, exact); room-nights and occupancy percentages as they are. */
const shown = (goal: Goal, amount: number) => (goal.type === 'revenue' ? amount / 100 : amount)

/** The goals as a table: one row per goal, target and actual in its unit, progress as a percentage. */
function goalsTable(locale: Locale, list: Goal[], currency: string, year?: number): Table {
  const t = (key: MessageKey) => translate(locale, key)
  const type = (goal: Goal) =>
    goal.type === 'revenue' ? `${t('goals.type.revenue')} (${currency})` : t(`goals.type.${goal.type}`)
  return {
    title: t('goals.title'),
    name: year === undefined ? 'goals' : `goals-${year}`,
    header: [
      t('goals.column.period'),
      t('goals.column.type'),
      t('goals.column.from'),
      t('goals.column.to'),
      t('goals.column.target'),
      t('goals.column.actual'),
      t('goals.column.percent'),
    ],
    rows: list.map((goal) => [
      `${t(`goals.period.${goal.period}`)} ${periodLabel(goal)}`,
      type(goal),
      goal.from,
      goal.to,
      shown(goal, goal.value),
      shown(goal, goal.actual),
      goal.percent / 100,
    ]),
    formats: [undefined, undefined, undefined, undefined, '#,##0.##', '#,##0.##', '0%'],
  }
}

/** Goals: /staff/goals. Read with reports.view (the figures are the reports'); written with goals.manage. */
export const goalRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/staff/goals',
    {
      config: { permission: 'reports.view' },
      schema: {
        tags: ['goals'],
        summary:
          'Monthly and yearly goals with their progress: the actual figure of the period (revenue in cents of the hotel currency, room-nights sold, occupancy %) and the percent of the target',
        description:
          "With `format=csv` or `format=xlsx`, the list as a file headed in the caller's language.",
        querystring: goalListQuery,
        response: { 200: goalListSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { year, format } = request.query
      const [list, hotel] = await Promise.all([listGoals(db, year), getHotel(db)])
      if (format === 'json') return { data: list, currency: hotel.currency }
      return sendTable(reply, format, goalsTable(request.locale, list, hotel.currency, year))
    },
  )

  app.post(
    '/staff/goals',
    {
      config: { permission: 'goals.manage' },
      schema: {
        tags: ['goals'],
        summary:
          'Set a goal: period monthly (with month 1-12) or yearly (no month), type, 4-digit year, value >= 1 (cents for revenue; 1-100 for occupancy); one per period and type',
        body: goalCreateSchema,
        response: { 201: goalAnswerSchema, ...errors },
      },
    },
    async (request, reply) => {
      const goal = await createGoal(db, actorOf(request), request.body)
      reply.status(201)
      return goalAnswer(request.locale, 'goals.created', goal)
    },
  )

  app.patch(
    '/staff/goals/:id',
    {
      config: { permission: 'goals.manage' },
      schema: {
        tags: ['goals'],
        summary: "Change a goal's target value",
        params: goalIdParams,
        body: goalUpdateSchema,
        response: { 200: goalAnswerSchema, ...errors },
      },
    },
    async (request) =>
      goalAnswer(
        request.locale,
        'goals.updated',
        await updateGoal(db, actorOf(request), request.params.id, request.body),
      ),
  )

  app.delete(
    '/staff/goals/:id',
    {
      config: { permission: 'goals.manage' },
      schema: {
        tags: ['goals'],
        summary: 'Delete a goal',
        params: goalIdParams,
        response: { 200: goalDeletedSchema, ...errors },
      },
    },
    async (request) => {
      const period = await deleteGoal(db, actorOf(request), request.params.id)
      return { message: translate(request.locale, 'goals.deleted', { period }) }
    },
  )
}
