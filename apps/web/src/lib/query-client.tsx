import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { type ReactNode, useState } from 'react'

const options = { defaultOptions: { queries: { refetchOnWindowFocus: false } } }

/**
 * The browser's one query cache. Not in root.tsx: the home page renders no query before the guest scrolls, so
 * TanStack Query stays out of its first JavaScript (bench/home-budget.mjs). Pages get it from the
 * layouts/queries.tsx route, the home page's lazy sections wrap themselves; every provider shares this
 * client, so the cache survives moving between them.
 */
export const queryClient = new QueryClient(options)

/**
 * On the server, each render gets a cache of its own: the API renders pages per request, and one guest's
 * data (or one language's texts) must never show in another's page.
 */
export function QueryProvider({ children }: { children: ReactNode }) {
  const [client] = useState(() => (import.meta.env.SSR ? new QueryClient(options) : queryClient))
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>
}
