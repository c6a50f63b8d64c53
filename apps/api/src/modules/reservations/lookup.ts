import { and, eq } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { reservations } from '../../db/schema/index.ts'
import { AppError } from '../../http/errors.ts'

export type ReservationRow = typeof reservations.$inferSelect

/** The condition that finds a reservation by its id (a uuid) or its reference (any case). */
export const byIdOrReference = (idOrReference: string) =>
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(idOrReference)
    ? eq(reservations.id, idOrReference)
    : eq(reservations.reference, idOrReference.toUpperCase())

/** A client's own reservation by id or reference; anyone else's is "not found", never "forbidden". */
export async function ownRow(db: Db, clientId: string, idOrReference: string): Promise<ReservationRow> {
  const [row] = await db
    .select()
    .from(reservations)
    .where(and(eq(reservations.clientId, clientId), byIdOrReference(idOrReference)))
    .limit(1)
  if (!row) throw new AppError('reservation_not_found', 'reservations.not_found')
  return row
}
