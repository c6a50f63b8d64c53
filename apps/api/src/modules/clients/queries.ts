import {
  type ClientDetail,
  type ClientListItem,
  clientDetailListLimit,
  type clientListQuery,
  hotelToday,
  maxClientSearchWords,
  type StaffClient,
} from '@hotel/contract'
import { and, desc, eq, ilike, inArray, like, or, type SQL, sql } from 'drizzle-orm'
import type { z } from 'zod'
import type { Db } from '../../db/client.ts'
import { clients, comments, payments, reservations } from '../../db/schema/index.ts'
import type { ClientRow } from '../../http/auth.ts'
import { AppError } from '../../http/errors.ts'
import { pageOf, pageOrder, pageWindow } from '../../http/paging.ts'
import { toClientUser } from '../accounts/sessions.ts'
import { toPayment } from '../payments/service.ts'

export const clientNotFound = () => new AppError('client_not_found', 'clients.not_found')

/** The guest's own view of the account, and what staff also see: whether it has a password or Google. */
export function toStaffClient(row: ClientRow): StaffClient {
  return {
    ...toClientUser(row),
    has_password: row.passwordHash !== null,
    google: row.googleSub !== null,
    updated_at: row.updatedAt.toISOString(),
  }
}

// Names are searched and ordered without accents or case, in SQL and here alike ("jose" finds "José"): the
// letters of Spanish, Portuguese and French names, mapped by translate(), which needs no extension.
const accented = 'ÁÀÂÄÃÉÈÊËÍÌÎÏÓÒÔÖÕÚÙÛÜÑÇ'
const plain = 'aaaaaeeeeiiiiooooouuuunc'
const from = accented + accented.toLowerCase()
const to = plain + plain
const foldMap = new Map([...from].map((letter, i) => [letter, to[i] ?? letter]))

/** A text as the search compares it: lower case, without the accents above. */
const fold = (text: string) => [...text.toLowerCase()].map((c) => foldMap.get(c) ?? c).join('')
const folded = (expression: SQL) => sql`translate(lower(${expression}), ${from}, ${to})`
const fullName = sql`${clients.name} || ' ' || ${clients.lastName}`

const escapeLike = (text: string) => text.replace(/[\\%_]/g, '\\$&')

/** One word of a search: somewhere in the full name, the e-mail, the phone's digits or the identification. */
function wordMatches(word: string): SQL | undefined {
  const digits = word.replace(/\D/g, '')
  const alphanumeric = fold(word).replace(/[^a-z0-9]/g, '')
  return or(
    sql`${folded(fullName)} like ${`%${escapeLike(fold(word))}%`}`,
    ilike(clients.email, `%${escapeLike(word)}%`),
    // The phone is stored as digits (and a leading +): "8842-1930" and "(505) 8842 1930" find it.
    digits ? like(clients.phone, `%${digits}%`) : undefined,
    // Identifications are compared on their letters and digits: "1610101900001g" finds "161-010190-0001G".
    alphanumeric
      ? sql`regexp_replace(lower(${clients.identification}), '[^a-z0-9]', '', 'g') like ${`%${alphanumeric}%`}`
      : undefined,
  )
}

/**
 * Per client of `ids`, in one grouped query: every reservation, and the upcoming stays (reserved or in
 * progress, not yet checked out, as in the guests' own "upcoming" list).
 */
async function reservationCounts(db: Db, ids: string[]) {
  const counts = new Map<string, { reservations: number; upcoming_stays: number }>()
  if (!ids.length) return counts
  const rows = await db
    .select({
      clientId: reservations.clientId,
      reservations: sql<number>`count(*)::int`,
      upcoming: sql<number>`(count(*) filter (where ${reservations.status} in ('reserved', 'in_progress') and ${reservations.checkOut} >= ${hotelToday()}))::int`,
    })
    .from(reservations)
    .where(inArray(reservations.clientId, ids))
    .groupBy(reservations.clientId)
  for (const row of rows)
    if (row.clientId)
      counts.set(row.clientId, { reservations: row.reservations, upcoming_stays: row.upcoming })
  return counts
}

/** GET /staff/clients: a page of clients with their counts, in three queries whatever the page size. */
export async function listClients(db: Db, query: z.output<typeof clientListQuery>) {
  const words = (query.search ?? '').split(/\s+/).filter(Boolean).slice(0, maxClientSearchWords)
  const where = and(query.status ? eq(clients.status, query.status) : undefined, ...words.map(wordMatches))
  const { limit, offset } = pageWindow(query)
  const [rows, [count]] = await Promise.all([
    db
      .select()
      .from(clients)
      .where(where)
      .orderBy(...pageOrder(query, { name: folded(fullName), created_at: clients.createdAt }, clients.id))
      .limit(limit)
      .offset(offset),
    db.select({ total: sql<number>`count(*)::int` }).from(clients).where(where),
  ])
  const counts = await reservationCounts(
    db,
    rows.map((row) => row.id),
  )
  const data: ClientListItem[] = rows.map((row) => ({
    ...toStaffClient(row),
    ...(counts.get(row.id) ?? { reservations: 0, upcoming_stays: 0 }),
  }))
  return pageOf(data, count?.total ?? 0, query)
}

/**
 * GET /staff/clients/{id}: the profile and the newest reservations (by check-in), payments (those of the
 * client's reservations and those the client made) and reviews, each at most `clientDetailListLimit`.
 */
export async function clientDetail(db: Db, id: string): Promise<ClientDetail> {
  const [row] = await db.select().from(clients).where(eq(clients.id, id)).limit(1)
  if (!row) throw clientNotFound()
  const paymentsOfClient = or(eq(payments.clientId, id), eq(reservations.clientId, id))
  const [counts, reservationRows, paymentRows, reviewRows, [paymentCount], [reviewCount]] = await Promise.all(
    [
      reservationCounts(db, [id]),
      db
        .select()
        .from(reservations)
        .where(eq(reservations.clientId, id))
        .orderBy(desc(reservations.checkIn), desc(reservations.createdAt))
        .limit(clientDetailListLimit),
      db
        .select({ payment: payments, reference: reservations.reference, currency: reservations.currency })
        .from(payments)
        .innerJoin(reservations, eq(reservations.id, payments.reservationId))
        .where(paymentsOfClient)
        .orderBy(desc(payments.createdAt), desc(payments.invoiceNumber))
        .limit(clientDetailListLimit),
      db
        .select()
        .from(comments)
        .where(eq(comments.clientId, id))
        .orderBy(desc(comments.createdAt))
        .limit(clientDetailListLimit),
      db
        .select({ total: sql<number>`count(*)::int` })
        .from(payments)
        .innerJoin(reservations, eq(reservations.id, payments.reservationId))
        .where(paymentsOfClient),
      db.select({ total: sql<number>`count(*)::int` }).from(comments).where(eq(comments.clientId, id)),
    ],
  )
  return {
    client: toStaffClient(row),
    counts: {
      ...(counts.get(id) ?? { reservations: 0, upcoming_stays: 0 }),
      payments: paymentCount?.total ?? 0,
      reviews: reviewCount?.total ?? 0,
    },
    reservations: reservationRows.map((r) => ({
      id: r.id,
      reference: r.reference,
      check_in: r.checkIn,
      check_out: r.checkOut,
      status: r.status,
      payment_status: r.paymentStatus,
      total: r.totalCents,
      currency: r.currency,
      created_at: r.createdAt.toISOString(),
    })),
    payments: paymentRows.map(({ payment, reference, currency }) => {
      const shown = toPayment(payment, reference)
      return {
        id: shown.id,
        invoice: shown.invoice,
        reservation_reference: reference,
        amount: shown.amount,
        currency,
        refunded_amount: shown.refunded_amount,
        method: shown.method,
        status: shown.status,
        created_at: shown.created_at,
        paid_at: shown.paid_at,
      }
    }),
    reviews: reviewRows.map((c) => ({
      id: c.id,
      rate: c.rate,
      content: c.content,
      status: c.status,
      created_at: c.createdAt.toISOString(),
    })),
  }
}
