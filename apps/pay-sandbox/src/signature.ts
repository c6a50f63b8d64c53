/**
 * The webhook signature scheme of PROTOCOL.md: `X-Sandbox-Signature: v1=<hex HMAC-SHA256(secret,
 * "<timestamp>.<raw body>")>` beside `X-Sandbox-Timestamp: <unix seconds>`.
 */
import { createHmac, timingSafeEqual } from 'node:crypto'

export const timestampHeader = 'x-sandbox-timestamp'
export const signatureHeader = 'x-sandbox-signature'
/** How far a timestamp may be from the receiver's clock, by default (5 minutes). */
export const defaultToleranceSeconds = 5 * 60

function digest(secret: string, timestamp: number | string, rawBody: string | Uint8Array): Buffer {
  return createHmac('sha256', secret).update(`${timestamp}.`).update(rawBody).digest()
}

/** The value of the `X-Sandbox-Signature` header for this timestamp (unix seconds) and raw body. */
export function signEvent(secret: string, timestamp: number | string, rawBody: string | Uint8Array): string {
  return `v1=${digest(secret, timestamp, rawBody).toString('hex')}`
}

export type VerifyResult = { ok: true } | { ok: false; reason: 'missing' | 'mismatch' | 'stale' }

/**
 * Checks a webhook call: the signature header against the raw body as received (before any JSON parsing), and the
 * timestamp against `now` within `toleranceSeconds`. Compares in constant time.
 */
export function verifySignature(input: {
  secret: string
  timestamp: string | number | undefined
  signature: string | undefined
  rawBody: string | Uint8Array
  now?: Date
  toleranceSeconds?: number
}): VerifyResult {
  const timestamp = input.timestamp === undefined ? '' : String(input.timestamp)
  const signature = input.signature ?? ''
  if (!/^\d{1,12}$/.test(timestamp) || !/^v1=[0-9a-f]{64}$/i.test(signature)) {
    return { ok: false, reason: 'missing' }
  }
  const expected = digest(input.secret, timestamp, input.rawBody)
  const given = Buffer.from(signature.slice(3), 'hex')
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    return { ok: false, reason: 'mismatch' }
  }
  const now = (input.now ?? new Date()).getTime() / 1000
  if (Math.abs(now - Number(timestamp)) > (input.toleranceSeconds ?? defaultToleranceSeconds)) {
    return { ok: false, reason: 'stale' }
  }
  return { ok: true }
}
