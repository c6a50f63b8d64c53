import { randomBytes, randomUUID } from 'node:crypto'
import {
  type deskReservationCreateSchema,
  type GuestDetails,
  hotelToday,
  type Locale,
  type Reservation,
  type reservationCreateSchema,
  type reservationListQuery,
  type reservationUpdateSchema,
} from '@hotel/contract'
import { and, asc, desc, eq, getTableColumns, gte, inArray, ne, type SQL, sql } from 'drizzle-orm'
import type { z } from 'zod'
import { type Db, rowsOf } from '../../db/client.ts'
import { exclusionViolation, pgError, uniqueViolation } from '../../db/errors.ts'
import {
  clients,
  movements,
  reservationRooms,
  reservations,
  roomClosures,
  rooms,
} from '../../db/schema/index.ts'
import { notifyStaff, staffNotice } from '../../events/staff-events.ts'
import type { Actor, ClientRow } from '../../http/auth.ts'
import { AppError } from '../../http/errors.ts'
import type { MessageParams } from '../../http/messages/index.ts'
import { pageOf } from '../../http/paging.ts'
import { holds } from '../../http/permissions.ts'
import { deliverSoon } from '../../integrations/mail-outbox.ts'
import { longDate } from '../../lib/format.ts'
import { findDuplicates, normalizePhone } from '../accounts/service.ts'
import { recordAudit } from '../audit/record.ts'
import { syncFolio } from '../folio/charges.ts'
import { ledgerOf, refreshPaymentStatus } from '../folio/ledger.ts'
import { assertDayOpen } from '../night-audit/guard.ts'
import { lockRooms, roomLock } from '../rooms/locks.ts'
import { type PromotionTerms, priceStay, type StayPrice } from '../rooms/pricing.ts'
import { pricingColumns, promotionByCode, type Stay } from '../rooms/service.ts'
import {
  type BookingTerms,
  bookingTerms,
  refuseStayBeyondLimits,
  requireStayWithinLimits,
} from '../settings/service.ts'
import { ownRow, type ReservationRow } from './lookup.ts'
import { enqueueReservationMail, type ReservationMailer } from './mails.ts'
import { changeDeadline, deadlineDays, present, presentRow } from './present.ts'

type RoomRow = typeof rooms.$inferSelect
type CreateInput = z.output<typeof reservationCreateSchema>
type DeskCreateInput = z.output<typeof deskReservationCreateSchema>
type UpdateInput = z.output<typeof reservationUpdateSchema>
type ListQuery = z.output<typeof reservationListQuery>
type RoomRequest = { number: number; guest_count: number }

interface PricedRoom {
  room: RoomRow
  guestCount: number
  price: StayPrice
  /** The promotion's name, as the guest reads it on the reservation (the price holds its terms). */
  promotionName: string | null
}

// No 0/O or 1/I/L: a reference is read out over the phone.
const referenceAlphabet = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789'

/** A short reference such as "K7QM-4TXR" (31^8, about 8.5e11 values; a clash is retried). */
export function newReference(): string {
  const chars = [...randomBytes(8)].map((byte) => referenceAlphabet[byte % referenceAlphabet.length])
  return `${chars.slice(0, 4).join('')}-${chars.slice(4).join('')}`
}

/**
 * Prices the requested rooms for the stay from today's rules (the client never sends prices), in one round trip
 * with the check that they are free: a room taken or closed for the stay (by another reservation than
 * `exceptId`) refuses it first (conflictOf's error); then the rooms must exist, not be in maintenance, and hold
 * their guests. Call it with the rooms' locks held.
 */
export async function priceFreeRooms(
  db: Db,
  requests: RoomRequest[],
  stay: Stay,
  locale: Locale,
  exceptId?: string,
): Promise<PricedRoom[]> {
  const numbers = requests.map((r) => r.number)
  // The conflicts do not depend on the room row: PostgreSQL finds them once for the statement.
  const rows = await db
    .select({
      room: rooms,
      ...pricingColumns(stay),
      conflicts: sql<
        Conflict[]
      >`(select coalesce(json_agg(c), '[]') from (${firstConflicts(db, numbers, stay, exceptId)}) c)`,
    })
    .from(rooms)
    .where(inArray(rooms.number, numbers))
  const taken = conflictError(rows[0]?.conflicts ?? [], locale)
  if (taken) throw taken
  const byNumber = new Map(rows.map(({ room }) => [room.number, room]))
  const missing = requests.find((r) => !byNumber.has(r.number))
  if (missing) throw new AppError('room_not_found', 'rooms.not_found')
  // An archived room takes no new bookings (nor moves of a stay into it).
  if (rows.some(({ room }) => room.status === 'maintenance' || room.archivedAt))
    throw new AppError('rooms_not_available', 'rooms.not_available')
  const details = new Map(rows.map(({ room, conflicts: _, ...pricing }) => [room.id, pricing]))
  const tooSmall: Record<string, { key: 'rooms.capacity'; params: MessageParams }[]> = {}
  const priced = requests.flatMap((request, index) => {
    const room = byNumber.get(request.number) as RoomRow
    const detail = details.get(room.id)
    const price =
      detail &&
      priceStay({
        checkIn: stay.checkIn,
        checkOut: stay.checkOut,
        guests: request.guest_count,
        capacities: detail.capacities,
        periods: detail.periods,
        promotions: detail.promotions as PromotionTerms[],
      })
    if (!price) {
      const max = Math.max(0, ...(detail?.capacities ?? []).map((c) => c.capacity))
      tooSmall[`rooms.${index}.guest_count`] = [
        { key: 'rooms.capacity', params: { number: room.number, max } },
      ]
      return []
    }
    const promotionName = detail?.promotions.find((p) => p.id === price.promotion?.id)?.name ?? null
    return [{ room, guestCount: request.guest_count, price, promotionName }]
  })
  if (Object.keys(tooSmall).length) throw new AppError('validation_failed', 'validation_failed', {}, tooSmall)
  return priced
}

/** A night a room is booked or closed (firstConflicts); named as the JSON of priceFreeRooms has them. */
interface Conflict {
  kind: 'booked' | 'closed'
  number: number
  night: string
}

/**
 * Both in one query: the first night one of the rooms is booked (by a reservation other than `exceptId`), then
 * the first night one is closed. A booking is told before a closure, whichever night comes first.
 */
function firstConflicts(db: Db, roomNumbers: number[], stay: Stay, exceptId?: string) {
  return db
    .select({
      kind: sql<Conflict['kind']>`'booked'`.as('kind'),
      number: sql<number>`${reservationRooms.roomNumber}`.as('number'),
      night: sql<string>`greatest(${reservationRooms.startDate}, ${stay.checkIn}::date)::text`.as('night'),
    })
    .from(reservationRooms)
    .where(
      and(
        inArray(reservationRooms.roomNumber, roomNumbers),
        eq(reservationRooms.canceled, false),
        exceptId ? ne(reservationRooms.reservationId, exceptId) : undefined,
        sql`daterange(${reservationRooms.startDate}, ${reservationRooms.endDate}, '[)') && daterange(${stay.checkIn}::date, ${stay.checkOut}::date, '[)')`,
      ),
    )
    .orderBy(sql`3`, asc(reservationRooms.roomNumber))
    .limit(1)
    .unionAll(
      // A closure (works, a leak) takes its nights out of sale; closures take the same room locks as bookings.
      db
        .select({
          kind: sql<Conflict['kind']>`'closed'`.as('kind'),
          number: sql<number>`${rooms.number}`.as('number'),
          night: sql<string>`greatest(${roomClosures.startDate}, ${stay.checkIn}::date)::text`.as('night'),
        })
        .from(roomClosures)
        .innerJoin(rooms, eq(rooms.id, roomClosures.roomId))
        .where(
          and(
            inArray(rooms.number, roomNumbers),
            sql`daterange(${roomClosures.startDate}, ${roomClosures.endDate}, '[]') && daterange(${stay.checkIn}::date, ${stay.checkOut}::date, '[)')`,
          ),
        )
        .orderBy(sql`3`, asc(rooms.number))
        .limit(1),
    )
}

/** The "room already booked on :date" (or "closed") error of the conflicts found, or null when there are none. */
function conflictError(found: Conflict[], locale: Locale): AppError | null {
  const booked = found.find((row) => row.kind === 'booked')
  if (booked)
    return new AppError('room_already_booked', 'rooms.already_booked', {
      number: booked.number,
      date: longDate(locale, booked.night),
    })
  const closed = found.find((row) => row.kind === 'closed')
  if (!closed) return null
  return new AppError('room_closed', 'rooms.closed', {
    number: closed.number,
    date: longDate(locale, closed.night),
  })
}

/**
 * The first night one of the rooms is taken (by a reservation other than `exceptId`), as the "room already
 * booked on :date" error (or closed), or null when the rooms are free for the stay.
 */
async function conflictOf(
  db: Db,
  roomNumbers: number[],
  stay: Stay,
  locale: Locale,
  exceptId?: string,
): Promise<AppError | null> {
  return conflictError(await firstConflicts(db, roomNumbers, stay, exceptId), locale)
}

/** After the exclusion constraint refused a stay (a writer that did not take the room locks): its message. */
export async function constraintConflict(
  db: Db,
  roomNumbers: number[],
  stay: Stay,
  locale: Locale,
  exceptId?: string,
) {
  return (
    (await conflictOf(db, roomNumbers, stay, locale, exceptId)) ??
    new AppError('room_already_booked', 'rooms.already_booked', {
      number: roomNumbers.join(', '),
      date: longDate(locale, stay.checkIn),
    })
  )
}

// Advisory lock classes: a booking holds its guest's lock, then its rooms' locks (rooms/locks.ts) in ascending
// number, until it commits. Bookings of one room queue instead of racing into the exclusion constraint, where
// hundreds of concurrent inserts deadlocked; one fixed order means the locks themselves cannot deadlock.
const guestLock = 1

/**
 * A booking's locks. Online, the guest's lock first, then (one round trip) their unpaid future stays counted
 * under it: too many refuse the booking (409). In that same round trip the rooms' locks are tried in ascending
 * number, each only once the one before is held (CASE evaluates in order), so what is held is always the start
 * of the one order. When another booking holds one of the rooms, one already taken is refused before its lock
 * is queued for: when hundreds book one room at once, the losers then answer side by side once the winner has
 * committed, instead of one by one through the lock (each turn a round trip to a busy API process). A free room
 * is then waited for; priceFreeRooms checks it again under its lock.
 */
async function lockForBooking(
  tx: Db,
  numbers: number[],
  stay: Stay,
  locale: Locale,
  guest: { clientId: string; maxUnpaid: number } | null,
) {
  if (guest) await tx.execute(sql`select pg_advisory_xact_lock(${guestLock}, hashtext(${guest.clientId}))`)
  const unpaid = guest
    ? sql`(select count(*) from ${reservations} where ${and(
        eq(reservations.clientId, guest.clientId),
        eq(reservations.status, 'reserved'),
        eq(reservations.paymentStatus, 'pending'),
        gte(reservations.checkIn, hotelToday()),
      )})`
    : sql`0`
  const locked = [...new Set(numbers)]
    .sort((a, b) => b - a)
    .reduce(
      (rest, number) =>
        sql`case when pg_try_advisory_xact_lock(${roomLock}, ${number}) then ${rest} else false end`,
      sql`true`,
    )
  const [held] = rowsOf<{ unpaid: number; locked: boolean }>(
    await tx.execute(sql`select (${unpaid})::int as unpaid, ${locked} as locked`),
  )
  if (guest && (held?.unpaid ?? 0) >= guest.maxUnpaid)
    throw new AppError('too_many_unpaid_reservations', 'reservations.too_many_unpaid', {
      max: guest.maxUnpaid,
    })
  if (held?.locked) return
  const takenAlready = await conflictOf(tx, numbers, stay, locale)
  if (takenAlready) throw takenAlready
  await lockRooms(tx, numbers)
}

export const roomValues = (reservationId: string, stay: Stay, priced: PricedRoom[]) =>
  priced.map(({ room, guestCount, price }) => ({
    reservationId,
    roomId: room.id,
    roomNumber: room.number,
    startDate: stay.checkIn,
    endDate: stay.checkOut,
    guestCount,
    tariffCents: price.totalAfterPromotionCents,
    rawTariffCents: price.totalCents,
    promotionId: price.promotion?.id ?? null,
    discount: price.promotion?.discount ?? 0,
    nights: price.nightly,
  }))

export const totals = (priced: PricedRoom[]) => ({
  rawTotalCents: priced.reduce((sum, p) => sum + p.price.totalCents, 0),
  totalCents: priced.reduce((sum, p) => sum + p.price.totalAfterPromotionCents, 0),
})

/**
 * Writes a new reservation, its rooms and its stay's charge, and tells the dashboards, in one statement (one
 * round trip of the booking's transaction instead of four); answers the reservation's row.
 */
async function insertReservation(
  tx: Db,
  values: typeof reservations.$inferInsert & { id: string },
  roomLines: ReturnType<typeof roomValues>,
): Promise<ReservationRow> {
  // The rooms and the charge go first in the statement, the reservation last: its RETURNING is the answer
  // (a SELECT over a written CTE costs drizzle twice the building). The keys are checked once all are in.
  const lines = tx
    .$with('lines')
    .as(tx.insert(reservationRooms).values(roomLines).returning({ id: reservationRooms.id }))
  const charge = tx.$with('charge').as(
    tx
      .insert(movements)
      .values({
        reservationId: values.id,
        type: 'reservation',
        description: 'stay',
        amountCents: values.totalCents,
      })
      .returning({ id: movements.id }),
  )
  const [row] = await tx
    .with(lines, charge)
    .insert(reservations)
    .values(values)
    .returning({
      ...getTableColumns(reservations),
      notified: staffNotice({ topic: 'reservation', id: values.id }),
    })
  if (!row) throw new Error('reservation not inserted')
  const { notified: _, ...reservation } = row
  return reservation
}

/** The guest details of a reservation: as given, else the client's profile (complete for it to count). */
function guestDetails(client: ClientRow, given: GuestDetails | undefined): GuestDetails {
  if (given) return given
  if (!client.phone || !client.identification || !client.country)
    throw new AppError('guest_details_required', 'reservations.guest_details_required')
  return {
    email: client.email,
    name: `${client.name} ${client.lastName}`.trim(),
    identification: client.identification,
    phone: client.phone,
    country: client.country,
  }
}

/**
 * Books rooms for a client: on the site (the guest's own limit on unpaid stays applies) or at the desk
 * (recorded in the audit log; the guest's mails in their own language). One rule set and one exclusion
 * constraint for both. `locale` is the caller's, for the errors.
 */
export async function createReservation(
  db: Db,
  mail: ReservationMailer,
  client: ClientRow,
  input: CreateInput,
  locale: Locale,
  /** The settings, read once for the request (bookingTerms). */
  terms: BookingTerms,
  desk?: { actor: Actor; guestLocale: Locale },
  /** Booked on the site without an account: `client` is the guest's passwordless client (guestClient). */
  withoutAccount = false,
): Promise<Reservation> {
  const staff = desk?.actor
  const stay = { checkIn: input.check_in, checkOut: input.check_out }
  const { hotel, limits } = terms
  refuseStayBeyondLimits(stay, limits, 'body')
  if (input.promotional_code) await promotionByCode(db, input.promotional_code)
  const guest = guestDetails(client, input.user)
  const numbers = input.rooms.map((r) => r.number)
  for (let attempt = 0; ; attempt++) {
    try {
      const booked = await db.transaction(async (tx) => {
        const online = staff ? null : { clientId: client.id, maxUnpaid: limits.max_unpaid_reservations }
        await lockForBooking(tx, numbers, stay, locale, online)
        const priced = await priceFreeRooms(tx, input.rooms, stay, locale)
        const id = randomUUID()
        const roomLines = roomValues(id, stay, priced)
        const row = await insertReservation(
          tx,
          {
            id,
            reference: newReference(),
            clientId: client.id,
            checkIn: stay.checkIn,
            checkOut: stay.checkOut,
            currency: hotel.currency,
            ...totals(priced),
            category: input.category,
            estimatedArrivalTime: input.estimated_arrival_time ?? null,
            additionalDescription: input.additional_description ?? null,
            guestEmail: guest.email,
            guestName: guest.name,
            guestIdentification: guest.identification,
            guestPhone: guest.phone,
            guestCountry: guest.country,
            locale: desk?.guestLocale ?? locale,
            type: staff ? 'front_desk' : 'online',
            createdByClientId: staff || withoutAccount ? null : client.id,
            createdByStaffId: staff?.staffId ?? null,
          },
          roomLines,
        )
        await syncFolio(tx, id)
        if (staff)
          await recordAudit(tx, staff, {
            action: 'reservations.create',
            entity: 'reservation',
            entityId: row.id,
            after: { client_id: client.id, check_in: stay.checkIn, check_out: stay.checkOut, rooms: numbers },
          })
        // The answer as it will read once committed (nothing else can change a reservation not yet committed),
        // from what was just written.
        const lines = roomLines.map((line, i) => {
          const { room, price, promotionName } = priced[i] as PricedRoom
          const promotion = price.promotion && { name: promotionName ?? '', code: price.promotion.code }
          return { line, type: room.type, promotion }
        })
        const reservation = presentRow(row, lines, hotel.change_deadline_days, hotelToday())
        // The confirmation commits with the booking, or neither does; it is written from what was just written.
        await enqueueReservationMail(tx, mail, 'created', { row, reservation, hotel })
        return reservation
      })
      deliverSoon(mail.mailer)
      return booked
    } catch (error) {
      const cause = pgError(error)
      if (cause?.code === exclusionViolation) throw await constraintConflict(db, numbers, stay, locale)
      if (
        cause?.code === uniqueViolation &&
        cause.constraint === 'reservations_reference_unique' &&
        attempt < 3
      )
        continue
      throw error
    }
  }
}

/**
 * Books at the desk for a client of the hotel (an existing one or a walk-in just created), who must not be
 * suspended; the confirmation goes out in the client's own language.
 */
export async function createDeskReservation(
  db: Db,
  mail: ReservationMailer,
  actor: Actor,
  input: DeskCreateInput,
  locale: Locale,
): Promise<Reservation> {
  const { client_id, ...booking } = input
  const [client] = await db.select().from(clients).where(eq(clients.id, client_id)).limit(1)
  if (!client) throw new AppError('client_not_found', 'clients.not_found')
  if (client.status !== 'active') throw new AppError('client_suspended', 'desk.client_suspended')
  const terms = await bookingTerms(db)
  return createReservation(db, mail, client, booking, locale, terms, { actor, guestLocale: client.locale })
}

/**
 * The client a booking without an account belongs to: the one with that e-mail, whoever it is (an account or
 * a guest of the desk), left exactly as it is; else a new client without a password, as the desk creates, who
 * can claim it later by proving the e-mail (register with a mailed code, or the password reset). Phone and
 * identification are unique among clients: one already used by another client is left out of the new row
 * (the reservation keeps what was sent either way).
 */
export async function guestClient(db: Db, details: GuestDetails, locale: Locale): Promise<ClientRow> {
  const byEmail = eq(sql`lower(${clients.email})`, details.email.toLowerCase())
  const [found] = await db.select().from(clients).where(byEmail).limit(1)
  if (found) return found
  const [first = '', ...rest] = details.name.trim().split(/\s+/)
  const taken = await findDuplicates(db, { phone: details.phone, identification: details.identification })
  const row = {
    name: first,
    lastName: rest.join(' '),
    email: details.email,
    phone: taken.includes('phone_taken') ? null : normalizePhone(details.phone),
    identification: taken.includes('identification_taken') ? null : details.identification,
    country: details.country,
    locale,
  }
  try {
    const [inserted] = await db.insert(clients).values(row).returning()
    if (inserted) return inserted
  } catch (error) {
    // A concurrent booking with the same e-mail made the client first, or took the phone or identification.
    if (pgError(error)?.code !== uniqueViolation) throw error
    const [again] = await db.select().from(clients).where(byEmail).limit(1)
    if (again) return again
    const [inserted] = await db
      .insert(clients)
      .values({ ...row, phone: null, identification: null })
      .returning()
    if (inserted) return inserted
  }
  throw new Error('client not inserted')
}

export async function getReservation(db: Db, clientId: string, idOrReference: string): Promise<Reservation> {
  const [reservation] = await present(db, [await ownRow(db, clientId, idOrReference)])
  if (!reservation) throw new AppError('reservation_not_found', 'reservations.not_found')
  return reservation
}

/** Upcoming: reserved or in progress and not yet checked out. History: the rest. */
export async function listReservations(db: Db, clientId: string, query: ListQuery) {
  const today = hotelToday()
  const upcoming = and(
    inArray(reservations.status, ['reserved', 'in_progress']),
    gte(reservations.checkOut, today),
  ) as SQL
  const where = and(
    eq(reservations.clientId, clientId),
    query.scope === 'upcoming' ? upcoming : sql`not (${upcoming})`,
  )
  const column = query.order_by === 'created_at' ? reservations.createdAt : reservations.checkIn
  const direction = query.order_direction === 'desc' ? desc : asc
  const [rows, [count]] = await Promise.all([
    db
      .select()
      .from(reservations)
      .where(where)
      .orderBy(direction(column), direction(reservations.createdAt))
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page),
    db.select({ total: sql<number>`count(*)::int` }).from(reservations).where(where),
  ])
  return pageOf(await present(db, rows), count?.total ?? 0, query)
}

/**
 * A change made at the desk: who made it, and the reason given to pass the change deadline (which takes
 * reservations.override_deadline).
 */
export interface DeskChange {
  actor: Actor
  overrideReason?: string | undefined
}

/**
 * Cancel and modify: only a reserved stay, and only until the deadline before its start, unless the desk
 * overrides the deadline (permission and reason). Says whether the deadline was overridden.
 */
async function requireChangeable(db: Db, row: ReservationRow, desk?: DeskChange): Promise<boolean> {
  if (row.status === 'canceled') throw new AppError('reservation_canceled', 'reservations.already_canceled')
  if (row.status === 'in_progress') throw new AppError('reservation_in_progress', 'reservations.in_progress')
  if (row.status === 'completed') throw new AppError('reservation_completed', 'reservations.completed')
  const days = await deadlineDays(db)
  if (hotelToday() <= changeDeadline(row.checkIn, days)) return false
  if (!desk || !holds(desk.actor, 'reservations.override_deadline'))
    throw new AppError('change_deadline_passed', 'reservations.deadline', { days })
  if (!desk.overrideReason)
    throw new AppError(
      'validation_failed',
      'validation_failed',
      {},
      { override_reason: [{ key: 'reservations.override_reason_required', params: { days } }] },
    )
  return true
}

/** Cancels a reserved stay (its nights are free again at once): by the guest, or at the desk with a reason. */
export async function cancelRow(
  db: Db,
  mail: ReservationMailer,
  row: ReservationRow,
  desk?: DeskChange & { reason: 'guest' | 'staff' },
) {
  const overridden = await requireChangeable(db, row, desk)
  const done = await db.transaction(async (tx) => {
    // Freeing nights of a day the night audit closed would change its figures.
    await assertDayOpen(tx, row.checkIn)
    // The status condition makes a concurrent second cancel find nothing to do.
    const [updated] = await tx
      .update(reservations)
      .set({
        status: 'canceled',
        cancelReason: desk?.reason ?? 'guest',
        canceledAt: new Date(),
        updatedAt: new Date(),
      })
      .where(and(eq(reservations.id, row.id), eq(reservations.status, 'reserved')))
      .returning({ id: reservations.id })
    if (!updated) return false
    await tx
      .update(reservationRooms)
      .set({ canceled: true })
      .where(eq(reservationRooms.reservationId, row.id))
    await syncFolio(tx, row.id)
    if (desk)
      await recordAudit(tx, desk.actor, {
        action: 'reservations.cancel',
        entity: 'reservation',
        entityId: row.id,
        before: { status: row.status },
        after: {
          status: 'canceled',
          cancel_reason: desk.reason,
          ...(overridden ? { deadline_overridden: desk.overrideReason } : {}),
        },
      })
    await notifyStaff(tx, { topic: 'reservation', id: row.id })
    await enqueueReservationMail(tx, mail, 'canceled', row.id)
    return true
  })
  if (!done) throw new AppError('reservation_canceled', 'reservations.already_canceled')
  deliverSoon(mail.mailer)
}

export async function cancelReservation(
  db: Db,
  mail: ReservationMailer,
  clientId: string,
  idOrReference: string,
) {
  const row = await ownRow(db, clientId, idOrReference)
  await cancelRow(db, mail, row)
  return getReservation(db, clientId, row.id)
}

/** What changed, for the audit log: the fields given and the stay they produced. */
const changeSummary = (input: UpdateInput) =>
  Object.fromEntries(Object.entries(input).filter(([key]) => key !== 'override_reason'))

/** Modifies a reserved stay: new dates or rooms are re-checked and re-priced in one transaction. */
export async function updateRow(
  db: Db,
  mail: ReservationMailer,
  row: ReservationRow,
  input: UpdateInput,
  { locale, paymentTimeoutMinutes }: { locale: Locale; paymentTimeoutMinutes: number },
  desk?: DeskChange,
) {
  const overridden = await requireChangeable(db, row, desk)
  const stay = { checkIn: input.check_in ?? row.checkIn, checkOut: input.check_out ?? row.checkOut }
  const restay = Boolean(input.check_in || input.rooms)
  if (restay) await requireStayWithinLimits(db, stay, 'body')
  const requests: RoomRequest[] =
    input.rooms ??
    (
      await db
        .select({ number: reservationRooms.roomNumber, guest_count: reservationRooms.guestCount })
        .from(reservationRooms)
        .where(eq(reservationRooms.reservationId, row.id))
    ).sort((a, b) => a.number - b.number)
  try {
    await db.transaction(async (tx) => {
      const changes: Partial<typeof reservations.$inferInsert> = { updatedAt: new Date() }
      if (input.category) changes.category = input.category
      if (input.estimated_arrival_time !== undefined)
        changes.estimatedArrivalTime = input.estimated_arrival_time ?? null
      if (input.additional_description !== undefined)
        changes.additionalDescription = input.additional_description ?? null
      if (input.user) {
        changes.guestEmail = input.user.email
        changes.guestName = input.user.name
        changes.guestIdentification = input.user.identification
        changes.guestPhone = input.user.phone
        changes.guestCountry = input.user.country
      }
      if (restay) {
        const numbers = requests.map((r) => r.number)
        await lockRooms(tx, numbers)
        // New dates sell (or free) nights from the earlier first night on: refused on a day the audit closed.
        await assertDayOpen(tx, stay.checkIn < row.checkIn ? stay.checkIn : row.checkIn)
        const priced = await priceFreeRooms(tx, requests, stay, locale, row.id)
        // The old stay makes way first, so the constraint only weighs the new one against other guests.
        await tx.delete(reservationRooms).where(eq(reservationRooms.reservationId, row.id))
        await tx.insert(reservationRooms).values(roomValues(row.id, stay, priced))
        const newTotals = totals(priced)
        // Money already taken or on its way (less refunds) must still fit in the new total.
        if ((await ledgerOf(tx, row.id, paymentTimeoutMinutes)).committedCents > newTotals.totalCents)
          throw new AppError('paid_exceeds_total', 'reservations.paid_exceeds_new_total')
        await tx
          .update(movements)
          .set({ amountCents: newTotals.totalCents })
          .where(and(eq(movements.reservationId, row.id), eq(movements.type, 'reservation')))
        await syncFolio(tx, row.id)
        Object.assign(changes, { checkIn: stay.checkIn, checkOut: stay.checkOut, ...newTotals })
      }
      const [updated] = await tx
        .update(reservations)
        .set(changes)
        .where(and(eq(reservations.id, row.id), eq(reservations.status, 'reserved')))
        .returning({ id: reservations.id })
      if (!updated) throw new AppError('reservation_canceled', 'reservations.already_canceled')
      if (restay) await refreshPaymentStatus(tx, row.id)
      if (desk)
        await recordAudit(tx, desk.actor, {
          action: 'reservations.update',
          entity: 'reservation',
          entityId: row.id,
          before: { check_in: row.checkIn, check_out: row.checkOut, total: row.totalCents },
          after: {
            ...changeSummary(input),
            ...(restay ? { total: changes.totalCents } : {}),
            ...(overridden ? { deadline_overridden: desk.overrideReason } : {}),
          },
        })
      await notifyStaff(tx, { topic: 'reservation', id: row.id })
      await enqueueReservationMail(tx, mail, 'modified', row.id)
    })
  } catch (error) {
    if (pgError(error)?.code !== exclusionViolation) throw error
    throw await constraintConflict(
      db,
      requests.map((r) => r.number),
      stay,
      locale,
      row.id,
    )
  }
  deliverSoon(mail.mailer)
}

export async function updateReservation(
  db: Db,
  mail: ReservationMailer,
  clientId: string,
  idOrReference: string,
  input: UpdateInput,
  options: { locale: Locale; paymentTimeoutMinutes: number },
): Promise<Reservation> {
  const row = await ownRow(db, clientId, idOrReference)
  await updateRow(db, mail, row, input, options)
  return getReservation(db, clientId, row.id)
}
