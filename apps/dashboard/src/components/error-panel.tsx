import { ApiError } from '@hotel/contract'
import { CircleAlert, RefreshCw } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { AccessDenied } from './access-denied.tsx'
import { buttonClass } from './button-styles.ts'
import { useErrorText } from './error-text.ts'

interface ErrorPanelProps {
  error: unknown
  /** What failed, e.g. "We couldn't load the staff list."; defaults to a general sentence. */
  title?: string
  onRetry?: () => void
  retrying?: boolean
}

/**
 * A failed load: what went wrong in the person's language (the server's message, or why there is none) and a
 * retry. A 403 is no failure but a missing permission, so it shows the access state instead.
 */
export function ErrorPanel({ error, title, onRetry, retrying = false }: ErrorPanelProps) {
  const { t } = useTranslation()
  const errorText = useErrorText()
  if (error instanceof ApiError && error.status === 403) return <AccessDenied message={error.message} />
  return (
    <div
      role="alert"
      className="flex flex-col gap-4 rounded-card border border-error-200 bg-error-50 p-4 text-error-700 sm:flex-row sm:items-center sm:justify-between sm:p-5"
    >
      <div className="flex items-start gap-3">
        <CircleAlert className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
        <div>
          <p className="font-semibold">{title ?? t('errors.loadFailed')}</p>
          <p className="mt-0.5 text-sm">{errorText(error)}</p>
        </div>
      </div>
      {onRetry && (
        <button
          type="button"
          onClick={onRetry}
          disabled={retrying}
          className={buttonClass('danger-secondary')}
        >
          <RefreshCw className={`size-4 ${retrying ? 'animate-spin' : ''}`} aria-hidden="true" />
          {t('errors.tryAgain')}
        </button>
      )}
    </div>
  )
}
