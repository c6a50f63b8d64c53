import { type StaffEvent, staffEventTopics } from '@hotel/contract'
import { sql } from 'drizzle-orm'
import type { Database, Db } from '../db/client.ts'

const channel = 'staff_events'

/**
 * Tells every API instance's open dashboards that a record changed. Call it with the transaction that makes the
 * change: PostgreSQL delivers a NOTIFY only when its transaction commits, and drops it on a rollback, so a
 * dashboard never hears of a change that did not happen.
 */
export async function notifyStaff(tx: Db, event: StaffEvent) {
  await tx.execute(sql`select ${staffNotice(event)}`)
}

/** notifyStaff as an expression, for a statement that makes the change and tells of it in one round trip. */
export const staffNotice = (event: StaffEvent) => sql`pg_notify(${channel}, ${JSON.stringify(event)})`

const isStaffEvent = (value: unknown): value is StaffEvent =>
  typeof value === 'object' &&
  value !== null &&
  staffEventTopics.includes((value as StaffEvent).topic) &&
  typeof (value as StaffEvent).id === 'string'

export type StaffEventListener = (event: StaffEvent) => void

/** This instance's subscribers to the database's staff events: one LISTEN, shared by every open stream. */
export function staffEventHub(database: Database) {
  const listeners = new Set<StaffEventListener>()
  let stop: (() => Promise<void>) | null = null
  return {
    async start() {
      stop = await database.listen(channel, (payload) => {
        let event: unknown
        try {
          event = JSON.parse(payload)
        } catch {
          return
        }
        if (isStaffEvent(event)) for (const listener of listeners) listener(event)
      })
    },
    subscribe(listener: StaffEventListener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    async close() {
      listeners.clear()
      await stop?.()
    },
  }
}
export type StaffEventHub = ReturnType<typeof staffEventHub>
