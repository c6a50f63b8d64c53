import {
  type CurrencyUnit,
  type CurrentExchangeRate,
  type currencyUnitCreateSchema,
  type currencyUnitUpdateSchema,
  defaultExchangeRate,
  type ExchangeRate,
  type exchangeRateListQuery,
} from '@hotel/contract'
import { and, asc, count, desc, eq, ne, sql } from 'drizzle-orm'
import type { z } from 'zod'
import type { Db } from '../../db/client.ts'
import { pgError, uniqueViolation } from '../../db/errors.ts'
import { currencyUnits, exchangeRates, hotelSettings, staffUsers } from '../../db/schema/index.ts'
import type { Actor } from '../../http/auth.ts'
import { AppError } from '../../http/errors.ts'
import { pageOf, pageWindow } from '../../http/paging.ts'
import { recordAudit, recordCreation } from '../audit/record.ts'
import { forgetHotelFacts, trimDecimal } from '../settings/service.ts'

type UnitRow = typeof currencyUnits.$inferSelect

const staffName = sql<string | null>`${staffUsers.name} || ' ' || ${staffUsers.lastName}`

const toUnit = (row: UnitRow): CurrencyUnit => ({
  id: row.id,
  description: row.description,
  currency_code: row.currencyCode,
  value: row.valueCents,
  type: row.type,
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
})

const duplicate = () =>
  new AppError(
    'currency_unit_taken',
    'currencies.duplicate',
    {},
    { value: [{ key: 'currencies.duplicate' }] },
  )

/** The friendly check first; a concurrent write that won the unique index answers the same. */
async function uniquely<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work()
  } catch (error) {
    const cause = pgError(error)
    if (cause?.code === uniqueViolation && cause.constraint === 'currency_units_unique') throw duplicate()
    throw error
  }
}

async function refuseDuplicate(
  db: Db,
  unit: { currencyCode: string; valueCents: number; type: UnitRow['type'] },
  exceptId?: string,
) {
  const [row] = await db
    .select({ id: currencyUnits.id })
    .from(currencyUnits)
    .where(
      and(
        eq(currencyUnits.currencyCode, unit.currencyCode),
        eq(currencyUnits.valueCents, unit.valueCents),
        eq(currencyUnits.type, unit.type),
        exceptId ? ne(currencyUnits.id, exceptId) : undefined,
      ),
    )
    .limit(1)
  if (row) throw duplicate()
}

/** GET /staff/currencies: every unit, by currency, type and value. */
export async function listCurrencyUnits(db: Db): Promise<CurrencyUnit[]> {
  const rows = await db
    .select()
    .from(currencyUnits)
    .orderBy(asc(currencyUnits.currencyCode), asc(currencyUnits.type), asc(currencyUnits.valueCents))
  return rows.map(toUnit)
}

const summary = (row: UnitRow) => ({
  description: row.description,
  currency_code: row.currencyCode,
  value: row.valueCents,
  type: row.type,
})

export async function createCurrencyUnit(
  db: Db,
  actor: Actor,
  input: z.output<typeof currencyUnitCreateSchema>,
): Promise<CurrencyUnit> {
  return uniquely(() =>
    db.transaction(async (tx) => {
      await refuseDuplicate(tx, {
        currencyCode: input.currency_code,
        valueCents: input.value,
        type: input.type,
      })
      const [row] = await tx
        .insert(currencyUnits)
        .values({
          description: input.description,
          currencyCode: input.currency_code,
          valueCents: input.value,
          type: input.type,
        })
        .returning()
      if (!row) throw new Error('currency unit not inserted')
      await recordCreation(tx, actor, 'currencies.create', 'currency_unit', row.id, summary(row))
      return toUnit(row)
    }),
  )
}

export async function updateCurrencyUnit(
  db: Db,
  actor: Actor,
  id: string,
  input: z.output<typeof currencyUnitUpdateSchema>,
): Promise<CurrencyUnit> {
  return uniquely(() =>
    db.transaction(async (tx) => {
      const [before] = await tx.select().from(currencyUnits).where(eq(currencyUnits.id, id)).for('update')
      if (!before) throw new AppError('currency_unit_not_found', 'currencies.not_found')
      const next = {
        description: input.description ?? before.description,
        currencyCode: input.currency_code ?? before.currencyCode,
        valueCents: input.value ?? before.valueCents,
        type: input.type ?? before.type,
      }
      await refuseDuplicate(tx, next, id)
      const [row] = await tx
        .update(currencyUnits)
        .set({ ...next, updatedAt: new Date() })
        .where(eq(currencyUnits.id, id))
        .returning()
      if (!row) throw new AppError('currency_unit_not_found', 'currencies.not_found')
      await recordAudit(tx, actor, {
        action: 'currencies.update',
        entity: 'currency_unit',
        entityId: id,
        before: summary(before),
        after: summary(row),
      })
      return toUnit(row)
    }),
  )
}

const rateColumns = {
  id: exchangeRates.id,
  rate: exchangeRates.rate,
  effectiveFrom: exchangeRates.effectiveFrom,
  createdBy: exchangeRates.createdBy,
  name: staffName,
}
const toRate = (row: {
  id: string
  rate: string
  effectiveFrom: Date
  createdBy: string | null
  name: string | null
}): ExchangeRate => ({
  id: row.id,
  rate: trimDecimal(row.rate),
  effective_from: row.effectiveFrom.toISOString(),
  created_by: row.createdBy,
  created_by_name: row.name,
})

/** GET /staff/exchange-rates: the history, newest first by default; paged. */
export async function listExchangeRates(db: Db, query: z.output<typeof exchangeRateListQuery>) {
  const { limit, offset } = pageWindow(query)
  const direction = query.order_direction === 'desc' ? desc : asc
  const [rows, [total]] = await Promise.all([
    db
      .select(rateColumns)
      .from(exchangeRates)
      .leftJoin(staffUsers, eq(staffUsers.id, exchangeRates.createdBy))
      .orderBy(
        direction(exchangeRates.effectiveFrom),
        direction(exchangeRates.createdAt),
        asc(exchangeRates.id),
      )
      .limit(limit)
      .offset(offset),
    db.select({ value: count() }).from(exchangeRates),
  ])
  return pageOf(rows.map(toRate), total?.value ?? 0, query)
}

/**
 * The rate in force: the newest of the history; before any was set, the hotel's configured rate (EXCHANGE_RATE
 * at seed time); without even that, the spec's 36.8.
 */
export async function currentExchangeRate(db: Db): Promise<CurrentExchangeRate> {
  const [latest] = await db
    .select({ rate: exchangeRates.rate, effectiveFrom: exchangeRates.effectiveFrom })
    .from(exchangeRates)
    .where(sql`${exchangeRates.effectiveFrom} <= now()`)
    .orderBy(desc(exchangeRates.effectiveFrom), desc(exchangeRates.createdAt))
    .limit(1)
  if (latest)
    return {
      rate: trimDecimal(latest.rate),
      effective_from: latest.effectiveFrom.toISOString(),
      source: 'history',
    }
  const [settings] = await db.select({ rate: hotelSettings.exchangeRate }).from(hotelSettings).limit(1)
  if (settings) return { rate: trimDecimal(settings.rate), effective_from: null, source: 'settings' }
  return { rate: defaultExchangeRate, effective_from: null, source: 'default' }
}

/**
 * POST /staff/exchange-rates: a new rate, in force from now. The same transaction writes
 * hotel_settings.exchange_rate, which the guest payments (and every other reader of the hotel's facts) use: the
 * history is the record, the settings column its current copy, so both always agree. The settings row is locked
 * first and the moment taken after the lock (clock_timestamp), so two rates set at once land in the order they
 * commit and the newest row is always the one in the settings.
 */
export async function setExchangeRate(db: Db, actor: Actor, rate: string) {
  const created = await db.transaction(async (tx) => {
    const [settings] = await tx
      .select({ rate: hotelSettings.exchangeRate })
      .from(hotelSettings)
      .where(eq(hotelSettings.id, 1))
      .for('update')
    const [row] = await tx
      .insert(exchangeRates)
      .values({ rate, effectiveFrom: sql`clock_timestamp()`, createdBy: actor.staffId })
      .returning()
    if (!row) throw new Error('exchange rate not inserted')
    await tx
      .update(hotelSettings)
      .set({ exchangeRate: rate, updatedAt: new Date() })
      .where(eq(hotelSettings.id, 1))
    await recordAudit(tx, actor, {
      action: 'exchange_rates.create',
      entity: 'exchange_rate',
      entityId: row.id,
      before: settings ? { rate: trimDecimal(settings.rate) } : null,
      after: { rate: trimDecimal(row.rate) },
    })
    const [named] = await tx
      .select(rateColumns)
      .from(exchangeRates)
      .leftJoin(staffUsers, eq(staffUsers.id, exchangeRates.createdBy))
      .where(eq(exchangeRates.id, row.id))
    if (!named) throw new Error('exchange rate not read back')
    return toRate(named)
  })
  // The site's cached hotel facts carry the rate: this instance forgets them now, others within their TTL.
  forgetHotelFacts(db)
  return { exchange_rate: created, current: await currentExchangeRate(db) }
}
