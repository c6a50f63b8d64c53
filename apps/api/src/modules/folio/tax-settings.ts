import type { TaxSetting, TaxSettingsInput } from '@hotel/contract'
import { asc, notInArray } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { taxes } from '../../db/schema/index.ts'
import type { Actor } from '../../http/auth.ts'
import { recordAudit } from '../audit/record.ts'

type TaxRow = typeof taxes.$inferSelect

const toSetting = (row: TaxRow): TaxSetting => ({
  code: row.code,
  label_en: row.labelEn,
  label_es: row.labelEs,
  rate: Number(row.rate),
  included: row.included,
  applies_to: row.appliesTo,
  night_above: row.nightAboveCents,
  active: row.active,
})

/** Every tax the hotel has had, the ones charged first, in the owner's order. */
export async function listTaxSettings(db: Db): Promise<TaxSetting[]> {
  const rows = await db.select().from(taxes).orderBy(asc(taxes.position), asc(taxes.code))
  return rows.map(toSetting).sort((a, b) => Number(b.active) - Number(a.active))
}

/**
 * Replaces the list: each tax is written under its code in the order given; a tax left out stays on record
 * (lines name it) but is no longer charged. Charges written from now on take these rates; lines already written
 * keep theirs. One audit entry holds the list before and after.
 */
export async function replaceTaxSettings(
  db: Db,
  actor: Actor,
  input: { taxes: TaxSettingsInput['taxes'] },
): Promise<TaxSetting[]> {
  return db.transaction(async (tx) => {
    const before = await listTaxSettings(tx)
    const codes = input.taxes.map((tax) => tax.code)
    for (const [position, tax] of input.taxes.entries()) {
      const values = {
        labelEn: tax.label_en,
        labelEs: tax.label_es,
        rate: String(tax.rate),
        included: tax.included,
        appliesTo: tax.applies_to,
        nightAboveCents: tax.night_above,
        position,
        active: tax.active,
        updatedAt: new Date(),
      }
      await tx
        .insert(taxes)
        .values({ code: tax.code, ...values })
        .onConflictDoUpdate({ target: taxes.code, set: values })
    }
    const left = tx.update(taxes).set({ active: false, updatedAt: new Date() })
    await (codes.length ? left.where(notInArray(taxes.code, codes)) : left)
    const after = await listTaxSettings(tx)
    await recordAudit(tx, actor, {
      action: 'taxes.update',
      entity: 'taxes',
      entityId: 'taxes',
      before: { taxes: before },
      after: { taxes: after },
    })
    return after
  })
}
