import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { ConfigError, loadConfig } from './config.ts'

// Payment secrets are generated in DATA_DIR outside production: every test keeps them in a temporary one.
const dataDir = mkdtempSync(path.join(tmpdir(), 'hotel-config-'))
afterAll(() => rmSync(dataDir, { recursive: true, force: true }))
const load = (env: Record<string, string> = {}) => loadConfig({ DATA_DIR: dataDir, ...env })

describe('loadConfig', () => {
  it('works with no variables at all', () => {
    const config = load()
    expect(config.PORT).toBe(3000)
    expect(config.DEFAULT_LOCALE).toBe('en')
    expect(config.EXCHANGE_RATE).toBe('36.8')
    expect(config.publicUrl).toBe('http://localhost:3000')
    expect(config.DATABASE_URL).toBeUndefined()
    expect(config.PAYMENT_ACTION_TIMEOUT_MINUTES).toBe(15)
  })

  it('treats empty optional URLs as unset', () => {
    expect(load({ DATABASE_URL: '', REDIS_URL: ' ' }).REDIS_URL).toBeUndefined()
  })

  it.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['DEFAULT_LOCALE', 'fr'],
    ['DATABASE_URL', 'not a url'],
    ['EXCHANGE_RATE', '-3'],
    ['EXCHANGE_RATE', '36,8'],
    ['HOTEL_EMAIL', 'nobody'],
    ['PAYMENT_ACTION_TIMEOUT_MINUTES', '0'],
  ])('rejects %s=%s with one line naming the variable', (name, value) => {
    expect(() => load({ [name]: value })).toThrow(ConfigError)
    try {
      load({ [name]: value })
    } catch (error) {
      const message = (error as Error).message
      expect(message).toMatch(new RegExp(`^Invalid configuration: ${name}: `))
      expect(message).not.toContain('\n')
    }
  })

  it('derives the public URL from PORT unless given', () => {
    expect(load({ PORT: '8080' }).publicUrl).toBe('http://localhost:8080')
    expect(load({ PUBLIC_URL: 'https://casapinar.example/' }).publicUrl).toBe('https://casapinar.example')
  })
})

describe('payment credentials', () => {
  const explicit = { PAYMENT_API_KEY: 'k-1', PAYMENT_PASSWORD: 'p-1', PAYMENT_WEBHOOK_SECRET: 'w-1' }

  it('are generated once in DATA_DIR, never the public sandbox defaults, and read again', () => {
    const first = load()
    expect(first.paymentSecretsFile).toBe(path.join(dataDir, 'secrets.json'))
    expect([first.PAYMENT_API_KEY, first.PAYMENT_PASSWORD, first.PAYMENT_WEBHOOK_SECRET]).not.toContain(
      'sandbox-webhook-secret',
    )
    expect(first.PAYMENT_WEBHOOK_SECRET.length).toBeGreaterThanOrEqual(32)
    const again = load()
    expect(again.PAYMENT_WEBHOOK_SECRET).toBe(first.PAYMENT_WEBHOOK_SECRET)
    expect(again.PAYMENT_API_KEY).toBe(first.PAYMENT_API_KEY)
  })

  it('come from the environment when set, variable by variable', () => {
    const generated = load()
    const config = load({ PAYMENT_WEBHOOK_SECRET: 'my-own-secret' })
    expect(config.PAYMENT_WEBHOOK_SECRET).toBe('my-own-secret')
    expect(config.PAYMENT_API_KEY).toBe(generated.PAYMENT_API_KEY)
    const all = loadConfig({ DATA_DIR: path.join(dataDir, 'never-created'), ...explicit })
    expect(all).toMatchObject({
      PAYMENT_API_KEY: 'k-1',
      PAYMENT_WEBHOOK_SECRET: 'w-1',
      paymentSecretsFile: null,
    })
  })

  it('are required in production, where nothing is generated', () => {
    const dir = path.join(dataDir, 'production')
    expect(() => loadConfig({ NODE_ENV: 'production', DATA_DIR: dir })).toThrow(
      'Invalid configuration: PAYMENT_API_KEY: required in production',
    )
    expect(() =>
      loadConfig({ NODE_ENV: 'production', DATA_DIR: dir, ...explicit, PAYMENT_WEBHOOK_SECRET: '' }),
    ).toThrow('Invalid configuration: PAYMENT_WEBHOOK_SECRET: required in production')
    expect(loadConfig({ NODE_ENV: 'production', DATA_DIR: dir, ...explicit }).PAYMENT_PASSWORD).toBe('p-1')
  })

  it.each([
    ['PAYMENT_WEBHOOK_SECRET', 'sandbox-webhook-secret'],
    ['PAYMENT_API_KEY', 'sandbox-merchant'],
    ['PAYMENT_PASSWORD', 'sandbox-password'],
  ])('never accept the public example value %s=%s', (name, value) => {
    for (const NODE_ENV of ['development', 'test', 'production'])
      expect(() => load({ NODE_ENV, ...explicit, [name]: value })).toThrow(
        new RegExp(`^Invalid configuration: ${name}: the sandbox's public example value`),
      )
  })
})

describe('the caller address settings', () => {
  it('trust no proxy by default, or a hop count, or addresses and ranges', () => {
    expect(load().TRUST_PROXY).toBe(false)
    expect(load({ TRUST_PROXY: '1' }).TRUST_PROXY).toBe(1)
    expect(load({ TRUST_PROXY: '10.0.0.1, 10.1.0.0/16,::1' }).TRUST_PROXY).toEqual([
      '10.0.0.1',
      '10.1.0.0/16',
      '::1',
    ])
    expect(load({ RATE_LIMIT_EXEMPT: '127.0.0.1' }).RATE_LIMIT_EXEMPT).toEqual(['127.0.0.1'])
    expect(load().RATE_LIMIT_EXEMPT).toEqual([])
  })

  it.each([
    ['TRUST_PROXY', 'true'],
    ['TRUST_PROXY', '10.0.0.1/40'],
    ['TRUST_PROXY', 'proxy.local'],
    ['RATE_LIMIT_EXEMPT', '10.0.0.0/8'],
  ])('refuse %s=%s', (name, value) => {
    expect(() => load({ [name]: value })).toThrow(new RegExp(`^Invalid configuration: ${name}: `))
  })
})
