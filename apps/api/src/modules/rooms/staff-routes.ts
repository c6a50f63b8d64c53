import {
  roomClosureAnswerSchema,
  roomClosureCreateSchema,
  roomClosureListSchema,
  roomClosureParams,
  roomCreateSchema,
  roomUpdateSchema,
  staffRoomAnswerSchema,
  staffRoomListQuery,
  staffRoomPageSchema,
  staffRoomParams,
  staffRoomSchema,
} from '@hotel/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { Db } from '../../db/client.ts'
import { actorOf } from '../../http/auth.ts'
import { errorResponses } from '../../http/responses.ts'
import { staffListRoute } from '../../http/staff-list.ts'
import { periodMessage, roomAnswer } from './answers.ts'
import { createClosure, deleteClosure, listClosures } from './closures.ts'
import { createRoom, listStaffRooms, setArchived, staffRoom, updateRoom } from './manage-rooms.ts'

const errors = errorResponses(401, 403, 404, 409, 422)

/** Rooms as staff manage them: /staff/rooms (no delete: a room is archived, never deleted), and its closures. */
export const staffRoomRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  staffListRoute(app, '/staff/rooms', {
    permission: 'rooms.view',
    tag: 'rooms',
    summary: 'Rooms: search by number or description; filter by type and archived; paged',
    query: staffRoomListQuery,
    page: staffRoomPageSchema,
    errors,
    list: (query) => listStaffRooms(db, query),
  })

  app.get(
    '/staff/rooms/:number',
    {
      config: { permission: 'rooms.view' },
      schema: {
        tags: ['rooms'],
        summary:
          'Every fact of a room (archived ones too), its pictures and its count of future reservations',
        params: staffRoomParams,
        response: { 200: z.object({ data: staffRoomSchema }), ...errors },
      },
    },
    async (request) => ({ data: await staffRoom(db, request.params.number) }),
  )

  app.post(
    '/staff/rooms',
    {
      config: { permission: 'rooms.manage' },
      schema: {
        tags: ['rooms'],
        summary: 'Create a room (unique number; beds, capacities with tariffs, services by id)',
        body: roomCreateSchema,
        response: { 201: staffRoomAnswerSchema, ...errors },
      },
    },
    async (request, reply) => {
      const number = await createRoom(db, actorOf(request), request.body)
      reply.status(201)
      return roomAnswer(db, request.locale, 'rooms.created', number)
    },
  )

  app.patch(
    '/staff/rooms/:number',
    {
      config: { permission: 'rooms.manage' },
      schema: {
        tags: ['rooms'],
        summary: "Edit a room's facts; a list given (beds, capacities, services) replaces the room's",
        params: staffRoomParams,
        body: roomUpdateSchema,
        response: { 200: staffRoomAnswerSchema, ...errors },
      },
    },
    async (request) => {
      const number = await updateRoom(db, actorOf(request), request.params.number, request.body)
      return roomAnswer(db, request.locale, 'rooms.updated', number)
    },
  )

  for (const [action, archived] of [
    ['archive', true],
    ['restore', false],
  ] as const) {
    app.post(
      `/staff/rooms/:number/${action}`,
      {
        config: { permission: 'rooms.manage' },
        schema: {
          tags: ['rooms'],
          summary: archived
            ? 'Archive a room: it leaves the site and takes no new bookings; its reservations stay (again: no change)'
            : 'Bring an archived room back to the site (again: no change)',
          params: staffRoomParams,
          response: { 200: staffRoomAnswerSchema, ...errors },
        },
      },
      async (request) => {
        const number = await setArchived(db, actorOf(request), request.params.number, archived)
        return roomAnswer(db, request.locale, archived ? 'rooms.archived' : 'rooms.restored', number)
      },
    )
  }

  app.get(
    '/staff/rooms/:number/closures',
    {
      config: { permission: 'rooms.view' },
      schema: {
        tags: ['rooms'],
        summary: "A room's closures that have not ended, by first night",
        params: staffRoomParams,
        response: { 200: roomClosureListSchema, ...errors },
      },
    },
    async (request) => ({ data: await listClosures(db, request.params.number) }),
  )

  app.post(
    '/staff/rooms/:number/closures',
    {
      config: { permission: 'rooms.manage' },
      schema: {
        tags: ['rooms'],
        summary:
          'Close a room from start_date to end_date (both nights included) with a reason; refused over live stays or another closure',
        params: staffRoomParams,
        body: roomClosureCreateSchema,
        response: { 201: roomClosureAnswerSchema, ...errors },
      },
    },
    async (request, reply) => {
      const closure = await createClosure(
        db,
        actorOf(request),
        request.params.number,
        request.body,
        request.locale,
      )
      reply.status(201)
      return { message: periodMessage(request.locale, 'closures.created', closure), data: closure }
    },
  )

  app.delete(
    '/staff/rooms/:number/closures/:id',
    {
      config: { permission: 'rooms.manage' },
      schema: {
        tags: ['rooms'],
        summary: 'Remove a closure: its nights are on sale again',
        params: roomClosureParams,
        response: { 200: roomClosureAnswerSchema, ...errors },
      },
    },
    async (request) => {
      const closure = await deleteClosure(db, actorOf(request), request.params.number, request.params.id)
      return { message: periodMessage(request.locale, 'closures.deleted', closure), data: closure }
    },
  )
}
