import { errorBodySchema, staffLoginSchema, staffSessionSchema, staffUserSchema } from '@hotel/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { Db } from '../../db/client.ts'
import { AppError } from '../../http/errors.ts'
import { translate } from '../../http/messages/index.ts'
import { requireStaff, staffOf } from '../../http/staff-guard.ts'
import { passwordGuessLimiter } from '../accounts/login-limits.ts'
import { revokeToken, signIn } from './service.ts'

export const staffAuthRoutes: FastifyPluginAsyncZod<{ db: Db; tokenTtlHours: number }> = async (
  app,
  { db, tokenTtlHours },
) => {
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
        summary: 'Sign a staff member in and issue a bearer token',
        body: staffLoginSchema,
        response: {
          200: staffSessionSchema,
          401: errorBodySchema,
          403: errorBodySchema,
          422: errorBodySchema,
          429: errorBodySchema,
        },
      },
      config: {
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
    async (request) => {
      const session = await limitedSignIn(request, () =>
        signIn(db, request.body.email, request.body.password, tokenTtlHours),
      )
      return {
        message: translate(request.locale, 'auth.signed_in', { name: session.user.name }),
        token: session.token,
        user: session.user,
      }
    },
  )

  const guard = requireStaff(db)

  app.get(
    '/staff/auth/me',
    {
      onRequest: guard,
      schema: {
        tags: ['staff'],
        summary: 'The signed-in staff member',
        security: [{ bearer: [] }],
        response: { 200: z.object({ data: staffUserSchema }), 401: errorBodySchema },
      },
    },
    async (request) => ({ data: staffOf(request).user }),
  )

  app.post(
    '/staff/auth/logout',
    {
      onRequest: guard,
      schema: {
        tags: ['staff'],
        summary: 'Revoke the current staff token',
        security: [{ bearer: [] }],
        response: { 200: z.object({ message: z.string() }), 401: errorBodySchema },
      },
    },
    async (request) => {
      await revokeToken(db, staffOf(request).tokenId)
      return { message: translate(request.locale, 'auth.signed_out') }
    },
  )
}
