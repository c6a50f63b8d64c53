// GET /rooms with dates at 32 connections over 50 rooms and two years of reservations, beside a bare Fastify
// JSON route measured in the same run. Run: npm run bench:rooms (BENCH_SECONDS=10 by default; DATABASE_URL to
// use a PostgreSQL server).
import { writeFile } from 'node:fs/promises'
import { addDays, hotelToday } from '@hotel/contract'
import autocannon from 'autocannon'
import { startSystem } from './setup.ts'

const seconds = Number(process.env.BENCH_SECONDS ?? 10)
const connections = 32

async function load(url: string) {
  // Warm up the JIT and caches first, then measure. A request failed while warming up fails the run too.
  const warmUp = await autocannon({ url, connections, duration: 2 })
  const result = await autocannon({ url, connections, duration: seconds })
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

const report = {
  date: new Date().toISOString(),
  database: system.kind,
  rooms: 50,
  reservations: system.reservations,
  connections,
  seconds,
  baseline,
  search,
  ratio: {
    throughput: +(search.requestsPerSecond / baseline.requestsPerSecond).toFixed(3),
    p99: +(search.p99Ms / Math.max(1, baseline.p99Ms)).toFixed(1),
  },
}
console.table({ 'bare Fastify GET /json': baseline, 'GET /rooms (50 rooms, dates)': search })
console.log(
  `${system.reservations} reservations. GET /rooms serves ${report.ratio.throughput}x the bare route's requests per second; p99 ${report.ratio.p99}x.`,
)
await writeFile(
  new URL(`./results/rooms-search-${system.kind}.json`, import.meta.url),
  `${JSON.stringify(report, null, 2)}\n`,
)
await system.stop()
// A figure measured over failed requests means nothing: any failure fails the benchmark.
if (baseline.errors + search.errors > 0) {
  console.error(`${baseline.errors + search.errors} requests failed`)
  process.exit(1)
}
