import {
  addDays,
  type BreakfastList,
  type BreakfastRow,
  defaultRolePermissions,
  hotelToday,
  type StaffSession,
} from '@hotel/contract'
import { describe, expect, it } from 'vitest'
import { AppRoutes } from '../../routes.tsx'
import { owner, renderHtml, text } from '../../test-support.tsx'
import { breakfastKeys } from './api.ts'
import { counterLimits, readBreakfastDate } from './breakfasts-page.tsx'

const cook: StaffSession = {
  user: { ...owner.user, name: 'Marta', last_name: 'Cocina', roles: ['receptionist'], phone: null },
  permissions: ['breakfasts.manage'],
  csrf_token: 'csrf-4',
}
const housekeeper: StaffSession = {
  ...cook,
  user: { ...cook.user, roles: ['housekeeper'] },
  permissions: [...defaultRolePermissions.housekeeper],
}

const today = hotelToday()
const row = (room_number: number, guests: number, taken: number): BreakfastRow => ({
  reservation_id: '3c1f2c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d',
  reference: 'K7QM-4TXR',
  guest_name: 'Ana Rizo',
  reservation_status: 'in_progress',
  room_id: `1b1f2c4d-5e6f-4a7b-8c9d-0e1f2a3b4${room_number}`,
  room_number,
  start_date: addDays(today, -1),
  end_date: addDays(today, 1),
  guests,
  breakfast_taken_count: taken,
})
const rows = [row(104, 2, 2), row(107, 3, 1)]
const day = (date: string, data = rows): BreakfastList => ({
  data,
  meta: {
    date,
    expected: data.reduce((sum, r) => sum + r.guests, 0),
    served: data.reduce((sum, r) => sum + r.breakfast_taken_count, 0),
  },
})

/** The attributes of the button labelled `label`. */
const button = (html: string, label: string) =>
  html.match(new RegExp(`<button[^>]*aria-label="${label}"[^>]*>`))?.[0]

describe('breakfasts screen', () => {
  it('reads a real day from the address, else today', () => {
    expect(readBreakfastDate('2026-03-14', '2026-11-24')).toBe('2026-03-14')
    expect(readBreakfastDate('2026-02-30', '2026-11-24')).toBe('2026-11-24')
    expect(readBreakfastDate('tomorrow', '2026-11-24')).toBe('2026-11-24')
    expect(readBreakfastDate(null, '2026-11-24')).toBe('2026-11-24')
  })

  it('never lets a count go below those recorded nor above the guests, nor on a morning to come', () => {
    const r = row(107, 3, 1)
    expect(counterLimits(r, 1, false)).toEqual({ canLower: false, canRaise: true, changed: false })
    expect(counterLimits(r, 2, false)).toEqual({ canLower: true, canRaise: true, changed: true })
    expect(counterLimits(r, 3, false)).toEqual({ canLower: true, canRaise: false, changed: true })
    expect(counterLimits(r, 1, true)).toEqual({ canLower: false, canRaise: false, changed: false })
  })

  it("lists today's rooms with guests, served counts and the day's totals", async () => {
    const html = await renderHtml(<AppRoutes />, {
      session: cook,
      path: '/breakfasts',
      queries: [[breakfastKeys.day(today), day(today)]],
    })
    const content = text(html)
    expect(content).toContain('Breakfasts')
    expect(content).toContain('Today 3 of 5 served')
    expect(content).toContain('2 breakfasts still to serve')
    expect(content).toContain('Room 104 Ana Rizo · K7QM-4TXR 2 guests')
    expect(content).toContain('Room 107')
    // Room 104 has had its 2: plus is off. Room 107 has 1 of 3: plus is on; minus is off at the recorded count.
    expect(button(html, 'One more breakfast for room 104')).toMatch(/ disabled=""/)
    expect(button(html, 'One breakfast less for room 104')).toMatch(/ disabled=""/)
    expect(button(html, 'One more breakfast for room 107')).not.toMatch(/ disabled=""/)
    expect(button(html, 'One breakfast less for room 107')).toMatch(/ disabled=""/)
    expect(content).toContain('1 already recorded: the count cannot go lower.')
    expect(html).toContain(`value="${today}"`)
  })

  it('speaks Spanish', async () => {
    const content = text(
      await renderHtml(<AppRoutes />, {
        lng: 'es',
        session: cook,
        path: '/breakfasts',
        queries: [[breakfastKeys.day(today), day(today)]],
      }),
    )
    expect(content).toContain('Desayunos')
    expect(content).toContain('Hoy 3 de 5 servidos')
    expect(content).toContain('Faltan 2 desayunos por servir')
    expect(content).toContain('Habitación 107')
    expect(content).toContain('3 huéspedes')
  })

  it('shows a morning still to come without letting anyone record it', async () => {
    const tomorrow = addDays(today, 1)
    const html = await renderHtml(<AppRoutes />, {
      session: cook,
      path: `/breakfasts?date=${tomorrow}`,
      queries: [[breakfastKeys.day(tomorrow), day(tomorrow, [row(107, 3, 0)])]],
    })
    expect(text(html)).toContain('This morning has not come yet')
    expect(button(html, 'One more breakfast for room 107')).toMatch(/ disabled=""/)
  })

  it('says so when no stay has breakfast that morning', async () => {
    const html = await renderHtml(<AppRoutes />, {
      session: cook,
      path: '/breakfasts',
      queries: [[breakfastKeys.day(today), day(today, [])]],
    })
    expect(text(html)).toContain('No breakfasts this morning')
  })

  it('is for breakfasts.manage: a housekeeper is refused', async () => {
    const html = text(
      await renderHtml(<AppRoutes />, {
        session: housekeeper,
        path: '/breakfasts',
        queries: [[breakfastKeys.day(today), day(today)]],
      }),
    )
    expect(html).not.toContain('Room 107')
  })
})
