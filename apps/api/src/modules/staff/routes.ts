import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { myAccountRoutes } from './account-routes.ts'
import type { StaffDeps } from './deps.ts'
import { invitationRoutes } from './invitation-routes.ts'
import { staffUserRoutes } from './user-routes.ts'

export type { StaffDeps } from './deps.ts'

/** Staff people and sessions: invitations, the staff list, and my account. */
export const staffRoutes: FastifyPluginAsyncZod<StaffDeps> = async (app, deps) => {
  await app.register(invitationRoutes, deps)
  await app.register(staffUserRoutes, deps)
  await app.register(myAccountRoutes, deps)
}
