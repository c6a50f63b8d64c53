import type { Reservation } from '@hotel/contract'
import { useTranslation } from '../../i18n/react.tsx'
import { type BadgeTone, badgesOf } from './status.ts'

// A reservation's badges and the loading state of a list or a detail: shared by the profile's list and detail
// (separate chunks) and the /reservation page, without the detail's code.

const toneClasses: Record<BadgeTone, string> = {
  error: 'bg-error-50 text-error-700 ring-error-200',
  success: 'bg-success-50 text-success-700 ring-success-700/25',
  warning: 'bg-warning-50 text-warning-700 ring-warning-700/25',
  info: 'bg-info-50 text-info-700 ring-info-700/25',
  neutral: 'bg-sand text-ink-soft ring-line',
}

export function StatusBadges({
  reservation,
}: {
  reservation: Pick<Reservation, 'status' | 'payment_status'>
}) {
  const { t } = useTranslation('reservations')
  return (
    <ul className="flex flex-wrap gap-1.5" aria-label={t('status.label')}>
      {badgesOf(reservation).map((badge) => (
        <li
          key={badge.key}
          className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-sm font-medium ring-1 ${toneClasses[badge.tone]}`}
          data-testid="status-badge"
        >
          {t(`status.${badge.key}`)}
        </li>
      ))}
    </ul>
  )
}

/** Cards that stand for a list or a detail while it loads. */
export function LoadingCards() {
  const { t } = useTranslation()
  return (
    <div className="grid grid-cols-1 gap-4" role="status" aria-busy="true">
      <span className="sr-only">{t('loading')}</span>
      {[0, 1].map((index) => (
        <div key={index} className="card space-y-3 p-5" aria-hidden="true">
          <div className="h-5 w-48 animate-pulse rounded bg-sand" />
          <div className="h-4 w-32 animate-pulse rounded bg-sand" />
          <div className="h-4 w-64 animate-pulse rounded bg-sand" />
        </div>
      ))}
    </div>
  )
}
