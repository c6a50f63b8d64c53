import { AlertCircle, RotateCw } from 'lucide-react'
import { useTranslation } from '../i18n/react.tsx'

/** Why a list or a detail did not load, and a retry: a box of its own, or `inline` in a section of the page. */
export function LoadError({
  message,
  onRetry,
  inline = false,
}: {
  /** failureMessage's text, given rather than worked out here: lib/messages.ts stays out of this chunk. */
  message: string
  onRetry: () => void
  inline?: boolean
}) {
  const { t } = useTranslation()
  return (
    <div role="alert" className={inline ? 'mt-2' : 'rounded-card border border-error-200 bg-error-50 p-5'}>
      <p className="flex items-start gap-2 text-ink">
        <AlertCircle
          className={`mt-0.5 shrink-0 text-error-700 ${inline ? 'size-4' : 'size-5'}`}
          aria-hidden="true"
        />
        {message}
      </p>
      <button type="button" className={`btn btn-secondary ${inline ? 'mt-3' : 'mt-4'}`} onClick={onRetry}>
        <RotateCw className="size-4" aria-hidden="true" />
        {t('serverError.retry')}
      </button>
    </div>
  )
}
