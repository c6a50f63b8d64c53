import { request as httpRequest } from 'node:http'
import { and, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { auditLog, mailOutbox, staffInvitations, staffTokens, staffUsers } from '../../db/schema/index.ts'
import { hashToken } from '../../http/tokens.ts'
import type { Mail } from '../../integrations/mail.ts'
import {
  createStaff,
  createTestContext,
  memoryMailer,
  ownerPassword,
  type StaffAuth,
  type TestContext,
} from '../../test/harness.ts'

let ctx: TestContext
const mailer = memoryMailer()
const ownerEmail = 'owner@casapinar.example'
let owner: StaffAuth
let ownerId: string

// biome-ignore lint/suspicious/noExplicitAny: tests read answers freely
type Answer = { status: number; body: any; setCookie: string; cookie: string }

/**
 * A request from `address` (any of 127.0.0.0/8 reaches the test server), so that the limits per address see
 * the address a test picks.
 */
function call(
  path: string,
  init: {
    method?: string
    body?: unknown
    auth?: StaffAuth
    lang?: string
    address?: string
    csrf?: boolean
  } = {},
): Promise<Answer> {
  const data = init.body === undefined ? undefined : JSON.stringify(init.body)
  const headers: Record<string, string | number> = { 'accept-language': init.lang ?? 'en' }
  if (data !== undefined) {
    headers['content-type'] = 'application/json'
    headers['content-length'] = Buffer.byteLength(data)
  }
  if (init.auth) {
    headers.cookie = init.auth.cookie
    if (init.csrf !== false) headers['x-csrf-token'] = init.auth.csrf
  }
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      new URL(`/api/v1${path}`, ctx.baseUrl),
      { method: init.method ?? 'GET', localAddress: init.address ?? '127.0.0.1', headers },
      (res) => {
        let text = ''
        res.setEncoding('utf8')
        res.on('data', (chunk) => {
          text += chunk
        })
        res.on('end', () => {
          const setCookie = String(res.headers['set-cookie'] ?? '')
          let body: unknown = text
          try {
            body = JSON.parse(text)
          } catch {}
          const answer = {
            status: res.statusCode ?? 0,
            body,
            setCookie,
            cookie: setCookie.split(';')[0] ?? '',
          }
          // As ctx.http does: what the request queued in the mail outbox is delivered before the test reads it.
          ctx.app.mailOutbox.drain().then(() => resolve(answer), reject)
        })
      },
    )
    req.on('error', reject)
    req.end(data)
  })
}

const sessionOf = (res: Answer): StaffAuth => ({
  cookie: res.cookie,
  csrf: res.body.csrf_token,
  body: res.body,
})

let loginAddress = 0
/** Signs in from an address of its own, so that the sign-in limits never get in a test's way. */
async function signIn(email: string, password: string, lang = 'en') {
  loginAddress += 1
  return call('/staff/auth/login', {
    method: 'POST',
    body: { email, password },
    lang,
    address: `127.0.200.${loginAddress % 250}`,
  })
}
async function session(email: string, password: string) {
  const res = await signIn(email, password)
  if (res.status !== 200) throw new Error(`sign-in failed: ${res.status} ${JSON.stringify(res.body)}`)
  return sessionOf(res)
}
const me = (auth: StaffAuth) => call('/staff/auth/me', { auth })

let personCount = 0
/** A staff member straight into the database, and their session. */
async function person(roles: Parameters<typeof createStaff>[1]['roles'] = ['receptionist'], name = 'Rita') {
  personCount += 1
  const email = `person${personCount}@casapinar.example`
  const password = `desk-pass-${personCount}-pine`
  const id = await createStaff(ctx, { email, password, roles, name })
  return { id, email, password, auth: await session(email, password) }
}

const invite = (body: Record<string, unknown>, lang = 'en', auth = owner) =>
  call('/staff/invitations', { method: 'POST', body, auth, lang })

/** The token of the invitation link in a mail. */
function tokenIn(mail: Mail | undefined): string {
  const match = mail?.text.match(/\/dashboard\/invitation\/([A-Za-z0-9_-]+)/)
  if (!match?.[1]) throw new Error('no invitation link in the mail')
  return match[1]
}

let inviteCount = 0
/** Invites a new e-mail as `role` and returns the mailed token. */
async function invited(role = 'receptionist', name = 'Nina') {
  inviteCount += 1
  const email = `invited${inviteCount}@example.com`
  const res = await invite({ email, name, last_name: 'Nueva', role })
  expect(res.status, JSON.stringify(res.body)).toBe(201)
  return { email, token: tokenIn(mailer.last(email)), id: res.body.data.id as string }
}

let tokenAddress = 0
/** Token routes are limited per address: each call of a test from an address of its own. */
const nextTokenAddress = () => {
  tokenAddress += 1
  return `127.0.${100 + Math.floor(tokenAddress / 250)}.${1 + (tokenAddress % 250)}`
}
const viewInvitation = (token: string, lang = 'en') =>
  call(`/staff/invitations/${token}`, { lang, address: nextTokenAddress() })
const accept = (token: string, password: string, confirmation = password, lang = 'en') =>
  call(`/staff/invitations/${token}/accept`, {
    method: 'POST',
    body: { password, password_confirmation: confirmation },
    lang,
    address: nextTokenAddress(),
  })

async function auditOf(entityId: string) {
  return ctx.database.db.select().from(auditLog).where(eq(auditLog.entityId, entityId))
}

/** Waits for a mail sent after the answer (a reset code). */
async function mailTo(email: string, count: number) {
  for (let i = 0; i < 100; i++) {
    const sent = mailer.sent.filter((mail) => mail.to === email)
    if (sent.length >= count) return sent.at(-1) as Mail
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
  throw new Error(`no mail to ${email}`)
}

beforeAll(async () => {
  ctx = await createTestContext({ PUBLIC_URL: 'https://hotel.example' }, { mailer })
  // The cookie is Secure on https: the test server is http, so the cookie is read back from Set-Cookie.
  owner = await session(ownerEmail, ownerPassword)
  ownerId = owner.body.user.id
})
afterAll(() => ctx?.close())

describe('invitations', () => {
  it('mails a single-use link; the link tells who is invited; accepting signs the new person in', async () => {
    const res = await invite({
      email: ' Nora.Night@Example.com ',
      name: 'Nora',
      last_name: 'Night',
      role: 'receptionist',
    })
    expect(res.status).toBe(201)
    expect(res.body.message).toBe('An invitation has been sent to nora.night@example.com.')
    expect(res.body.data).toMatchObject({
      email: 'nora.night@example.com',
      name: 'Nora',
      last_name: 'Night',
      role: 'receptionist',
      invited_by: { id: ownerId, name: 'Demo' },
    })
    expect(res.body.data).not.toHaveProperty('token')
    const hours = (Date.parse(res.body.data.expires_at) - Date.now()) / 3600_000
    expect(hours).toBeGreaterThan(71.9)
    expect(hours).toBeLessThanOrEqual(72)

    const mail = mailer.last('nora.night@example.com')
    expect(mail?.subject).toBe('Your invitation to the Hotel Casa Pinar dashboard')
    expect(mail?.text).toContain('Hello Nora,')
    expect(mail?.text).toContain('invites you to the Hotel Casa Pinar staff dashboard as Receptionist.')
    expect(mail?.text).toContain('expires in 72 hours')
    const token = tokenIn(mail)
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(mail?.text).toContain(`https://hotel.example/dashboard/invitation/${token}`)
    expect(mail?.html).toContain(`href="https://hotel.example/dashboard/invitation/${token}"`)
    expect(mail?.html).toContain('<html lang="en">')
    // Only the token's SHA-256 is stored.
    const [stored] = await ctx.database.db
      .select()
      .from(staffInvitations)
      .where(eq(staffInvitations.id, res.body.data.id))
    expect(stored?.tokenHash).toBe(hashToken(token))

    const view = await viewInvitation(token)
    expect(view.status).toBe(200)
    expect(view.body).toEqual({
      data: { email: 'nora.night@example.com', name: 'Nora', last_name: 'Night', role: 'receptionist' },
    })

    const accepted = await accept(token, 'pinar-night-2026')
    expect(accepted.status).toBe(201)
    expect(accepted.body.message).toBe('Welcome to Hotel Casa Pinar, Nora. Your account is ready.')
    expect(accepted.body.user).toMatchObject({
      email: 'nora.night@example.com',
      name: 'Nora',
      last_name: 'Night',
      roles: ['receptionist'],
      status: 'active',
    })
    expect(accepted.body.permissions).toContain('reservations.manage')
    expect(accepted.body.permissions).not.toContain('staff.manage')
    expect(accepted.body.csrf_token).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(accepted.setCookie).toMatch(
      /^hotel_staff=[A-Za-z0-9_-]{43}; Max-Age=43200; Path=\/api\/v1\/staff; HttpOnly; Secure; SameSite=Strict$/,
    )
    const nora = sessionOf(accepted)
    const mine = await me(nora)
    expect(mine.status).toBe(200)
    expect(mine.body.data.user.email).toBe('nora.night@example.com')
    // The session's CSRF token works for unsafe requests.
    expect((await call('/staff/auth/logout', { method: 'POST', auth: nora })).status).toBe(200)
    // And the chosen password signs in.
    expect((await signIn('nora.night@example.com', 'pinar-night-2026')).status).toBe(200)

    // The link was single-use.
    const again = await accept(token, 'pinar-night-2026')
    expect(again.status).toBe(404)
    expect(again.body).toEqual({
      code: 'invitation_not_found',
      message: 'Invite not found. It may have been used, revoked or have expired.',
    })
    expect((await viewInvitation(token)).status).toBe(404)

    // Both steps are in the audit log, without the token or its hash.
    const [invitedEntry] = await auditOf(res.body.data.id)
    expect(invitedEntry).toMatchObject({
      action: 'staff.invite',
      entity: 'staff_invitation',
      staffUserId: ownerId,
      ip: '127.0.0.1',
      after: { email: 'nora.night@example.com', role: 'receptionist', replaces: [] },
    })
    const [acceptedEntry] = await auditOf(accepted.body.user.id)
    expect(acceptedEntry).toMatchObject({
      action: 'staff.invitation_accept',
      entity: 'staff_user',
      staffUserId: accepted.body.user.id,
      after: { email: 'nora.night@example.com', roles: ['receptionist'], invitation: res.body.data.id },
    })
    const logged = JSON.stringify([invitedEntry, acceptedEntry])
    expect(logged).not.toContain(token)
    expect(logged).not.toContain(hashToken(token))
    expect(logged).not.toContain('argon2')
  })

  it("mails the invitation in the inviter's language, and answers in it", async () => {
    const res = await invite(
      { email: 'lucia@example.com', name: 'Lucía', last_name: 'Ruiz', role: 'housekeeper' },
      'es',
    )
    expect(res.status).toBe(201)
    expect(res.body.message).toBe('Se envió una invitación a lucia@example.com.')
    const mail = mailer.last('lucia@example.com')
    expect(mail?.subject).toBe('Su invitación al panel de Hotel Casa Pinar')
    expect(mail?.text).toContain('Hola, Lucía:')
    expect(mail?.text).toContain('le invita al panel del personal de Hotel Casa Pinar como Camarista.')
    expect(mail?.text).toContain('vence en 72 horas')
    expect(mail?.html).toContain('<html lang="es">')
    const accepted = await accept(tokenIn(mail), 'camarista-pinar-7', 'camarista-pinar-7', 'es')
    expect(accepted.status).toBe(201)
    expect(accepted.body.message).toBe('Bienvenido a Hotel Casa Pinar, Lucía. Su cuenta está lista.')
  })

  it('makes an owner of an invited owner', async () => {
    const { token } = await invited('owner', 'Olga')
    const accepted = await accept(token, 'second-owner-pass')
    expect(accepted.status).toBe(201)
    expect(accepted.body.user.roles).toEqual(['owner'])
    expect(accepted.body.permissions).toContain('staff.manage')
  })

  it('voids the earlier pending invitation when the same e-mail is invited again', async () => {
    const first = await invite({
      email: 'twice@example.com',
      name: 'Tomás',
      last_name: 'Dos',
      role: 'manager',
    })
    const firstToken = tokenIn(mailer.last('twice@example.com'))
    const second = await invite({
      email: 'TWICE@example.com',
      name: 'Tomás',
      last_name: 'Dos',
      role: 'accountant',
    })
    expect(second.status).toBe(201)
    const secondToken = tokenIn(mailer.last('twice@example.com'))
    expect(secondToken).not.toBe(firstToken)
    expect((await viewInvitation(firstToken)).status).toBe(404)
    expect((await accept(firstToken, 'twice-pinar-2026')).status).toBe(404)
    expect((await viewInvitation(secondToken)).body.data.role).toBe('accountant')
    const pending = await call('/staff/invitations?search=twice', { auth: owner })
    expect(pending.body.data.map((i: { id: string }) => i.id)).toEqual([second.body.data.id])
    const [entry] = await auditOf(second.body.data.id)
    expect(entry?.after).toMatchObject({ replaces: [first.body.data.id] })
  })

  it('refuses to invite an e-mail that already belongs to a staff member', async () => {
    const res = await invite({ email: 'OWNER@casapinar.example', name: 'X', last_name: 'Y', role: 'manager' })
    expect(res.status).toBe(409)
    expect(res.body).toEqual({
      code: 'email_taken',
      message: 'This e-mail is already registered.',
      errors: { email: ['This e-mail is already registered.'] },
    })
    const es = await invite({ email: ownerEmail, name: 'X', last_name: 'Y', role: 'manager' }, 'es')
    expect(es.body.message).toBe('Este correo electrónico ya está registrado.')
  })

  it('refuses to accept when the e-mail became a staff member meanwhile', async () => {
    const { email, token } = await invited()
    await createStaff(ctx, { email, password: 'already-here-1', roles: ['housekeeper'] })
    const res = await accept(token, 'pinar-meanwhile-1')
    expect(res.status).toBe(409)
    expect(res.body.code).toBe('email_taken')
  })

  it('answers "invite not found" for unknown, expired and revoked links, in both languages', async () => {
    const unknown = await viewInvitation('x'.repeat(43), 'es')
    expect(unknown.status).toBe(404)
    expect(unknown.body).toEqual({
      code: 'invitation_not_found',
      message: 'Invitación no encontrada. Puede que ya se haya usado, revocado o vencido.',
    })
    expect((await accept('y'.repeat(43), 'pinar-unknown-1')).status).toBe(404)
    // A path parameter longer than any token is refused by the router.
    expect([400, 404]).toContain((await viewInvitation('z'.repeat(500))).status)

    const expired = await invited()
    await ctx.database.db
      .update(staffInvitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(staffInvitations.id, expired.id))
    expect((await viewInvitation(expired.token)).status).toBe(404)
    expect((await accept(expired.token, 'pinar-expired-1')).body.code).toBe('invitation_not_found')

    const revoked = await invited()
    const res = await call(`/staff/invitations/${revoked.id}`, { method: 'DELETE', auth: owner, lang: 'es' })
    expect(res.status).toBe(200)
    expect(res.body.message).toBe(`Se revocó la invitación a ${revoked.email}.`)
    expect((await viewInvitation(revoked.token)).status).toBe(404)
    expect((await accept(revoked.token, 'pinar-revoked-1')).status).toBe(404)
    const twice = await call(`/staff/invitations/${revoked.id}`, { method: 'DELETE', auth: owner })
    expect(twice.status).toBe(404)
    expect(twice.body.message).toBe('Invite not found. It may have been used, revoked or have expired.')
    const [entry] = await auditOf(revoked.id).then((rows) =>
      rows.filter((r) => r.action === 'staff.invitation_revoke'),
    )
    expect(entry).toMatchObject({
      entity: 'staff_invitation',
      staffUserId: ownerId,
      before: { email: revoked.email, status: 'pending' },
      after: { status: 'revoked' },
    })
  })

  it('answers "token missing" for an empty token', async () => {
    for (const path of ['/staff/invitations/%20', '/staff/invitations/%20/accept']) {
      const post = path.endsWith('/accept')
      const res = await call(path, {
        method: post ? 'POST' : 'GET',
        body: post ? { password: 'pinar-missing-1', password_confirmation: 'pinar-missing-1' } : undefined,
        address: nextTokenAddress(),
      })
      expect([path, res.status, res.body]).toEqual([
        path,
        422,
        {
          code: 'token_missing',
          message: 'Invite token missing. Please open the link from the invitation e-mail.',
        },
      ])
    }
    const empty = await call('/staff/invitations//accept', {
      method: 'POST',
      body: { password: 'pinar-missing-1', password_confirmation: 'pinar-missing-1' },
      lang: 'es',
      address: nextTokenAddress(),
    })
    expect(empty.status).toBe(422)
    expect(empty.body.message).toBe(
      'Falta el token de la invitación. Abra el enlace del correo de invitación.',
    )
  })

  it('checks the password like a guest registration, and keeps the link working after a refusal', async () => {
    const { token } = await invited()
    const short = await accept(token, 'short')
    expect(short.status).toBe(422)
    expect(short.body.errors.password).toEqual(['The password must have at least 8 characters.'])
    const mismatch = await accept(token, 'pinar-valid-2026', 'pinar-other-2026', 'es')
    expect(mismatch.body.errors.password_confirmation).toEqual(['Las contraseñas no coinciden.'])
    const common = await accept(token, 'Password123')
    expect(common.status).toBe(422)
    expect(common.body.errors.password).toEqual(['This password is too common. Choose another.'])
    const repeated = await accept(token, 'aaaaaaaaaa', 'aaaaaaaaaa', 'es')
    expect(repeated.body.errors.password).toEqual(['Esta contraseña es demasiado común. Elija otra.'])
    expect((await accept(token, 'pinar-valid-2026')).status).toBe(201)
  })

  it('makes one account when a link is accepted twice at once', async () => {
    const { email, token } = await invited()
    const results = await Promise.all([accept(token, 'pinar-race-2026'), accept(token, 'pinar-race-2026')])
    expect(results.map((r) => r.status).sort()).toEqual([201, 404])
    const rows = await ctx.database.db.select().from(staffUsers).where(eq(staffUsers.email, email))
    expect(rows).toHaveLength(1)
  })

  it('lists pending invitations only, paged, searched and ordered', async () => {
    const a = await invite({ email: 'list-a@example.com', name: 'Ana', last_name: 'Lista', role: 'manager' })
    const b = await invite({ email: 'list-b@example.com', name: 'Beto', last_name: 'Lista', role: 'manager' })
    const used = await invited()
    await accept(used.token, 'pinar-used-2026')
    const page = await call(
      '/staff/invitations?search=lista&per_page=1&order_by=email&order_direction=desc',
      {
        auth: owner,
      },
    )
    expect(page.status).toBe(200)
    expect(page.body.meta).toEqual({ page: 1, per_page: 1, total: 2, last_page: 2 })
    expect(page.body.data.map((i: { id: string }) => i.id)).toEqual([b.body.data.id])
    const all = await call('/staff/invitations?per_page=100', { auth: owner })
    const ids = all.body.data.map((i: { id: string }) => i.id)
    expect(ids).toContain(a.body.data.id)
    expect(ids).not.toContain(used.id)
    const wrong = await call('/staff/invitations?order_by=token', { auth: owner })
    expect(wrong.status).toBe(422)
  })

  it('answers anyone but an owner "The operation requires higher privileges."', async () => {
    const manager = await person(['manager'])
    const body = { email: 'sneaky@example.com', name: 'S', last_name: 'N', role: 'owner' }
    const en = await invite(body, 'en', manager.auth)
    expect(en.status).toBe(403)
    expect(en.body).toEqual({ code: 'forbidden', message: 'The operation requires higher privileges.' })
    const es = await invite(body, 'es', manager.auth)
    expect(es.body).toEqual({ code: 'forbidden', message: 'La operación requiere privilegios más altos.' })
    for (const [method, path] of [
      ['GET', '/staff/invitations'],
      ['DELETE', '/staff/invitations/00000000-0000-4000-8000-000000000000'],
      ['GET', '/staff/users'],
      ['GET', `/staff/users/${ownerId}`],
      ['PATCH', `/staff/users/${ownerId}`],
      ['POST', `/staff/users/${ownerId}/suspend`],
      ['POST', `/staff/users/${ownerId}/restore`],
    ] as const) {
      const res = await call(path, {
        method,
        auth: manager.auth,
        body: method === 'GET' ? undefined : {},
        lang: 'es',
      })
      expect([path, res.status, res.body.message]).toEqual([
        path,
        403,
        'La operación requiere privilegios más altos.',
      ])
    }
  })

  it('limits the public token routes per address', async () => {
    const statuses: number[] = []
    for (let i = 0; i < 21; i++)
      statuses.push((await call(`/staff/invitations/${'q'.repeat(43)}`, { address: '127.0.99.7' })).status)
    expect(statuses.slice(0, 20)).toEqual(Array(20).fill(404))
    expect(statuses[20]).toBe(429)
    // Another address is not affected.
    expect((await call(`/staff/invitations/${'q'.repeat(43)}`, { address: '127.0.99.8' })).status).toBe(404)
  })
})

describe('staff users', () => {
  it('lists staff with search, status filter, order and paging', async () => {
    const zed = await person(['housekeeper'], 'Zoila')
    await ctx.database.db
      .update(staffUsers)
      .set({ lastName: 'Zamora', phone: '+50588421930', identification: '161-010190-0001Z' })
      .where(eq(staffUsers.id, zed.id))
    const byName = await call('/staff/users?search=zoila%20zam', { auth: owner })
    expect(byName.status).toBe(200)
    expect(byName.body.data).toHaveLength(1)
    expect(byName.body.data[0]).toMatchObject({
      id: zed.id,
      email: zed.email,
      roles: ['housekeeper'],
      status: 'active',
      phone: '+50588421930',
    })
    expect(byName.body.data[0]).not.toHaveProperty('password_hash')
    expect(
      (await call(`/staff/users?search=${zed.email.toUpperCase()}`, { auth: owner })).body.data,
    ).toHaveLength(1)
    expect((await call('/staff/users?search=8842-1930', { auth: owner })).body.data[0]?.id).toBe(zed.id)
    expect((await call('/staff/users?search=%25', { auth: owner })).body.data).toHaveLength(0)

    // Order: three people who share a last name.
    for (const [email, name] of [
      ['c-orden@casapinar.example', 'Adán'],
      ['a-orden@casapinar.example', 'Mateo'],
      ['b-orden@casapinar.example', 'Zulema'],
    ] as const) {
      const id = await createStaff(ctx, { email, password: 'orden-pass-2026', roles: [], name })
      await ctx.database.db.update(staffUsers).set({ lastName: 'Ordenado' }).where(eq(staffUsers.id, id))
    }
    const order = async (query: string) =>
      (await call(`/staff/users?search=ordenado&${query}`, { auth: owner })).body.data.map(
        (u: { name: string }) => u.name,
      )
    expect(await order('order_by=name')).toEqual(['Adán', 'Mateo', 'Zulema'])
    expect(await order('order_by=name&order_direction=desc')).toEqual(['Zulema', 'Mateo', 'Adán'])
    expect(await order('order_by=email')).toEqual(['Mateo', 'Zulema', 'Adán'])
    expect(await order('order_by=created_at&order_direction=desc')).toEqual(['Zulema', 'Mateo', 'Adán'])
    const paged = await call('/staff/users?search=ordenado&per_page=2&page=2&order_by=name', { auth: owner })
    expect(paged.body.meta).toEqual({ page: 2, per_page: 2, total: 3, last_page: 2 })
    expect(paged.body.data.map((u: { name: string }) => u.name)).toEqual(['Zulema'])
    const all = await call('/staff/users?per_page=100', { auth: owner })
    expect(all.body.meta.total).toBe(all.body.data.length)
    expect(all.body.data.some((u: { email: string }) => u.email === ownerEmail)).toBe(true)

    await call(`/staff/users/${zed.id}/suspend`, { method: 'POST', auth: owner })
    const suspended = await call('/staff/users?status=suspended&per_page=100', { auth: owner })
    expect(suspended.body.data.map((u: { id: string }) => u.id)).toContain(zed.id)
    expect(suspended.body.data.every((u: { status: string }) => u.status === 'suspended')).toBe(true)
    const bad = await call('/staff/users?status=gone&order_by=password', { auth: owner, lang: 'es' })
    expect(bad.status).toBe(422)
    expect(bad.body.code).toBe('invalid_query')
  })

  it('shows a person with their roles and their own permissions; unknown ids 404', async () => {
    const id = await createStaff(ctx, {
      email: 'detail@casapinar.example',
      password: 'detail-pass-1',
      roles: ['housekeeper', 'receptionist'],
      permissions: ['refunds.create'],
    })
    const res = await call(`/staff/users/${id}`, { auth: owner })
    expect(res.status).toBe(200)
    expect(res.body.data).toMatchObject({
      id,
      email: 'detail@casapinar.example',
      roles: ['housekeeper', 'receptionist'],
      direct_permissions: ['refunds.create'],
      status: 'active',
    })
    const unknown = await call('/staff/users/00000000-0000-4000-8000-000000000000', {
      auth: owner,
      lang: 'es',
    })
    expect(unknown.status).toBe(404)
    expect(unknown.body).toEqual({ code: 'staff_not_found', message: 'Miembro del personal no encontrado.' })
    expect(
      (await call('/staff/users/00000000-0000-4000-8000-000000000000', { auth: owner })).body.message,
    ).toBe('Staff member not found.')
    expect((await call('/staff/users/not-an-id', { auth: owner })).status).toBe(422)
  })

  it('edits contact facts, keeping e-mail, phone and identification unique', async () => {
    const a = await person(['receptionist'], 'Ada')
    const b = await person(['receptionist'], 'Bea')
    const edit = (id: string, body: Record<string, unknown>, lang = 'en') =>
      call(`/staff/users/${id}`, { method: 'PATCH', body, auth: owner, lang })
    const res = await edit(a.id, {
      name: 'Adela',
      phone: '(505) 8800-1111',
      identification: '001-010190-0001A',
    })
    expect(res.status).toBe(200)
    expect(res.body.message).toBe('The details of Adela Desk have been saved.')
    expect(res.body.data).toMatchObject({
      name: 'Adela',
      phone: '50588001111',
      identification: '001-010190-0001A',
    })
    const [entry] = (await auditOf(a.id)).filter((r) => r.action === 'staff.update')
    expect(entry).toMatchObject({
      entity: 'staff_user',
      staffUserId: ownerId,
      before: { name: 'Ada', phone: null, identification: null },
      after: { name: 'Adela', phone: '50588001111', identification: '001-010190-0001A' },
    })

    const email = await edit(b.id, { email: a.email.toUpperCase() })
    expect(email.status).toBe(409)
    expect(email.body).toEqual({
      code: 'email_taken',
      message: 'This e-mail is already registered.',
      errors: { email: ['This e-mail is already registered.'] },
    })
    const phone = await edit(b.id, { phone: '+505 8800 1111' }, 'es')
    expect(phone.body).toEqual({
      code: 'phone_taken',
      message: 'Este número de teléfono ya está registrado.',
      errors: { phone: ['Este número de teléfono ya está registrado.'] },
    })
    const identification = await edit(b.id, { identification: '001-010190-0001a' })
    expect(identification.status).toBe(409)
    expect(identification.body.message).toBe('This identification is already registered.')
    const all = await edit(
      b.id,
      { email: a.email, phone: '50588001111', identification: '001-010190-0001A' },
      'es',
    )
    expect(all.body.errors).toEqual({
      email: ['Este correo electrónico ya está registrado.'],
      phone: ['Este número de teléfono ya está registrado.'],
      identification: ['Esta identificación ya está registrada.'],
    })

    // Clearing phone and identification frees them for someone else.
    expect((await edit(a.id, { phone: null, identification: null })).body.data).toMatchObject({
      phone: null,
      identification: null,
    })
    const moved = await edit(b.id, { phone: '505 8800 1111', email: 'bea.new@casapinar.example' }, 'es')
    expect(moved.status).toBe(200)
    expect(moved.body.message).toBe('Se guardaron los datos de Bea Desk.')
    expect((await signIn('bea.new@casapinar.example', b.password)).status).toBe(200)

    const invalid = await edit(b.id, { name: '', email: 'nope', role: 'owner' })
    expect(invalid.status).toBe(422)
    expect(Object.keys(invalid.body.errors).sort()).toEqual(['email', 'name', 'role'])
    expect((await edit('00000000-0000-4000-8000-000000000000', { name: 'X' })).status).toBe(404)
  })

  it('suspends a person: their sessions end at once, sign-in is refused; restore lets them back', async () => {
    const rita = await person(['receptionist'], 'Rosa')
    const second = await session(rita.email, rita.password)
    const res = await call(`/staff/users/${rita.id}/suspend`, { method: 'POST', auth: owner })
    expect(res.status).toBe(200)
    expect(res.body.message).toBe('Rosa Desk has been suspended and signed out.')
    expect(res.body.data.status).toBe('suspended')
    for (const auth of [rita.auth, second]) {
      const next = await me(auth)
      expect(next.status).toBe(401)
      expect(next.body.code).toBe('token_invalid')
    }
    const open = await ctx.database.db.select().from(staffTokens).where(eq(staffTokens.userId, rita.id))
    expect(open.every((t) => t.revokedAt !== null)).toBe(true)
    const refused = await signIn(rita.email, rita.password)
    expect(refused.status).toBe(403)
    expect(refused.body).toEqual({
      code: 'account_suspended',
      message: 'This account is suspended. Please contact the hotel.',
    })
    const refusedEs = await signIn(rita.email, rita.password, 'es')
    expect(refusedEs.body.message).toBe('Esta cuenta está suspendida. Comuníquese con el hotel.')
    // Again: no change, no second entry.
    expect((await call(`/staff/users/${rita.id}/suspend`, { method: 'POST', auth: owner })).status).toBe(200)

    const restored = await call(`/staff/users/${rita.id}/restore`, {
      method: 'POST',
      auth: owner,
      lang: 'es',
    })
    expect(restored.status).toBe(200)
    expect(restored.body.message).toBe('Se restableció a Rosa Desk; ya puede iniciar sesión de nuevo.')
    expect(restored.body.data.status).toBe('active')
    expect((await signIn(rita.email, rita.password)).status).toBe(200)
    // The old sessions stay ended.
    expect((await me(rita.auth)).status).toBe(401)

    const entries = await auditOf(rita.id)
    expect(entries.map((e) => [e.action, e.before, e.after])).toEqual([
      ['staff.suspend', { status: 'active' }, { status: 'suspended', sessions: 'ended' }],
      ['staff.restore', { status: 'suspended' }, { status: 'active' }],
    ])
    expect(entries.every((e) => e.staffUserId === ownerId && e.ip === '127.0.0.1')).toBe(true)
  })

  it('lets nobody suspend themselves', async () => {
    const en = await call(`/staff/users/${ownerId}/suspend`, { method: 'POST', auth: owner })
    expect(en.status).toBe(409)
    expect(en.body).toEqual({ code: 'cannot_suspend_self', message: 'You cannot suspend your own account.' })
    const es = await call(`/staff/users/${ownerId}/suspend`, { method: 'POST', auth: owner, lang: 'es' })
    expect(es.body.message).toBe('No puede suspender su propia cuenta.')
    expect((await me(owner)).status).toBe(200)
  })

  it('keeps the last active owner', async () => {
    // Only owners manage staff, so only a race (or a grant made outside the API) reaches this rule.
    const ownersNow = async () => {
      const rows = await ctx.database.db.select().from(staffUsers).where(eq(staffUsers.status, 'active'))
      const ids: string[] = []
      for (const row of rows)
        if ((await call(`/staff/users/${row.id}`, { auth: owner })).body.data?.roles.includes('owner'))
          ids.push(row.id)
      return ids
    }
    // The other owners of this file are suspended for the test, and restored after it.
    const others = (await ownersNow()).filter((id) => id !== ownerId)
    for (const id of others)
      expect((await call(`/staff/users/${id}/suspend`, { method: 'POST', auth: owner })).status).toBe(200)
    await createStaff(ctx, {
      email: 'stray@casapinar.example',
      password: 'stray-pass-2026',
      roles: [],
      permissions: ['staff.manage'],
    })
    const stray = await session('stray@casapinar.example', 'stray-pass-2026')
    const en = await call(`/staff/users/${ownerId}/suspend`, { method: 'POST', auth: stray })
    expect(en.status).toBe(409)
    expect(en.body).toEqual({
      code: 'last_owner',
      message: 'The last active owner cannot be suspended. Make someone else an owner first.',
    })
    const es = await call(`/staff/users/${ownerId}/suspend`, { method: 'POST', auth: stray, lang: 'es' })
    expect(es.body.message).toBe(
      'No se puede suspender al último propietario activo. Primero nombre propietario a otra persona.',
    )
    expect((await me(owner)).status).toBe(200)

    // Two owners left, suspending each other at the same moment: one of them stays.
    const a = await person(['owner'], 'Ana')
    const b = await person(['owner'], 'Beto')
    expect((await call(`/staff/users/${ownerId}/suspend`, { method: 'POST', auth: a.auth })).status).toBe(200)
    const race = await Promise.all([
      call(`/staff/users/${b.id}/suspend`, { method: 'POST', auth: a.auth }),
      call(`/staff/users/${a.id}/suspend`, { method: 'POST', auth: b.auth }),
    ])
    const statuses = race.map((r) => r.status)
    expect(statuses.filter((s) => s === 200)).toHaveLength(1)
    expect(statuses.filter((s) => s === 409 || s === 401)).toHaveLength(1)
    const left = await ctx.database.db.select().from(staffUsers).where(eq(staffUsers.status, 'active'))
    const survivor = race[0]?.status === 200 ? a : b
    expect(left.map((row) => row.id)).toContain(survivor.id)
    expect(left.map((row) => row.id)).not.toContain(survivor === a ? b.id : a.id)

    // The survivor brings everyone back.
    for (const id of [ownerId, ...others])
      expect((await call(`/staff/users/${id}/restore`, { method: 'POST', auth: survivor.auth })).status).toBe(
        200,
      )
    owner = await session(ownerEmail, ownerPassword)
  })
})

describe('my account', () => {
  it('changes my password: my other sessions end, this one stays', async () => {
    const p = await person(['accountant'], 'Pablo')
    const other = await session(p.email, p.password)
    const change = (body: Record<string, unknown>, lang = 'en') =>
      call('/staff/auth/password', { method: 'PUT', body, auth: p.auth, lang })
    const wrong = await change({
      current_password: 'not-mine-at-all',
      password: 'pablo-new-pass-1',
      password_confirmation: 'pablo-new-pass-1',
    })
    expect(wrong.status).toBe(422)
    expect(wrong.body).toEqual({
      code: 'current_password_invalid',
      message: 'The current password is incorrect.',
      errors: { current_password: ['The current password is incorrect.'] },
    })
    const wrongEs = await change(
      { current_password: 'x', password: 'pablo-new-pass-1', password_confirmation: 'pablo-new-pass-1' },
      'es',
    )
    expect(wrongEs.body.message).toBe('La contraseña actual no es correcta.')
    const common = await change({
      current_password: p.password,
      password: 'iloveyou',
      password_confirmation: 'iloveyou',
    })
    expect(common.body.errors.password).toEqual(['This password is too common. Choose another.'])
    const mismatch = await change({
      current_password: p.password,
      password: 'pablo-new-pass-1',
      password_confirmation: 'pablo-new-pass-2',
    })
    expect(mismatch.body.errors.password_confirmation).toEqual(['Passwords do not match.'])
    expect((await me(other)).status).toBe(200)

    const ok = await change(
      {
        current_password: p.password,
        password: 'pablo-new-pass-1',
        password_confirmation: 'pablo-new-pass-1',
      },
      'es',
    )
    expect(ok.status).toBe(200)
    expect(ok.body.message).toBe('Su contraseña fue cambiada.')
    expect((await me(p.auth)).status).toBe(200)
    expect((await me(other)).status).toBe(401)
    expect((await signIn(p.email, p.password)).status).toBe(401)
    expect((await signIn(p.email, 'pablo-new-pass-1')).status).toBe(200)
    const [entry] = (await auditOf(p.id)).filter((e) => e.action === 'staff.password_change')
    expect(entry).toMatchObject({
      entity: 'staff_user',
      staffUserId: p.id,
      after: { other_sessions_ended: 1 },
    })
    expect(JSON.stringify(entry)).not.toContain('argon2')
    // Without the CSRF header it is refused before anything else.
    const forged = await call('/staff/auth/password', {
      method: 'PUT',
      body: {},
      auth: p.auth,
      csrf: false,
    })
    expect(forged.status).toBe(403)
  })

  it('signs me out of every session', async () => {
    const p = await person(['housekeeper'], 'Paz')
    const other = await session(p.email, p.password)
    const res = await call('/staff/auth/logout-all', { method: 'POST', auth: p.auth, lang: 'es' })
    expect(res.status).toBe(200)
    expect(res.body.message).toBe('Se cerraron todas sus sesiones.')
    expect(res.setCookie).toMatch(
      /^hotel_staff=; Max-Age=0; Path=\/api\/v1\/staff; Expires=[^;]+; HttpOnly; Secure; SameSite=Strict$/,
    )
    expect((await me(p.auth)).status).toBe(401)
    expect((await me(other)).status).toBe(401)
    const [entry] = (await auditOf(p.id)).filter((e) => e.action === 'staff.sign_out_everywhere')
    expect(entry).toMatchObject({ entity: 'staff_user', staffUserId: p.id })
    const en = await session(p.email, p.password)
    expect((await call('/staff/auth/logout-all', { method: 'POST', auth: en })).body.message).toBe(
      'You have signed out of every session.',
    )
    // Nobody else, and not without the CSRF header.
    expect((await call('/staff/auth/logout-all', { method: 'POST' })).status).toBe(401)
    expect((await call('/staff/auth/logout-all', { method: 'POST', auth: p.auth })).status).toBe(401)
    const forged = await call('/staff/auth/logout-all', { method: 'POST', auth: owner, csrf: false })
    expect(forged.body.code).toBe('csrf_invalid')
    expect((await me(owner)).status).toBe(200)
  })

  it('resets a forgotten password with a mailed code; every session ends', async () => {
    const p = await person(['receptionist'], 'Fede')
    const forgot = (email: string, lang = 'en', address = '127.0.50.1') =>
      call('/staff/auth/password/forgot', { method: 'POST', body: { email }, lang, address })
    const unknown = await forgot('nobody@casapinar.example')
    const known = await forgot(p.email.toUpperCase())
    expect(unknown.status).toBe(200)
    expect(known.status).toBe(200)
    expect(known.body).toEqual(unknown.body)
    expect(known.body.message).toBe(
      'If an account exists for this e-mail, we have sent it a code. It expires in 15 minutes.',
    )
    const mail = await mailTo(p.email, 1)
    expect(mail.subject).toMatch(/^Your code for Hotel Casa Pinar: \d{6}$/)
    expect(mail.text).toContain('choose a new password')
    const code = mail.text.match(/\b(\d{6})\b/)?.[1] as string
    expect(mailer.sent.some((m) => m.to === 'nobody@casapinar.example')).toBe(false)

    const reset = (body: Record<string, unknown>, lang = 'en') =>
      call('/staff/auth/password/reset', { method: 'POST', body, lang, address: '127.0.50.2' })
    const wrongCode = code === '000000' ? '111111' : '000000'
    const wrong = await reset(
      {
        email: p.email,
        code: wrongCode,
        password: 'fede-new-pass-1',
        password_confirmation: 'fede-new-pass-1',
      },
      'es',
    )
    expect(wrong.status).toBe(422)
    expect(wrong.body).toEqual({
      code: 'code_invalid',
      message: 'El código no es válido. Revíselo e inténtelo de nuevo.',
    })
    const stranger = await reset({
      email: 'nobody@casapinar.example',
      code,
      password: 'fede-new-pass-1',
      password_confirmation: 'fede-new-pass-1',
    })
    expect(stranger.body.code).toBe('code_invalid')
    const common = await reset({
      email: p.email,
      code,
      password: 'qwertyuiop',
      password_confirmation: 'qwertyuiop',
    })
    expect(common.body.errors.password).toEqual(['This password is too common. Choose another.'])
    expect((await me(p.auth)).status).toBe(200)

    const ok = await reset({
      email: p.email,
      code,
      password: 'fede-new-pass-1',
      password_confirmation: 'fede-new-pass-1',
    })
    expect(ok.status).toBe(200)
    expect(ok.body.message).toBe('Your password has been changed. You can sign in now.')
    expect((await me(p.auth)).status).toBe(401)
    expect((await signIn(p.email, 'fede-new-pass-1')).status).toBe(200)
    expect((await signIn(p.email, p.password)).status).toBe(401)
    // The code was spent.
    const again = await reset({
      email: p.email,
      code,
      password: 'fede-newer-pass-1',
      password_confirmation: 'fede-newer-pass-1',
    })
    expect(again.body.code).toBe('code_invalid')
    const [entry] = (await auditOf(p.id)).filter((e) => e.action === 'staff.password_reset')
    expect(entry).toMatchObject({ entity: 'staff_user', staffUserId: p.id, ip: '127.0.50.2' })
    expect(JSON.stringify(entry)).not.toContain(code)

    // Spanish answer, and no code for a suspended person.
    await call(`/staff/users/${p.id}/suspend`, { method: 'POST', auth: owner })
    const before = mailer.sent.length
    const es = await forgot(p.email, 'es', '127.0.50.3')
    expect(es.body.message).toBe(
      'Si existe una cuenta con este correo, le enviamos un código. Vence en 15 minutos.',
    )
    await new Promise((resolve) => setTimeout(resolve, 200))
    expect(mailer.sent.length).toBe(before)
  })

  it('caps reset codes per account, whatever the address, with the same answer', async () => {
    const p = await person(['receptionist'], 'Cora')
    for (let i = 0; i < 5; i++) {
      const res = await call('/staff/auth/password/forgot', {
        method: 'POST',
        body: { email: p.email },
        address: `127.0.51.${i + 1}`,
      })
      expect(res.status).toBe(200)
      await mailTo(p.email, i + 1)
    }
    const sixth = await call('/staff/auth/password/forgot', {
      method: 'POST',
      body: { email: p.email },
      address: '127.0.51.9',
    })
    expect(sixth.status).toBe(200)
    await new Promise((resolve) => setTimeout(resolve, 200))
    expect(mailer.sent.filter((m) => m.to === p.email)).toHaveLength(5)
    // The route's own limit per address and e-mail.
    const statuses: number[] = []
    for (let i = 0; i < 6; i++)
      statuses.push(
        (
          await call('/staff/auth/password/forgot', {
            method: 'POST',
            body: { email: 'limit@casapinar.example' },
            address: '127.0.52.1',
          })
        ).status,
      )
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429])
  })

  it('locks a code after too many wrong guesses', async () => {
    const p = await person(['receptionist'], 'Gus')
    await call('/staff/auth/password/forgot', {
      method: 'POST',
      body: { email: p.email },
      address: '127.0.53.1',
    })
    const code = (await mailTo(p.email, 1)).text.match(/\b(\d{6})\b/)?.[1] as string
    const wrongCode = code === '000000' ? '111111' : '000000'
    const body = (c: string) => ({
      email: p.email,
      code: c,
      password: 'gus-new-pass-1',
      password_confirmation: 'gus-new-pass-1',
    })
    for (let i = 0; i < ctx.config.OTP_MAX_ATTEMPTS; i++)
      expect(
        (
          await call('/staff/auth/password/reset', {
            method: 'POST',
            body: body(wrongCode),
            address: '127.0.53.2',
          })
        ).status,
      ).toBe(422)
    const locked = await call('/staff/auth/password/reset', {
      method: 'POST',
      body: body(code),
      address: '127.0.53.3',
    })
    expect(locked.status).toBe(429)
    expect(locked.body.code).toBe('too_many_attempts')
    const rows = await ctx.database.db
      .select()
      .from(staffUsers)
      .where(and(eq(staffUsers.id, p.id)))
    expect(rows[0]?.passwordHash).toBeTruthy()
    expect((await signIn(p.email, p.password)).status).toBe(200)
  })
})

describe('an invitation and its mail', () => {
  it('commit together: the mail is in the outbox with the invitation; a mail that cannot be stored leaves no invitation', async () => {
    const res = await invite({ email: 'both@example.com', name: 'Bo', last_name: 'Th', role: 'receptionist' })
    expect(res.status).toBe(201)
    const stored = await ctx.database.db
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(eq(mailOutbox.recipient, 'both@example.com'))
    expect(stored).toHaveLength(1)

    // The outbox refuses this one mail: the invitation written before it in the transaction goes with it.
    const { db } = ctx.database
    await db.execute(
      sql`alter table mail_outbox add constraint test_refused_recipient check (recipient <> 'neither@example.com')`,
    )
    try {
      const refused = await invite({
        email: 'neither@example.com',
        name: 'Nei',
        last_name: 'Ther',
        role: 'manager',
      })
      expect(refused.status).toBe(500)
    } finally {
      await db.execute(sql`alter table mail_outbox drop constraint test_refused_recipient`)
    }
    const invitations = await db
      .select({ id: staffInvitations.id })
      .from(staffInvitations)
      .where(eq(staffInvitations.email, 'neither@example.com'))
    expect(invitations).toEqual([])
    const audited = await db
      .select({ id: auditLog.id })
      .from(auditLog)
      .where(
        and(eq(auditLog.action, 'staff.invite'), sql`${auditLog.after}->>'email' = 'neither@example.com'`),
      )
    expect(audited).toEqual([])
  })
})

describe('an invitation whose mail fails', () => {
  it('is saved and answered at once; the pending list then says its mail was not sent', async () => {
    const failing = await createTestContext(
      {},
      {
        mailer: {
          send: async () => {
            throw new Error('smtp down')
          },
        },
      },
    )
    try {
      const signedIn = await failing.http('/api/v1/staff/auth/login', {
        method: 'POST',
        body: { email: ownerEmail, password: ownerPassword },
      })
      const cookie = (signedIn.headers.get('set-cookie') ?? '').split(';')[0] ?? ''
      const headers = { cookie, 'x-csrf-token': signedIn.body.csrf_token, 'accept-language': 'es' }
      const res = await failing.http('/api/v1/staff/invitations', {
        method: 'POST',
        body: { email: 'lost@example.com', name: 'Lost', last_name: 'Mail', role: 'manager' },
        headers,
      })
      expect(res.status).toBe(201)
      expect(res.body.data.mail_failed).toBe(false)
      await vi.waitFor(async () => {
        const pending = await failing.http('/api/v1/staff/invitations', { headers })
        expect(pending.body.data).toMatchObject([{ email: 'lost@example.com', mail_failed: true }])
      })
    } finally {
      await failing.close()
    }
  })
})
