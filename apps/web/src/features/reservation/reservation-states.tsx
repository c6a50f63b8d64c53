import type { Reservation } from '@hotel/contract'
import { AlertCircle, RotateCw } from 'lucide-react'
import { useTranslation } from '../../i18n/react.tsx'
import { failureMessage } from '../../lib/messages.ts'
import { type BadgeTone, badgesOf } from './status.ts'

// A reservation's badges and the loading and failure states of a list or a detail: shared by the profile's
// list, detail and payments (separate chunks) and the /reservation page, without the detail's code.

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

/** Why a list or a detail did not load, and a retry: a box of its own, or `inline` in a section of the page. */
export function LoadError({
  error,
  onRetry,
  inline = false,
}: {
  error: unknown
  onRetry: () => void
  inline?: boolean
}) {
  const { t } = useTranslation('reservations')
  return (
    <div role="alert" className={inline ? 'mt-2' : 'rounded-card border border-error-200 bg-error-50 p-5'}>
      <p className="flex items-start gap-2 text-ink">
        <AlertCircle
          className={`mt-0.5 shrink-0 text-error-700 ${inline ? 'size-4' : 'size-5'}`}
          aria-hidden="true"
        />
        {failureMessage(t, error)}
      </p>
      <button type="button" className={`btn btn-secondary ${inline ? 'mt-3' : 'mt-4'}`} onClick={onRetry}>
        <RotateCw className="size-4" aria-hidden="true" />
        {t('common:serverError.retry')}
      </button>
    </div>
  )
}
