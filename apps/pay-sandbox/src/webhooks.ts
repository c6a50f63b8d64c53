/** Signed event delivery to the merchant's webhook: background tries with exponential backoff until a 2xx. */
import type { FastifyBaseLogger } from 'fastify'
import { signatureHeader, signEvent, timestampHeader } from './signature.ts'

export interface DeliveryAttempt {
  event_id: string
  type: string
  /** 1 for the first try of a delivery, 2 for its first retry, and so on. */
  attempt: number
  redelivery: boolean
  at: string
  /** The merchant's HTTP status, or null when the call failed (refused connection, timeout). */
  status: number | null
  error: string | null
}

export interface StoredEvent {
  id: string
  type: 'sale.approved' | 'sale.declined' | 'refund.succeeded'
  saleId: string
  createdAt: string
  /** The exact bytes sent (and signed) on every try and redelivery. */
  rawBody: string
  attempts: DeliveryAttempt[]
}

export interface DelivererOptions {
  url: string | undefined
  secret: string
  retryBaseMs: number
  log: FastifyBaseLogger
  /** Tries per delivery, the first included (12). */
  maxTries?: number
  /** The longest wait between two tries (5 minutes). */
  maxDelayMs?: number
  /** How long one try waits for the merchant's answer (10 s). */
  timeoutMs?: number
}

export const maxDelayMs = 5 * 60 * 1000

/** The wait after the n-th failed try (n from 1): base × 2^(n-1), at most `cap`. */
export function retryDelay(failedTries: number, baseMs: number, cap = maxDelayMs): number {
  return Math.min(baseMs * 2 ** (failedTries - 1), cap)
}

export class Deliverer {
  private readonly timers = new Set<NodeJS.Timeout>()
  private readonly stop = new AbortController()
  private readonly maxTries: number
  private readonly maxDelayMs: number
  private readonly timeoutMs: number

  constructor(private readonly options: DelivererOptions) {
    this.maxTries = options.maxTries ?? 12
    this.maxDelayMs = options.maxDelayMs ?? maxDelayMs
    this.timeoutMs = options.timeoutMs ?? 10_000
  }

  get configured(): boolean {
    return Boolean(this.options.url)
  }

  get closed(): boolean {
    return this.stop.signal.aborted
  }

  /** Starts delivering in the background; never waits and never throws. */
  deliver(event: StoredEvent): void {
    if (!this.configured || this.closed) return
    setImmediate(() => void this.run(event, 1, false))
  }

  /**
   * Sends each event `times` times, round after round in the given order. One after another, each waiting for the
   * previous try's answer, unless `parallel`. A failed try goes on retrying in the background. Answers the first tries.
   */
  async redeliver(
    events: StoredEvent[],
    times: number,
    order: 'forward' | 'reverse',
    parallel: boolean,
  ): Promise<DeliveryAttempt[]> {
    const sequence: StoredEvent[] = []
    const round = order === 'reverse' ? [...events].reverse() : events
    for (let i = 0; i < times; i++) sequence.push(...round)
    if (parallel) return Promise.all(sequence.map((event) => this.run(event, 1, true)))
    const attempts: DeliveryAttempt[] = []
    for (const event of sequence) attempts.push(await this.run(event, 1, true))
    return attempts
  }

  /** Stops pending retries and aborts the tries in flight. */
  close(): void {
    this.stop.abort()
    for (const timer of this.timers) clearTimeout(timer)
    this.timers.clear()
  }

  private async run(event: StoredEvent, attempt: number, redelivery: boolean): Promise<DeliveryAttempt> {
    const result = await this.send(event, attempt, redelivery)
    const ok = result.status !== null && result.status >= 200 && result.status < 300
    if (ok || this.closed) return result
    if (attempt >= this.maxTries) {
      this.options.log.error(
        { event: event.id, type: event.type, tries: attempt },
        'webhook delivery failed; giving up',
      )
      return result
    }
    const delay = retryDelay(attempt, this.options.retryBaseMs, this.maxDelayMs)
    const timer = setTimeout(() => {
      this.timers.delete(timer)
      void this.run(event, attempt + 1, redelivery)
    }, delay)
    timer.unref()
    this.timers.add(timer)
    return result
  }

  private async send(event: StoredEvent, attempt: number, redelivery: boolean): Promise<DeliveryAttempt> {
    const timestamp = Math.floor(Date.now() / 1000)
    const record: DeliveryAttempt = {
      event_id: event.id,
      type: event.type,
      attempt,
      redelivery,
      at: new Date().toISOString(),
      status: null,
      error: null,
    }
    try {
      const response = await fetch(this.options.url as string, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'user-agent': 'pay-sandbox',
          [timestampHeader]: String(timestamp),
          [signatureHeader]: signEvent(this.options.secret, timestamp, event.rawBody),
        },
        body: event.rawBody,
        signal: AbortSignal.any([this.stop.signal, AbortSignal.timeout(this.timeoutMs)]),
      })
      record.status = response.status
      await response.arrayBuffer().catch(() => undefined)
      if (!response.ok) record.error = `merchant answered ${response.status}`
    } catch (error) {
      const cause = (error as { cause?: { code?: string } }).cause?.code
      record.error = cause ?? (error as Error).name ?? 'error'
    }
    event.attempts.push(record)
    if (record.error && !this.closed) {
      this.options.log.warn(
        { event: event.id, type: event.type, attempt, status: record.status, error: record.error },
        'webhook try failed',
      )
    }
    return record
  }
}
