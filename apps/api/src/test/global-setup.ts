// Migrates one database for the whole API run; each test file starts from a copy of it instead of running the
// migrations itself (an in-memory PGlite's initdb and migrations cost seconds per file, a copy of the migrated
// data directory under one). On PostgreSQL the copy is `create database … template`.
import { randomBytes } from 'node:crypto'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist'
import { drizzle } from 'drizzle-orm/pglite'
import { migrate } from 'drizzle-orm/pglite/migrator'
import type { TestProject } from 'vitest/node'
import { migrationsFolder, openDatabase } from '../db/client.ts'
import { onServer } from './server-database.ts'

declare module 'vitest' {
  export interface ProvidedContext {
    /** A file holding the migrated PGlite data directory (a tar), on PGlite. */
    pgliteTemplate: string | null
    /** The migrated database that each file's database copies, on PostgreSQL. */
    postgresTemplate: string | null
  }
}

export default async function setup(project: TestProject) {
  const serverUrl = process.env.TEST_DATABASE_URL
  if (serverUrl) {
    const name = `hotel_template_${randomBytes(6).toString('hex')}`
    await onServer(serverUrl, `create database ${name}`)
    const url = new URL(serverUrl)
    url.pathname = `/${name}`
    const database = await openDatabase({ url: url.toString(), dataDir: null })
    await database.migrate()
    await database.close()
    project.provide('postgresTemplate', name)
    project.provide('pgliteTemplate', null)
    return () => onServer(serverUrl, `drop database if exists ${name} with (force)`)
  }
  const dir = await mkdtemp(path.join(tmpdir(), 'hotel-template-'))
  const file = path.join(dir, 'pglite.tar')
  const client = await PGlite.create({ extensions: { btree_gist } })
  await migrate(drizzle(client), { migrationsFolder })
  const tar = await client.dumpDataDir('none')
  await client.close()
  await writeFile(file, Buffer.from(await tar.arrayBuffer()))
  project.provide('pgliteTemplate', file)
  project.provide('postgresTemplate', null)
  return () => rm(dir, { recursive: true, force: true })
}
