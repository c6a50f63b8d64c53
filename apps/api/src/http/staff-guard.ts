import type { StaffUser } from '@hotel/contract'
import type { FastifyRequest } from 'fastify'
import type { Db } from '../db/client.ts'
import { staffForToken } from '../modules/staff-auth/service.ts'
import { AppError } from './errors.ts'
import { bearerToken } from './tokens.ts'

declare module 'fastify' {
  interface FastifyRequest {
    staff: { user: StaffUser; tokenId: string } | null
  }
}

/** onRequest hook for staff routes (authenticated before validation): a valid, unrevoked staff token, else 401. */
export function requireStaff(db: Db) {
  return async (request: FastifyRequest) => {
    const token = bearerToken(request.headers.authorization)
    if (!token) throw new AppError(401, 'unauthenticated', 'auth.unauthenticated')
    request.staff = await staffForToken(db, token)
  }
}

/** The staff session that `requireStaff` attached to the request. */
export function staffOf(request: FastifyRequest): { user: StaffUser; tokenId: string } {
  if (!request.staff) throw new AppError(401, 'unauthenticated', 'auth.unauthenticated')
  return request.staff
}

/** Hook after `requireStaff`: the staff member's role is one of `roles`, else 403. */
export function requireRole(...roles: StaffUser['role'][]) {
  return async (request: FastifyRequest) => {
    if (!roles.includes(staffOf(request).user.role)) throw new AppError(403, 'forbidden', 'auth.forbidden')
  }
}
