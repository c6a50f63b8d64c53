import { z } from 'zod'
import { pagingQuery } from './paging.ts'

/** Card brands the site recognises (and shows logos for). */
export const cardBrands = ['visa', 'mastercard', 'amex', 'discover', 'diners', 'jcb'] as const
export type CardBrand = (typeof cardBrands)[number]

/** The brand of a card number by its first digits, or null. */
export function cardBrand(number: string): CardBrand | null {
  const digits = number.replace(/\D/g, '')
  const first = (n: number) => Number(digits.slice(0, n))
  if (digits.startsWith('4')) return 'visa'
  if ((first(2) >= 51 && first(2) <= 55) || (first(4) >= 2221 && first(4) <= 2720)) return 'mastercard'
  if (first(2) === 34 || first(2) === 37) return 'amex'
  if (digits.startsWith('6011') || first(2) === 65 || (first(3) >= 644 && first(3) <= 649)) return 'discover'
  if ((first(3) >= 300 && first(3) <= 305) || first(2) === 36 || first(2) === 38) return 'diners'
  if (first(4) >= 3528 && first(4) <= 3589) return 'jcb'
  return null
}

/** The Luhn check digit test. */
export function luhnValid(number: string): boolean {
  const digits = number.replace(/\s/g, '')
  if (!/^\d{12,19}$/.test(digits)) return false
  let sum = 0
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i])
    if (i % 2 === 1) {
      digit *= 2
      if (digit > 9) digit -= 9
    }
    sum += digit
  }
  return sum % 10 === 0
}

export const cvvLength = (brand: CardBrand | null) => (brand === 'amex' ? 4 : 3)

/** Card details as the guest types them; they pass through the API to the provider and are never stored. */
export const cardSchema = z
  .object({
    number: z
      .string({ message: 'validation.required' })
      .transform((value) => value.replace(/[\s-]/g, ''))
      .pipe(
        z
          .string()
          .min(1, { message: 'validation.required', abort: true })
          .regex(/^\d+$/, { message: 'validation.card_digits', abort: true })
          .refine(luhnValid, { message: 'validation.card_number' }),
      ),
    exp_month: z.coerce
      .number({ message: 'validation.card_expiry' })
      .int({ message: 'validation.card_expiry' })
      .min(1, { message: 'validation.card_expiry' })
      .max(12, { message: 'validation.card_expiry' }),
    exp_year: z.coerce
      .number({ message: 'validation.card_expiry' })
      .int({ message: 'validation.card_expiry' })
      .min(2000, { message: 'validation.card_expiry' })
      .max(2100, { message: 'validation.card_expiry' }),
    cvv: z.string({ message: 'validation.required' }).regex(/^\d{3,4}$/, { message: 'validation.cvv' }),
    holder: z
      .string({ message: 'validation.required' })
      .trim()
      .min(1, { message: 'validation.required' })
      .max(100, { message: 'validation.too_long' }),
  })
  .superRefine((card, ctx) => {
    const now = new Date()
    const expired =
      card.exp_year < now.getUTCFullYear() ||
      (card.exp_year === now.getUTCFullYear() && card.exp_month < now.getUTCMonth() + 1)
    if (expired) ctx.addIssue({ code: 'custom', path: ['exp_month'], message: 'validation.card_expiry' })
    if (card.cvv.length !== cvvLength(cardBrand(card.number)))
      ctx.addIssue({ code: 'custom', path: ['cvv'], message: 'validation.cvv' })
  })
export type Card = z.input<typeof cardSchema>

export const paymentCurrencies = ['USD', 'NIO'] as const
export const paymentMethods = ['card', 'cash'] as const

/** POST /reservations/{id}/payments: a new card, or the saved payment method. */
export const paymentRequestSchema = z
  .strictObject({
    percentage_to_pay: z.coerce
      .number({ message: 'validation.number' })
      .int({ message: 'validation.integer' })
      .min(1, { message: 'validation.too_small' })
      .max(100, { message: 'validation.too_big' }),
    currency: z.enum(paymentCurrencies, { message: 'validation.invalid_option' }).default('USD'),
    card: cardSchema.optional(),
    payment_method_id: z.uuid({ message: 'validation.uuid' }).optional(),
    save_card: z.boolean({ message: 'validation.boolean' }).default(false),
  })
  .superRefine((body, ctx) => {
    if (!body.card === !body.payment_method_id)
      ctx.addIssue({ code: 'custom', path: ['card'], message: 'payments.card_or_method' })
  })
export type PaymentRequest = z.input<typeof paymentRequestSchema>

export const paymentSchema = z.object({
  id: z.uuid(),
  /** The receipt's number ("R-000001"): null until the payment is approved; a declined try has none. */
  invoice: z.string().nullable(),
  reservation_id: z.uuid(),
  reservation_reference: z.string(),
  /** In the hotel's currency (cents), and what was charged in `currency` at `exchange_rate`. */
  amount: z.number().int(),
  charged_amount: z.number().int(),
  currency: z.enum(paymentCurrencies),
  exchange_rate: z.string(),
  percentage_to_pay: z.number().int(),
  method: z.enum(paymentMethods),
  status: z.enum(['pending', 'requires_action', 'paid', 'unpaid']),
  card_brand: z.string().nullable(),
  card_last4: z.string().nullable(),
  decline_code: z.string().nullable(),
  refunded_amount: z.number().int(),
  created_at: z.string(),
  paid_at: z.string().nullable(),
})
export type Payment = z.infer<typeof paymentSchema>

export const paymentResultSchema = z.object({
  status: z.enum(['approved', 'declined', 'requires_action']),
  /** Why it was declined: card_declined, insufficient_funds, authentication_failed, provider_timeout, … */
  reason: z.string().optional(),
  redirect_url: z.string().optional(),
  payment: paymentSchema,
})

/** What a reservation owes: its total, what is paid (less refunds), and the percentages still open. */
export const balanceSchema = z.object({
  currency: z.string(),
  total: z.number().int(),
  paid: z.number().int(),
  balance: z.number().int(),
  paid_percentage: z.number().int(),
  /** The percentages the guest may pay now (the configured options that fit, and the remainder). */
  options: z.array(z.number().int()),
  exchange_rate: z.string(),
})

export const paymentMethodSchema = z.object({
  id: z.uuid(),
  brand: z.string(),
  last4: z.string(),
  exp_month: z.number().int(),
  exp_year: z.number().int(),
  holder: z.string(),
})
export type PaymentMethod = z.infer<typeof paymentMethodSchema>

export const paymentMethodUpdateSchema = z.strictObject({ card: cardSchema })

export const paymentListQuery = pagingQuery(['created_at'])

export const refundRequestSchema = z.strictObject({
  amount: z.coerce
    .number({ message: 'validation.number' })
    .int({ message: 'validation.integer' })
    .min(1, { message: 'validation.too_small' }),
})
