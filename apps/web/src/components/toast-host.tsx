import { type CSSProperties, useSyncExternalStore } from 'react'
import { useTranslation } from '../i18n/react.tsx'
import { loadedSonner, subscribeSonner } from '../lib/toast-state.ts'

const never = () => undefined

/**
 * The toaster, mounted once the first toast loaded sonner (lib/toast.ts). Settings from the spec:
 * top-center, rich colours, 4 s, 3 visible, 356 px wide, 14 px apart, Alt+T to focus; the 20 px swipe
 * threshold is patched in vite.config.ts (sonner has no prop for it).
 */
export function ToastHost() {
  const { t } = useTranslation()
  const sonner = useSyncExternalStore(subscribeSonner, loadedSonner, never)
  if (!sonner) return null
  const { Toaster } = sonner
  return (
    <Toaster
      position="top-center"
      richColors
      duration={4000}
      visibleToasts={3}
      gap={14}
      hotkey={['altKey', 'KeyT']}
      style={{ '--width': '356px' } as CSSProperties}
      containerAriaLabel={t('toasts.label')}
    />
  )
}
