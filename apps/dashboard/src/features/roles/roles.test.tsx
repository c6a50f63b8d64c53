import {
  ApiError,
  defaultRolePermissions,
  isOwnerOnly,
  type Permission,
  permissionCatalogue,
  permissions,
  type RoleEntry,
  type RoleMatrix,
  roleLabels,
  staffRoles,
} from '@hotel/contract'
import { afterEach, describe, expect, it, vi } from 'vitest'
import en from '../../../public/locales/en/common.json'
import { owner, renderHtml, text } from '../../test-support.tsx'
import { roleKeys, saveRoleChanges } from './api.ts'
import {
  groupByResource,
  isChanged,
  pendingChanges,
  shownGrants,
  toggleGrant,
  withoutRoles,
} from './grants.ts'
import RolesPage from './roles-page.tsx'

const holders = { owner: 1, manager: 2, receptionist: 3, accountant: 1, housekeeper: 0 }

/** GET /staff/roles as the API answers it for a hotel still on the default grants. */
const matrix: RoleMatrix = {
  roles: staffRoles.map((role) => ({
    role,
    label: roleLabels[role],
    permissions: [...defaultRolePermissions[role]],
    editable: role !== 'owner',
    holders: holders[role],
  })),
  permissions: permissions.map((permission) => ({
    permission,
    label: { en: permissionCatalogue[permission].en, es: permissionCatalogue[permission].es },
    owner_only: isOwnerOnly(permission),
  })),
}

const entry = (role: RoleEntry['role']) => {
  const found = matrix.roles.find((candidate) => candidate.role === role)
  if (!found) throw new Error(role)
  return found
}
const receptionist = entry('receptionist')
const manager = entry('manager')

const render = (lng: 'en' | 'es' = 'en') =>
  renderHtml(<RolesPage />, { lng, session: owner, queries: [[roleKeys.matrix, matrix]] })

/** Every checkbox named `name`, as its opening tag (the desk table and the phone list each have their own). */
const boxes = (html: string, name: string) =>
  [...html.matchAll(/<input[^>]*type="checkbox"[^>]*>/g)]
    .map((match) => match[0])
    .filter((tag) => tag.includes(`aria-label="${name.replaceAll("'", '&#x27;')}"`))

describe('the roles matrix', () => {
  it('lists the permissions grouped by resource, with a role per column and how many hold it', async () => {
    const html = await render()
    expect(html).toMatch(/<th scope="rowgroup"[^>]*>Rooms<\/th>/)
    expect(html).toMatch(/<th scope="rowgroup"[^>]*>Audit log<\/th>/)
    for (const role of staffRoles)
      expect(html).toMatch(new RegExp(`<th scope="col"[^>]*>.*?${roleLabels[role].en}`))
    expect(html).toMatch(/<th scope="row"[^>]*>.*?Set seasons and nightly prices/)
    const content = text(html)
    expect(content).toContain('3 people')
    expect(content).toContain('1 person')
    expect(content).toContain('Nobody yet')
    // Nothing edited yet: no save bar.
    expect(content).not.toContain('Save changes')
  })

  it('ticks what each role holds; the owner column is ticked and fixed', async () => {
    const html = await render()
    for (const permission of permissions) {
      const [ownerBox, ...others] = boxes(html, `Owner: ${permissionCatalogue[permission].en}`)
      expect(others).toEqual([])
      expect(ownerBox).toMatch(/ checked=""/)
      expect(ownerBox).toMatch(/ disabled=""/)
    }
    const refunds = boxes(html, 'Receptionist: Refund payments')
    expect(refunds).toHaveLength(1)
    expect(refunds[0]).not.toMatch(/ checked=""| disabled=""/)
    expect(boxes(html, 'Receptionist: Take payments at the desk')[0]).toMatch(/ checked=""/)
  })

  it('marks owner-only permissions and fixes them, unticked, for every other role', async () => {
    const html = await render()
    expect(html).toMatch(/Read the audit log<\/span><span[^>]*>Owner only<\/span>/)
    for (const role of staffRoles.filter((candidate) => candidate !== 'owner')) {
      for (const tag of boxes(html, `${roleLabels[role].en}: Edit roles and grant permissions`)) {
        expect(tag).toMatch(/ disabled=""/)
        expect(tag).not.toMatch(/ checked=""/)
      }
    }
    // The manager holds everything else, and may lose any of it.
    const [desk, phone] = boxes(html, 'Manager: Refund payments')
    expect(desk).toMatch(/ checked=""/)
    expect(desk).not.toMatch(/ disabled=""/)
    // On a phone one role at a time: the first the owner may edit.
    expect(phone).toBe(desk)
    const radios = [...html.matchAll(/<input type="radio"[^>]*>/g)].map((match) => match[0])
    expect(radios).toHaveLength(staffRoles.length)
    expect(radios.filter((tag) => tag.includes('checked=""'))).toEqual([
      expect.stringContaining('value="manager"'),
    ])
  })

  it('speaks Spanish', async () => {
    const html = await render('es')
    const content = text(html)
    expect(content).toContain('Roles y permisos')
    expect(content).toContain('Habitaciones')
    expect(content).toContain('Solo propietario')
    expect(content).toContain('3 personas')
    expect(content).toContain('Nadie todavía')
    expect(boxes(html, 'Recepcionista: Reembolsar pagos')).toHaveLength(1)
    expect(boxes(html, 'Propietario: Ver las habitaciones y su estado')[0]).toMatch(/ disabled=""/)
  })
})

describe('grouping the catalogue', () => {
  it('keeps every permission once, in the catalogue order, each resource with a heading', () => {
    const groups = groupByResource(permissions)
    expect(groups.flatMap((group) => group.permissions)).toEqual(permissions)
    expect(groups[0]).toEqual({ resource: 'rooms', permissions: ['rooms.view', 'rooms.manage'] })
    expect(groups.find((group) => group.resource === 'reservations')?.permissions).toEqual([
      'reservations.view',
      'reservations.manage',
      'reservations.override_deadline',
    ])
    expect(Object.keys(en.roles.groups).sort()).toEqual(groups.map((group) => group.resource).sort())
  })
})

describe('editing the matrix', () => {
  it('collects ticks per role and saves each changed role whole', () => {
    let draft = toggleGrant({}, receptionist, 'refunds.create')
    draft = toggleGrant(draft, receptionist, 'inbox.view')
    draft = toggleGrant(draft, manager, 'goals.manage')
    expect(isChanged(receptionist, draft, 'refunds.create')).toBe(true)
    expect(isChanged(receptionist, draft, 'rooms.view')).toBe(false)
    const wanted: Permission[] = [
      ...defaultRolePermissions.receptionist.filter((permission) => permission !== 'inbox.view'),
      'refunds.create',
    ]
    expect(pendingChanges(matrix.roles, draft)).toEqual([
      { role: 'manager', permissions: manager.permissions.filter((p) => p !== 'goals.manage') },
      // In the catalogue's order, as the API keeps it.
      { role: 'receptionist', permissions: permissions.filter((p) => wanted.includes(p)) },
    ])
  })

  it('forgets a role ticked back to what it holds, and discarding shows the saved grants again', () => {
    const ticked = toggleGrant({}, receptionist, 'refunds.create')
    expect(toggleGrant(ticked, receptionist, 'refunds.create')).toEqual({})
    const both = toggleGrant(ticked, manager, 'goals.manage')
    // What "Discard" leaves: an empty draft, so each role shows what the server holds.
    expect(shownGrants(receptionist, {})).toEqual(receptionist.permissions)
    expect(pendingChanges(matrix.roles, {})).toEqual([])
    // After a save in which the manager failed, only the manager's edit is kept.
    const left = withoutRoles(both, ['receptionist'])
    expect(Object.keys(left)).toEqual(['manager'])
    expect(shownGrants(receptionist, left)).toEqual(receptionist.permissions)
  })

  it('never sends the owner role, nor an edit the server already holds', () => {
    const saved = { ...receptionist, permissions: [...receptionist.permissions, 'refunds.create' as const] }
    const draft = toggleGrant({ owner: [] }, receptionist, 'refunds.create')
    expect(pendingChanges([entry('owner'), saved], draft)).toEqual([])
  })
})

describe('saving', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('sends one PUT per changed role with its whole set, and reports each answer', async () => {
    const fetch = vi.fn(async (url: string, _init: RequestInit) =>
      url.includes('/manager/')
        ? new Response(
            JSON.stringify({
              code: 'owner_only_permission',
              message: 'Only the owner role can hold these permissions: audit.view.',
            }),
            { status: 422 },
          )
        : new Response(
            JSON.stringify({
              message: 'The permissions of the Receptionist role have been saved.',
              data: { ...receptionist, permissions: ['rooms.view'] },
            }),
            { status: 200 },
          ),
    )
    vi.stubGlobal('fetch', fetch)
    const outcome = await saveRoleChanges([
      { role: 'receptionist', permissions: ['rooms.view'] },
      { role: 'manager', permissions: ['audit.view'] },
    ])
    expect(fetch.mock.calls.map(([url, init]) => [url, init.method, JSON.parse(String(init.body))])).toEqual([
      ['/api/v1/staff/roles/receptionist/permissions', 'PUT', { permissions: ['rooms.view'] }],
      ['/api/v1/staff/roles/manager/permissions', 'PUT', { permissions: ['audit.view'] }],
    ])
    expect(outcome.saved).toEqual([
      {
        message: 'The permissions of the Receptionist role have been saved.',
        entry: { ...receptionist, permissions: ['rooms.view'] },
      },
    ])
    expect(outcome.failed).toEqual([{ role: 'manager', error: expect.any(ApiError) }])
    expect(outcome.failed[0]?.error).toMatchObject({
      status: 422,
      message: 'Only the owner role can hold these permissions: audit.view.',
    })
  })
})
