import { QueryClientProvider } from '@tanstack/react-query'
import { lazy, Suspense, useState } from 'react'
import { BrowserRouter, Route, Routes } from 'react-router'
import { AuthProvider } from './auth/auth.tsx'
import { GuestOnly, RequireAuth } from './auth/guards.tsx'
import { AppToaster } from './components/app-toaster.tsx'
import { BootLoading, PageLoading } from './components/loading.tsx'
import { createQueryClient } from './lib/query-client.ts'

// Each screen is its own chunk: the sign-in page does not download the signed-in frame, and so on.
const LoginPage = lazy(() => import('./pages/login.tsx'))
const Shell = lazy(() => import('./layout/shell.tsx'))
const OverviewPage = lazy(() => import('./pages/overview.tsx'))
const NotFoundPage = lazy(() => import('./pages/not-found.tsx'))

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
            <Suspense fallback={<PageLoading fullPage />}>
              <AppRoutes />
            </Suspense>
          </AuthProvider>
        </Suspense>
      </BrowserRouter>
    </QueryClientProvider>
  )
}

function AppRoutes() {
  return (
    <Routes>
      <Route
        path="/login"
        element={
          <GuestOnly>
            <LoginPage />
          </GuestOnly>
        }
      />
      <Route
        element={
          <RequireAuth>
            <Shell />
          </RequireAuth>
        }
      >
        <Route index element={<OverviewPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  )
}
