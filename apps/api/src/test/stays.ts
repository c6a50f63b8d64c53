import { randomBytes } from 'node:crypto'
import type { ReservationStatus } from '@hotel/contract'
import { eq } from 'drizzle-orm'
import { movements, reservationRooms, reservations, rooms } from '../db/schema/index.ts'
import { syncFolio } from '../modules/folio/charges.ts'
import type { TestContext } from './harness.ts'

/**
 * A stay of one room written straight to the database, as a booking leaves it: the reservation and its room's
 * line (cancelled with a cancelled stay), and with `charged` the stay's line on the bill. For tests of what reads
 * stays, on dates or in states a booking over HTTP cannot make; the reservations module tests how stays are
 * made. `totalCents` is the stay's price (0 unless told), `nights` its nights' prices (none unless told).
 */
export async function insertStay(
  ctx: TestContext,
  stay: {
    room: number
    checkIn: string
    checkOut: string
    status?: ReservationStatus
    totalCents?: number
    nights?: { date: string; cents: number }[]
    guests?: number
    clientId?: string
    reference?: string
    charged?: boolean
  },
): Promise<{ id: string; reference: string; roomId: string }> {
  const { db } = ctx.database
  const [room] = await db.select().from(rooms).where(eq(rooms.number, stay.room))
  if (!room) throw new Error(`no room ${stay.room}`)
  const status = stay.status ?? 'reserved'
  const totalCents = stay.totalCents ?? 0
  const [reservation] = await db
    .insert(reservations)
    .values({
      reference: stay.reference ?? randomBytes(4).toString('hex').toUpperCase(),
      checkIn: stay.checkIn,
      checkOut: stay.checkOut,
      currency: 'USD',
      rawTotalCents: totalCents,
      totalCents,
      category: 'tourism',
      guestEmail: 'guest@example.com',
      guestName: 'Gina Guest',
      guestIdentification: '001-010190-0001G',
      guestPhone: '+505 8888 0000',
      guestCountry: 'NI',
      clientId: stay.clientId,
      status,
    })
    .returning()
  if (!reservation) throw new Error('reservation not inserted')
  await db.insert(reservationRooms).values({
    reservationId: reservation.id,
    roomId: room.id,
    roomNumber: stay.room,
    startDate: stay.checkIn,
    endDate: stay.checkOut,
    guestCount: stay.guests ?? 1,
    tariffCents: totalCents,
    rawTariffCents: totalCents,
    // On the bill, the stay's nights make its price: without prices of its own, the first night takes it all.
    nights: stay.nights ?? (stay.charged ? [{ date: stay.checkIn, cents: totalCents }] : []),
    canceled: status === 'canceled',
  })
  if (stay.charged) {
    await db.insert(movements).values({
      reservationId: reservation.id,
      type: 'reservation',
      description: 'Stay',
      amountCents: totalCents,
    })
    await syncFolio(db, reservation.id)
  }
  return { id: reservation.id, reference: reservation.reference, roomId: room.id }
}

/**
 * Moves a stay to `checkIn`..`checkOut` in the database, and into `status` when given: the API refuses a stay
 * in the past, as it should, so a stay that began days ago is booked ahead and moved back.
 */
export async function moveStay(
  ctx: TestContext,
  id: string,
  stay: { checkIn: string; checkOut: string; status?: ReservationStatus },
) {
  const { db } = ctx.database
  await db
    .update(reservations)
    .set({ checkIn: stay.checkIn, checkOut: stay.checkOut, status: stay.status })
    .where(eq(reservations.id, id))
  await db
    .update(reservationRooms)
    .set({ startDate: stay.checkIn, endDate: stay.checkOut })
    .where(eq(reservationRooms.reservationId, id))
}
