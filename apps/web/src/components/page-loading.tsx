import { useTranslation } from '../i18n/react.tsx'

/** Shown while a page's code or texts load. */
export function PageLoading({ fullScreen = false }: { fullScreen?: boolean }) {
  const { t } = useTranslation()
  return (
    <div
      role="status"
      className={`flex flex-col items-center justify-center gap-4 text-ink-soft ${fullScreen ? 'min-h-dvh' : 'min-h-[50vh]'}`}
    >
      <span
        className="size-9 animate-spin rounded-full border-[3px] border-pine-100 border-t-pine-600"
        aria-hidden="true"
      />
      <span className="text-sm">{t('loading')}</span>
    </div>
  )
}

/** A thin bar at the top of the window while the router loads the next page. */
export function NavigationProgress({ active }: { active: boolean }) {
  const { t } = useTranslation()
  if (!active) return null
  return (
    <div
      className="fixed inset-x-0 top-0 z-50 h-1 overflow-hidden bg-pine-100"
      role="progressbar"
      aria-label={t('loading')}
    >
      <div className="h-full w-1/3 animate-[progress_1s_ease-in-out_infinite] rounded-full bg-clay-500" />
    </div>
  )
}
