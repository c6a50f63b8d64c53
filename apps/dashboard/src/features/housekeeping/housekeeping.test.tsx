import {
  defaultRolePermissions,
  type HousekeepingList,
  type HousekeepingRoom,
  type StaffSession,
} from '@hotel/contract'
import type { ResolverOptions } from 'react-hook-form'
import { describe, expect, it } from 'vitest'
import { fieldErrorText } from '../../lib/forms.ts'
import { AppRoutes } from '../../routes.tsx'
import { menuScreens, screens, soleWorkScreen } from '../../screens.ts'
import { owner, receptionist, renderHtml, testI18n, text } from '../../test-support.tsx'
import { housekeepingKeys } from './api.ts'
import { readStatusFilter } from './housekeeping-page.tsx'
import { type MaintenanceValues, maintenanceResolver } from './maintenance-dialog.tsx'

const housekeeper: StaffSession = {
  user: { ...owner.user, name: 'Hilda', last_name: 'Mairena', roles: ['housekeeper'], phone: null },
  permissions: [...defaultRolePermissions.housekeeper],
  csrf_token: 'csrf-3',
}
const accountant: StaffSession = {
  ...housekeeper,
  user: { ...housekeeper.user, roles: ['accountant'] },
  permissions: [...defaultRolePermissions.accountant],
}

const stay = (reference: string, guest_name: string) => ({
  reservation_id: '3c1f2c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d',
  reference,
  guest_name,
  guest_count: 2,
  start_date: '2026-11-23',
  end_date: '2026-11-26',
})
const base = {
  type: 'double' as const,
  status_note: null,
  status_changed_at: null,
  in_house: null,
  arrival: null,
  departure: null,
}
const rooms: HousekeepingRoom[] = [
  {
    ...base,
    id: '1b1f2c4d-5e6f-4a7b-8c9d-0e1f2a3b4c51',
    number: 102,
    status: 'cleaning',
    arrival: stay('K7QM-4TXR', 'Ana Rizo'),
  },
  {
    ...base,
    id: '1b1f2c4d-5e6f-4a7b-8c9d-0e1f2a3b4c52',
    number: 203,
    status: 'reserved',
    in_house: stay('P2LM-8QWE', 'Bruno Díaz'),
    departure: { ...stay('P2LM-8QWE', 'Bruno Díaz'), checked_out: false },
  },
  {
    ...base,
    id: '1b1f2c4d-5e6f-4a7b-8c9d-0e1f2a3b4c53',
    number: 204,
    status: 'cleaning',
    in_house: stay('Z9XY-1ABC', 'Carla Ruiz'),
  },
  { ...base, id: '1b1f2c4d-5e6f-4a7b-8c9d-0e1f2a3b4c54', number: 101, status: 'available' },
  {
    ...base,
    id: '1b1f2c4d-5e6f-4a7b-8c9d-0e1f2a3b4c55',
    number: 209,
    status: 'maintenance',
    status_note: 'Leaking tap',
    status_changed_at: '2026-11-24T15:00:00.000Z',
  },
]
const list: HousekeepingList = { data: rooms, meta: { date: '2026-11-24' } }
const queries = [[housekeepingKeys.all, list]] as const

/** The text of each room card, in order. */
const cards = (html: string) =>
  [...html.matchAll(/<article[\s\S]*?<\/article>/g)].map((card) => text(card[0]))

describe('housekeeping screen', () => {
  it('reads only known statuses from the address', () => {
    expect(readStatusFilter('cleaning')).toBe('cleaning')
    expect(readStatusFilter('dirty')).toBeUndefined()
    expect(readStatusFilter(null)).toBeUndefined()
  })

  it('shows one card per room with its status in words, the note, the guests and the allowed changes', async () => {
    const html = await renderHtml(<AppRoutes />, { session: housekeeper, path: '/housekeeping', queries })
    const content = text(html)
    expect(content).toContain('Housekeeping')
    expect(content).toContain('Today, Nov 24, 2026. Rooms to clean come first.')
    const [r102, r203, r204, r101, r209] = cards(html)
    expect(r102).toContain('Room 102')
    expect(r102).toContain('To clean')
    expect(r102).toContain('Arriving today: Ana Rizo · K7QM-4TXR · 2 guests')
    expect(r102).toContain('Mark clean')
    expect(r102).toContain('Maintenance…')
    expect(r203).toContain('Occupied')
    expect(r203).toContain('Leaving today: Bruno Díaz')
    expect(r203).not.toContain('Mark clean')
    expect(r203).not.toContain('Maintenance…')
    // A stay-over room is cleaned, but not taken out of service with its guest inside.
    expect(r204).toContain('In house until Nov 26, 2026: Carla Ruiz')
    expect(r204).toContain('Mark clean')
    expect(r204).toContain('A guest is in house: maintenance waits until they leave.')
    expect(r204).not.toContain('Maintenance…')
    expect(r101).toContain('Clean')
    expect(r101).toContain('Maintenance…')
    expect(r101).not.toContain('Mark clean')
    expect(r209).toContain('Note: Leaking tap')
    expect(r209).toContain('Back in service')
    expect(r209).toContain('Needs cleaning')
    expect(r209).toMatch(/Since 11\/24\/26, 9:00\s?AM/)
    // The filter chips count each status; "All" is pressed.
    expect(content).toContain('All 5')
    expect(content).toContain('To clean 2')
    expect(html).toMatch(/aria-pressed="true"[^>]*>All/)
  })

  it('speaks Spanish', async () => {
    const html = await renderHtml(<AppRoutes />, {
      lng: 'es',
      session: housekeeper,
      path: '/housekeeping',
      queries,
    })
    const [r102, , , , r209] = cards(html)
    expect(r102).toContain('Habitación 102')
    expect(r102).toContain('Por limpiar')
    expect(r102).toContain('Llega hoy: Ana Rizo')
    expect(r102).toContain('Marcar limpia')
    expect(r209).toContain('Nota: Leaking tap')
    expect(r209).toContain('De vuelta en servicio')
    expect(text(html)).toContain('Hoy, 24 nov 2026. Primero las habitaciones por limpiar.')
  })

  it('filters by the status in the address', async () => {
    const html = await renderHtml(<AppRoutes />, {
      session: housekeeper,
      path: '/housekeeping?status=maintenance',
      queries,
    })
    expect(cards(html).map((card) => card.match(/Room (\d+)/)?.[1])).toEqual(['209'])
    expect(html).toMatch(/aria-pressed="true"[^>]*>Maintenance/)
    const none = await renderHtml(<AppRoutes />, {
      session: housekeeper,
      path: '/housekeeping?status=maintenance',
      queries: [[housekeepingKeys.all, { ...list, data: rooms.slice(0, 1) }]],
    })
    expect(text(none)).toContain('No room has this status')
  })

  it('is for housekeeping.update: an accountant is refused', async () => {
    const html = text(
      await renderHtml(<AppRoutes />, { session: accountant, path: '/housekeeping', queries }),
    )
    expect(html).not.toContain('Mark clean')
  })

  it('sends a person whose only work is the floor straight to it, and shows them nothing else', async () => {
    const held = (permissions: readonly string[]) => (permission: string | null) =>
      permission === null || permissions.includes(permission)
    expect(soleWorkScreen(screens, held(defaultRolePermissions.housekeeper))?.path).toBe('housekeeping')
    expect(
      soleWorkScreen(screens, held([...defaultRolePermissions.housekeeper, 'breakfasts.manage'])),
    ).toBeNull()
    expect(soleWorkScreen(screens, held(defaultRolePermissions.receptionist))).toBeNull()
    expect(menuScreens(screens, 'main', held(defaultRolePermissions.housekeeper)).map((s) => s.path)).toEqual(
      ['housekeeping'],
    )
    // The home address redirects (after the first render) instead of greeting the housekeeper.
    const landing = text(await renderHtml(<AppRoutes />, { session: housekeeper, path: '/', queries }))
    expect(landing).not.toContain('Welcome, Hilda')
    expect(landing).toContain('Housekeeping')
    const desk = text(await renderHtml(<AppRoutes />, { session: receptionist, path: '/' }))
    expect(desk).toContain('Welcome, Luis')
  })

  it("asks why a room goes to maintenance, with the contract's rule", async () => {
    const options = { shouldUseNativeValidation: false, fields: {} } as ResolverOptions<MaintenanceValues>
    const blank = await maintenanceResolver({ status: 'maintenance', note: '  ' }, undefined, options)
    expect(blank.errors.note?.message).toBe('validation.required')
    const es = await testI18n('es')
    expect(fieldErrorText(es.t, blank.errors.note)).toBe('Este campo es obligatorio.')
    const fine = await maintenanceResolver({ status: 'maintenance', note: 'Leaking tap' }, undefined, options)
    expect(fine.errors).toEqual({})
  })
})
