import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { errorResponses } from '../http/responses.ts'
import type { StaffEventHub } from './staff-events.ts'

/** A comment line every so often keeps proxies from closing an idle stream. */
const heartbeatMs = 25_000
/**
 * The stream ends after this long and the browser's EventSource reconnects at once, which runs the
 * authentication hook again: a signed-out or suspended person stops hearing events within this time.
 */
const streamLifetimeMs = 10 * 60_000

/** GET /staff/events: the live stream of what changed (server-sent events), for any signed-in staff member. */
export const staffEventRoutes: FastifyPluginAsyncZod<{ hub: StaffEventHub }> = async (app, { hub }) => {
  // Open streams would keep the server from closing: each is ended first.
  const open = new Set<() => void>()
  app.addHook('onClose', async () => {
    for (const end of open) end()
  })
  app.get(
    '/staff/events',
    {
      config: { auth: 'staff' },
      schema: {
        tags: ['front desk'],
        summary:
          'Live updates (text/event-stream): one `data: {"topic","id"}` line per change to a reservation, payment, room status, stock or breakfast count, sent after it commits, on every API instance',
        response: errorResponses(401, 403),
      },
    },
    async (request, reply) => {
      reply.hijack()
      const out = reply.raw
      out.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        'x-accel-buffering': 'no',
        connection: 'keep-alive',
      })
      out.write('retry: 2000\n\n')
      const unsubscribe = hub.subscribe((event) => out.write(`data: ${JSON.stringify(event)}\n\n`))
      const heartbeat = setInterval(() => out.write(': heartbeat\n\n'), heartbeatMs)
      const end = () => {
        open.delete(end)
        clearInterval(heartbeat)
        clearTimeout(lifetime)
        unsubscribe()
        if (!out.writableEnded) out.end()
      }
      const lifetime = setTimeout(end, streamLifetimeMs)
      open.add(end)
      request.raw.once('close', end)
    },
  )
}
