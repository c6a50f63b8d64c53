// Largest Contentful Paint of pages of the running site, as a guest's phone would see it: headless
// Chromium, 375x812 viewport, 4x CPU slowdown (Chrome DevTools Protocol), a fresh profile per visit (cold
// cache), no network throttling (served locally). Prints each page's median, min and max over the runs.
//
// Usage: node apps/web/scripts/lcp.mjs [base URL] [path ...]
//   e.g. node apps/web/scripts/lcp.mjs http://127.0.0.1:3000 /books/room/101 '/books?check_in=…'
// Env: RUNS (default 7), CPU_SLOWDOWN (default 4), CHROMIUM (default /usr/bin/chromium), LANG_COOKIE (en|es).
// playwright-core comes with the e2e workspace's @playwright/test (no browser download: Debian's Chromium).
import { chromium } from 'playwright-core'

const [base = 'http://127.0.0.1:3000', ...paths] = process.argv.slice(2)
const runs = Number(process.env.RUNS ?? 7)
const slowdown = Number(process.env.CPU_SLOWDOWN ?? 4)
const lang = process.env.LANG_COOKIE ?? 'en'

function inDays(days) {
  const date = new Date()
  date.setUTCDate(date.getUTCDate() + days)
  return date.toISOString().slice(0, 10)
}

const targets = paths.length
  ? paths
  : ['/', `/books?check_in=${inDays(30)}&check_out=${inDays(33)}&adults=2&beds=1`, '/books/room/104']

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run'],
})

/** One cold visit: the LCP time (ms after navigation start) and what the element was. */
async function visit(path) {
  const context = await browser.newContext({
    viewport: { width: 375, height: 812 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
  })
  await context.addCookies([{ name: 'lang', value: lang, url: base }])
  const page = await context.newPage()
  const cdp = await context.newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown })
  await page.addInitScript(() => {
    window.__lcp = null
    new PerformanceObserver((list) => {
      const entry = list.getEntries().at(-1)
      if (!entry) return
      const element = entry.element
      window.__lcp = {
        time: entry.startTime,
        element: element
          ? `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''} ${entry.size}px²${
              entry.url ? ` ${new URL(entry.url).pathname}` : ''
            }`
          : 'unknown',
      }
    }).observe({ type: 'largest-contentful-paint', buffered: true })
  })
  const response = await page.goto(new URL(path, base).toString(), { waitUntil: 'load' })
  if (!response?.ok()) throw new Error(`${path}: HTTP ${response?.status()}`)
  await page.waitForLoadState('networkidle')
  // A page rendered in the browser (a room) may still be running its code after the network went quiet:
  // wait for its heading and for the pictures in the first screen, then give them a moment to paint.
  await page.waitForFunction(
    () =>
      document.querySelector('main h1') &&
      [...document.images].every(
        (image) => image.complete || image.getBoundingClientRect().top > innerHeight,
      ),
    null,
    { timeout: 30_000 },
  )
  await page.waitForTimeout(1000)
  const lcp = await page.evaluate(() => window.__lcp)
  await context.close()
  if (!lcp) throw new Error(`${path}: no largest-contentful-paint entry`)
  return lcp
}

// One visit first, not counted: the server's own caches (files, database) are warm for every measured run.
for (const path of targets) await visit(path)

let failed = false
for (const path of targets) {
  const results = []
  for (let i = 0; i < runs; i++) results.push(await visit(path))
  const times = results.map((r) => r.time).sort((a, b) => a - b)
  const median = times[Math.floor(times.length / 2)]
  const elements = [...new Set(results.map((r) => r.element))].join(' | ')
  console.log(
    `${path}\n  LCP median ${(median / 1000).toFixed(2)} s (min ${(times[0] / 1000).toFixed(2)}, max ${(
      times.at(-1) / 1000
    ).toFixed(2)}) over ${runs} runs at ${slowdown}x CPU, 375 px, ${lang}\n  element: ${elements}`,
  )
  if (median > 1500) failed = true
}
await browser.close()
if (failed) {
  console.error('A page is above the 1.5 s target')
  process.exit(1)
}
