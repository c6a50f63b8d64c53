import { randomBytes } from 'node:crypto'
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { addDays, hotelToday, type Permission, type StaffEvent, type StaffRole } from '@hotel/contract'
import { and, eq } from 'drizzle-orm'
import { inject } from 'vitest'
import { buildApp } from '../app.ts'
import { type Config, loadConfig } from '../config.ts'
import { type Database, openDatabase } from '../db/client.ts'
import { auditLog, staffUserPermissions, staffUserRoles, staffUsers } from '../db/schema/index.ts'
import { seed } from '../db/seed.ts'
import type { PageRenderer } from '../http/render.ts'
import type { GoogleVerifier } from '../integrations/google.ts'
import type { Mail, Mailer } from '../integrations/mail.ts'
import { hashPassword } from '../lib/password-hashing.ts'
import { onServer } from './server-database.ts'

export const ownerPassword = 'owner-test-password-1'

// biome-ignore lint/suspicious/noExplicitAny: tests read answers freely
export interface TestResponse<T = any> {
  status: number
  headers: Headers
  body: T
  text: string
}

export interface TestContext {
  app: Awaited<ReturnType<typeof buildApp>>
  database: Database
  config: Config
  /** e.g. http://127.0.0.1:41234 */
  baseUrl: string
  /**
   * A real HTTP request to the test server; JSON bodies are encoded, JSON answers decoded. It resolves once the
   * mail outbox has delivered what the request enqueued, so a mail sent in the request can be read at once
   * (mails composed after the answer still need a `vi.waitFor`).
   */
  // biome-ignore lint/suspicious/noExplicitAny: tests read answers freely
  http<T = any>(
    path: string,
    init?: { method?: string; body?: unknown; headers?: Record<string, string> },
  ): Promise<TestResponse<T>>
  /**
   * A second API server on the same PostgreSQL database (its own connection pool), as when the hotel runs
   * two instances; null on PGlite, which one process owns.
   */
  secondInstance(): Promise<{ baseUrl: string; close(): Promise<void> } | null>
  close(): Promise<void>
}

/**
 * A fresh, migrated database for one test file: an in-memory PGlite, or a new database on the PostgreSQL server
 * named by TEST_DATABASE_URL (dropped again by `drop`), each a copy of the run's migrated template
 * (`global-setup.ts`); `migrate()` then has nothing left to do unless a file runs without the global set-up.
 */
export async function freshDatabase(): Promise<{
  database: Database
  url: string | null
  drop(): Promise<void>
}> {
  const serverUrl = process.env.TEST_DATABASE_URL
  if (!serverUrl) {
    const template = inject('pgliteTemplate')
    const copyOf = template ? new Blob([await readFile(template)]) : undefined
    return { database: await openDatabase({ dataDir: null, copyOf }), url: null, drop: async () => {} }
  }
  const name = `hotel_test_${randomBytes(6).toString('hex')}`
  const template = inject('postgresTemplate')
  await onServer(serverUrl, `create database ${name}${template ? ` template ${template}` : ''}`)
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  return {
    database: await openDatabase({ url: url.toString(), dataDir: null }),
    url: url.toString(),
    drop: () => onServer(serverUrl, `drop database if exists ${name} with (force)`),
  }
}

export interface TestOptions {
  webBuildDir?: string
  dashboardDir?: string
  /** Renders the guest pages that are not pre-rendered (the web build's server bundle by default). */
  renderPage?: PageRenderer
  /** 'config' builds the mailer the server would (SMTP_URL or the outbox); default: a memory mailer. */
  mailer?: Mailer | 'config'
  google?: GoogleVerifier | null
  /** Render the demo room pictures (about a second of work; off unless a test looks at them). */
  roomArt?: boolean
  /** Where the server's logs go, at the most verbose level (a test reads them); none by default. */
  logStream?: NodeJS.WritableStream
}

/** A mailer that keeps what it sends, for tests to read codes from. */
export function memoryMailer(): Mailer & { sent: Mail[]; last(to: string): Mail | undefined } {
  const sent: Mail[] = []
  return {
    sent,
    async send(mail) {
      sent.push(mail)
    },
    last: (to) => sent.filter((mail) => mail.to === to).at(-1),
  }
}

export async function createTestContext(
  env: Record<string, string> = {},
  options: TestOptions = {},
): Promise<TestContext> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'hotel-test-'))
  const config = loadConfig({
    NODE_ENV: 'test',
    SEED_OWNER_PASSWORD: ownerPassword,
    DATA_DIR: dataDir,
    ...env,
  })
  const { database, url, drop } = await freshDatabase()
  await database.migrate()
  await seed(database.db, config, { roomArt: options.roomArt ?? false })
  const transport = options.mailer === 'config' ? undefined : (options.mailer ?? memoryMailer())
  const app = await buildApp({
    config,
    database,
    logger: options.logStream ? { level: 'trace', stream: options.logStream } : false,
    webBuildDir: options.webBuildDir ?? '/nonexistent-web-build',
    dashboardDir: options.dashboardDir ?? '/nonexistent-dashboard-dist',
    renderPage: options.renderPage,
    mailer: transport,
    google: options.google ?? null,
  })
  await app.listen({ host: '127.0.0.1', port: 0 })
  const address = app.server.address()
  const baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`
  return {
    app,
    database,
    config,
    baseUrl,
    http: async (path, init = {}) => {
      const headers: Record<string, string> = { ...init.headers }
      let body: string | undefined
      if (init.body !== undefined) {
        body = typeof init.body === 'string' ? init.body : JSON.stringify(init.body)
        headers['content-type'] ??= 'application/json'
      }
      const response = await fetch(`${baseUrl}${path}`, { method: init.method ?? 'GET', headers, body })
      // A live stream never ends: its status and headers are the answer (tests read events with `streamEvents`).
      if (response.headers.get('content-type')?.startsWith('text/event-stream')) {
        await response.body?.cancel()
        return { status: response.status, headers: response.headers, body: '' as never, text: '' }
      }
      const text = await response.text()
      await app.mailOutbox.drain()
      let parsed: unknown = text
      try {
        parsed = JSON.parse(text)
      } catch {}
      return { status: response.status, headers: response.headers, body: parsed as never, text }
    },
    secondInstance: async () => {
      if (!url) return null
      const other = await openDatabase({ url, dataDir: null })
      const second = await buildApp({
        config,
        database: other,
        logger: false,
        webBuildDir: '/nonexistent-web-build',
        dashboardDir: '/nonexistent-dashboard-dist',
        // Either instance's outbox may deliver a mail: both hand it to the same transport, as to one SMTP server.
        mailer: transport,
        google: null,
      })
      await second.listen({ host: '127.0.0.1', port: 0 })
      const port = (second.server.address() as { port: number }).port
      return {
        baseUrl: `http://127.0.0.1:${port}`,
        close: async () => {
          await second.close()
          await other.close()
        },
      }
    },
    close: async () => {
      await app.close()
      await database.close()
      await drop()
      await rm(dataDir, { recursive: true, force: true })
    },
  }
}

/** A signed-in staff member: the session cookie and the CSRF token, as the dashboard holds them. */
export interface StaffAuth {
  cookie: string
  csrf: string
  // biome-ignore lint/suspicious/noExplicitAny: tests read answers freely
  body: any
}

/** Headers of a request made in a staff session: its cookie, and the CSRF token unsafe requests need. */
export const staffHeaders = (auth: StaffAuth, extra: Record<string, string> = {}) => ({
  cookie: auth.cookie,
  'x-csrf-token': auth.csrf,
  ...extra,
})

/** A guest registered over HTTP with a complete profile (`overrides` change its facts); their bearer token. */
export async function registerGuest(
  ctx: TestContext,
  overrides: Record<string, string> = {},
): Promise<string> {
  return (await register(ctx, overrides)).token
}

let contactSerial = 0

/**
 * Contact facts no other guest or client of the file has (e-mail, phone and identification are each unique),
 * for a file that needs more than one person; `overrides` change any of them.
 */
export function uniqueContact(overrides: Record<string, string> = {}) {
  const n = ++contactSerial
  return {
    name: 'Marta',
    last_name: `Zelaya ${n}`,
    email: `guest-${n}@example.com`,
    phone: `+505 8700 ${1000 + n}`,
    identification: `001-150585-${1000 + n}K`,
    country: 'NI',
    ...overrides,
  }
}

/**
 * A guest registered over HTTP with contact facts of their own (`uniqueContact`, then `overrides`): their token,
 * id and the facts they gave (a test reads their e-mail or name back).
 */
export async function registerNewGuest(ctx: TestContext, overrides: Record<string, string> = {}) {
  const facts = uniqueContact(overrides)
  const body = await register(ctx, facts)
  return { token: body.token as string, id: body.user.id as string, facts }
}

// biome-ignore lint/suspicious/noExplicitAny: tests read answers freely
async function register(ctx: TestContext, overrides: Record<string, string>): Promise<any> {
  const res = await ctx.http('/api/v1/auth/register', {
    method: 'POST',
    body: {
      name: 'Ana',
      last_name: 'Rizo',
      email: 'ana@example.com',
      phone: '+505 8811 1001',
      identification: '161-010190-2001X',
      city: 'Estelí',
      country: 'NI',
      birth_date: '1990-01-01',
      password: 'pine-hills-2026',
      password_confirmation: 'pine-hills-2026',
      ...overrides,
    },
  })
  if (res.status !== 201) throw new Error(`guest registration failed: ${res.status} ${res.text}`)
  return res.body
}

/** Signs a staff member in over HTTP; throws unless it works. */
export async function staffLogin(ctx: TestContext, email: string, password: string): Promise<StaffAuth> {
  const res = await ctx.http('/api/v1/staff/auth/login', { method: 'POST', body: { email, password } })
  if (res.status !== 200) throw new Error(`staff sign-in failed: ${res.status} ${res.text}`)
  const cookie = (res.headers.get('set-cookie') ?? '').split(';')[0] ?? ''
  return { cookie, csrf: res.body.csrf_token, body: res.body }
}

/** A staff member with the given roles (and permissions of their own), straight into the database. */
export async function createStaff(
  ctx: TestContext,
  person: { email: string; password: string; roles: StaffRole[]; permissions?: Permission[]; name?: string },
) {
  const [row] = await ctx.database.db
    .insert(staffUsers)
    .values({
      name: person.name ?? 'Rita',
      lastName: 'Desk',
      email: person.email,
      passwordHash: await hashPassword(person.password),
    })
    .returning({ id: staffUsers.id })
  if (!row) throw new Error('staff not inserted')
  if (person.roles.length)
    await ctx.database.db
      .insert(staffUserRoles)
      .values(person.roles.map((role) => ({ userId: row.id, role })))
  if (person.permissions?.length)
    await ctx.database.db
      .insert(staffUserPermissions)
      .values(person.permissions.map((permission) => ({ userId: row.id, permission })))
  return row.id
}

/** The seeded owner, signed in. */
export const signInOwner = (ctx: TestContext) => staffLogin(ctx, ctx.config.SEED_OWNER_EMAIL, ownerPassword)

let staffSerial = 0

/**
 * A new staff member with `roles` (and permissions of their own), signed in: their session and their id. The
 * e-mail is unique in the file unless one is given.
 */
export async function signInNewStaff(
  ctx: TestContext,
  person: { roles: StaffRole[]; permissions?: Permission[]; email?: string; name?: string },
): Promise<StaffAuth & { id: string }> {
  const email = person.email ?? `staff-${++staffSerial}@casapinar.example`
  const password = 'staff-test-password-1'
  const id = await createStaff(ctx, { ...person, email, password })
  return { ...(await staffLogin(ctx, email, password)), id }
}

/** Options of a request in a staff session: its language ('en' unless told), and whose session it is. */
export interface StaffRequest {
  method?: string
  body?: unknown
  lang?: string
  headers?: Record<string, string>
}

/**
 * Requests under /api/v1/staff in `auth`'s session (with its CSRF token), in English unless told:
 * `const desk = staffClient(ctx, receptionist); await desk('/rooms')`.
 */
export function staffClient(ctx: TestContext, auth: StaffAuth) {
  // biome-ignore lint/suspicious/noExplicitAny: tests read answers freely
  const request = <T = any>(path: string, init: StaffRequest = {}) =>
    ctx.http<T>(`/api/v1/staff${path}`, {
      method: init.method ?? 'GET',
      body: init.body,
      headers: staffHeaders(auth, { 'accept-language': init.lang ?? 'en', ...init.headers }),
    })
  /** The session itself, for a request made elsewhere (another instance, the live stream). */
  return Object.assign(request, { auth })
}

/** The requests of one staff session (`staffClient`), for a file to keep one per role it signs in. */
export type StaffClient = ReturnType<typeof staffClient>

/**
 * The seeded owner and a new staff member of each of `roles` (one role each), signed in: their requests
 * (`staffClient`) by role, for a file that checks what each role may do.
 */
export async function signInTeam<R extends Exclude<StaffRole, 'owner'>>(
  ctx: TestContext,
  roles: readonly R[],
): Promise<Record<'owner' | R, StaffClient>> {
  const team = {} as Record<'owner' | R, StaffClient>
  team.owner = staffClient(ctx, await signInOwner(ctx))
  for (const role of roles) team[role] = staffClient(ctx, await signInNewStaff(ctx, { roles: [role] }))
  return team
}

/**
 * A client made at the desk in `desk`'s session, as for a walk-in guest without an account, with contact facts
 * of their own (`uniqueContact`, then `overrides`); throws unless it is made. The client's `data`.
 */
// biome-ignore lint/suspicious/noExplicitAny: tests read answers freely
export async function walkInClient(desk: StaffClient, overrides: Record<string, string> = {}): Promise<any> {
  const res = await desk('/clients', { method: 'POST', body: uniqueContact(overrides) })
  if (res.status !== 201) throw new Error(`client not made: ${res.status} ${res.text}`)
  return res.body.data
}

/**
 * The cash drawer opened in `desk`'s session with `float` (none unless told), after setting today's exchange
 * rate when `rate` is given: a cash payment at the desk needs both. Throws unless it opens; the session's id.
 */
export async function openDrawer(
  desk: StaffClient,
  options: { float?: { currency_id: string; quantity: number }[]; rate?: string } = {},
): Promise<string> {
  if (options.rate) {
    const rate = await desk('/exchange-rates', { method: 'POST', body: { rate: options.rate } })
    if (rate.status !== 201) throw new Error(`exchange rate not set: ${rate.status} ${rate.text}`)
  }
  const res = await desk('/cash-sessions', { method: 'POST', body: { opening_float: options.float ?? [] } })
  if (res.status !== 201) throw new Error(`drawer not opened: ${res.status} ${res.text}`)
  return res.body.data.id
}

/**
 * A guest's booking over HTTP, `from` days after the hotel's today for `nights` nights (room 101 for one guest
 * unless told); throws unless it is made. Its answer's `data`.
 */
export async function bookStay(
  ctx: TestContext,
  token: string,
  stay: { from: number; nights?: number; rooms?: { number: number; guest_count: number }[]; lang?: string },
  // biome-ignore lint/suspicious/noExplicitAny: tests read answers freely
): Promise<any> {
  const res = await ctx.http('/api/v1/reservations', {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'accept-language': stay.lang ?? 'en' },
    body: {
      check_in: addDays(hotelToday(), stay.from),
      check_out: addDays(hotelToday(), stay.from + (stay.nights ?? 1)),
      rooms: stay.rooms ?? [{ number: 101, guest_count: 1 }],
      category: 'tourism',
    },
  })
  if (res.status !== 201) throw new Error(`booking failed: ${res.status} ${res.text}`)
  return res.body.data
}

/** The audit log's entries about one record, oldest first: how a test sees that a change was recorded. */
export const auditEntries = (ctx: TestContext, entity: string, id: string) =>
  ctx.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, entity), eq(auditLog.entityId, id)))
    .orderBy(auditLog.createdAt)

/**
 * Listens to the staff live stream at `baseUrl` (any instance) as `auth`: `next(match)` waits for the first
 * event `match` accepts, seen since the stream opened, for at most `timeoutMs`.
 */
export async function streamEvents(baseUrl: string, auth: StaffAuth) {
  const controller = new AbortController()
  const response = await fetch(`${baseUrl}/api/v1/staff/events`, {
    headers: { cookie: auth.cookie },
    signal: controller.signal,
  })
  if (response.status !== 200 || !response.body) throw new Error(`event stream refused: ${response.status}`)
  const events: StaffEvent[] = []
  const waiting = new Set<() => void>()
  const reading = (async () => {
    const decoder = new TextDecoder()
    let buffer = ''
    for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
      buffer += decoder.decode(chunk, { stream: true })
      let end = buffer.indexOf('\n\n')
      while (end >= 0) {
        const data = buffer.slice(0, end).match(/^data: (.*)$/m)?.[1]
        if (data) events.push(JSON.parse(data) as StaffEvent)
        buffer = buffer.slice(end + 2)
        end = buffer.indexOf('\n\n')
      }
      for (const wake of waiting) wake()
    }
  })().catch(() => {})
  return {
    events,
    async next(match: (event: StaffEvent) => boolean, timeoutMs = 5000): Promise<StaffEvent> {
      const deadline = Date.now() + timeoutMs
      for (;;) {
        const found = events.find(match)
        if (found) return found
        const left = deadline - Date.now()
        if (left <= 0)
          throw new Error(`no matching event within ${timeoutMs} ms; saw ${JSON.stringify(events)}`)
        await new Promise<void>((resolve) => {
          const wake = () => {
            waiting.delete(wake)
            clearTimeout(timer)
            resolve()
          }
          const timer = setTimeout(wake, left)
          waiting.add(wake)
        })
      }
    },
    async close() {
      controller.abort()
      await reading
    },
  }
}
