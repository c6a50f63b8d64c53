import { addDays } from '@hotel/contract'
import { asc } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { reservationRooms, reservations, rooms } from '../../db/schema/index.ts'

/**
 * A stay of `clientId` written straight to the database (the reservations module tests how stays are made):
 * two nights from `checkIn` in the room `number` (the first room when not given), in `status`.
 */
export async function completedStay(
  // A test's context, by its shape: importing the harness's type would tie this module to app.ts and back.
  ctx: { database: { db: Db } },
  clientId: string,
  checkIn: string,
  options: { number?: number; status?: 'reserved' | 'in_progress' | 'completed' | 'canceled' } = {},
) {
  const { db } = ctx.database
  const all = await db.select().from(rooms).orderBy(asc(rooms.number))
  const room = options.number === undefined ? all[0] : all.find((entry) => entry.number === options.number)
  if (!room) throw new Error(`no room ${options.number}`)
  const checkOut = addDays(checkIn, 2)
  const [reservation] = await db
    .insert(reservations)
    .values({
      clientId,
      reference: `T-${room.number}-${checkIn}-${clientId.slice(0, 8)}`,
      checkIn,
      checkOut,
      currency: 'USD',
      rawTotalCents: 1000,
      totalCents: 1000,
      category: 'tourism',
      guestEmail: 'guest@example.com',
      guestName: 'Guest',
      guestIdentification: 'X1',
      guestPhone: '50588880000',
      guestCountry: 'NI',
      status: options.status ?? 'completed',
    })
    .returning()
  if (!reservation) throw new Error('not inserted')
  await db.insert(reservationRooms).values({
    reservationId: reservation.id,
    roomId: room.id,
    roomNumber: room.number,
    startDate: checkIn,
    endDate: checkOut,
    guestCount: 1,
    tariffCents: 1000,
    rawTariffCents: 1000,
    nights: [],
    canceled: options.status === 'canceled',
  })
  return { id: reservation.id, room: room.number }
}
