/// <reference lib="dom" />
/// <reference lib="dom.iterable" />
// The guest pages as a phone sees them (issue #18): Debian's Chromium at 375x812, 4x CPU slowdown (Chrome
// DevTools Protocol), a fresh browser context per visit (cold cache), the median of RUNS (7) visits. Measures
// the Largest Contentful Paint of the home page, /books with dates and a room page on the local network; the
// same pages and /about in English and Spanish on a throttled mobile network (150 ms round trip, 1.6 Mbit/s
// down, 750 kbit/s up); the main thread's work while the home page loads; and the gzip JavaScript the home
// page loads before any interaction (bench/home-budget.mjs). Prints each figure beside its target and writes
// bench/results/pages.json. A missed target is reported, not an error: exit code 1 only when a page fails.
//
// Run: npm run bench:pages. It serves a copy of apps/web/build (never rebuilds it: a missing or stale build
// stops it) from the API on a free port with a fresh data directory and the demo seed. BENCH_BASE_URL measures
// a running site instead (its room 104 and the JavaScript of the local build). Env: RUNS, CHROMIUM.
// playwright-core comes with the e2e workspace's @playwright/test (no browser download: Debian's Chromium).
import { spawnSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs'
import { writeFile } from 'node:fs/promises'
import { createServer as createHttpServer } from 'node:http'
import { type AddressInfo, createServer } from 'node:net'
import { cpus, loadavg } from 'node:os'
import path from 'node:path'
import { addDays, hotelToday, type Locale, localeCookie, locales } from '@hotel/contract'
import { type Browser, type CDPSession, chromium } from 'playwright-core'
import { buildApp } from '../apps/api/src/app.ts'
import { loadConfig } from '../apps/api/src/config.ts'
import { openDatabase } from '../apps/api/src/db/client.ts'
import { seed } from '../apps/api/src/db/seed.ts'

const root = path.join(import.meta.dirname, '..')
const webBuild = path.join(root, 'apps', 'web', 'build')
const runs = Number(process.env.RUNS ?? 7)
const cpuSlowdown = 4
const mobileNetwork = {
  offline: false,
  latency: 150,
  downloadThroughput: 200_000, // 1.6 Mbit/s in bytes per second
  uploadThroughput: 93_750, // 750 kbit/s
}
// After the first screen is ready: time for its last paint (and for the LCP entry to be reported).
const settleMs = 1000
const loadTimeoutMs = 60_000
const roomNumber = 104 // a double of the demo seed

declare global {
  interface Window {
    benchLcp?: { time: number; element: string }
  }
}

/** The newest modification time under `dir`, leaving out what is built or installed. */
function newestSource(dir: string): number {
  let newest = 0
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (['node_modules', 'build', 'dist', '.react-router'].includes(entry.name)) continue
    const full = path.join(dir, entry.name)
    newest = Math.max(newest, entry.isDirectory() ? newestSource(full) : statSync(full).mtimeMs)
  }
  return newest
}

/** Why the web build cannot be measured (missing, or older than its sources, as `npm start` decides), or null. */
function buildProblem(): string | null {
  const pages = locales.map((locale) => path.join(webBuild, locale, 'client', 'index.html'))
  if (!pages.every((file) => existsSync(file))) return 'apps/web/build is missing (npm run build -w apps/web)'
  const builtAt = Math.min(...pages.map((file) => statSync(file).mtimeMs))
  const changedAt = Math.max(
    newestSource(path.join(root, 'apps', 'web')),
    newestSource(path.join(root, 'packages', 'contract')),
  )
  return builtAt < changedAt ? 'apps/web/build is older than its sources (npm run build -w apps/web)' : null
}

/** The site cannot be measured as it is: said in one line, without a stack. */
class SetupError extends Error {}

async function freePort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  await new Promise((resolve) => server.close(resolve))
  return port
}

/**
 * The API serving a copy of the web build (a rebuild during the run cannot change what is measured) on a
 * fresh PGlite data directory with the demo seed (its rooms and their pictures).
 */
async function startSite() {
  const problem = buildProblem()
  if (problem) throw new SetupError(problem)
  // Inside apps/web: the build's server bundle (pages rendered per request) imports the web app's packages.
  const cache = path.join(root, 'apps', 'web', 'node_modules', '.cache')
  mkdirSync(cache, { recursive: true })
  const dir = mkdtempSync(path.join(cache, 'hotel-bench-pages-'))
  const webCopy = path.join(dir, 'web')
  const builtAt = statSync(path.join(webBuild, 'en', 'client', 'index.html')).mtimeMs
  cpSync(webBuild, webCopy, { recursive: true })
  if (buildProblem() || statSync(path.join(webBuild, 'en', 'client', 'index.html')).mtimeMs !== builtAt) {
    rmSync(dir, { recursive: true, force: true })
    throw new SetupError('apps/web/build changed while it was being copied: run again')
  }
  const port = await freePort()
  const base = `http://127.0.0.1:${port}`
  const config = loadConfig({
    ...process.env,
    DATA_DIR: path.join(dir, 'data'),
    DATABASE_URL: '',
    REDIS_URL: '',
    HOST: '127.0.0.1',
    PORT: String(port),
    PUBLIC_URL: base,
    // Every visit comes from this machine: no per-address limit applies to it.
    RATE_LIMIT_EXEMPT: '127.0.0.1',
    LOG_LEVEL: 'silent',
  })
  const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.dataDir })
  await database.migrate()
  await seed(database.db, config)
  const app = await buildApp({
    config,
    database,
    logger: false,
    webBuildDir: webCopy,
    dashboardDir: '/nonexistent',
  })
  await app.listen({ host: '127.0.0.1', port })
  return {
    base,
    jsRoot: path.join(webCopy, 'en', 'client'),
    async stop() {
      await app.close()
      await database.close()
      rmSync(dir, { recursive: true, force: true })
    },
  }
}

/** bench/home-budget.mjs on a build's English client: the gzip bytes of the home page's first JavaScript. */
function homeJavaScript(clientDir: string): number {
  const result = spawnSync(process.execPath, [path.join(import.meta.dirname, 'home-budget.mjs'), clientDir], {
    encoding: 'utf8',
  })
  // It exits 1 over its own budget; the total line is printed either way.
  const total = result.stdout.match(/([\d.]+) KB\s+total gzip JS/)?.[1]
  if (!total) throw new Error(`home-budget.mjs printed no total: ${result.stderr || result.stdout}`)
  return Number(total) * 1024
}

interface Visit {
  lcpMs: number
  element: string
  /** Main-thread task and script time of the page's renderer during the visit (Performance.getMetrics). */
  taskMs: number
  scriptMs: number
}

async function mainThreadTotals(cdp: CDPSession) {
  const { metrics } = await cdp.send('Performance.getMetrics')
  const seconds = (name: string) => metrics.find((metric) => metric.name === name)?.value ?? 0
  return { taskMs: seconds('TaskDuration') * 1000, scriptMs: seconds('ScriptDuration') * 1000 }
}

/** One cold visit: a new context (no cache, no cookies but the language), throttled as asked. */
async function visit(
  browser: Browser,
  url: string,
  lang: Locale,
  { cpu, network }: { cpu: number; network: boolean },
): Promise<Visit> {
  const context = await browser.newContext({
    viewport: { width: 375, height: 812 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
  })
  try {
    await context.addCookies([{ name: localeCookie, value: lang, url }])
    const page = await context.newPage()
    const cdp = await context.newCDPSession(page)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu })
    if (network) {
      await cdp.send('Network.enable')
      await cdp.send('Network.emulateNetworkConditions', mobileNetwork)
    }
    await cdp.send('Performance.enable')
    const before = await mainThreadTotals(cdp)
    await page.addInitScript(() => {
      new PerformanceObserver((list) => {
        const entry = list.getEntries().at(-1) as (PerformanceEntry & LargestContentfulPaint) | undefined
        if (!entry) return
        const element = entry.element
        window.benchLcp = {
          time: entry.startTime,
          element: element
            ? `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''} ${entry.size}px²${
                entry.url ? ` ${new URL(entry.url).pathname}` : ''
              }`
            : 'unknown',
        }
      }).observe({ type: 'largest-contentful-paint', buffered: true })
    })
    const response = await page.goto(url, { waitUntil: 'load', timeout: loadTimeoutMs })
    if (!response?.ok()) throw new Error(`HTTP ${response?.status()}`)
    await page.waitForLoadState('networkidle', { timeout: loadTimeoutMs })
    // A page rendered in the browser (a room) may still be running its code once the network is quiet: wait
    // for its heading and the pictures of the first screen.
    await page.waitForFunction(
      () =>
        document.querySelector('main h1') &&
        [...document.images].every(
          (image) => image.complete || image.getBoundingClientRect().top > innerHeight,
        ),
      null,
      { timeout: loadTimeoutMs },
    )
    await page.waitForTimeout(settleMs)
    const after = await mainThreadTotals(cdp)
    const lcp = await page.evaluate(() => window.benchLcp)
    if (!lcp) throw new Error('no largest-contentful-paint entry')
    return {
      lcpMs: lcp.time,
      element: lcp.element,
      taskMs: after.taskMs - before.taskMs,
      scriptMs: after.scriptMs - before.scriptMs,
    }
  } finally {
    await context.close()
  }
}

/**
 * The download speed (bytes per second) the emulated mobile network really gives a page: Chromium 156 was seen
 * delivering about half of `downloadThroughput`, so the results state what was measured, not only what was asked.
 */
async function effectiveDownload(browser: Browser): Promise<number> {
  const bytes = randomBytes(200_000)
  const server = createHttpServer((request, response) => {
    const page = request.url === '/'
    response.setHeader('content-type', page ? 'text/html' : 'application/octet-stream')
    response.end(page ? '<!doctype html><title>download</title>' : bytes)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const context = await browser.newContext()
  try {
    const page = await context.newPage()
    const cdp = await context.newCDPSession(page)
    await cdp.send('Network.enable')
    await cdp.send('Network.emulateNetworkConditions', mobileNetwork)
    await page.goto(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`)
    const ms = await page.evaluate(async () => {
      const started = performance.now()
      await (await fetch('/bytes')).arrayBuffer()
      return performance.now() - started
    })
    // The request's round trip is the emulated latency, not throughput.
    return bytes.length / ((ms - mobileNetwork.latency) / 1000)
  } finally {
    await context.close()
    server.close()
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2
}

interface Case {
  figure: string
  path: string
  lang: Locale
  network: boolean
  targetMs: number
  visits: Visit[]
  error?: string
}

const loadAverage = () => loadavg().map((value) => +value.toFixed(2))
const startLoad = loadAverage()
const site = process.env.BENCH_BASE_URL
  ? {
      base: process.env.BENCH_BASE_URL.replace(/\/+$/, ''),
      jsRoot: path.join(webBuild, 'en', 'client'),
      stop() {},
    }
  : await startSite().catch((error: unknown) => {
      console.error(error instanceof SetupError ? error.message : error)
      process.exit(1)
    })

const today = hotelToday()
const home = { label: '/', path: '/' }
const books = {
  label: '/books with dates',
  path: `/books?check_in=${addDays(today, 21)}&check_out=${addDays(today, 24)}&adults=2&beds=1`,
}
const room = { label: `/books/room/${roomNumber}`, path: `/books/room/${roomNumber}` }
const pages = [home, books, room, { label: '/about', path: '/about' }]
const onLocalNetwork = (page: typeof home, targetMs: number): Case => ({
  figure: `${page.label} LCP, local network`,
  path: page.path,
  lang: 'en',
  network: false,
  targetMs,
  visits: [],
})
const homeCase = onLocalNetwork(home, 500)
const localCases = [homeCase, onLocalNetwork(books, 800), onLocalNetwork(room, 800)]
const mobileCases = locales.flatMap((lang) =>
  pages.map(
    (page): Case => ({
      figure: `${page.label} LCP, mobile network, ${lang}`,
      path: page.path,
      lang,
      network: true,
      targetMs: 1500,
      visits: [],
    }),
  ),
)
const cases = [...localCases, ...mobileCases]

let browser: Browser | undefined
let chromiumVersion = ''
let homeJsBytes: number | null = null
let downloadBytesPerSecond = 0
let jsError: string | undefined
try {
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run'],
  })
  chromiumVersion = browser.version()
  downloadBytesPerSecond = await effectiveDownload(browser)
  try {
    homeJsBytes = homeJavaScript(site.jsRoot)
  } catch (error) {
    jsError = error instanceof Error ? error.message : String(error)
  }
  // One visit of each page in each language first, not counted: the server's caches (pages filled with the
  // hotel's facts, the database) are warm for every measured visit. A page that fails here fails again in
  // its measured visits, which report it.
  for (const lang of locales)
    for (const page of pages)
      await visit(browser, site.base + page.path, lang, { cpu: 1, network: false }).catch(() => {})
  // Round by round rather than page by page: a burst of load from elsewhere on the machine spreads over all
  // the figures instead of spoiling one.
  for (let run = 0; run < runs; run++) {
    for (const item of cases) {
      if (item.error) continue
      try {
        item.visits.push(
          await visit(browser, site.base + item.path, item.lang, { cpu: cpuSlowdown, network: item.network }),
        )
      } catch (error) {
        item.error = error instanceof Error ? error.message.split('\n')[0] : String(error)
      }
    }
    process.stderr.write(`run ${run + 1}/${runs} done\n`)
  }
} finally {
  await browser?.close()
  await site.stop()
}

interface Row {
  figure: string
  measured: string
  target: string
  ok: boolean
  detail: string
}
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`
const kilobytes = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`
/** A figure beside its limit; a figure that could not be measured is a failed row, never a number. */
function row(
  figure: string,
  limit: number,
  format: (value: number) => string,
  result: { value: number; detail: string } | { error: string },
): Row {
  const target = `<= ${format(limit)}`
  if ('error' in result) return { figure, measured: 'FAILED', target, ok: false, detail: result.error }
  return { figure, measured: format(result.value), target, ok: result.value <= limit, detail: result.detail }
}
const lcpRow = (item: Case) => {
  const times = item.visits.map((v) => v.lcpMs)
  return row(
    item.figure,
    item.targetMs,
    seconds,
    item.error
      ? { error: item.error }
      : {
          value: median(times),
          detail: `min ${seconds(Math.min(...times))}, max ${seconds(Math.max(...times))}`,
        },
  )
}
const rows: Row[] = [
  ...localCases.map(lcpRow),
  row(
    '/ JavaScript before interaction, gzip',
    125 * 1024,
    kilobytes,
    homeJsBytes === null
      ? { error: jsError ?? 'not measured' }
      : { value: homeJsBytes, detail: process.env.BENCH_BASE_URL ? 'from the local build' : '' },
  ),
  ...mobileCases.map(lcpRow),
  row(
    'main-thread work on /, 4x CPU',
    1500,
    seconds,
    homeCase.error
      ? { error: homeCase.error }
      : {
          value: median(homeCase.visits.map((v) => v.taskMs)),
          detail: `of which script ${seconds(median(homeCase.visits.map((v) => v.scriptMs)))}`,
        },
  ),
]

const width = (column: (row: Row) => string) => Math.max(...rows.map((row) => column(row).length))
const [figureWidth, measuredWidth, targetWidth] = [
  width((row) => row.figure),
  width((row) => row.measured),
  width((row) => row.target),
]
console.log(
  `\n${'figure'.padEnd(figureWidth)}  ${'measured'.padStart(measuredWidth)}  ${'target'.padEnd(targetWidth)}  ok`,
)
for (const row of rows)
  console.log(
    `${row.figure.padEnd(figureWidth)}  ${row.measured.padStart(measuredWidth)}  ${row.target.padEnd(targetWidth)}  ${row.ok ? 'ok  ' : 'MISS'}  ${row.detail}`,
  )
const endLoad = loadAverage()
const machine = `${cpus().length} cores (${cpus()[0]?.model ?? 'unknown CPU'}), Chromium ${chromiumVersion}`
const megabits = (bytesPerSecond: number) => `${((bytesPerSecond * 8) / 1e6).toFixed(2)} Mbit/s`
console.log(
  `\n${runs} cold loads each, median; ${machine}; load average ${startLoad.join(' ')} -> ${endLoad.join(' ')}`,
)
console.log(
  `Mobile network: ${mobileNetwork.latency} ms latency, ${megabits(mobileNetwork.downloadThroughput)} down asked, ${megabits(downloadBytesPerSecond)} measured (a 200 KB download)`,
)

await writeFile(
  new URL('./results/pages.json', import.meta.url),
  `${JSON.stringify(
    {
      date: new Date().toISOString(),
      machine,
      loadAverage: { start: startLoad.join(' '), end: endLoad.join(' ') },
      site: process.env.BENCH_BASE_URL ?? 'local copy of apps/web/build, demo seed',
      runs,
      cpuSlowdown,
      viewport: '375x812',
      mobileNetwork: { ...mobileNetwork, measuredDownloadThroughput: Math.round(downloadBytesPerSecond) },
      rows,
      visits: cases.map((item) => ({
        figure: item.figure,
        path: item.path,
        lang: item.lang,
        error: item.error,
        visits: item.visits,
      })),
      homeJsBytes,
    },
    null,
    2,
  )}\n`,
)
if (cases.some((item) => item.error) || homeJsBytes === null) process.exit(1)
