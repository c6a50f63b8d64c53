import {
  addDays,
  hotelToday,
  type Locale,
  maxRoomsPerReservation,
  type Promotion,
  type Room,
  type RoomCombination,
  type RoomCombinationQuery,
  type RoomListQuery,
  type RoomStayQuery,
  type RoomWithStay,
} from '@hotel/contract'
import {
  and,
  asc,
  desc,
  eq,
  gte,
  inArray,
  isNull,
  lte,
  ne,
  type Placeholder,
  type SQL,
  sql,
} from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import {
  hotelSettings,
  pricingPeriods,
  promotionRooms,
  promotions,
  reservationRooms,
  roomBeds,
  roomCapacities,
  roomClosures,
  roomImages,
  roomServices,
  rooms,
  services,
} from '../../db/schema/index.ts'
import { AppError } from '../../http/errors.ts'
import { pageOf } from '../../http/paging.ts'
import { refuseStayBeyondLimits, requireStayWithinLimits } from '../settings/service.ts'
import { combineRooms } from './combinations.ts'
import { nightsOf, type PromotionTerms, percentOf, priceStay } from './pricing.ts'

type RoomRow = typeof rooms.$inferSelect
export interface Stay {
  checkIn: string
  checkOut: string
}

/** A stay's dates, or the placeholders of a prepared statement that are filled with them. */
type StayParams = Record<keyof Stay, string | Placeholder>

/** One night from today when no dates are asked: the price a guest would pay tonight. */
function stayOrTonight(query: { check_in?: string; check_out?: string }): { stay: Stay; dated: boolean } {
  if (query.check_in && query.check_out)
    return { stay: { checkIn: query.check_in, checkOut: query.check_out }, dated: true }
  const today = hotelToday()
  return { stay: { checkIn: today, checkOut: addDays(today, 1) }, dated: false }
}

// Drizzle writes a one-table select's columns unqualified ("id"), which inside a subquery would mean the
// subquery's own id: name the outer room explicitly.
const outerRoomId = sql.raw('"rooms"."id"')

/** A live (not cancelled) stay `rr` that shares a night with `[checkIn, checkOut)`. */
const stayTakesANight = (stay: StayParams) =>
  sql`not rr.canceled
    and daterange(rr.start_date, rr.end_date, '[)') && daterange(${stay.checkIn}::date, ${stay.checkOut}::date, '[)')`

/** A closure `rc` that takes one of the nights of `[checkIn, checkOut)` (closures include both ends). */
const closureTakesANight = (stay: StayParams) =>
  sql`daterange(rc.start_date, rc.end_date, '[]') && daterange(${stay.checkIn}::date, ${stay.checkOut}::date, '[)')`

/** Live stays of the outer room that share a night with the stay. */
const overlappingStays = (stay: Stay) =>
  sql`select 1 from ${reservationRooms} rr where rr.room_id = ${outerRoomId} and ${stayTakesANight(stay)}`

/** Closures of the outer room that take one of the nights of the stay. */
const overlappingClosures = (stay: Stay) =>
  sql`select 1 from ${roomClosures} rc where rc.room_id = ${outerRoomId} and ${closureTakesANight(stay)}`

/** Rooms guests see at all: not archived (an archived room keeps its reservations but leaves the site). */
export const onSite = () => isNull(rooms.archivedAt)

/**
 * Rooms that can be sold for the stay: on the site, not in maintenance, not closed on any of its nights, and no
 * live reservation holds any of them. The overlap tests are the expressions of the exclusion constraints, so
 * their GiST indexes answer them.
 */
function bookable(stay: Stay): SQL {
  return and(
    onSite(),
    ne(rooms.status, 'maintenance'),
    sql`not exists (${overlappingStays(stay)})`,
    sql`not exists (${overlappingClosures(stay)})`,
  ) as SQL
}

export interface Details {
  beds: { type: (typeof roomBeds.$inferSelect)['type']; quantity: number }[]
  capacities: { capacity: number; tariffCents: number; isException: boolean }[]
  services: { id: string; code: string; nameEn: string; nameEs: string }[]
  images: {
    id: string
    basePath: string
    widths: number[]
    width: number
    height: number
    altEn: string
    altEs: string
  }[]
  periods: { startDate: string; endDate: string; rawTariffCents: number }[]
  promotions: {
    id: string
    name: string
    code: string
    discount: number
    startAt: string
    expiredAt: string
  }[]
}

/** What a stay's price needs, aggregated as JSON over `room` (by default the outer room: see `outerRoomId`). */
export const pricingColumns = (stay: StayParams, room: SQL = outerRoomId) => ({
  capacities: sql<Details['capacities']>`coalesce((select json_agg(json_build_object('capacity', c.capacity,
    'tariffCents', c.tariff_cents, 'isException', c.is_exception) order by c.capacity)
    from ${roomCapacities} c where c.room_id = ${room}), '[]')`,
  periods: sql<Details['periods']>`coalesce((select json_agg(json_build_object('startDate', p.start_date,
    'endDate', p.end_date, 'rawTariffCents', p.raw_tariff_cents))
    from ${pricingPeriods} p where p.room_id = ${room}
    and p.start_date < ${stay.checkOut} and p.end_date >= ${stay.checkIn}), '[]')`,
  promotions: sql<
    Details['promotions']
  >`coalesce((select json_agg(json_build_object('id', pr.id, 'name', pr.name,
    'code', pr.promotional_code, 'discount', pr.discount, 'startAt', pr.start_at, 'expiredAt', pr.expired_at))
    from ${promotionRooms} prr join ${promotions} pr on pr.id = prr.promotion_id
    where prr.room_id = ${room} and pr.status = 'active'
    and pr.start_at < ${stay.checkOut} and pr.expired_at >= ${stay.checkIn}), '[]')`,
})

export type PricingInputs = Pick<Details, 'capacities' | 'periods' | 'promotions'>

/** The price inputs of many rooms for a stay, in one query. */
export async function roomPricing(
  db: Db,
  roomIds: string[],
  stay: Stay,
): Promise<Map<string, PricingInputs>> {
  if (roomIds.length === 0) return new Map()
  const rows = await db
    .select({ id: rooms.id, ...pricingColumns(stay) })
    .from(rooms)
    .where(inArray(rooms.id, roomIds))
  return new Map(rows.map(({ id, ...inputs }) => [id, inputs]))
}

/**
 * Everything a room card shows, for many rooms in one query: each detail list is aggregated as JSON in
 * the database (no N+1, one round trip).
 */
async function roomDetails(db: Db, roomIds: string[], stay: Stay): Promise<Map<string, Details>> {
  if (roomIds.length === 0) return new Map()
  const rows = await db
    .select({ id: rooms.id, ...detailColumns(stay) })
    .from(rooms)
    .where(inArray(rooms.id, roomIds))
  return new Map(rows.map(({ id, ...details }) => [id, details]))
}

/** A room card's lists, aggregated as JSON over `room` (by default the outer room: see `outerRoomId`). */
const detailColumns = (stay: StayParams, room: SQL = outerRoomId) => ({
  beds: sql<
    Details['beds']
  >`coalesce((select json_agg(json_build_object('type', b.type, 'quantity', b.quantity) order by b.type)
    from ${roomBeds} b where b.room_id = ${room}), '[]')`,
  services: sql<Details['services']>`coalesce((select json_agg(json_build_object('id', s.id, 'code', s.code,
    'nameEn', s.name_en, 'nameEs', s.name_es) order by s.code)
    from ${roomServices} rs join ${services} s on s.id = rs.service_id
    where rs.room_id = ${room} and s.is_availabled), '[]')`,
  images: sql<
    Details['images']
  >`coalesce((select json_agg(json_build_object('id', i.id, 'basePath', i.base_path, 'widths', i.widths,
    'width', i.width, 'height', i.height, 'altEn', i.alt_en, 'altEs', i.alt_es) order by i.position)
    from ${roomImages} i where i.room_id = ${room}), '[]')`,
  ...pricingColumns(stay, room),
})

interface PriceOptions {
  guests: number
  stay: Stay
  dated: boolean
  currency: string
}

/** A room's price as the API shows it: for the stay, or tonight; null when the room cannot hold the guests. */
function roomPrice(inputs: PricingInputs, options: PriceOptions): Room['price'] | null {
  const price = priceStay({
    checkIn: options.stay.checkIn,
    checkOut: options.stay.checkOut,
    guests: options.guests,
    capacities: inputs.capacities,
    periods: inputs.periods,
    promotions: inputs.promotions as PromotionTerms[],
  })
  if (!price) return null
  const chosen = inputs.promotions.find((p) => p.id === price.promotion?.id)
  const [first] = price.nightly
  const firstNight = first?.cents ?? 0
  const promotionTonight = chosen && first && chosen.startAt <= first.date && first.date <= chosen.expiredAt
  return {
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
          promotional_code: chosen.code,
          discount: chosen.discount,
          start_at: chosen.startAt,
          expired_at: chosen.expiredAt,
        }
      : null,
  }
}

function toRoom(
  row: Pick<RoomRow, 'id' | 'number' | 'type' | 'status' | 'descriptionEn' | 'descriptionEs'>,
  details: Details | undefined,
  options: PriceOptions & { locale: Locale },
): Room | null {
  const price = details && roomPrice(details, options)
  if (!price) return null
  const es = options.locale === 'es'
  return {
    id: row.id,
    number: row.number,
    type: row.type,
    status: row.status,
    description: es ? row.descriptionEs : row.descriptionEn,
    max_guests: Math.max(0, ...details.capacities.map((c) => c.capacity)),
    beds: details.beds,
    capacities: details.capacities.map((c) => ({
      capacity: c.capacity,
      tariff: c.tariffCents,
      is_exception: c.isException,
    })),
    services: details.services.map((s) => ({ id: s.id, code: s.code, name: es ? s.nameEs : s.nameEn })),
    images: details.images.map((image) => ({
      id: image.id,
      src: `${image.basePath}-${image.widths.includes(960) ? 960 : image.widths.at(-1)}.webp`,
      srcset: image.widths.map((w) => `${image.basePath}-${w}.webp ${w}w`).join(', '),
      width: image.width,
      height: image.height,
      alt: es ? image.altEs : image.altEn,
    })),
    price,
  }
}

export async function promotionByCode(db: Db, code: string) {
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
  if (!promotion) throw new AppError('promotion_not_found', 'promotions.not_found')
  return promotion
}

/**
 * The room search: filters, availability, prices for the stay (or tonight), then paging, in one prepared
 * statement (the profile of issue 18: four round trips each planned anew, and a per-room probe of the
 * reservations' GiST index that cost more than the rest together).
 * Without a promotional code, that statement also reads the settings (currency and stay limits). Every match
 * fits the guests (the capacity condition), so every match has a price: ordered by number, the database cuts
 * the page and aggregates the lists of its rooms only; ordered by price, it sends every match with its lists
 * and the page is cut here after pricing.
 */
export async function searchRooms(db: Db, locale: Locale, query: RoomListQuery) {
  const { stay, dated } = stayOrTonight(query)
  let promotionId: string | null = null
  if (query.promotional_code) {
    // The stay's limits answer before an unknown code, as they always have.
    if (dated) await requireStayWithinLimits(db, stay, 'querystring')
    promotionId = (await promotionByCode(db, query.promotional_code)).id
  }
  const first = (query.page - 1) * query.per_page + 1
  // Each row: the settings and the count of matches, with one room of the answer (none: a row without id).
  const rows = await preparedSearch(db, query, promotionId !== null).execute({
    checkIn: stay.checkIn,
    checkOut: stay.checkOut,
    adults: query.adults,
    type: query.type,
    beds: query.beds,
    promotionId,
    first,
    last: first + query.per_page - 1,
  })
  const [settings] = rows
  if (!settings) throw new AppError('service_unavailable', 'service_unavailable')
  if (dated) refuseStayBeyondLimits(stay, settings, 'querystring')
  const { currency } = settings
  const matched = rows.flatMap(({ id, ...row }) => (id === null ? [] : [{ ...row, id }]))
  const priceOptions = { guests: query.adults, stay, dated, currency }
  let page = matched
  if (query.order_by === 'price') {
    const value = new Map(
      matched.map((row) => {
        const price = roomPrice(row, priceOptions)
        return [
          row.id,
          price ? (price.total_after_promotion_cents ?? price.night_after_promotion_cents) : Number.MAX_VALUE,
        ]
      }),
    )
    const ordered = [...matched].sort(
      (a, b) => (value.get(a.id) ?? 0) - (value.get(b.id) ?? 0) || a.number - b.number,
    )
    if (query.order_direction === 'desc') ordered.reverse()
    const start = (query.page - 1) * query.per_page
    page = ordered.slice(start, start + query.per_page)
  }
  const priced = page.flatMap((row) => toRoom(row, row, { ...priceOptions, locale }) ?? [])
  return pageOf(priced, settings.total, query)
}

/** A parameter of the search's statement, filled in on each execution. */
const param = (name: string) => sql.placeholder(name)

const searchStatements = new WeakMap<Db, Map<string, ReturnType<typeof prepareSearch>>>()

/**
 * The search's statement for this combination of filters, prepared once per database: on PostgreSQL a named
 * statement, which each pooled connection parses and plans once (planning cost 4 to 5 ms of the 6.5 ms the
 * statement took each time; executed prepared, 1.9 ms).
 */
function preparedSearch(db: Db, query: RoomListQuery, byCode: boolean) {
  const variant = [
    query.type === 'all' ? 'any' : 'type',
    query.beds ? 'beds' : '',
    byCode ? 'code' : '',
    query.promotions_only ? 'promo' : '',
    query.order_by === 'price' ? 'price' : query.order_direction,
  ].join('_')
  const statements = searchStatements.get(db) ?? new Map<string, ReturnType<typeof prepareSearch>>()
  searchStatements.set(db, statements)
  let statement = statements.get(variant)
  if (!statement) {
    statement = prepareSearch(db, query, byCode, variant)
    statements.set(variant, statement)
  }
  return statement
}

function prepareSearch(db: Db, query: RoomListQuery, byCode: boolean, variant: string) {
  const stay = { checkIn: param('checkIn'), checkOut: param('checkOut') }
  const filters: SQL[] = []
  if (query.type !== 'all') filters.push(sql`and r.type = ${param('type')}`)
  if (query.beds)
    filters.push(
      sql`and (select coalesce(sum(b.quantity), 0) from ${roomBeds} b where b.room_id = r.id) >= ${param('beds')}`,
    )
  if (byCode)
    filters.push(
      sql`and exists (select 1 from ${promotionRooms} pc where pc.room_id = r.id and pc.promotion_id = ${param('promotionId')})`,
    )
  if (query.promotions_only)
    filters.push(sql`and exists (select 1 from ${promotionRooms} po join ${promotions} p on p.id = po.promotion_id
      where po.room_id = r.id and p.status = 'active' and p.start_at < ${stay.checkOut} and p.expired_at >= ${stay.checkIn})`)
  const byPrice = query.order_by === 'price'
  const direction = !byPrice && query.order_direction === 'desc' ? sql`desc` : sql`asc`
  const onPage = byPrice ? sql`true` : sql`m.position between ${param('first')} and ${param('last')}`
  const columns = detailColumns(stay, sql.raw('m.id'))
  // The stays and closures that take a night of the stay are found once, through the GiST indexes of the
  // exclusion constraints by date alone, and hashed: probing those indexes room by room (what the planner picks
  // for NOT EXISTS on a table without statistics, as PGlite's always are) cost 0.14 ms a room.
  const search = sql`(with matched as (
      select r.id, r.number, r.type, r.status, r.description_en, r.description_es
      from ${rooms} r
      where r.archived_at is null and r.status <> 'maintenance'
      and r.id not in (select rr.room_id from ${reservationRooms} rr where ${stayTakesANight(stay)})
      and r.id not in (select rc.room_id from ${roomClosures} rc where ${closureTakesANight(stay)})
      and exists (select 1 from ${roomCapacities} c where c.room_id = r.id and c.capacity >= ${param('adults')})
      ${sql.join(filters, sql` `)}
    ),
    ranked as (select matched.*, row_number() over (order by number ${direction}) as position from matched)
    select s.currency, s.max_stay_nights, s.booking_horizon_months, (select count(*)::int from matched) as total,
      m.position, m.id, m.number, m.type, m.status, m.description_en, m.description_es,
      ${columns.beds} as beds, ${columns.services} as services, ${columns.images} as images,
      ${columns.capacities} as capacities, ${columns.periods} as periods, ${columns.promotions} as promotions
    from (select currency, max_stay_nights, booking_horizon_months from ${hotelSettings} limit 1) s
    left join ranked m on ${onPage}) search`
  const column = <T>(name: string) => sql<T>`${sql.raw(`search.${name}`)}`
  return db
    .select({
      currency: column<string>('currency'),
      max_stay_nights: column<number>('max_stay_nights'),
      booking_horizon_months: column<number>('booking_horizon_months'),
      total: column<number>('total'),
      id: column<string | null>('id'),
      number: column<number>('number'),
      type: column<RoomRow['type']>('type'),
      status: column<RoomRow['status']>('status'),
      descriptionEn: column<string>('description_en'),
      descriptionEs: column<string>('description_es'),
      beds: column<Details['beds']>('beds'),
      services: column<Details['services']>('services'),
      images: column<Details['images']>('images'),
      capacities: column<Details['capacities']>('capacities'),
      periods: column<Details['periods']>('periods'),
      promotions: column<Details['promotions']>('promotions'),
    })
    .from(search)
    .orderBy(sql`search.position`)
    .prepare(`rooms_search_${variant}`)
}

async function roomRow(db: Db, number: number): Promise<RoomRow> {
  const [row] = await db.select().from(rooms).where(eq(rooms.number, number)).limit(1)
  if (!row) throw new AppError('room_not_found', 'rooms.not_found')
  return row
}

async function present(db: Db, rows: RoomRow[], locale: Locale, currency: string): Promise<Room[]> {
  const { stay, dated } = stayOrTonight({})
  const details = await roomDetails(
    db,
    rows.map((r) => r.id),
    stay,
  )
  return rows.flatMap(
    (row) => toRoom(row, details.get(row.id), { locale, guests: 1, stay, dated, currency }) ?? [],
  )
}

/** A room as guests see it: an archived room is "not found" for them. */
async function siteRoomRow(db: Db, number: number): Promise<RoomRow> {
  const row = await roomRow(db, number)
  if (row.archivedAt) throw new AppError('room_not_found', 'rooms.not_found')
  return row
}

export async function getRoom(db: Db, number: number, locale: Locale, currency: string): Promise<Room> {
  const [room] = await present(db, [await siteRoomRow(db, number)], locale, currency)
  if (!room) throw new AppError('room_not_found', 'rooms.not_found')
  return room
}

/**
 * A room for the stay a guest searched: the stay's price for their guests and whether the room is free on
 * every night, in one query (the room, its lists and the availability test that the exclusion constraints'
 * GiST indexes answer). Without dates, the price is tonight's. A room too small for the guests keeps its
 * one-guest price (the page says it does not hold them).
 */
export async function getRoomForStay(
  db: Db,
  number: number,
  query: RoomStayQuery,
  locale: Locale,
  currency: string,
): Promise<RoomWithStay> {
  const { stay, dated } = stayOrTonight(query)
  if (dated) await requireStayWithinLimits(db, stay, 'querystring')
  const [found] = await db
    .select({ row: rooms, free: sql<boolean>`${bookable(stay)}`, ...detailColumns(stay) })
    .from(rooms)
    .where(and(eq(rooms.number, number), onSite()))
    .limit(1)
  if (!found) throw new AppError('room_not_found', 'rooms.not_found')
  const { row, free, ...details } = found
  const adults = query.adults ?? 1
  const options = { locale, stay, dated, currency }
  const forGuests = toRoom(row, details, { ...options, guests: adults })
  const room = forGuests ?? toRoom(row, details, { ...options, guests: 1 })
  if (!room) throw new AppError('room_not_found', 'rooms.not_found')
  return {
    ...room,
    stay: dated
      ? {
          check_in: stay.checkIn,
          check_out: stay.checkOut,
          adults,
          fits: forGuests !== null,
          available: free && forGuests !== null,
        }
      : null,
  }
}

/**
 * Combinations of free rooms that together hold a party no single free room holds, best first (combinations.ts):
 * one query for the free rooms and their price inputs, then each room priced for every guest count it takes.
 */
export async function roomCombinations(
  db: Db,
  query: RoomCombinationQuery,
  currency: string,
): Promise<RoomCombination[]> {
  const stay = { checkIn: query.check_in, checkOut: query.check_out }
  await requireStayWithinLimits(db, stay, 'querystring')
  const free = await db
    .select({ number: rooms.number, type: rooms.type, ...pricingColumns(stay) })
    .from(rooms)
    .where(bookable(stay))
    .orderBy(asc(rooms.number))
  const priced = free.map((room) => {
    const maxGuests = Math.max(0, ...room.capacities.map((c) => c.capacity))
    const prices = Array.from({ length: Math.min(maxGuests, query.adults) + 1 }, (_, guests) => {
      const price =
        guests > 0 &&
        priceStay({
          checkIn: stay.checkIn,
          checkOut: stay.checkOut,
          guests,
          capacities: room.capacities,
          periods: room.periods,
          promotions: room.promotions as PromotionTerms[],
        })
      return price
        ? { totalCents: price.totalCents, totalAfterPromotionCents: price.totalAfterPromotionCents }
        : null
    })
    return { number: room.number, type: room.type, maxGuests, prices }
  })
  const nights = nightsOf(stay.checkIn, stay.checkOut).length
  return combineRooms(priced, query.adults, maxRoomsPerReservation).map((combination) => ({
    currency,
    nights,
    guests: query.adults,
    total_cents: combination.totalCents,
    total_after_promotion_cents: combination.totalAfterPromotionCents,
    rooms: combination.rooms.map(({ room, guests, price }) => ({
      number: room.number,
      type: room.type,
      guests,
      max_guests: room.maxGuests,
      total_cents: price.totalCents,
      total_after_promotion_cents: price.totalAfterPromotionCents,
    })),
  }))
}

/** Up to four other rooms: the same type first, then the closest in size. */
export async function relatedRooms(
  db: Db,
  number: number,
  locale: Locale,
  currency: string,
): Promise<Room[]> {
  const room = await siteRoomRow(db, number)
  const others = await db
    .select()
    .from(rooms)
    .where(and(ne(rooms.id, room.id), ne(rooms.status, 'maintenance'), onSite()))
    .orderBy(
      sql`(${rooms.type} = ${room.type}) desc`,
      sql`abs(${rooms.number} - ${room.number})`,
      asc(rooms.number),
    )
    .limit(4)
  return present(db, others, locale, currency)
}

/**
 * The rooms guests book most: nights held by live reservations from a year ago to a year ahead, most first.
 * Rooms with fewer (or no) nights follow by number, so the list is full on a new system too.
 */
export async function mostBookedRooms(
  db: Db,
  limit: number,
  locale: Locale,
  currency: string,
): Promise<(Room & { nights_booked: number })[]> {
  const today = hotelToday()
  const since = addDays(today, -365)
  const until = addDays(today, 365)
  const nightsBooked = sql<number>`coalesce((select sum(least(rr.end_date, ${until}::date)
      - greatest(rr.start_date, ${since}::date))::int from ${reservationRooms} rr
      where rr.room_id = ${outerRoomId} and not rr.canceled
      and rr.end_date > ${since}::date and rr.start_date < ${until}::date), 0)`
  const rows = await db
    .select({ room: rooms, nightsBooked })
    .from(rooms)
    .where(and(ne(rooms.status, 'maintenance'), onSite()))
    .orderBy(desc(nightsBooked), asc(rooms.number))
    .limit(limit)
  const presented = await present(
    db,
    rows.map((r) => r.room),
    locale,
    currency,
  )
  const nights = new Map(rows.map((r) => [r.room.id, r.nightsBooked]))
  return presented.map((room) => ({ ...room, nights_booked: nights.get(room.id) ?? 0 }))
}

/** Active promotions that have not expired, with the numbers of their rooms. */
export async function activePromotions(db: Db): Promise<Promotion[]> {
  const today = hotelToday()
  const rows = await db
    .select({ promotion: promotions, number: rooms.number })
    .from(promotions)
    .leftJoin(promotionRooms, eq(promotionRooms.promotionId, promotions.id))
    .leftJoin(rooms, and(eq(rooms.id, promotionRooms.roomId), onSite()))
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
