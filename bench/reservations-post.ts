// POST /reservations at 16 concurrent clients, each booking its own room night after night (no conflicts), over
// 50 rooms and two years of reservations; beside a bare Fastify JSON POST measured the same way in the same run.
// Run: npm run bench:reservations (BENCH_SECONDS=10 by default; DATABASE_URL to use a PostgreSQL server).
import { writeFile } from 'node:fs/promises'
import { addDays, hotelToday } from '@hotel/contract'
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

// One guest account and one room per client; rooms 301-316 are free beyond the seeded year ahead.
const tokens = await Promise.all(
  Array.from({ length: clients }, async (_, i) => {
    const response = await fetch(`${system.apiUrl}/api/v1/auth/register`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({
        name: 'Bench',
        last_name: `Guest ${i}`,
        email: `bench${i}@example.com`,
        phone: `+505 8900 ${1000 + i}`,
        identification: `BENCH-${i}`,
        city: 'Estelí',
        country: 'Nicaragua',
        birth_date: '1990-01-01',
        password: 'bench-password-1',
        password_confirmation: 'bench-password-1',
      }),
    })
    const body = (await response.json()) as { token: string }
    return body.token
  }),
)
const booking = (worker: number, night: number) =>
  JSON.stringify({
    check_in: addDays(today, 400 + night),
    check_out: addDays(today, 401 + night),
    rooms: [{ number: 301 + worker, guest_count: 2 }],
    category: 'tourism',
  })

let offset = 0
const postBooking = (worker: number, n: number) =>
  fetch(`${system.apiUrl}/api/v1/reservations`, {
    method: 'POST',
    headers: { ...json, authorization: `Bearer ${tokens[worker]}` },
    body: booking(worker, offset + n),
  })
const postBare = (worker: number, n: number) =>
  fetch(`${system.bareUrl}/json`, { method: 'POST', headers: json, body: booking(worker, n) })

await load(2000, postBare)
const baseline = await load(seconds * 1000, postBare)
await load(2000, postBooking)
offset = 5000 // the warm-up's nights are taken
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
