import { normalizeIP } from '@fastify/rate-limit'
import {
  messageSchema,
  staffInvitationAcceptAnswerSchema,
  staffInvitationAcceptSchema,
  staffInvitationAnswerSchema,
  staffInvitationCreateSchema,
  staffInvitationIdParams,
  staffInvitationListQuery,
  staffInvitationPageSchema,
  staffInvitationPreviewSchema,
  staffInvitationTokenParams,
} from '@hotel/contract'
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { actorOf, csrfTokenFor, setStaffCookie, staffOf } from '../../http/auth.ts'
import { translate } from '../../http/messages/index.ts'
import { errorResponses } from '../../http/responses.ts'
import { staffListRoute } from '../../http/staff-list.ts'
import { acceptInvitation } from './accept-invitation.ts'
import type { StaffDeps } from './deps.ts'
import { inviteStaff, listInvitations, previewInvitation, revokeInvitation } from './invitations.ts'

const errors = errorResponses(401, 403, 404, 409, 422, 429)

/** The public token routes answer anyone: a few tries a minute per address (an IPv6 caller: per /64). */
const perAddress = (prefix: string) => ({
  rateLimit: {
    max: 20,
    timeWindow: '1 minute',
    keyGenerator: (request: FastifyRequest) => `${prefix}:${normalizeIP(request.ip)}`,
  },
})

/** Invitations to the dashboard: the owner's side, and the invited person's link. */
export const invitationRoutes: FastifyPluginAsyncZod<StaffDeps> = async (app, deps) => {
  const { db } = deps

  app.post(
    '/staff/invitations',
    {
      config: { permission: 'staff.manage' },
      schema: {
        tags: ['staff'],
        summary:
          'Invite a person by e-mail: a single-use link valid 72 hours (inviting again voids the last)',
        body: staffInvitationCreateSchema,
        response: { 201: staffInvitationAnswerSchema, ...errors },
      },
    },
    async (request, reply) => {
      const invitation = await inviteStaff(
        deps,
        staffOf(request).user,
        actorOf(request),
        request.body,
        request.locale,
      )
      reply.status(201)
      return {
        message: translate(request.locale, 'invitations.sent', { email: invitation.email }),
        data: invitation,
      }
    },
  )

  staffListRoute(app, '/staff/invitations', {
    permission: 'staff.manage',
    tag: 'staff',
    summary: 'Pending invitations (neither used, revoked nor expired); search by e-mail or name; paged',
    query: staffInvitationListQuery,
    page: staffInvitationPageSchema,
    errors,
    list: (query) => listInvitations(db, query),
  })

  app.delete(
    '/staff/invitations/:id',
    {
      config: { permission: 'staff.manage' },
      schema: {
        tags: ['staff'],
        summary: 'Revoke a pending invitation: its link stops working',
        params: staffInvitationIdParams,
        response: { 200: messageSchema, ...errors },
      },
    },
    async (request) => {
      const revoked = await revokeInvitation(db, actorOf(request), request.params.id)
      return { message: translate(request.locale, 'invitations.revoked', { email: revoked.email }) }
    },
  )

  app.get(
    '/staff/invitations/:token',
    {
      config: perAddress('staff-invitation-view'),
      schema: {
        tags: ['staff'],
        summary: 'Who an invitation link invites (no session needed); used, revoked or expired: 404',
        params: staffInvitationTokenParams,
        response: { 200: z.object({ data: staffInvitationPreviewSchema }), ...errors },
      },
    },
    async (request) => ({ data: await previewInvitation(db, request.params.token) }),
  )

  app.post(
    '/staff/invitations/:token/accept',
    {
      // No session exists yet, so there is nothing to forge a request with.
      config: { csrf: false, ...perAddress('staff-invitation-accept') },
      schema: {
        tags: ['staff'],
        summary: 'Accept an invitation with a password: the account is created and signed in (as login)',
        params: staffInvitationTokenParams,
        body: staffInvitationAcceptSchema,
        response: { 201: staffInvitationAcceptAnswerSchema, ...errors },
      },
    },
    async (request, reply) => {
      const session = await acceptInvitation(deps, request.params.token, request.body.password, request.ip)
      setStaffCookie(reply, session.token, { secure: deps.secureCookie, hours: deps.session.hours })
      reply.status(201)
      return {
        message: translate(request.locale, 'auth.registered', {
          name: session.user.name,
          hotel: deps.config.HOTEL_NAME,
        }),
        user: session.user,
        permissions: session.permissions,
        csrf_token: csrfTokenFor(session.token),
      }
    },
  )
}
