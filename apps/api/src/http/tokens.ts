import { createHash, randomBytes } from 'node:crypto'

/** A new opaque bearer token (256 random bits) and the hash that is stored in its place. */
export function newToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url')
  return { token, hash: hashToken(token) }
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex')
}

/** The token of an `Authorization: Bearer <token>` header, or null. */
export function bearerToken(header: string | undefined): string | null {
  const match = header?.match(/^Bearer\s+([A-Za-z0-9_-]{20,200})\s*$/i)
  return match?.[1] ?? null
}
