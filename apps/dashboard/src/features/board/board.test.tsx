import { addDays, type Board, hotelToday } from '@hotel/contract'
import { describe, expect, it } from 'vitest'
import { AppRoutes } from '../../routes.tsx'
import { owner, renderHtml, text } from '../../test-support.tsx'
import { boardKeys } from './api.ts'

const from = addDays(hotelToday(), -3)
const to = addDays(from, 20)
const board: Board = {
  from,
  to,
  rooms: [
    { number: 101, type: 'single', status: 'available', closures: [] },
    {
      number: 102,
      type: 'double',
      status: 'maintenance',
      closures: [{ start_date: addDays(from, 4), end_date: addDays(from, 6), reason: 'Painting' }],
    },
  ],
  stays: [
    {
      reservation_id: '6f1c2b1e-4a1b-4c1d-8e1f-0a1b2c3d4e5f',
      reference: 'K7QM-4TXR',
      guest_name: 'Ana Rivas',
      room_number: 101,
      start_date: addDays(from, 2),
      end_date: addDays(from, 5),
      guest_count: 1,
      status: 'in_progress',
      payment_status: 'partially_paid',
    },
  ],
}

describe('the reservations board', () => {
  it('shows rooms, days, the stays as labelled bars linking to their reservation, and closures', async () => {
    const html = await renderHtml(<AppRoutes />, {
      session: owner,
      path: '/board',
      queries: [[boardKeys.window(from, to), { data: board }]],
    })
    const content = text(html)
    expect(content).toContain('Reservations board')
    expect(content).toContain('101')
    expect(content).toContain('Ana Rivas')
    expect(html).toContain('aria-label="Ana Rivas, K7QM-4TXR: In house, partly paid"')
    expect(html).toContain('href="/reservations/6f1c2b1e-4a1b-4c1d-8e1f-0a1b2c3d4e5f"')
    expect(content).toContain('Closed: Painting')
    expect(content).toContain('(today)')
    expect(html).toContain('aria-label="Change the check-out of Ana Rivas"')
  })

  it('speaks Spanish', async () => {
    const html = await renderHtml(<AppRoutes />, {
      lng: 'es',
      session: owner,
      path: '/board',
      queries: [[boardKeys.window(from, to), { data: board }]],
    })
    expect(text(html)).toContain('Tablero de reservaciones')
    expect(html).toContain('aria-label="Ana Rivas, K7QM-4TXR: Hospedado, pago parcial"')
  })
})
