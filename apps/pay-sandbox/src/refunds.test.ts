import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Client, startSandbox } from './test-support.ts'

let client: Client
beforeAll(async () => {
  client = await startSandbox()
})
afterAll(() => client.sandbox.close())

const refund = (saleId: string, amount: unknown) =>
  client.call('POST', '/v1/refunds', { sale_id: saleId, amount })

describe('POST /v1/refunds', () => {
  it('refunds part, then the rest, never more than captured minus refunded', async () => {
    const sale = await client.sale('4242424242424242', { amount: 10_000 })
    const first = await refund(sale.id, 3000)
    expect(first.status).toBe(201)
    expect(first.body).toEqual({
      id: expect.stringMatching(/^re_/),
      sale_id: sale.id,
      amount: 3000,
      status: 'succeeded',
    })
    expect((await client.call('GET', `/v1/sales/${sale.id}`)).body).toMatchObject({
      status: 'partially_refunded',
      captured_amount: 10_000,
      refunded_amount: 3000,
    })

    const over = await refund(sale.id, 7001)
    expect(over.status).toBe(422)
    expect(over.body.error.code).toBe('refund_exceeds_captured')

    expect((await refund(sale.id, 7000)).status).toBe(201)
    expect((await client.call('GET', `/v1/sales/${sale.id}`)).body).toMatchObject({
      status: 'refunded',
      refunded_amount: 10_000,
    })
    const afterAll = await refund(sale.id, 1)
    expect(afterAll.status).toBe(409)
    expect(afterAll.body.error.code).toBe('not_refundable')
  })

  it('counts only the captured part of a partly captured sale', async () => {
    const sale = await client.sale('4242424242424242', { amount: 10_000, capture: false })
    expect((await refund(sale.id, 1)).body.error.code).toBe('not_refundable')
    await client.call('POST', `/v1/sales/${sale.id}/capture`, { amount: 4000 })
    expect((await refund(sale.id, 4001)).body.error.code).toBe('refund_exceeds_captured')
    expect((await refund(sale.id, 4000)).status).toBe(201)
  })

  it('refuses declined and challenged sales, unknown sales and bad amounts', async () => {
    const declined = await client.sale('4000000000000002')
    expect((await refund(declined.id, 100)).status).toBe(409)
    const challenged = await client.sale('4000000000003220')
    expect((await refund(challenged.id, 100)).body.error.code).toBe('not_refundable')
    const missing = await refund('sale_nope', 100)
    expect(missing.status).toBe(404)
    expect(missing.body.error.code).toBe('not_found')
    const sale = await client.sale('4242424242424242')
    for (const amount of [0, -1, 1.5, '100', null]) {
      const answer = await refund(sale.id, amount)
      expect(answer.status).toBe(422)
      expect(answer.body.error.code).toBe('invalid_amount')
    }
    const noSale = await client.call('POST', '/v1/refunds', { amount: 100 })
    expect(noSale.body.error.code).toBe('invalid_request')
  })
})
