import {
  pricePreviewQuery,
  pricePreviewSchema,
  roomChoiceListSchema,
  roomLookupParams,
  seasonAnswerSchema,
  seasonCreateSchema,
  seasonListSchema,
  seasonParams,
  seasonUpdateSchema,
} from '@hotel/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { Db } from '../../db/client.ts'
import { actorOf } from '../../http/auth.ts'
import { errorResponses } from '../../http/responses.ts'
import { periodMessage } from '../rooms/answers.ts'
import { pricePreview } from './preview.ts'
import { createSeason, deleteSeason, listSeasons, roomChoices, updateSeason } from './service.ts'

const errors = errorResponses(401, 403, 404, 409, 422, 429)

/** Seasons (pricing periods) of a room and the preview of its nightly prices: /staff/rooms/{number}/... */
export const priceRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/staff/prices/rooms',
    {
      config: { permission: 'prices.manage' },
      schema: {
        tags: ['prices'],
        summary: 'Every room by number (archived ones marked), to choose whose seasons to set',
        response: { 200: roomChoiceListSchema, ...errors },
      },
    },
    async () => ({ data: await roomChoices(db) }),
  )

  app.get(
    '/staff/rooms/:number/seasons',
    {
      config: { permission: 'prices.manage' },
      schema: {
        tags: ['prices'],
        summary: "A room's seasons, by first night",
        params: roomLookupParams,
        response: { 200: seasonListSchema, ...errors },
      },
    },
    async (request) => ({ data: await listSeasons(db, request.params.number) }),
  )

  app.post(
    '/staff/rooms/:number/seasons',
    {
      config: { permission: 'prices.manage' },
      schema: {
        tags: ['prices'],
        summary: 'Add a season: its nights cost raw_tariff; seasons of one room never overlap (409)',
        params: roomLookupParams,
        body: seasonCreateSchema,
        response: { 201: seasonAnswerSchema, ...errors },
      },
    },
    async (request, reply) => {
      const season = await createSeason(
        db,
        actorOf(request),
        request.locale,
        request.params.number,
        request.body,
      )
      reply.status(201)
      return { message: periodMessage(request.locale, 'seasons.created', season), data: season }
    },
  )

  app.patch(
    '/staff/rooms/:number/seasons/:id',
    {
      config: { permission: 'prices.manage' },
      schema: {
        tags: ['prices'],
        summary: "Change a season's dates or price (never onto another season's nights: 409)",
        params: seasonParams,
        body: seasonUpdateSchema,
        response: { 200: seasonAnswerSchema, ...errors },
      },
    },
    async (request) => {
      const season = await updateSeason(
        db,
        actorOf(request),
        request.locale,
        request.params.number,
        request.params.id,
        request.body,
      )
      return { message: periodMessage(request.locale, 'seasons.updated', season), data: season }
    },
  )

  app.delete(
    '/staff/rooms/:number/seasons/:id',
    {
      config: { permission: 'prices.manage' },
      schema: {
        tags: ['prices'],
        summary: "Remove a season: its nights go back to the room's tariffs",
        params: seasonParams,
        response: { 200: seasonAnswerSchema, ...errors },
      },
    },
    async (request) => {
      const season = await deleteSeason(db, actorOf(request), request.params.number, request.params.id)
      return { message: periodMessage(request.locale, 'seasons.deleted', season), data: season }
    },
  )

  app.get(
    '/staff/rooms/:number/price-preview',
    {
      config: { permission: 'prices.manage' },
      schema: {
        tags: ['prices'],
        summary:
          'Each night of a month: what one night costs a guest for each capacity, and which season set it',
        params: roomLookupParams,
        querystring: pricePreviewQuery,
        response: { 200: z.object({ data: pricePreviewSchema }), ...errors },
      },
    },
    async (request) => ({ data: await pricePreview(db, request.params.number, request.query.month) }),
  )
}
