import {
  type ClientDetail,
  type ClientListItem,
  clientStatuses,
  defaultPerPage,
  type PageMeta,
} from '@hotel/contract'
import { describe, expect, it } from 'vitest'
import { AppRoutes } from '../../routes.tsx'
import { owner, receptionist, renderHtml, text } from '../../test-support.tsx'
import { clientKeys, clientListDefaults, clientStatusList } from './api.ts'
import { readStatus } from './list-page.tsx'

const client: ClientListItem = {
  id: '3b1f2c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d',
  name: 'María',
  last_name: 'López',
  email: 'maria@example.com',
  phone: '+50588421930',
  identification: '001-010190-0001A',
  city: 'Granada',
  country: 'NI',
  birth_date: '1990-01-01',
  description: null,
  profile_image: null,
  status: 'active',
  locale: 'es',
  has_password: false,
  google: false,
  created_at: '2026-03-01T15:00:00.000Z',
  updated_at: '2026-03-01T15:00:00.000Z',
  reservations: 3,
  upcoming_stays: 1,
}

const listParams = {
  page: 1,
  per_page: defaultPerPage,
  order_by: clientListDefaults.orderBy[0],
  order_direction: 'asc' as const,
  search: '',
}
const page = {
  data: [client],
  meta: { page: 1, per_page: defaultPerPage, total: 1, last_page: 1 } satisfies PageMeta,
}

const { reservations: _r, upcoming_stays: _u, ...profile } = client
const detail: ClientDetail = {
  client: { ...profile, status: 'suspended' },
  counts: { reservations: 1, upcoming_stays: 1, payments: 1, reviews: 0 },
  reservations: [
    {
      id: '4b1f2c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d',
      reference: 'CP-7K2M9Q',
      check_in: '2026-04-10',
      check_out: '2026-04-12',
      status: 'reserved',
      payment_status: 'paid',
      total: 12550,
      currency: 'USD',
      created_at: '2026-03-01T15:00:00.000Z',
    },
  ],
  payments: [
    {
      id: '5b1f2c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d',
      invoice: 'INV-0001',
      reservation_reference: 'CP-7K2M9Q',
      amount: 12550,
      currency: 'USD',
      refunded_amount: 0,
      method: 'cash',
      status: 'paid',
      created_at: '2026-03-01T15:00:00.000Z',
      paid_at: '2026-03-01T15:00:00.000Z',
    },
  ],
  reviews: [],
}

const listQueries = [[clientKeys.list(listParams, undefined), page]] as const
const detailQueries = [[clientKeys.detail(client.id), detail]] as const

describe('clients', () => {
  it("keeps the contract's statuses and reads only those from the address", () => {
    expect(clientStatusList).toEqual([...clientStatuses])
    expect(readStatus('suspended')).toBe('suspended')
    expect(readStatus('deleted')).toBeUndefined()
    expect(readStatus(null)).toBeUndefined()
  })

  it('lists clients with their contact facts, status and counts; the owner may add one', async () => {
    const html = await renderHtml(<AppRoutes />, { session: owner, path: '/clients', queries: listQueries })
    const content = text(html)
    expect(content).toContain('María López')
    expect(content).toContain('maria@example.com')
    expect(content).toContain('(505) 8842-1930')
    expect(content).toContain('Mar 1, 2026')
    expect(content).toContain('Active')
    expect(html).toContain(`href="/clients/${client.id}"`)
    expect(content).toContain('New client')
    expect(html).toMatch(/placeholder="Search by name, e-mail, phone or ID"/)
  })

  it('offers nothing to change to someone who may only view', async () => {
    const html = await renderHtml(<AppRoutes />, {
      session: receptionist,
      path: '/clients',
      queries: listQueries,
    })
    expect(text(html)).toContain('María López')
    expect(text(html)).not.toContain('New client')
    const detailHtml = await renderHtml(<AppRoutes />, {
      session: receptionist,
      path: `/clients/${client.id}`,
      queries: detailQueries,
    })
    expect(text(detailHtml)).toContain('CP-7K2M9Q')
    expect(text(detailHtml)).not.toContain('Edit contact details')
    expect(text(detailHtml)).not.toContain('Restore')
    const form = await renderHtml(<AppRoutes />, { session: receptionist, path: '/clients/new' })
    expect(text(form)).toContain("You don't have access to this screen")
  })

  it("shows a client's profile, reservations and payments, and the owner's actions", async () => {
    const content = text(
      await renderHtml(<AppRoutes />, {
        session: owner,
        path: `/clients/${client.id}`,
        queries: detailQueries,
      }),
    )
    expect(content).toContain('María López')
    expect(content).toContain('Suspended')
    expect(content).toContain('Granada')
    expect(content).toContain('No password yet')
    expect(content).toContain('CP-7K2M9Q')
    expect(content).toContain('Apr 10, 2026 – Apr 12, 2026')
    expect(content).toContain('$125.50')
    expect(content).toContain('INV-0001')
    expect(content).toContain('No reviews yet.')
    expect(content).toContain('Edit contact details')
    expect(content).toContain('Restore')
  })

  it('speaks Spanish', async () => {
    const content = text(
      await renderHtml(<AppRoutes />, {
        lng: 'es',
        session: owner,
        path: `/clients/${client.id}`,
        queries: detailQueries,
      }),
    )
    expect(content).toContain('Suspendido')
    expect(content).toContain('Restablecer')
    expect(content).toContain('Reservaciones')
    const form = text(await renderHtml(<AppRoutes />, { lng: 'es', session: owner, path: '/clients/new' }))
    expect(form).toContain('Nuevo cliente')
    expect(form).toContain('Crear cliente')
  })
})
