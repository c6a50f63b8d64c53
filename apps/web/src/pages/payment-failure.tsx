import { CircleAlert } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { AuthCard } from '../components/auth-card.tsx'

export default function PaymentFailurePage() {
  const { t } = useTranslation('account')
  return (
    <AuthCard
      icon={CircleAlert}
      tone="clay"
      title={t('paymentFailure.title')}
      intro={t('paymentFailure.text')}
    >
      <ul className="list-disc space-y-1 pl-5 text-sm text-ink-soft">
        <li>{t('paymentFailure.tips.card')}</li>
        <li>{t('paymentFailure.tips.bank')}</li>
        <li>{t('paymentFailure.tips.help')}</li>
      </ul>
      <div className="mt-6 flex flex-col gap-3 sm:flex-row">
        <Link to="/profile" className="btn btn-primary flex-1">
          {t('paymentFailure.retry')}
        </Link>
        <Link to="/contact" className="btn btn-secondary flex-1">
          {t('paymentFailure.contact')}
        </Link>
      </div>
    </AuthCard>
  )
}
