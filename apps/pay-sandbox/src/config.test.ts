import { describe, expect, it } from 'vitest'
import { ConfigError, loadOptions } from './config.ts'

describe('loadOptions', () => {
  it('has public example credentials for trying it by hand (the API never accepts them)', () => {
    expect(loadOptions({})).toEqual({
      port: 4010,
      host: '127.0.0.1',
      publicUrl: undefined,
      apiKey: 'sandbox-merchant',
      password: 'sandbox-password',
      webhookUrl: 'http://127.0.0.1:3000/api/v1/payments/webhook',
      webhookSecret: 'sandbox-webhook-secret',
      slowMs: 15_000,
      retryBaseMs: 1000,
      logger: { level: 'info' },
    })
  })

  it('reads every SANDBOX_* variable; an empty webhook URL turns delivery off', () => {
    const options = loadOptions({
      SANDBOX_PORT: '0',
      SANDBOX_HOST: '0.0.0.0',
      SANDBOX_PUBLIC_URL: 'https://pay.example.test',
      SANDBOX_API_KEY: 'k',
      SANDBOX_PASSWORD: 'p',
      SANDBOX_WEBHOOK_URL: '',
      SANDBOX_WEBHOOK_SECRET: 's',
      SANDBOX_SLOW_MS: '50',
      SANDBOX_RETRY_BASE_MS: '10',
      SANDBOX_LOG_LEVEL: 'silent',
    })
    expect(options).toMatchObject({
      port: 0,
      host: '0.0.0.0',
      publicUrl: 'https://pay.example.test',
      apiKey: 'k',
      password: 'p',
      webhookUrl: undefined,
      webhookSecret: 's',
      slowMs: 50,
      retryBaseMs: 10,
    })
  })

  it('names the bad settings', () => {
    expect(() => loadOptions({ SANDBOX_PORT: 'x', SANDBOX_WEBHOOK_URL: 'ftp://h/' })).toThrow(ConfigError)
    expect(() => loadOptions({ SANDBOX_PORT: '70000' })).toThrow(/SANDBOX_PORT/)
    expect(() => loadOptions({ SANDBOX_WEBHOOK_URL: 'not a url' })).toThrow(/SANDBOX_WEBHOOK_URL/)
  })
})
