import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Client, startSandbox } from './test-support.ts'

let client: Client
beforeAll(async () => {
  client = await startSandbox({ slowMs: 300 })
})
afterAll(() => client.sandbox.close())

const saleShape = {
  id: expect.stringMatching(/^sale_/),
  amount: 12_345,
  currency: 'USD',
  reference: 'pay_1',
  brand: 'visa',
  last4: expect.stringMatching(/^\d{4}$/),
  created_at: expect.any(String),
}

describe('POST /v1/sales with the test cards', () => {
  it('approves 4242 4242 4242 4242 and captures it', async () => {
    const sale = await client.sale('4242424242424242')
    expect(sale).toEqual({
      ...saleShape,
      status: 'approved',
      captured_amount: 12_345,
      refunded_amount: 0,
      decline_code: null,
      redirect_url: null,
    })
    expect((await client.call('GET', `/v1/sales/${sale.id}`)).body).toEqual(sale)
  })

  it('declines 4000 0000 0000 0002 with card_declined', async () => {
    const sale = await client.sale('4000000000000002')
    expect(sale).toMatchObject({ status: 'declined', decline_code: 'card_declined', captured_amount: 0 })
  })

  it('declines 4000 0000 0000 9995 with insufficient_funds', async () => {
    const sale = await client.sale('4000000000009995')
    expect(sale).toMatchObject({ status: 'declined', decline_code: 'insufficient_funds', captured_amount: 0 })
  })

  it('asks 4000 0000 0000 3220 for the 3-D Secure challenge on the sandbox', async () => {
    const sale = await client.sale('4000000000003220')
    expect(sale).toMatchObject({ status: 'requires_action', captured_amount: 0, decline_code: null })
    expect(sale.redirect_url).toBe(`${client.sandbox.publicUrl}/challenge/${sale.id}`)
    expect(client.sandbox.publicUrl).toMatch(/^http:\/\/localhost:\d+$/)
  })

  it('answers 4000 0000 0000 0119 only after the slow delay, declined with processing_timeout', async () => {
    const started = Date.now()
    const sale = await client.sale('4000000000000119')
    expect(Date.now() - started).toBeGreaterThanOrEqual(290)
    expect(sale).toMatchObject({ status: 'declined', decline_code: 'processing_timeout' })
  })

  it('approves other valid numbers of each brand', async () => {
    for (const [number, brand] of [
      ['4000056655665556', 'visa'],
      ['5555555555554444', 'mastercard'],
      ['378282246310005', 'amex'],
      ['6011111111111117', 'discover'],
      ['36227206271667', 'diners'],
      ['3530111333300000', 'jcb'],
    ]) {
      const sale = await client.sale(number as string, { currency: 'NIO' })
      expect(sale).toMatchObject({ status: 'approved', brand, last4: number?.slice(-4), currency: 'NIO' })
    }
  })

  it('reuses a token for several sales (a saved card)', async () => {
    const token = await client.token('4242424242424242')
    const body = { token, amount: 100, currency: 'USD', reference: 'r', return_url: 'https://hotel.example/' }
    const first = await client.call('POST', '/v1/sales', body)
    const second = await client.call('POST', '/v1/sales', body)
    expect([first.status, second.status]).toEqual([201, 201])
    expect(first.body.id).not.toBe(second.body.id)
  })
})

describe('sale validation', () => {
  let token: string
  beforeAll(async () => {
    token = await client.token('4242424242424242')
  })
  const sell = (changes: Record<string, unknown>) =>
    client.call('POST', '/v1/sales', {
      token,
      amount: 5000,
      currency: 'USD',
      reference: 'pay_2',
      return_url: 'https://hotel.example/payment',
      ...changes,
    })

  it.each([
    ['a zero amount', { amount: 0 }, 'invalid_amount'],
    ['a negative amount', { amount: -5 }, 'invalid_amount'],
    ['a fractional amount', { amount: 10.5 }, 'invalid_amount'],
    ['an amount as text', { amount: '5000' }, 'invalid_amount'],
    ['a missing amount', { amount: undefined }, 'invalid_amount'],
    ['a huge amount', { amount: 2 ** 60 }, 'invalid_amount'],
    ['EUR', { currency: 'EUR' }, 'invalid_currency'],
    ['a lower-case currency', { currency: 'usd' }, 'invalid_currency'],
    ['an unknown token', { token: 'tok_nope' }, 'invalid_token'],
    ['a missing token', { token: undefined }, 'invalid_request'],
    ['a missing reference', { reference: undefined }, 'invalid_request'],
    ['a relative return_url', { return_url: '/payment' }, 'invalid_request'],
    ['a javascript: return_url', { return_url: 'javascript:alert(1)' }, 'invalid_request'],
    ['capture as text', { capture: 'no' }, 'invalid_request'],
    ['a description that is not text', { description: 5 }, 'invalid_request'],
  ])('refuses %s (422 %s)', async (_name, changes, code) => {
    const answer = await sell(changes)
    expect(answer.status).toBe(422)
    expect(answer.body).toEqual({ error: { code, message: expect.any(String) } })
  })

  it('answers 404 not_found for an unknown sale', async () => {
    const answer = await client.call('GET', '/v1/sales/sale_nope')
    expect(answer.status).toBe(404)
    expect(answer.body.error.code).toBe('not_found')
  })
})

describe('capture', () => {
  const authorize = () => client.sale('4242424242424242', { capture: false })

  it('leaves a capture: false sale authorized, then captures all of it by default', async () => {
    const sale = await authorize()
    expect(sale).toMatchObject({ status: 'authorized', captured_amount: 0 })
    const captured = await client.call('POST', `/v1/sales/${sale.id}/capture`)
    expect(captured.status).toBe(200)
    expect(captured.body).toMatchObject({ id: sale.id, status: 'approved', captured_amount: 12_345 })
  })

  it('captures part of the amount', async () => {
    const sale = await authorize()
    const captured = await client.call('POST', `/v1/sales/${sale.id}/capture`, { amount: 5000 })
    expect(captured.body).toMatchObject({ status: 'approved', amount: 12_345, captured_amount: 5000 })
  })

  it('refuses more than was authorized, a second capture, and a sale that was not authorized', async () => {
    const sale = await authorize()
    const over = await client.call('POST', `/v1/sales/${sale.id}/capture`, { amount: 12_346 })
    expect(over.status).toBe(422)
    expect(over.body.error.code).toBe('capture_exceeds_authorized')
    expect((await client.call('POST', `/v1/sales/${sale.id}/capture`, {})).status).toBe(200)
    const again = await client.call('POST', `/v1/sales/${sale.id}/capture`, {})
    expect(again.status).toBe(409)
    expect(again.body.error.code).toBe('not_capturable')
    const declined = await client.sale('4000000000000002', { capture: false })
    const notAuthorized = await client.call('POST', `/v1/sales/${declined.id}/capture`, {})
    expect(notAuthorized.body.error.code).toBe('not_capturable')
    const missing = await client.call('POST', '/v1/sales/sale_nope/capture', {})
    expect(missing.status).toBe(404)
  })
})
