import { SearchX } from 'lucide-react'
import { Link } from 'react-router'
import { AuthCard } from '../../components/auth-card.tsx'
import { useTranslation } from '../../i18n/react.tsx'

// The states of /payment-success that claim no payment: small, in the page's own chunk.

/** The home page: the last way on from what the page shows. */
export function HomeButton() {
  const { t } = useTranslation()
  return (
    <Link to="/" className="btn btn-secondary">
      {t('notFound.home')}
    </Link>
  )
}

/** While the page cannot tell yet: it claims nothing. */
export function PaymentChecking() {
  const { t } = useTranslation('account')
  return (
    <AuthCard title={t('paymentSuccess.checking')}>
      <div role="status" aria-busy="true" className="h-20 animate-pulse rounded-xl bg-sand">
        <span className="sr-only">{t('common:loading')}</span>
      </div>
    </AuthCard>
  )
}

/** No payment the page can show: where the guest's reservations and payments are. */
export function PaymentNotFound({ reference, keyed }: { reference: string | null; keyed: boolean }) {
  const { t } = useTranslation('account')
  return (
    <AuthCard
      icon={SearchX}
      title={t('paymentSuccess.notFoundTitle')}
      intro={t('paymentSuccess.notFoundText')}
    >
      <div className="flex flex-col gap-3" data-testid="payment-not-found">
        {reference && keyed ? (
          <Link to={`/reservation/${encodeURIComponent(reference)}`} className="btn btn-primary">
            {t('paymentSuccess.see')}
          </Link>
        ) : (
          <Link to="/profile?tab=booked" className="btn btn-primary">
            {t('paymentSuccess.reservations')}
          </Link>
        )}
        <Link to="/profile?tab=payments" className="btn btn-secondary">
          {t('paymentSuccess.payments')}
        </Link>
        <HomeButton />
      </div>
    </AuthCard>
  )
}
