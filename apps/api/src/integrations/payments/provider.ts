/**
 * What the API needs from a card payment provider. `sandbox.ts` speaks to apps/pay-sandbox; a production
 * provider is another file implementing this interface, chosen in `index.ts` by configuration.
 */
interface CardInput {
  number: string
  exp_month: number
  exp_year: number
  cvv: string
  holder: string
}

export interface CardToken {
  token: string
  brand: string
  last4: string
  expMonth: number
  expYear: number
}

type SaleStatus = 'approved' | 'declined' | 'requires_action' | 'pending'

export interface Sale {
  id: string
  status: SaleStatus
  /** The merchant's payment id the sale was made for. */
  reference: string
  /** What the sale is for, in minor units of `currency`: checked against the payment it names. */
  amount: number | null
  currency: string | null
  declineCode: string | null
  redirectUrl: string | null
  brand: string | null
  last4: string | null
}

export interface ProviderEvent {
  id: string
  type: 'sale.approved' | 'sale.declined' | 'refund.succeeded' | string
  sale: Sale | null
  refund: { id: string; saleId: string; amount: number } | null
}

/** A refusal the guest can act on (a bad card number, an expired card), as opposed to an outage. */
export class ProviderRejection extends Error {
  constructor(readonly code: string) {
    super(code)
    this.name = 'ProviderRejection'
  }
}

/** The provider did not answer in time, or answered nonsense: the outcome is unknown until its event. */
export class ProviderUnavailable extends Error {
  constructor(readonly reason: 'timeout' | 'error') {
    super(`payment provider ${reason}`)
    this.name = 'ProviderUnavailable'
  }
}

export class InvalidSignature extends Error {
  constructor(readonly reason: 'missing' | 'mismatch' | 'stale') {
    super(`webhook signature ${reason}`)
    this.name = 'InvalidSignature'
  }
}

/** A correctly signed event whose body is not an event of the protocol (no id, a NUL in a field, null). */
export class InvalidEvent extends Error {
  constructor() {
    super('webhook event malformed')
    this.name = 'InvalidEvent'
  }
}

export interface PaymentProvider {
  tokenize(card: CardInput, idempotencyKey: string): Promise<CardToken>
  sale(input: {
    token: string
    amount: number
    currency: 'USD' | 'NIO'
    reference: string
    description: string
    returnUrl: string
    idempotencyKey: string
  }): Promise<Sale>
  getSale(id: string): Promise<Sale>
  refund(input: { saleId: string; amount: number; idempotencyKey: string }): Promise<{ id: string }>
  /** Checks the signature of a webhook call over its raw body, then reads the event. */
  verifyEvent(
    rawBody: Buffer,
    headers: Record<string, string | string[] | undefined>,
    now?: Date,
  ): ProviderEvent
}
