import { type Locale, locales, mainLayoutRoutes } from '@hotel/contract'
import { escapeHtml } from './html.ts'

/** Public pages search engines should list: the main pages without parameters, except the private profile. */
export const indexableRoutes = mainLayoutRoutes.filter(
  (route) => !route.includes(':') && route !== '/profile',
)

/** The address of a page in one language: the same path, the language in `?lang=`. */
const localizedUrl = (publicUrl: string, route: string, locale: Locale) =>
  `${publicUrl}${route}?lang=${locale}`

/** `<link>` tags naming this page's canonical address and its versions in every language. */
export function languageLinks(publicUrl: string, route: string, locale: Locale): string {
  const href = (url: string) => escapeHtml(url)
  return [
    `<link rel="canonical" href="${href(localizedUrl(publicUrl, route, locale))}">`,
    ...locales.map(
      (other) =>
        `<link rel="alternate" hreflang="${other}" href="${href(localizedUrl(publicUrl, route, other))}">`,
    ),
    `<link rel="alternate" hreflang="x-default" href="${href(`${publicUrl}${route}`)}">`,
  ].join('')
}

export function robotsTxt(publicUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /api/',
    'Disallow: /dashboard/',
    'Disallow: /profile',
    'Disallow: /payment-success',
    'Disallow: /payment-failure',
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n')
}

/** Every public page in every language, each with its alternates (sitemaps.org with xhtml:link). */
export function sitemapXml(publicUrl: string, routes: string[]): string {
  const entries = routes.flatMap((route) =>
    locales.map((locale) =>
      [
        '<url>',
        `<loc>${escapeHtml(localizedUrl(publicUrl, route, locale))}</loc>`,
        ...locales.map(
          (other) =>
            `<xhtml:link rel="alternate" hreflang="${other}" href="${escapeHtml(localizedUrl(publicUrl, route, other))}"/>`,
        ),
        '</url>',
      ].join(''),
    ),
  )
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${entries.join('\n')}\n</urlset>\n`
}
