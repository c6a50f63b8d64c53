import { lazy, Suspense } from 'react'
import { useSearchParams } from 'react-router'
import { PaymentChecking, PaymentNotFound } from '../features/payments/success-states.tsx'
import { useHydrated } from '../lib/hydrated.ts'
import { readLinkQuery } from '../lib/link-key.ts'

// Whether the payment is there: asked of the API on demand (auth store, queries).
const PaymentSuccessCheck = lazy(() => import('../features/reservation/payment-success-check.tsx'))

/** A reservation reference from the address, or null ("ABCD-2345"; anything else is ignored). */
const referenceOf = (value: string | null) =>
  value && /^[A-Za-z0-9-]{3,32}$/.test(value) ? value.toUpperCase() : null

/**
 * Where the bank's 3-D Secure page sends the guest after an approved payment (through the API's return
 * route): `?reservation=REF&payment=…`, with `&key=…` for a guest without an account. It says "Payment
 * received" only when the API shows a payment on that reservation; without one (no parameters, another's
 * reservation) it says it could not find the payment. The page is pre-rendered without a query: it claims
 * nothing until it has hydrated and asked.
 */
export default function PaymentSuccessPage() {
  const [params] = useSearchParams()
  const hydrated = useHydrated()
  if (!hydrated) return <PaymentChecking />
  const reference = referenceOf(params.get('reservation'))
  if (!reference) return <PaymentNotFound reference={null} keyed={false} />
  return (
    <Suspense fallback={<PaymentChecking />}>
      <PaymentSuccessCheck reference={reference} linkKey={readLinkQuery(params.toString()).key} />
    </Suspense>
  )
}
