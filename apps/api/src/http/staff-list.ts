import type { errorBodySchema, Permission } from '@hotel/contract'
import type { FastifyInstance, FastifyRequest, RouteShorthandOptions } from 'fastify'
import type { z } from 'zod'

/** A staff list as a module declares it: who may read it, its OpenAPI words, its query, its page and the lister. */
interface StaffList<Query extends z.ZodType, Page extends z.ZodType> {
  permission: Permission
  tag: string
  summary: string
  query: Query
  page: Page
  /** The error answers documented besides the page. */
  errors: Record<number, typeof errorBodySchema>
  list: (query: z.output<Query>, request: FastifyRequest) => Promise<z.input<Page>>
}

/**
 * GET `path`: one page of a staff list, its query checked against `query`, its permission enforced by the auth
 * hook. `StaffList` types the lister; the options are plain because a generic schema is one Fastify cannot resolve.
 */
export function staffListRoute<Query extends z.ZodType, Page extends z.ZodType>(
  app: FastifyInstance,
  path: string,
  route: StaffList<Query, Page>,
) {
  const options: RouteShorthandOptions = {
    config: { permission: route.permission },
    schema: {
      tags: [route.tag],
      summary: route.summary,
      querystring: route.query,
      response: { 200: route.page, ...route.errors },
    },
  }
  app.get(path, options, async (request) => route.list(request.query as z.output<Query>, request))
}
