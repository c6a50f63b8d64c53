import {
  type DeskMovement,
  type DeskPaymentRequest,
  deskQuote,
  type PaymentCurrency,
  percentageOf,
} from '@hotel/contract'

/**
 * "100", "100.5", "1,234.50" or "1234,50" typed by a clerk → minor units (10050), or null when it is not an amount.
 * A comma followed by exactly one or two digits at the end is a decimal comma; any other comma groups thousands.
 */
export function parseAmount(text: string): number | null {
  let value = text.trim().replace(/\s/g, '')
  if (!value) return null
  if (/,\d{1,2}$/.test(value) && !value.includes('.')) value = value.replace(/,(\d{1,2})$/, '.$1')
  value = value.replace(/,/g, '')
  if (!/^\d{1,9}(\.\d{1,2})?$/.test(value)) return null
  const [whole = '0', fraction = ''] = value.split('.')
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'))
}

export interface DeskForm {
  method: 'cash' | 'card'
  currency: PaymentCurrency
  percentage: number
  /** Movement ids to pay; empty: the reservation's total, oldest first. */
  movements: string[]
  tendered: string
  changeCurrency: PaymentCurrency
}

interface DeskLedger {
  total: number
  paid: number
  movements: DeskMovement[]
}

type DeskProblem = 'percentage' | 'nothingDue' | 'tenderedMissing' | 'tenderedShort' | 'exceeds'

/**
 * What the dialog shows while the clerk types, computed as the server will: the USD share (the percentage of the
 * total, the percentage that completes it paying exactly what is left; or the percentage of the chosen movements),
 * converted with the contract's convertCents (deskQuote), and the change for what was handed over. The server
 * computes the same and refuses a request whose figures differ: it is the authority.
 */
export function computeDesk(form: DeskForm, ledger: DeskLedger, rate: string) {
  const problems: DeskProblem[] = []
  const percentage = Math.trunc(form.percentage)
  if (!Number.isFinite(form.percentage) || percentage < 1 || percentage > 100) problems.push('percentage')
  const chosen = ledger.movements.filter((m) => form.movements.includes(m.id))
  const remaining = Math.max(0, ledger.total - ledger.paid)
  let amountUsd = 0
  if (chosen.length) {
    const base = chosen.reduce((sum, m) => sum + Math.max(0, m.amount - m.paid), 0)
    amountUsd = problems.length ? 0 : percentageOf(base, percentage)
  } else if (ledger.total > 0 && !problems.length) {
    const remainder = Math.ceil((remaining * 100) / ledger.total)
    amountUsd = percentage === remainder ? remaining : percentageOf(ledger.total, percentage)
  }
  if (remaining <= 0) problems.push('nothingDue')
  else if (amountUsd > remaining) problems.push('exceeds')
  const tendered = form.method === 'cash' ? parseAmount(form.tendered) : null
  const quote = deskQuote({
    amountUsd,
    currency: form.currency,
    rate,
    tendered,
    changeCurrency: form.changeCurrency,
  })
  if (form.method === 'cash') {
    if (tendered === null) problems.push('tenderedMissing')
    else if (!quote.enough) problems.push('tenderedShort')
  }
  return { amountUsd, charged: quote.charged, changeDue: quote.changeDue, tendered, problems }
}

/** The request body: the server recomputes every figure and refuses any that differs. */
export function deskBody(
  form: DeskForm,
  figures: ReturnType<typeof computeDesk>,
  rate: string,
  extra: { description?: string; card?: DeskPaymentRequest['card'] } = {},
): DeskPaymentRequest {
  const body: DeskPaymentRequest = {
    method: form.method,
    currency: form.currency,
    percentage_to_pay: Math.trunc(form.percentage),
    amount: figures.charged,
    exchange_rate: rate,
  }
  if (form.movements.length) body.movements = form.movements.map((id) => ({ id }))
  if (extra.description?.trim()) body.description = extra.description.trim()
  if (form.method === 'cash') {
    body.tendered = figures.tendered ?? 0
    body.change_currency = form.changeCurrency
    body.change_due = figures.changeDue ?? 0
  } else if (extra.card) body.card = extra.card
  return body
}
