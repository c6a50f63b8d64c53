import {
  authProvidersSchema,
  authSessionSchema,
  clientUserSchema,
  emailVerificationSchema,
  loginSchema,
  messageSchema,
  oneTimeCodeCheckSchema,
  oneTimeCodeRequestSchema,
  passwordChangeSchema,
  passwordResetSchema,
  profileAnswerSchema,
  profileUpdateSchema,
  registerSchema,
  socialLoginSchema,
} from '@hotel/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { afterReply } from '../../http/after-reply.ts'
import { clientOf } from '../../http/auth.ts'
import { AppError, parseOrThrow } from '../../http/errors.ts'
import { translate } from '../../http/messages/index.ts'
import { readForm, requireFile } from '../../http/multipart.ts'
import { errorResponses } from '../../http/responses.ts'
import { removeUpload, storeProfileImage } from '../../integrations/images.ts'
import { passwordGuessLimiter } from './login-limits.ts'
import * as accounts from './service.ts'
import { revokeClientToken, toClientUser } from './sessions.ts'

const errors = errorResponses(400, 401, 403, 404, 409, 413, 415, 422, 429)

/** Limits guessing per address and account: `max` tries per `minutes`. */
const perAccount = (prefix: string, max: number, minutes: number) => ({
  rateLimit: {
    hook: 'preHandler' as const,
    max,
    timeWindow: minutes * 60_000,
    keyGenerator: (request: { ip: string; body?: unknown }) => {
      const email = (request.body as { email?: unknown } | undefined)?.email
      return `${prefix}:${request.ip}:${typeof email === 'string' ? email.trim().toLowerCase() : ''}`
    },
  },
})

export const accountRoutes: FastifyPluginAsyncZod<{
  deps: accounts.AccountsDeps
  uploadsDir: string
}> = async (app, { deps, uploadsDir }) => {
  const after = afterReply(app, deps.log, 'code mail failed')
  // Wrong passwords per account and address, and per account from every address (login-limits.ts).
  const limitedSignIn = passwordGuessLimiter(app, {
    prefix: 'client-login',
    isFailure: (error) => error instanceof AppError && error.code === 'invalid_credentials',
  })
  const session = (message: string, result: { row: Parameters<typeof toClientUser>[0]; token: string }) => ({
    message,
    token: result.token,
    user: toClientUser(result.row),
  })

  app.post(
    '/auth/register',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Create a guest account (JSON, or multipart/form-data with a profile_image file)',
        description:
          'Fields as in the schema below; as multipart, the same fields plus `profile_image` (JPEG or PNG, at most 5 MB). The e-mail of a client without a password (booked without an account, or created at the desk) is claimed: without `verification_code` a 6-digit code is mailed to it and the answer is 202 `email_verification_required`; the same request with `verification_code` answers 201 as a registration, and the client (with its reservations) is the new account.',
        response: { 201: authSessionSchema, 202: emailVerificationSchema, ...errors },
      },
    },
    async (request, reply) => {
      const form = await readForm(request, 'profile_image')
      const input = parseOrThrow(registerSchema, form.body)
      const image = form.file ? await storeProfileImage(uploadsDir, form.file) : null
      const result = await accounts.register(deps, input, request.locale, image).catch(async (error) => {
        await removeUpload(uploadsDir, image)
        throw error
      })
      if ('verification' in result) {
        await removeUpload(uploadsDir, image)
        reply.status(202)
        return {
          message: translate(request.locale, 'auth.email_verification_required'),
          code: result.verification,
        }
      }
      reply.status(201)
      return session(
        translate(request.locale, 'auth.registered', {
          name: result.row.name,
          hotel: deps.config.HOTEL_NAME,
        }),
        result,
      )
    },
  )

  app.post(
    '/auth/login',
    {
      config: perAccount('client-login', 10, 1),
      schema: {
        tags: ['accounts'],
        summary: 'Sign a guest in with e-mail and password',
        body: loginSchema,
        response: { 200: authSessionSchema, ...errors },
      },
    },
    async (request) => {
      const result = await limitedSignIn(request, () =>
        accounts.login(deps, request.body.email, request.body.password, request.locale),
      )
      return session(translate(request.locale, 'auth.signed_in', { name: result.row.name }), result)
    },
  )

  app.get(
    '/auth/providers',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Which social sign-in providers are enabled',
        response: { 200: authProvidersSchema },
      },
    },
    async () => ({ data: { google_client_id: deps.google ? (deps.config.GOOGLE_CLIENT_ID ?? null) : null } }),
  )

  app.post(
    '/auth/login/:provider',
    {
      config: perAccount('client-social', 20, 1),
      schema: {
        tags: ['accounts'],
        summary: 'Sign in (or up) with a Google ID token; other providers are disabled',
        params: z.object({ provider: z.string().max(30) }),
        body: socialLoginSchema,
        response: { 200: authSessionSchema, ...errors },
      },
    },
    async (request) => {
      const result = await accounts.googleLogin(
        deps,
        request.params.provider,
        request.body.token,
        request.locale,
      )
      return session(translate(request.locale, 'auth.signed_in', { name: result.row.name }), result)
    },
  )

  app.get(
    '/auth/me',
    {
      config: { auth: 'client' },
      schema: {
        tags: ['accounts'],
        summary: 'The signed-in guest',
        security: [{ bearer: [] }],
        response: { 200: z.object({ data: clientUserSchema }), ...errors },
      },
    },
    async (request) => ({ data: toClientUser(clientOf(request).row) }),
  )

  app.post(
    '/auth/logout',
    {
      config: { auth: 'client' },
      schema: {
        tags: ['accounts'],
        summary: 'Revoke the current token',
        security: [{ bearer: [] }],
        response: { 200: messageSchema, ...errors },
      },
    },
    async (request) => {
      await revokeClientToken(deps.db, clientOf(request).tokenId)
      return { message: translate(request.locale, 'auth.signed_out') }
    },
  )

  app.post(
    '/auth/one-time-password/request',
    {
      config: perAccount('client-code', 5, 10),
      schema: {
        tags: ['accounts'],
        summary: 'Mail a password reset code (the answer never tells whether the e-mail exists)',
        body: oneTimeCodeRequestSchema,
        response: { 200: messageSchema, ...errors },
      },
    },
    async (request, reply) => {
      await accounts.requestResetCode(deps, request.body.email, after(reply))
      return {
        message: translate(request.locale, 'auth.code_sent', { minutes: deps.config.OTP_EXPIRY_MINUTES }),
      }
    },
  )

  app.post(
    '/auth/one-time-password/check',
    {
      config: perAccount('client-code-check', 10, 10),
      schema: {
        tags: ['accounts'],
        summary: 'Check a password reset code without spending it',
        body: oneTimeCodeCheckSchema,
        response: { 200: messageSchema, ...errors },
      },
    },
    async (request) => {
      await accounts.checkResetCode(deps, request.body.email, request.body.code)
      return { message: translate(request.locale, 'auth.code_valid') }
    },
  )

  app.post(
    '/auth/password/reset',
    {
      config: perAccount('client-reset', 10, 10),
      schema: {
        tags: ['accounts'],
        summary: 'Set a new password with a mailed code; every session of the account ends',
        body: passwordResetSchema,
        response: { 200: messageSchema, ...errors },
      },
    },
    async (request) => {
      await accounts.resetPassword(deps, request.body.email, request.body.code, request.body.password)
      return { message: translate(request.locale, 'auth.password_reset') }
    },
  )

  app.put(
    '/profile',
    {
      config: { auth: 'client' },
      schema: {
        tags: ['accounts'],
        summary: 'Update the signed-in guest profile',
        security: [{ bearer: [] }],
        body: profileUpdateSchema,
        response: { 200: profileAnswerSchema, ...errors },
      },
    },
    async (request) => {
      const row = await accounts.updateProfile(deps, clientOf(request).row, request.body)
      return { message: translate(request.locale, 'profile.updated'), data: toClientUser(row) }
    },
  )

  app.post(
    '/profile/image',
    {
      config: { auth: 'client' },
      schema: {
        tags: ['accounts'],
        summary: 'Upload a profile picture (multipart `profile_image`, JPEG or PNG, at most 5 MB)',
        security: [{ bearer: [] }],
        response: { 200: profileAnswerSchema, ...errors },
      },
    },
    async (request) => {
      const { file } = await readForm(request, 'profile_image')
      const path = await storeProfileImage(uploadsDir, requireFile(file))
      const { row: before } = clientOf(request)
      const row = await accounts.setProfileImage(deps, before, path)
      await removeUpload(uploadsDir, before.profileImage)
      return { message: translate(request.locale, 'profile.image_updated'), data: toClientUser(row) }
    },
  )

  app.post(
    '/profile/password/code',
    {
      // Per guest, not per address: guests share the hotel's Wi-Fi.
      config: {
        auth: 'client',
        rateLimit: {
          hook: 'preHandler',
          max: 5,
          timeWindow: 600_000,
          keyGenerator: (request) => `client-change-code:${request.client?.row.id ?? request.ip}`,
        },
      },
      schema: {
        tags: ['accounts'],
        summary: 'Mail a code that confirms a password change',
        security: [{ bearer: [] }],
        response: { 200: messageSchema, ...errors },
      },
    },
    async (request) => {
      await accounts.requestChangeCode(deps, clientOf(request).row)
      return {
        message: translate(request.locale, 'auth.code_sent_to_you', {
          minutes: deps.config.OTP_EXPIRY_MINUTES,
        }),
      }
    },
  )

  app.put(
    '/profile/password',
    {
      config: { auth: 'client' },
      schema: {
        tags: ['accounts'],
        summary: 'Change the password with the mailed code; other sessions end',
        security: [{ bearer: [] }],
        body: passwordChangeSchema,
        response: { 200: messageSchema, ...errors },
      },
    },
    async (request) => {
      const { row, tokenId } = clientOf(request)
      await accounts.changePassword(deps, row, tokenId, request.body.code, request.body.password)
      return { message: translate(request.locale, 'auth.password_changed') }
    },
  )
}
