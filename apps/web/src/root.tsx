import { lazy, type ReactNode, Suspense, useEffect } from 'react'
import { preload } from 'react-dom'
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useMatches,
  useNavigation,
} from 'react-router'
import type { Route } from './+types/root'
import { useTranslation } from './i18n/react.tsx'
import './app.css'
import interLatin from '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url'
import { PageLoading } from './components/page-loading.tsx'
import { ToastHost } from './components/toast-host.tsx'
import { namespacesFor } from './i18n/client.ts'
import { localePath } from './i18n/options.ts'
import { namespacesForRouteIds } from './pages.ts'

export const links: Route.LinksFunction = () => [
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
  { rel: 'preload', href: interLatin, as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' },
]

/**
 * While pre-rendering, ask the browser to fetch this page's translation files with the HTML, so
 * entry.client finds them ready (same URL and mode as i18n/client.ts's fetch).
 */
function usePreloadTranslations(lng: string) {
  const matches = useMatches()
  if (typeof document !== 'undefined') return
  for (const ns of namespacesForRouteIds(matches.map((match) => match.id))) {
    preload(localePath(lng, ns), { as: 'fetch', crossOrigin: 'anonymous' })
  }
}

export function Layout({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation()
  const lng = i18n.resolvedLanguage ?? i18n.language
  usePreloadTranslations(lng)
  return (
    <html lang={lng} dir={i18n.dir(lng)}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />
        <meta name="theme-color" content="#133123" />
        <Meta />
        <Links />
      </head>
      <body className="flex min-h-dvh flex-col">
        {children}
        <ToastHost />
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  )
}

/**
 * On a client-side navigation, the next page's texts start loading with its code, not after it: the page
 * would otherwise render, suspend on its namespaces (PageOutlet) and only then ask for them.
 */
function useTextsAhead() {
  const { i18n } = useTranslation()
  const next = useNavigation().location?.pathname
  useEffect(() => {
    if (next) void i18n.loadNamespaces(namespacesFor(next))
  }, [next, i18n])
}

export default function App() {
  useTextsAhead()
  return <Outlet />
}

// The error pages load on demand: they are not part of every page's JavaScript.
const NotFoundPage = lazy(() =>
  import('./components/error-pages.tsx').then((m) => ({ default: m.NotFoundPage })),
)
const ServerErrorPage = lazy(() =>
  import('./components/error-pages.tsx').then((m) => ({ default: m.ServerErrorPage })),
)

/** Unknown paths (404) and anything that breaks while rendering (500). */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const notFound = isRouteErrorResponse(error) && error.status === 404
  const details = import.meta.env.DEV && error instanceof Error ? (error.stack ?? error.message) : undefined
  return (
    <Suspense fallback={<PageLoading fullScreen />}>
      {notFound ? <NotFoundPage /> : <ServerErrorPage details={details} />}
    </Suspense>
  )
}
