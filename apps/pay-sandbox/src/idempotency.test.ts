import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Client, type Receiver, startReceiver, startSandbox } from './test-support.ts'

let client: Client
let receiver: Receiver
beforeAll(async () => {
  receiver = await startReceiver()
  client = await startSandbox({ webhookUrl: receiver.url, slowMs: 300 })
})
afterAll(async () => {
  await client.sandbox.close()
  await receiver.close()
})

describe('Idempotency-Key', () => {
  it('answers the same key with the same body with the stored answer, and makes one sale', async () => {
    const token = await client.token('4242424242424242')
    const body = {
      token,
      amount: 2500,
      currency: 'USD',
      reference: 'pay_idem',
      return_url: 'https://h.example/',
    }
    const headers = { 'idempotency-key': 'sale-pay_idem-1' }
    const first = await client.call('POST', '/v1/sales', body, headers)
    // The same body, its keys in another order and spaced differently.
    const reordered = `{ "return_url": "https://h.example/", "reference": "pay_idem", "currency": "USD", "amount": 2500, "token": "${token}" }`
    const second = await client.call('POST', '/v1/sales', reordered, headers)
    expect(first.status).toBe(201)
    expect(second.status).toBe(201)
    expect(second.body).toEqual(first.body)
    expect(second.headers.get('idempotent-replayed')).toBe('true')
    expect(first.headers.get('idempotent-replayed')).toBeNull()

    await receiver.waitFor(1)
    await new Promise((resolve) => setTimeout(resolve, 100))
    const approved = receiver.received.filter((call) => call.body.data.sale.reference === 'pay_idem')
    expect(approved).toHaveLength(1)
    const events = await client.call('GET', `/_test/sales/${first.body.id}/events`)
    expect(events.body.events).toHaveLength(1)
  })

  it('answers 409 idempotency_key_reused for the same key with another body or another call', async () => {
    const token = await client.token('4242424242424242')
    const body = {
      token,
      amount: 2500,
      currency: 'USD',
      reference: 'pay_x',
      return_url: 'https://h.example/',
    }
    const headers = { 'idempotency-key': 'key-reused' }
    expect((await client.call('POST', '/v1/sales', body, headers)).status).toBe(201)
    const other = await client.call('POST', '/v1/sales', { ...body, amount: 2600 }, headers)
    expect(other.status).toBe(409)
    expect(other.body.error.code).toBe('idempotency_key_reused')
    const elsewhere = await client.call('POST', '/v1/refunds', body, headers)
    expect(elsewhere.status).toBe(409)
  })

  it('replays a refusal too, and a refund only refunds once', async () => {
    const sale = await client.sale('4242424242424242', { amount: 1000 })
    const headers = { 'idempotency-key': `refund-${sale.id}` }
    const body = { sale_id: sale.id, amount: 600 }
    const first = await client.call('POST', '/v1/refunds', body, headers)
    const again = await client.call('POST', '/v1/refunds', body, headers)
    expect(again.body).toEqual(first.body)
    expect((await client.call('GET', `/v1/sales/${sale.id}`)).body.refunded_amount).toBe(600)

    const badHeaders = { 'idempotency-key': 'bad-token' }
    const refused = await client.call('POST', '/v1/tokens', { number: '1234' }, badHeaders)
    const refusedAgain = await client.call('POST', '/v1/tokens', { number: '1234' }, badHeaders)
    expect(refused.status).toBe(422)
    expect(refusedAgain.status).toBe(422)
    expect(refusedAgain.body).toEqual(refused.body)
  })

  it('makes a retry during a slow sale wait for the first call and answer the same sale', async () => {
    const token = await client.token('4000000000000119')
    const body = {
      token,
      amount: 700,
      currency: 'NIO',
      reference: 'pay_slow',
      return_url: 'https://h.example/',
    }
    const headers = { 'idempotency-key': 'slow-1' }
    const [first, second] = await Promise.all([
      client.call('POST', '/v1/sales', body, headers),
      new Promise((resolve) => setTimeout(resolve, 50)).then(() =>
        client.call('POST', '/v1/sales', body, headers),
      ),
    ])
    expect(first.body).toMatchObject({ status: 'declined', decline_code: 'processing_timeout' })
    expect(second.body).toEqual(first.body)
  })

  it('reads a missing body as {} for the comparison', async () => {
    const sale = await client.sale('4242424242424242', { capture: false })
    const headers = { 'idempotency-key': `capture-${sale.id}` }
    const first = await client.call('POST', `/v1/sales/${sale.id}/capture`, undefined, headers)
    const again = await client.call('POST', `/v1/sales/${sale.id}/capture`, {}, headers)
    expect(first.status).toBe(200)
    expect(again.status).toBe(200)
    expect(again.body).toEqual(first.body)
  })

  it('wants a key of 1 to 255 characters', async () => {
    const answer = await client.call('POST', '/v1/tokens', {}, { 'idempotency-key': 'k'.repeat(256) })
    expect(answer.status).toBe(400)
    expect(answer.body.error.code).toBe('invalid_idempotency_key')
  })
})
