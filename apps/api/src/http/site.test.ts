import { createHash } from 'node:crypto'
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { addDays, demoHotel, hotelToday, isWebRoute } from '@hotel/contract'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  createTestContext,
  signInOwner,
  staffClient,
  staffHeaders,
  type TestContext,
} from '../test/harness.ts'
import type { PageRenderer } from './render.ts'
import { factsScript, startingFacts } from './site-facts.ts'

let ctx: TestContext
let dir: string

const sha = (body: string) => `'sha256-${createHash('sha256').update(body).digest('base64')}'`

/** The web build's stylesheet, as React Router links it. */
const css = 'body{color:#133123;font-family:Inter,sans-serif}'
const stylesheet = '<link rel="stylesheet" href="/assets/root-abc123.css"/>'

const page = (lang: string, title: string, body = '') =>
  `<!doctype html><html lang="${lang}"><head><title>${title}</title>${stylesheet}</head><body>${title}${body}<script>window.__ctx = "${lang}"</script><script type="module" src="/assets/entry-abc123.js"></script></body></html>`

/** The hotel's facts as the build writes them from the demo hotel (apps/web's footer, stay facts and legal texts). */
const chrome = (lang: string) =>
  [
    '<a href="tel:+50588421930"><span>(505) 8842-1930</span></a>',
    '<a href="tel:+50527134455">(505) 2713-4455</a>',
    '<a href="mailto:info@casapinar.example">info@casapinar.example</a>',
    '<a href="https://maps.google.com/?q=Parque+Central+Esteli+Nicaragua">Avenida Central, 2 c. al norte del Parque Central<!-- -->, <!-- -->Estelí</a>',
    '<a href="https://www.facebook.com/">f</a><a href="https://www.instagram.com/">i</a>',
    '<a href="https://wa.me/50588421930">chat</a>',
    lang === 'es'
      ? '<li>Entrada desde las 3:00\u00a0p.\u00a0m.</li><li>Salida hasta las 11:00\u00a0a.\u00a0m.</li><p>hasta 2 días antes de la fecha de llegada: el 30%, 50% o 100%</p>'
      : '<li>Check-in from 3:00\u00a0p.m.</li><li>Check-out until 11:00\u00a0a.m.</li><p>up to 2 days before your arrival date: 30%, 50%, or 100%</p>',
    '<p>Opening hours of the market: 3:00 p.m.</p>',
  ].join('')

/**
 * Stands in for the web build's server bundle (render.ts; the end-to-end tests use the real one): a page in
 * the asked language, 404 for paths that are no route, with what the server gave the page's loaders as data:
 * the room, and /books's search for the address's parameters as they are.
 */
const renderPage: PageRenderer = async (url, context) => {
  const [route = '/', query = ''] = url.split('?')
  const search = context.searchRooms
    ? await context.searchRooms(Object.fromEntries(new URLSearchParams(query)))
    : undefined
  const data = `<script>window.__rendered=${JSON.stringify({ roomPage: context.roomPage, search }).replace(/</g, '\\u003c')}</script>`
  return {
    status: isWebRoute(route.replace(/(.)\/+$/, '$1')) ? 200 : 404,
    html: page(context.language, context.language === 'es' ? 'Cargando' : 'Loading', data),
  }
}

/** What the page's loaders were given, as the fake renderer wrote it. */
const rendered = (html: string) => {
  const json = /<script>window\.__rendered=(.*?)<\/script>/.exec(html)?.[1]
  return json ? JSON.parse(json) : null
}

async function put(file: string, content: string) {
  await mkdir(path.dirname(path.join(dir, file)), { recursive: true })
  await writeFile(path.join(dir, file), content)
}

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'hotel-site-'))
  const variants: [string, string, string][] = [
    ['en', 'Home', 'About us'],
    ['es', 'Inicio', 'Nosotros'],
  ]
  for (const [lang, home, about] of variants) {
    await put(`web/${lang}/client/index.html`, page(lang, home, chrome(lang)))
    await put(
      `web/${lang}/client/locales/${lang}/content.json`,
      JSON.stringify({
        legal:
          lang === 'es'
            ? {
                deadline_zero: 'el día de su llegada',
                deadline_one: '{{count}} día antes de la fecha de llegada',
                deadline_other: '{{count}} días antes de la fecha de llegada',
              }
            : {
                deadline_zero: 'your arrival date',
                deadline_one: '{{count}} day before your arrival date',
                deadline_other: '{{count}} days before your arrival date',
              },
      }),
    )
    await put(`web/${lang}/client/about/index.html`, page(lang, about))
  }
  await put('web/en/client/assets/root-abc123.css', css)
  await put('web/en/client/assets/entry-abc123.js', `console.log(${JSON.stringify('x'.repeat(4000))})`)
  await put('web/en/client/locales/es/common.json', '{"hello":"Hola"}')
  await put('dashboard/index.html', page('en', 'Dashboard'))
  await put('dashboard/assets/app-def456.js', 'console.log(1)')
  ctx = await createTestContext(
    {},
    { webBuildDir: path.join(dir, 'web'), dashboardDir: path.join(dir, 'dashboard'), renderPage },
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
    const facts = factsScript(startingFacts(demoHotel)).replace(/^<script>|<\/script>$/g, '')
    const csp = res.headers.get('content-security-policy') ?? ''
    expect(csp.endsWith(`script-src 'self' ${sha(facts)} ${sha('window.__ctx = "es"')}`)).toBe(true)
    expect(csp).not.toContain("'unsafe-inline'")
    expect(csp).toContain(`style-src 'self' ${sha(css)};`)
    expect(csp).not.toContain('accounts.google.com')
  })

  it('writes the stylesheet into every guest page, its link kept but disabled, and nowhere else', async () => {
    const inlined = `<style>${css}</style><link rel="stylesheet" href="/assets/root-abc123.css" disabled=""/>`
    for (const url of ['/', '/about?lang=es', '/books/room/101', '/no-such-page']) {
      const res = await ctx.http(url)
      expect(res.text, url).toContain(inlined)
      expect(res.text.match(/<style>/g), url).toHaveLength(1)
      expect(res.headers.get('content-security-policy'), url).toContain(`style-src 'self' ${sha(css)};`)
    }
    // The file itself is still served, for a page of an older build that links it.
    expect((await ctx.http('/assets/root-abc123.css')).text).toBe(css)
    const dashboard = await ctx.http('/dashboard/login')
    expect(dashboard.text).toContain(stylesheet)
    expect(dashboard.text).not.toContain('<style>')
  })

  it('answers a repeated request with 304', async () => {
    const first = await ctx.http('/about')
    const again = await ctx.http('/about', { headers: { 'If-None-Match': first.headers.get('etag') ?? '' } })
    expect(again.status).toBe(304)
  })

  it('renders routes with parameters per request, in the guest language', async () => {
    const res = await ctx.http('/books/room/101', { headers: { Cookie: 'lang=es' } })
    expect(res.status).toBe(200)
    expect(res.text).toContain('<html lang="es">')
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

  it('renders a room page with the room as the API answers for the stay of its address', async () => {
    // A picture of the room, uploaded as staff do.
    const owner = await signInOwner(ctx)
    const photo = await sharp({ create: { width: 1200, height: 900, channels: 3, background: '#2f6b4f' } })
      .jpeg()
      .toBuffer()
    const upload = new FormData()
    upload.set('alt_en', 'The double room')
    upload.set('alt_es', 'La habitación doble')
    upload.set('image', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'double.jpg')
    const uploaded = await fetch(`${ctx.baseUrl}/api/v1/staff/rooms/205/images`, {
      method: 'POST',
      headers: staffHeaders(owner),
      body: upload,
    })
    expect(uploaded.status).toBe(201)
    const checkIn = addDays(hotelToday(), 20)
    const stay = `check_in=${checkIn}&check_out=${addDays(checkIn, 3)}&adults=2`
    const page = await ctx.http(
      `/books/room/205?lang=es&adults=2&check_out=${addDays(checkIn, 3)}&check_in=${checkIn}`,
    )
    expect(page.status).toBe(200)
    const api = await ctx.http(`/api/v1/rooms/205?${stay}`, { headers: { 'Accept-Language': 'es' } })
    expect(api.status).toBe(200)
    // The stay in the order the app asks with, and exactly the API's answer (prices, availability).
    expect(rendered(page.text).roomPage).toEqual({ number: 205, stayQuery: stay, room: api.body.data })
    expect(api.body.data.stay).toMatchObject({ check_in: checkIn, adults: 2, available: true })
    expect(page.text).toContain(
      `<meta property="og:image" content="http://localhost:3000${api.body.data.images[0].src}">`,
    )
    // The policy allows the rendered page's scripts by their hashes, and nothing else inline.
    const csp = page.headers.get('content-security-policy') ?? ''
    for (const [, body = ''] of page.text.matchAll(/<script>([\s\S]*?)<\/script>/g))
      expect(csp).toContain(sha(body))
    expect(csp).not.toContain("'unsafe-inline'")

    // Without a stay: tonight's price, as GET /rooms/205 answers.
    const plain = await ctx.http('/books/room/205')
    expect(rendered(plain.text).roomPage).toEqual({
      number: 205,
      stayQuery: '',
      room: (await ctx.http('/api/v1/rooms/205')).body.data,
    })
    // A stay the API refuses is left for the page to ask and explain: no room given, still the preview.
    const past = await ctx.http(
      `/books/room/205?check_in=${addDays(hotelToday(), -3)}&check_out=${hotelToday()}`,
    )
    expect(past.status).toBe(200)
    expect(rendered(past.text).roomPage).toBeUndefined()
    expect(past.text).toContain('<title>Double room 205 · Hotel Casa Pinar</title>')
  })

  it("renders /books with the first results of its address's search, as GET /rooms answers", async () => {
    const checkIn = addDays(hotelToday(), 30)
    const query = `check_in=${checkIn}&check_out=${addDays(checkIn, 2)}&adults=2&page=1&per_page=12&order_by=price&order_direction=asc`
    const page = await ctx.http(`/books?${query}`, { headers: { Cookie: 'lang=es' } })
    expect(page.status).toBe(200)
    const api = await ctx.http(`/api/v1/rooms?${query}`, { headers: { 'Accept-Language': 'es' } })
    expect(api.status).toBe(200)
    expect(api.body.data.length).toBeGreaterThan(0)
    expect(rendered(page.text).search).toEqual(api.body)
    expect(page.text).toContain(`<link rel="canonical" href="http://localhost:3000/books?lang=es">`)
    // A search the API refuses (past dates, an unknown parameter value) renders without results.
    const past = await ctx.http(`/books?check_in=${addDays(hotelToday(), -2)}&check_out=${hotelToday()}`)
    expect([past.status, rendered(past.text).search]).toEqual([200, null])
    const bad = await ctx.http('/books?adults=many')
    expect([bad.status, rendered(bad.text).search]).toEqual([200, null])
  })

  it("answers 404 for a room page that names no room, with the room page's not-found view", async () => {
    for (const path of ['/books/room/9999', '/books/room/9999?check_in=x']) {
      const res = await ctx.http(path)
      expect([path, res.status]).toEqual([path, 404])
      expect(rendered(res.text).roomPage).toMatchObject({ number: 9999, room: null })
      expect(res.headers.get('content-type')).toContain('text/html')
    }
    // No number at all: the page knows it is none without asking.
    for (const path of ['/books/room/abc', '/books/room/012']) {
      const res = await ctx.http(path)
      expect([path, res.status, rendered(res.text).roomPage]).toEqual([path, 404, undefined])
    }
    const es = await ctx.http('/books/room/abc', { headers: { Cookie: 'lang=es' } })
    expect([es.status, es.text.includes('<html lang="es">')]).toEqual([404, true])
    // A known room keeps its 200, with the stay of a search in its address too.
    expect((await ctx.http('/books/room/205?check_in=2030-01-01&check_out=2030-01-03&adults=2')).status).toBe(
      200,
    )
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
      { webBuildDir: path.join(dir, 'web'), dashboardDir: path.join(dir, 'dashboard'), renderPage },
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

describe('facts that staff change, in the pages the server sends', () => {
  const hotelScript = (html: string) => {
    const json = /<script>window\.__hotel=(.*?)<\/script>/.exec(html)?.[1]
    return json ? JSON.parse(json) : null
  }

  it('starts from the demo facts, and gives the app the same', async () => {
    const res = await ctx.http('/')
    expect(res.text).toContain('<a href="tel:+50588421930"><span>(505) 8842-1930</span></a>')
    expect(res.text).toContain('Check-in from 3:00\u00a0p.m.')
    expect(hotelScript(res.text)).toEqual(demoHotel)
    // Every guest page has them, the SPA fallback and the 404 page too.
    expect(hotelScript((await ctx.http('/books/room/101')).text)).toEqual(demoHotel)
    expect(hotelScript((await ctx.http('/no/such/page')).text)).toEqual(demoHotel)
    expect((await ctx.http('/dashboard/')).text).not.toContain('__hotel')
  })

  it('shows a change of the settings on the next page, in English and Spanish, with a valid policy', async () => {
    const asOwner = staffClient(ctx, await signInOwner(ctx))
    const before = await ctx.http('/')
    const settings = await asOwner('/settings')
    const { name: _n, city: _c, country: _k, updated_at: _u, ...current } = settings.body.data
    const changed = {
      ...current,
      phone: '50577001122',
      landline: '50522223333',
      email: 'hola@casapinar.example',
      address: 'Del Parque 1 c. "arriba" & 2 c. <sur>',
      maps_url: 'https://maps.example/?q=a&b=c',
      facebook_url: 'https://www.facebook.com/casapinar',
      instagram_url: 'https://www.instagram.com/casapinar',
      chat_url: 'https://wa.me/50577001122',
      check_in_time: '14:30',
      check_out_time: '12:00',
      change_deadline_days: 1,
      payment_percentages: [40, 100],
    }
    const saved = await asOwner('/settings', { method: 'PUT', body: changed })
    expect(saved.status).toBe(200)

    const en = await ctx.http('/')
    expect(en.status).toBe(200)
    expect(en.headers.get('etag')).not.toBe(before.headers.get('etag'))
    for (const text of [
      '<a href="tel:+50577001122"><span>(505) 7700-1122</span></a>',
      '<a href="tel:+50522223333">(505) 2222-3333</a>',
      '<a href="mailto:hola@casapinar.example">hola@casapinar.example</a>',
      '<a href="https://maps.example/?q=a&amp;b=c">Del Parque 1 c. &quot;arriba&quot; &amp; 2 c. &lt;sur&gt;<!-- -->, <!-- -->Estelí</a>',
      '<a href="https://www.facebook.com/casapinar">f</a><a href="https://www.instagram.com/casapinar">i</a>',
      '<a href="https://wa.me/50577001122">chat</a>',
      '<li>Check-in from 2:30\u00a0p.m.</li><li>Check-out until 12:00\u00a0p.m.</li>',
      '<p>up to 1 day before your arrival date: 40% or 100%</p>',
      // Text that only looks like a fact stays as written.
      '<p>Opening hours of the market: 3:00 p.m.</p>',
    ])
      expect(en.text).toContain(text)
    expect(en.text).not.toContain('8842-1930')
    expect(en.text).not.toContain('info@casapinar.example')
    // The app hydrates from the same facts; the rest (name, city...) are still the demo's, as the page is.
    const {
      max_stay_nights: _m,
      booking_horizon_months: _b,
      max_unpaid_reservations: _u2,
      ...facts
    } = changed
    expect(hotelScript(en.text)).toEqual({ ...demoHotel, ...facts })

    const es = await ctx.http('/', { headers: { Cookie: 'lang=es' } })
    expect(es.text).toContain('<li>Entrada desde las 2:30\u00a0p.\u00a0m.</li>')
    expect(es.text).toContain('<li>Salida hasta las 12:00\u00a0p.\u00a0m.</li>')
    expect(es.text).toContain('<p>hasta 1 día antes de la fecha de llegada: el 40% o 100%</p>')
    expect(es.text).toContain('(505) 7700-1122')

    // The policy allows the page's scripts as sent, the filled facts' included.
    for (const res of [en, es]) {
      const csp = res.headers.get('content-security-policy') ?? ''
      for (const [, body = ''] of res.text.matchAll(/<script>([\s\S]*?)<\/script>/g)) {
        expect(csp).toContain(`'sha256-${createHash('sha256').update(body).digest('base64')}'`)
      }
    }
    // A value cannot end the script early.
    expect(en.text).toContain('\\u003csur>')
  })
})
