import {
  messageSchema,
  staffPasswordChangeSchema,
  staffPasswordForgotSchema,
  staffPasswordResetSchema,
} from '@hotel/contract'
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { afterReply } from '../../http/after-reply.ts'
import { actorOf, clearStaffCookie, staffOf } from '../../http/auth.ts'
import { translate } from '../../http/messages/index.ts'
import { errorResponses } from '../../http/responses.ts'
import type { StaffDeps } from './deps.ts'
import {
  changeOwnPassword,
  requestStaffResetCode,
  resetStaffPassword,
  signOutEverywhere,
} from './my-account.ts'

const errors = errorResponses(401, 403, 409, 422, 429)

/** Limits guessing per address and e-mail: `max` tries per `minutes`. */
const perAccount = (prefix: string, max: number, minutes: number) => ({
  rateLimit: {
    hook: 'preHandler' as const,
    max,
    timeWindow: minutes * 60_000,
    keyGenerator: (request: FastifyRequest) => {
      const email = (request.body as { email?: unknown } | undefined)?.email
      return `${prefix}:${request.ip}:${typeof email === 'string' ? email.trim().toLowerCase() : ''}`
    },
  },
})

/** The signed-in person's own account (any staff member), and a forgotten password (nobody signed in). */
export const myAccountRoutes: FastifyPluginAsyncZod<StaffDeps> = async (app, deps) => {
  const { db } = deps
  const after = afterReply(app, deps.log, 'staff code mail failed')

  app.put(
    '/staff/auth/password',
    {
      config: {
        auth: 'staff',
        // Per person: a stolen session cannot guess the current password quickly.
        rateLimit: {
          hook: 'preHandler',
          max: 10,
          timeWindow: 15 * 60_000,
          keyGenerator: (request) => `staff-password-change:${request.staff?.user.id ?? request.ip}`,
        },
      },
      schema: {
        tags: ['staff'],
        summary: 'Change my password, given the current one; my other sessions end, this one stays',
        body: staffPasswordChangeSchema,
        response: { 200: messageSchema, ...errors },
      },
    },
    async (request) => {
      await changeOwnPassword(db, actorOf(request), staffOf(request).sessionId, request.body)
      return { message: translate(request.locale, 'auth.password_changed') }
    },
  )

  app.post(
    '/staff/auth/logout-all',
    {
      config: { auth: 'staff' },
      schema: {
        tags: ['staff'],
        summary: 'Sign out of every session of mine, this one too',
        response: { 200: messageSchema, ...errors },
      },
    },
    async (request, reply) => {
      await signOutEverywhere(db, actorOf(request))
      clearStaffCookie(reply, deps.secureCookie)
      return { message: translate(request.locale, 'auth.signed_out_everywhere') }
    },
  )

  app.post(
    '/staff/auth/password/forgot',
    {
      config: { csrf: false, ...perAccount('staff-code', 5, 10) },
      schema: {
        tags: ['staff'],
        summary:
          'Mail a staff member a password reset code (the answer never tells whether the e-mail exists)',
        body: staffPasswordForgotSchema,
        response: { 200: messageSchema, ...errors },
      },
    },
    async (request, reply) => {
      await requestStaffResetCode(deps, request.body.email, request.locale, after(reply))
      return {
        message: translate(request.locale, 'auth.code_sent', { minutes: deps.config.OTP_EXPIRY_MINUTES }),
      }
    },
  )

  app.post(
    '/staff/auth/password/reset',
    {
      config: { csrf: false, ...perAccount('staff-reset', 10, 10) },
      schema: {
        tags: ['staff'],
        summary: 'Set a new password with the mailed code; every session of the person ends',
        body: staffPasswordResetSchema,
        response: { 200: messageSchema, ...errors },
      },
    },
    async (request) => {
      await resetStaffPassword(deps, request.body, request.ip)
      return { message: translate(request.locale, 'auth.password_reset') }
    },
  )
}
