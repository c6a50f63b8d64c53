import { describe, expect, it } from 'vitest'
import { signEvent, verifySignature } from './signature.ts'

const secret = 'whsec_test'
const body = '{"id":"evt_1","type":"sale.approved","data":{"sale":{"id":"sale_1"}}}'
const now = new Date('2030-01-01T00:00:00Z')
const timestamp = Math.floor(now.getTime() / 1000)

describe('signEvent and verifySignature', () => {
  it('round-trips, for a string or a Buffer body', () => {
    const signature = signEvent(secret, timestamp, body)
    expect(signature).toMatch(/^v1=[0-9a-f]{64}$/)
    expect(signEvent(secret, String(timestamp), Buffer.from(body))).toBe(signature)
    expect(verifySignature({ secret, timestamp, signature, rawBody: body, now })).toEqual({ ok: true })
    expect(
      verifySignature({ secret, timestamp: String(timestamp), signature, rawBody: Buffer.from(body), now }),
    ).toEqual({ ok: true })
  })

  it('is HMAC-SHA256 of "<timestamp>.<raw body>" in hex', async () => {
    const { createHmac } = await import('node:crypto')
    const expected = createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')
    expect(signEvent(secret, timestamp, body)).toBe(`v1=${expected}`)
  })

  it('refuses another body, another secret, another timestamp', () => {
    const signature = signEvent(secret, timestamp, body)
    const check = (changes: object) =>
      verifySignature({ secret, timestamp, signature, rawBody: body, now, ...changes })
    expect(check({ rawBody: body.replace('sale_1', 'sale_2') })).toEqual({ ok: false, reason: 'mismatch' })
    expect(check({ rawBody: `${body} ` })).toEqual({ ok: false, reason: 'mismatch' })
    expect(check({ secret: 'other' })).toEqual({ ok: false, reason: 'mismatch' })
    expect(check({ timestamp: timestamp + 1 })).toEqual({ ok: false, reason: 'mismatch' })
  })

  it('refuses a timestamp more than 5 minutes away, either way, or the tolerance given', () => {
    for (const offset of [-301, 301]) {
      const at = timestamp + offset
      const signature = signEvent(secret, at, body)
      expect(verifySignature({ secret, timestamp: at, signature, rawBody: body, now })).toEqual({
        ok: false,
        reason: 'stale',
      })
    }
    const at = timestamp - 300
    const signature = signEvent(secret, at, body)
    expect(verifySignature({ secret, timestamp: at, signature, rawBody: body, now }).ok).toBe(true)
    expect(
      verifySignature({ secret, timestamp: at, signature, rawBody: body, now, toleranceSeconds: 60 }).ok,
    ).toBe(false)
  })

  it('refuses missing or malformed headers', () => {
    const signature = signEvent(secret, timestamp, body)
    const check = (changes: object) =>
      verifySignature({ secret, timestamp, signature, rawBody: body, now, ...changes })
    for (const changes of [
      { timestamp: undefined },
      { timestamp: 'yesterday' },
      { timestamp: '-5' },
      { signature: undefined },
      { signature: signature.slice(3) },
      { signature: `v2=${signature.slice(3)}` },
      { signature: `${signature}00` },
    ]) {
      expect(check(changes)).toEqual({ ok: false, reason: 'missing' })
    }
  })
})
