import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { brandOf, checkExpiry, luhnValid } from './cards.ts'
import { type Client, futureYear, startSandbox } from './test-support.ts'

let client: Client
beforeAll(async () => {
  client = await startSandbox()
})
afterAll(() => client.sandbox.close())

const card = { number: '4242 4242 4242 4242', exp_month: 12, exp_year: futureYear, cvv: '123', holder: 'Ana' }
const tokenize = (changes: Record<string, unknown>) =>
  client.call('POST', '/v1/tokens', { ...card, ...changes })

describe('POST /v1/tokens', () => {
  it('stores the card and answers a token with brand, last 4 and expiry (spaces in the number are fine)', async () => {
    const answer = await tokenize({})
    expect(answer.status).toBe(201)
    expect(answer.body).toEqual({
      token: expect.stringMatching(/^tok_/),
      brand: 'visa',
      last4: '4242',
      exp_month: 12,
      exp_year: futureYear,
    })
    expect(JSON.stringify(answer.body)).not.toContain('123')
  })

  it.each([
    ['a bad check digit', '4242424242424241'],
    ['letters', '4242-4242-4242-4242'],
    ['too few digits', '42424242424'],
    ['an unknown brand', '9999999999999995'],
    ['a visa of 15 digits', '424242424242426'],
    ['a number', 4242424242424242],
  ])('refuses %s with invalid_card', async (_name, number) => {
    const answer = await tokenize({ number })
    expect(answer.status).toBe(422)
    expect(answer.body.error.code).toBe('invalid_card')
    expect(answer.body.error.message).toMatch(/number/)
  })

  it.each([
    ['a past year', { exp_year: 2020 }],
    ['last month', pastMonth()],
    ['month 13', { exp_month: 13 }],
    ['month 0', { exp_month: 0 }],
    ['a fractional month', { exp_month: 1.5 }],
    ['a missing year', { exp_year: undefined }],
    ['a year too far ahead', { exp_year: futureYear + 30 }],
  ])('refuses %s with invalid_expiry', async (_name, changes) => {
    const answer = await tokenize(changes)
    expect(answer.status).toBe(422)
    expect(answer.body.error.code).toBe('invalid_expiry')
  })

  it('accepts this month, digit strings and a two-digit year', async () => {
    const now = new Date()
    const thisMonth = await tokenize({ exp_month: now.getUTCMonth() + 1, exp_year: now.getUTCFullYear() })
    expect(thisMonth.status).toBe(201)
    const strings = await tokenize({ exp_month: '07', exp_year: String(futureYear % 100) })
    expect(strings.status).toBe(201)
    expect(strings.body).toMatchObject({ exp_month: 7, exp_year: futureYear })
  })

  it.each([
    ['2 digits', '4242424242424242', '12'],
    ['4 digits on a visa', '4242424242424242', '1234'],
    ['letters', '4242424242424242', '12a'],
    ['a number', '4242424242424242', 123],
    ['3 digits on an amex', '378282246310005', '123'],
  ])('refuses a CVV of %s with invalid_cvv', async (_name, number, cvv) => {
    const answer = await tokenize({ number, cvv })
    expect(answer.status).toBe(422)
    expect(answer.body.error.code).toBe('invalid_cvv')
  })

  it('wants 4 CVV digits on an amex', async () => {
    const answer = await tokenize({ number: '3782 822463 10005', cvv: '1234' })
    expect(answer.status).toBe(201)
    expect(answer.body).toMatchObject({ brand: 'amex', last4: '0005' })
  })

  it('wants a holder, a JSON object body, and answers clear errors rather than a 500', async () => {
    const noHolder = await tokenize({ holder: '  ' })
    expect(noHolder.status).toBe(422)
    expect(noHolder.body.error).toEqual({
      code: 'invalid_request',
      message: expect.stringMatching(/^holder/),
    })
    const array = await client.call('POST', '/v1/tokens', [card])
    expect(array.status).toBe(400)
    expect(array.body.error.code).toBe('invalid_json')
    const broken = await client.call('POST', '/v1/tokens', '{"number":')
    expect(broken.status).toBe(400)
    expect(broken.body.error.code).toBe('invalid_json')
    const empty = await client.call('POST', '/v1/tokens', '')
    expect(empty.status).toBe(422)
    const text = await client.call('POST', '/v1/tokens', 'number=4242', { 'content-type': 'text/plain' })
    expect(text.status).toBe(415)
    expect(text.body.error.code).toBe('unsupported_media_type')
  })
})

describe('card rules', () => {
  it.each([
    ['4242424242424242', 'visa'],
    ['5555555555554444', 'mastercard'],
    ['2223003122003222', 'mastercard'],
    ['2720999999999996', 'mastercard'],
    ['378282246310005', 'amex'],
    ['341111111111111', 'amex'],
    ['6011111111111117', 'discover'],
    ['6445644564456445', 'discover'],
    ['6500000000000002', 'discover'],
    ['30569309025904', 'diners'],
    ['36227206271667', 'diners'],
    ['38520000023237', 'diners'],
    ['3530111333300000', 'jcb'],
    ['3589000000000003', 'jcb'],
  ])('%s is a valid %s', (number, brand) => {
    expect(brandOf(number)).toBe(brand)
    expect(luhnValid(number)).toBe(true)
  })

  it('knows no brand for other prefixes', () => {
    for (const number of [
      '2220000000000000',
      '2721000000000000',
      '3527000000000000',
      '3590000000000000',
      '6010',
    ])
      expect(brandOf(number)).toBeNull()
  })

  it('keeps a card valid through the end of its expiry month (UTC)', () => {
    const now = new Date('2030-05-31T23:59:59Z')
    expect(checkExpiry(5, 2030, now).ok).toBe(true)
    expect(checkExpiry(4, 2030, now).ok).toBe(false)
    expect(checkExpiry(5, 2030, new Date('2030-06-01T00:00:00Z')).ok).toBe(false)
  })
})

function pastMonth() {
  const now = new Date()
  const month = now.getUTCMonth() // last month, 1-based
  return month === 0
    ? { exp_month: 12, exp_year: now.getUTCFullYear() - 1 }
    : { exp_month: month, exp_year: now.getUTCFullYear() }
}
