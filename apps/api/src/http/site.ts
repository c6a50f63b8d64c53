import { createHash } from 'node:crypto'
import { existsSync } from 'node:fs'
import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import fastifyStatic from '@fastify/static'
import {
  demoHotel,
  type Hotel,
  isLocale,
  isWebRoute,
  type Locale,
  localeCookie,
  locales,
  type PageContext,
} from '@hotel/contract'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { notFound, requestLocale } from './errors.ts'
import { escapeHtml } from './html.ts'
import { createStylesheetInliner } from './inline-styles.ts'
import type { PageRenderer } from './render.ts'
import { indexableRoutes, languageLinks, robotsTxt, sitemapXml } from './seo.ts'
import { createFactsFiller } from './site-facts.ts'

export interface SiteOptions {
  /** apps/web/build: one pre-rendered variant per locale in `<locale>/client`. */
  webBuildDir: string
  /** apps/dashboard/dist */
  dashboardDir: string
  defaultLocale: Locale
  /** Google Identity Services is configured: its script, frame and styles are allowed on the guest site. */
  googleSignIn: boolean
  /** Renders the guest pages the build did not pre-render (render.ts); without it they are not served. */
  renderPage?: PageRenderer | null
  /**
   * What the server reads for such a page (a room's): its status, head tags and the data the app renders it
   * with; null for a page it knows nothing particular about.
   */
  describePage?: (route: string, locale: Locale, search: URLSearchParams) => Promise<DescribedPage | null>
  /** The site's public address, for canonical links, alternates and the sitemap. */
  publicUrl: string
  /** Pages with parameters that belong in the sitemap (every room page). */
  dynamicRoutes?: () => Promise<string[]>
  /**
   * The hotel's current facts (kept in memory, forgotten when the settings change): filled into every guest
   * page in place of the demo's the build wrote (site-facts.ts). Without it, pages are sent as built.
   */
  hotelFacts?: () => Promise<Hotel>
}

export interface DescribedPage {
  /** 404 for a page that names something that does not exist (an unknown room). */
  status: 200 | 404
  meta?: PageMeta
  context?: PageContext
}

/** Title, description and picture of a page, for previews of shared links. */
interface PageMeta {
  title: string
  description: string
  /** Absolute URL of a picture. */
  image?: string
  url: string
}

/**
 * The page with `tags` (links and meta tags, no script) added to its head; its own `<title>` and description
 * are replaced when the tags bring them.
 */
function withHead(html: string, tags: string): string {
  let page = html
  if (tags.includes('<title>')) page = page.replace(/<title>[\s\S]*?<\/title>/, '')
  if (tags.includes('<meta name="description"')) page = page.replace(/<meta name="description"[^>]*>/, '')
  return page.replace('</head>', `${tags}</head>`)
}

/** A rendered page's own title and Open Graph tags. */
function metaTags(meta: PageMeta): string {
  return [
    `<title>${escapeHtml(meta.title)}</title>`,
    `<meta name="description" content="${escapeHtml(meta.description)}">`,
    `<meta property="og:type" content="website">`,
    `<meta property="og:title" content="${escapeHtml(meta.title)}">`,
    `<meta property="og:description" content="${escapeHtml(meta.description)}">`,
    `<meta property="og:url" content="${escapeHtml(meta.url)}">`,
    ...(meta.image ? [`<meta property="og:image" content="${escapeHtml(meta.image)}">`] : []),
  ].join('')
}

const google = 'https://accounts.google.com/gsi/'

/** Directives every page gets; each HTML page adds the hashes of its own inline scripts and styles. */
function basePolicy(googleSignIn: boolean, styleHashes: string[]) {
  const extra = (source: string) => (googleSignIn ? ` ${source}` : '')
  return [
    "default-src 'self'",
    "base-uri 'self'",
    "object-src 'none'",
    "frame-ancestors 'none'",
    "form-action 'self'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    `connect-src 'self'${extra(google)}`,
    // Styles come from files (sonner's included) but for the guest pages' own stylesheet, written into
    // them (inline-styles.ts) and allowed by its hash: no style attribute, no other inline style.
    `style-src 'self'${extra(`${google}style`)}${styleHashes.map((hash) => ` ${hash}`).join('')}`,
    ...(googleSignIn ? [`frame-src ${google}`] : []),
  ]
}

interface Page {
  html: string
  csp: string
  etag: string
}

async function listFiles(root: string, dir = ''): Promise<string[]> {
  const entries = await readdir(path.join(root, dir), { withFileTypes: true })
  const nested = await Promise.all(
    entries.map((entry) => {
      const rel = path.posix.join(dir, entry.name)
      return entry.isDirectory() ? listFiles(root, rel) : Promise.resolve([rel])
    }),
  )
  return nested.flat()
}

/** The hashes, for a Content-Security-Policy, of the page's inline elements that `element` matches. */
function inlineHashes(html: string, element: RegExp): string[] {
  const hashes = [...html.matchAll(element)]
    .map((match) => match[1] ?? '')
    .filter((body) => body.trim() !== '')
    .map((body) => `'sha256-${createHash('sha256').update(body).digest('base64')}'`)
  return [...new Set(hashes)]
}

/** A page's Content-Security-Policy: its inline scripts and styles are allowed by hash, nothing else inline. */
function pagePolicy(html: string, googleSignIn: boolean): string {
  const scripts = inlineHashes(html, /<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)
  const styles = inlineHashes(html, /<style>([\s\S]*?)<\/style>/g)
  const sources = ["'self'", ...(googleSignIn ? [`${google}client`] : []), ...scripts]
  return [...basePolicy(googleSignIn, styles), `script-src ${sources.join(' ')}`].join('; ')
}

async function loadPage(file: string, googleSignIn = false): Promise<Page> {
  return pageOf(await readFile(file, 'utf8'), googleSignIn)
}

function pageOf(html: string, googleSignIn: boolean): Page {
  return {
    html,
    csp: pagePolicy(html, googleSignIn),
    etag: `"${createHash('sha1').update(html).digest('base64url')}"`,
  }
}

/** `/about/index.html` -> `/about`; `index.html` -> `/`. */
function routeOf(htmlFile: string): string {
  const route = `/${htmlFile.replace(/(^|\/)index\.html$/, '')}`
  return route.length > 1 ? route.replace(/\/$/, '') : '/'
}

function cookieLocale(request: FastifyRequest): Locale | null {
  const match = request.headers.cookie?.match(new RegExp(`(?:^|;\\s*)${localeCookie}=([a-z]{2})`))
  return match && isLocale(match[1]) ? match[1] : null
}

function safeDecode(value: string): string | null {
  try {
    return decodeURIComponent(value)
  } catch {
    return null
  }
}

function sendPage(request: FastifyRequest, reply: FastifyReply, page: Page, status: number) {
  reply
    .status(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('content-security-policy', page.csp)
    .header('cache-control', 'no-cache')
    .header('vary', 'Cookie, Accept-Language, Accept-Encoding')
    .header('etag', page.etag)
  if (status === 200 && request.headers['if-none-match'] === page.etag) return reply.status(304).send()
  return reply.send(page.html)
}

/**
 * Serves the built apps: the guest site at `/` (the pre-rendered page in the guest's language, else the page
 * rendered for the request; 404 status for paths that are not site routes) and the dashboard SPA at
 * `/dashboard/`.
 * Hashed assets are immutable. Apps that are not built are simply not served.
 */
export async function registerSite(app: FastifyInstance, options: SiteOptions) {
  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(robotsTxt(options.publicUrl)),
  )
  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) => {
    const routes = [...indexableRoutes, ...((await options.dynamicRoutes?.()) ?? [])]
    return reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(sitemapXml(options.publicUrl, routes))
  })

  const roots = [options.webBuildDir, options.dashboardDir].filter((dir) => existsSync(dir))
  if (roots.length === 0) return
  await app.register(fastifyStatic, { root: roots, serve: false })

  const pages = new Map<Locale, Map<string, Page>>()
  const webFiles = new Map<string, string>()
  // Every language's build holds the same assets (apps/web's build checks it): one reads them for all pages.
  const inlineStyles = createStylesheetInliner(path.join(options.webBuildDir, 'en', 'client'))
  for (const locale of locales) {
    const root = path.join(options.webBuildDir, locale, 'client')
    if (!existsSync(root)) continue
    const localePages = new Map<string, Page>()
    for (const file of await listFiles(root)) {
      const full = path.join(root, file)
      if (file.endsWith('.html')) {
        const route = routeOf(file)
        const html = inlineStyles(await readFile(full, 'utf8'))
        localePages.set(
          route,
          pageOf(
            isWebRoute(route) ? withHead(html, languageLinks(options.publicUrl, route, locale)) : html,
            options.googleSignIn,
          ),
        )
      } else if (!webFiles.has(`/${file}`)) webFiles.set(`/${file}`, root)
    }
    pages.set(locale, localePages)
  }

  const dashboardFiles = existsSync(options.dashboardDir)
    ? new Set(await listFiles(options.dashboardDir))
    : null
  const dashboardIndex = dashboardFiles?.has('index.html')
    ? await loadPage(path.join(options.dashboardDir, 'index.html'))
    : null

  // Guest pages with the hotel's current facts: each built page is filled once per version of the facts.
  const filler = options.hotelFacts ? createFactsFiller(options.webBuildDir) : null
  // Without the database, the page still works with the demo's facts (the app asks GET /hotel later).
  const currentFacts = async () =>
    options.hotelFacts ? options.hotelFacts().catch(() => demoHotel) : demoHotel
  const filled = new WeakMap<Page, { facts: Hotel; page: Page }>()
  const withFacts = async (page: Page): Promise<Page> => {
    if (!filler) return page
    const facts = await currentFacts()
    const known = filled.get(page)
    if (known?.facts === facts) return known.page
    const done = pageOf(filler(page.html, facts), options.googleSignIn)
    filled.set(page, { facts, page: done })
    return done
  }

  const sendAsset = (reply: FastifyReply, file: string, root: string) =>
    file.startsWith('assets/')
      ? reply.sendFile(file, root, { maxAge: '365d', immutable: true })
      : reply.sendFile(file, root, { maxAge: '1h' })

  app.get('/*', { schema: { hide: true }, config: { rateLimit: false } }, async (request, reply) => {
    const pathname = safeDecode(request.url.split('?')[0] ?? '/')
    if (
      pathname === null ||
      pathname.startsWith('/api/') ||
      pathname.includes('\0') ||
      pathname.includes('..')
    )
      throw notFound()

    if (pathname === '/dashboard' || pathname.startsWith('/dashboard/')) {
      if (!dashboardFiles || !dashboardIndex) throw notFound()
      const file = pathname.slice('/dashboard/'.length)
      if (file && dashboardFiles.has(file) && file !== 'index.html') {
        return sendAsset(reply, file, options.dashboardDir)
      }
      if (file.startsWith('assets/') || file.startsWith('locales/')) throw notFound()
      return sendPage(request, reply, dashboardIndex, 200)
    }

    const assetRoot = webFiles.get(pathname)
    if (assetRoot) return sendAsset(reply, pathname.slice(1), assetRoot)

    // ?lang= (the address of one language version, as in the alternates), else the cookie, else the browser.
    const search = new URLSearchParams(request.url.split('?')[1] ?? '')
    const asked = search.get('lang')
    const locale =
      (isLocale(asked) ? asked : null) ??
      cookieLocale(request) ??
      requestLocale(request, options.defaultLocale)
    const route = pathname.length > 1 ? pathname.replace(/\/+$/, '') : '/'
    const built = pages.get(locale)?.get(route) ?? pages.get('en')?.get(route)
    if (built) return sendPage(request, reply, await withFacts(built), 200)
    const { renderPage } = options
    if (!renderPage || /\.[a-z0-9]+$/i.test(route)) throw notFound()
    const described = isWebRoute(route) ? await options.describePage?.(route, locale, search) : null
    const rendered = await renderPage(request.url, { language: locale, ...described?.context })
    // Paths that are no route render the app's not-found page with 404; so does a room that does not exist.
    const status = described?.status === 404 ? 404 : rendered.status
    // Put together as text, then hashed once: the policy's hashes (a 57 KB stylesheet among them) and the ETag.
    let html = inlineStyles(rendered.html)
    if (described?.meta) html = withHead(html, metaTags(described.meta))
    if (status === 200) html = withHead(html, languageLinks(options.publicUrl, route, locale))
    if (filler) html = filler(html, await currentFacts())
    return sendPage(request, reply, pageOf(html, options.googleSignIn), status)
  })
}
