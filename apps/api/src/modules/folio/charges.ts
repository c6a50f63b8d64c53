import { hotelToday, lineTaxes } from '@hotel/contract'
import { and, eq, inArray, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import {
  folioLines,
  folioLineTaxes,
  invoiceLines,
  invoices,
  movements,
  reservationRooms,
} from '../../db/schema/index.ts'
import { AppError } from '../../http/errors.ts'
import { activeTaxes, ratesFor } from './taxes.ts'

type LineType = (typeof folioLines.$inferSelect)['type']

/** A charge the folio should hold, before its taxes are worked out. */
interface Charge {
  type: LineType
  date: string
  roomId: string | null
  movementId: string | null
  description: string | null
  amountCents: number
  /** For a night or a discount: the night's price, which decides the taxes of nights. */
  nightCents: number | null
}

const keyOf = (line: Omit<Charge, 'nightCents'>) =>
  [line.type, line.date, line.roomId, line.movementId, line.description, line.amountCents].join('|')

/**
 * The charges the reservation's rooms and movements make: a line per room per night at its price, a discount line
 * per room that a promotion reduced (dated its first night), and a line per extra charge.
 */
async function chargesOf(tx: Db, reservationId: string): Promise<Charge[]> {
  const [stays, charged] = await Promise.all([
    tx
      .select({
        roomId: reservationRooms.roomId,
        startDate: reservationRooms.startDate,
        nights: reservationRooms.nights,
        tariff: reservationRooms.tariffCents,
        raw: reservationRooms.rawTariffCents,
      })
      .from(reservationRooms)
      .where(and(eq(reservationRooms.reservationId, reservationId), eq(reservationRooms.canceled, false))),
    tx.select().from(movements).where(eq(movements.reservationId, reservationId)),
  ])
  const stayMovement = charged.find((movement) => movement.type === 'reservation')?.id ?? null
  const extras = charged.filter((movement) => movement.type === 'extra_charge')
  const charges: Charge[] = []
  for (const stay of stays) {
    for (const night of stay.nights)
      charges.push({
        type: 'night',
        date: night.date,
        roomId: stay.roomId,
        movementId: stayMovement,
        description: null,
        amountCents: night.cents,
        nightCents: night.cents,
      })
    if (stay.tariff !== stay.raw)
      charges.push({
        type: 'discount',
        date: stay.startDate,
        roomId: stay.roomId,
        movementId: stayMovement,
        description: null,
        amountCents: stay.tariff - stay.raw,
        nightCents: Math.round(stay.raw / Math.max(1, stay.nights.length)),
      })
  }
  for (const extra of extras)
    charges.push({
      type: 'extra_charge',
      date: hotelToday(extra.createdAt),
      roomId: extra.roomId,
      movementId: extra.id,
      description: extra.description,
      amountCents: extra.amountCents,
      nightCents: null,
    })
  return charges
}

/**
 * Brings the folio's lines into line with the reservation's rooms, nights and extra charges, inside the caller's
 * transaction: a line that still stands keeps its row and the tax rates it was written with; a line that no longer
 * stands goes, unless an invoice covers it (then the change is refused: a credit note must cancel the invoice
 * first); a new one is written at today's taxes. Adjustments are staff's own lines and are left as they are.
 */
export async function syncFolio(tx: Db, reservationId: string): Promise<void> {
  const [wanted, held] = await Promise.all([
    chargesOf(tx, reservationId),
    tx
      .select({
        id: folioLines.id,
        type: folioLines.type,
        date: folioLines.date,
        roomId: folioLines.roomId,
        movementId: folioLines.movementId,
        description: folioLines.description,
        amountCents: folioLines.amountCents,
        // Named in full: drizzle leaves a lone table's columns unqualified, and "id" would be the invoice's.
        invoiced: sql<boolean>`exists (select 1 from ${invoiceLines} il join ${invoices} i on i.id = il.invoice_id
          where il.folio_line_id = "folio_lines"."id" and i.kind = 'invoice'
          and not exists (select 1 from ${invoices} c where c.credits_invoice_id = i.id))`,
      })
      .from(folioLines)
      .where(and(eq(folioLines.reservationId, reservationId), sql`${folioLines.type} <> 'adjustment'`)),
  ])
  const standing = new Map<string, string[]>()
  for (const line of held) {
    const ids = standing.get(keyOf(line)) ?? []
    ids.push(line.id)
    standing.set(keyOf(line), ids)
  }
  const missing: Charge[] = []
  for (const charge of wanted) {
    const ids = standing.get(keyOf(charge))
    if (ids?.length) ids.pop()
    else missing.push(charge)
  }
  const gone = new Set([...standing.values()].flat())
  const goneLines = held.filter((line) => gone.has(line.id))
  if (goneLines.some((line) => line.invoiced)) throw new AppError('folio_invoiced', 'folio.invoiced')
  if (goneLines.length)
    await tx.delete(folioLines).where(
      inArray(
        folioLines.id,
        goneLines.map((line) => line.id),
      ),
    )
  if (missing.length) await writeLines(tx, reservationId, missing)
}

/** Writes charges with their taxes at the rates in force. */
async function writeLines(tx: Db, reservationId: string, charges: Charge[], staffId: string | null = null) {
  const inForce = await activeTaxes(tx)
  const split = charges.map((charge) =>
    lineTaxes(
      charge.amountCents,
      ratesFor(
        charge.nightCents === null ? { kind: 'other' } : { kind: 'night', nightCents: charge.nightCents },
        inForce,
      ),
    ),
  )
  const rows = await tx
    .insert(folioLines)
    .values(
      charges.map((charge, index) => ({
        reservationId,
        type: charge.type,
        date: charge.date,
        roomId: charge.roomId,
        movementId: charge.movementId,
        description: charge.description,
        amountCents: charge.amountCents,
        baseCents: split[index]?.base ?? charge.amountCents,
        totalCents: split[index]?.total ?? charge.amountCents,
        createdByStaffId: staffId,
      })),
    )
    .returning({ id: folioLines.id })
  const taxRows = rows.flatMap((row, index) =>
    (split[index]?.taxes ?? []).map((tax) => ({
      lineId: row.id,
      code: tax.code,
      rate: String(tax.rate),
      included: tax.included,
      amountCents: tax.amount,
    })),
  )
  if (taxRows.length) await tx.insert(folioLineTaxes).values(taxRows)
}
