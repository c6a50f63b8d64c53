import { isIP } from 'node:net'
import path from 'node:path'
import { demoHotel, locales } from '@hotel/contract'
import { z } from 'zod'
import { paymentSecrets, SecretsError } from './secrets.ts'

const optionalUrl = z
  .string()
  .trim()
  .transform((v) => v || undefined)
  .pipe(z.url().optional())
  .optional()
const optionalString = z
  .string()
  .trim()
  .transform((v) => v || undefined)
  .optional()

const isAddressOrRange = (value: string) => {
  const [address = '', bits, ...rest] = value.split('/')
  const version = isIP(address)
  if (!version || rest.length) return false
  if (bits === undefined) return true
  return /^\d+$/.test(bits) && Number(bits) <= (version === 4 ? 32 : 128)
}

const addressList = z
  .string()
  .trim()
  .optional()
  .transform((value) => (value ? value.split(',').map((item) => item.trim()) : []))
  .refine((list) => list.every((item) => isIP(item)), 'IP addresses separated by commas')

/** Every setting, with a default that works on a laptop. `.env.example` lists the same names. */
const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().min(1).default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  PUBLIC_URL: optionalUrl,
  // Other addresses the same site is served at (comma-separated URLs): a guest paying there comes back there.
  PUBLIC_ORIGINS: z
    .string()
    .trim()
    .optional()
    .transform((value) => (value ? value.split(',').map((item) => item.trim()) : []))
    .refine((list) => list.every((item) => z.url().safeParse(item).success), 'URLs separated by commas'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: optionalUrl,
  REDIS_URL: optionalUrl,
  DEFAULT_LOCALE: z.enum(locales).default('en'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  BODY_LIMIT_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .default(6 * 1024 * 1024),
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(300),
  // Addresses (comma-separated) whose requests skip the per-address limits: load and fuzz tests only.
  RATE_LIMIT_EXEMPT: addressList,
  // The proxies in front of the API: a hop count, or their addresses/CIDRs; unset, X-Forwarded-For is ignored.
  TRUST_PROXY: z
    .string()
    .trim()
    .optional()
    .transform((value, ctx) => {
      if (!value) return false
      if (/^\d+$/.test(value)) return Number(value)
      const list = value.split(',').map((item) => item.trim())
      if (list.some((item) => !isAddressOrRange(item))) {
        ctx.addIssue({
          code: 'custom',
          message: 'a hop count, or addresses and CIDR ranges separated by commas',
        })
        return z.NEVER
      }
      return list
    }),
  // A staff session ends this long after sign-in, or after STAFF_IDLE_MINUTES without a request.
  STAFF_TOKEN_TTL_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 90)
    .default(12),
  STAFF_IDLE_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 60)
    .default(30),
  CLIENT_TOKEN_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  OTP_EXPIRY_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 60)
    .default(15),
  OTP_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(20).default(5),
  SEED_OWNER_EMAIL: z.email().default('owner@casapinar.example'),
  SEED_OWNER_PASSWORD: z.string().min(12).optional(),
  MAIL_FROM: z.string().min(3).default(`${demoHotel.name} <${demoHotel.email}>`),
  SMTP_URL: optionalUrl,
  PAYMENT_PROVIDER_URL: z.url().default('http://127.0.0.1:4010'),
  PAYMENT_API_KEY: optionalString,
  PAYMENT_PASSWORD: optionalString,
  PAYMENT_WEBHOOK_SECRET: optionalString,
  PAYMENT_TIMEOUT_MS: z.coerce.number().int().min(1000).max(120_000).default(10_000),
  PAYMENT_ACTION_TIMEOUT_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 60)
    .default(15),
  PAYMENT_PERCENTAGES: z
    .string()
    .regex(/^\d{1,3}(,\d{1,3})*$/, 'comma-separated whole percentages such as 30,50,100')
    .transform((value) => [...new Set(value.split(',').map(Number))].sort((a, b) => a - b))
    .refine((list) => list.every((n) => n >= 1 && n <= 100), 'each between 1 and 100')
    .default(demoHotel.payment_percentages),
  GOOGLE_CLIENT_ID: optionalString,
  HOTEL_NAME: z.string().min(2).default(demoHotel.name),
  HOTEL_PHONE: z
    .string()
    .regex(/^\+?[\d\s()-]{8,20}$/)
    .default(demoHotel.phone),
  HOTEL_LANDLINE: z
    .string()
    .regex(/^\+?[\d\s()-]{8,20}$/)
    .default(demoHotel.landline),
  HOTEL_EMAIL: z.email().default(demoHotel.email),
  HOTEL_ADDRESS: z.string().min(3).default(demoHotel.address),
  HOTEL_CITY: z.string().min(2).default(demoHotel.city),
  HOTEL_COUNTRY: z.string().min(2).default(demoHotel.country),
  HOTEL_MAPS_URL: z.url().default(demoHotel.maps_url),
  HOTEL_FACEBOOK_URL: z.url().default(demoHotel.facebook_url),
  HOTEL_INSTAGRAM_URL: z.url().default(demoHotel.instagram_url),
  HOTEL_CHAT_URL: z.url().default(demoHotel.chat_url),
  EXCHANGE_RATE: z
    .string()
    .regex(/^\d{1,6}(\.\d{1,6})?$/, 'a decimal number such as 36.8')
    .refine((v) => Number(v) > 0, 'greater than 0')
    .default(demoHotel.exchange_rate),
  HOTEL_CHANGE_DEADLINE_DAYS: z.coerce.number().int().min(0).max(60).default(demoHotel.change_deadline_days),
})

export type Config = z.infer<typeof schema> & {
  dataDir: string
  publicUrl: string
  PAYMENT_API_KEY: string
  PAYMENT_PASSWORD: string
  PAYMENT_WEBHOOK_SECRET: string
  /** DATA_DIR/secrets.json when a payment credential was generated there (outside production), else null. */
  paymentSecretsFile: string | null
}

export class ConfigError extends Error {}

/** Parses the environment; a wrong value throws one line naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const result = schema.safeParse(env)
  if (!result.success) {
    const issue = result.error.issues[0]
    const name = String(issue?.path[0] ?? 'environment')
    throw new ConfigError(`Invalid configuration: ${name}: ${issue?.message ?? 'invalid value'}`)
  }
  const config = result.data
  const dataDir = path.resolve(config.DATA_DIR)
  // Explicit PAYMENT_* variables, else (outside production) secrets generated once in DATA_DIR: never a public default.
  let secrets: ReturnType<typeof paymentSecrets>
  try {
    secrets = paymentSecrets({ env: config, dataDir, production: config.NODE_ENV === 'production' })
  } catch (error) {
    if (!(error instanceof SecretsError)) throw error
    throw new ConfigError(`Invalid configuration: ${error.variable}: ${error.message}`)
  }
  return {
    ...config,
    PAYMENT_API_KEY: secrets.apiKey,
    PAYMENT_PASSWORD: secrets.password,
    PAYMENT_WEBHOOK_SECRET: secrets.webhookSecret,
    paymentSecretsFile: secrets.file,
    dataDir,
    publicUrl: (config.PUBLIC_URL ?? `http://localhost:${config.PORT}`).replace(/\/+$/, ''),
  }
}
