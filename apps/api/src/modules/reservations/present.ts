import { addDays, hotelToday, nightsBetween, type Reservation } from '@hotel/contract'
import { eq, inArray } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { hotelSettings, promotions, reservationRooms, rooms } from '../../db/schema/index.ts'
import type { ReservationRow } from './lookup.ts'

type RoomRow = typeof rooms.$inferSelect

/** How many days before a stay starts its guest may still change or cancel it (the hotel settings). */
export async function deadlineDays(db: Db): Promise<number> {
  const [row] = await db.select({ days: hotelSettings.changeDeadlineDays }).from(hotelSettings).limit(1)
  return row?.days ?? 0
}

/** The last day the guest may cancel or modify a stay starting on `checkIn`. */
export const changeDeadline = (checkIn: string, days: number) => addDays(checkIn, -days)

/**
 * The API shape of reservations, their rooms loaded in one query; `days` is the change deadline when the caller
 * has just read the settings.
 */
export async function present(db: Db, rows: ReservationRow[], days?: number): Promise<Reservation[]> {
  if (rows.length === 0) return []
  // One after another: `db` may be a transaction (a booking's mail is written in it), one query at a time.
  const daysBefore = days ?? (await deadlineDays(db))
  const roomRows = await db
    .select({
      line: reservationRooms,
      type: rooms.type,
      promotion: { name: promotions.name, code: promotions.promotionalCode },
    })
    .from(reservationRooms)
    .innerJoin(rooms, eq(rooms.id, reservationRooms.roomId))
    .leftJoin(promotions, eq(promotions.id, reservationRooms.promotionId))
    .where(
      inArray(
        reservationRooms.reservationId,
        rows.map((r) => r.id),
      ),
    )
  const today = hotelToday()
  return rows.map((row) =>
    presentRow(
      row,
      roomRows.filter((r) => r.line.reservationId === row.id),
      daysBefore,
      today,
    ),
  )
}

/** A reservation's room as the guest reads it: the stay line, the room's type and the promotion applied. */
interface RoomLine {
  line: Pick<
    typeof reservationRooms.$inferSelect,
    | 'roomNumber'
    | 'startDate'
    | 'endDate'
    | 'guestCount'
    | 'nights'
    | 'tariffCents'
    | 'rawTariffCents'
    | 'discount'
  >
  type: RoomRow['type']
  promotion: { name: string; code: string } | null
}

/** The API shape of one reservation and its rooms (present), `daysBefore` its change deadline. */
export function presentRow(
  row: ReservationRow,
  lines: RoomLine[],
  daysBefore: number,
  today: string,
): Reservation {
  const deadline = changeDeadline(row.checkIn, daysBefore)
  return {
    id: row.id,
    reference: row.reference,
    check_in: row.checkIn,
    check_out: row.checkOut,
    nights: nightsBetween(row.checkIn, row.checkOut),
    rooms: lines
      .toSorted((a, b) => a.line.roomNumber - b.line.roomNumber)
      .map(({ line, type, promotion }) => ({
        number: line.roomNumber,
        type,
        start_date: line.startDate,
        end_date: line.endDate,
        guest_count: line.guestCount,
        nights: line.nights.length,
        tariff: line.tariffCents,
        raw_tariff: line.rawTariffCents,
        promotion:
          promotion && line.discount > 0
            ? { name: promotion.name, promotional_code: promotion.code, discount: line.discount }
            : null,
      })),
    currency: row.currency,
    raw_total: row.rawTotalCents,
    total: row.totalCents,
    category: row.category,
    type: row.type,
    estimated_arrival_time: row.estimatedArrivalTime,
    additional_description: row.additionalDescription,
    user: {
      email: row.guestEmail,
      name: row.guestName,
      identification: row.guestIdentification,
      phone: row.guestPhone,
      country: row.guestCountry,
    },
    status: row.status,
    payment_status: row.paymentStatus,
    change_deadline: deadline,
    can_change: row.status === 'reserved' && today <= deadline,
    created_at: row.createdAt.toISOString(),
    canceled_at: row.canceledAt?.toISOString() ?? null,
  }
}
