import { afterEach, describe, expect, it } from 'vitest'
import { verifySignature } from './signature.ts'
import { type Receiver, sleep, startReceiver, startSandbox, webhookSecret } from './test-support.ts'
import { Deliverer, retryDelay, type StoredEvent } from './webhooks.ts'

const cleanups: (() => Promise<void>)[] = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
})

async function setup(statusFor?: Receiver['statusFor'], retryBaseMs = 20) {
  const receiver = await startReceiver(statusFor)
  cleanups.push(() => receiver.close())
  const client = await startSandbox({ webhookUrl: receiver.url, retryBaseMs })
  cleanups.push(() => client.sandbox.close())
  return { receiver, client }
}

function expectSigned(call: { headers: Record<string, unknown>; rawBody: string }) {
  const timestamp = String(call.headers['x-sandbox-timestamp'])
  expect(Math.abs(Number(timestamp) - Date.now() / 1000)).toBeLessThan(5)
  const result = verifySignature({
    secret: webhookSecret,
    timestamp,
    signature: call.headers['x-sandbox-signature'] as string,
    rawBody: call.rawBody,
  })
  expect(result).toEqual({ ok: true })
}

describe('webhook events', () => {
  it('POSTs a signed sale.approved event with the sale', async () => {
    const { receiver, client } = await setup()
    const sale = await client.sale('4242424242424242')
    const [call] = await receiver.waitFor(1)
    expect(call?.headers['content-type']).toBe('application/json')
    expect(call?.headers['x-sandbox-signature']).toMatch(/^v1=[0-9a-f]{64}$/)
    expectSigned(call as never)
    expect(call?.body).toEqual({
      id: expect.stringMatching(/^evt_/),
      type: 'sale.approved',
      created_at: expect.any(String),
      data: { sale },
    })
    expect(verifySignature({ ...signed(call), secret: 'another-secret' })).toEqual({
      ok: false,
      reason: 'mismatch',
    })
  })

  it('sends sale.declined, refund.succeeded and the result of the challenge, nothing for pending states', async () => {
    const { receiver, client } = await setup()
    await client.sale('4000000000009995', { reference: 'declined' })
    const challenged = await client.sale('4000000000003220', { reference: 'challenged' })
    const authorized = await client.sale('4242424242424242', { reference: 'authorized', capture: false })
    const paid = await client.sale('4242424242424242', { reference: 'paid', amount: 1000 })
    await sleep(100)
    expect(receiver.received.map((call) => [call.body.type, call.body.data.sale.reference]).sort()).toEqual([
      ['sale.approved', 'paid'],
      ['sale.declined', 'declined'],
    ])

    await fetch(`${challenged.redirect_url}/reject`, { method: 'POST', redirect: 'manual' })
    await client.call('POST', `/v1/sales/${authorized.id}/capture`, { amount: 500 })
    const refund = await client.call('POST', '/v1/refunds', { sale_id: paid.id, amount: 400 })
    await receiver.waitFor(5)
    const [challenge, capture, refunded] = receiver.received.slice(2).map((call) => call.body)
    expect(challenge).toMatchObject({
      type: 'sale.declined',
      data: { sale: { id: challenged.id, decline_code: 'authentication_failed' } },
    })
    expect(capture).toMatchObject({
      type: 'sale.approved',
      data: { sale: { id: authorized.id, status: 'approved', captured_amount: 500 } },
    })
    expect(refunded).toEqual({
      id: expect.stringMatching(/^evt_/),
      type: 'refund.succeeded',
      created_at: expect.any(String),
      data: {
        refund: refund.body,
        sale: { ...paid, status: 'partially_refunded', refunded_amount: 400 },
      },
    })
    for (const call of receiver.received) expectSigned(call)
  })

  it('never makes the merchant call wait for the webhook', async () => {
    const { receiver, client } = await setup(() => sleep(5000).then(() => 200))
    const started = Date.now()
    await client.sale('4242424242424242')
    expect(Date.now() - started).toBeLessThan(2500)
    await receiver.waitFor(1)
    expect(Date.now() - started).toBeLessThan(4000)
  })

  it('retries after a 500 with exponential backoff, the same event and body, until a 2xx', async () => {
    const { receiver, client } = await setup((index) => (index < 2 ? 500 : 204), 100)
    const sale = await client.sale('4242424242424242')
    const calls = await receiver.waitFor(3)
    expect(new Set(calls.map((call) => call.rawBody)).size).toBe(1)
    for (const call of calls) expectSigned(call)
    const [first, second, third] = calls.map((call) => call.at) as [number, number, number]
    expect(second - first).toBeGreaterThanOrEqual(90)
    expect(third - second).toBeGreaterThanOrEqual(190)
    await sleep(500)
    expect(receiver.received).toHaveLength(3)
    const events = await client.call('GET', `/_test/sales/${sale.id}/events`)
    expect(
      events.body.events[0].attempts.map((a: { attempt: number; status: number }) => [a.attempt, a.status]),
    ).toEqual([
      [1, 500],
      [2, 500],
      [3, 204],
    ])
  })

  it('gives up after 12 tries', async () => {
    const { receiver, client } = await setup(() => 503, 1)
    await client.sale('4242424242424242')
    await receiver.waitFor(12, 8000)
    await sleep(1200)
    expect(receiver.received).toHaveLength(12)
  })

  it('retries when the merchant cannot be reached, and close() stops the retries', async () => {
    const receiver = await startReceiver()
    const url = receiver.url
    await receiver.close()
    const client = await startSandbox({ webhookUrl: url, retryBaseMs: 20 })
    const sale = await client.sale('4242424242424242')
    await sleep(300)
    const events = await client.call('GET', `/_test/sales/${sale.id}/events`)
    const attempts = events.body.events[0].attempts
    expect(attempts.length).toBeGreaterThanOrEqual(3)
    expect(attempts[0]).toMatchObject({ attempt: 1, status: null, error: 'ECONNREFUSED' })
    await client.sandbox.close()
  })

  it('close() stops pending retries', async () => {
    const { receiver, client } = await setup(() => 500, 50)
    await client.sale('4242424242424242')
    await receiver.waitFor(2)
    await client.sandbox.close()
    const count = receiver.received.length
    await sleep(400)
    expect(receiver.received).toHaveLength(count)
  })
})

describe('POST /_test/sales/{id}/redeliver', () => {
  it('sends every event of the sale 10 times in reverse order, each signed, as the same events', async () => {
    const { receiver, client } = await setup()
    const sale = await client.sale('4242424242424242', { amount: 1000 })
    await client.call('POST', '/v1/refunds', { sale_id: sale.id, amount: 1000 })
    const originals = await receiver.waitFor(2)
    const approvedId = originals.find((call) => call.body.type === 'sale.approved')?.body.id
    const refundId = originals.find((call) => call.body.type === 'refund.succeeded')?.body.id

    const answer = await client.call('POST', `/_test/sales/${sale.id}/redeliver`, {
      times: 10,
      order: 'reverse',
    })
    expect(answer.status).toBe(200)
    expect(answer.body.sale_id).toBe(sale.id)
    expect(answer.body.deliveries).toHaveLength(20)
    expect(answer.body.deliveries.every((d: { status: number }) => d.status === 200)).toBe(true)

    const again = receiver.received.slice(2)
    expect(again).toHaveLength(20)
    expect(again.map((call) => call.body.id)).toEqual(
      Array.from({ length: 10 }, () => [refundId, approvedId]).flat(),
    )
    for (const call of again) expectSigned(call)
    const rawById = new Map(originals.map((call) => [call.body.id, call.rawBody]))
    for (const call of again) expect(call.rawBody).toBe(rawById.get(call.body.id))
  })

  it('sends them forward, or all at once with parallel', async () => {
    const { receiver, client } = await setup()
    const sale = await client.sale('4242424242424242', { amount: 1000 })
    await client.call('POST', '/v1/refunds', { sale_id: sale.id, amount: 100 })
    await receiver.waitFor(2)
    await client.call('POST', `/_test/sales/${sale.id}/redeliver`, { times: 2, order: 'forward' })
    expect(receiver.received.slice(2).map((call) => call.body.type)).toEqual([
      'sale.approved',
      'refund.succeeded',
      'sale.approved',
      'refund.succeeded',
    ])
    const parallel = await client.call('POST', `/_test/sales/${sale.id}/redeliver`, {
      times: 5,
      parallel: true,
    })
    expect(parallel.body.deliveries).toHaveLength(10)
    expect(receiver.received).toHaveLength(16)
  })

  it('checks its body, the sale and that a webhook is configured', async () => {
    const { client } = await setup()
    const sale = await client.sale('4242424242424242')
    for (const body of [
      { times: 0 },
      { times: 101 },
      { times: 1.5 },
      { order: 'sideways' },
      { parallel: 'yes' },
    ]) {
      const answer = await client.call('POST', `/_test/sales/${sale.id}/redeliver`, body)
      expect(answer.status, JSON.stringify(body)).toBe(422)
    }
    expect((await client.call('POST', '/_test/sales/sale_nope/redeliver', {})).status).toBe(404)

    const quiet = await startSandbox()
    cleanups.push(() => quiet.sandbox.close())
    const quietSale = await quiet.sale('4242424242424242')
    const answer = await quiet.call('POST', `/_test/sales/${quietSale.id}/redeliver`, { times: 1 })
    expect(answer.status).toBe(409)
    expect(answer.body.error.code).toBe('webhook_not_configured')
    const events = await quiet.call('GET', `/_test/sales/${quietSale.id}/events`)
    expect(events.body.events).toEqual([
      expect.objectContaining({
        type: 'sale.approved',
        attempts: [],
        body: expect.objectContaining({ type: 'sale.approved' }),
      }),
    ])
  })
})

describe('backoff', () => {
  it('waits base × 2^n between tries, at most 5 minutes', () => {
    expect([1, 2, 3, 4].map((n) => retryDelay(n, 1000))).toEqual([1000, 2000, 4000, 8000])
    expect(retryDelay(9, 1000)).toBe(256_000)
    expect(retryDelay(10, 1000)).toBe(300_000)
    expect(retryDelay(11, 1000)).toBe(300_000)
  })

  it('stops after maxTries', async () => {
    const receiver = await startReceiver(() => 500)
    cleanups.push(() => receiver.close())
    const silent = { warn() {}, error() {} } as unknown as ConstructorParameters<typeof Deliverer>[0]['log']
    const deliverer = new Deliverer({
      url: receiver.url,
      secret: 's',
      retryBaseMs: 1,
      log: silent,
      maxTries: 3,
    })
    const event: StoredEvent = {
      id: 'evt_1',
      type: 'sale.approved',
      saleId: 'sale_1',
      createdAt: new Date().toISOString(),
      rawBody: '{"id":"evt_1"}',
      attempts: [],
    }
    deliverer.deliver(event)
    await receiver.waitFor(3)
    await sleep(100)
    expect(receiver.received).toHaveLength(3)
    expect(event.attempts.map((a) => a.attempt)).toEqual([1, 2, 3])
    deliverer.close()
  })
})

function signed(call: { headers: Record<string, unknown>; rawBody: string } | undefined) {
  return {
    timestamp: call?.headers['x-sandbox-timestamp'] as string,
    signature: call?.headers['x-sandbox-signature'] as string,
    rawBody: call?.rawBody ?? '',
  }
}
