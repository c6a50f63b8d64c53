// The system under load: the API on a fresh database (PGlite, or DATABASE_URL) with 50 rooms and two years of
// reservations (a year back, a year ahead, about 70% of nights sold), plus a bare Fastify server as the baseline.
import { fork } from 'node:child_process'
import { once } from 'node:events'
import { addDays, hotelToday } from '@hotel/contract'
import { eq } from 'drizzle-orm'
import Fastify from 'fastify'
import { openDatabase } from '../apps/api/src/db/client.ts'
import {
  clients,
  pricingPeriods,
  reservationRooms,
  reservations,
  roomBeds,
  roomCapacities,
  rooms,
  staffUsers,
} from '../apps/api/src/db/schema/index.ts'
import { seed } from '../apps/api/src/db/seed.ts'
import { csrfTokenFor, staffCookie } from '../apps/api/src/http/auth.ts'
import { issueClientToken } from '../apps/api/src/modules/accounts/sessions.ts'
import { startSession } from '../apps/api/src/modules/staff-auth/service.ts'
import { benchConfig, listenApi } from './api-server.ts'

/** Deterministic pseudo-random numbers, so every run loads the same data. */
function random(seedValue: number) {
  let state = seedValue
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648
    return state / 2_147_483_648
  }
}

/**
 * `extraRooms` beside the demo's 18 (32 by default: 50 rooms), and stays from `daysBack` days ago to a year
 * ahead (a year back by default: about 8,000 reservations over 50 rooms).
 */
export async function startSystem({ extraRooms = 32, daysBack = 365 } = {}) {
  const config = benchConfig()
  const database = await openDatabase({ url: config.DATABASE_URL, dataDir: null })
  await database.migrate()
  await seed(database.db, config, { roomArt: false })
  const { db } = database
  const today = hotelToday()

  // By default 50 rooms in all: the 18 of the demo plus 32 more doubles and triples with a season.
  const extra =
    extraRooms === 0
      ? []
      : await db
          .insert(rooms)
          .values(
            Array.from({ length: extraRooms }, (_, i) => ({
              number: 301 + i,
              type: i % 2 ? ('double' as const) : ('triple' as const),
              descriptionEn: 'Bench room',
              descriptionEs: 'Habitación de prueba',
            })),
          )
          .onConflictDoNothing()
          .returning({ id: rooms.id })
  for (const room of extra) {
    await db.insert(roomBeds).values({ roomId: room.id, type: 'queen', quantity: 2 })
    await db.insert(roomCapacities).values([
      { roomId: room.id, capacity: 2, tariffCents: 6000 },
      { roomId: room.id, capacity: 3, tariffCents: 7000 },
    ])
    await db.insert(pricingPeriods).values({
      roomId: room.id,
      startDate: addDays(today, 20),
      endDate: addDays(today, 40),
      rawTariffCents: 8000,
    })
  }

  // Two years of stays, room by room: 1 to 5 nights, then a gap of 0 to 3 nights (about 70% occupancy).
  const next = random(42)
  const allRooms = await db.select({ id: rooms.id, number: rooms.number }).from(rooms)
  const stays: { roomId: string; number: number; start: string; end: string }[] = []
  for (const room of allRooms) {
    let day = addDays(today, -daysBack)
    while (day < addDays(today, 365)) {
      const nights = 1 + Math.floor(next() * 5)
      const end = addDays(day, nights)
      stays.push({ roomId: room.id, number: room.number, start: day, end })
      day = addDays(end, Math.floor(next() * 4))
    }
  }
  for (let i = 0; i < stays.length; i += 500) {
    const batch = stays.slice(i, i + 500)
    const ids = await db
      .insert(reservations)
      .values(
        batch.map((stay, j) => ({
          reference: `BNCH-${String(i + j).padStart(6, '0')}`,
          checkIn: stay.start,
          checkOut: stay.end,
          currency: 'USD',
          rawTotalCents: 6000,
          totalCents: 6000,
          category: 'tourism' as const,
          guestEmail: 'bench@example.com',
          guestName: 'Bench Guest',
          guestIdentification: 'B-1',
          guestPhone: '50588000000',
          guestCountry: 'NI',
          status: stay.end <= today ? ('completed' as const) : ('reserved' as const),
        })),
      )
      .returning({ id: reservations.id })
    await db.insert(reservationRooms).values(
      batch.map((stay, j) => ({
        reservationId: ids[j]?.id ?? '',
        roomId: stay.roomId,
        roomNumber: stay.number,
        startDate: stay.start,
        endDate: stay.end,
        guestCount: 1,
        tariffCents: 6000,
        rawTariffCents: 6000,
        nights: [],
      })),
    )
  }

  const app = await listenApi(config, database)
  const bare = Fastify({ logger: false })
  bare.get('/json', async () => ({ hello: 'world' }))
  bare.post('/json', async (request) => ({ received: request.body }))
  await bare.listen({ host: '127.0.0.1', port: 0 })
  const port = (server: typeof app) => (server.server.address() as { port: number }).port
  return {
    kind: database.kind,
    db,
    reservations: stays.length,
    apiUrl: `http://127.0.0.1:${port(app)}`,
    bareUrl: `http://127.0.0.1:${port(bare)}`,
    /** On PostgreSQL, a second API instance on the same database (as when the hotel runs two); null on PGlite. */
    async secondInstance() {
      if (!config.DATABASE_URL) return null
      const other = await openDatabase({ url: config.DATABASE_URL, dataDir: null })
      const second = await listenApi(config, other)
      return {
        apiUrl: `http://127.0.0.1:${port(second)}`,
        async stop() {
          await second.close()
          await other.close()
        },
      }
    },
    /**
     * On PostgreSQL, an API instance in a process of its own on the same database (api-instance.ts), so that it
     * has its own event loop, apart from this process's load; `execArgv` adds node options (e.g. --cpu-prof).
     * Null on PGlite.
     */
    async processInstance(execArgv: string[] = []) {
      if (!config.DATABASE_URL) return null
      const child = fork(new URL('./api-instance.ts', import.meta.url), [], {
        execArgv: ['--import', 'tsx', ...execArgv],
        env: process.env,
      })
      const [message] = (await Promise.race([
        once(child, 'message'),
        once(child, 'exit').then(([code]) => {
          throw new Error(`the API instance process exited (${code}) before listening`)
        }),
      ])) as [{ port: number }]
      return {
        apiUrl: `http://127.0.0.1:${message.port}`,
        pid: child.pid,
        async stop() {
          if (child.exitCode !== null) return
          const exited = once(child, 'exit')
          child.send('stop')
          await exited
        },
      }
    },
    /** A signed-in owner's session cookie and CSRF token, for the staff routes. */
    async ownerSession() {
      const [owner] = await db.select().from(staffUsers).where(eq(staffUsers.email, config.SEED_OWNER_EMAIL))
      if (!owner) throw new Error('no seeded owner')
      const { token } = await startSession(db, owner, { hours: 8, idleMinutes: 480 })
      return { cookie: `${staffCookie}=${token}`, csrf: csrfTokenFor(token) }
    },
    /** `count` guests with complete profiles, signed in: their bearer tokens (no password hashing under way). */
    async guests(count: number) {
      const rows = await db
        .insert(clients)
        .values(
          Array.from({ length: count }, (_, i) => ({
            name: 'Bench',
            lastName: `Guest ${i}`,
            email: `bench${i}@example.com`,
            phone: `50589${String(i).padStart(6, '0')}`,
            identification: `BENCH-${i}`,
            city: 'Estelí',
            country: 'NI',
            birthDate: '1990-01-01',
          })),
        )
        .returning({ id: clients.id })
      return Promise.all(rows.map((row) => issueClientToken(db, row.id, 1)))
    },
    async stop() {
      await app.close()
      await bare.close()
      await database.close()
    },
  }
}
