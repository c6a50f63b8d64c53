import { chmodSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { paymentSecrets, SecretsError, storedSecrets } from './secrets.ts'

let dir: string
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'hotel-secrets-'))
})
afterEach(() => rmSync(dir, { recursive: true, force: true }))

describe('storedSecrets', () => {
  it('creates the file once, readable by its owner only, and reads it on later starts', () => {
    const dataDir = path.join(dir, 'data')
    const first = storedSecrets(dataDir)
    expect(first.created).toBe(true)
    expect(first.file).toBe(path.join(dataDir, 'secrets.json'))
    expect(statSync(first.file).mode & 0o777).toBe(0o600)
    const saved = JSON.parse(readFileSync(first.file, 'utf8'))
    expect(saved).toMatchObject({
      payment_api_key: first.secrets.apiKey,
      payment_password: first.secrets.password,
      payment_webhook_secret: first.secrets.webhookSecret,
    })
    // No temporary file is left behind.
    expect(readdirSync(dataDir)).toEqual(['secrets.json'])
    const second = storedSecrets(dataDir)
    expect(second).toEqual({ ...first, created: false })
    // Each secret is random and long.
    const values = Object.values(first.secrets)
    expect(new Set(values).size).toBe(3)
    for (const value of values) expect(value.length).toBeGreaterThanOrEqual(32)
    expect(storedSecrets(path.join(dir, 'other')).secrets.webhookSecret).not.toBe(first.secrets.webhookSecret)
  })

  it('narrows a file that others could read back to its owner', () => {
    const { file } = storedSecrets(dir)
    chmodSync(file, 0o644)
    storedSecrets(dir)
    expect(statSync(file).mode & 0o777).toBe(0o600)
  })

  it('refuses a damaged file or one holding the public example values, naming the file', () => {
    const file = path.join(dir, 'secrets.json')
    for (const text of [
      '{ not json',
      '{}',
      JSON.stringify({
        payment_api_key: 'short',
        payment_password: 'x'.repeat(20),
        payment_webhook_secret: 'y'.repeat(20),
      }),
      JSON.stringify({
        payment_api_key: 'x'.repeat(20),
        payment_password: 'y'.repeat(20),
        payment_webhook_secret: 'sandbox-webhook-secret',
      }),
    ]) {
      writeFileSync(file, text)
      expect(() => storedSecrets(dir)).toThrow(SecretsError)
      expect(() => storedSecrets(dir)).toThrow(file)
    }
  })
})

describe('paymentSecrets', () => {
  it('takes each variable that is set and generates the rest', () => {
    const mixed = paymentSecrets({ env: { PAYMENT_API_KEY: 'mine' }, dataDir: dir, production: false })
    const stored = storedSecrets(dir).secrets
    expect(mixed).toEqual({ ...stored, apiKey: 'mine', file: path.join(dir, 'secrets.json') })
  })

  it('touches no file when every variable is set', () => {
    const env = { PAYMENT_API_KEY: 'a', PAYMENT_PASSWORD: 'b', PAYMENT_WEBHOOK_SECRET: 'c' }
    expect(paymentSecrets({ env, dataDir: path.join(dir, 'x'), production: true })).toEqual({
      apiKey: 'a',
      password: 'b',
      webhookSecret: 'c',
      file: null,
    })
    expect(readdirSync(dir)).toEqual([])
  })

  it('generates nothing in production', () => {
    expect(() => paymentSecrets({ env: { PAYMENT_API_KEY: 'a' }, dataDir: dir, production: true })).toThrow(
      expect.objectContaining({ variable: 'PAYMENT_PASSWORD', message: 'required in production' }),
    )
    expect(readdirSync(dir)).toEqual([])
  })
})
