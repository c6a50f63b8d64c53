// How long a change takes to reach an open dashboard: a room's status set over the API (PUT
// /staff/rooms/{number}/status), timed from the request until the live stream (GET /staff/events) delivers its
// event, 50 times. On PostgreSQL (DATABASE_URL) the dashboard listens to a second API instance, so the event
// crosses instances through LISTEN/NOTIFY. The baseline is the request's own answer time in the same run.
// Run: npm run bench:live-events. Target: under one second.
import { writeFile } from 'node:fs/promises'
import { eq } from 'drizzle-orm'
import { rooms } from '../apps/api/src/db/schema/index.ts'
import { startSystem } from './setup.ts'

const rounds = 50
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0

const system = await startSystem()
const second = await system.secondInstance()
const session = await system.ownerSession()
const [room] = await system.db.select({ id: rooms.id }).from(rooms).where(eq(rooms.number, 101))
if (!room) throw new Error('no room 101')

// The dashboard's stream, on the other instance when there is one.
const controller = new AbortController()
const stream = await fetch(`${second?.apiUrl ?? system.apiUrl}/api/v1/staff/events`, {
  headers: { cookie: session.cookie },
  signal: controller.signal,
})
if (!stream.ok || !stream.body) throw new Error(`event stream refused: ${stream.status}`)
const waiting = new Map<string, () => void>()
void (async () => {
  const decoder = new TextDecoder()
  let buffer = ''
  for await (const chunk of stream.body as unknown as AsyncIterable<Uint8Array>) {
    buffer += decoder.decode(chunk, { stream: true })
    for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
      const data = buffer.slice(0, end).match(/^data: (.*)$/m)?.[1]
      buffer = buffer.slice(end + 2)
      if (data) {
        const event = JSON.parse(data) as { topic: string; id: string }
        waiting.get(`${event.topic}:${event.id}`)?.()
      }
    }
  }
})().catch(() => {})

const delays: number[] = []
const answers: number[] = []
let errors = 0
for (let i = 0; i < rounds; i++) {
  const body = i % 2 === 0 ? { status: 'maintenance', note: 'Bench' } : { status: 'available' }
  const heard = new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('no event within 5 s')), 5000)
    waiting.set(`room:${room.id}`, () => {
      clearTimeout(timer)
      resolve(performance.now())
    })
  })
  const started = performance.now()
  const res = await fetch(`${system.apiUrl}/api/v1/staff/rooms/101/status`, {
    method: 'PUT',
    headers: { cookie: session.cookie, 'x-csrf-token': session.csrf, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  await res.arrayBuffer()
  answers.push(performance.now() - started)
  if (!res.ok) errors++
  try {
    delays.push((await heard) - started)
  } catch {
    errors++
  }
}
controller.abort()
delays.sort((a, b) => a - b)
answers.sort((a, b) => a - b)
const round = (value: number) => +value.toFixed(1)
const report = {
  date: new Date().toISOString(),
  database: system.kind,
  instances: second ? 2 : 1,
  rounds,
  answerMs: { p50: round(percentile(answers, 50)), p95: round(percentile(answers, 95)) },
  eventDelayMs: {
    p50: round(percentile(delays, 50)),
    p95: round(percentile(delays, 95)),
    max: round(delays.at(-1) ?? 0),
  },
  errors,
}
console.table({ 'PUT answer': report.answerMs, 'event heard': report.eventDelayMs })
console.log(
  `A change reaches a dashboard on ${second ? 'another' : 'the same'} instance in ${report.eventDelayMs.p50} ms (p50), ${report.eventDelayMs.max} ms at worst (target under 1000 ms); the request itself answers in ${report.answerMs.p50} ms.`,
)
await writeFile(
  new URL(`./results/live-events-${system.kind}.json`, import.meta.url),
  `${JSON.stringify(report, null, 2)}\n`,
)
await second?.stop()
await system.stop()
if (errors > 0 || (delays.at(-1) ?? 0) >= 1000) {
  console.error(errors > 0 ? `${errors} rounds failed` : 'an event took a second or more')
  process.exit(1)
}
