import { CircleCheck } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { AuthCard } from '../components/auth-card.tsx'

export default function PaymentSuccessPage() {
  const { t } = useTranslation('account')
  return (
    <AuthCard
      icon={CircleCheck}
      tone="success"
      title={t('paymentSuccess.title')}
      intro={t('paymentSuccess.text')}
    >
      <p className="text-sm text-ink-soft">{t('paymentSuccess.next')}</p>
      <div className="mt-6 flex flex-col gap-3 sm:flex-row">
        <Link to="/profile" className="btn btn-primary flex-1">
          {t('paymentSuccess.reservations')}
        </Link>
        <Link to="/" className="btn btn-secondary flex-1">
          {t('common:notFound.home')}
        </Link>
      </div>
    </AuthCard>
  )
}
