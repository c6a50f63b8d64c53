import { createHmac, timingSafeEqual } from 'node:crypto'
import type { Config } from '../../config.ts'

// A guest without an account manages one reservation through a link whose key is an HMAC of its id: nothing is
// stored, and the key opens only that reservation. It derives from the configured webhook secret (generated per
// installation, or set in production) under its own label, so it never equals a MAC the payment side makes.
const prefix = 'hotel-reservation-key:v1:'

let secret: Buffer | null = null

/** Sets the server secret the keys derive from; the reservation routes call it when the API starts. */
export function configureReservationKeys(config: Pick<Config, 'PAYMENT_WEBHOOK_SECRET'>): void {
  secret = createHmac('sha256', config.PAYMENT_WEBHOOK_SECRET).update('reservation links').digest()
}

function keySecret(): Buffer {
  if (!secret) throw new Error('reservation keys used before configureReservationKeys')
  return secret
}

/** The key that opens the reservation with this id (its uuid), base64url. */
export function reservationKey(id: string): string {
  return createHmac('sha256', keySecret()).update(`${prefix}${id}`).digest('base64url')
}

/** Whether `key` opens the reservation with this id, compared in constant time. */
export function verifyReservationKey(id: string, key: string): boolean {
  const expected = Buffer.from(reservationKey(id))
  const given = Buffer.from(key)
  return given.length === expected.length && timingSafeEqual(given, expected)
}

/** The guest's page for one reservation, opened by its key: the link every reservation mail carries. */
export function guestReservationUrl(
  publicUrl: string,
  reservation: { id: string; reference: string },
  locale: 'en' | 'es',
): string {
  const base = publicUrl.replace(/\/+$/, '')
  const reference = encodeURIComponent(reservation.reference)
  return `${base}/reservation/${reference}?key=${reservationKey(reservation.id)}&lang=${locale}`
}
