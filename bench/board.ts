// GET /staff/board for 18 rooms x 31 days over about 8,000 reservations, one request at a time (the answer's own
// time) and at 8 connections, beside two baselines measured in the same run: a bare Fastify JSON route, and the
// API's cheapest staff route (GET /staff/auth/me: the same session check, hooks and serializer, no query of its
// own). Run: npm run bench:board (BENCH_SECONDS=10 by default; DATABASE_URL for a PostgreSQL server).
import { writeFile } from 'node:fs/promises'
import { addDays, hotelToday } from '@hotel/contract'
import autocannon from 'autocannon'
import { startSystem } from './setup.ts'

const seconds = Number(process.env.BENCH_SECONDS ?? 10)
const sequential = 300
const connections = 8

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0

/** One request at a time: what a receptionist opening the board waits for. */
async function latency(url: string, headers: Record<string, string>) {
  const times: number[] = []
  let errors = 0
  for (let i = 0; i < sequential + 20; i++) {
    const started = performance.now()
    const res = await fetch(url, { headers })
    await res.arrayBuffer()
    if (!res.ok) errors++
    if (i >= 20) times.push(performance.now() - started) // the first 20 warm up
  }
  times.sort((a, b) => a - b)
  const round = (value: number) => +value.toFixed(2)
  return { p50Ms: round(percentile(times, 50)), p95Ms: round(percentile(times, 95)), errors }
}

async function load(url: string, headers: Record<string, string>) {
  await autocannon({ url, headers, connections, duration: 2 })
  const result = await autocannon({ url, headers, connections, duration: seconds })
  return { requestsPerSecond: Math.round(result.requests.average), errors: result.errors + result.non2xx }
}

// The demo hotel's 18 rooms with five and a half years of stays (about 8,000 reservations) for the query to search.
const system = await startSystem({ extraRooms: 0, daysBack: 1650 })
const session = await system.ownerSession()
const headers = { cookie: session.cookie }
const today = hotelToday()
const boardUrl = `${system.apiUrl}/api/v1/staff/board?from=${addDays(today, -15)}&to=${addDays(today, 15)}`
const boardAnswer = (await (await fetch(boardUrl, { headers })).json()) as {
  data: { rooms: unknown[]; stays: unknown[] }
}

const bare = {
  one: await latency(`${system.bareUrl}/json`, {}),
  load: await load(`${system.bareUrl}/json`, {}),
}
const me = {
  one: await latency(`${system.apiUrl}/api/v1/staff/auth/me`, headers),
  load: await load(`${system.apiUrl}/api/v1/staff/auth/me`, headers),
}
const board = { one: await latency(boardUrl, headers), load: await load(boardUrl, headers) }

const report = {
  date: new Date().toISOString(),
  database: system.kind,
  reservations: system.reservations,
  board: { rooms: boardAnswer.data.rooms.length, days: 31, stays: boardAnswer.data.stays.length },
  sequentialRequests: sequential,
  connections,
  seconds,
  bare,
  staffRoute: me,
  boardRoute: board,
  ratio: {
    p50VsBare: +(board.one.p50Ms / Math.max(0.01, bare.one.p50Ms)).toFixed(1),
    p50VsStaffRoute: +(board.one.p50Ms / Math.max(0.01, me.one.p50Ms)).toFixed(1),
    throughputVsStaffRoute: +(board.load.requestsPerSecond / me.load.requestsPerSecond).toFixed(3),
  },
}
console.table({
  'bare Fastify GET /json': { ...bare.one, ...bare.load },
  'GET /staff/auth/me': { ...me.one, ...me.load },
  'GET /staff/board (18 x 31)': { ...board.one, ...board.load },
})
console.log(
  `${system.reservations} reservations; the board holds ${report.board.stays} stays. One board answer: p50 ${board.one.p50Ms} ms (target under 100 ms), ${report.ratio.p50VsStaffRoute}x the cheapest staff route and ${report.ratio.p50VsBare}x a bare route.`,
)
await writeFile(
  new URL(`./results/board-${system.kind}.json`, import.meta.url),
  `${JSON.stringify(report, null, 2)}\n`,
)
await system.stop()
const errors =
  bare.one.errors + me.one.errors + board.one.errors + bare.load.errors + me.load.errors + board.load.errors
if (errors > 0) {
  console.error(`${errors} requests failed`)
  process.exit(1)
}
