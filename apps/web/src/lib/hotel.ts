import { ApiError, demoHotel, type Hotel } from '@hotel/contract'
import { useEffect, useSyncExternalStore } from 'react'
import { api } from './api.ts'

// The built client carries no demo facts: the server always sends them with the page.
let facts: Hotel = import.meta.env.SSR || import.meta.env.DEV ? demoHotel : (window.__hotel as Hotel)
// 0: the facts the page came with count as old, so the real values are fetched once after hydration.
let fetchedAt = 0
let state: 'idle' | 'loading' | 'failed' = 'idle'
const staleTime = 10 * 60_000
const listeners = new Set<() => void>()

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}

const current = () => facts

const retriable = (error: unknown) =>
  !(error instanceof ApiError) || error.status === 0 || error.status >= 500

/** Up to 3 tries (1 s, then 2 s apart) for network errors and 5xx; a failure keeps the facts quietly. */
async function refresh() {
  state = 'loading'
  for (let attempt = 0; ; attempt++) {
    try {
      facts = (await api<{ data: Hotel }>('/hotel')).data
      fetchedAt = Date.now()
      state = 'idle'
      for (const listener of listeners) listener()
      return
    } catch (error) {
      if (attempt >= 2 || !retriable(error)) {
        // Components mounting later keep the facts instead of asking again.
        state = 'failed'
        return
      }
      await new Promise((resolve) => setTimeout(resolve, 1000 * 2 ** attempt))
    }
  }
}

/**
 * Public facts about the hotel (GET /api/v1/hotel). The pre-render writes the demo values; the server fills
 * the facts staff change into each page it sends, and gives the same facts to the app in `window.__hotel`
 * (apps/api/src/http/site-facts.ts), so that the app hydrates from exactly what the HTML shows. The facts
 * are asked for once after hydration (the ones staff do not change here may differ from the demo's), and
 * again by a component mounting once they are 10 minutes old. A small store rather than a query: every
 * page's shell shows them, and the home page loads no query code before the guest scrolls.
 */
export function useHotel(): Hotel {
  useEffect(() => {
    if (state === 'idle' && Date.now() - fetchedAt >= staleTime) void refresh()
  }, [])
  return useSyncExternalStore(subscribe, current, current)
}
