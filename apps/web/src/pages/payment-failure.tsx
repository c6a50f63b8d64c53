import { CircleAlert } from 'lucide-react'
import { lazy, Suspense } from 'react'
import { Link, useSearchParams } from 'react-router'
import { AuthCard } from '../components/auth-card.tsx'
import { reasonKey } from '../features/payments/reasons.ts'
import { useTranslation } from '../i18n/react.tsx'
import { accountWanted } from '../lib/api.ts'
import { useHydrated } from '../lib/hydrated.ts'
import { recallKey } from '../lib/link-key.ts'

// The reservation's amounts, for a guest signed in here: loaded on demand (auth store, queries).
const ResultDetails = lazy(() => import('../features/reservation/payment-result-details.tsx'))

const referenceOf = (value: string | null) =>
  value && /^[A-Za-z0-9-]{3,32}$/.test(value) ? value.toUpperCase() : null

/**
 * Where a payment that did not go through ends: the API's 3-D Secure return route
 * (`?reservation=REF&reason=CODE`), or the booking dialog's "What else can I do?". Says why, that the
 * reservation is still booked, and what to do next: try again (the reservation's pay form in the profile),
 * pay at the hotel, or contact the hotel. Pre-rendered without a query, so the address is read once it has
 * hydrated.
 */
export default function PaymentFailurePage() {
  const { t } = useTranslation('account')
  const [params] = useSearchParams()
  const hydrated = useHydrated()
  const reference = hydrated ? referenceOf(params.get('reservation')) : null
  const code = hydrated ? params.get('reason') : null
  // The page explains each of the known reasons (account.json `paymentFailure.reasons`); any other code is "other".
  const reason = reasonKey(code)
  const pending = reason === 'pending' || reason === 'provider_timeout'
  // Booked without an account: the reservation's own page (it opens with the key this tab keeps).
  const byLink = reference !== null && !accountWanted() && recallKey(reference) !== null
  const detail = reference
    ? byLink
      ? `/reservation/${encodeURIComponent(reference)}`
      : `/profile?tab=booked&reservation=${encodeURIComponent(reference)}`
    : '/profile'
  const retry = reference ? `${detail}${byLink ? '?' : '&'}pay=1` : detail
  return (
    <AuthCard
      icon={CircleAlert}
      tone="clay"
      title={pending ? t('paymentFailure.pendingTitle') : t('paymentFailure.title')}
      intro={
        <span data-testid="failure-reason">
          {code ? t(`paymentFailure.reasons.${reason}`) : t('paymentFailure.text')}
        </span>
      }
    >
      {reference ? (
        <>
          <p className="font-medium text-ink" data-testid="result-reference">
            {t('paymentFailure.kept', { reference })}
          </p>
          <Suspense fallback={null}>
            <ResultDetails reference={reference} />
          </Suspense>
        </>
      ) : null}
      <h2 className="mt-5 font-semibold text-pine-950">{t('paymentFailure.todo')}</h2>
      <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-ink-soft">
        {pending ? null : <li>{t('paymentFailure.tips.card')}</li>}
        {pending ? null : <li>{t('paymentFailure.tips.bank')}</li>}
        <li>{t('paymentFailure.tips.help')}</li>
      </ul>
      <div className="mt-6 flex flex-col gap-3">
        {pending ? (
          <Link to={detail} className="btn btn-primary">
            {t('paymentFailure.see')}
          </Link>
        ) : (
          <Link to={retry} className="btn btn-primary">
            {t('paymentFailure.retry')}
          </Link>
        )}
        <Link to="/contact" className="btn btn-secondary">
          {t('paymentFailure.contact')}
        </Link>
      </div>
    </AuthCard>
  )
}
