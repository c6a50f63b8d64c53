import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { auditLog, hotelSettings } from '../../db/schema/index.ts'
import { createTestContext, type StaffClient, signInTeam, type TestContext } from '../../test/harness.ts'

let ctx: TestContext
let asOwner: StaffClient
let desk: StaffClient
let asAccountant: StaffClient
let asHousekeeper: StaffClient

beforeAll(async () => {
  ctx = await createTestContext({ RATE_LIMIT_EXEMPT: '127.0.0.1' })
  ;({
    owner: asOwner,
    receptionist: desk,
    accountant: asAccountant,
    housekeeper: asHousekeeper,
  } = await signInTeam(ctx, ['receptionist', 'accountant', 'housekeeper']))
})
afterAll(() => ctx?.close())

const missing = '00000000-0000-4000-8000-000000000000'

describe('currency units', () => {
  it('seeds the NIO and USD bills and coins once, values in minor units', async () => {
    const seeded = await asOwner('/currencies')
    const units: { currency_code: string; type: string; value: number }[] = seeded.body.data
    expect(units).toHaveLength(15)
    expect(units.filter((u) => u.currency_code === 'NIO' && u.type === 'bill').map((u) => u.value)).toEqual([
      1000, 2000, 5000, 10000, 20000, 50000, 100000,
    ])
    expect(units.filter((u) => u.currency_code === 'NIO' && u.type === 'coin').map((u) => u.value)).toEqual([
      100, 500,
    ])
    expect(units.filter((u) => u.currency_code === 'USD').map((u) => u.value)).toEqual([
      100, 500, 1000, 2000, 5000, 10000,
    ])
    // Any staff session reads them (a housekeeper too); nobody without a session does.
    expect((await asHousekeeper('/currencies')).status).toBe(200)
    expect((await ctx.http('/api/v1/staff/currencies')).status).toBe(401)
  })

  it('adds and edits a unit, with an audit entry; the code is upper-cased', async () => {
    const res = await asOwner('/currencies', {
      method: 'POST',
      body: { description: 'Moneda de 10', currency_code: 'nio', value: 1000, type: 'coin' },
    })
    expect(res.status).toBe(201)
    expect(res.body.message).toBe('The currency unit “Moneda de 10” has been added.')
    expect(res.body.data).toMatchObject({ currency_code: 'NIO', value: 1000, type: 'coin' })
    const edit = await asOwner(`/currencies/${res.body.data.id}`, {
      method: 'PATCH',
      body: { description: 'Moneda de diez' },
      lang: 'es',
    })
    expect(edit.status).toBe(200)
    expect(edit.body.message).toBe('Se guardó la denominación “Moneda de diez”.')
    const entries = await ctx.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, res.body.data.id))
    expect(entries.map((e) => e.action).sort()).toEqual(['currencies.create', 'currencies.update'])
  })

  it('refuses a duplicate (same code, value and type) with 409 in en and es, on create and on edit', async () => {
    const body = { description: 'Another 500', currency_code: 'NIO', value: 50000, type: 'bill' }
    const en = await asOwner('/currencies', { method: 'POST', body })
    expect(en.status).toBe(409)
    expect(en.body.code).toBe('currency_unit_taken')
    expect(en.body.message).toBe('A currency unit with this code, value and type already exists (duplicate).')
    const es = await asOwner('/currencies', { method: 'POST', body, lang: 'es' })
    expect(es.body.message).toBe('Ya existe una denominación con este código, valor y tipo (duplicada).')
    // The same value as a coin is another unit.
    const coin = await asOwner('/currencies', { method: 'POST', body: { ...body, type: 'coin' } })
    expect(coin.status).toBe(201)
    const clash = await asOwner(`/currencies/${coin.body.data.id}`, {
      method: 'PATCH',
      body: { type: 'bill' },
    })
    expect(clash.status).toBe(409)
  })

  it('states each field rule in en and es', async () => {
    const bad = { description: 'X', currency_code: 'NI', value: 0, type: 'note' }
    const en = await asOwner('/currencies', { method: 'POST', body: bad })
    expect(en.status).toBe(422)
    expect(en.body.errors.description[0]).toBe('The description must have at least 2 characters.')
    expect(en.body.errors.currency_code[0]).toBe(
      'The currency code must have exactly 3 letters, such as NIO.',
    )
    expect(en.body.errors.value[0]).toBe('The value must be greater than 0 (in cents: 50000 is 500.00).')
    expect(en.body.errors.type[0]).toBe('The selected value is not valid.')
    const es = await asOwner('/currencies', { method: 'POST', body: bad, lang: 'es' })
    expect(es.body.errors.description[0]).toBe('La descripción debe tener al menos 2 caracteres.')
    expect(es.body.errors.currency_code[0]).toBe(
      'El código de moneda debe tener exactamente 3 letras, como NIO.',
    )
    expect(es.body.errors.value[0]).toBe('El valor debe ser mayor que 0 (en centavos: 50000 es 500.00).')
    const four = await asOwner('/currencies', {
      method: 'POST',
      body: { description: 'Euro', currency_code: 'EURO', value: 100, type: 'coin' },
    })
    expect(four.status).toBe(422)
    expect(
      (await asOwner(`/currencies/${missing}`, { method: 'PATCH', body: { description: 'Gone' } })).status,
    ).toBe(404)
  })

  it('lets only currencies.manage write units', async () => {
    const body = { description: 'Desk coin', currency_code: 'USD', value: 25, type: 'coin' }
    const res = await desk('/currencies', { method: 'POST', body })
    expect(res.status).toBe(403)
    expect((await asAccountant('/currencies', { method: 'POST', body })).status).toBe(201)
  })
})

describe('exchange rates', () => {
  it('answers the configured 36.8 before any rate is set', async () => {
    const res = await desk('/exchange-rates/current')
    expect(res.status).toBe(200)
    expect(res.body.data).toEqual({ rate: '36.8', effective_from: null, source: 'settings' })
    expect((await asOwner('/exchange-rates')).body.meta.total).toBe(0)
  })

  it('sets a rate: history newest first, the hotel settings (guest payments) follow in the same transaction', async () => {
    const first = await asOwner('/exchange-rates', { method: 'POST', body: { rate: '36.80' } })
    expect(first.status).toBe(201)
    expect(first.body.message).toBe('The exchange rate is now 36.8 NIO per USD.')
    const second = await asOwner('/exchange-rates', { method: 'POST', body: { rate: '36.6245' }, lang: 'es' })
    expect(second.body.message).toBe('El tipo de cambio ahora es 36.6245 NIO por USD.')
    expect(second.body.data.current).toMatchObject({ rate: '36.6245', source: 'history' })
    const history = await asOwner('/exchange-rates')
    expect(history.body.data.map((r: { rate: string }) => r.rate)).toEqual(['36.6245', '36.8'])
    expect(history.body.data[0].created_by_name).toBe('Demo Owner')
    const [settings] = await ctx.database.db.select().from(hotelSettings)
    expect(settings?.exchangeRate).toBe('36.624500')
    const [entry] = await ctx.database.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.action, 'exchange_rates.create'),
          eq(auditLog.entityId, second.body.data.exchange_rate.id),
        ),
      )
    expect(entry?.before).toEqual({ rate: '36.8' })
  })

  it('refuses a malformed or out-of-range rate in en and es', async () => {
    for (const rate of ['36.1234567', 'abc', '', '-5']) {
      const res = await asOwner('/exchange-rates', { method: 'POST', body: { rate } })
      expect(res.status).toBe(422)
      expect(res.body.errors.rate[0]).toBe(
        'Give the rate as a decimal number with at most 6 decimals, such as 36.80.',
      )
    }
    for (const rate of ['0.5', '1000.01']) {
      const res = await asOwner('/exchange-rates', { method: 'POST', body: { rate }, lang: 'es' })
      expect(res.status).toBe(422)
      expect(res.body.errors.rate[0]).toBe('El tipo de cambio debe estar entre 1 y 1000.')
    }
    const number = await asOwner('/exchange-rates', { method: 'POST', body: { rate: 36.8 } })
    expect(number.status).toBe(422)
    expect((await asOwner('/exchange-rates', { method: 'POST', body: { rate: '1' } })).status).toBe(201)
    expect((await asOwner('/exchange-rates', { method: 'POST', body: { rate: '1000' } })).status).toBe(201)
    expect((await asOwner('/exchange-rates', { method: 'POST', body: { rate: '36.8' } })).status).toBe(201)
  })

  it('lets only currencies.manage set or list rates', async () => {
    expect((await desk('/exchange-rates', { method: 'POST', body: { rate: '37' } })).status).toBe(403)
    expect((await desk('/exchange-rates')).status).toBe(403)
  })
})
