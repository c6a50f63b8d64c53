import {
  type Hotel,
  type HotelSettings,
  type hotelSettingsSchema,
  type StayLimits,
  stayLimitIssue,
} from '@hotel/contract'
import { eq } from 'drizzle-orm'
import type { z } from 'zod'
import type { Db } from '../../db/client.ts'
import { hotelSettings } from '../../db/schema/index.ts'
import type { Actor } from '../../http/auth.ts'
import { AppError } from '../../http/errors.ts'
import { recordAudit } from '../audit/record.ts'

/** numeric(12,6) reads back as '36.800000'; the contract's decimal string drops the padding. */
export function trimDecimal(value: string): string {
  return value.includes('.') ? value.replace(/0+$/, '').replace(/\.$/, '') : value
}

type SettingsRow = typeof hotelSettings.$inferSelect

/** The hotel's facts as the API and the mails show them. */
function toHotel(row: SettingsRow): Hotel {
  return {
    name: row.name,
    phone: row.phone,
    landline: row.landline,
    email: row.email,
    address: row.address,
    city: row.city,
    country: row.country,
    maps_url: row.mapsUrl,
    facebook_url: row.facebookUrl,
    instagram_url: row.instagramUrl,
    chat_url: row.chatUrl,
    check_in_time: row.checkInTime,
    check_out_time: row.checkOutTime,
    breakfast_included: row.breakfastIncluded,
    currency: row.currency,
    local_currency: row.localCurrency,
    exchange_rate: trimDecimal(row.exchangeRate),
    change_deadline_days: row.changeDeadlineDays,
    payment_percentages: row.paymentPercentages,
  }
}

/** The settings' one row, read by most requests: a statement built once per database (prepared). */
const settingsStatements = new WeakMap<Db, ReturnType<typeof prepareSettingsRow>>()

const prepareSettingsRow = (db: Db) => db.select().from(hotelSettings).limit(1).prepare('hotel_settings_row')

async function settingsRow(db: Db): Promise<SettingsRow> {
  let statement = settingsStatements.get(db)
  if (!statement) {
    statement = prepareSettingsRow(db)
    settingsStatements.set(db, statement)
  }
  const [row] = await statement.execute()
  if (!row) throw new AppError('service_unavailable', 'service_unavailable')
  return row
}

export async function getHotel(db: Db): Promise<Hotel> {
  return toHotel(await settingsRow(db))
}

/** What a booking reads of the settings, in one query: the hotel's facts and its bounds on stays. */
export interface BookingTerms {
  hotel: Hotel
  limits: StayLimits & { max_unpaid_reservations: number }
}

/**
 * The settings as one booking needs them, read once per request (staff may change them at any time): its
 * limits, its currency and change deadline, the facts of its mail.
 */
export async function bookingTerms(db: Db): Promise<BookingTerms> {
  const row = await settingsRow(db)
  return {
    hotel: toHotel(row),
    limits: {
      max_stay_nights: row.maxStayNights,
      booking_horizon_months: row.bookingHorizonMonths,
      max_unpaid_reservations: row.maxUnpaidReservations,
    },
  }
}

/**
 * How long the site keeps the facts it fills into pages without asking the database again. A write on this
 * instance forgets them at once (`forgetHotelFacts`); another instance sees the change within this time.
 */
const hotelFactsTtlMs = 5_000

const factsCache = new WeakMap<Db, { facts: Promise<Hotel>; until: number }>()

/** The hotel's facts for the guest site's pages: read once and kept in memory until a write or the TTL. */
export function hotelFacts(db: Db): Promise<Hotel> {
  const cached = factsCache.get(db)
  if (cached && cached.until > Date.now()) return cached.facts
  const facts = getHotel(db)
  factsCache.set(db, { facts, until: Date.now() + hotelFactsTtlMs })
  // A failed read is not kept: the next page asks again.
  facts.catch(() => {
    if (factsCache.get(db)?.facts === facts) factsCache.delete(db)
  })
  return facts
}

/** Called after the settings change: the next page and mail read the new values. */
export function forgetHotelFacts(db: Db) {
  factsCache.delete(db)
}

/** The hotel's bounds on stays and unpaid reservations, read on each request (staff may change them). */
export async function stayLimits(db: Db) {
  const [row] = await db
    .select({
      max_stay_nights: hotelSettings.maxStayNights,
      booking_horizon_months: hotelSettings.bookingHorizonMonths,
      max_unpaid_reservations: hotelSettings.maxUnpaidReservations,
    })
    .from(hotelSettings)
    .limit(1)
  if (!row) throw new AppError('service_unavailable', 'service_unavailable')
  return row
}

/** Refuses a stay longer than the hotel allows or ending past its booking horizon (422 on `check_out`); else the limits. */
export async function requireStayWithinLimits(
  db: Db,
  stay: { checkIn: string; checkOut: string },
  context: 'body' | 'querystring',
) {
  const limits = await stayLimits(db)
  refuseStayBeyondLimits(stay, limits, context)
  return limits
}

/** The refusal of `requireStayWithinLimits`, for a caller that read the limits itself (the room search, in its one query). */
export function refuseStayBeyondLimits(
  stay: { checkIn: string; checkOut: string },
  limits: StayLimits,
  context: 'body' | 'querystring',
) {
  const issue = stayLimitIssue({ check_in: stay.checkIn, check_out: stay.checkOut }, limits)
  if (!issue) return
  const isQuery = context === 'querystring'
  throw new AppError(
    isQuery ? 'invalid_query' : 'validation_failed',
    isQuery ? 'query.invalid' : 'validation_failed',
    {},
    { check_out: [{ key: issue.message, params: issue.params }] },
  )
}

/**
 * The settings as the owner reads and edits them (GET and PUT /staff/settings): the hotel's facts without the
 * breakfast and currency ones, with the stay limits.
 */
function toSettings(row: SettingsRow): HotelSettings {
  const { breakfast_included, currency, local_currency, exchange_rate, ...facts } = toHotel(row)
  return {
    ...facts,
    max_stay_nights: row.maxStayNights,
    booking_horizon_months: row.bookingHorizonMonths,
    max_unpaid_reservations: row.maxUnpaidReservations,
    updated_at: row.updatedAt.toISOString(),
  }
}

export async function getSettings(db: Db): Promise<HotelSettings> {
  return toSettings(await settingsRow(db))
}

/** What an edit may change, without the facts the form shows but does not send. */
const editable = ({ name: _n, city: _c, country: _k, updated_at: _u, ...rest }: HotelSettings) => rest

/**
 * Replaces the settings (owner only, by the route's permission); the audit entry keeps what changed, before and
 * after. The site's filled pages and every mail read the new values from the next request on.
 */
export async function updateSettings(
  db: Db,
  actor: Actor,
  input: z.output<typeof hotelSettingsSchema>,
): Promise<HotelSettings> {
  const saved = await db.transaction(async (tx) => {
    const [current] = await tx.select().from(hotelSettings).where(eq(hotelSettings.id, 1)).for('update')
    if (!current) throw new AppError('service_unavailable', 'service_unavailable')
    const [row] = await tx
      .update(hotelSettings)
      .set({
        phone: input.phone,
        landline: input.landline,
        email: input.email,
        address: input.address,
        mapsUrl: input.maps_url,
        facebookUrl: input.facebook_url,
        instagramUrl: input.instagram_url,
        chatUrl: input.chat_url,
        checkInTime: input.check_in_time,
        checkOutTime: input.check_out_time,
        changeDeadlineDays: input.change_deadline_days,
        paymentPercentages: input.payment_percentages,
        maxStayNights: input.max_stay_nights,
        bookingHorizonMonths: input.booking_horizon_months,
        maxUnpaidReservations: input.max_unpaid_reservations,
        updatedAt: new Date(),
      })
      .where(eq(hotelSettings.id, 1))
      .returning()
    if (!row) throw new AppError('service_unavailable', 'service_unavailable')
    const before = editable(toSettings(current)) as Record<string, unknown>
    const after = editable(toSettings(row)) as Record<string, unknown>
    const changed = Object.keys(after).filter(
      (key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]),
    )
    await recordAudit(tx, actor, {
      action: 'settings.update',
      entity: 'hotel_settings',
      entityId: '1',
      before: Object.fromEntries(changed.map((key) => [key, before[key]])),
      after: Object.fromEntries(changed.map((key) => [key, after[key]])),
    })
    return row
  })
  forgetHotelFacts(db)
  return toSettings(saved)
}
