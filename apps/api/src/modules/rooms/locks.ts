import { sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'

/**
 * The advisory lock class of a room, keyed by its number (class 1 is a guest's, reservations/service.ts): held by
 * whatever changes which nights of a room can be sold (bookings, changes and moves of stays, closures, a room
 * renumbered or archived), so that a booking checks the room while nothing else changes it.
 */
export const roomLock = 2

/** Takes the rooms' locks for the transaction, in ascending number: one order, so they cannot deadlock. */
export async function lockRooms(tx: Db, numbers: number[]) {
  for (const number of [...new Set(numbers)].sort((a, b) => a - b))
    await tx.execute(sql`select pg_advisory_xact_lock(${roomLock}, ${number})`)
}
