// POST /reservations at 16 concurrent clients, each booking its own room night after night (no conflicts), over
// 50 rooms and two years of reservations; beside a bare Fastify JSON POST measured the same way in the same run.
// Run: npm run bench:reservations (BENCH_SECONDS=10 by default; DATABASE_URL to use a PostgreSQL server).
import { writeFile } from 'node:fs/promises'
import { addDays, bookingHorizon, hotelToday, nightsBetween } from '@hotel/contract'
import { hotelSettings } from '../apps/api/src/db/schema/index.ts'
import { startSystem } from './setup.ts'

const seconds = Number(process.env.BENCH_SECONDS ?? 10)
const clients = 16

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0

/** `clients` workers each sending requests one after another for `ms`; latencies of 2xx answers. */
async function load(ms: number, send: (worker: number, n: number) => Promise<Response>) {
  const latencies: number[] = []
  let errors = 0
  const until = performance.now() + ms
  await Promise.all(
    Array.from({ length: clients }, async (_, worker) => {
      for (let n = 0; performance.now() < until; n++) {
        const start = performance.now()
        const response = await send(worker, n)
        await response.arrayBuffer()
        if (response.ok) latencies.push(performance.now() - start)
        else errors++
      }
    }),
  )
  latencies.sort((a, b) => a - b)
  return {
    requestsPerSecond: Math.round(latencies.length / (ms / 1000)),
    p50Ms: +percentile(latencies, 50).toFixed(1),
    p99Ms: +percentile(latencies, 99).toFixed(1),
    errors,
  }
}

const system = await startSystem()
const today = hotelToday()
const json = { 'content-type': 'application/json' }

// The bench's own bounds, beside the hotel's defaults: stays up to five years ahead, and guests who may hold
// 100 unpaid reservations. Each worker books its own two rooms (301-332, free beyond the seeded year ahead)
// night after night, for a guest of its own pool in turn, so no request is refused by a limit.
await system.db.update(hotelSettings).set({ bookingHorizonMonths: 60, maxUnpaidReservations: 100 })
const guestsPerWorker = 40
const tokens = await system.guests(clients * guestsPerWorker)
const firstNight = 400
const nightsPerRoom = nightsBetween(addDays(today, firstNight), bookingHorizon(today, 60))

const booking = (worker: number, n: number) => {
  const room = 301 + worker + clients * Math.floor(n / nightsPerRoom)
  const night = firstNight + (n % nightsPerRoom)
  return JSON.stringify({
    check_in: addDays(today, night),
    check_out: addDays(today, night + 1),
    rooms: [{ number: room, guest_count: 2 }],
    category: 'tourism',
  })
}

// Each worker's next booking, counted across the warm-up and the measurement: a night is never asked twice.
const booked = Array.from({ length: clients }, () => 0)
const postBooking = (worker: number) => {
  const n = booked[worker] ?? 0
  booked[worker] = n + 1
  return fetch(`${system.apiUrl}/api/v1/reservations`, {
    method: 'POST',
    headers: { ...json, authorization: `Bearer ${tokens[worker * guestsPerWorker + (n % guestsPerWorker)]}` },
    body: booking(worker, n),
  })
}
const postBare = (worker: number, n: number) =>
  fetch(`${system.bareUrl}/json`, { method: 'POST', headers: json, body: booking(worker, n) })

await load(2000, postBare)
const baseline = await load(seconds * 1000, postBare)
await load(2000, postBooking)
const reservations = await load(seconds * 1000, postBooking)

const report = {
  date: new Date().toISOString(),
  database: system.kind,
  rooms: 50,
  reservationsBefore: system.reservations,
  clients,
  seconds,
  baseline,
  reservations,
  ratio: {
    throughput: +(reservations.requestsPerSecond / baseline.requestsPerSecond).toFixed(3),
    p99: +(reservations.p99Ms / Math.max(1, baseline.p99Ms)).toFixed(1),
  },
}
console.table({ 'bare Fastify POST /json': baseline, 'POST /reservations (distinct rooms)': reservations })
console.log(
  `POST /reservations p99 ${reservations.p99Ms} ms at ${clients} clients (${report.ratio.p99}x the bare route's p99), ${reservations.errors} errors.`,
)
await writeFile(
  new URL(`./results/reservations-post-${system.kind}.json`, import.meta.url),
  `${JSON.stringify(report, null, 2)}\n`,
)
await system.stop()
// A figure measured over failed requests means nothing: any failure fails the benchmark.
if (baseline.errors + reservations.errors > 0) {
  console.error(`${baseline.errors + reservations.errors} requests failed`)
  process.exit(1)
}
