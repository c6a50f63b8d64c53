import {
  ApiError,
  addDays,
  type DeskReservation,
  type DeskReservationItem,
  defaultPerPage,
  hotelToday,
  type PageMeta,
  type Product,
  type StaffSession,
} from '@hotel/contract'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { AppRoutes } from '../../routes.tsx'
import { owner, receptionist, renderHtml, text } from '../../test-support.tsx'
import { reservationApi, reservationKeys, reservationListDefaults, reservationListQuery } from './api.ts'
import { cartTotal, ExtrasDialog, extrasBody } from './extras-dialog.tsx'
import { readFilters } from './list-page.tsx'
import { modifyBody, modifyValues } from './modify-dialog.tsx'
import { balanceDueMessage, historyChanges, reservationActions } from './parts.tsx'
import { CheckInDialog, CheckOutView, cancelBody, checkInBody } from './stay-dialogs.tsx'

const today = hotelToday()
const item: DeskReservationItem = {
  id: '1b1f2c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d',
  reference: 'CP-7K2M9Q',
  guest_name: 'María López',
  guest_email: 'maria@example.com',
  guest_phone: '+50588421930',
  check_in: '2026-04-10',
  check_out: '2026-04-12',
  room_numbers: [101, 102],
  status: 'in_progress',
  payment_status: 'partially_paid',
  category: 'tourism',
  currency: 'USD',
  total: 25000,
  balance: 12550,
  created_at: '2026-03-01T15:00:00.000Z',
}

const roomId = '2b1f2c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d'
const reservation: DeskReservation = {
  id: item.id,
  reference: item.reference,
  check_in: today,
  check_out: addDays(today, 2),
  nights: 2,
  rooms: [
    {
      number: 101,
      type: 'double',
      start_date: today,
      end_date: addDays(today, 2),
      guest_count: 2,
      nights: 2,
      tariff: 20000,
      raw_tariff: 20000,
      promotion: null,
      room_id: roomId,
      room_status: 'available',
    },
  ],
  currency: 'USD',
  raw_total: 20000,
  total: 20000,
  category: 'tourism',
  type: 'front_desk',
  estimated_arrival_time: '15:30',
  additional_description: 'Late dinner',
  user: {
    email: 'maria@example.com',
    name: 'María López',
    identification: '001-010190-0001A',
    phone: '+50588421930',
    country: 'NI',
  },
  status: 'reserved',
  payment_status: 'partially_paid',
  change_deadline: addDays(today, -1),
  can_change: false,
  created_at: '2026-03-01T15:00:00.000Z',
  canceled_at: null,
  client_id: '3b1f2c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d',
  created_by_staff: 'Luis Pérez',
  cancel_reason: null,
  checked_in_at: null,
  checked_out_at: null,
  folio: {
    lines: [
      {
        id: '4b1f2c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d',
        type: 'reservation',
        description: 'Stay',
        product_id: null,
        room_id: null,
        room_number: null,
        quantity: null,
        unit_price: null,
        amount: 20000,
        created_at: '2026-03-01T15:00:00.000Z',
      },
      {
        id: '5b1f2c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d',
        type: 'extra_charge',
        description: 'Toña beer',
        product_id: '6b1f2c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d',
        room_id: roomId,
        room_number: 101,
        quantity: 2,
        unit_price: 250,
        amount: 500,
        created_at: '2026-03-02T15:00:00.000Z',
      },
    ],
    payments: [
      {
        id: '7b1f2c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d',
        invoice: 'INV-0042',
        method: 'cash',
        status: 'paid',
        amount: 10000,
        refunded_amount: 0,
        created_at: '2026-03-01T15:00:00.000Z',
        paid_at: '2026-03-01T15:00:00.000Z',
      },
    ],
    total: 20500,
    paid: 10000,
    balance: 10500,
  },
  history: [
    {
      action: 'reservations.check_in',
      staff_name: 'Luis Pérez',
      before: { status: 'reserved', identification: 'A1' },
      after: { status: 'in_progress', identification: 'B2', rooms: [101] },
      created_at: '2026-03-02T15:00:00.000Z',
    },
  ],
}

const desk: StaffSession = {
  ...receptionist,
  permissions: [
    'reservations.view',
    'reservations.manage',
    'frontdesk.operate',
    'clients.view',
    'inventory.view',
  ],
}
const meta = (total: number): PageMeta => ({ page: 1, per_page: defaultPerPage, total, last_page: 1 })
const firstPage = {
  page: 1,
  per_page: defaultPerPage,
  order_by: reservationListDefaults.orderBy[0],
  order_direction: 'desc' as const,
  search: '',
}
const noFilters = readFilters(new URLSearchParams())

describe('reservations list', () => {
  it('renders the rows of the API with their badges and balance, and New reservation for reservations.manage', async () => {
    const queries = [[reservationKeys.list(firstPage, noFilters), { data: [item], meta: meta(1) }]] as const
    const html = await renderHtml(<AppRoutes />, { session: desk, path: '/reservations', queries })
    const content = text(html)
    expect(content).toContain('CP-7K2M9Q')
    expect(content).toContain('María López')
    expect(content).toContain('101, 102')
    expect(content).toContain('Apr 10, 2026 – Apr 12, 2026')
    expect(content).toContain('In house')
    expect(content).toContain('Partly paid')
    expect(content).toContain('$125.50')
    expect(content).toContain('New reservation')
    expect(html).toContain(`href="/reservations/${item.id}"`)
    expect(html).toMatch(/placeholder="Reference, name, e-mail or phone"/)

    const es = text(
      await renderHtml(<AppRoutes />, { lng: 'es', session: desk, path: '/reservations', queries }),
    )
    expect(es).toContain('Reservaciones')
    expect(es).toContain('Nueva reservación')
    expect(es).toContain('Saldo')
    // Someone who may only look gets no booking button.
    const viewer = text(
      await renderHtml(<AppRoutes />, { session: receptionist, path: '/reservations', queries }),
    )
    expect(viewer).toContain('CP-7K2M9Q')
    expect(viewer).not.toContain('New reservation')
  })

  it('reads the filters from the address and sends the search as q', async () => {
    const filters = readFilters(
      new URLSearchParams('status=canceled&payment_status=paid&category=companies&from=2026-04-01&to=bad'),
    )
    expect(filters).toEqual({
      status: 'canceled',
      payment_status: 'paid',
      category: 'companies',
      from: '2026-04-01',
      to: undefined,
    })
    expect(reservationListQuery({ ...firstPage, search: 'lopez' }, filters)).toEqual({
      page: '1',
      per_page: String(defaultPerPage),
      order_by: 'check_in',
      order_direction: 'desc',
      q: 'lopez',
      status: 'canceled',
      payment_status: 'paid',
      category: 'companies',
      from: '2026-04-01',
    })
    expect(reservationKeys.list(firstPage, filters).slice(0, 2)).toEqual(['staff', 'reservations'])
  })
})

describe('reservation screen', () => {
  it('shows the stay, rooms with their status, guest, folio, history, and the actions of a reserved stay today', async () => {
    const queries = [[reservationKeys.detail(item.id), reservation]] as const
    const path = `/reservations/${item.id}`
    const content = text(await renderHtml(<AppRoutes />, { session: desk, path, queries }))
    expect(content).toContain('CP-7K2M9Q')
    expect(content).toContain('Room 101')
    expect(content).toContain('Available')
    expect(content).toContain('3:30 p.m.')
    expect(content).toContain('Late dinner')
    expect(content).toContain('Toña beer')
    expect(content).toContain('2 × $2.50')
    expect(content).toContain('INV-0042')
    expect(content).toContain('Total $205.00 Paid $100.00 Balance $105.00')
    expect(content).toContain('Checked in')
    expect(content).toContain('Identification: A1 → B2')
    for (const label of ['Check in', 'Add extras', 'Modify', 'Cancel reservation'])
      expect(content).toContain(label)
    expect(content).not.toContain('Mark no-show')
    expect(content).toContain('Remove')

    const es = text(await renderHtml(<AppRoutes />, { lng: 'es', session: desk, path, queries }))
    expect(es).toContain('Cuenta')
    expect(es).toContain('Registrar entrada')
    expect(es).toContain('Habitación 101')

    const viewer = text(await renderHtml(<AppRoutes />, { session: receptionist, path, queries }))
    expect(viewer).not.toContain('Check in')
    expect(viewer).not.toContain('Remove')
  })

  it('offers the actions by status, dates and permission', () => {
    const all = [...owner.permissions]
    expect(reservationActions({ status: 'reserved', check_in: addDays(today, 1) }, all, today)).toEqual([
      'extras',
      'modify',
      'cancel',
    ])
    expect(reservationActions({ status: 'reserved', check_in: addDays(today, -1) }, all, today)).toEqual([
      'checkIn',
      'extras',
      'modify',
      'cancel',
      'noShow',
    ])
    expect(reservationActions({ status: 'in_progress', check_in: today }, all, today)).toEqual([
      'checkOut',
      'extras',
    ])
    expect(reservationActions({ status: 'completed', check_in: today }, all, today)).toEqual([])
    expect(reservationActions({ status: 'reserved', check_in: today }, ['reservations.view'], today)).toEqual(
      [],
    )
  })

  it('summarises an audit entry as before → after, money in the currency', () => {
    expect(
      historyChanges(
        { total: 20000, check_in: '2026-04-10' },
        { total: 30000, check_in: '2026-04-11', id: 'x' },
        (f, v) => (f === 'total' ? `$${Number(v) / 100}` : undefined),
      ),
    ).toEqual([
      { field: 'total', from: '$200', to: '$300' },
      { field: 'check_in', from: '2026-04-10', to: '2026-04-11' },
    ])
    // Context recorded in `before` only (the old dates of a change of rooms) is no change.
    expect(historyChanges({ check_in: '2026-04-10', total: 1 }, { total: 2 })).toEqual([
      { field: 'total', from: '1', to: '2' },
    ])
    expect(historyChanges({ name: 'Soda', quantity: 1 }, null)).toEqual([
      { field: 'name', from: 'Soda', to: null },
      { field: 'quantity', from: '1', to: null },
    ])
    expect(historyChanges(null, { extras: [{ id: 'e', name: 'Toña beer', quantity: 2 }] })).toEqual([
      { field: 'extras', from: null, to: 'Toña beer × 2' },
    ])
  })
})

describe('stay actions', () => {
  afterEach(() => vi.unstubAllGlobals())

  const answer = (body: unknown, status = 200) =>
    vi.fn(async (_url: string, _init: RequestInit) => new Response(JSON.stringify(body), { status }))
  const calls = (fetch: ReturnType<typeof answer>) =>
    fetch.mock.calls.map(([url, init]) => [
      url,
      init.method,
      init.body ? JSON.parse(String(init.body)) : null,
    ])

  it('check-in: the dialog is prefilled with the identification held, and posts the one typed', async () => {
    const html = await renderHtml(
      <CheckInDialog open reservation={reservation} onClose={() => undefined} />,
      {
        session: desk,
      },
    )
    expect(text(html)).toContain('Check in María López')
    expect(html).toMatch(/<input[^>]*name="identification"[^>]*value="001-010190-0001A"/)

    const fetch = answer({ message: 'María López is checked in.', data: reservation })
    vi.stubGlobal('fetch', fetch)
    await reservationApi.checkIn(reservation.id, checkInBody({ identification: '  P-123456 ' }))
    expect(calls(fetch)).toEqual([
      [`/api/v1/staff/reservations/${reservation.id}/check-in`, 'POST', { identification: 'P-123456' }],
    ])
  })

  it('check-out: a balance due shows the server sentence, and "leave it for later" only with frontdesk.settle_later', async () => {
    const due = new ApiError(409, {
      code: 'balance_due',
      message:
        'A balance of $105.00 is still due. Take the payment, or check out with the balance left for later.',
    })
    expect(balanceDueMessage(due)).toContain('A balance of $105.00 is still due')
    expect(balanceDueMessage(new ApiError(409, { code: 'conflict', message: 'Other' }))).toBeNull()
    const view = (canSettleLater: boolean) =>
      renderHtml(
        <CheckOutView
          open
          name="María López"
          refusal={balanceDueMessage(due)}
          balanceDue
          canSettleLater={canSettleLater}
          pending={false}
          reason=""
          onReason={() => undefined}
          onCheckOut={() => undefined}
          onSettleLater={() => undefined}
          onClose={() => undefined}
        />,
        { session: desk },
      )
    const allowed = text(await view(true))
    expect(allowed).toContain('A balance of $105.00 is still due')
    expect(allowed).toContain('Leave the balance for later')
    expect(allowed).toContain('Why the balance is left for later')
    const refused = text(await view(false))
    expect(refused).toContain('A balance of $105.00 is still due')
    expect(refused).not.toContain('Leave the balance for later')
    expect(refused).toContain('Take the payment first')

    const fetch = answer({ message: 'Done', data: reservation })
    vi.stubGlobal('fetch', fetch)
    await reservationApi.checkOut(reservation.id, { settle_later: true, reason: 'Company pays' })
    expect(calls(fetch)).toEqual([
      [
        `/api/v1/staff/reservations/${reservation.id}/check-out`,
        'POST',
        { settle_later: true, reason: 'Company pays' },
      ],
    ])
  })

  it('cancel and modify send the override reason only past the deadline, and only what changed', () => {
    expect(cancelBody({ reason: 'staff', override_reason: ' storm ' }, true)).toEqual({
      reason: 'staff',
      override_reason: 'storm',
    })
    expect(cancelBody({ reason: 'guest', override_reason: 'x' }, false)).toEqual({ reason: 'guest' })
    const values = modifyValues(reservation)
    expect(modifyBody(values, reservation, false)).toEqual({})
    expect(
      modifyBody(
        {
          ...values,
          rooms: [{ number: '101', guest_count: '1' }],
          estimated_arrival_time: '',
          override_reason: 'ok',
        },
        reservation,
        true,
      ),
    ).toEqual({
      rooms: [{ number: 101, guest_count: 1 }],
      estimated_arrival_time: null,
      override_reason: 'ok',
    })
  })

  it('extras: the dialog lists the products with price and stock, and posts the room and each product', async () => {
    const beer: Product = {
      id: '6b1f2c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d',
      name: 'Toña beer',
      category: 'drink',
      stock: 3,
      unit_price: 250,
      total_cost: 360,
      status: 'available',
      created_at: '2026-01-10T15:00:00.000Z',
      updated_at: '2026-01-10T15:00:00.000Z',
    }
    const chips: Product = {
      ...beer,
      id: '8b1f2c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d',
      name: 'Chips',
      category: 'snack',
    }
    const html = await renderHtml(<ExtrasDialog open reservation={reservation} onClose={() => undefined} />, {
      session: desk,
      queries: [
        [
          ['staff', 'products', 'list', { category: 'drink', per_page: 100, order_by: 'name' }],
          { data: [beer], meta: meta(1) },
        ],
      ],
    })
    const content = text(html)
    expect(content).toContain('Room 101')
    expect(content).toContain('Toña beer $2.50 · 3 in stock')

    const cart = { [beer.id]: { product: beer, quantity: 2 }, [chips.id]: { product: chips, quantity: 1 } }
    expect(cartTotal(cart)).toBe(750)
    const fetch = answer({ message: 'Charged', data: [] }, 201)
    vi.stubGlobal('fetch', fetch)
    await reservationApi.addExtras(reservation.id, extrasBody(roomId, cart))
    expect(calls(fetch)).toEqual([
      [
        `/api/v1/staff/reservations/${reservation.id}/extras`,
        'POST',
        {
          room_id: roomId,
          extras: [
            { category: 'drink', product_id: beer.id, quantity: 2 },
            { category: 'snack', product_id: chips.id, quantity: 1 },
          ],
        },
      ],
    ])
  })
})
