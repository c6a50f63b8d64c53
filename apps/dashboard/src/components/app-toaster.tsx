import { useTranslation } from 'react-i18next'
import { Toaster } from 'sonner'

/** The spec's toast settings: top-center, rich colours, 4 s, 3 visible, 14 px gap, Alt+T to focus. */
export const toasterSettings = {
  position: 'top-center',
  richColors: true,
  duration: 4000,
  visibleToasts: 3,
  gap: 14,
  hotkey: ['altKey', 'KeyT'],
} as const

export function AppToaster() {
  const { t, i18n } = useTranslation()
  return (
    <Toaster
      {...toasterSettings}
      hotkey={[...toasterSettings.hotkey]}
      theme="light"
      dir={i18n.dir()}
      containerAriaLabel={t('toasts.label')}
    />
  )
}
