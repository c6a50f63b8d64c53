import { readdir, readFile } from 'node:fs/promises'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import { PassThrough } from 'node:stream'
import { SMTPServer } from 'smtp-server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestContext, type TestContext } from '../../test/harness.ts'

const received: { to: string[]; raw: string }[] = []

/** Waits for `find` to return something: mails leave after the answer. */
async function eventually<T>(
  find: () => T | undefined | Promise<T | undefined>,
  timeoutMs = 5000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const found = await find()
    if (found !== undefined) return found
    if (Date.now() > deadline) throw new Error('timed out waiting')
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}
const outboxFiles = (dir: string) =>
  readdir(dir)
    .then((names) => names.filter((name) => name.endsWith('.eml')))
    .catch(() => [] as string[])
let server: SMTPServer
let ctx: TestContext

beforeAll(async () => {
  server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, done) {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', () => {
        received.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        })
        done()
      })
    },
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.server.address() as AddressInfo
  ctx = await createTestContext({ SMTP_URL: `smtp://127.0.0.1:${port}` }, { mailer: 'config' })
})
afterAll(async () => {
  await ctx?.close()
  await new Promise<void>((resolve) => server.close(() => resolve()))
})

describe('mail over SMTP', () => {
  it('delivers the reset code to a real SMTP server', async () => {
    const email = 'smtp-guest@example.com'
    const reg = await ctx.http('/api/v1/auth/register', {
      method: 'POST',
      body: {
        name: 'Rosa',
        last_name: 'Talavera',
        email,
        phone: '50581112222',
        identification: '161-1',
        city: 'Estelí',
        country: 'NI',
        birth_date: '1980-08-08',
        password: 'rosa-pass-12',
        password_confirmation: 'rosa-pass-12',
      },
    })
    expect(reg.status).toBe(201)
    expect(
      (await ctx.http('/api/v1/auth/one-time-password/request', { method: 'POST', body: { email } })).status,
    ).toBe(200)
    const mail = await eventually(() => received.find((m) => m.to.includes(email)))
    expect(mail?.raw).toMatch(/Subject: Your code for Hotel Casa Pinar: \d{6}/)
    const code = mail?.raw.match(/Subject: Your code for Hotel Casa Pinar: (\d{6})/)?.[1]
    const check = await ctx.http('/api/v1/auth/one-time-password/check', {
      method: 'POST',
      body: { email, code },
    })
    expect(check.status).toBe(200)
  })
})

describe('mail outbox (no SMTP_URL)', () => {
  it('writes each mail as an .eml file in DATA_DIR/mail', async () => {
    const outbox = await createTestContext({}, { mailer: 'config' })
    try {
      const email = 'outbox-guest@example.com'
      await outbox.http('/api/v1/auth/register', {
        method: 'POST',
        body: {
          name: 'Iris',
          last_name: 'Zeledón',
          email,
          phone: '50583334444',
          identification: '161-2',
          city: 'Estelí',
          country: 'NI',
          birth_date: '1979-09-09',
          password: 'iris-pass-12',
          password_confirmation: 'iris-pass-12',
        },
      })
      await outbox.http('/api/v1/auth/one-time-password/request', { method: 'POST', body: { email } })
      const dir = path.join(outbox.config.dataDir, 'mail')
      const files = await eventually(async () => {
        const names = await outboxFiles(dir)
        return names.length ? names : undefined
      })
      expect(files).toHaveLength(1)
      const raw = await readFile(path.join(dir, files[0] ?? ''), 'utf8')
      expect(raw).toContain(`To: ${email}`)
      expect(raw).toMatch(/Subject: Your code for Hotel Casa Pinar: \d{6}/)
    } finally {
      await outbox.close()
    }
  })
})

describe('logs', () => {
  it('never hold a one-time code, outside production too', async () => {
    const lines: string[] = []
    const logStream = new PassThrough()
    logStream.on('data', (chunk) => lines.push(String(chunk)))
    const logged = await createTestContext({ NODE_ENV: 'development' }, { mailer: 'config', logStream })
    try {
      const email = 'logged-guest@example.com'
      const password = 'lena-pass-12'
      const register = await logged.http('/api/v1/auth/register', {
        method: 'POST',
        body: {
          name: 'Lena',
          last_name: 'Blandón',
          email,
          phone: '50585556666',
          identification: '161-3',
          city: 'Estelí',
          country: 'NI',
          birth_date: '1985-05-05',
          password,
          password_confirmation: password,
        },
      })
      expect(register.status).toBe(201)
      const request = await logged.http('/api/v1/auth/one-time-password/request', {
        method: 'POST',
        body: { email },
      })
      expect(request.status).toBe(200)
      const dir = path.join(logged.config.dataDir, 'mail')
      const [file] = await eventually(async () => {
        const names = await outboxFiles(dir)
        return names.length ? names : undefined
      })
      const raw = await readFile(path.join(dir, file ?? ''), 'utf8')
      const code = raw.match(/Subject: Your code for Hotel Casa Pinar: (\d{6})/)?.[1] ?? ''
      expect(code).toMatch(/^\d{6}$/)
      const check = await logged.http('/api/v1/auth/one-time-password/check', {
        method: 'POST',
        body: { email, code },
      })
      expect(check.status).toBe(200)
      await eventually(() =>
        lines.some((line) => line.includes('mail written to the outbox')) ? true : undefined,
      )
      const logs = lines.join('')
      expect(logs).toContain('/api/v1/auth/one-time-password/check')
      // As a number of its own: a timestamp's digits may hold the same six by chance.
      expect(logs).not.toMatch(new RegExp(`(?<!\\d)${code}(?!\\d)`))
    } finally {
      await logged.close()
    }
  })
})
