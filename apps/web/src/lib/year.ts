import { useSyncExternalStore } from 'react'

const subscribe = () => () => {}

/**
 * The current year. Pre-rendered HTML (and the hydrating render) carry the build year, so hydration
 * always matches; the browser's own year replaces it right after.
 */
export function useCurrentYear(): number {
  return useSyncExternalStore(
    subscribe,
    () => new Date().getFullYear(),
    () => __BUILD_YEAR__,
  )
}

/** The year the hotel's copyright starts (terms and conditions). */
export const copyrightSince = 2018
