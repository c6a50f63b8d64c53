import type { LineTaxRate } from '@hotel/contract'
import { asc, eq } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { taxes } from '../../db/schema/index.ts'

type TaxRow = typeof taxes.$inferSelect

/** The taxes in force, in the owner's order. */
export const activeTaxes = (db: Db) =>
  db.select().from(taxes).where(eq(taxes.active, true)).orderBy(asc(taxes.position), asc(taxes.code))

/**
 * The taxes of one charge: every tax that applies to all charges, and for a room night (or its discount) those of
 * nights too, when the night's price is above the tax's threshold (INTUR: rooms above US$30 a night).
 */
export function ratesFor(
  charge: { kind: 'night'; nightCents: number } | { kind: 'other' },
  inForce: readonly TaxRow[],
): LineTaxRate[] {
  return inForce
    .filter(
      (tax) =>
        tax.appliesTo === 'all' ||
        (charge.kind === 'night' &&
          (tax.nightAboveCents === null || charge.nightCents > tax.nightAboveCents)),
    )
    .map((tax) => ({ code: tax.code, rate: Number(tax.rate), included: tax.included }))
}
