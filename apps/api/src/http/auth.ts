import { createHash, timingSafeEqual } from 'node:crypto'
import { csrfHeader, type Permission, type StaffUser } from '@hotel/contract'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { clients } from '../db/schema/index.ts'
import { AppError } from './errors.ts'
import { requirePermission } from './permissions.ts'
import { bearerToken } from './tokens.ts'

export type ClientRow = typeof clients.$inferSelect
export interface ClientSession {
  row: ClientRow
  tokenId: string
}

export interface StaffSession {
  user: StaffUser
  permissions: Permission[]
  sessionId: string
  /** What the session's unsafe requests must echo in X-CSRF-Token. */
  csrfToken: string
}

/** How a credential becomes a session: the modules that own them, handed in by app.ts. */
export interface AuthResolvers {
  client(token: string): Promise<ClientSession>
  staff(token: string): Promise<Omit<StaffSession, 'csrfToken'>>
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** `client`: a guest's bearer token; `staff`: any signed-in staff member. */
    auth?: 'client' | 'staff'
    /**
     * A client route a guest without an account may also use: without a bearer token the request goes on
     * without a client, and the route itself checks what stands in for one (a reservation key, guest details).
     * A bearer token, when sent, must still be valid.
     */
    guest?: true
    /** A staff route's permission (implies `auth: 'staff'`); one hook enforces it. */
    permission?: Permission
    /** Unsafe staff routes need X-CSRF-Token, but for those that start a session (sign-in, invitations). */
    csrf?: false
  }
  interface FastifyRequest {
    client: ClientSession | null
    staff: StaffSession | null
  }
}

/** The staff session cookie: HttpOnly (no page script reads it), sent to the staff API only. */
export const staffCookie = 'hotel_staff'
const staffCookiePath = '/api/v1/staff'

/** The CSRF token of a session: derived from its cookie, which a page script or another site cannot read. */
export const csrfTokenFor = (sessionToken: string) =>
  createHash('sha256').update(`csrf:${sessionToken}`).digest('base64url')

const sameText = (given: unknown, expected: string) =>
  typeof given === 'string' &&
  given.length === expected.length &&
  timingSafeEqual(Buffer.from(given), Buffer.from(expected))

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS'])

export function setStaffCookie(
  reply: FastifyReply,
  token: string,
  options: { secure: boolean; hours: number },
) {
  reply.setCookie(staffCookie, token, {
    httpOnly: true,
    sameSite: 'strict',
    secure: options.secure,
    path: staffCookiePath,
    maxAge: options.hours * 3600,
  })
}

export function clearStaffCookie(reply: FastifyReply, secure: boolean) {
  reply.clearCookie(staffCookie, { httpOnly: true, sameSite: 'strict', secure, path: staffCookiePath })
}

/**
 * The one authentication hook: it reads each route's declared `auth` and `permission` and runs before the body
 * is read, so an anonymous or unauthorised caller is refused before anything about its input is said.
 */
export function registerAuth(app: FastifyInstance, resolvers: AuthResolvers) {
  app.decorateRequest('client', null)
  app.decorateRequest('staff', null)
  app.addHook('onRequest', async (request) => {
    const { auth, permission, csrf, guest } = request.routeOptions.config
    if (auth === 'client') {
      const token = bearerToken(request.headers.authorization)
      if (!token && guest && !request.headers.authorization) return
      if (!token) throw new AppError('unauthenticated', 'auth.unauthenticated')
      request.client = await resolvers.client(token)
      return
    }
    if (auth !== 'staff' && !permission) return
    const token = request.cookies[staffCookie]
    if (!token) throw new AppError('unauthenticated', 'auth.unauthenticated')
    const session = await resolvers.staff(token)
    const csrfToken = csrfTokenFor(token)
    if (
      !safeMethods.has(request.method) &&
      csrf !== false &&
      !sameText(request.headers[csrfHeader], csrfToken)
    )
      throw new AppError('csrf_invalid', 'auth.csrf_invalid')
    request.staff = { ...session, csrfToken }
    if (permission) requirePermission(session, permission)
  })
}

/** The guest session the hook attached (routes with `auth: 'client'`). */
export function clientOf(request: FastifyRequest): ClientSession {
  if (!request.client) throw new AppError('unauthenticated', 'auth.unauthenticated')
  return request.client
}

/** The staff session the hook attached (routes with `auth: 'staff'` or a permission). */
export function staffOf(request: FastifyRequest): StaffSession {
  if (!request.staff) throw new AppError('unauthenticated', 'auth.unauthenticated')
  return request.staff
}

/**
 * Who makes a staff write, from where (what the audit log records beside the change), and with which
 * permissions (the rules a service checks against the record: holds, requirePermission).
 */
export interface Actor {
  staffId: string
  ip: string
  permissions: readonly Permission[]
}

export const actorOf = (request: FastifyRequest): Actor => {
  const { user, permissions } = staffOf(request)
  return { staffId: user.id, ip: request.ip, permissions }
}
