import { hotelToday, type Today } from '@hotel/contract'
import { describe, expect, it } from 'vitest'
import { AppRoutes } from '../../routes.tsx'
import { owner, renderHtml, text } from '../../test-support.tsx'
import { todayKeys } from './api.ts'

const stay = {
  id: '6f1c2b1e-4a1b-4c1d-8e1f-0a1b2c3d4e5f',
  reference: 'K7QM-4TXR',
  guest_name: 'Ana Rivas',
  guest_phone: '+50588001234',
  room_numbers: [104],
  check_in: hotelToday(),
  check_out: hotelToday(),
  status: 'reserved' as const,
  estimated_arrival_time: '18:30',
  balance: 12550,
  currency: 'USD',
}
const day: Today = {
  date: hotelToday(),
  arrivals: [stay],
  departures: [],
  in_house: [],
  rooms_to_clean: [{ number: 203, status_note: null }],
  balances_due: [],
}

describe('the Today screen', () => {
  it('lists arrivals with their time and balance, and says what is empty', async () => {
    const html = await renderHtml(<AppRoutes />, {
      session: owner,
      path: '/today',
      queries: [[todayKeys.all, { data: day }]],
    })
    const content = text(html)
    expect(content).toContain('Ana Rivas')
    expect(content).toContain('K7QM-4TXR · Room 104 · arrives about 6:30')
    expect(content).toContain('$125.50 due')
    expect(content).toContain('No departures left today.')
    expect(content).toContain('Room 203')
    expect(html).toContain('href="/reservations/new"')
  })

  it('speaks Spanish', async () => {
    const html = await renderHtml(<AppRoutes />, {
      lng: 'es',
      session: owner,
      path: '/today',
      queries: [[todayKeys.all, { data: day }]],
    })
    const content = text(html)
    expect(content).toContain('Llegadas')
    expect(content).toContain('No hay huéspedes hospedados.')
  })
})
