// The payment provider's credentials outside production: generated at first start, kept in DATA_DIR/secrets.json
// (mode 0600) and read again on later starts, so the API and the sandbox started beside it (scripts/start.mjs)
// share secrets that nobody else knows. Explicit PAYMENT_* variables always win; production must set them all.
// Only node built-ins here: scripts/start.mjs loads this file before anything else runs.
import { randomBytes } from 'node:crypto'
import {
  chmodSync,
  closeSync,
  fsyncSync,
  linkSync,
  mkdirSync,
  openSync,
  readFileSync,
  statSync,
  unlinkSync,
  writeSync,
} from 'node:fs'
import path from 'node:path'

export interface PaymentSecrets {
  apiKey: string
  password: string
  webhookSecret: string
}

const secretsFileName = 'secrets.json'

/** Which variable holds which secret. */
export const secretVariables = {
  apiKey: 'PAYMENT_API_KEY',
  password: 'PAYMENT_PASSWORD',
  webhookSecret: 'PAYMENT_WEBHOOK_SECRET',
} as const satisfies Record<keyof PaymentSecrets, string>

/**
 * The sandbox's documented example credentials (apps/pay-sandbox README and PROTOCOL.md). Anyone can read them,
 * so the API never accepts them, not even when they are set explicitly.
 */
const publicSandboxValues: readonly string[] = [
  'sandbox-merchant',
  'sandbox-password',
  'sandbox-webhook-secret',
]

export class SecretsError extends Error {
  constructor(
    /** The variable at fault, for a one-line configuration error. */
    readonly variable: string,
    message: string,
  ) {
    super(message)
    this.name = 'SecretsError'
  }
}

const generate = (prefix: string) => `${prefix}_${randomBytes(24).toString('base64url')}`

function parse(text: string, file: string): PaymentSecrets {
  let data: unknown
  try {
    data = JSON.parse(text)
  } catch {
    data = null
  }
  const record = (data ?? {}) as Record<string, unknown>
  const secrets = {
    apiKey: record.payment_api_key,
    password: record.payment_password,
    webhookSecret: record.payment_webhook_secret,
  }
  const valid = Object.values(secrets).every(
    (value) => typeof value === 'string' && value.length >= 16 && !publicSandboxValues.includes(value),
  )
  if (!valid)
    throw new SecretsError(
      'DATA_DIR',
      `${file} is not a valid secrets file (delete it to generate new secrets, or set ${Object.values(secretVariables).join(', ')})`,
    )
  return secrets as PaymentSecrets
}

function read(file: string): PaymentSecrets | null {
  let text: string
  try {
    text = readFileSync(file, 'utf8')
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null
    throw new SecretsError('DATA_DIR', `cannot read ${file}: ${(error as Error).message}`)
  }
  const secrets = parse(text, file)
  // Readable by others (copied by hand, an old umask): narrow it to the owner again.
  try {
    if (statSync(file).mode & 0o077) chmodSync(file, 0o600)
  } catch {}
  return secrets
}

/**
 * The secrets kept in `dataDir`, created when missing. Creation is atomic: the file is written whole under a
 * temporary name and then linked to its final name, which fails if another process (the API and the start script
 * both call this) got there first; then that process's file is read, so both always share one set of secrets.
 */
export function storedSecrets(dataDir: string): { secrets: PaymentSecrets; file: string; created: boolean } {
  const file = path.join(dataDir, secretsFileName)
  const existing = read(file)
  if (existing) return { secrets: existing, file, created: false }
  const secrets: PaymentSecrets = {
    apiKey: generate('key'),
    password: generate('pwd'),
    webhookSecret: generate('whsec'),
  }
  const body = `${JSON.stringify(
    {
      note: 'Generated at first start; the API and the payment sandbox started beside it read these. Keep private.',
      payment_api_key: secrets.apiKey,
      payment_password: secrets.password,
      payment_webhook_secret: secrets.webhookSecret,
    },
    null,
    2,
  )}\n`
  const temporary = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`
  try {
    mkdirSync(dataDir, { recursive: true })
    const fd = openSync(temporary, 'wx', 0o600)
    try {
      writeSync(fd, body)
      fsyncSync(fd)
    } finally {
      closeSync(fd)
    }
    linkSync(temporary, file)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') {
      const theirs = read(file)
      if (theirs) return { secrets: theirs, file, created: false }
    }
    if (error instanceof SecretsError) throw error
    throw new SecretsError('DATA_DIR', `cannot create ${file}: ${(error as Error).message}`)
  } finally {
    try {
      unlinkSync(temporary)
    } catch {}
  }
  return { secrets, file, created: true }
}

/**
 * The payment credentials in effect: each PAYMENT_* variable when set, otherwise the generated one from
 * `dataDir` (created on first use). In production every variable must be set and nothing is generated.
 * Never a public example value. `file` names the secrets file when any value came from it.
 */
export function paymentSecrets(options: {
  env: Partial<Record<(typeof secretVariables)[keyof PaymentSecrets], string | undefined>>
  dataDir: string
  production: boolean
}): PaymentSecrets & { file: string | null } {
  const given: Partial<PaymentSecrets> = {}
  for (const [name, variable] of Object.entries(secretVariables) as [keyof PaymentSecrets, string][]) {
    const value = options.env[variable as keyof typeof options.env]?.trim()
    if (!value) {
      if (options.production) throw new SecretsError(variable, 'required in production')
      continue
    }
    if (publicSandboxValues.includes(value))
      throw new SecretsError(
        variable,
        "the sandbox's public example value is never accepted; set your own, or leave it unset outside production to generate one",
      )
    given[name] = value
  }
  if (given.apiKey && given.password && given.webhookSecret)
    return { apiKey: given.apiKey, password: given.password, webhookSecret: given.webhookSecret, file: null }
  const stored = storedSecrets(options.dataDir)
  return { ...stored.secrets, ...given, file: stored.file }
}
