import type { mainLayoutRoutes, standaloneRoutes } from '@hotel/contract'

/** Translation namespaces (public/locales/<lng>/<ns>.json). `common` is always loaded. */
export const namespaces = ['common', 'home', 'rooms', 'auth', 'account', 'content', 'reservations'] as const
export type Namespace = (typeof namespaces)[number]

interface PageEntry {
  /** Route module, relative to src/. */
  file: string
  /** Namespaces the page needs besides `common`; loaded before the page renders. */
  ns: Namespace[]
}

/**
 * Every route of the spec (packages/contract's route tables) and the module that renders it. routes.ts
 * builds the router from this table, and entry.client reads it to load a page's texts before hydrating.
 */
export const mainLayoutPages = {
  '/': { file: 'pages/home.tsx', ns: ['home'] },
  '/books': { file: 'pages/books.tsx', ns: ['rooms'] },
  '/books/room/:number': { file: 'pages/room.tsx', ns: ['rooms'] },
  '/about': { file: 'pages/about.tsx', ns: ['content'] },
  '/contact': { file: 'pages/contact.tsx', ns: ['content'] },
  '/profile': { file: 'pages/profile.tsx', ns: ['account', 'auth', 'reservations', 'rooms'] },
  '/terms-and-conditions': { file: 'pages/terms.tsx', ns: ['content'] },
  '/privacy-policy': { file: 'pages/privacy.tsx', ns: ['content'] },
  '/copyright-statement': { file: 'pages/copyright.tsx', ns: ['content'] },
  '/reservation/:reference': {
    file: 'pages/reservation.tsx',
    ns: ['account', 'auth', 'reservations', 'rooms'],
  },
} satisfies Record<(typeof mainLayoutRoutes)[number], PageEntry>

export const standalonePages = {
  '/payment-success': { file: 'pages/payment-success.tsx', ns: ['account'] },
  '/payment-failure': { file: 'pages/payment-failure.tsx', ns: ['account'] },
  '/new-review': { file: 'pages/new-review.tsx', ns: ['account'] },
  '/login': { file: 'pages/login.tsx', ns: ['auth'] },
  '/register': { file: 'pages/register.tsx', ns: ['auth'] },
  '/password-reset': { file: 'pages/password-reset.tsx', ns: ['auth'] },
  '/verify-code': { file: 'pages/verify-code.tsx', ns: ['auth'] },
  '/update-password': { file: 'pages/update-password.tsx', ns: ['auth'] },
  '/password-reset-complete': { file: 'pages/password-reset-complete.tsx', ns: ['auth'] },
} satisfies Record<(typeof standaloneRoutes)[number], PageEntry>

const allPages: Record<string, PageEntry> = { ...mainLayoutPages, ...standalonePages }

/** The namespaces of the matched route modules (route ids are their file paths without extension). */
export function namespacesForRouteIds(routeIds: readonly string[]): Namespace[] {
  const result = new Set<Namespace>(['common'])
  for (const page of Object.values(allPages)) {
    if (routeIds.includes(page.file.replace(/\.tsx$/, ''))) for (const ns of page.ns) result.add(ns)
  }
  return [...result]
}

/** Route patterns with their namespaces, for matching a URL before the router exists. */
export const pagePatterns = Object.entries(allPages).map(([pattern, page]) => ({
  pattern,
  ns: ['common', ...page.ns] as Namespace[],
}))
