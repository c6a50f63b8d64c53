import { and, eq, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { documentSeries } from '../../db/schema/index.ts'
import { AppError } from '../../http/errors.ts'

export type DocumentKind = (typeof documentSeries.$inferSelect)['kind']

export interface DocumentNumber {
  seriesId: string
  number: number
  /** As printed: the series' prefix and the number on six digits, "F-000001". */
  reference: string
}

export const documentReference = (prefix: string, number: number) =>
  `${prefix}${String(number).padStart(6, '0')}`

/**
 * Takes the next number of the kind's active series, inside the transaction that issues the document. The update
 * locks the series' row until that transaction ends, so two documents issued at once get consecutive numbers, and
 * a transaction that fails gives its number back: a series never skips and never repeats. A series past its DGI
 * range or end date issues nothing (the owner sets the next authorisation in the settings).
 */
export async function takeNumber(tx: Db, kind: DocumentKind, today: string): Promise<DocumentNumber> {
  const [series] = await tx
    .update(documentSeries)
    .set({ nextNumber: sql`${documentSeries.nextNumber} + 1` })
    .where(and(eq(documentSeries.kind, kind), eq(documentSeries.active, true)))
    .returning({
      id: documentSeries.id,
      prefix: documentSeries.prefix,
      taken: sql<number>`${documentSeries.nextNumber} - 1`.mapWith(Number),
      rangeTo: documentSeries.rangeTo,
      validUntil: documentSeries.validUntil,
    })
  if (!series) throw new AppError('document_series_missing', 'documents.series_missing')
  if (series.validUntil !== null && series.validUntil < today)
    throw new AppError('document_series_expired', 'documents.series_expired', { date: series.validUntil })
  if (series.rangeTo !== null && series.taken > series.rangeTo)
    throw new AppError('document_series_exhausted', 'documents.series_exhausted', { number: series.rangeTo })
  return {
    seriesId: series.id,
    number: series.taken,
    reference: documentReference(series.prefix, series.taken),
  }
}
