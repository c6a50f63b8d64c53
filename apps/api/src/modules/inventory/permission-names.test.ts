import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { isPermission } from '@hotel/contract'
import { asc, eq, sql } from 'drizzle-orm'
import { readMigrationFiles } from 'drizzle-orm/migrator'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../../db/client.ts'
import { migrationsFolder } from '../../db/client.ts'
import { auditLog, rolePermissions, staffUserPermissions, staffUsers } from '../../db/schema/index.ts'
import { freshDatabase } from '../../test/harness.ts'

// Migration 0024 renames the inventory's permissions in the stored grants: inventory.manage (count and adjust
// stock) -> inventory.count first, then products.manage -> inventory.manage and products.view -> inventory.view.
// The grants below are what a hotel held before it (the old defaults, a direct grant or two, and a holder who
// already has a new name); the migration's statements run as the migrator runs them, in one transaction.

const tag = '0024_inventory_permissions'

let fresh: Awaited<ReturnType<typeof freshDatabase>>
let db: Database['db']

beforeAll(async () => {
  fresh = await freshDatabase()
  await fresh.database.migrate()
  db = fresh.database.db
})
afterAll(async () => {
  await fresh?.database.close()
  await fresh?.drop()
})

interface Journal {
  entries: { idx: number; when: number; tag: string }[]
}

async function journal(): Promise<Journal> {
  return JSON.parse(await readFile(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8'))
}

/** The migration's statements, split at its breakpoints exactly as drizzle's migrator reads them. */
async function renameStatements(): Promise<string[]> {
  const index = (await journal()).entries.findIndex((entry) => entry.tag === tag)
  const migration = readMigrationFiles({ migrationsFolder })[index]
  if (index < 0 || !migration) throw new Error(`${tag} is not in the journal`)
  return migration.sql.filter((statement) => statement.trim())
}

async function staffMember(email: string): Promise<string> {
  const [row] = await db
    .insert(staffUsers)
    .values({ name: 'Test', lastName: 'Person', email, passwordHash: 'not-a-hash' })
    .returning({ id: staffUsers.id })
  if (!row) throw new Error('staff member not inserted')
  return row.id
}

const roleGrants = async () => {
  const rows = await db
    .select()
    .from(rolePermissions)
    .orderBy(asc(rolePermissions.role), asc(rolePermissions.permission))
  const byRole: Record<string, string[]> = {}
  for (const row of rows) byRole[row.role] = [...(byRole[row.role] ?? []), row.permission]
  return byRole
}

const directGrants = async (userId: string) =>
  (
    await db
      .select({ permission: staffUserPermissions.permission })
      .from(staffUserPermissions)
      .where(eq(staffUserPermissions.userId, userId))
      .orderBy(asc(staffUserPermissions.permission))
  ).map((row) => row.permission)

describe('migration 0024: the inventory permissions under their new names', () => {
  it('comes after every earlier migration in the journal, so a database already migrated applies it', async () => {
    const entries = (await journal()).entries
    const at = entries.findIndex((entry) => entry.tag === tag)
    expect(at).toBeGreaterThan(0)
    // drizzle applies only the migrations newer than the last one a database has: an older `when` is skipped.
    expect(entries[at]?.when).toBeGreaterThan(entries[at - 1]?.when ?? Number.POSITIVE_INFINITY)
  })

  it('renames the old keys in role grants and direct grants, in order, keeping one row per holder', async () => {
    // Migrated, never seeded: no grants yet but these.
    await db.insert(rolePermissions).values([
      { role: 'receptionist', permission: 'rooms.view' },
      { role: 'receptionist', permission: 'products.view' },
      { role: 'accountant', permission: 'reports.view' },
      { role: 'accountant', permission: 'products.view' },
      { role: 'accountant', permission: 'products.manage' },
      { role: 'accountant', permission: 'inventory.manage' },
      // The manager already holds inventory.view (given by hand) besides the old name of the same thing.
      { role: 'manager', permission: 'products.view' },
      { role: 'manager', permission: 'inventory.view' },
      { role: 'manager', permission: 'products.manage' },
      { role: 'manager', permission: 'inventory.manage' },
      // The old inventory.manage alone: counting stock, never editing products.
      { role: 'housekeeper', permission: 'inventory.manage' },
    ])
    const hilda = await staffMember('hilda@casapinar.example')
    const bruno = await staffMember('bruno@casapinar.example')
    await db.insert(staffUserPermissions).values([
      { userId: hilda, permission: 'products.view' },
      { userId: hilda, permission: 'inventory.manage' },
      { userId: bruno, permission: 'products.manage' },
      { userId: bruno, permission: 'inventory.manage' },
      { userId: bruno, permission: 'inventory.count' },
      { userId: bruno, permission: 'breakfasts.manage' },
    ])
    const [history] = await db
      .insert(auditLog)
      .values({
        staffUserId: null,
        action: 'permissions.assign',
        entity: 'staff_user',
        entityId: hilda,
        after: { permissions: ['products.view', 'inventory.manage'] },
        ip: '127.0.0.1',
      })
      .returning()

    const statements = await renameStatements()
    await db.transaction(async (tx) => {
      for (const statement of statements) await tx.execute(sql.raw(statement))
    })

    expect(await roleGrants()).toEqual({
      manager: ['inventory.count', 'inventory.manage', 'inventory.view'],
      receptionist: ['inventory.view', 'rooms.view'],
      accountant: ['inventory.count', 'inventory.manage', 'inventory.view', 'reports.view'],
      housekeeper: ['inventory.count'],
    })
    expect(await directGrants(hilda)).toEqual(['inventory.count', 'inventory.view'])
    expect(await directGrants(bruno)).toEqual(['breakfasts.manage', 'inventory.count', 'inventory.manage'])
    // Every stored grant is a name of today's catalogue.
    const stored = [
      ...(await db.select({ permission: rolePermissions.permission }).from(rolePermissions)),
      ...(await db.select({ permission: staffUserPermissions.permission }).from(staffUserPermissions)),
    ].map((row) => row.permission)
    expect(stored.filter((permission) => !isPermission(permission))).toEqual([])
    // The audit log keeps what was written at the time.
    const [kept] = await db
      .select()
      .from(auditLog)
      .where(eq(auditLog.id, history?.id ?? ''))
    expect(kept?.after).toEqual({ permissions: ['products.view', 'inventory.manage'] })
  })
})
