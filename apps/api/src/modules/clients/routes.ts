import {
  clientCreateSchema,
  clientDetailSchema,
  clientIdParams,
  clientListQuery,
  clientPageSchema,
  clientUpdateSchema,
  staffClientAnswerSchema,
} from '@hotel/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { actorOf } from '../../http/auth.ts'
import { translate } from '../../http/messages/index.ts'
import { errorResponses } from '../../http/responses.ts'
import { staffListRoute } from '../../http/staff-list.ts'
import { clientDetail, listClients, toStaffClient } from './queries.ts'
import { type ClientsDeps, createClient, setClientStatus, updateClient } from './service.ts'

const errors = errorResponses(401, 403, 404, 409, 422, 429)

const fullName = (row: { name: string; lastName: string }) => `${row.name} ${row.lastName}`

/** Clients (the guests' accounts) seen by staff: /staff/clients. */
export const clientRoutes: FastifyPluginAsyncZod<ClientsDeps> = async (app, deps) => {
  const { db } = deps

  staffListRoute(app, '/staff/clients', {
    permission: 'clients.view',
    tag: 'clients',
    summary: 'Clients: search by name, e-mail, phone or identification; filter by status; paged',
    query: clientListQuery,
    page: clientPageSchema,
    errors,
    list: (query) => listClients(db, query),
  })

  app.get(
    '/staff/clients/:id',
    {
      config: { permission: 'clients.view' },
      schema: {
        tags: ['clients'],
        summary: "A client's profile with their newest reservations, payments and reviews",
        params: clientIdParams,
        response: { 200: z.object({ data: clientDetailSchema }), ...errors },
      },
    },
    async (request) => ({ data: await clientDetail(db, request.params.id) }),
  )

  app.post(
    '/staff/clients',
    {
      config: { permission: 'clients.manage' },
      schema: {
        tags: ['clients'],
        summary: 'Create a guest at the desk, without a password (the guest takes it over by password reset)',
        body: clientCreateSchema,
        response: { 201: staffClientAnswerSchema, ...errors },
      },
    },
    async (request, reply) => {
      const row = await createClient(deps, actorOf(request), request.body)
      reply.status(201)
      return {
        message: translate(request.locale, 'clients.created', { name: fullName(row) }),
        data: toStaffClient(row),
      }
    },
  )

  app.patch(
    '/staff/clients/:id',
    {
      config: { permission: 'clients.manage' },
      schema: {
        tags: ['clients'],
        summary: "Edit a client's contact facts (e-mail, phone and identification stay unique)",
        params: clientIdParams,
        body: clientUpdateSchema,
        response: { 200: staffClientAnswerSchema, ...errors },
      },
    },
    async (request) => {
      const row = await updateClient(db, actorOf(request), request.params.id, request.body)
      return {
        message: translate(request.locale, 'clients.updated', { name: fullName(row) }),
        data: toStaffClient(row),
      }
    },
  )

  app.post(
    '/staff/clients/:id/suspend',
    {
      config: { permission: 'clients.manage' },
      schema: {
        tags: ['clients'],
        summary: 'Suspend a client: sign-in is refused and every session ends (again: no change)',
        params: clientIdParams,
        response: { 200: staffClientAnswerSchema, ...errors },
      },
    },
    async (request) => {
      const row = await setClientStatus(db, actorOf(request), request.params.id, 'suspended')
      return {
        message: translate(request.locale, 'clients.suspended', { name: fullName(row) }),
        data: toStaffClient(row),
      }
    },
  )

  app.post(
    '/staff/clients/:id/restore',
    {
      config: { permission: 'clients.manage' },
      schema: {
        tags: ['clients'],
        summary: 'Restore a suspended client: they may sign in again (again: no change)',
        params: clientIdParams,
        response: { 200: staffClientAnswerSchema, ...errors },
      },
    },
    async (request) => {
      const row = await setClientStatus(db, actorOf(request), request.params.id, 'active')
      return {
        message: translate(request.locale, 'clients.restored', { name: fullName(row) }),
        data: toStaffClient(row),
      }
    },
  )
}
