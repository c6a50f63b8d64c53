import { QueryClientProvider } from '@tanstack/react-query'
import { Suspense, useState } from 'react'
import { BrowserRouter } from 'react-router'
import { AuthProvider } from './auth/auth.tsx'
import { AppToaster } from './components/app-toaster.tsx'
import { BootLoading, LoadingState } from './components/loading-state.tsx'
import { createQueryClient } from './lib/query-client.ts'
import { AppRoutes } from './routes.tsx'

/** Vite's `base`, "/dashboard/": the overview's address is "/dashboard/" (see main.tsx for "/dashboard"). */
const basename = import.meta.env.BASE_URL

export function App() {
  const [queryClient] = useState(createQueryClient)
  return (
    <QueryClientProvider client={queryClient}>
      <BrowserRouter basename={basename}>
        {/* The outer boundary waits for the first translations; the inner one for page chunks. */}
        <Suspense fallback={<BootLoading />}>
          <AuthProvider>
            <AppToaster />
            <Suspense fallback={<LoadingState fullPage />}>
              <AppRoutes />
            </Suspense>
          </AuthProvider>
        </Suspense>
      </BrowserRouter>
    </QueryClientProvider>
  )
}
