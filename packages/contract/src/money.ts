// Conversions between the hotel's two currencies, without zod (the guest site converts its prices too): one rule,
// used by the API, the dashboard and the guest site alike, so the change a clerk sees is the change the server
// computes and a price in córdobas is the same on every screen.

/** The currencies the hotel takes. */
export type Currency = 'USD' | 'NIO'

/** A rate has at most 6 decimals: it is scaled by 10^6 to an exact integer. */
const rateScale = 1_000_000n
export const rateFormat = /^\d{1,4}(\.\d{1,6})?$/

/** "36.8" → 36800000n (the rate × 10^6, exact). Throws on anything that is not a plain decimal of ≤ 6 places. */
export function scaledRate(rate: string): bigint {
  if (!rateFormat.test(rate)) throw new Error(`not a rate: ${rate}`)
  const [whole = '0', fraction = ''] = rate.split('.')
  return BigInt(whole) * rateScale + BigInt(fraction.padEnd(6, '0'))
}

/** Two rates written differently ("36.80", "36.8") are the same rate. */
export const sameRate = (a: string, b: string) =>
  rateFormat.test(a) && rateFormat.test(b) && scaledRate(a) === scaledRate(b)

/** n ÷ d rounded half away from zero (d > 0), exactly: the one rounding rule of every sum of money. */
export function divideRounded(n: bigint, d: bigint): number {
  const negative = n < 0n
  const magnitude = negative ? -n : n
  const quotient = (2n * magnitude + d) / (2n * d)
  return Number(negative ? -quotient : quotient)
}

/**
 * THE conversion rule (one function, used by the API and the dashboard):
 *   USD → NIO: nio_cents = round_half_away_from_zero(usd_cents × rate)
 *   NIO → USD: usd_cents = round_half_away_from_zero(nio_cents ÷ rate)
 * with rate = NIO per USD. It is computed on exact integers (the rate scaled by 10^6, BigInt), never with
 * floating point, so 8000 × 36.8 is exactly 294400 and a half cent always rounds away from zero.
 * The same currency on both sides returns the cents unchanged.
 */
export function convertCents(cents: number, from: Currency, to: Currency, rate: string): number {
  if (!Number.isSafeInteger(cents)) throw new Error(`not whole cents: ${cents}`)
  if (from === to) return cents
  const scaled = scaledRate(rate)
  if (scaled <= 0n) throw new Error('a rate must be greater than 0')
  if (from === 'USD') return divideRounded(BigInt(cents) * scaled, rateScale)
  return divideRounded(BigInt(cents) * rateScale, scaled)
}

/** The share of `base` that `percentage` pays: round half away from zero of base × percentage / 100. */
export const percentageOf = (base: number, percentage: number) =>
  percentage >= 100 ? base : divideRounded(BigInt(base) * BigInt(percentage), 100n)
