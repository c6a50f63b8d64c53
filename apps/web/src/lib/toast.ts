import type { ExternalToast } from 'sonner'
import { type Sonner, setLoadedSonner } from './toast-state.ts'

export type ToastKind = 'success' | 'info' | 'warning' | 'error' | 'loading' | 'message'

let loading: Promise<Sonner> | undefined

/**
 * sonner (about 10 KB of gzip JavaScript) loads with the first toast, not with every page: the home
 * page stays inside its budget. Its Toaster replays toasts created before it mounted.
 */
function loadSonner(): Promise<Sonner> {
  // The stylesheet comes as a file with the code (vite.config.ts removes sonner's inline <style>).
  loading ??= Promise.all([import('sonner'), import('sonner/dist/styles.css')]).then(([module]) => {
    setLoadedSonner(module)
    return module
  })
  return loading
}

/** Shows a toast (success, info, warning, error, loading or a plain message). */
export function notify(kind: ToastKind, message: string, options?: ExternalToast): Promise<string | number> {
  return loadSonner().then(({ toast }) =>
    kind === 'message' ? toast(message, options) : toast[kind](message, options),
  )
}
