// GET /rooms with dates at 32 connections over 50 rooms and two years of reservations, beside a bare Fastify
// JSON route measured in the same run: one stay asked by everyone (answered from the kept answers after the
// first), then a different stay on every request (each computed: the searches the cache cannot help).
// Run: npm run bench:rooms (BENCH_SECONDS=10 by default; DATABASE_URL to use a PostgreSQL server).
import { writeFile } from 'node:fs/promises'
import { addDays, hotelToday } from '@hotel/contract'
import autocannon from 'autocannon'
import { startSystem } from './setup.ts'

const seconds = Number(process.env.BENCH_SECONDS ?? 10)
const connections = 32

async function load(url: string, paths?: () => string) {
  // Each request its own path, when asked: autocannon calls setupRequest for every request it sends.
  const requests: autocannon.Request[] | undefined = paths && [
    { setupRequest: (request) => ({ ...request, path: paths() }) },
  ]
  // Warm up the JIT and caches first, then measure. A request failed while warming up fails the run too.
  const warmUp = await autocannon({ url, connections, duration: 2, requests })
  const result = await autocannon({ url, connections, duration: seconds, requests })
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p99Ms: result.latency.p99,
    // autocannon counts timeouts among errors.
    errors: warmUp.errors + warmUp.non2xx + result.errors + result.non2xx,
  }
}

const system = await startSystem()
const today = hotelToday()
// Two nights two weeks ahead: about a quarter of the rooms are free, as in a busy season.
const query = `check_in=${addDays(today, 15)}&check_out=${addDays(today, 17)}&adults=2&per_page=20`
const baseline = await load(`${system.bareUrl}/json`)
const search = await load(`${system.apiUrl}/api/v1/rooms?${query}`)
// 500 first nights (within the 18 months' booking horizon) x 1 to 7 nights: 3,500 stays asked in turn, so
// none is asked again before 3,000 others have pushed it out of the 500 kept answers.
let next = 0
const distinctStay = () => {
  const n = next++ % 3500
  const from = 1 + (n % 500)
  return `/api/v1/rooms?check_in=${addDays(today, from)}&check_out=${addDays(today, from + 1 + Math.floor(n / 500))}&adults=2&per_page=20`
}
const distinct = await load(system.apiUrl, distinctStay)

const report = {
  date: new Date().toISOString(),
  database: system.kind,
  rooms: 50,
  reservations: system.reservations,
  connections,
  seconds,
  baseline,
  search,
  distinct,
  ratio: ratioOf(search),
  distinctRatio: ratioOf(distinct),
}
function ratioOf(result: typeof search) {
  return {
    throughput: +(result.requestsPerSecond / baseline.requestsPerSecond).toFixed(3),
    p99: +(result.p99Ms / Math.max(1, baseline.p99Ms)).toFixed(1),
  }
}
// Issue #18's targets: PostgreSQL >= 0.15x the bare route's throughput with a p99 <= 10x; PGlite >= 0.08x.
const target = system.kind === 'postgresql' ? 0.15 : 0.08
const verdict = (met: boolean) => (met ? 'ok' : 'MISS')
console.table({
  'bare Fastify GET /json': baseline,
  'GET /rooms, one stay (50 rooms)': search,
  'GET /rooms, a different stay each': distinct,
})
console.log(
  `${system.reservations} reservations. GET /rooms serves ${report.ratio.throughput}x the bare route's requests per second (target >= ${target}x: ${verdict(report.ratio.throughput >= target)}); p99 ${report.ratio.p99}x${system.kind === 'postgresql' ? ` (target <= 10x: ${verdict(report.ratio.p99 <= 10)})` : ''}.`,
)
console.log(
  `A different stay on every request (each computed): ${report.distinctRatio.throughput}x the bare route's requests per second; p99 ${report.distinctRatio.p99}x.`,
)
await writeFile(
  new URL(`./results/rooms-search-${system.kind}.json`, import.meta.url),
  `${JSON.stringify(report, null, 2)}\n`,
)
await system.stop()
// A figure measured over failed requests means nothing: any failure fails the benchmark.
const failed = baseline.errors + search.errors + distinct.errors
if (failed > 0) {
  console.error(`${failed} requests failed`)
  process.exit(1)
}
