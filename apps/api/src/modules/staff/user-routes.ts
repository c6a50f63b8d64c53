import {
  staffUserChangeAnswerSchema,
  staffUserDetailAnswerSchema,
  staffUserIdParams,
  staffUserListQuery,
  staffUserPageSchema,
  staffUserUpdateSchema,
} from '@hotel/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { actorOf } from '../../http/auth.ts'
import { translate } from '../../http/messages/index.ts'
import { errorResponses } from '../../http/responses.ts'
import { staffListRoute } from '../../http/staff-list.ts'
import type { StaffDeps } from './deps.ts'
import { staffDetail } from './queries.ts'
import { displayName, listStaff, restoreStaff, suspendStaff, updateStaff } from './users.ts'

const errors = errorResponses(401, 403, 404, 409, 422, 429)

/** The hotel's staff, seen by the owner: /staff/users. */
export const staffUserRoutes: FastifyPluginAsyncZod<StaffDeps> = async (app, { db }) => {
  staffListRoute(app, '/staff/users', {
    permission: 'staff.manage',
    tag: 'staff',
    summary: 'Staff: search by name, last name, e-mail or phone; filter by status; paged',
    query: staffUserListQuery,
    page: staffUserPageSchema,
    errors,
    list: (query) => listStaff(db, query),
  })

  app.get(
    '/staff/users/:id',
    {
      config: { permission: 'staff.manage' },
      schema: {
        tags: ['staff'],
        summary: 'A staff member with their roles and the permissions given to them directly',
        params: staffUserIdParams,
        response: { 200: staffUserDetailAnswerSchema, ...errors },
      },
    },
    async (request) => ({ data: await staffDetail(db, request.params.id) }),
  )

  app.patch(
    '/staff/users/:id',
    {
      config: { permission: 'staff.manage' },
      schema: {
        tags: ['staff'],
        summary: "Edit a staff member's contact facts (e-mail, phone and identification stay unique)",
        params: staffUserIdParams,
        body: staffUserUpdateSchema,
        response: { 200: staffUserChangeAnswerSchema, ...errors },
      },
    },
    async (request) => {
      const data = await updateStaff(db, actorOf(request), request.params.id, request.body)
      return { message: translate(request.locale, 'staff_users.updated', { name: displayName(data) }), data }
    },
  )

  app.post(
    '/staff/users/:id/suspend',
    {
      config: { permission: 'staff.manage' },
      schema: {
        tags: ['staff'],
        summary:
          'Suspend a staff member: their sessions end at once and sign-in is refused (again: no change)',
        description: 'Nobody suspends themselves, and the last active owner cannot be suspended (409).',
        params: staffUserIdParams,
        response: { 200: staffUserChangeAnswerSchema, ...errors },
      },
    },
    async (request) => {
      const data = await suspendStaff(db, actorOf(request), request.params.id)
      return {
        message: translate(request.locale, 'staff_users.suspended', { name: displayName(data) }),
        data,
      }
    },
  )

  app.post(
    '/staff/users/:id/restore',
    {
      config: { permission: 'staff.manage' },
      schema: {
        tags: ['staff'],
        summary: 'Restore a suspended staff member: they may sign in again (again: no change)',
        params: staffUserIdParams,
        response: { 200: staffUserChangeAnswerSchema, ...errors },
      },
    },
    async (request) => {
      const data = await restoreStaff(db, actorOf(request), request.params.id)
      return { message: translate(request.locale, 'staff_users.restored', { name: displayName(data) }), data }
    },
  )
}
