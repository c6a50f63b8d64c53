import {
  permissionGrantSchema,
  roleEntryAnswerSchema,
  roleGrantSchema,
  roleMatrixSchema,
  roleParams,
  rolePermissionsUpdateSchema,
  staffGrantsAnswerSchema,
} from '@hotel/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { Db } from '../../db/client.ts'
import { actorOf } from '../../http/auth.ts'
import { translate } from '../../http/messages/index.ts'
import { errorResponses } from '../../http/responses.ts'
import {
  assignPermission,
  assignRole,
  localized,
  type Outcome,
  removePermission,
  removeRole,
  roleMatrix,
  setRolePermissions,
} from './service.ts'

const errors = errorResponses(401, 403, 404, 409, 422, 429)

const tags = ['staff roles']

export const roleRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const answer = <T>(locale: Parameters<typeof translate>[0], outcome: Outcome<T>) => ({
    message: translate(locale, outcome.message.key, localized(locale, outcome.message.params)),
    data: outcome.data,
  })

  app.get(
    '/staff/roles',
    {
      config: { permission: 'roles.manage' },
      schema: {
        tags,
        summary: 'Every role with its permissions and how many people hold it, and the permission catalogue',
        response: { 200: z.object({ data: roleMatrixSchema }), ...errors },
      },
    },
    async () => ({ data: await roleMatrix(db) }),
  )

  app.put(
    '/staff/roles/:role/permissions',
    {
      config: { permission: 'roles.manage' },
      schema: {
        tags,
        summary:
          "Replace a role's permissions (not the owner's); holders have the new set from their next request",
        params: roleParams,
        body: rolePermissionsUpdateSchema,
        response: { 200: roleEntryAnswerSchema, ...errors },
      },
    },
    async (request) =>
      answer(
        request.locale,
        await setRolePermissions(db, actorOf(request), request.params.role, request.body.permissions),
      ),
  )

  const byEmail = [
    ['/staff/roles/assign', 'Give a staff member a role, by e-mail', roleGrantSchema, assignRole],
    ['/staff/roles/remove', 'Take a role from a staff member, by e-mail', roleGrantSchema, removeRole],
  ] as const
  for (const [url, summary, body, change] of byEmail)
    app.post(
      url,
      {
        config: { permission: 'roles.manage' },
        schema: { tags, summary, body, response: { 200: staffGrantsAnswerSchema, ...errors } },
      },
      async (request) =>
        answer(request.locale, await change(db, actorOf(request), request.body.email, request.body.role)),
    )

  const permissionByEmail = [
    [
      '/staff/permissions/assign',
      'Give a staff member a permission of their own, by e-mail',
      assignPermission,
    ],
    [
      '/staff/permissions/remove',
      'Take a permission given directly from a staff member, by e-mail',
      removePermission,
    ],
  ] as const
  for (const [url, summary, change] of permissionByEmail)
    app.post(
      url,
      {
        config: { permission: 'roles.manage' },
        schema: {
          tags,
          summary,
          body: permissionGrantSchema,
          response: { 200: staffGrantsAnswerSchema, ...errors },
        },
      },
      async (request) =>
        answer(
          request.locale,
          await change(db, actorOf(request), request.body.email, request.body.permission),
        ),
    )
}
