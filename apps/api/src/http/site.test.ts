import { createHash } from 'node:crypto'
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestContext, type TestContext } from '../test/harness.ts'

let ctx: TestContext
let dir: string

const page = (lang: string, title: string) =>
  `<!doctype html><html lang="${lang}"><head><title>${title}</title></head><body>${title}<script>window.__ctx = "${lang}"</script><script type="module" src="/assets/entry-abc123.js"></script></body></html>`

async function put(file: string, content: string) {
  await mkdir(path.dirname(path.join(dir, file)), { recursive: true })
  await writeFile(path.join(dir, file), content)
}

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'hotel-site-'))
  const variants: [string, string, string, string][] = [
    ['en', 'Home', 'About us', 'Loading'],
    ['es', 'Inicio', 'Nosotros', 'Cargando'],
  ]
  for (const [lang, home, about, fallback] of variants) {
    await put(`web/${lang}/client/index.html`, page(lang, home))
    await put(`web/${lang}/client/about/index.html`, page(lang, about))
    await put(`web/${lang}/client/__spa-fallback.html`, page(lang, fallback))
  }
  await put('web/en/client/assets/entry-abc123.js', `console.log(${JSON.stringify('x'.repeat(4000))})`)
  await put('web/en/client/locales/es/common.json', '{"hello":"Hola"}')
  await put('dashboard/index.html', page('en', 'Dashboard'))
  await put('dashboard/assets/app-def456.js', 'console.log(1)')
  ctx = await createTestContext(
    {},
    { webBuildDir: path.join(dir, 'web'), dashboardDir: path.join(dir, 'dashboard') },
  )
})
afterAll(async () => {
  await ctx?.close()
  await rm(dir, { recursive: true, force: true })
})

describe('guest site', () => {
  it('serves the pre-rendered page in English by default', async () => {
    const res = await ctx.http('/about')
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toContain('text/html')
    expect(res.text).toContain('About us')
    expect(res.headers.get('vary')).toContain('Cookie')
  })

  it('picks Spanish from the lang cookie, then from Accept-Language', async () => {
    expect((await ctx.http('/about', { headers: { Cookie: 'x=1; lang=es' } })).text).toContain('Nosotros')
    expect((await ctx.http('/', { headers: { 'Accept-Language': 'es-NI,es;q=0.9' } })).text).toContain(
      'Inicio',
    )
    // The cookie, the guest's own choice, wins over the browser's language.
    const chosen = await ctx.http('/about', { headers: { Cookie: 'lang=en', 'Accept-Language': 'es' } })
    expect(chosen.text).toContain('About us')
  })

  it('allows exactly the page inline scripts by hash', async () => {
    const res = await ctx.http('/about', { headers: { Cookie: 'lang=es' } })
    const hash = createHash('sha256').update('window.__ctx = "es"').digest('base64')
    const csp = res.headers.get('content-security-policy') ?? ''
    expect(csp).toContain(`script-src 'self' 'sha256-${hash}'`)
    expect(csp).not.toContain("'unsafe-inline'")
    expect(csp).toContain("style-src 'self';")
    expect(csp).not.toContain('accounts.google.com')
  })

  it('answers a repeated request with 304', async () => {
    const first = await ctx.http('/about')
    const again = await ctx.http('/about', { headers: { 'If-None-Match': first.headers.get('etag') ?? '' } })
    expect(again.status).toBe(304)
  })

  it('falls back to the SPA for routes with parameters', async () => {
    const res = await ctx.http('/books/room/101', { headers: { Cookie: 'lang=es' } })
    expect(res.status).toBe(200)
    expect(res.text).toContain('Cargando')
  })

  it("puts a room's title, description and picture into its page for link previews", async () => {
    const en = await ctx.http('/books/room/205')
    expect(en.status).toBe(200)
    expect(en.text).toContain('<title>Double room 205 · Hotel Casa Pinar</title>')
    expect(en.text).toContain('<meta property="og:title" content="Double room 205 · Hotel Casa Pinar">')
    expect(en.text).toMatch(/<meta property="og:description" content="A bright double room/)
    expect(en.text).not.toContain('<title>Loading</title>')
    const es = await ctx.http('/books/room/205', { headers: { Cookie: 'lang=es' } })
    expect(es.text).toContain('<title>Habitación doble 205 · Hotel Casa Pinar</title>')
    const unknown = await ctx.http('/books/room/999')
    expect(unknown.text).toContain('<title>Loading</title>')
  })

  it('answers 404 with the app for paths that are not site routes', async () => {
    const res = await ctx.http('/no/such/page')
    expect(res.status).toBe(404)
    expect(res.text).toContain('Loading')
  })

  it('serves hashed assets immutable and compressed', async () => {
    const res = await fetch(`${ctx.baseUrl}/assets/entry-abc123.js`, { headers: { 'Accept-Encoding': 'br' } })
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toContain('immutable')
    expect(res.headers.get('content-encoding')).toBe('br')
    const locale = await ctx.http('/locales/es/common.json')
    expect(locale.body).toEqual({ hello: 'Hola' })
    expect(locale.headers.get('cache-control')).not.toContain('immutable')
  })

  it('does not serve files outside the build or unknown assets', async () => {
    expect((await ctx.http('/assets/missing.js')).status).toBe(404)
    expect((await ctx.http('/%2e%2e/%2e%2e/package.json')).status).toBe(404)
    const bad = await ctx.http('/%E0%A4%A', { headers: { 'Accept-Language': 'es' } })
    expect(bad.status).toBe(400)
    expect(bad.body).toEqual({ code: 'malformed_url', message: 'La dirección de la solicitud no es válida.' })
  })

  it('keeps unknown API paths as JSON errors', async () => {
    const res = await ctx.http('/api/v1/nothing-here')
    expect(res.status).toBe(404)
    expect(res.body.code).toBe('not_found')
  })
})

describe('search engines', () => {
  const origin = 'http://localhost:3000'

  it('serves a language version by ?lang=, with canonical and alternate links', async () => {
    const res = await ctx.http('/about?lang=es', { headers: { Cookie: 'lang=en' } })
    expect(res.text).toContain('Nosotros')
    expect(res.text).toContain(`<link rel="canonical" href="${origin}/about?lang=es">`)
    expect(res.text).toContain(`<link rel="alternate" hreflang="en" href="${origin}/about?lang=en">`)
    expect(res.text).toContain(`<link rel="alternate" hreflang="x-default" href="${origin}/about">`)
    const room = await ctx.http('/books/room/101?lang=en')
    expect(room.text).toContain(`<link rel="canonical" href="${origin}/books/room/101?lang=en">`)
    expect((await ctx.http('/nope')).text).not.toContain('rel="canonical"')
  })

  it('lists every public page and every room page in both languages in sitemap.xml', async () => {
    const res = await ctx.http('/sitemap.xml')
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toContain('application/xml')
    expect(res.text).toContain(`<loc>${origin}/about?lang=es</loc>`)
    expect(res.text).toContain(`<loc>${origin}/books/room/101?lang=en</loc>`)
    expect(res.text).toContain(`<loc>${origin}/books/room/209?lang=es</loc>`)
    expect(res.text).toContain(`hreflang="es" href="${origin}/terms-and-conditions?lang=es"`)
    expect(res.text).not.toContain('/profile')
    expect(res.text).not.toContain('/login')
    expect(res.text.match(/<url>/g)).toHaveLength((7 + 18) * 2)
  })

  it('points robots to the sitemap and away from private pages', async () => {
    const res = await ctx.http('/robots.txt')
    expect(res.headers.get('content-type')).toContain('text/plain')
    expect(res.text).toContain('Disallow: /api/')
    expect(res.text).toContain('Disallow: /profile')
    expect(res.text).toContain(`Sitemap: ${origin}/sitemap.xml`)
  })
})

describe('dashboard', () => {
  it('serves the SPA for every dashboard path and its assets', async () => {
    for (const p of ['/dashboard', '/dashboard/', '/dashboard/login', '/dashboard/rooms/12']) {
      const res = await ctx.http(p)
      expect(res.status, p).toBe(200)
      expect(res.text).toContain('Dashboard')
    }
    const csp = (await ctx.http('/dashboard/login')).headers.get('content-security-policy')
    expect(csp).toContain("style-src 'self';")
    const asset = await ctx.http('/dashboard/assets/app-def456.js')
    expect(asset.headers.get('cache-control')).toContain('immutable')
    expect((await ctx.http('/dashboard/assets/nope.js')).status).toBe(404)
  })
})

describe('with Google sign-in configured', () => {
  it('allows Google Identity Services on the guest site only', async () => {
    const google = await createTestContext(
      { GOOGLE_CLIENT_ID: 'hotel.apps.googleusercontent.com' },
      { webBuildDir: path.join(dir, 'web'), dashboardDir: path.join(dir, 'dashboard') },
    )
    try {
      const site = (await google.http('/login')).headers.get('content-security-policy') ?? ''
      expect(site).toContain("script-src 'self' https://accounts.google.com/gsi/client")
      expect(site).toContain('frame-src https://accounts.google.com/gsi/')
      const dashboard = (await google.http('/dashboard/')).headers.get('content-security-policy') ?? ''
      expect(dashboard).not.toContain('accounts.google.com')
    } finally {
      await google.close()
    }
  })
})
