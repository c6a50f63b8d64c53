import { CircleCheck } from 'lucide-react'
import { lazy, Suspense, useSyncExternalStore } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useSearchParams } from 'react-router'
import { AuthCard } from '../components/auth-card.tsx'

// The reservation's amounts, for a guest signed in here: loaded on demand (auth store, queries).
const ResultDetails = lazy(() => import('../features/payments/result-details.tsx'))

const subscribeNothing = () => () => {}
/** A reservation reference from the address, or null ("ABCD-2345"; anything else is ignored). */
const referenceOf = (value: string | null) =>
  value && /^[A-Za-z0-9-]{3,32}$/.test(value) ? value.toUpperCase() : null

/**
 * Where the bank's 3-D Secure page sends the guest after an approved payment (through the API's return
 * route): `?reservation=REF`. The page is pre-rendered without a query, so the address is read once it
 * has hydrated.
 */
export default function PaymentSuccessPage() {
  const { t } = useTranslation('account')
  const [params] = useSearchParams()
  const hydrated = useSyncExternalStore(
    subscribeNothing,
    () => true,
    () => false,
  )
  const reference = hydrated ? referenceOf(params.get('reservation')) : null
  return (
    <AuthCard
      icon={CircleCheck}
      tone="success"
      title={t('paymentSuccess.title')}
      intro={t('paymentSuccess.text')}
    >
      {reference ? (
        <>
          <p className="font-semibold text-pine-950" data-testid="result-reference">
            {t('paymentSuccess.reference', { reference })}
          </p>
          <Suspense fallback={null}>
            <ResultDetails reference={reference} />
          </Suspense>
        </>
      ) : null}
      <p className="mt-4 text-sm text-ink-soft">{t('paymentSuccess.next')}</p>
      <div className="mt-6 flex flex-col gap-3">
        <Link
          to={reference ? `/profile?tab=booked&reservation=${encodeURIComponent(reference)}` : '/profile'}
          className="btn btn-primary"
        >
          {reference ? t('paymentSuccess.see') : t('paymentSuccess.reservations')}
        </Link>
        <Link to="/" className="btn btn-secondary">
          {t('common:notFound.home')}
        </Link>
      </div>
    </AuthCard>
  )
}
