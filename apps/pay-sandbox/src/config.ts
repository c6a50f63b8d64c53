import { z } from 'zod'
import type { SandboxOptions } from './server.ts'

const optionalUrl = z
  .string()
  .trim()
  .transform((value) => value || undefined)
  .pipe(z.url({ protocol: /^https?$/ }).optional())
  .optional()

/**
 * The `SANDBOX_*` settings, with defaults for a laptop. The default credentials are public examples for trying the
 * sandbox by hand: the API never accepts them, so `npm start` (scripts/start.mjs) passes the API's own (its
 * PAYMENT_* variables, or the secrets generated in its DATA_DIR) as SANDBOX_API_KEY, SANDBOX_PASSWORD and
 * SANDBOX_WEBHOOK_SECRET.
 */
const schema = z.object({
  SANDBOX_PORT: z.coerce.number().int().min(0).max(65535).default(4010),
  SANDBOX_HOST: z.string().trim().min(1).default('127.0.0.1'),
  SANDBOX_PUBLIC_URL: optionalUrl,
  SANDBOX_API_KEY: z.string().min(1).default('sandbox-merchant'),
  SANDBOX_PASSWORD: z.string().min(1).default('sandbox-password'),
  SANDBOX_WEBHOOK_URL: z
    .string()
    .trim()
    .default('http://127.0.0.1:3000/api/v1/payments/webhook')
    // An empty value turns delivery off.
    .transform((value) => value || undefined)
    .pipe(z.url({ protocol: /^https?$/ }).optional()),
  SANDBOX_WEBHOOK_SECRET: z.string().min(1).default('sandbox-webhook-secret'),
  SANDBOX_SLOW_MS: z.coerce.number().int().min(0).max(600_000).default(15_000),
  SANDBOX_RETRY_BASE_MS: z.coerce.number().int().min(1).max(300_000).default(1000),
  SANDBOX_LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
})

export class ConfigError extends Error {}

export function loadOptions(env: Record<string, string | undefined> = process.env): SandboxOptions {
  const parsed = schema.safeParse(env)
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`)
    throw new ConfigError(`Invalid pay-sandbox configuration:\n${lines.join('\n')}`)
  }
  const c = parsed.data
  return {
    port: c.SANDBOX_PORT,
    host: c.SANDBOX_HOST,
    publicUrl: c.SANDBOX_PUBLIC_URL,
    apiKey: c.SANDBOX_API_KEY,
    password: c.SANDBOX_PASSWORD,
    webhookUrl: c.SANDBOX_WEBHOOK_URL,
    webhookSecret: c.SANDBOX_WEBHOOK_SECRET,
    slowMs: c.SANDBOX_SLOW_MS,
    retryBaseMs: c.SANDBOX_RETRY_BASE_MS,
    logger: { level: c.SANDBOX_LOG_LEVEL },
  }
}
