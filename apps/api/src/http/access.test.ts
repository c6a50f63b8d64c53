import { defaultRolePermissions, type Permission, type StaffRole, staffRoles } from '@hotel/contract'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { RouteAccess } from '../app.ts'
import { staffUsers } from '../db/schema/index.ts'
import {
  createTestContext,
  registerGuest,
  type StaffAuth,
  signInNewStaff,
  signInOwner,
  type TestContext,
} from '../test/harness.ts'

// The access matrix, generated from the routes the app registers: every staff route x every kind of caller.
// A new route is covered without editing this file.

let ctx: TestContext
let guestToken: string
const staff = new Map<string, StaffAuth>()

/** Staff routes that need no session: they start one. */
const publicStaffRoutes = new Set([
  'POST /api/v1/staff/auth/login',
  'GET /api/v1/staff/invitations/:token',
  'POST /api/v1/staff/invitations/:token/accept',
  'POST /api/v1/staff/auth/password/forgot',
  'POST /api/v1/staff/auth/password/reset',
])

const isStaffRoute = (route: RouteAccess) => route.url.startsWith('/api/v1/staff/')

beforeAll(async () => {
  ctx = await createTestContext({ RATE_LIMIT_EXEMPT: '127.0.0.1' })
  staff.set('owner', await signInOwner(ctx))
  for (const role of staffRoles.filter((r) => r !== 'owner'))
    staff.set(role, await signInNewStaff(ctx, { roles: [role] }))
  staff.set('no role', await signInNewStaff(ctx, { roles: [] }))
  staff.set(
    'housekeeper + refunds.create',
    await signInNewStaff(ctx, { roles: ['housekeeper'], permissions: ['refunds.create'] }),
  )
  const gone = await signInNewStaff(ctx, { roles: ['manager'] })
  staff.set('suspended', gone)
  await ctx.database.db.update(staffUsers).set({ status: 'suspended' }).where(eq(staffUsers.id, gone.id))
  guestToken = await registerGuest(ctx)
})
afterAll(() => ctx?.close())

/** What a subject holds: by role, or 'none' for callers without a live staff session. */
function holds(subject: string): readonly Permission[] | 'none' {
  if (subject === 'owner') return defaultRolePermissions.owner
  if (subject === 'no role') return []
  if (subject === 'housekeeper + refunds.create')
    return [...defaultRolePermissions.housekeeper, 'refunds.create']
  if (staffRoles.includes(subject as StaffRole)) return defaultRolePermissions[subject as StaffRole]
  return 'none'
}

/** A concrete URL for a route: every parameter a well-formed value that names nothing. */
const concrete = (url: string) =>
  url.replace(/:(\w+)/g, (_whole, name: string) =>
    name === 'number' ? '987' : name === 'token' ? 'x'.repeat(43) : '00000000-0000-4000-8000-000000000000',
  )

async function call(route: RouteAccess, headers: Record<string, string>) {
  const unsafe = !['GET', 'HEAD', 'OPTIONS'].includes(route.method)
  return ctx.http(concrete(route.url), { method: route.method, headers, body: unsafe ? {} : undefined })
}

describe('the route table', () => {
  it('declares a permission (or any staff session) on every staff route, and on no other', () => {
    const routes = ctx.app.routeAccess.filter((route) => route.url.startsWith('/api/v1/'))
    expect(routes.length).toBeGreaterThan(40)
    const undeclared = routes
      .filter(isStaffRoute)
      .filter((route) => !publicStaffRoutes.has(`${route.method} ${route.url}`))
      .filter((route) => !route.permission && route.auth !== 'staff')
      .map((route) => `${route.method} ${route.url}`)
    expect(undeclared).toEqual([])
    const outside = routes
      .filter((route) => !isStaffRoute(route) && (route.permission || route.auth === 'staff'))
      .map((route) => `${route.method} ${route.url}`)
    expect(outside).toEqual([])
  })

  it('shows each permission in the OpenAPI document', async () => {
    const doc = (await ctx.http('/api/v1/openapi.json')).body
    expect(doc.paths['/api/v1/staff/payments/{id}/refunds'].post['x-permission']).toBe('refunds.create')
    expect(doc.paths['/api/v1/staff/payments/{id}/refunds'].post.description).toContain(
      'Permission: `refunds.create`.',
    )
  })
})

describe('the access matrix', () => {
  it('lets each caller reach exactly what it may, with 401 and 403 for the rest', async () => {
    const routes = ctx.app.routeAccess.filter(
      (route) => isStaffRoute(route) && !publicStaffRoutes.has(`${route.method} ${route.url}`),
    )
    const subjects = [...staff.keys(), 'guest token', 'no credential']
    const leaks: string[] = []
    for (const route of routes) {
      // Signing out would end the session the other routes use: it is tried last, below.
      if (route.url.endsWith('/logout') || route.url.endsWith('/logout-all')) continue
      for (const subject of subjects) {
        const auth = staff.get(subject)
        const headers: Record<string, string> = auth
          ? { cookie: auth.cookie, 'x-csrf-token': auth.csrf }
          : subject === 'guest token'
            ? { authorization: `Bearer ${guestToken}` }
            : {}
        const res = await call(route, headers)
        const held = holds(subject)
        const allowed =
          held !== 'none' && (route.permission ? held.includes(route.permission) : route.auth === 'staff')
        const expected = allowed ? 'allowed' : held === 'none' ? 401 : 403
        const got = res.status === 401 || res.status === 403 ? res.status : 'allowed'
        if (got !== expected)
          leaks.push(`${subject} -> ${route.method} ${route.url}: expected ${expected}, got ${res.status}`)
        if (got === 403) expect(res.body.code, res.text).toBe('forbidden')
      }
    }
    expect(leaks).toEqual([])
    // Every staff route times every kind of caller (about 1,300 requests): 6 s on a quiet machine, more beside the
    // other test files on two cores.
  }, 120_000)

  it('refuses every unsafe staff request without its CSRF token, even the owner’s', async () => {
    const owner = staff.get('owner') as StaffAuth
    const unsafe = ctx.app.routeAccess.filter(
      (route) =>
        isStaffRoute(route) &&
        !['GET', 'HEAD', 'OPTIONS'].includes(route.method) &&
        !publicStaffRoutes.has(`${route.method} ${route.url}`),
    )
    expect(unsafe.length).toBeGreaterThan(0)
    for (const route of unsafe) {
      const res = await call(route, { cookie: owner.cookie })
      expect([route.url, res.status, res.body.code]).toEqual([route.url, 403, 'csrf_invalid'])
      const wrong = await call(route, { cookie: owner.cookie, 'x-csrf-token': 'x'.repeat(43) })
      expect([route.url, wrong.status]).toEqual([route.url, 403])
    }
  })

  it('says "higher privileges" for owner-only permissions, and names a missing one otherwise', async () => {
    const manager = staff.get('manager') as StaffAuth
    const ownerOnly = ctx.app.routeAccess.find((route) =>
      ['staff.manage', 'roles.manage', 'settings.manage', 'audit.view'].includes(route.permission ?? ''),
    )
    if (ownerOnly) {
      const res = await call(ownerOnly, { cookie: manager.cookie, 'x-csrf-token': manager.csrf })
      expect(res.body.message).toBe('The operation requires higher privileges.')
    }
    const housekeeper = staff.get('housekeeper') as StaffAuth
    const refunds = ctx.app.routeAccess.find((route) => route.permission === 'refunds.create') as RouteAccess
    const res = await ctx.http(concrete(refunds.url), {
      method: 'POST',
      body: {},
      headers: { cookie: housekeeper.cookie, 'x-csrf-token': housekeeper.csrf, 'Accept-Language': 'es' },
    })
    expect(res.body).toEqual({
      code: 'forbidden',
      message: 'No tiene permiso para hacer esto. Pídalo al propietario si lo necesita.',
    })
  })

  it('lets any live session sign out, and nobody else', async () => {
    for (const subject of [...staff.keys()]) {
      const auth = staff.get(subject) as StaffAuth
      const res = await ctx.http('/api/v1/staff/auth/logout', {
        method: 'POST',
        headers: { cookie: auth.cookie, 'x-csrf-token': auth.csrf },
      })
      expect([subject, res.status]).toEqual([subject, subject === 'suspended' ? 401 : 200])
    }
    const guest = await ctx.http('/api/v1/staff/auth/logout', {
      method: 'POST',
      headers: { authorization: `Bearer ${guestToken}` },
    })
    expect(guest.status).toBe(401)
  })
})
