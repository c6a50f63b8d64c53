// 500 concurrent POST /reservations for one room and one stay, from 500 distinct guests, alternating between two
// API instances on one PostgreSQL server (issue #18: done in 5 s or less, no 5xx). Exactly one booking must win
// (201); the other 499 must be refused with 409 room_already_booked. Timed from the first request sent to the
// last answer received. PGlite has a single owner process, so there is no second instance: PostgreSQL only.
// Run: DATABASE_URL=postgres://postgres@127.0.0.1:5432/hotel_race npm run bench:race (an existing, empty database);
// BENCH_CPU_PROFILE=/some/dir also writes a CPU profile of each API instance there.

import { readFileSync } from 'node:fs'
import { writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { addDays, hotelToday } from '@hotel/contract'
import { and, asc, eq } from 'drizzle-orm'
import { hotelSettings, reservationRooms } from '../apps/api/src/db/schema/index.ts'
import { startSystem } from './setup.ts'

const attempts = 500
const targetSeconds = 5
const roomNumber = 301
const conflictCode = 'room_already_booked'

if (!process.env.DATABASE_URL) {
  console.error(
    'bench:race needs PostgreSQL: two API instances must share one database server, which embedded PGlite ' +
      'cannot give. Set DATABASE_URL to an existing, empty database, e.g. ' +
      'DATABASE_URL=postgres://postgres@127.0.0.1:5432/hotel_race npm run bench:race',
  )
  process.exit(1)
}

const system = await startSystem()
// Two API processes on the database setup.ts loaded, each with its own event loop (as when the hotel runs two
// instances); this process only sends the requests. BENCH_CPU_PROFILE=dir: each instance writes a CPU profile
// (node --cpu-prof) there when it stops.
const profileDir = process.env.BENCH_CPU_PROFILE
const processes = await Promise.all(
  [0, 1].map(() => system.processInstance(profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [])),
)
const apiProcesses = processes.filter((instance) => instance !== null)
if (apiProcesses.length !== 2) throw new Error('DATABASE_URL is set but the API processes did not start')
const instances = apiProcesses.map((instance) => instance.apiUrl)
const today = hotelToday()

// Each guest is fresh (no unpaid stays), but the bench's bounds are set as in reservations-post.ts so that no
// booking is refused by a limit the benchmark does not measure.
await system.db.update(hotelSettings).set({ bookingHorizonMonths: 60, maxUnpaidReservations: 100 })

// The contested stay: the first free gap of two nights in the room's seeded stays, a week or more ahead, so the
// availability check runs among neighbouring bookings as it would in a busy month.
const stays = await system.db
  .select({ start: reservationRooms.startDate, end: reservationRooms.endDate })
  .from(reservationRooms)
  .where(eq(reservationRooms.roomNumber, roomNumber))
  .orderBy(asc(reservationRooms.startDate))
let checkIn = ''
for (let i = 0; i + 1 < stays.length && !checkIn; i++) {
  const end = stays[i]?.end ?? ''
  if (end >= addDays(today, 7) && (stays[i + 1]?.start ?? '') >= addDays(end, 2)) checkIn = end
}
if (!checkIn) throw new Error(`no free two-night gap in room ${roomNumber}`)
const checkOut = addDays(checkIn, 2)

// 500 guests for the race, and 20 more for the warm-up: each instance first answers 100 bookings of a room of
// its own (302, 303) for the same stay, 10 at a time, unmeasured, so that the race runs on compiled code (the
// booking and the refusal alike) as a running hotel's instances do.
const warmGuests = 20
const tokens = await system.guests(attempts + warmGuests)
const post = (baseUrl: string, token: string | undefined, room: number) =>
  fetch(`${baseUrl}/api/v1/reservations`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': 'application/json',
      'accept-language': 'en',
    },
    body: JSON.stringify({
      check_in: checkIn,
      check_out: checkOut,
      rooms: [{ number: room, guest_count: 2 }],
      category: 'tourism',
    }),
  })
for (let round = 0; round < 10; round++)
  await Promise.all(
    Array.from({ length: 20 }, async (_, i) => {
      const res = await post(instances[i % 2] ?? '', tokens[attempts + i], 302 + (i % 2))
      await res.arrayBuffer()
      // Those rooms may be taken on those nights already: a refusal warms the path as well.
      if (res.status !== 201 && res.status !== 409)
        throw new Error(`a warm-up booking answered ${res.status}`)
    }),
  )

type Answer = { status: number; code?: string; text: string }
/** CPU seconds a process has used so far (Linux /proc; null elsewhere). */
const cpuOf = (pid: number | undefined) => {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? []
    return (Number(fields[11]) + Number(fields[12])) / 100
  } catch {
    return null
  }
}
const instancesCpuBefore = apiProcesses.map((instance) => cpuOf(instance.pid))
const cpuBefore = process.cpuUsage()
const startedTicks = process.hrtime.bigint()
const started = performance.now()
const answers: Answer[] = await Promise.all(
  Array.from({ length: attempts }, async (_, i): Promise<Answer> => {
    try {
      // Alternate: even attempts to the first instance, odd ones to the second.
      const res = await post(instances[i % instances.length] ?? '', tokens[i], roomNumber)
      const text = await res.text()
      let code: string | undefined
      try {
        code = (JSON.parse(text) as { code?: string }).code
      } catch {}
      return { status: res.status, code, text }
    } catch (error) {
      return { status: 0, code: 'network_error', text: String(error) }
    }
  }),
)
const seconds = (performance.now() - started) / 1000
// The race's bounds on the monotonic clock the profiles' timestamps use (microseconds), to cut them to the race.
if (profileDir)
  await writeFile(
    path.join(profileDir, 'race-window.json'),
    JSON.stringify({ startUs: Number(startedTicks / 1000n), endUs: Number(process.hrtime.bigint() / 1000n) }),
  )
// CPU time over the race, of each API process and of this one (the client): on a busy machine the wall time
// stretches, these much less.
const cpu = process.cpuUsage(cpuBefore)
const clientCpuSeconds = (cpu.user + cpu.system) / 1e6
const instancesCpuSeconds = apiProcesses.map((instance, i) => {
  const [after, before] = [cpuOf(instance.pid), instancesCpuBefore[i]]
  return after === null || before === null || before === undefined ? null : +(after - before).toFixed(2)
})

const liveBookings = (
  await system.db
    .select({ id: reservationRooms.id })
    .from(reservationRooms)
    .where(
      and(
        eq(reservationRooms.roomNumber, roomNumber),
        eq(reservationRooms.startDate, checkIn),
        eq(reservationRooms.canceled, false),
      ),
    )
).length
const statuses: Record<string, number> = {}
for (const answer of answers) {
  const key = answer.code ? `${answer.status} ${answer.code}` : String(answer.status)
  statuses[key] = (statuses[key] ?? 0) + 1
}
const booked = answers.filter((a) => a.status === 201).length
const refused = answers.filter((a) => a.status === 409 && a.code === conflictCode).length
const errors = attempts - booked - refused
const serverErrors = answers.filter((a) => a.status >= 500 || a.status === 0).length
const round = (value: number) => +value.toFixed(2)

const report = {
  date: new Date().toISOString(),
  database: system.kind,
  instances: instances.length,
  room: roomNumber,
  stay: { checkIn, checkOut },
  attempts,
  seconds: round(seconds),
  targetSeconds,
  // Objects, not arrays, so that the file is written as the formatter (biome) keeps it.
  cpuSeconds: {
    instance1: instancesCpuSeconds[0] ?? null,
    instance2: instancesCpuSeconds[1] ?? null,
    client: round(clientCpuSeconds),
  },
  loadAverage: { oneMinute: round(os.loadavg()[0] ?? 0), fiveMinutes: round(os.loadavg()[1] ?? 0) },
  booked,
  refused,
  errors,
  serverErrors,
  liveBookings,
  statuses,
}
console.log(
  `statuses: ${JSON.stringify(statuses)}; CPU time: API instances ${instancesCpuSeconds.map((s) => `${s ?? '?'} s`).join(' + ')}, client ${clientCpuSeconds.toFixed(2)} s; load average ${os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')} on ${os.availableParallelism()} cores`,
)
const unexpected = answers.filter((a) => a.status !== 201 && !(a.status === 409 && a.code === conflictCode))
for (const sample of [...new Set(unexpected.map((a) => `${a.status} ${a.text.slice(0, 300)}`))].slice(0, 5))
  console.log(`an unexpected answer: ${sample}`)
console.log(
  `${attempts} bookings of one room over ${instances.length} instances: ${booked} booked, ${refused} refused (409), ${errors} errors, ${seconds.toFixed(1)} s (target <= ${targetSeconds} s${seconds > targetSeconds ? ': MISS' : ''})`,
)
await writeFile(
  new URL(`./results/reservations-race-${system.kind}.json`, import.meta.url),
  `${JSON.stringify(report, null, 2)}\n`,
)
await Promise.all(apiProcesses.map((instance) => instance.stop()))
await system.stop()

const failures = [
  booked !== 1 && `${booked} bookings won (exactly one must)`,
  liveBookings !== 1 && `${liveBookings} live bookings of room ${roomNumber} on ${checkIn} in the database`,
  errors > 0 && `${errors} answers were neither 201 nor 409 ${conflictCode} (${serverErrors} 5xx or network)`,
].filter(Boolean)
if (failures.length > 0) {
  console.error(`FAIL: ${failures.join('; ')}`)
  process.exit(1)
}
