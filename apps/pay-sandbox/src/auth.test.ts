import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Client, futureYear, startSandbox } from './test-support.ts'

let client: Client
beforeAll(async () => {
  client = await startSandbox()
})
afterAll(() => client.sandbox.close())

describe('merchant credentials', () => {
  const card = { number: '4242424242424242', exp_month: 12, exp_year: futureYear, cvv: '123', holder: 'A' }

  it.each([
    ['missing', {}],
    ['a wrong key', { 'x-api-key': 'other', 'x-api-password': 'test-password' }],
    ['a wrong password', { 'x-api-key': 'test-key', 'x-api-password': 'test-passwor' }],
    ['only the key', { 'x-api-key': 'test-key' }],
  ])('answers 401 with %s credentials on every /v1 and /_test call', async (_name, headers) => {
    const { sandbox } = client
    const calls: [string, string, unknown][] = [
      ['POST', '/v1/tokens', card],
      ['POST', '/v1/sales', { token: 'tok_x' }],
      ['POST', '/v1/sales/sale_x/capture', {}],
      ['POST', '/v1/refunds', { sale_id: 'sale_x', amount: 1 }],
      ['GET', '/v1/sales/sale_x', undefined],
      ['POST', '/_test/sales/sale_x/redeliver', { times: 1 }],
      ['GET', '/_test/sales/sale_x/events', undefined],
      ['GET', '/v1/nothing', undefined],
      ['DELETE', '/_test/nothing', undefined],
    ]
    for (const [method, path, body] of calls) {
      const response = await fetch(`${sandbox.url}${path}`, {
        method,
        headers: { ...headers, ...(body ? { 'content-type': 'application/json' } : {}) },
        body: body ? JSON.stringify(body) : undefined,
      })
      expect(response.status, `${method} ${path}`).toBe(401)
      expect(await response.json()).toEqual({ error: { code: 'unauthorized', message: expect.any(String) } })
    }
  })

  it('checks credentials before reading the body', async () => {
    const response = await fetch(`${client.sandbox.url}/v1/tokens`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{not json',
    })
    expect(response.status).toBe(401)
  })

  it('accepts the right credentials', async () => {
    const answer = await client.call('POST', '/v1/tokens', card)
    expect(answer.status).toBe(201)
  })

  it('serves /health without credentials, and unknown routes as 404 errors', async () => {
    expect(await (await fetch(`${client.sandbox.url}/health`)).json()).toEqual({ status: 'ok' })
    for (const path of ['/v2/nothing', '/v1/nothing', '/_test/nothing']) {
      const missing = await client.call('GET', path)
      expect(missing.status).toBe(404)
      expect(missing.body.error.code).toBe('not_found')
    }
  })
})
