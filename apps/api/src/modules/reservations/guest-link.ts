import { createHmac, timingSafeEqual } from 'node:crypto'
import { eq } from 'drizzle-orm'
import type { FastifyRequest } from 'fastify'
import type { Config } from '../../config.ts'
import type { Db } from '../../db/client.ts'
import { clients, reservations } from '../../db/schema/index.ts'
import type { ClientRow } from '../../http/auth.ts'
import { AppError } from '../../http/errors.ts'
import { byIdOrReference } from './lookup.ts'

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
function verifyReservationKey(id: string, key: string): boolean {
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

/** The key a request carries: the X-Reservation-Key header, else the `key` query parameter (download links). */
function keyOf(request: FastifyRequest): string | null {
  const header = request.headers[reservationKeyHeader]
  if (typeof header === 'string' && header) return header
  const query = new URL(request.url, 'http://localhost').searchParams.get('key')
  return query || null
}

const reservationKeyHeader = 'x-reservation-key'

/** What the OpenAPI document says of the routes that take a key. */
export const keyNote =
  "Without a bearer token, the reservation's key (`guest_key` of the booking, or `key` of the mailed link) opens it: header `X-Reservation-Key` or query `key`. A wrong key answers 404, as an unknown reservation."

/**
 * Who acts on one reservation: the signed-in client (today's rules: their own reservations only), or, without
 * a bearer token, the reservation's client when the request's key opens it. `id` is what the services look the
 * reservation up by: as given for a client, the uuid for a key. A wrong key answers as an unknown reservation.
 */
export async function reservationHolder(
  db: Db,
  request: FastifyRequest,
  idOrReference: string,
): Promise<{ client: ClientRow; id: string; byKey: boolean }> {
  if (request.client) return { client: request.client.row, id: idOrReference, byKey: false }
  const key = keyOf(request)
  if (!key) throw new AppError('unauthenticated', 'auth.unauthenticated')
  const [row] = await db
    .select({ id: reservations.id, client: clients })
    .from(reservations)
    .innerJoin(clients, eq(clients.id, reservations.clientId))
    .where(byIdOrReference(idOrReference))
    .limit(1)
  if (!row || !verifyReservationKey(row.id, key))
    throw new AppError('reservation_not_found', 'reservations.not_found')
  return { client: row.client, id: row.id, byKey: true }
}
