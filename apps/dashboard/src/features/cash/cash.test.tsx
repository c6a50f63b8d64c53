import type { CashSession, CurrencyUnit, StaffSession } from '@hotel/contract'
import { describe, expect, it } from 'vitest'
import { firstPage } from '../../components/data-table/list-params.ts'
import { AppRoutes } from '../../routes.tsx'
import { owner, receptionist, renderHtml, text } from '../../test-support.tsx'
import { currencyKeys } from '../currencies/api.ts'
import { orderUnits } from '../currencies/unit-order.ts'
import { auditListDefaults, cashKeys, sessionListDefaults } from './api.ts'
import { countLines, countTotals, parseQuantity } from './count-grid.tsx'
import { countSummary } from './parts.tsx'
import { differenceTone } from './totals-table.tsx'

const unit = (
  id: string,
  code: string,
  value: number,
  type: 'bill' | 'coin',
  description: string,
): CurrencyUnit => ({
  id: `00000000-0000-4000-8000-${id.padStart(12, '0')}`,
  description,
  currency_code: code,
  value,
  type,
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
})
const nio500 = unit('1', 'NIO', 50000, 'bill', 'C$500')
const nio100 = unit('2', 'NIO', 10000, 'bill', 'C$100')
const nio5 = unit('3', 'NIO', 500, 'coin', 'C$5')
const usd20 = unit('4', 'USD', 2000, 'bill', 'US$20')
const usdQuarter = unit('5', 'USD', 25, 'coin', '25 cents')
// Given out of order: the grid puts them by currency, bills before coins, largest first.
const units = [usdQuarter, nio5, usd20, nio100, nio500]

const desk: StaffSession = {
  ...receptionist,
  permissions: [...receptionist.permissions, 'cash.operate'],
}

const openSession: CashSession = {
  id: '11111111-2222-4333-8444-555555555555',
  status: 'open',
  opened_by: owner.user.id,
  opened_by_name: 'Luis Pérez',
  opened_at: '2026-03-14T14:00:00.000Z',
  closed_by: null,
  closed_by_name: null,
  closed_at: null,
  observations: null,
  opening_float: [
    { currency_id: nio100.id, currency_code: 'NIO', value: 10000, quantity: 10, amount: 100000 },
    { currency_id: usd20.id, currency_code: 'USD', value: 2000, quantity: 2, amount: 4000 },
  ],
  closing_count: [],
  totals: [
    { currency_code: 'NIO', expected: 129440, counted: null, difference: null },
    { currency_code: 'USD', expected: 14000, counted: null, difference: null },
  ],
}

describe('the count grid', () => {
  it('orders units by currency, bills then coins, largest first', () => {
    expect(orderUnits(units).map((u) => u.description)).toEqual([
      'C$500',
      'C$100',
      'C$5',
      'US$20',
      '25 cents',
    ])
  })

  it('reads quantities: empty is none, whole numbers up to 100,000, anything else refused', () => {
    expect(parseQuantity('')).toBe(0)
    expect(parseQuantity(' 7 ')).toBe(7)
    expect(parseQuantity('100000')).toBe(100000)
    expect(parseQuantity('100001')).toBeNull()
    expect(parseQuantity('1.5')).toBeNull()
    expect(parseQuantity('-1')).toBeNull()
    expect(parseQuantity('x')).toBeNull()
  })

  it('totals each currency in exact minor units', () => {
    // NIO: 3 × 500.00 + 7 × 100.00 + 9 × 5.00 = 1,500 + 700 + 45 = 2,245.00 → 224500.
    // USD: 4 × 20.00 + 3 × 0.25 = 80.75 → 8075.
    const quantities = {
      [nio500.id]: '3',
      [nio100.id]: '7',
      [nio5.id]: '9',
      [usd20.id]: '4',
      [usdQuarter.id]: '3',
    }
    expect(countTotals(units, quantities)).toEqual([
      { currency_code: 'NIO', total: 224500 },
      { currency_code: 'USD', total: 8075 },
    ])
    // A box that is not a quantity adds nothing to the live total.
    expect(countTotals(units, { [nio500.id]: 'abc', [nio100.id]: '1' })).toEqual([
      { currency_code: 'NIO', total: 10000 },
      { currency_code: 'USD', total: 0 },
    ])
  })

  it('sends every unit to close or audit, only the counted ones to open, nothing while a box is wrong', () => {
    const quantities = { [nio100.id]: '2', [usd20.id]: '' }
    expect(countLines(units, quantities, false)).toEqual([{ currency_id: nio100.id, quantity: 2 }])
    expect(countLines(units, quantities, true)).toEqual([
      { currency_id: nio500.id, quantity: 0 },
      { currency_id: nio100.id, quantity: 2 },
      { currency_id: nio5.id, quantity: 0 },
      { currency_id: usd20.id, quantity: 0 },
      { currency_id: usdQuarter.id, quantity: 0 },
    ])
    expect(countLines(units, { [nio5.id]: '2.5' }, true)).toBeNull()
  })

  it('says over, short or balanced', () => {
    expect(differenceTone(150)).toBe('over')
    expect(differenceTone(-1)).toBe('short')
    expect(differenceTone(0)).toBe('balanced')
    expect(differenceTone(null)).toBeNull()
  })

  it('sums a float per currency, córdobas written C$ in English too', () => {
    expect(countSummary(openSession.opening_float, 'en')).toBe('C$1,000.00 · $40.00')
    expect(countSummary(openSession.opening_float, 'es')).toBe('C$1,000.00 · USD\u00a040.00')
  })
})

describe('cash drawer screen', () => {
  it('offers to open the drawer with a float grid when none is open', async () => {
    const queries = [
      [cashKeys.current, null],
      [currencyKeys.units, units],
    ] as const
    const html = await renderHtml(<AppRoutes />, { session: desk, path: '/cash', queries })
    const content = text(html)
    expect(content).toContain('The drawer is closed')
    expect(content).toContain('Open the drawer')
    expect(content).toContain('C$500')
    expect(content).toContain('Total NIO')
    // No audits nor history without cash.audit.
    expect(content).not.toContain('New cash audit')
    expect(content).not.toContain('Drawer history')
    const es = text(await renderHtml(<AppRoutes />, { lng: 'es', session: desk, path: '/cash', queries }))
    expect(es).toContain('La caja está cerrada')
    expect(es).toContain('Abrir la caja')
  })

  it('shows who opened it, the float and what is expected, with audits for cash.audit', async () => {
    const queries = [
      [cashKeys.current, openSession],
      [currencyKeys.units, units],
      [
        cashKeys.sessions(firstPage(sessionListDefaults)),
        { data: [openSession], meta: { page: 1, per_page: 10, total: 1, last_page: 1 } },
      ],
      [
        cashKeys.audits(firstPage(auditListDefaults)),
        { data: [], meta: { page: 1, per_page: 10, total: 0, last_page: 1 } },
      ],
    ] as const
    const content = text(await renderHtml(<AppRoutes />, { session: owner, path: '/cash', queries }))
    expect(content).toContain('The drawer is open')
    expect(content).toContain('Luis Pérez')
    expect(content).toContain('C$1,000.00 · $40.00')
    expect(content).toContain('C$1,294.40')
    expect(content).toContain('$140.00')
    expect(content).toContain('Close the drawer')
    expect(content).toContain('New cash audit')
    expect(content).toContain('Still open')
    expect(content).toContain('No cash audits yet.')
  })

  it('gives an accountant (cash.audit without cash.operate) the audits and the history on a screen of their own', async () => {
    const accountant: StaffSession = {
      ...receptionist,
      permissions: ['reports.view', 'cash.audit', 'currencies.manage'],
    }
    const queries = [
      [currencyKeys.units, units],
      [
        cashKeys.sessions(firstPage(sessionListDefaults)),
        { data: [], meta: { page: 1, per_page: 10, total: 0, last_page: 1 } },
      ],
      [
        cashKeys.audits(firstPage(auditListDefaults)),
        { data: [], meta: { page: 1, per_page: 10, total: 0, last_page: 1 } },
      ],
    ] as const
    const content = text(
      await renderHtml(<AppRoutes />, { session: accountant, path: '/cash-audits', queries }),
    )
    expect(content).toContain('Cash audits')
    expect(content).toContain('New cash audit')
    expect(content).toContain('The drawer has not been opened yet.')
    expect(content).not.toContain('Open the drawer')
    const refused = text(await renderHtml(<AppRoutes />, { session: accountant, path: '/cash', queries }))
    expect(refused).not.toContain('The drawer is closed')
  })
})
