/**
 * The card payment provider sandbox (PROTOCOL.md): tokens, sales with the test cards' behaviours, the 3-D Secure
 * page, capture, refunds, idempotency keys and signed webhook events. Everything lives in memory.
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto'
import formbody from '@fastify/formbody'
import Fastify, { type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify'
import { type Brand, behaviourOf, checkCvv, checkExpiry, checkNumber } from './cards.ts'
import { challengePage, messagePage, pageSecurityPolicy } from './challenge-page.ts'
import {
  ApiError,
  amountField,
  type Body,
  canonicalJson,
  invalid,
  objectBody,
  optionalString,
  requiredString,
} from './http.ts'
import { Deliverer, type DeliveryAttempt, type StoredEvent } from './webhooks.ts'

export { signEvent, verifySignature } from './signature.ts'

export interface SandboxOptions {
  port: number
  host: string
  /** The sandbox's address as browsers see it, for `redirect_url` (default `http://localhost:<port>`). */
  publicUrl?: string
  apiKey: string
  password: string
  /** Where events are POSTed; without it events are kept (see `/_test/sales/{id}/events`) but not sent. */
  webhookUrl?: string
  webhookSecret: string
  /** How long the slow test card's sale call waits before it answers `processing_timeout`. */
  slowMs: number
  /** The first wait between webhook tries; doubles each time, at most 5 minutes. */
  retryBaseMs: number
  logger?: FastifyServerOptions['logger']
}

export interface Sandbox {
  app: ReturnType<typeof Fastify>
  /** Where the server listens, e.g. `http://127.0.0.1:4010`. */
  url: string
  /** The base of `redirect_url`. */
  publicUrl: string
  /** Stops webhook retries, ends slow sales early and closes the server. */
  close(): Promise<void>
}

type Currency = 'USD' | 'NIO'
type SaleStatus =
  | 'requires_action'
  | 'authorized'
  | 'approved'
  | 'declined'
  | 'refunded'
  | 'partially_refunded'

interface Token {
  token: string
  number: string
  brand: Brand
  last4: string
  expMonth: number
  expYear: number
  holder: string
}

interface Sale {
  id: string
  status: SaleStatus
  amount: number
  capturedAmount: number
  refundedAmount: number
  currency: Currency
  reference: string
  description: string | null
  returnUrl: string
  capture: boolean
  brand: Brand
  last4: string
  declineCode: string | null
  redirectUrl: string | null
  createdAt: string
}

interface Refund {
  id: string
  saleId: string
  amount: number
  status: 'succeeded'
  createdAt: string
}

interface Answer {
  status: number
  body: unknown
}

interface StoredAnswer {
  status: number
  payload: string
}

interface IdempotencyRecord {
  hash: string
  answer: Promise<StoredAnswer>
}

const currencies = new Set<Currency>(['USD', 'NIO'])

function newId(prefix: string): string {
  return `${prefix}_${randomBytes(12).toString('base64url')}`
}

function sha256(text: string): Buffer {
  return createHash('sha256').update(text).digest()
}

/** Equal-length digests, so the comparison takes the same time whatever was sent. */
function sameSecret(given: unknown, expected: string): boolean {
  if (typeof given !== 'string') return false
  return timingSafeEqual(sha256(given), sha256(expected))
}

function saleJson(sale: Sale) {
  return {
    id: sale.id,
    status: sale.status,
    amount: sale.amount,
    captured_amount: sale.capturedAmount,
    refunded_amount: sale.refundedAmount,
    currency: sale.currency,
    reference: sale.reference,
    brand: sale.brand,
    last4: sale.last4,
    decline_code: sale.declineCode,
    redirect_url: sale.redirectUrl,
    created_at: sale.createdAt,
  }
}

function refundJson(refund: Refund) {
  return { id: refund.id, sale_id: refund.saleId, amount: refund.amount, status: refund.status }
}

function returnUrlField(body: Body): string {
  const value = requiredString(body, 'return_url', 2048)
  let url: URL
  try {
    url = new URL(value)
  } catch {
    throw invalid('return_url', 'must be an absolute http(s) URL')
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw invalid('return_url', 'must be an absolute http(s) URL')
  }
  return value
}

function withResult(returnUrl: string, saleId: string, status: string): string {
  const url = new URL(returnUrl)
  url.searchParams.set('sale', saleId)
  url.searchParams.set('status', status)
  return url.toString()
}

export async function createSandbox(options: SandboxOptions): Promise<Sandbox> {
  const app = Fastify({ logger: options.logger ?? false, bodyLimit: 64 * 1024 })

  const tokens = new Map<string, Token>()
  const sales = new Map<string, Sale>()
  const refunds = new Map<string, Refund>()
  const events = new Map<string, StoredEvent[]>()
  const idempotency = new Map<string, IdempotencyRecord>()
  /** Slow sales waiting to answer; close() lets them answer at once. */
  const waiting = new Set<() => void>()
  let closing = false
  /** Known once listening (the port may be 0). */
  let publicUrl = ''

  const deliverer = new Deliverer({
    url: options.webhookUrl,
    secret: options.webhookSecret,
    retryBaseMs: options.retryBaseMs,
    log: app.log,
  })

  function sleep(ms: number): Promise<void> {
    if (closing) return Promise.resolve()
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer)
        waiting.delete(done)
        resolve()
      }
      const timer = setTimeout(done, ms)
      waiting.add(done)
    })
  }

  function emit(type: StoredEvent['type'], sale: Sale, refund?: Refund): void {
    const id = newId('evt')
    const createdAt = new Date().toISOString()
    const data = refund ? { refund: refundJson(refund), sale: saleJson(sale) } : { sale: saleJson(sale) }
    const event: StoredEvent = {
      id,
      type,
      saleId: sale.id,
      createdAt,
      rawBody: JSON.stringify({ id, type, created_at: createdAt, data }),
      attempts: [],
    }
    const list = events.get(sale.id) ?? []
    list.push(event)
    events.set(sale.id, list)
    deliverer.deliver(event)
  }

  function approve(sale: Sale): void {
    sale.redirectUrl = null
    if (sale.capture) {
      sale.status = 'approved'
      sale.capturedAmount = sale.amount
      emit('sale.approved', sale)
    } else {
      sale.status = 'authorized'
    }
  }

  function decline(sale: Sale, code: string): void {
    sale.redirectUrl = null
    sale.status = 'declined'
    sale.declineCode = code
    emit('sale.declined', sale)
  }

  function findSale(id: string): Sale {
    const sale = sales.get(id)
    if (!sale) throw new ApiError(404, 'not_found', `no sale ${id}`)
    return sale
  }

  function send(reply: FastifyReply, answer: StoredAnswer) {
    return reply.code(answer.status).type('application/json; charset=utf-8').send(answer.payload)
  }

  async function answerOf(run: () => Answer | Promise<Answer>): Promise<StoredAnswer> {
    try {
      const answer = await run()
      return { status: answer.status, payload: JSON.stringify(answer.body) }
    } catch (error) {
      if (error instanceof ApiError) return { status: error.status, payload: JSON.stringify(error.toBody()) }
      throw error
    }
  }

  /**
   * Runs a POST once per `Idempotency-Key`: the same key with the same request answers the stored answer (waiting
   * for it while the first call still runs); the same key with another path or body answers 409.
   */
  async function idempotent(
    request: FastifyRequest,
    reply: FastifyReply,
    run: () => Answer | Promise<Answer>,
  ): Promise<FastifyReply> {
    const key = request.headers['idempotency-key']
    if (key === undefined) return send(reply, await answerOf(run))
    if (typeof key !== 'string' || key.length < 1 || key.length > 255) {
      throw new ApiError(400, 'invalid_idempotency_key', 'Idempotency-Key must be 1 to 255 characters')
    }
    const path = request.url.split('?')[0]
    const hash = sha256(`${request.method} ${path}\n${canonicalJson(request.body ?? {})}`).toString('hex')
    const existing = idempotency.get(key)
    if (existing) {
      if (existing.hash !== hash) {
        throw new ApiError(
          409,
          'idempotency_key_reused',
          'this Idempotency-Key was already used with another request',
        )
      }
      reply.header('idempotent-replayed', 'true')
      return send(reply, await existing.answer)
    }
    const answer = answerOf(run)
    const record: IdempotencyRecord = { hash, answer }
    idempotency.set(key, record)
    try {
      return send(reply, await answer)
    } catch (error) {
      // Only a bug gets here: forget the key so that a retry runs again.
      if (idempotency.get(key) === record) idempotency.delete(key)
      throw error
    }
  }

  // JSON only (forms are read on the challenge routes alone); an empty JSON body reads as no body.
  app.removeContentTypeParser(['application/json', 'text/plain'])
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = String(body)
    if (text.trim() === '') return done(null, undefined)
    try {
      done(null, JSON.parse(text))
    } catch {
      done(new ApiError(400, 'invalid_json', 'the body is not valid JSON'), undefined)
    }
  })

  app.setErrorHandler((error, request, reply) => {
    if (error instanceof ApiError) return reply.code(error.status).send(error.toBody())
    const fastifyError = error as { statusCode?: number; code?: string; message?: string }
    const status = fastifyError.statusCode ?? 500
    if (status >= 400 && status < 500) {
      const code =
        status === 415
          ? 'unsupported_media_type'
          : status === 413
            ? 'body_too_large'
            : status === 404
              ? 'not_found'
              : 'bad_request'
      return reply.code(status).send({ error: { code, message: fastifyError.message ?? code } })
    }
    request.log.error({ err: error }, 'unexpected error')
    return reply.code(500).send({ error: { code: 'internal_error', message: 'unexpected error' } })
  })

  const notFound = (request: FastifyRequest, reply: FastifyReply) =>
    reply
      .code(404)
      .send({ error: { code: 'not_found', message: `no route ${request.method} ${request.url}` } })
  app.setNotFoundHandler(notFound)

  app.get('/health', async () => ({ status: 'ok' }))

  const authenticate = async (request: FastifyRequest) => {
    const keyOk = sameSecret(request.headers['x-api-key'], options.apiKey)
    const passwordOk = sameSecret(request.headers['x-api-password'], options.password)
    if (!keyOk || !passwordOk) {
      throw new ApiError(401, 'unauthorized', 'wrong or missing X-Api-Key / X-Api-Password')
    }
  }

  await app.register(
    async (v1) => {
      v1.addHook('onRequest', authenticate)
      // Unknown /v1 routes still want credentials first.
      v1.setNotFoundHandler(notFound)

      v1.post('/tokens', (request, reply) =>
        idempotent(request, reply, () => {
          const body = objectBody(request.body)
          const number = checkNumber(body.number)
          if (!number.ok) throw new ApiError(422, number.code, number.message)
          const expiry = checkExpiry(body.exp_month, body.exp_year)
          if (!expiry.ok) throw new ApiError(422, expiry.code, expiry.message)
          const cvv = checkCvv(body.cvv, number.value.brand)
          if (!cvv.ok) throw new ApiError(422, cvv.code, cvv.message)
          const holder = requiredString(body, 'holder', 100).trim()
          const token: Token = {
            token: newId('tok'),
            number: number.value.number,
            brand: number.value.brand,
            last4: number.value.number.slice(-4),
            expMonth: expiry.value.expMonth,
            expYear: expiry.value.expYear,
            holder,
          }
          tokens.set(token.token, token)
          return {
            status: 201,
            body: {
              token: token.token,
              brand: token.brand,
              last4: token.last4,
              exp_month: token.expMonth,
              exp_year: token.expYear,
            },
          }
        }),
      )

      v1.post('/sales', (request, reply) =>
        idempotent(request, reply, async () => {
          const body = objectBody(request.body)
          const tokenId = requiredString(body, 'token', 255)
          const amount = amountField(body, 'amount', true) as number
          const currency = body.currency
          if (typeof currency !== 'string' || !currencies.has(currency as Currency)) {
            throw invalid('currency', 'USD or NIO', 'invalid_currency')
          }
          const reference = requiredString(body, 'reference', 255)
          const description = optionalString(body, 'description', 1000)
          const returnUrl = returnUrlField(body)
          if (body.capture !== undefined && typeof body.capture !== 'boolean') {
            throw invalid('capture', 'true or false')
          }
          const token = tokens.get(tokenId)
          if (!token) throw invalid('token', 'unknown token', 'invalid_token')
          const now = new Date()
          if (!checkExpiry(token.expMonth, token.expYear, now).ok) {
            throw invalid('token', 'the card has expired', 'invalid_expiry')
          }
          const sale: Sale = {
            id: newId('sale'),
            status: 'requires_action',
            amount,
            capturedAmount: 0,
            refundedAmount: 0,
            currency: currency as Currency,
            reference,
            description,
            returnUrl,
            capture: body.capture !== false,
            brand: token.brand,
            last4: token.last4,
            declineCode: null,
            redirectUrl: null,
            createdAt: now.toISOString(),
          }
          const behaviour = behaviourOf(token.number)
          if (behaviour.kind === 'slow') await sleep(options.slowMs)
          sales.set(sale.id, sale)
          if (behaviour.kind === 'approve') approve(sale)
          else if (behaviour.kind === 'decline') decline(sale, behaviour.code)
          else if (behaviour.kind === 'slow') decline(sale, 'processing_timeout')
          else sale.redirectUrl = `${publicUrl}/challenge/${encodeURIComponent(sale.id)}`
          return { status: 201, body: saleJson(sale) }
        }),
      )

      v1.post<{ Params: { id: string } }>('/sales/:id/capture', (request, reply) =>
        idempotent(request, reply, () => {
          const body = objectBody(request.body)
          const sale = findSale(request.params.id)
          const amount = amountField(body, 'amount', false) ?? sale.amount
          if (sale.status !== 'authorized') {
            throw new ApiError(409, 'not_capturable', `the sale is ${sale.status}, not authorized`)
          }
          if (amount > sale.amount) {
            throw invalid('amount', `at most the authorized ${sale.amount}`, 'capture_exceeds_authorized')
          }
          sale.status = 'approved'
          sale.capturedAmount = amount
          emit('sale.approved', sale)
          return { status: 200, body: saleJson(sale) }
        }),
      )

      v1.post('/refunds', (request, reply) =>
        idempotent(request, reply, () => {
          const body = objectBody(request.body)
          const saleId = requiredString(body, 'sale_id', 255)
          const amount = amountField(body, 'amount', true) as number
          const sale = findSale(saleId)
          if (sale.status !== 'approved' && sale.status !== 'partially_refunded') {
            throw new ApiError(409, 'not_refundable', `the sale is ${sale.status}`)
          }
          const left = sale.capturedAmount - sale.refundedAmount
          if (amount > left) {
            throw invalid('amount', `at most ${left} is left to refund`, 'refund_exceeds_captured')
          }
          sale.refundedAmount += amount
          sale.status = sale.refundedAmount === sale.capturedAmount ? 'refunded' : 'partially_refunded'
          const refund: Refund = {
            id: newId('re'),
            saleId: sale.id,
            amount,
            status: 'succeeded',
            createdAt: new Date().toISOString(),
          }
          refunds.set(refund.id, refund)
          emit('refund.succeeded', sale, refund)
          return { status: 201, body: refundJson(refund) }
        }),
      )

      v1.get<{ Params: { id: string } }>('/sales/:id', async (request) =>
        saleJson(findSale(request.params.id)),
      )
    },
    { prefix: '/v1' },
  )

  await app.register(
    async (test) => {
      test.addHook('onRequest', authenticate)
      test.setNotFoundHandler(notFound)

      test.post<{ Params: { id: string } }>('/sales/:id/redeliver', async (request) => {
        const body = objectBody(request.body)
        const sale = findSale(request.params.id)
        const times = body.times ?? 1
        if (typeof times !== 'number' || !Number.isInteger(times) || times < 1 || times > 100) {
          throw invalid('times', 'a whole number from 1 to 100')
        }
        const order = body.order ?? 'forward'
        if (order !== 'forward' && order !== 'reverse') throw invalid('order', 'forward or reverse')
        const parallel = body.parallel ?? false
        if (typeof parallel !== 'boolean') throw invalid('parallel', 'true or false')
        if (!deliverer.configured) {
          throw new ApiError(409, 'webhook_not_configured', 'the sandbox has no webhook URL')
        }
        const attempts: DeliveryAttempt[] = await deliverer.redeliver(
          events.get(sale.id) ?? [],
          times,
          order,
          parallel,
        )
        return { sale_id: sale.id, deliveries: attempts }
      })

      test.get<{ Params: { id: string } }>('/sales/:id/events', async (request) => {
        const sale = findSale(request.params.id)
        return {
          events: (events.get(sale.id) ?? []).map((event) => ({
            id: event.id,
            type: event.type,
            created_at: event.createdAt,
            body: JSON.parse(event.rawBody) as unknown,
            attempts: event.attempts,
          })),
        }
      })
    },
    { prefix: '/_test' },
  )

  await app.register(async (bank) => {
    await bank.register(formbody)
    const html = (reply: FastifyReply, status: number, text: string) =>
      reply
        .code(status)
        .header('content-security-policy', pageSecurityPolicy)
        .header('cache-control', 'no-store')
        .header('x-content-type-options', 'nosniff')
        .header('referrer-policy', 'no-referrer')
        .type('text/html; charset=utf-8')
        .send(text)

    bank.get<{ Params: { id: string } }>('/challenge/:id', async (request, reply) => {
      const sale = sales.get(request.params.id)
      if (!sale)
        return html(reply, 404, messagePage('Payment not found', 'This verification link is not valid.'))
      if (sale.status !== 'requires_action') {
        return html(
          reply,
          409,
          messagePage('Already verified', `This payment was already verified (${sale.status}).`),
        )
      }
      return html(reply, 200, challengePage(sale))
    })

    const decide =
      (choice: 'approve' | 'reject') =>
      async (request: FastifyRequest<{ Params: { id: string } }>, reply: FastifyReply) => {
        const sale = sales.get(request.params.id)
        if (!sale)
          return html(reply, 404, messagePage('Payment not found', 'This verification link is not valid.'))
        // A second click (or the other button in another tab) does not change a decided sale.
        if (sale.status === 'requires_action') {
          if (choice === 'approve') approve(sale)
          else decline(sale, 'authentication_failed')
        }
        return reply.redirect(withResult(sale.returnUrl, sale.id, sale.status), 303)
      }
    bank.post('/challenge/:id/approve', decide('approve'))
    bank.post('/challenge/:id/reject', decide('reject'))
  })

  // Before the server waits for the requests in flight: a slow sale answers at once, retries stop.
  app.addHook('preClose', async () => {
    closing = true
    deliverer.close()
    for (const done of [...waiting]) done()
  })

  const address = await app.listen({ port: options.port, host: options.host })
  const bound = app.server.address()
  const port = typeof bound === 'object' && bound ? bound.port : options.port
  publicUrl = (options.publicUrl ?? `http://localhost:${port}`).replace(/\/+$/, '')

  return {
    app,
    url: address,
    publicUrl,
    close: () => app.close(),
  }
}
