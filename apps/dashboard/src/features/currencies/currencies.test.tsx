import type { CurrencyUnit, ExchangeRate } from '@hotel/contract'
import type { ResolverOptions } from 'react-hook-form'
import { describe, expect, it } from 'vitest'
import { firstPage } from '../../components/data-table/list-params.ts'
import { AppRoutes } from '../../routes.tsx'
import { owner, renderHtml, testI18n, text } from '../../test-support.tsx'
import { currencyKeys, rateListDefaults } from './api.ts'
import {
  currencyErrorText,
  type RateValues,
  rateResolver,
  type UnitValues,
  unitCreateResolver,
  unitPayload,
  unitValues,
} from './parts.ts'

const bill: CurrencyUnit = {
  id: '00000000-0000-4000-8000-000000000001',
  description: 'Billete de 500',
  currency_code: 'NIO',
  value: 50000,
  type: 'bill',
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
}
const rate: ExchangeRate = {
  id: '00000000-0000-4000-8000-000000000009',
  rate: '36.6243',
  effective_from: '2026-03-01T15:00:00.000Z',
  created_by: owner.user.id,
  created_by_name: 'Ana Rivas',
}
const options = {} as ResolverOptions<UnitValues>

describe('currency unit form', () => {
  it('sends the value in minor units and keeps the rest as typed', () => {
    expect(unitPayload({ description: 'Coin', currency_code: 'usd', value: '0.25', type: 'coin' })).toEqual({
      description: 'Coin',
      currency_code: 'usd',
      value: 25,
      type: 'coin',
    })
    expect(unitPayload({ description: 'Bill', currency_code: 'NIO', value: '500', type: 'bill' }).value).toBe(
      50000,
    )
    expect(unitValues(bill)).toEqual({
      description: 'Billete de 500',
      currency_code: 'NIO',
      value: '500.00',
      type: 'bill',
    })
  })

  it('checks the contract’s rules and says them in the person’s language', async () => {
    const result = await unitCreateResolver(
      { description: 'B', currency_code: 'NI', value: '0', type: 'bill' },
      undefined,
      options,
    )
    const t = (await testI18n('en')).t
    const es = (await testI18n('es')).t
    expect(currencyErrorText(t, 'description', result.errors.description)).toBe(
      'The description must have at least 2 characters.',
    )
    expect(currencyErrorText(es, 'currency_code', result.errors.currency_code)).toBe(
      'El código de moneda debe tener exactamente 3 letras, por ejemplo NIO.',
    )
    expect(currencyErrorText(t, 'value', result.errors.value)).toBe('The value must be greater than 0.')
    const text = await unitCreateResolver(
      { description: 'Bill', currency_code: 'NIO', value: 'abc', type: '' },
      undefined,
      options,
    )
    expect(currencyErrorText(t, 'value', text.errors.value)).toBe(
      'Write the value as a number with up to 2 decimals, e.g. 500 or 0.25.',
    )
    expect(text.errors.type).toBeDefined()
    // The server's duplicate message is shown as it came.
    expect(
      currencyErrorText(t, 'value', {
        type: 'server',
        message: 'A currency unit with this code, value and type already exists (duplicate).',
      }),
    ).toContain('duplicate')
  })

  it('takes a rate from 1 to 1000 with up to 6 decimals', async () => {
    const t = (await testI18n('en')).t
    const check = (value: string) =>
      Promise.resolve(rateResolver({ rate: value }, undefined, {} as ResolverOptions<RateValues>)).then(
        (result) => currencyErrorText(t, 'rate', result.errors.rate),
      )
    expect(await check('36.80')).toBeUndefined()
    expect(await check('1')).toBeUndefined()
    expect(await check('1000')).toBeUndefined()
    expect(await check('0.5')).toBe('The exchange rate must be between 1 and 1000.')
    expect(await check('1000.01')).toBe('The exchange rate must be between 1 and 1000.')
    expect(await check('36.1234567')).toBe(
      'Give the rate as a decimal number with at most 6 decimals, such as 36.80.',
    )
    expect(await check('36,8')).toBe(
      'Give the rate as a decimal number with at most 6 decimals, such as 36.80.',
    )
  })
})

describe('currencies screen', () => {
  const queries = [
    [currencyKeys.units, [bill]],
    [currencyKeys.rate, { rate: '36.6243', effective_from: rate.effective_from, source: 'history' }],
    [
      currencyKeys.rates(firstPage(rateListDefaults)),
      { data: [rate], meta: { page: 1, per_page: 10, total: 1, last_page: 1 } },
    ],
  ] as const

  it('lists the units and the rate with its history and form', async () => {
    const content = text(await renderHtml(<AppRoutes />, { session: owner, path: '/currencies', queries }))
    expect(content).toContain('Bills and coins')
    expect(content).toContain('Billete de 500')
    expect(content).toContain('Bill')
    expect(content).toContain('1 USD = 36.6243 NIO')
    expect(content).toContain('Ana Rivas')
    expect(content).toContain('Set the rate')
    expect(content).toContain('Add a unit')
    const es = text(
      await renderHtml(<AppRoutes />, { lng: 'es', session: owner, path: '/currencies', queries }),
    )
    expect(es).toContain('Billetes y monedas')
    expect(es).toContain('Fijar el tipo de cambio')
    expect(es).toContain('Tipo de cambio')
  })
})
