import { lazy } from 'react'
import { Route, Routes } from 'react-router'
import { GuestOnly, RequireAuth } from './auth/guards.tsx'
import { Landing } from './layout/landing.tsx'
import { ScreenGuard } from './layout/screen-guard.tsx'
import { screens } from './screens.ts'

// Each screen is its own chunk: the sign-in page does not download the signed-in frame, and so on.
const LoginPage = lazy(() => import('./pages/login.tsx'))
const ForgotPasswordPage = lazy(() => import('./pages/forgot-password.tsx'))
const InvitationPage = lazy(() => import('./pages/invitation.tsx'))
const Shell = lazy(() => import('./layout/shell.tsx'))
const NotFoundPage = lazy(() => import('./pages/not-found.tsx'))

/**
 * Sign-in, a forgotten password and an invitation's page outside the frame (the invitation page says itself
 * what to do when someone is signed in); inside it, a route per row of the screens table, then the 404 page.
 */
export function AppRoutes() {
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
        path="/forgot-password"
        element={
          <GuestOnly>
            <ForgotPasswordPage />
          </GuestOnly>
        }
      />
      <Route path="/invitation/:token" element={<InvitationPage />} />
      <Route
        element={
          <RequireAuth>
            <Shell />
          </RequireAuth>
        }
      >
        {screens.map((screen) =>
          screen.path === '' ? (
            <Route key="" index element={<Landing screen={screen} />} />
          ) : (
            <Route key={screen.path} path={screen.path} element={<ScreenGuard screen={screen} />} />
          ),
        )}
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  )
}
