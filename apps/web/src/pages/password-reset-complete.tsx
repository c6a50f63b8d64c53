import { CircleCheck } from 'lucide-react'
import { Link } from 'react-router'
import { AuthCard } from '../components/auth-card.tsx'
import { useTranslation } from '../i18n/react.tsx'

/** Last step of password recovery. */
export default function PasswordResetCompletePage() {
  const { t } = useTranslation('auth')
  return (
    <AuthCard icon={CircleCheck} tone="success" title={t('complete.title')} intro={t('complete.intro')}>
      <Link to="/login" className="btn btn-primary w-full">
        {t('complete.login')}
      </Link>
    </AuthCard>
  )
}
