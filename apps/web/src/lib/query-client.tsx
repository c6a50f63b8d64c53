import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import type { ReactNode } from 'react'

/**
 * The app's one query cache. Not in root.tsx: the home page renders no query before the guest scrolls, so
 * TanStack Query stays out of its first JavaScript (bench/home-budget.mjs). Pages get it from the
 * layouts/queries.tsx route, the home page's lazy sections wrap themselves; every provider shares this
 * client, so the cache survives moving between them. The web app is pre-rendered (ssr: false): no
 * server request ever shares it.
 */
export const queryClient = new QueryClient({ defaultOptions: { queries: { refetchOnWindowFocus: false } } })

export function QueryProvider({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
}
