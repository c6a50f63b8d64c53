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

export interface Database {
  db: Db
  kind: DatabaseKind
  /** Applies the SQL migrations in apps/api/drizzle that are not applied yet. */
  migrate(): Promise<void>
  close(): Promise<void>
}

const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url))

/** PostgreSQL server when a URL is given, else embedded PGlite in `dataDir` (in memory when `dataDir` is null). */
export async function openDatabase(options: { url?: string; dataDir: string | null }): Promise<Database> {
  if (options.url) {
    const pool = new pg.Pool({ connectionString: options.url, max: 10 })
    // An idle client's error (server restart) must not crash the process; the next query reconnects.
    pool.on('error', () => {})
    const db = drizzleNodePg(pool, { schema })
    return {
      db,
      kind: 'postgresql',
      migrate: () => migrateNodePg(db, { migrationsFolder }),
      close: () => pool.end(),
    }
  }
  let dir: string | undefined
  if (options.dataDir) {
    dir = path.join(options.dataDir, 'pglite')
    await mkdir(dir, { recursive: true })
  }
  const client = await PGlite.create(dir, { extensions: { btree_gist } })
  const db = drizzlePglite(client, { schema })
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder }),
    close: () => client.close(),
  }
}

export async function pingDatabase(db: Db): Promise<void> {
  await db.execute(sql`select 1`)
}
