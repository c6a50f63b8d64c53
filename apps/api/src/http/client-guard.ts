import type { FastifyRequest } from 'fastify'
import type { Db } from '../db/client.ts'
import type { clients } from '../db/schema/index.ts'
import { clientForToken } from '../modules/accounts/sessions.ts'
import { AppError } from './errors.ts'
import { bearerToken } from './tokens.ts'

export type ClientRow = typeof clients.$inferSelect

declare module 'fastify' {
  interface FastifyRequest {
    client: { row: ClientRow; tokenId: string } | null
  }
}

/**
 * onRequest hook for guest routes, so a caller is authenticated before its body is read or validated: a valid
 * token of an active client (401, 404 for a deleted account, 403 suspended).
 */
export function requireClient(db: Db) {
  return async (request: FastifyRequest) => {
    const token = bearerToken(request.headers.authorization)
    if (!token) throw new AppError(401, 'unauthenticated', 'auth.unauthenticated')
    request.client = await clientForToken(db, token)
  }
}

/** The guest session that `requireClient` attached to the request. */
export function clientOf(request: FastifyRequest): { row: ClientRow; tokenId: string } {
  if (!request.client) throw new AppError(401, 'unauthenticated', 'auth.unauthenticated')
  return request.client
}
