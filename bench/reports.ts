// GET /staff/reports/performance for a month and for a year (month by month) over two years of about 8,000
// reservations on 50 rooms, one request at a time (p50, p95), beside the API's cheapest staff route
// (GET /staff/auth/me: the same session check, hooks and serializer, no query of its own). Target: under 50 ms.
// Run: npm run bench:reports (DATABASE_URL for a PostgreSQL server).
import { writeFile } from 'node:fs/promises'
import { hotelToday } from '@hotel/contract'
import { sql } from 'drizzle-orm'
import { startSystem } from './setup.ts'

const sequential = 200
const targetMs = 50

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0

/** One request at a time: what the accountant opening the report waits for. */
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

const system = await startSystem()
// setup.ts leaves each stay's nightly prices empty; the report reads them for the revenue, so give every stay
// its nights at 60.00, as a booking writes them.
await system.db.execute(sql`
  update reservation_rooms set nights = (
    select jsonb_agg(jsonb_build_object('date', d::date::text, 'cents', 6000) order by d)
    from generate_series(start_date, end_date - 1, interval '1 day') d)`)
const session = await system.ownerSession()
const headers = { cookie: session.cookie }
const [thisYear, thisMonth] = hotelToday().split('-').map(Number) as [number, number]
const reports = `${system.apiUrl}/api/v1/staff/reports`
const monthUrl = `${reports}/performance?year=${thisYear}&month=${thisMonth}`
const yearUrl = `${reports}/performance?year=${thisYear}`
const monthAnswer = (await (await fetch(monthUrl, { headers })).json()) as { data: Record<string, unknown> }

const me = await latency(`${system.apiUrl}/api/v1/staff/auth/me`, headers)
const month = await latency(monthUrl, headers)
const year = await latency(yearUrl, headers)

const report = {
  date: new Date().toISOString(),
  database: system.kind,
  reservations: system.reservations,
  month: { year: thisYear, month: thisMonth, figures: monthAnswer.data },
  sequentialRequests: sequential,
  targetMs,
  staffRoute: me,
  performanceMonth: month,
  performanceYear: year,
  withinTarget: { month: month.p95Ms < targetMs, year: year.p95Ms < targetMs },
  ratio: {
    monthP50VsStaffRoute: +(month.p50Ms / Math.max(0.01, me.p50Ms)).toFixed(1),
    yearP50VsStaffRoute: +(year.p50Ms / Math.max(0.01, me.p50Ms)).toFixed(1),
  },
}
console.table({
  'GET /staff/auth/me': me,
  'GET /staff/reports/performance (a month)': month,
  'GET /staff/reports/performance (a year)': year,
})
console.log(
  `${system.reservations} reservations. Performance of a month: p50 ${month.p50Ms} ms, p95 ${month.p95Ms} ms; of a year: p50 ${year.p50Ms} ms, p95 ${year.p95Ms} ms (target under ${targetMs} ms); the cheapest staff route p50 ${me.p50Ms} ms.`,
)
await writeFile(
  new URL(`./results/reports-${system.kind}.json`, import.meta.url),
  `${JSON.stringify(report, null, 2)}\n`,
)
await system.stop()
const errors = me.errors + month.errors + year.errors
if (errors > 0) {
  console.error(`${errors} requests failed`)
  process.exit(1)
}
