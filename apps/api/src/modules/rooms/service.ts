import { hotelToday, type Locale, type Promotion, type Room, type RoomListQuery } from '@hotel/contract'
import { and, asc, eq, exists, gte, inArray, lt, lte, ne, type SQL, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import {
  pricingPeriods,
  promotionRooms,
  promotions,
  roomBeds,
  roomCapacities,
  roomImages,
  roomServices,
  rooms,
  services,
} from '../../db/schema.ts'
import { AppError } from '../../http/errors.ts'
import { pageOf } from '../../http/paging.ts'
import { type PromotionTerms, percentOf, priceStay } from './pricing.ts'

type RoomRow = typeof rooms.$inferSelect
interface Stay {
  checkIn: string
  checkOut: string
}

/** One night from today when no dates are asked: the price a guest would pay tonight. */
function stayOrTonight(query: { check_in?: string; check_out?: string }): { stay: Stay; dated: boolean } {
  if (query.check_in && query.check_out)
    return { stay: { checkIn: query.check_in, checkOut: query.check_out }, dated: true }
  const today = hotelToday()
  const tomorrow = new Date(`${today}T00:00:00Z`)
  tomorrow.setUTCDate(tomorrow.getUTCDate() + 1)
  return { stay: { checkIn: today, checkOut: tomorrow.toISOString().slice(0, 10) }, dated: false }
}

/** Active promotions with a date in `[checkIn, checkOut)`. */
const promotionCovers = (stay: Stay) =>
  and(
    eq(promotions.status, 'active'),
    lt(promotions.startAt, stay.checkOut),
    gte(promotions.expiredAt, stay.checkIn),
  )

/**
 * Rooms that can be sold for the stay: not in maintenance. (The reservations module adds: no reservation
 * that is not cancelled overlaps the stay.)
 */
function bookable(_stay: Stay): SQL {
  return ne(rooms.status, 'maintenance')
}

/** Everything a room card shows, loaded for many rooms at once (one query per table, no N+1). */
async function roomDetails(db: Db, roomIds: string[], stay: Stay) {
  if (roomIds.length === 0) return null
  const [beds, capacities, serviceRows, images, periods, promos] = await Promise.all([
    db.select().from(roomBeds).where(inArray(roomBeds.roomId, roomIds)).orderBy(asc(roomBeds.type)),
    db
      .select()
      .from(roomCapacities)
      .where(inArray(roomCapacities.roomId, roomIds))
      .orderBy(asc(roomCapacities.capacity)),
    db
      .select({
        roomId: roomServices.roomId,
        id: services.id,
        code: services.code,
        nameEn: services.nameEn,
        nameEs: services.nameEs,
      })
      .from(roomServices)
      .innerJoin(services, eq(services.id, roomServices.serviceId))
      .where(and(inArray(roomServices.roomId, roomIds), eq(services.isAvailabled, true)))
      .orderBy(asc(services.code)),
    db.select().from(roomImages).where(inArray(roomImages.roomId, roomIds)).orderBy(asc(roomImages.position)),
    db
      .select()
      .from(pricingPeriods)
      .where(
        and(
          inArray(pricingPeriods.roomId, roomIds),
          lt(pricingPeriods.startDate, stay.checkOut),
          gte(pricingPeriods.endDate, stay.checkIn),
        ),
      ),
    db
      .select({ roomId: promotionRooms.roomId, promotion: promotions })
      .from(promotionRooms)
      .innerJoin(promotions, eq(promotions.id, promotionRooms.promotionId))
      .where(and(inArray(promotionRooms.roomId, roomIds), promotionCovers(stay))),
  ])
  const group = <T extends { roomId: string }>(list: T[]) => {
    const map = new Map<string, T[]>()
    for (const item of list) map.set(item.roomId, [...(map.get(item.roomId) ?? []), item])
    return map
  }
  return {
    beds: group(beds),
    capacities: group(capacities),
    services: group(serviceRows),
    images: group(images),
    periods: group(periods),
    promotions: group(promos),
  }
}

function toRoom(
  row: RoomRow,
  details: NonNullable<Awaited<ReturnType<typeof roomDetails>>>,
  options: { locale: Locale; guests: number; stay: Stay; dated: boolean; currency: string },
): Room | null {
  const capacities = details.capacities.get(row.id) ?? []
  const promos = (details.promotions.get(row.id) ?? []).map((p) => p.promotion)
  const terms: PromotionTerms[] = promos.map((p) => ({
    id: p.id,
    code: p.promotionalCode,
    discount: p.discount,
    startAt: p.startAt,
    expiredAt: p.expiredAt,
  }))
  const price = priceStay({
    checkIn: options.stay.checkIn,
    checkOut: options.stay.checkOut,
    guests: options.guests,
    capacities: capacities.map((c) => ({ capacity: c.capacity, tariffCents: c.tariffCents })),
    periods: (details.periods.get(row.id) ?? []).map((p) => ({
      startDate: p.startDate,
      endDate: p.endDate,
      rawTariffCents: p.rawTariffCents,
    })),
    promotions: terms,
  })
  if (!price) return null
  const chosen = price.promotion ? promos.find((p) => p.id === price.promotion?.id) : undefined
  const [first] = price.nightly
  const firstNight = first?.cents ?? 0
  const promotionTonight = chosen && first && chosen.startAt <= first.date && first.date <= chosen.expiredAt
  const es = options.locale === 'es'
  return {
    id: row.id,
    number: row.number,
    type: row.type,
    status: row.status,
    description: es ? row.descriptionEs : row.descriptionEn,
    max_guests: Math.max(0, ...capacities.map((c) => c.capacity)),
    beds: (details.beds.get(row.id) ?? []).map((b) => ({ type: b.type, quantity: b.quantity })),
    capacities: capacities.map((c) => ({
      capacity: c.capacity,
      tariff: c.tariffCents,
      is_exception: c.isException,
    })),
    services: (details.services.get(row.id) ?? []).map((s) => ({
      id: s.id,
      code: s.code,
      name: es ? s.nameEs : s.nameEn,
    })),
    images: (details.images.get(row.id) ?? []).map((image) => ({
      src: `${image.basePath}-${image.widths.includes(960) ? 960 : image.widths.at(-1)}.webp`,
      srcset: image.widths.map((w) => `${image.basePath}-${w}.webp ${w}w`).join(', '),
      width: image.width,
      height: image.height,
      alt: es ? image.altEs : image.altEn,
    })),
    price: {
      currency: options.currency,
      guests: options.guests,
      night_cents: firstNight,
      night_after_promotion_cents: promotionTonight
        ? firstNight - percentOf(firstNight, chosen.discount)
        : firstNight,
      nights: options.dated ? price.nights : null,
      total_cents: options.dated ? price.totalCents : null,
      total_after_promotion_cents: options.dated ? price.totalAfterPromotionCents : null,
      promotion: chosen
        ? {
            id: chosen.id,
            name: chosen.name,
            promotional_code: chosen.promotionalCode,
            discount: chosen.discount,
            start_at: chosen.startAt,
            expired_at: chosen.expiredAt,
          }
        : null,
    },
  }
}

async function promotionByCode(db: Db, code: string) {
  const [promotion] = await db
    .select()
    .from(promotions)
    .where(
      and(
        eq(sql`upper(${promotions.promotionalCode})`, code.toUpperCase()),
        eq(promotions.status, 'active'),
        gte(promotions.expiredAt, hotelToday()),
      ),
    )
    .limit(1)
  if (!promotion) throw new AppError(404, 'promotion_not_found', 'promotions.not_found')
  return promotion
}

/** The room search: filters, availability, prices for the stay (or tonight), then paging. */
export async function searchRooms(db: Db, locale: Locale, query: RoomListQuery, currency: string) {
  const { stay, dated } = stayOrTonight(query)
  const conditions: (SQL | undefined)[] = [
    bookable(stay),
    query.type === 'all' ? undefined : eq(rooms.type, query.type),
    exists(
      db
        .select({ one: sql`1` })
        .from(roomCapacities)
        .where(and(eq(roomCapacities.roomId, rooms.id), gte(roomCapacities.capacity, query.adults))),
    ),
    query.beds
      ? gte(
          sql`(select coalesce(sum(${roomBeds.quantity}), 0) from ${roomBeds} where ${roomBeds.roomId} = ${rooms.id})`,
          query.beds,
        )
      : undefined,
  ]
  if (query.promotional_code) {
    const promotion = await promotionByCode(db, query.promotional_code)
    conditions.push(
      exists(
        db
          .select({ one: sql`1` })
          .from(promotionRooms)
          .where(and(eq(promotionRooms.roomId, rooms.id), eq(promotionRooms.promotionId, promotion.id))),
      ),
    )
  }
  if (query.promotions_only) {
    conditions.push(
      exists(
        db
          .select({ one: sql`1` })
          .from(promotionRooms)
          .innerJoin(promotions, eq(promotions.id, promotionRooms.promotionId))
          .where(and(eq(promotionRooms.roomId, rooms.id), promotionCovers(stay))),
      ),
    )
  }
  const matched = await db
    .select()
    .from(rooms)
    .where(and(...conditions))
    .orderBy(asc(rooms.number))
  const details = await roomDetails(
    db,
    matched.map((r) => r.id),
    stay,
  )
  const priced = details
    ? matched.flatMap(
        (row) => toRoom(row, details, { locale, guests: query.adults, stay, dated, currency }) ?? [],
      )
    : []
  if (query.order_by === 'price') {
    const value = (room: Room) =>
      room.price.total_after_promotion_cents ?? room.price.night_after_promotion_cents
    priced.sort((a, b) => value(a) - value(b) || a.number - b.number)
  }
  if (query.order_direction === 'desc') priced.reverse()
  const start = (query.page - 1) * query.per_page
  return pageOf(priced.slice(start, start + query.per_page), priced.length, query)
}

async function roomRow(db: Db, number: number): Promise<RoomRow> {
  const [row] = await db.select().from(rooms).where(eq(rooms.number, number)).limit(1)
  if (!row) throw new AppError(404, 'room_not_found', 'rooms.not_found')
  return row
}

async function present(db: Db, rows: RoomRow[], locale: Locale, currency: string): Promise<Room[]> {
  const { stay, dated } = stayOrTonight({})
  const details = await roomDetails(
    db,
    rows.map((r) => r.id),
    stay,
  )
  if (!details) return []
  return rows.flatMap((row) => toRoom(row, details, { locale, guests: 1, stay, dated, currency }) ?? [])
}

export async function getRoom(db: Db, number: number, locale: Locale, currency: string): Promise<Room> {
  const [room] = await present(db, [await roomRow(db, number)], locale, currency)
  if (!room) throw new AppError(404, 'room_not_found', 'rooms.not_found')
  return room
}

/** Up to four other rooms: the same type first, then the closest in size. */
export async function relatedRooms(
  db: Db,
  number: number,
  locale: Locale,
  currency: string,
): Promise<Room[]> {
  const room = await roomRow(db, number)
  const others = await db
    .select()
    .from(rooms)
    .where(and(ne(rooms.id, room.id), ne(rooms.status, 'maintenance')))
    .orderBy(
      sql`(${rooms.type} = ${room.type}) desc`,
      sql`abs(${rooms.number} - ${room.number})`,
      asc(rooms.number),
    )
    .limit(4)
  return present(db, others, locale, currency)
}

/** Active promotions that have not expired, with the numbers of their rooms. */
export async function activePromotions(db: Db): Promise<Promotion[]> {
  const today = hotelToday()
  const rows = await db
    .select({ promotion: promotions, number: rooms.number })
    .from(promotions)
    .leftJoin(promotionRooms, eq(promotionRooms.promotionId, promotions.id))
    .leftJoin(rooms, eq(rooms.id, promotionRooms.roomId))
    .where(
      and(eq(promotions.status, 'active'), lte(promotions.startAt, today), gte(promotions.expiredAt, today)),
    )
    .orderBy(asc(promotions.expiredAt), asc(promotions.name), asc(rooms.number))
  const byId = new Map<string, Promotion>()
  for (const { promotion, number } of rows) {
    const entry = byId.get(promotion.id) ?? {
      id: promotion.id,
      name: promotion.name,
      promotional_code: promotion.promotionalCode,
      discount: promotion.discount,
      start_at: promotion.startAt,
      expired_at: promotion.expiredAt,
      status: promotion.status,
      rooms: [],
    }
    if (number !== null) entry.rooms.push(number)
    byId.set(promotion.id, entry)
  }
  return [...byId.values()]
}
