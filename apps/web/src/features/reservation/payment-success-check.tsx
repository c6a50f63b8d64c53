import { CircleCheck } from 'lucide-react'
import { useState } from 'react'
import { Link } from 'react-router'
import { AuthCard } from '../../components/auth-card.tsx'
import { useTranslation } from '../../i18n/react.tsx'
import { recallKey, rememberKey } from '../../lib/link-key.ts'
import { useAuth } from '../account/auth-store.ts'
import { useBalance } from '../payments/queries.ts'
import { HomeButton, PaymentChecking, PaymentNotFound } from '../payments/success-states.tsx'
import ResultDetails from './payment-result-details.tsx'
import { useReservation } from './queries.ts'

/**
 * /payment-success for a reservation: "Payment received" only once the API shows a payment on it (read with
 * the guest's session, or with the reservation's key for a guest without an account); otherwise the neutral
 * "we could not find this payment". Loaded on demand: it brings the auth store and the queries.
 */
export default function PaymentSuccessCheck({
  reference,
  linkKey,
}: {
  reference: string
  /** A key from the address (`?key=`), kept for the tab like a mail link's. */
  linkKey: string | null
}) {
  const auth = useAuth()
  const [key] = useState(() => {
    if (linkKey) rememberKey(reference, linkKey)
    return linkKey ?? recallKey(reference)
  })
  const signedIn = Boolean(auth.token)
  if (!auth.restored) return <PaymentChecking />
  // Neither a session nor a key: nothing can show this reservation's payments.
  if (!signedIn && key === null) return <PaymentNotFound reference={reference} keyed={false} />
  return <Confirm reference={reference} accessKey={signedIn ? null : key} />
}

function Confirm({ reference, accessKey }: { reference: string; accessKey: string | null }) {
  const reservation = useReservation(reference, accessKey)
  const balance = useBalance(reference, Boolean(reservation.data), accessKey)
  if (reservation.isPending || (reservation.data && balance.isPending)) return <PaymentChecking />
  if (!reservation.data || !balance.data || balance.data.paid <= 0)
    return <PaymentNotFound reference={reference} keyed={accessKey !== null} />
  return <PaymentReceived reference={reference} keyed={accessKey !== null} />
}

function PaymentReceived({ reference, keyed }: { reference: string; keyed: boolean }) {
  const { t } = useTranslation('account')
  const see = keyed
    ? `/reservation/${encodeURIComponent(reference)}`
    : `/profile?tab=booked&reservation=${encodeURIComponent(reference)}`
  return (
    <AuthCard
      icon={CircleCheck}
      tone="success"
      title={t('paymentSuccess.title')}
      intro={t('paymentSuccess.text')}
    >
      <p className="font-semibold text-pine-950" data-testid="result-reference">
        {t('paymentSuccess.reference', { reference })}
      </p>
      <ResultDetails reference={reference} />
      <p className="mt-4 text-sm text-ink-soft">{t('paymentSuccess.next')}</p>
      <div className="mt-6 flex flex-col gap-3">
        <Link to={see} className="btn btn-primary">
          {t('paymentSuccess.see')}
        </Link>
        <HomeButton />
      </div>
    </AuthCard>
  )
}
