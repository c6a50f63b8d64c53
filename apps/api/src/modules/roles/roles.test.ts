import {
  defaultRolePermissions,
  type Permission,
  permissions,
  roleLabels,
  type StaffRole,
  staffRoles,
} from '@hotel/contract'
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { auditLog, rolePermissions, staffUserRoles, staffUsers } from '../../db/schema/index.ts'
import { seed } from '../../db/seed.ts'
import {
  createStaff,
  createTestContext,
  type StaffAuth,
  type StaffClient,
  signInNewStaff,
  signInOwner,
  staffClient,
  staffHeaders,
  staffLogin,
  type TestContext,
} from '../../test/harness.ts'

let ctx: TestContext
let owner: StaffAuth
let asOwner: StaffClient
const password = 'roles-test-pass-2026'
const nowhere = '00000000-0000-4000-8000-000000000000'

beforeAll(async () => {
  ctx = await createTestContext({ RATE_LIMIT_EXEMPT: '127.0.0.1' })
  owner = await signInOwner(ctx)
  asOwner = staffClient(ctx, owner)
})
afterAll(() => ctx?.close())

/** A refund of a payment that does not exist: 403 without refunds.create, 404 with it. */
const refund = (auth: StaffAuth) =>
  staffClient(ctx, auth)(`/payments/${nowhere}/refunds`, { method: 'POST', body: { amount: 100 } })
const me = async (auth: StaffAuth) => (await staffClient(ctx, auth)('/auth/me')).body.data

/** A staff member signed in as `email` (the routes find people by it), with roles and permissions. */
async function person(email: string, roles: StaffRole[], extra: Permission[] = []) {
  const auth = await signInNewStaff(ctx, { email, roles, permissions: extra, name: 'Rosa' })
  return { id: auth.id, auth }
}

async function auditOf(entityId: string) {
  return ctx.database.db.select().from(auditLog).where(eq(auditLog.entityId, entityId))
}

describe('GET /staff/roles', () => {
  it('answers the matrix: each role with its labels, permissions and holders, and the catalogue', async () => {
    await createStaff(ctx, { email: 'matrix-desk@casapinar.example', password, roles: ['receptionist'] })
    const res = await asOwner('/roles')
    expect(res.status).toBe(200)
    const { roles, permissions: catalogue } = res.body.data
    expect(roles.map((entry: { role: string }) => entry.role)).toEqual([...staffRoles])
    const byRole = Object.fromEntries(roles.map((entry: { role: string }) => [entry.role, entry]))
    expect(byRole.owner).toEqual({
      role: 'owner',
      label: roleLabels.owner,
      permissions,
      editable: false,
      holders: 1,
    })
    expect(byRole.receptionist.label).toEqual({ en: 'Receptionist', es: 'Recepcionista' })
    expect(byRole.receptionist.editable).toBe(true)
    expect(byRole.receptionist.holders).toBeGreaterThanOrEqual(1)
    expect([...byRole.receptionist.permissions].sort()).toEqual(
      [...defaultRolePermissions.receptionist].sort(),
    )
    expect(catalogue).toHaveLength(permissions.length)
    expect(catalogue.find((entry: { permission: string }) => entry.permission === 'audit.view')).toEqual({
      permission: 'audit.view',
      label: { en: 'Read the audit log', es: 'Leer el registro de auditoría' },
      owner_only: true,
    })
    expect(
      catalogue.find((entry: { permission: string }) => entry.permission === 'refunds.create').owner_only,
    ).toBe(false)
  })

  it('answers anyone but an owner "higher privileges", in English and Spanish', async () => {
    const { auth } = await person('matrix-manager@casapinar.example', ['manager'])
    const en = await staffClient(ctx, auth)('/roles')
    expect(en.status).toBe(403)
    expect(en.body).toEqual({ code: 'forbidden', message: 'The operation requires higher privileges.' })
    const es = await staffClient(ctx, auth)('/roles', { lang: 'es' })
    expect(es.body.message).toBe('La operación requiere privilegios más altos.')
    const anonymous = await ctx.http('/api/v1/staff/roles')
    expect(anonymous.status).toBe(401)
  })
})

describe('PUT /staff/roles/{role}/permissions', () => {
  it("changes a role's grants for its holders at their next request, and records it", async () => {
    const desk = await person('put-desk@casapinar.example', ['receptionist'])
    expect((await refund(desk.auth)).status).toBe(403)
    const wanted = [...defaultRolePermissions.receptionist, 'refunds.create']
    const res = await asOwner('/roles/receptionist/permissions', {
      method: 'PUT',
      body: { permissions: wanted },
    })
    expect(res.status).toBe(200)
    expect(res.body.message).toBe(
      'The permissions of the Receptionist role have been saved. Everyone who holds it has them from now on.',
    )
    expect(res.body.data.role).toBe('receptionist')
    expect([...res.body.data.permissions].sort()).toEqual([...wanted].sort())
    // No new sign-in: the same session has the new grant.
    const after = await refund(desk.auth)
    expect(after.status).toBe(404)
    expect((await me(desk.auth)).permissions).toContain('refunds.create')

    const [entry] = await auditOf('receptionist')
    expect(entry).toMatchObject({
      action: 'roles.permissions',
      entity: 'role',
      entityId: 'receptionist',
      before: { permissions: expect.not.arrayContaining(['refunds.create']) },
      after: { added: ['refunds.create'], removed: [] },
    })

    // The same set again changes nothing and records nothing.
    const again = await asOwner('/roles/receptionist/permissions', {
      method: 'PUT',
      body: { permissions: wanted },
      lang: 'es',
    })
    expect(again.status).toBe(200)
    expect(again.body.message).toBe('El rol Recepcionista ya tenía exactamente estos permisos.')
    expect(await auditOf('receptionist')).toHaveLength(1)

    // Back to the defaults, in Spanish: the grant goes at the next request too.
    const back = await asOwner('/roles/receptionist/permissions', {
      method: 'PUT',
      body: { permissions: [...defaultRolePermissions.receptionist] },
      lang: 'es',
    })
    expect(back.body.message).toBe(
      'Se guardaron los permisos del rol Recepcionista. Quienes lo tienen cuentan con ellos desde ahora.',
    )
    expect((await refund(desk.auth)).status).toBe(403)
  })

  it('empties a role, matches names in any letter case, and drops duplicates', async () => {
    const keeper = await person('put-keeper@casapinar.example', ['housekeeper'])
    const emptied = await asOwner('/roles/Housekeeper/permissions', {
      method: 'PUT',
      body: { permissions: [] },
    })
    expect(emptied.status).toBe(200)
    expect(emptied.body.data.permissions).toEqual([])
    expect((await me(keeper.auth)).permissions).toEqual([])
    const restored = await asOwner('/roles/housekeeper/permissions', {
      method: 'PUT',
      body: {
        permissions: ['Rooms.View', 'housekeeping.update', 'inventory.manage', 'rooms.view'],
      },
    })
    expect(restored.body.data.permissions).toEqual(['rooms.view', 'housekeeping.update', 'inventory.manage'])
    const rows = await ctx.database.db
      .select()
      .from(rolePermissions)
      .where(eq(rolePermissions.role, 'housekeeper'))
    expect(rows).toHaveLength(3)
  })

  it('keeps every role empty over a restart once the owner emptied them (the defaults are given once)', async () => {
    const others = staffRoles.filter((role) => role !== 'owner')
    for (const role of others)
      await asOwner(`/roles/${role}/permissions`, { method: 'PUT', body: { permissions: [] } })
    await seed(ctx.database.db, ctx.config)
    expect(await ctx.database.db.select().from(rolePermissions)).toEqual([])
    for (const role of others)
      await asOwner(`/roles/${role}/permissions`, {
        method: 'PUT',
        body: {
          permissions: defaultRolePermissions[role],
        },
      })
  })

  it('refuses to edit the owner role (409)', async () => {
    const en = await asOwner('/roles/owner/permissions', { method: 'PUT', body: { permissions: [] } })
    expect(en.status).toBe(409)
    expect(en.body).toEqual({
      code: 'owner_role_fixed',
      message: 'The owner role always holds every permission; it cannot be edited.',
    })
    const es = await asOwner('/roles/owner/permissions', {
      method: 'PUT',
      body: { permissions: [] },
      lang: 'es',
    })
    expect(es.body.message).toBe(
      'El rol de propietario siempre tiene todos los permisos; no se puede editar.',
    )
  })

  it('answers an unknown role or permission 404, each with its own message', async () => {
    const role = await asOwner('/roles/janitor/permissions', { method: 'PUT', body: { permissions: [] } })
    expect(role.status).toBe(404)
    expect(role.body).toEqual({ code: 'role_not_found', message: 'There is no role called “janitor”.' })
    const roleEs = await asOwner('/roles/janitor/permissions', {
      method: 'PUT',
      body: { permissions: [] },
      lang: 'es',
    })
    expect(roleEs.body.message).toBe('No existe el rol «janitor».')

    const body = { permissions: ['rooms.view', 'rooms.fly', 'rooms.fly', 'cash.steal'] }
    const permission = await asOwner('/roles/manager/permissions', { method: 'PUT', body })
    expect(permission.status).toBe(404)
    expect(permission.body).toEqual({
      code: 'permission_not_found',
      message: 'There is no permission called “rooms.fly, cash.steal”.',
    })
    const permissionEs = await asOwner('/roles/manager/permissions', { method: 'PUT', body, lang: 'es' })
    expect(permissionEs.body.message).toBe('No existe el permiso «rooms.fly, cash.steal».')
  })

  it('refuses owner-only permissions (422), naming them', async () => {
    const body = { permissions: ['rooms.view', 'roles.manage', 'audit.view'] }
    const en = await asOwner('/roles/manager/permissions', { method: 'PUT', body })
    expect(en.status).toBe(422)
    expect(en.body).toEqual({
      code: 'owner_only_permission',
      message: 'Only the owner role can hold these permissions: roles.manage, audit.view.',
      errors: { permissions: ['Only the owner role can hold these permissions: roles.manage, audit.view.'] },
    })
    const es = await asOwner('/roles/manager/permissions', { method: 'PUT', body, lang: 'es' })
    expect(es.body.message).toBe(
      'Solo el rol de propietario puede tener estos permisos: roles.manage, audit.view.',
    )
    // Nothing changed.
    const matrix = await asOwner('/roles')
    const manager = matrix.body.data.roles.find((entry: { role: string }) => entry.role === 'manager')
    expect(manager.permissions).not.toContain('roles.manage')
    expect(manager.permissions.length).toBe(defaultRolePermissions.manager.length)
  })

  it('validates the body', async () => {
    const res = await asOwner('/roles/manager/permissions', {
      method: 'PUT',
      body: { permissions: 'rooms.view' },
    })
    expect(res.status).toBe(422)
    expect(res.body.code).toBe('validation_failed')
  })
})

describe('roles and permissions by e-mail plus name', () => {
  it('gives a receptionist a permission by e-mail: 403 before, allowed after, and takes it back', async () => {
    const desk = await person('grant-desk@casapinar.example', ['receptionist'])
    expect((await refund(desk.auth)).status).toBe(403)

    const res = await asOwner('/permissions/assign', {
      method: 'POST',
      body: {
        email: 'Grant-Desk@casapinar.example',
        permission: 'refunds.create',
      },
    })
    expect(res.status).toBe(200)
    expect(res.body.message).toBe('Rosa Desk now holds the permission “Refund payments”.')
    expect(res.body.data.user.email).toBe('grant-desk@casapinar.example')
    expect(res.body.data.direct_permissions).toEqual(['refunds.create'])
    expect(res.body.data.permissions).toContain('refunds.create')
    expect((await refund(desk.auth)).status).toBe(404)

    // Again: nothing changes, 200, and it says so.
    const again = await asOwner('/permissions/assign', {
      method: 'POST',
      body: { email: 'grant-desk@casapinar.example', permission: 'refunds.create' },
      lang: 'es',
    })
    expect(again.status).toBe(200)
    expect(again.body.message).toBe('Rosa Desk ya tiene el permiso «Reembolsar pagos».')

    const entries = await auditOf(desk.id)
    expect(entries).toHaveLength(1)
    expect(entries[0]).toMatchObject({
      action: 'permissions.assign',
      entity: 'staff_user',
      before: { permissions: [] },
      after: { permissions: ['refunds.create'], permission: 'refunds.create' },
      ip: '127.0.0.1',
    })

    const removed = await asOwner('/permissions/remove', {
      method: 'POST',
      body: {
        email: 'grant-desk@casapinar.example',
        permission: 'refunds.create',
      },
    })
    expect(removed.status).toBe(200)
    expect(removed.body.message).toBe('Rosa Desk no longer holds the permission “Refund payments”.')
    expect((await refund(desk.auth)).status).toBe(403)
    const removedEs = await asOwner('/permissions/remove', {
      method: 'POST',
      body: { email: 'grant-desk@casapinar.example', permission: 'refunds.create' },
      lang: 'es',
    })
    expect(removedEs.status).toBe(200)
    expect(removedEs.body.message).toBe('Rosa Desk no tiene el permiso «Reembolsar pagos» dado directamente.')
    expect((await auditOf(desk.id)).map((entry) => entry.action).sort()).toEqual([
      'permissions.assign',
      'permissions.remove',
    ])
  })

  it('says when a permission taken away is still held through a role', async () => {
    await person('kept-desk@casapinar.example', ['receptionist'], ['payments.view'])
    const res = await asOwner('/permissions/remove', {
      method: 'POST',
      body: {
        email: 'kept-desk@casapinar.example',
        permission: 'payments.view',
      },
    })
    expect(res.status).toBe(200)
    expect(res.body.message).toBe(
      'The permission “See payments and balances” given to Rosa Desk directly has been removed; they still hold it through one of their roles.',
    )
    expect(res.body.data.direct_permissions).toEqual([])
    expect(res.body.data.permissions).toContain('payments.view')
    const es = await asOwner('/permissions/assign', {
      method: 'POST',
      body: { email: 'kept-desk@casapinar.example', permission: 'payments.view' },
      lang: 'es',
    })
    expect(es.body.message).toBe('Rosa Desk ahora tiene el permiso «Ver pagos y saldos».')
  })

  it('refuses to give an owner-only permission directly (422)', async () => {
    await person('greedy@casapinar.example', ['manager'])
    const body = { email: 'greedy@casapinar.example', permission: 'staff.manage' }
    const en = await asOwner('/permissions/assign', { method: 'POST', body })
    expect(en.status).toBe(422)
    expect(en.body.code).toBe('owner_only_permission')
    expect(en.body.message).toBe('Only the owner role can hold these permissions: staff.manage.')
    const es = await asOwner('/permissions/assign', { method: 'POST', body, lang: 'es' })
    expect(es.body.message).toBe('Solo el rol de propietario puede tener estos permisos: staff.manage.')
  })

  it('gives and takes roles, idempotently, and records each change', async () => {
    const desk = await person('roles-desk@casapinar.example', ['receptionist'])
    const body = { email: 'roles-desk@casapinar.example', role: 'accountant' }
    const res = await asOwner('/roles/assign', { method: 'POST', body })
    expect(res.status).toBe(200)
    expect(res.body.message).toBe('Rosa Desk now holds the Accountant role.')
    expect(res.body.data.user.roles).toEqual(['accountant', 'receptionist'])
    expect(res.body.data.permissions).toContain('refunds.create')
    expect((await refund(desk.auth)).status).toBe(404)

    const again = await asOwner('/roles/assign', { method: 'POST', body, lang: 'es' })
    expect(again.status).toBe(200)
    expect(again.body.message).toBe('Rosa Desk ya tiene el rol Contador.')

    const removed = await asOwner('/roles/remove', { method: 'POST', body, lang: 'es' })
    expect(removed.status).toBe(200)
    expect(removed.body.message).toBe('Rosa Desk ya no tiene el rol Contador.')
    expect(removed.body.data.user.roles).toEqual(['receptionist'])
    expect((await refund(desk.auth)).status).toBe(403)

    const notHeld = await asOwner('/roles/remove', { method: 'POST', body })
    expect(notHeld.status).toBe(200)
    expect(notHeld.body.message).toBe('Rosa Desk does not hold the Accountant role.')

    const assignEs = await asOwner('/roles/assign', {
      method: 'POST',
      body: { ...body, role: 'Housekeeper' },
      lang: 'es',
    })
    expect(assignEs.body.message).toBe('Rosa Desk ahora tiene el rol Camarista.')

    const entries = await auditOf(desk.id)
    expect(entries.map((entry) => entry.action).sort()).toEqual([
      'roles.assign',
      'roles.assign',
      'roles.remove',
    ])
    expect(entries.find((entry) => entry.action === 'roles.remove')).toMatchObject({
      before: { roles: ['accountant', 'receptionist'] },
      after: { roles: ['receptionist'], role: 'accountant' },
    })
  })

  it('leaves a person whose last role is taken signed in, with no screens', async () => {
    const desk = await person('last-role@casapinar.example', ['receptionist'])
    const res = await asOwner('/roles/remove', {
      method: 'POST',
      body: {
        email: 'last-role@casapinar.example',
        role: 'receptionist',
      },
    })
    expect(res.status).toBe(200)
    expect(res.body.message).toBe(
      'Rosa Desk no longer holds any role. They stay signed in but see no screens until they are given a role or a permission.',
    )
    expect(res.body.data.user.roles).toEqual([])
    expect(res.body.data.permissions).toEqual([])
    const session = await staffClient(ctx, desk.auth)('/auth/me')
    expect(session.status).toBe(200)
    expect(session.body.data.permissions).toEqual([])
    expect((await staffClient(ctx, desk.auth)('/roles')).status).toBe(403)

    const direct = await person('last-role-direct@casapinar.example', ['housekeeper'], ['reports.view'])
    const es = await asOwner('/roles/remove', {
      method: 'POST',
      body: { email: 'last-role-direct@casapinar.example', role: 'housekeeper' },
      lang: 'es',
    })
    expect(es.body.message).toBe(
      'Rosa Desk ya no tiene ningún rol; conserva solo los permisos que se le dieron directamente.',
    )
    expect((await me(direct.auth)).permissions).toEqual(['reports.view'])
    const notHeldEs = await asOwner('/roles/remove', {
      method: 'POST',
      body: { email: 'last-role@casapinar.example', role: 'receptionist' },
      lang: 'es',
    })
    expect(notHeldEs.body.message).toBe('Rosa Desk no tiene el rol Recepcionista.')
  })

  it('answers an unknown e-mail, role or permission 404, each with its own message', async () => {
    await person('known@casapinar.example', ['receptionist'])
    const cases = [
      {
        path: '/roles/assign',
        body: { email: 'nobody@casapinar.example', role: 'manager' },
        code: 'staff_email_not_found',
        en: 'No staff member has the e-mail nobody@casapinar.example.',
        es: 'Ningún miembro del personal tiene el correo nobody@casapinar.example.',
      },
      {
        path: '/permissions/remove',
        body: { email: 'nobody@casapinar.example', permission: 'rooms.view' },
        code: 'staff_email_not_found',
        en: 'No staff member has the e-mail nobody@casapinar.example.',
        es: 'Ningún miembro del personal tiene el correo nobody@casapinar.example.',
      },
      {
        path: '/roles/remove',
        body: { email: 'known@casapinar.example', role: 'chef' },
        code: 'role_not_found',
        en: 'There is no role called “chef”.',
        es: 'No existe el rol «chef».',
      },
      {
        path: '/permissions/assign',
        body: { email: 'known@casapinar.example', permission: 'kitchen.cook' },
        code: 'permission_not_found',
        en: 'There is no permission called “kitchen.cook”.',
        es: 'No existe el permiso «kitchen.cook».',
      },
    ]
    for (const item of cases) {
      const en = await asOwner(item.path, { method: 'POST', body: item.body })
      expect([item.path, en.status, en.body]).toEqual([item.path, 404, { code: item.code, message: item.en }])
      const es = await asOwner(item.path, { method: 'POST', body: item.body, lang: 'es' })
      expect([item.path, es.body.message]).toEqual([item.path, item.es])
    }
    // A malformed e-mail is a validation error, not an unknown one.
    const malformed = await asOwner('/roles/assign', {
      method: 'POST',
      body: { email: 'not-an-email', role: 'manager' },
    })
    expect(malformed.status).toBe(422)
    expect(malformed.body.errors.email).toEqual(['Invalid email.'])
  })

  it('is for owners only', async () => {
    const { auth } = await person('byemail-manager@casapinar.example', ['manager'])
    const res = await staffClient(ctx, auth)('/roles/assign', {
      method: 'POST',
      body: {
        email: 'byemail-manager@casapinar.example',
        role: 'owner',
      },
    })
    expect(res.status).toBe(403)
    expect(res.body.message).toBe('The operation requires higher privileges.')
    const rows = await ctx.database.db
      .select()
      .from(staffUserRoles)
      .innerJoin(staffUsers, eq(staffUsers.id, staffUserRoles.userId))
      .where(and(eq(staffUsers.email, 'byemail-manager@casapinar.example'), eq(staffUserRoles.role, 'owner')))
    expect(rows).toEqual([])
  })
})

describe('the last active owner', () => {
  const ownerEmail = () => ctx.config.SEED_OWNER_EMAIL

  it('cannot lose the owner role (409), and a suspended owner does not count', async () => {
    const removals = async () =>
      (await ctx.database.db.select().from(auditLog).where(eq(auditLog.action, 'roles.remove'))).length
    const before = await removals()
    const en = await asOwner('/roles/remove', {
      method: 'POST',
      body: { email: ownerEmail(), role: 'owner' },
    })
    expect(en.status).toBe(409)
    expect(en.body).toEqual({
      code: 'last_owner',
      message: 'The hotel must keep at least one active owner. Make someone else an owner first.',
    })
    const es = await asOwner('/roles/remove', {
      method: 'POST',
      body: { email: ownerEmail(), role: 'owner' },
      lang: 'es',
    })
    expect(es.body.message).toBe(
      'El hotel debe conservar al menos un propietario activo. Primero haga propietaria a otra persona.',
    )

    await createStaff(ctx, { email: 'sleeping-owner@casapinar.example', password, roles: ['owner'] })
    await ctx.database.db
      .update(staffUsers)
      .set({ status: 'suspended' })
      .where(eq(staffUsers.email, 'sleeping-owner@casapinar.example'))
    const still = await asOwner('/roles/remove', {
      method: 'POST',
      body: { email: ownerEmail(), role: 'owner' },
    })
    expect(still.status).toBe(409)
    // The suspended one may lose it: the active owner stays.
    const theirs = await asOwner('/roles/remove', {
      method: 'POST',
      body: {
        email: 'sleeping-owner@casapinar.example',
        role: 'owner',
      },
    })
    expect(theirs.status).toBe(200)
    // The refusals recorded nothing; the removal did.
    expect(await removals()).toBe(before + 1)
  })

  it('lets an owner step down when another active owner stays', async () => {
    await createStaff(ctx, { email: 'second-owner@casapinar.example', password, roles: [], name: 'Rosa' })
    const made = await asOwner('/roles/assign', {
      method: 'POST',
      body: {
        email: 'second-owner@casapinar.example',
        role: 'owner',
      },
    })
    expect(made.status).toBe(200)
    expect(made.body.message).toBe('Rosa Desk now holds the Owner role.')
    expect(made.body.data.permissions).toEqual(permissions)
    const second = await staffLogin(ctx, 'second-owner@casapinar.example', password)
    const stepDown = await staffClient(ctx, second)('/roles/remove', {
      method: 'POST',
      body: {
        email: 'second-owner@casapinar.example',
        role: 'owner',
      },
    })
    expect(stepDown.status).toBe(200)
    expect(stepDown.body.data.permissions).toEqual([])
    // Their next request sees it.
    expect((await staffClient(ctx, second)('/roles')).status).toBe(403)
  })

  // The loser answers 409, or 403 when the winner's change had already taken its owner role when its request
  // was authorised; never both succeed, never a 500.
  it('holds when two owners remove each other at the same moment: one wins', async () => {
    const other = await ctx.secondInstance()
    try {
      for (let round = 0; round < 3; round++) {
        const email = `race-owner-${round}@casapinar.example`
        const rival = await signInNewStaff(ctx, { email, roles: ['owner'] })
        const rivalBase = other?.baseUrl ?? ctx.baseUrl
        const [mine, theirs] = await Promise.all([
          asOwner('/roles/remove', { method: 'POST', body: { email, role: 'owner' } }),
          fetch(`${rivalBase}/api/v1/staff/roles/remove`, {
            method: 'POST',
            headers: { ...staffHeaders(rival), 'content-type': 'application/json' },
            body: JSON.stringify({ email: ownerEmail(), role: 'owner' }),
          }).then(async (res) => ({ status: res.status, body: await res.json() })),
        ])
        const [winner, loser] = mine.status === 200 ? [mine, theirs] : [theirs, mine]
        expect(winner.status).toBe(200)
        expect([
          [409, 'last_owner'],
          [403, 'forbidden'],
        ]).toContainEqual([loser.status, loser.body.code])
        const owners = await ctx.database.db
          .select({ id: staffUserRoles.userId })
          .from(staffUserRoles)
          .where(eq(staffUserRoles.role, 'owner'))
        expect(owners).toHaveLength(1)
        // Whoever is left makes the seeded owner an owner again, for the next round.
        if (mine !== winner) {
          const back = await staffClient(ctx, rival)('/roles/assign', {
            method: 'POST',
            body: { email: ownerEmail(), role: 'owner' },
          })
          expect(back.status).toBe(200)
          await asOwner('/roles/remove', { method: 'POST', body: { email, role: 'owner' } })
        }
      }
    } finally {
      await other?.close()
    }
  })

  it('holds when one owner removes the two owners at once', async () => {
    await createStaff(ctx, { email: 'twin-owner@casapinar.example', password, roles: ['owner'] })
    const results = await Promise.all([
      asOwner('/roles/remove', {
        method: 'POST',
        body: { email: 'twin-owner@casapinar.example', role: 'owner' },
      }),
      asOwner('/roles/remove', { method: 'POST', body: { email: ownerEmail(), role: 'owner' } }),
    ])
    expect(results.map((res) => res.status).sort()).toEqual([200, 409])
    const owners = await ctx.database.db
      .select({ id: staffUserRoles.userId })
      .from(staffUserRoles)
      .where(eq(staffUserRoles.role, 'owner'))
    expect(owners).toHaveLength(1)
  })
})
