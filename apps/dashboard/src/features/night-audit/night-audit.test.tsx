import type { NightAudit, NightAuditStatus } from '@hotel/contract'
import { describe, expect, it } from 'vitest'
import { firstPage } from '../../components/data-table/list-params.ts'
import { AppRoutes } from '../../routes.tsx'
import { owner, receptionist, renderHtml, text } from '../../test-support.tsx'
import { auditListDefaults, nightAuditKeys } from './api.ts'
import { figureItems, runState } from './parts.ts'

const audit: NightAudit = {
  id: '00000000-0000-4000-8000-0000000000a1',
  business_date: '2026-11-24',
  run_by: owner.user.id,
  run_by_name: 'Ana Rivas',
  created_at: '2026-11-25T04:30:00.000Z',
  no_shows: 1,
  departures: 1,
  occupancy: '0.0556',
  room_revenue: 10000,
  payments_cents: 5000,
  currency: 'USD',
  report: {
    business_date: '2026-11-24',
    currency: 'USD',
    figures: {
      from: '2026-11-24',
      to: '2026-11-24',
      room_nights_available: 18,
      room_nights_sold: 1,
      room_revenue: 10000,
      occupancy: '0.0556',
      adr: 10000,
      revpar: 556,
    },
    payments: [
      {
        method: 'cash',
        currency: 'USD',
        count: 1,
        amount_cents: 5000,
        charged_cents: 5000,
        refunded_cents: 0,
      },
    ],
    payment_totals: { count: 1, amount_cents: 5000, refunded_cents: 0 },
    cash: [
      {
        session_id: '00000000-0000-4000-8000-0000000000c1',
        opened_at: '2026-11-24T14:00:00.000Z',
        closed_at: '2026-11-25T04:00:00.000Z',
        closed_by_name: 'Luis Pérez',
        totals: [{ currency_code: 'USD', expected: 7000, counted: 6000, difference: -1000 }],
      },
    ],
    no_show_count: 1,
    no_shows: [
      {
        reservation_id: '00000000-0000-4000-8000-0000000000d1',
        reference: 'K7QM-4TXR',
        guest_name: 'Nora Noche',
        check_in: '2026-11-24',
        check_out: '2026-11-26',
        rooms: [101],
      },
    ],
    departure_count: 1,
    departures: [
      {
        reservation_id: '00000000-0000-4000-8000-0000000000d2',
        reference: 'P2LM-8QWE',
        guest_name: 'Pedro Salida',
        check_in: '2026-11-22',
        check_out: '2026-11-24',
        rooms: [103],
      },
    ],
  },
}
const deskSession = { ...receptionist, permissions: [...receptionist.permissions, 'nightaudit.run' as const] }
const status = (over: Partial<NightAuditStatus>): NightAuditStatus => ({
  today: '2026-11-24',
  audit_id: null,
  ran: false,
  drawer_open: false,
  last_closed_day: '2026-11-23',
  ...over,
})
const emptyList = { data: [], meta: { page: 1, per_page: 10, total: 0, last_page: 1 } }

describe('night audit parts', () => {
  it('lets the audit run only with the drawer closed, once a day', () => {
    expect(runState({ ran: false, drawer_open: false })).toBe('ready')
    expect(runState({ ran: false, drawer_open: true })).toBe('drawer_open')
    expect(runState({ ran: true, drawer_open: true })).toBe('ran')
  })

  it('formats the figures in their units', () => {
    expect(figureItems(audit.report, 'en').map((item) => item.value)).toEqual([
      '5.56%',
      '$100.00',
      '$5.56',
      '$100.00',
      '1',
      '18',
    ])
  })
})

describe('night audit screen', () => {
  it('says to close the drawer first, with the way to the cash screen', async () => {
    const content = await renderHtml(<AppRoutes />, {
      session: deskSession,
      path: '/night-audit',
      queries: [
        [nightAuditKeys.status, status({ drawer_open: true })],
        [nightAuditKeys.list(firstPage(auditListDefaults)), emptyList],
      ],
    })
    expect(text(content)).toContain(
      'The cash drawer is open. Close it (count the drawer) before the night audit.',
    )
    expect(content).toContain('href="/cash"')
    expect(text(content)).not.toContain('Run the night audit')
    expect(text(content)).toContain('No night audit yet')
  })

  it('offers the Run button when the drawer is closed, in both languages', async () => {
    const queries = [
      [nightAuditKeys.status, status({})],
      [
        nightAuditKeys.list(firstPage(auditListDefaults)),
        { data: [audit], meta: { page: 1, per_page: 10, total: 1, last_page: 1 } },
      ],
    ] as const
    const en = text(await renderHtml(<AppRoutes />, { session: deskSession, path: '/night-audit', queries }))
    expect(en).toContain('Run the night audit')
    expect(en).toContain('Past audits')
    expect(en).toContain('Ana Rivas')
    const es = text(
      await renderHtml(<AppRoutes />, { lng: 'es', session: deskSession, path: '/night-audit', queries }),
    )
    expect(es).toContain('Hacer la auditoría nocturna')
    expect(es).toContain('Auditorías anteriores')
  })

  it('shows a frozen daily report with its definitions, payments, cash, no-shows and downloads', async () => {
    const content = await renderHtml(<AppRoutes />, {
      session: deskSession,
      path: `/night-audit/${audit.id}`,
      queries: [[nightAuditKeys.one(audit.id), audit]],
    })
    const words = text(content)
    expect(words).toContain('Room-nights sold ÷ room-nights available.')
    expect(words).toContain('Average daily rate: room revenue ÷ room-nights sold.')
    expect(words).toContain('Payments by method and currency')
    expect(words).toContain('-$10.00')
    expect(words).toContain('K7QM-4TXR')
    expect(words).toContain('Departures not checked out (1)')
    expect(content).toContain(`href="/api/v1/staff/night-audits/${audit.id}?format=xlsx"`)
    expect(content).toContain(`href="/api/v1/staff/night-audits/${audit.id}?format=csv"`)
  })
})
