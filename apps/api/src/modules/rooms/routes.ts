import {
  errorBodySchema,
  isRoomNumber,
  mostBookedQuery,
  mostBookedRoomSchema,
  pageSchema,
  promotionSchema,
  roomCombinationQuery,
  roomCombinationSchema,
  roomListQuery,
  roomLookupParams,
  roomSchema,
  roomStayQuery,
  roomWithStaySchema,
} from '@hotel/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { Db } from '../../db/client.ts'
import { AppError } from '../../http/errors.ts'
import { errorResponses } from '../../http/responses.ts'
import { getHotel } from '../settings/service.ts'
import type { SearchAnswers } from './search-answers.ts'
import {
  activePromotions,
  getRoomForStay,
  mostBookedRooms,
  relatedRooms,
  roomCombinations,
} from './service.ts'

const errors = errorResponses(404, 422)

/** The number a path asks for; one that no room can have is not looked up (the integer column would refuse it). */
function askedRoom(number: number): number {
  if (!isRoomNumber(number)) throw new AppError('room_not_found', 'rooms.not_found')
  return number
}

export const roomRoutes: FastifyPluginAsyncZod<{ db: Db; searches: SearchAnswers }> = async (
  app,
  { db, searches },
) => {
  // Prices are in the hotel's currency, read per request: staff may change the settings.
  const currency = async () => (await getHotel(db)).currency

  app.get(
    '/rooms',
    {
      schema: {
        tags: ['rooms'],
        summary: 'Search rooms: dates, guests, beds, type, promotions; prices for the stay (or tonight)',
        querystring: roomListQuery,
        response: { 200: pageSchema(roomSchema), ...errors },
      },
    },
    // The answer is already the JSON its schema checked (search-answers.ts).
    async (request, reply) => {
      const text = await searches.answer(request.locale, request.query)
      return reply.type('application/json; charset=utf-8').send(text as never)
    },
  )

  app.get(
    '/rooms/most-booked',
    {
      schema: {
        tags: ['rooms'],
        summary: 'The rooms with the most nights booked from a year ago to a year ahead',
        querystring: mostBookedQuery,
        response: { 200: z.object({ data: z.array(mostBookedRoomSchema) }), 422: errorBodySchema },
      },
    },
    async (request) => ({
      data: await mostBookedRooms(db, request.query.limit, request.locale, await currency()),
    }),
  )

  app.get(
    '/rooms/combinations',
    {
      schema: {
        tags: ['rooms'],
        summary:
          'For a party no single free room holds: up to 3 sets of free rooms that hold it together, fewest rooms first, then the lowest total',
        querystring: roomCombinationQuery,
        response: { 200: z.object({ data: z.array(roomCombinationSchema) }), 422: errorBodySchema },
      },
    },
    async (request) => ({ data: await roomCombinations(db, request.query, await currency()) }),
  )

  app.get(
    '/rooms/:number',
    {
      schema: {
        tags: ['rooms'],
        summary:
          "One room by its number (any number that is no room: 404); with dates and adults, the stay's price and whether the room is free",
        params: roomLookupParams,
        querystring: roomStayQuery,
        response: { 200: z.object({ data: roomWithStaySchema }), ...errors },
      },
    },
    async (request) => ({
      data: await getRoomForStay(
        db,
        askedRoom(request.params.number),
        request.query,
        request.locale,
        await currency(),
      ),
    }),
  )

  app.get(
    '/rooms/:number/related',
    {
      schema: {
        tags: ['rooms'],
        summary: 'Up to four other rooms like this one',
        params: roomLookupParams,
        response: { 200: z.object({ data: z.array(roomSchema) }), ...errors },
      },
    },
    async (request) => ({
      data: await relatedRooms(db, askedRoom(request.params.number), request.locale, await currency()),
    }),
  )

  app.get(
    '/promotions/active',
    {
      schema: {
        tags: ['rooms'],
        summary: 'Promotions running today, with their rooms',
        response: { 200: z.object({ data: z.array(promotionSchema) }) },
      },
    },
    async () => ({ data: await activePromotions(db) }),
  )
}
