import { describe, expect, it } from 'vitest'
import {
  amountOf,
  brandName,
  checkCard,
  emptyCard,
  formatCardNumber,
  formatExpiry,
  type PaymentValues,
  parseExpiry,
  paymentChoiceOf,
} from './card.ts'
import { reasonKey } from './reasons.ts'

const nextYear = (new Date().getUTCFullYear() + 1) % 100
const good = { number: '4242 4242 4242 4242', expiry: `12/${nextYear}`, cvv: '123', holder: 'Ana López' }

describe('typing helpers', () => {
  it('groups the digits the way each brand prints them', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242')
    expect(formatCardNumber('4242-4242 42')).toBe('4242 4242 42')
    expect(formatCardNumber('378282246310005')).toBe('3782 822463 10005')
    expect(formatCardNumber('37828224631000599')).toBe('3782 822463 10005')
    expect(formatCardNumber('36227206271667')).toBe('3622 720627 1667')
    expect(formatCardNumber('4000056655665556123')).toBe('4000 0566 5566 5556 123')
    expect(formatCardNumber('')).toBe('')
  })

  it('leaves letters as typed so the check can name them', () => {
    expect(formatCardNumber('4242 abcd')).toBe('4242 abcd')
  })

  it('writes and reads MM/YY', () => {
    expect(formatExpiry('1')).toBe('1')
    expect(formatExpiry('12')).toBe('12')
    expect(formatExpiry('123')).toBe('12/3')
    expect(formatExpiry('12/345')).toBe('12/34')
    expect(parseExpiry('07/29')).toEqual({ exp_month: 7, exp_year: 2029 })
    expect(parseExpiry(' 7 / 2031 ')).toEqual({ exp_month: 7, exp_year: 2031 })
    expect(parseExpiry('13/29')).toBeNull()
    expect(parseExpiry('00/29')).toBeNull()
    expect(parseExpiry('1229')).toBeNull()
  })
})

describe('checkCard', () => {
  it('accepts a valid card and gives the API its fields', () => {
    const { card, errors } = checkCard(good)
    expect(errors).toEqual({})
    expect(card).toEqual({
      number: '4242424242424242',
      exp_month: 12,
      exp_year: 2000 + nextYear,
      cvv: '123',
      holder: 'Ana López',
    })
  })

  it('says every empty field is required', () => {
    expect(checkCard(emptyCard).errors).toEqual({
      number: 'validation.required',
      expiry: 'validation.required',
      cvv: 'validation.required',
      holder: 'validation.required',
    })
  })

  it('checks digits, Luhn, expiry and the CVV length of the brand', () => {
    expect(checkCard({ ...good, number: '4242 4242 4242 424x' }).errors).toEqual({
      number: 'validation.card_digits',
    })
    expect(checkCard({ ...good, number: '4242 4242 4242 4241' }).errors).toEqual({
      number: 'validation.card_number',
    })
    expect(checkCard({ ...good, expiry: '01/20' }).errors).toEqual({ expiry: 'validation.card_expiry' })
    expect(checkCard({ ...good, expiry: '15/30' }).errors).toEqual({ expiry: 'validation.card_expiry' })
    expect(checkCard({ ...good, number: '3782 822463 10005' }).errors).toEqual({ cvv: 'validation.cvv' })
    expect(checkCard({ ...good, number: '3782 822463 10005', cvv: '1234' }).errors).toEqual({})
    expect(checkCard({ ...good, cvv: '1234' }).errors).toEqual({ cvv: 'validation.cvv' })
    expect(checkCard({ ...good, cvv: '12a' }).errors).toEqual({ cvv: 'validation.cvv' })
  })
})

describe('paymentChoiceOf', () => {
  const values = (patch: Partial<PaymentValues> = {}): PaymentValues => ({
    ...good,
    method: 'card',
    percentage: '50',
    source: 'new',
    save_card: true,
    ...patch,
  })
  const saved = '6f1c2f5e-3b1a-4d7e-9c59-2a8f1e0b7c11'

  it('pays at the hotel without a card', () => {
    expect(paymentChoiceOf(values({ method: 'hotel', number: '' }), [30, 50, 100], null)).toEqual({
      kind: 'hotel',
    })
  })

  it('sends a new card, or only the saved one', () => {
    const choice = paymentChoiceOf(values(), [30, 50, 100], null)
    expect(choice).toMatchObject({
      kind: 'card',
      percentage: 50,
      body: { percentage_to_pay: 50, save_card: true, card: { number: '4242424242424242' } },
    })
    expect(paymentChoiceOf(values({ source: 'saved', number: '' }), [30, 50, 100], saved)).toEqual({
      kind: 'card',
      percentage: 50,
      body: { percentage_to_pay: 50, payment_method_id: saved },
    })
  })

  it('needs one of the offered percentages and a valid card', () => {
    expect(paymentChoiceOf(values({ percentage: '' }), [30, 50, 100], null)).toEqual({
      kind: 'invalid',
      errors: { percentage: 'validation.required' },
    })
    expect(paymentChoiceOf(values({ percentage: '40' }), [30, 50, 100], null)).toEqual({
      kind: 'invalid',
      errors: { percentage: 'validation.invalid_option' },
    })
    expect(paymentChoiceOf(values({ cvv: '' }), [30, 50, 100], null)).toEqual({
      kind: 'invalid',
      errors: { cvv: 'validation.required' },
    })
  })
})

describe('amounts and reasons', () => {
  it('computes a share as the API does; the last share pays what is left', () => {
    expect(amountOf(50, 25_950)).toBe(12_975)
    expect(amountOf(30, 10_001)).toBe(3000)
    expect(amountOf(100, 10_001)).toBe(10_001)
    // 30% paid of 10,001: 70% (rounded up) completes it, to the cent.
    expect(amountOf(70, 10_001, 7001)).toBe(7001)
    expect(amountOf(50, 10_001, 7001)).toBe(5001)
  })

  it('names brands and reasons', () => {
    expect(brandName('amex')).toBe('American Express')
    expect(brandName('unionpay')).toBe('unionpay')
    expect(reasonKey('insufficient_funds')).toBe('insufficient_funds')
    expect(reasonKey('something_new')).toBe('other')
    expect(reasonKey(null)).toBe('other')
  })
})
