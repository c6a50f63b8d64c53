import {
  type DeskPaymentRow,
  defaultPerPage,
  type ReservationPayments,
  type StaffSession,
} from '@hotel/contract'
import { describe, expect, it } from 'vitest'
import { AppRoutes } from '../../routes.tsx'
import { owner, receptionist, renderHtml, text } from '../../test-support.tsx'
import { exportUrl, paymentKeys } from './api.ts'
import { computeDesk, type DeskForm, deskBody, parseAmount } from './money.ts'
import { readPaymentFilters } from './payments-page.tsx'
import { PaymentsSection } from './payments-section.tsx'
import { refundable } from './refund-dialog.tsx'
import { balancePercentage, initialDeskForm, TakePaymentDialog } from './take-payment-dialog.tsx'

const reservationId = '11111111-2222-4333-8444-555555555555'
const stay = '21111111-2222-4333-8444-555555555555'
const minibar = '31111111-2222-4333-8444-555555555555'

// A USD 80.00 stay (NIO 2,944.00 at 36.8) and a USD 12.50 minibar charge, nothing paid yet.
const ledger: ReservationPayments = {
  reservation_id: reservationId,
  reference: 'HCP-7Q2K',
  status: 'reserved',
  currency: 'USD',
  total: 9250,
  paid: 0,
  due: 9250,
  movements: [
    {
      id: stay,
      type: 'reservation',
      description: 'Stay',
      room_number: null,
      amount: 8000,
      paid: 0,
      created_at: '2026-03-14T14:00:00.000Z',
    },
    {
      id: minibar,
      type: 'extra_charge',
      description: 'Minibar',
      room_number: 101,
      amount: 1250,
      paid: 0,
      created_at: '2026-03-14T15:00:00.000Z',
    },
  ],
  payments: [],
}
const form = (over: Partial<DeskForm>): DeskForm => ({ ...initialDeskForm, ...over })

describe('parseAmount', () => {
  it('reads what a clerk types into minor units', () => {
    expect(parseAmount('100')).toBe(10000)
    expect(parseAmount('100.5')).toBe(10050)
    expect(parseAmount(' 1,234.50 ')).toBe(123450)
    expect(parseAmount('2944,00')).toBe(294400)
    expect(parseAmount('')).toBeNull()
    expect(parseAmount('12.345')).toBeNull()
    expect(parseAmount('-5')).toBeNull()
    expect(parseAmount('abc')).toBeNull()
  })
})

describe('computeDesk: the change the dialog shows, by the contract’s convertCents', () => {
  const stayOnly = form({ movements: [stay] })

  it('USD 100 handed over for the USD 80.00 stay, change in córdobas: NIO 736.00 (2000 × 36.8)', () => {
    const figures = computeDesk({ ...stayOnly, tendered: '100', changeCurrency: 'NIO' }, ledger, '36.8')
    expect(figures).toMatchObject({ amountUsd: 8000, charged: 8000, tendered: 10000, changeDue: 73600 })
    expect(figures.problems).toEqual([])
    expect(deskBody({ ...stayOnly, tendered: '100', changeCurrency: 'NIO' }, figures, '36.8')).toEqual({
      method: 'cash',
      currency: 'USD',
      percentage_to_pay: 100,
      movements: [{ id: stay }],
      amount: 8000,
      exchange_rate: '36.8',
      tendered: 10000,
      change_currency: 'NIO',
      change_due: 73600,
    })
  })

  it('the same stay in córdobas is NIO 2,944.00; NIO 3,000 gives NIO 56.00, or USD 1.52 (5600 ÷ 36.8 = 152.17…)', () => {
    const nio = form({ movements: [stay], currency: 'NIO', changeCurrency: 'NIO', tendered: '3000' })
    expect(computeDesk(nio, ledger, '36.8')).toMatchObject({ charged: 294400, changeDue: 5600 })
    expect(computeDesk({ ...nio, changeCurrency: 'USD' }, ledger, '36.8').changeDue).toBe(152)
  })

  it('rounds at 36.6237: USD 80.00 = 292989.6 → NIO 2,929.90; 7010 centavos change ÷ 36.6237 = 191.4… → USD 1.91', () => {
    const nio = form({ movements: [stay], currency: 'NIO', tendered: '3000.00', changeCurrency: 'USD' })
    expect(computeDesk(nio, ledger, '36.6237')).toMatchObject({ charged: 292990, changeDue: 191 })
  })

  it('the whole balance, a share of it, and the share that completes it', () => {
    // 100% of USD 92.50; 35% = 3237.5 → 3238 (half away from zero).
    expect(computeDesk(form({ tendered: '92.50' }), ledger, '36.8').amountUsd).toBe(9250)
    expect(computeDesk(form({ percentage: 35, tendered: '40' }), ledger, '36.8').amountUsd).toBe(3238)
    // After USD 30.00 paid, 68% completes it (ceil(6250 × 100 / 9250) = 68) and pays exactly USD 62.50.
    const partly = { ...ledger, paid: 3000 }
    expect(computeDesk(form({ percentage: 68, tendered: '70' }), partly, '36.8').amountUsd).toBe(6250)
    // The dialog starts at that percentage once something is paid, so that 100% never overshoots.
    expect(balancePercentage(partly)).toBe(68)
    expect(balancePercentage(ledger)).toBe(100)
    // Half of the minibar: 625.
    expect(
      computeDesk(form({ movements: [minibar], percentage: 50, tendered: '10' }), ledger, '36.8').amountUsd,
    ).toBe(625)
  })

  it('says what is wrong before anything is sent', () => {
    expect(computeDesk(form({ percentage: 0, tendered: '1' }), ledger, '36.8').problems).toContain(
      'percentage',
    )
    expect(computeDesk(form({ percentage: 101, tendered: '1' }), ledger, '36.8').problems).toContain(
      'percentage',
    )
    expect(computeDesk(form({ percentage: Number.NaN }), ledger, '36.8').problems).toContain('percentage')
    expect(computeDesk(form({}), ledger, '36.8').problems).toEqual(['tenderedMissing'])
    const short = computeDesk(form({ tendered: '50' }), ledger, '36.8')
    expect(short.problems).toEqual(['tenderedShort'])
    expect(short.changeDue).toBeNull()
    expect(computeDesk(form({ tendered: '100' }), { ...ledger, paid: 9250 }, '36.8').problems).toContain(
      'nothingDue',
    )
    expect(
      computeDesk(form({ percentage: 80, tendered: '100' }), { ...ledger, paid: 3000 }, '36.8').problems,
    ).toContain('exceeds')
    // A card needs no tender.
    expect(computeDesk(form({ method: 'card' }), ledger, '36.8').problems).toEqual([])
  })
})

describe('lists and refunds', () => {
  it('reads only known filters from the address, and exports with the same filters', () => {
    expect(
      readPaymentFilters(new URLSearchParams('method=cash&currency=EUR&status=paid&from=2026-03-01&to=bad')),
    ).toEqual({ method: 'cash', currency: undefined, status: 'paid', from: '2026-03-01', to: undefined })
    expect(exportUrl({ page: 2, per_page: 20, method: 'cash', q: 'HCP' }, 'xlsx')).toBe(
      '/api/v1/staff/payments?method=cash&q=HCP&format=xlsx',
    )
  })

  it('refunds only what is paid and not yet refunded', () => {
    expect(refundable({ status: 'paid', amount: 8000, refunded_amount: 2500 })).toBe(5500)
    expect(refundable({ status: 'unpaid', amount: 8000, refunded_amount: 0 })).toBe(0)
  })
})

const rate = { rate: '36.8', effective_from: null, source: 'default' as const }
const desk: StaffSession = {
  ...receptionist,
  permissions: [...receptionist.permissions, 'payments.view', 'payments.take'],
}

describe('the take-payment dialog', () => {
  it('shows the amount due at the rate and waits for the tender, in English and Spanish', async () => {
    const queries = [[paymentKeys.rate, rate]] as const
    const en = text(
      await renderHtml(<TakePaymentDialog open ledger={ledger} onClose={() => {}} />, {
        session: desk,
        queries,
      }),
    )
    expect(en).toContain('Take a payment · HCP-7Q2K')
    expect(en).toContain('Rate: 36.8 NIO per USD')
    expect(en).toContain('Amount due $92.50')
    expect(en).toContain('Enter the amount handed over')
    expect(en).toContain('Minibar')
    expect(en).toContain('Take $92.50')
    const es = text(
      await renderHtml(<TakePaymentDialog open ledger={ledger} onClose={() => {}} />, {
        lng: 'es',
        session: desk,
        queries,
      }),
    )
    expect(es).toContain('Cobrar · HCP-7Q2K')
    expect(es).toContain('Tipo de cambio: 36.8 NIO por USD')
    expect(es).toContain('Monto a pagar')
  })
})

const row: DeskPaymentRow = {
  id: '41111111-2222-4333-8444-555555555555',
  invoice: 'R-000042',
  reservation_id: reservationId,
  reservation_reference: 'HCP-7Q2K',
  guest_name: 'Rosa Cajero',
  method: 'cash',
  status: 'paid',
  amount: 8000,
  charged_amount: 8000,
  currency: 'USD',
  exchange_rate: '1',
  percentage_to_pay: 100,
  tendered: 10000,
  change_due: 73600,
  change_currency: 'NIO',
  card_brand: null,
  card_last4: null,
  decline_code: null,
  description: null,
  refunded_amount: 0,
  staff_name: 'Ana Recepción',
  cash_session_id: null,
  created_at: '2026-03-14T14:00:00.000Z',
  paid_at: '2026-03-14T14:00:00.000Z',
}

describe('the payments screen and the reservation’s section', () => {
  it('lists payments with the tender and change, receipts and exports; refunds only with refunds.create', async () => {
    const queries = [
      [
        paymentKeys.list({ page: 1, per_page: defaultPerPage, order_direction: 'desc' }),
        { data: [row], meta: { page: 1, per_page: defaultPerPage, total: 1, last_page: 1 } },
      ],
    ] as const
    const html = await renderHtml(<AppRoutes />, { session: owner, path: '/payments', queries })
    const content = text(html)
    expect(content).toContain('R-000042')
    expect(content).toContain('HCP-7Q2K')
    expect(content).toContain('Handed over $100.00 · change C$736.00')
    expect(content).toContain('Export CSV')
    expect(html).toContain('/api/v1/staff/payments/41111111-2222-4333-8444-555555555555/receipt')
    expect(html).toContain('aria-label="Refund payment R-000042"')
    const asDesk = await renderHtml(<AppRoutes />, { session: desk, path: '/payments', queries })
    expect(text(asDesk)).toContain('R-000042')
    expect(asDesk).not.toContain('Refund payment')
  })

  it('shows the reservation’s ledger with Take payment for payments.take, in both languages', async () => {
    const paid = { ...ledger, paid: 8000, due: 1250, payments: [row] }
    const queries = [[paymentKeys.reservation(reservationId), paid]] as const
    const html = await renderHtml(<PaymentsSection reservationId={reservationId} />, {
      session: desk,
      queries,
    })
    const content = text(html)
    expect(content).toContain('Take payment')
    expect(content).toContain('Balance $12.50')
    expect(content).toContain('R-000042')
    expect(html).toContain('download')
    expect(html).not.toContain('Refund payment')
    const es = text(
      await renderHtml(<PaymentsSection reservationId={reservationId} />, {
        lng: 'es',
        session: owner,
        queries,
      }),
    )
    expect(es).toContain('Cobrar')
    expect(es).toContain('Saldo')
    expect(es).toContain('Reembolsar')
    // Without payments.view the section is not there at all.
    const none = await renderHtml(<PaymentsSection reservationId={reservationId} />, {
      session: { ...receptionist, permissions: ['reservations.view'] },
      queries,
    })
    expect(text(none)).not.toContain('Take payment')
  })
})
