import { createHmac, timingSafeEqual } from 'node:crypto'
import { z } from 'zod'
import {
  type CardToken,
  InvalidEvent,
  InvalidSignature,
  type PaymentProvider,
  type ProviderEvent,
  ProviderRejection,
  ProviderUnavailable,
  type Sale,
} from './provider.ts'

/** Events older or newer than this are refused, so a captured request cannot be replayed later. */
const signatureToleranceSeconds = 5 * 60

interface SandboxSale {
  id: string
  status: string
  reference: string
  amount?: number
  currency?: string
  decline_code?: string | null
  redirect_url?: string | null
  brand?: string | null
  last4?: string | null
}

// What a signed event must look like before anything is read from it (PROTOCOL.md, "Events"): text the
// database can store, identifiers of sane length, whole amounts.
const text = (max: number) =>
  z
    .string()
    .min(1)
    .max(max)
    .refine((value) => !value.includes('\u0000'))
const nullableText = (max: number) => text(max).nullable().optional()
const eventSchema = z.object({
  id: text(200),
  type: text(100),
  data: z
    .object({
      sale: z
        .object({
          id: text(200),
          status: text(50),
          reference: text(200),
          amount: z.number().int().optional(),
          currency: text(3).optional(),
          decline_code: nullableText(100),
          redirect_url: nullableText(2000),
          brand: nullableText(50),
          last4: nullableText(4),
        })
        .optional(),
      refund: z.object({ id: text(200), sale_id: text(200), amount: z.number().int().positive() }).optional(),
    })
    .optional(),
})

const toSale = (sale: SandboxSale): Sale => ({
  id: sale.id,
  status:
    sale.status === 'approved' || sale.status === 'refunded' || sale.status === 'partially_refunded'
      ? 'approved'
      : sale.status === 'declined'
        ? 'declined'
        : sale.status === 'requires_action'
          ? 'requires_action'
          : 'pending',
  reference: sale.reference,
  amount: Number.isSafeInteger(sale.amount) ? (sale.amount as number) : null,
  currency: typeof sale.currency === 'string' ? sale.currency : null,
  declineCode: sale.decline_code ?? null,
  redirectUrl: sale.redirect_url ?? null,
  brand: sale.brand ?? null,
  last4: sale.last4 ?? null,
})

/** The adapter for apps/pay-sandbox (apps/pay-sandbox/PROTOCOL.md). */
export function sandboxProvider(options: {
  url: string
  apiKey: string
  password: string
  webhookSecret: string
  timeoutMs: number
}): PaymentProvider {
  async function call<T>(method: 'GET' | 'POST', path: string, body?: unknown, idempotencyKey?: string) {
    const headers: Record<string, string> = {
      'X-Api-Key': options.apiKey,
      'X-Api-Password': options.password,
      Accept: 'application/json',
    }
    if (body !== undefined) headers['Content-Type'] = 'application/json'
    if (idempotencyKey) headers['Idempotency-Key'] = idempotencyKey
    let response: Response
    try {
      response = await fetch(`${options.url}${path}`, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(options.timeoutMs),
      })
    } catch (error) {
      throw new ProviderUnavailable((error as Error).name === 'TimeoutError' ? 'timeout' : 'error')
    }
    const payload = (await response.json().catch(() => null)) as (T & { error?: { code?: string } }) | null
    if (response.status === 422 && payload?.error?.code) throw new ProviderRejection(payload.error.code)
    if (!response.ok || !payload) throw new ProviderUnavailable('error')
    return payload as T
  }

  return {
    async tokenize(card, idempotencyKey): Promise<CardToken> {
      const body = await call<{
        token: string
        brand: string
        last4: string
        exp_month: number
        exp_year: number
      }>('POST', '/v1/tokens', card, idempotencyKey)
      return {
        token: body.token,
        brand: body.brand,
        last4: body.last4,
        expMonth: body.exp_month,
        expYear: body.exp_year,
      }
    },
    async sale(input) {
      const body = await call<SandboxSale>(
        'POST',
        '/v1/sales',
        {
          token: input.token,
          amount: input.amount,
          currency: input.currency,
          reference: input.reference,
          description: input.description,
          return_url: input.returnUrl,
        },
        input.idempotencyKey,
      )
      return toSale(body)
    },
    async getSale(id) {
      return toSale(await call<SandboxSale>('GET', `/v1/sales/${encodeURIComponent(id)}`))
    },
    async refund(input) {
      return call<{ id: string }>(
        'POST',
        '/v1/refunds',
        { sale_id: input.saleId, amount: input.amount },
        input.idempotencyKey,
      )
    },
    verifyEvent(rawBody, headers, now = new Date()): ProviderEvent {
      const timestamp = String(headers['x-sandbox-timestamp'] ?? '')
      const signature = String(headers['x-sandbox-signature'] ?? '')
      if (!/^\d{1,12}$/.test(timestamp) || !signature.startsWith('v1=')) throw new InvalidSignature('missing')
      const expected = createHmac('sha256', options.webhookSecret)
        .update(`${timestamp}.`)
        .update(rawBody)
        .digest()
      const given = Buffer.from(signature.slice(3), 'hex')
      if (given.length !== expected.length || !timingSafeEqual(given, expected))
        throw new InvalidSignature('mismatch')
      if (Math.abs(now.getTime() / 1000 - Number(timestamp)) > signatureToleranceSeconds)
        throw new InvalidSignature('stale')
      const parsed = eventSchema.safeParse(JSON.parse(rawBody.toString('utf8')))
      if (!parsed.success) throw new InvalidEvent()
      const event = parsed.data
      return {
        id: event.id,
        type: event.type,
        sale: event.data?.sale ? toSale(event.data.sale) : null,
        refund: event.data?.refund
          ? { id: event.data.refund.id, saleId: event.data.refund.sale_id, amount: event.data.refund.amount }
          : null,
      }
    },
  }
}
