/**
 * The guest site's routes from the spec (section 2). The web app declares exactly these, and the API
 * answers 404 for any other path it falls back to the site for.
 */
export const mainLayoutRoutes = [
  '/',
  '/books',
  '/books/room/:number',
  '/about',
  '/contact',
  '/profile',
  '/terms-and-conditions',
  '/privacy-policy',
  '/copyright-statement',
  '/reservation/:reference',
] as const

export const standaloneRoutes = [
  '/payment-success',
  '/payment-failure',
  '/new-review',
  '/login',
  '/register',
  '/password-reset',
  '/verify-code',
  '/update-password',
  '/password-reset-complete',
] as const

export const webRoutes = [...mainLayoutRoutes, ...standaloneRoutes] as const

/** True when a path (no query) is one of the site's routes; `:param` segments match any one segment. */
export function isWebRoute(path: string): boolean {
  const parts = path.replace(/\/+$/, '').split('/')
  return webRoutes.some((route) => {
    const pattern = route.replace(/\/+$/, '').split('/')
    return (
      pattern.length === parts.length &&
      pattern.every((segment, i) =>
        segment.startsWith(':') ? (parts[i] ?? '') !== '' : segment === parts[i],
      )
    )
  })
}
