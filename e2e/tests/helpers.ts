import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { type APIRequestContext, expect, type Page, test } from '@playwright/test'
import { ownerPassword } from '../playwright.config.ts'

/** Console errors and uncaught page errors seen while a test runs. */
export function collectConsoleErrors(page: Page): string[] {
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text())
  })
  page.on('pageerror', (error) => errors.push(error.message))
  return errors
}

/** The e2e server's mail outbox (DATA_DIR=e2e/.data): one .eml file per mail. */
export const mailDir = fileURLToPath(new URL('../.data/mail/', import.meta.url))

function decodeQuotedPrintable(text: string): string {
  const bytes: number[] = []
  const soft = text.replace(/=\r?\n/g, '')
  for (let i = 0; i < soft.length; i++) {
    const hex = soft[i] === '=' ? soft.slice(i + 1, i + 3) : ''
    if (/^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(Number.parseInt(hex, 16))
      i += 2
    } else {
      bytes.push(...Buffer.from(soft[i] ?? ''))
    }
  }
  return Buffer.from(bytes).toString('utf8')
}

/** The text/plain part of a mail, decoded. */
export function mailText(eml: string): string {
  const boundary = eml.match(/boundary="?([^"\r\n;]+)"?/i)?.[1]
  const parts = boundary ? eml.split(`--${boundary}`) : [eml]
  for (const part of parts) {
    const [head = '', ...body] = part.split(/\r?\n\r?\n/)
    if (boundary && !/content-type:\s*text\/plain/i.test(head)) continue
    const content = body.join('\n\n')
    if (/content-transfer-encoding:\s*base64/i.test(head))
      return Buffer.from(content.replace(/\s/g, ''), 'base64').toString('utf8')
    if (/content-transfer-encoding:\s*quoted-printable/i.test(head)) return decodeQuotedPrintable(content)
    return content
  }
  return ''
}

/**
 * The first match of `pattern` in the newest mail to `email` written after `since` (ms), waiting for it to
 * arrive. Tests run in parallel, so the outbox holds other tests' mails too: the recipient picks ours.
 */
export async function readMail(
  email: string,
  since: number,
  pattern: RegExp,
  timeoutMs = 15_000,
): Promise<string> {
  const deadline = Date.now() + timeoutMs
  const recipient = new RegExp(`^To:.*\\b${email.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`, 'im')
  while (Date.now() < deadline) {
    const files = existsSync(mailDir)
      ? readdirSync(mailDir)
          .filter((name) => name.endsWith('.eml'))
          .map((name) => ({ path: join(mailDir, name), time: statSync(join(mailDir, name)).mtimeMs }))
          .filter((file) => file.time >= since - 1000)
          .sort((a, b) => b.time - a.time)
      : []
    for (const file of files) {
      const eml = readFileSync(file.path, 'utf8')
      if (!recipient.test(eml)) continue
      const found = mailText(eml).match(pattern)
      if (found) return found[1] ?? found[0]
    }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  throw new Error(`No mail matching ${pattern} for ${email} in ${mailDir}`)
}

/** The 6-digit code of the newest mail to `email` written after `since` (ms). */
export const readMailCode = (email: string, since: number, timeoutMs?: number) =>
  readMail(email, since, /^\s*(\d{6})\s*$/m, timeoutMs)

/** An e-mail, phone and identification no other test uses (tests run in parallel, data is unique). */
export function uniqueGuest(tag: string) {
  const id = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`
  const digits = String(Math.floor(Math.random() * 1e7)).padStart(7, '0')
  return {
    email: `${tag}-${id}@e2e.example`,
    phone: `+505 8${digits}`,
    identification: `E2E-${id}`.toUpperCase(),
  }
}

export type Lang = 'en' | 'es'

const namespaces = ['common', 'home', 'rooms', 'auth', 'account', 'content', 'reservations'] as const
// biome-ignore lint/suspicious/noExplicitAny: translation files are plain JSON
export type Texts = Record<(typeof namespaces)[number], any>

/** The web's texts in `lang` (apps/web/public/locales), so tests find elements as a guest reads them. */
export function texts(lang: Lang): Texts {
  const load = (ns: string) =>
    JSON.parse(
      readFileSync(new URL(`../../apps/web/public/locales/${lang}/${ns}.json`, import.meta.url), 'utf8'),
    )
  return Object.fromEntries(namespaces.map((ns) => [ns, load(ns)])) as Texts
}

/** An i18next text with its {{variables}} filled in. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ''))
}

/** A pattern for an i18next text whose {{variables}} can be anything. */
export function pattern(template: string): RegExp {
  const escaped = template.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  return new RegExp(escaped.replace(/\\\{\\\{\w+\\\}\\\}/g, '.+?'))
}

/** YYYY-MM-DD, `days` from today at the hotel (America/Managua). */
export function inDays(days: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Managua' }).format(new Date())
  const date = new Date(`${today}T00:00:00Z`)
  date.setUTCDate(date.getUTCDate() + days)
  return date.toISOString().slice(0, 10)
}

/**
 * Flow specs run each language on one viewport: English on the desktop, Spanish (the longer texts) on the
 * phone. Every flow is still walked in both languages and at both widths, in half the time of all four.
 * Call it inside a describe block that is repeated per language.
 */
export function pairLanguageWithViewport(lang: Lang) {
  test.skip(
    () => (test.info().project.name === 'desktop') !== (lang === 'en'),
    'English runs on the desktop, Spanish on the phone',
  )
}

/** The site's language for this browser context (the cookie the language switcher sets). */
export async function useLanguage(page: Page, lang: Lang) {
  await page.context().addCookies([{ name: 'lang', value: lang, url: 'http://127.0.0.1' }])
}

/** A private address for one test's requests (10.x.y.z), as a proxy in front of the e2e server would say. */
export function uniqueAddress(): string {
  const byte = () => Math.floor(Math.random() * 254) + 1
  return `10.${byte()}.${byte()}.${byte()}`
}

/**
 * The demo owner signs in to the dashboard through the API (the sign-in form has its own tests in
 * dashboard.spec.ts) and sees the overview: the session cookie lands in the page's context.
 */
export async function signInAsOwner(page: Page) {
  // From an address of its own (the e2e server trusts this machine as a proxy): the per-address sign-in limit then
  // counts this test's sign-ins, not those of every spec signing the owner in at the same minute.
  await page.context().setExtraHTTPHeaders({ 'X-Forwarded-For': uniqueAddress() })
  const signIn = await page.request.post('/api/v1/staff/auth/login', {
    data: { email: 'owner@casapinar.example', password: ownerPassword },
  })
  expect(signIn.status()).toBe(200)
  await page.goto('/dashboard/')
  await expect(page.getByRole('heading', { name: /Welcome, Demo/ })).toBeVisible()
}

/** The signed-in person's API session in this page's context (the dashboard's cookie) with its CSRF token. */
export async function staffApi(page: Page) {
  const me = await page.request.get('/api/v1/staff/auth/me')
  expect(me.status()).toBe(200)
  const body = (await me.json()) as { csrf_token?: string; data?: { csrf_token: string } }
  const csrf = body.csrf_token ?? body.data?.csrf_token ?? ''
  const headers = { 'X-CSRF-Token': csrf }
  return {
    get: (url: string) => page.request.get(`/api/v1/staff/${url}`),
    post: (url: string, data: unknown) => page.request.post(`/api/v1/staff/${url}`, { headers, data }),
    put: (url: string, data: unknown) => page.request.put(`/api/v1/staff/${url}`, { headers, data }),
  }
}
export type StaffApi = Awaited<ReturnType<typeof staffApi>>

/**
 * A stay for a guest, made through the API as it happens at the hotel: the guest books tonight in a free room, and
 * the desk (the demo owner, signed in on `request`) checks them in. Reviews need one. Rooms still being cleaned or
 * occupied are skipped.
 */
export async function checkedInStay(
  request: APIRequestContext,
  guest: { auth: Record<string, string>; identification: string },
) {
  const stay = { check_in: inDays(0), check_out: inDays(1) }
  const free = await request.get(
    `/api/v1/rooms?check_in=${stay.check_in}&check_out=${stay.check_out}&per_page=100`,
  )
  // Only the seeded rooms (below 300): the rooms other specs create (4xx) hold their own stays and offers,
  // and a guest checked into one of them hid a promotion's room from rooms.spec.
  const rooms = ((await free.json()) as { data: { number: number }[] }).data
    .map((room) => room.number)
    .filter((number) => number < 300)
  const login = await request.post('/api/v1/staff/auth/login', {
    headers: { 'X-Forwarded-For': uniqueAddress() },
    data: { email: 'owner@casapinar.example', password: ownerPassword },
  })
  expect(login.status(), await login.text()).toBe(200)
  const { csrf_token: csrf } = (await login.json()) as { csrf_token: string }
  for (const number of rooms.reverse()) {
    const booked = await request.post('/api/v1/reservations', {
      headers: guest.auth,
      data: { ...stay, rooms: [{ number, guest_count: 1 }], category: 'tourism' },
    })
    if (booked.status() !== 201) continue
    const { data } = (await booked.json()) as { data: { id: string } }
    const checkedIn = await request.post(`/api/v1/staff/reservations/${data.id}/check-in`, {
      headers: { 'X-CSRF-Token': csrf },
      data: { identification: guest.identification },
    })
    if (checkedIn.status() === 200) return { id: data.id, room: number }
  }
  throw new Error('no room could be booked and checked in tonight')
}
