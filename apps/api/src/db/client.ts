import { mkdir } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { PGlite } from '@electric-sql/pglite'
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist'
import { sql } from 'drizzle-orm'
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres'
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import pg from 'pg'
import * as schema from './schema/index.ts'

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>
export type DatabaseKind = 'pglite' | 'postgresql'

/** The rows of a `db.execute`: node-postgres and PGlite both answer them as `rows`, which `Db` leaves untyped. */
export const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows

export interface Database {
  db: Db
  kind: DatabaseKind
  /** Applies the SQL migrations in apps/api/drizzle that are not applied yet. */
  migrate(): Promise<void>
  /**
   * Calls `onMessage` with the payload of every NOTIFY on `channel`, from any connection to this database (so
   * from every API instance); resolves to a function that stops listening. `onListening(false)` says that
   * notifications may be missed from now on (the connection to the server dropped), `onListening(true)` that
   * they are heard again.
   */
  listen(
    channel: string,
    onMessage: (payload: string) => void,
    onListening?: (listening: boolean) => void,
  ): Promise<() => Promise<void>>
  close(): Promise<void>
}

export const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url))

/**
 * PostgreSQL server when a URL is given, else embedded PGlite in `dataDir` (in memory when `dataDir` is null;
 * `copyOf` is a PGlite data directory, as `dumpDataDir` writes it, that the in-memory database starts from).
 */
export async function openDatabase(options: {
  url?: string
  dataDir: string | null
  copyOf?: Blob
}): Promise<Database> {
  if (options.url) {
    const pool = new pg.Pool({ connectionString: options.url, max: 10 })
    // An idle client's error (server restart) must not crash the process; the next query reconnects.
    pool.on('error', () => {})
    const db = drizzleNodePg(pool, { schema })
    return {
      db,
      kind: 'postgresql',
      migrate: () => migrateNodePg(db, { migrationsFolder }),
      listen: (channel, onMessage, onListening) =>
        listenOnServer(options.url as string, channel, onMessage, onListening),
      close: () => pool.end(),
    }
  }
  let dir: string | undefined
  if (options.dataDir) {
    dir = path.join(options.dataDir, 'pglite')
    await mkdir(dir, { recursive: true })
  }
  const client = await PGlite.create(dir, { extensions: { btree_gist }, loadDataDir: options.copyOf })
  const db = drizzlePglite(client, { schema })
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder }),
    listen: async (channel, onMessage) => {
      const stop = await client.listen(channel, onMessage)
      return async () => {
        if (!client.closed) await stop()
      }
    },
    close: () => client.close(),
  }
}

/**
 * LISTEN on a connection of its own (a pooled one would be handed to other queries), reconnecting every second
 * while the server is unreachable: notifications sent meanwhile are lost, as NOTIFY does not queue them.
 */
async function listenOnServer(
  url: string,
  channel: string,
  onMessage: (payload: string) => void,
  onListening?: (listening: boolean) => void,
) {
  let client: pg.Client | null = null
  let stopped = false
  let retry: NodeJS.Timeout | undefined
  const connect = async () => {
    const next = new pg.Client({ connectionString: url })
    next.on('notification', (message) => {
      if (message.channel === channel && message.payload !== undefined) onMessage(message.payload)
    })
    // Only a connection that was listening can be lost; a failed attempt is retried by reconnect.
    next.on('error', () => {
      next.end().catch(() => {})
      if (stopped || client !== next) return
      client = null
      onListening?.(false)
      retry = setTimeout(reconnect, 1000)
    })
    try {
      await next.connect()
      await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`)
    } catch (error) {
      next.end().catch(() => {})
      throw error
    }
    client = next
  }
  const reconnect = () => {
    connect().then(
      () => (stopped ? client?.end().catch(() => {}) : onListening?.(true)),
      () => {
        if (!stopped) retry = setTimeout(reconnect, 1000)
      },
    )
  }
  await connect()
  return async () => {
    stopped = true
    clearTimeout(retry)
    await client?.end().catch(() => {})
  }
}

export async function pingDatabase(db: Db): Promise<void> {
  await db.execute(sql`select 1`)
}
