import {
  errorBodySchema,
  staffLoginAnswerSchema,
  staffLoginSchema,
  staffSessionSchema,
} from '@hotel/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { Db } from '../../db/client.ts'
import { clearStaffCookie, csrfTokenFor, setStaffCookie, staffOf } from '../../http/auth.ts'
import { AppError } from '../../http/errors.ts'
import { translate } from '../../http/messages/index.ts'
import { passwordGuessLimiter } from '../accounts/login-limits.ts'
import { revokeSession, type SessionLimits, signIn } from './service.ts'

const staffSecurity = [{ staffSession: [] }]

export const staffAuthRoutes: FastifyPluginAsyncZod<{
  db: Db
  session: SessionLimits
  /** Cookies are Secure when the public address is https. */
  secureCookie: boolean
}> = async (app, { db, session: limits, secureCookie }) => {
  // Wrong passwords per account and address, and per account from every address, as for guests.
  const limitedSignIn = passwordGuessLimiter(app, {
    prefix: 'staff-login',
    isFailure: (error) => error instanceof AppError && error.code === 'invalid_credentials',
  })

  app.post(
    '/staff/auth/login',
    {
      schema: {
        tags: ['staff'],
        summary:
          'Sign a staff member in: an HttpOnly session cookie, and the CSRF token unsafe requests echo',
        body: staffLoginSchema,
        response: {
          200: staffLoginAnswerSchema,
          401: errorBodySchema,
          403: errorBodySchema,
          422: errorBodySchema,
          429: errorBodySchema,
        },
      },
      config: {
        // No session exists yet, so there is nothing to forge a request with.
        csrf: false,
        // Slows password guessing: requests per address and account; wrong passwords: limitedSignIn.
        rateLimit: {
          hook: 'preHandler',
          max: 10,
          timeWindow: '1 minute',
          keyGenerator: (request) => {
            const email = (request.body as { email?: unknown } | undefined)?.email
            return `staff-login:${request.ip}:${typeof email === 'string' ? email.toLowerCase() : ''}`
          },
        },
      },
    },
    async (request, reply) => {
      const session = await limitedSignIn(request, () =>
        signIn(db, request.body.email, request.body.password, limits),
      )
      setStaffCookie(reply, session.token, { secure: secureCookie, hours: limits.hours })
      return {
        message: translate(request.locale, 'auth.signed_in', { name: session.user.name }),
        user: session.user,
        permissions: session.permissions,
        csrf_token: csrfTokenFor(session.token),
      }
    },
  )

  app.get(
    '/staff/auth/me',
    {
      config: { auth: 'staff' },
      schema: {
        tags: ['staff'],
        summary: 'The signed-in staff member, their permissions and the CSRF token of the session',
        security: staffSecurity,
        response: { 200: z.object({ data: staffSessionSchema }), 401: errorBodySchema },
      },
    },
    async (request) => {
      const { user, permissions, csrfToken } = staffOf(request)
      return { data: { user, permissions, csrf_token: csrfToken } }
    },
  )

  app.post(
    '/staff/auth/logout',
    {
      config: { auth: 'staff' },
      schema: {
        tags: ['staff'],
        summary: 'End the current staff session',
        security: staffSecurity,
        response: { 200: z.object({ message: z.string() }), 401: errorBodySchema, 403: errorBodySchema },
      },
    },
    async (request, reply) => {
      await revokeSession(db, staffOf(request).sessionId)
      clearStaffCookie(reply, secureCookie)
      return { message: translate(request.locale, 'auth.signed_out') }
    },
  )
}
