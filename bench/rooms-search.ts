// GET /rooms with dates at 32 connections, beside a bare Fastify JSON route measured in the same run.
// Run: npm run bench:rooms (BENCH_SECONDS=10 by default; DATABASE_URL to use a PostgreSQL server).
import { writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { hotelToday } from '@hotel/contract'
import autocannon from 'autocannon'
import Fastify from 'fastify'
import { buildApp } from '../apps/api/src/app.ts'
import { loadConfig } from '../apps/api/src/config.ts'
import { openDatabase } from '../apps/api/src/db/client.ts'
import { pricingPeriods, roomBeds, roomCapacities, rooms } from '../apps/api/src/db/schema.ts'
import { seed } from '../apps/api/src/db/seed.ts'

const seconds = Number(process.env.BENCH_SECONDS ?? 10)
const connections = 32

function inDays(days: number) {
  const d = new Date(`${hotelToday()}T00:00:00Z`)
  d.setUTCDate(d.getUTCDate() + days)
  return d.toISOString().slice(0, 10)
}

async function load(url: string) {
  // Warm up the JIT and caches first, then measure.
  await autocannon({ url, connections, duration: 2 })
  const result = await autocannon({ url, connections, duration: seconds })
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p99Ms: result.latency.p99,
    errors: result.errors + result.non2xx,
  }
}

const config = loadConfig({
  ...process.env,
  DATA_DIR: path.join(tmpdir(), 'hotel-bench'),
  RATE_LIMIT_PER_MINUTE: '100000000',
  LOG_LEVEL: 'silent',
})
const database = await openDatabase({ url: config.DATABASE_URL, dataDir: null })
await database.migrate()
await seed(database.db, config, { roomArt: false })

// 50 rooms in all: the 18 of the demo plus 32 more doubles and triples with seasons.
const extra = await database.db
  .insert(rooms)
  .values(
    Array.from({ length: 32 }, (_, i) => ({
      number: 301 + i,
      type: i % 2 ? ('double' as const) : ('triple' as const),
      descriptionEn: 'Bench room',
      descriptionEs: 'Habitación de prueba',
    })),
  )
  .onConflictDoNothing()
  .returning({ id: rooms.id })
for (const room of extra) {
  await database.db.insert(roomBeds).values({ roomId: room.id, type: 'queen', quantity: 2 })
  await database.db.insert(roomCapacities).values([
    { roomId: room.id, capacity: 2, tariffCents: 6000 },
    { roomId: room.id, capacity: 3, tariffCents: 7000 },
  ])
  await database.db
    .insert(pricingPeriods)
    .values({ roomId: room.id, startDate: inDays(20), endDate: inDays(40), rawTariffCents: 8000 })
}

const app = await buildApp({
  config,
  database,
  logger: false,
  webBuildDir: '/nonexistent',
  dashboardDir: '/nonexistent',
})
await app.listen({ host: '127.0.0.1', port: 0 })
const apiPort = (app.server.address() as { port: number }).port

const bare = Fastify({ logger: false })
bare.get('/json', async () => ({ hello: 'world' }))
await bare.listen({ host: '127.0.0.1', port: 0 })
const barePort = (bare.server.address() as { port: number }).port

const query = `check_in=${inDays(15)}&check_out=${inDays(25)}&adults=2&per_page=20`
const baseline = await load(`http://127.0.0.1:${barePort}/json`)
const rooms50 = await load(`http://127.0.0.1:${apiPort}/api/v1/rooms?${query}`)

const report = {
  date: new Date().toISOString(),
  database: database.kind,
  connections,
  seconds,
  baseline,
  rooms: rooms50,
  ratio: {
    throughput: +(rooms50.requestsPerSecond / baseline.requestsPerSecond).toFixed(3),
    p99: +(rooms50.p99Ms / Math.max(1, baseline.p99Ms)).toFixed(1),
  },
}
console.table({ 'bare Fastify /json': baseline, 'GET /rooms (50 rooms, dates)': rooms50 })
console.log(
  `GET /rooms serves ${report.ratio.throughput}x the bare route's requests per second; p99 ${report.ratio.p99}x.`,
)
await writeFile(
  new URL(`./results/rooms-search-${database.kind}.json`, import.meta.url),
  `${JSON.stringify(report, null, 2)}\n`,
)

await app.close()
await bare.close()
await database.close()
