import { useTranslation } from 'react-i18next'

export function Spinner({ className = 'size-5' }: { className?: string }) {
  return (
    <svg viewBox="0 0 24 24" className={`animate-spin ${className}`} aria-hidden="true" focusable="false">
      <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeOpacity="0.25" strokeWidth="3" />
      <path
        d="M21 12a9 9 0 0 0-9-9"
        fill="none"
        stroke="currentColor"
        strokeWidth="3"
        strokeLinecap="round"
      />
    </svg>
  )
}

/**
 * Shown while the app's first translations load: no text exists yet in either language, so it is a
 * quiet spinner that marks the page busy.
 */
export function BootLoading() {
  return (
    <div className="grid min-h-dvh place-items-center text-pine-700" aria-busy="true">
      <Spinner className="size-8" />
    </div>
  )
}

/**
 * Something is on its way: a page's chunk, a list's first page, the session check. Announced politely to
 * screen readers; `fullPage` centres it on an empty screen.
 */
export function LoadingState({ label, fullPage = false }: { label?: string; fullPage?: boolean }) {
  const { t } = useTranslation()
  return (
    <div
      role="status"
      aria-live="polite"
      className={`flex items-center justify-center gap-3 text-ink-soft ${fullPage ? 'min-h-dvh' : 'min-h-64'}`}
    >
      <Spinner className="size-6 text-pine-700" />
      <span className="text-sm">{label ?? t('app.loading')}</span>
    </div>
  )
}
