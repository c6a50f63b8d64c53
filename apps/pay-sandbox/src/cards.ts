/** Card number rules (brand, length, Luhn), expiry and CVV checks, and the test cards' behaviours. */

export type Brand = 'visa' | 'mastercard' | 'amex' | 'discover' | 'diners' | 'jcb'

export type CardBehaviour =
  | { kind: 'approve' }
  | { kind: 'decline'; code: 'card_declined' | 'insufficient_funds' }
  | { kind: 'challenge' }
  | { kind: 'slow' }

/** The test cards of PROTOCOL.md; any other valid number is approved. */
export const testCards: Record<string, CardBehaviour> = {
  '4242424242424242': { kind: 'approve' },
  '4000000000000002': { kind: 'decline', code: 'card_declined' },
  '4000000000009995': { kind: 'decline', code: 'insufficient_funds' },
  '4000000000003220': { kind: 'challenge' },
  '4000000000000119': { kind: 'slow' },
}

export function behaviourOf(number: string): CardBehaviour {
  return testCards[number] ?? { kind: 'approve' }
}

const brandRules: { brand: Brand; test: (n: string) => boolean; lengths: number[] }[] = [
  { brand: 'amex', test: (n) => /^3[47]/.test(n), lengths: [15] },
  {
    brand: 'diners',
    test: (n) => /^(30[0-5]|36|38)/.test(n),
    lengths: [14, 15, 16, 17, 18, 19],
  },
  {
    brand: 'jcb',
    test: (n) => inRange(n, 4, 3528, 3589),
    lengths: [16, 17, 18, 19],
  },
  {
    brand: 'mastercard',
    test: (n) => /^5[1-5]/.test(n) || inRange(n, 4, 2221, 2720),
    lengths: [16],
  },
  {
    brand: 'discover',
    test: (n) => /^(6011|65|64[4-9])/.test(n),
    lengths: [16, 17, 18, 19],
  },
  { brand: 'visa', test: (n) => n.startsWith('4'), lengths: [13, 16, 19] },
]

function inRange(number: string, digits: number, low: number, high: number): boolean {
  const prefix = Number(number.slice(0, digits))
  return number.length >= digits && prefix >= low && prefix <= high
}

export function brandOf(number: string): Brand | null {
  return brandRules.find((rule) => rule.test(number))?.brand ?? null
}

export function luhnValid(number: string): boolean {
  let sum = 0
  for (let i = 0; i < number.length; i++) {
    let digit = number.charCodeAt(number.length - 1 - i) - 48
    if (i % 2 === 1) {
      digit *= 2
      if (digit > 9) digit -= 9
    }
    sum += digit
  }
  return sum % 10 === 0
}

export type CardCheck<T> = { ok: true; value: T } | { ok: false; code: string; message: string }

/** Removes spaces, then wants 12–19 digits of a supported brand, of that brand's length, passing Luhn. */
export function checkNumber(input: unknown): CardCheck<{ number: string; brand: Brand }> {
  const fail = (message: string) => ({ ok: false as const, code: 'invalid_card', message })
  if (typeof input !== 'string') return fail('number: a string of digits')
  const number = input.replace(/ /g, '')
  if (!/^\d{12,19}$/.test(number)) return fail('number: 12 to 19 digits (spaces are allowed)')
  const rule = brandRules.find((candidate) => candidate.test(number))
  if (!rule)
    return fail('number: the card brand is not supported (visa, mastercard, amex, discover, diners, jcb)')
  if (!rule.lengths.includes(number.length)) {
    return fail(`number: a ${rule.brand} number has ${rule.lengths.join(', ')} digits`)
  }
  if (!luhnValid(number)) return fail('number: the card number is not valid (check digit)')
  return { ok: true, value: { number, brand: rule.brand } }
}

function wholeNumber(input: unknown): number | null {
  if (typeof input === 'number' && Number.isInteger(input)) return input
  if (typeof input === 'string' && /^\d{1,4}$/.test(input)) return Number(input)
  return null
}

/**
 * `exp_month` 1–12 and `exp_year` (four digits, or two read as 20YY), as numbers or digit strings. The card is valid
 * through the last day of its expiry month (UTC) and at most 20 years ahead.
 */
export function checkExpiry(
  month: unknown,
  year: unknown,
  now = new Date(),
): CardCheck<{ expMonth: number; expYear: number }> {
  const fail = (message: string) => ({ ok: false as const, code: 'invalid_expiry', message })
  const m = wholeNumber(month)
  let y = wholeNumber(year)
  if (m === null || m < 1 || m > 12) return fail('exp_month: a whole number from 1 to 12')
  if (y !== null && y >= 0 && y <= 99 && !(typeof year === 'string' && year.length > 2)) y += 2000
  if (y === null || y < 2000 || y > 2099) return fail('exp_year: a four-digit year')
  const thisYear = now.getUTCFullYear()
  const thisMonth = now.getUTCMonth() + 1
  if (y < thisYear || (y === thisYear && m < thisMonth))
    return fail('exp_month/exp_year: the card has expired')
  if (y > thisYear + 20) return fail('exp_year: more than 20 years ahead')
  return { ok: true, value: { expMonth: m, expYear: y } }
}

/** A string of 3 digits, 4 for amex. */
export function checkCvv(input: unknown, brand: Brand): CardCheck<string> {
  const length = brand === 'amex' ? 4 : 3
  if (typeof input !== 'string' || input.length !== length || !/^\d+$/.test(input)) {
    return {
      ok: false,
      code: 'invalid_cvv',
      message: `cvv: a string of ${length} digits for ${brand}`,
    }
  }
  return { ok: true, value: input }
}
