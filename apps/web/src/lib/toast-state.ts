/**
 * Which sonner module is loaded, for the toaster (components/toast-host.tsx). Kept apart from
 * lib/toast.ts so every page's shell holds only this, not the code that loads sonner and shows toasts:
 * pages that toast load that with their own code.
 */
export type Sonner = typeof import('sonner')

let sonner: Sonner | undefined
const listeners = new Set<() => void>()

export function setLoadedSonner(module: Sonner) {
  sonner = module
  for (const listener of listeners) listener()
}

export function subscribeSonner(listener: () => void) {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}

export const loadedSonner = () => sonner
