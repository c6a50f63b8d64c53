/**
 * The card form's rules, without React: typing helpers (grouped digits, MM/YY), the checks (the contract's
 * cardSchema and paymentRequestSchema, which the API uses too) and the amounts of the percentages offered.
 * Card data only passes through here on its way to the API: it is never written to storage.
 */
import {
  type Card,
  type CardBrand,
  cardBrand,
  cardSchema,
  type PaymentRequest,
  paymentRequestSchema,
} from '@hotel/contract'

/** What the card form holds, as typed. */
export interface CardValues {
  number: string
  /** "MM/YY" */
  expiry: string
  cvv: string
  holder: string
}

export type CardField = keyof CardValues

/** The payment form: which share, the saved card or a new one, the new card, and whether to keep it. */
export interface PaymentValues extends CardValues {
  /** In the booking dialog, pay now by card or at the hotel; elsewhere always 'card'. */
  method: 'card' | 'hotel'
  percentage: string
  source: 'saved' | 'new'
  save_card: boolean
}

export const emptyCard: CardValues = { number: '', expiry: '', cvv: '', holder: '' }

const digitsOf = (value: string) => value.replace(/\D/g, '')

/** The most digits a number of this brand has (American Express 15, Diners Club up to 16, others 19). */
function maxDigits(brand: CardBrand | null): number {
  return brand === 'amex' ? 15 : brand === 'diners' ? 16 : 19
}

/**
 * The number as the card shows it: "4242 4242 4242 4242", "3782 822463 10005" (American Express),
 * "3622 720627 1667" (14-digit Diners Club). Anything but digits, spaces and hyphens is left as typed, so
 * the check can say "digits only" instead of silently dropping what the guest typed.
 */
export function formatCardNumber(value: string): string {
  if (!/^[\d\s-]*$/.test(value)) return value
  const brand = cardBrand(value)
  const digits = digitsOf(value).slice(0, maxDigits(brand))
  const groups = brand === 'amex' || (brand === 'diners' && digits.length <= 14) ? [4, 6, 5] : [4, 4, 4, 4, 3]
  const parts: string[] = []
  let start = 0
  for (const size of groups) {
    if (start >= digits.length) break
    parts.push(digits.slice(start, start + size))
    start += size
  }
  return parts.join(' ')
}

/** "1", "12", "12/3", "12/34" as the guest types (the slash appears after the month). */
export function formatExpiry(value: string): string {
  const digits = digitsOf(value).slice(0, 4)
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits
}

/** "MM/YY" or "MM/YYYY" to month and year, or null. */
export function parseExpiry(value: string): { exp_month: number; exp_year: number } | null {
  const match = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(value)
  if (!match) return null
  const month = Number(match[1])
  const year = Number(match[2])
  if (month < 1 || month > 12) return null
  return { exp_month: month, exp_year: year < 100 ? 2000 + year : year }
}

const fieldOfPath: Record<string, CardField> = {
  number: 'number',
  exp_month: 'expiry',
  exp_year: 'expiry',
  cvv: 'cvv',
  holder: 'holder',
}

/**
 * Checks a typed card with the contract's cardSchema (digits only, Luhn, expiry not past, CVV of the brand's
 * length, holder): the card for the API, or a catalogue key per field. An empty field is "required".
 */
export function checkCard(values: CardValues): {
  card: Card | null
  errors: Partial<Record<CardField, string>>
} {
  const errors: Partial<Record<CardField, string>> = {}
  for (const field of ['holder', 'number', 'expiry', 'cvv'] as const)
    if (!values[field].trim()) errors[field] = 'validation.required'
  const expiry = parseExpiry(values.expiry)
  if (!expiry && !errors.expiry) errors.expiry = 'validation.card_expiry'
  if (values.cvv.trim() && !/^\d+$/.test(values.cvv.trim())) errors.cvv ??= 'validation.cvv'
  const parsed = cardSchema.safeParse({
    number: values.number,
    // An unreadable expiry is already reported; a valid stand-in lets the other fields be checked.
    ...(expiry ?? { exp_month: 12, exp_year: 2100 }),
    cvv: values.cvv.trim(),
    holder: values.holder,
  })
  if (parsed.success && Object.keys(errors).length === 0) return { card: parsed.data, errors }
  for (const issue of parsed.success ? [] : parsed.error.issues) {
    const field = fieldOfPath[String(issue.path[0])]
    if (field && !errors[field]) errors[field] = issue.message
  }
  return { card: null, errors }
}

export type PaymentChoice =
  | { kind: 'hotel' }
  | { kind: 'card'; body: PaymentRequest; percentage: number }
  | { kind: 'invalid'; errors: Partial<Record<CardField | 'percentage', string>> }

/**
 * What the payment form asks for: nothing now (pay at the hotel), or the body of
 * POST /reservations/{id}/payments (checked with the API's paymentRequestSchema), or the fields to fix.
 */
export function paymentChoiceOf(
  values: PaymentValues,
  options: readonly number[],
  savedId: string | null,
): PaymentChoice {
  if (values.method === 'hotel') return { kind: 'hotel' }
  const percentage = Number(values.percentage)
  const errors: Partial<Record<CardField | 'percentage', string>> = {}
  if (!values.percentage) errors.percentage = 'validation.required'
  else if (!options.includes(percentage)) errors.percentage = 'validation.invalid_option'
  const saved = values.source === 'saved' && savedId !== null
  const checked = saved ? null : checkCard(values)
  Object.assign(errors, checked?.errors)
  if (Object.keys(errors).length) return { kind: 'invalid', errors }
  const body: PaymentRequest = saved
    ? { percentage_to_pay: percentage, payment_method_id: savedId }
    : { percentage_to_pay: percentage, card: checked?.card ?? undefined, save_card: values.save_card }
  const request = paymentRequestSchema.safeParse(body)
  if (!request.success) return { kind: 'invalid', errors: { percentage: 'validation.invalid_option' } }
  return { kind: 'card', body, percentage }
}

/**
 * Cents of a percentage of the total, as the API computes it: the share that completes the reservation
 * pays exactly what is left; the others are rounded to the cent.
 */
export function amountOf(percentage: number, total: number, left = total): number {
  const remainder = total > 0 ? Math.ceil((left * 100) / total) : 100
  return percentage >= remainder ? left : Math.round((total * percentage) / 100)
}

/** "Visa", "American Express", … for a brand the API reports (any string). */
const brandNames: Record<CardBrand, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
  diners: 'Diners Club',
  jcb: 'JCB',
}

export function brandName(brand: string | null | undefined): string {
  return (brand && brandNames[brand as CardBrand]) || (brand ?? '')
}
