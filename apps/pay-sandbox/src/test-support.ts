/** Test helpers: a sandbox on port 0, a merchant client, and a webhook receiver that records what it gets. */
import { createServer, type IncomingHttpHeaders } from 'node:http'
import type { AddressInfo } from 'node:net'
import { createSandbox, type Sandbox, type SandboxOptions } from './server.ts'

/** JSON answers as tests read them: loosely, with `expect` doing the checking. */
// biome-ignore lint/suspicious/noExplicitAny: tests read answers loosely and check them with expect
export type Loose = any

export const credentials = { apiKey: 'test-key', password: 'test-password' }
export const webhookSecret = 'test-webhook-secret'
export const futureYear = new Date().getUTCFullYear() + 3

export interface Client {
  sandbox: Sandbox
  call(
    method: string,
    path: string,
    body?: unknown,
    headers?: Record<string, string>,
  ): Promise<{ status: number; body: Loose; headers: Headers }>
  /** Tokenizes a card (future expiry, a valid CVV) and answers the token. */
  token(number: string, cvv?: string): Promise<string>
  /** Tokenizes the card and makes a sale; answers the sale. */
  sale(number: string, extra?: Record<string, unknown>): Promise<Loose>
}

export async function startSandbox(overrides: Partial<SandboxOptions> = {}): Promise<Client> {
  const sandbox = await createSandbox({
    port: 0,
    host: '127.0.0.1',
    ...credentials,
    webhookSecret,
    slowMs: 200,
    retryBaseMs: 20,
    ...overrides,
  })
  const call: Client['call'] = async (method, path, body, headers = {}) => {
    const response = await fetch(`${sandbox.url}${path}`, {
      method,
      redirect: 'manual',
      headers: {
        'x-api-key': credentials.apiKey,
        'x-api-password': credentials.password,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...headers,
      },
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    })
    const text = await response.text()
    let parsed: unknown = text
    try {
      parsed = JSON.parse(text)
    } catch {}
    return { status: response.status, body: parsed, headers: response.headers }
  }
  const token: Client['token'] = async (number, cvv = '123') => {
    const answer = await call('POST', '/v1/tokens', {
      number,
      exp_month: 12,
      exp_year: futureYear,
      cvv,
      holder: 'Ana Pérez',
    })
    if (answer.status !== 201) throw new Error(`tokenize ${number}: ${JSON.stringify(answer.body)}`)
    return answer.body.token as string
  }
  const sale: Client['sale'] = async (number, extra = {}) => {
    const answer = await call('POST', '/v1/sales', {
      token: await token(number, /^3[47]/.test(number) ? '1234' : '123'),
      amount: 12_345,
      currency: 'USD',
      reference: 'pay_1',
      description: 'Reservation R-1',
      return_url: 'http://127.0.0.1:9/payment-complete?lang=es',
      ...extra,
    })
    if (answer.status !== 201) throw new Error(`sale ${number}: ${JSON.stringify(answer.body)}`)
    return answer.body
  }
  return { sandbox, call, token, sale }
}

export interface Received {
  headers: IncomingHttpHeaders
  rawBody: string
  body: Loose
  at: number
}

export interface Receiver {
  url: string
  received: Received[]
  /** The status to answer the n-th call (0-based); 200 by default. May wait before answering. */
  statusFor: (index: number, request: Received) => number | Promise<number>
  waitFor(count: number, timeoutMs?: number): Promise<Received[]>
  close(): Promise<void>
}

export async function startReceiver(statusFor: Receiver['statusFor'] = () => 200): Promise<Receiver> {
  const received: Received[] = []
  const server = createServer((request, response) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => {
      const rawBody = Buffer.concat(chunks).toString('utf8')
      const entry: Received = { headers: request.headers, rawBody, body: JSON.parse(rawBody), at: Date.now() }
      const index = received.length
      received.push(entry)
      void Promise.resolve(receiver.statusFor(index, entry)).then((status) => {
        response.statusCode = status
        response.end('ok')
      })
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  const receiver: Receiver = {
    url: `http://127.0.0.1:${port}/api/v1/payments/webhook`,
    received,
    statusFor,
    async waitFor(count, timeoutMs = 5000) {
      const until = Date.now() + timeoutMs
      while (received.length < count) {
        if (Date.now() > until) throw new Error(`got ${received.length} webhook calls, wanted ${count}`)
        await new Promise((resolve) => setTimeout(resolve, 10))
      }
      return received
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
  return receiver
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
