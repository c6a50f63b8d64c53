// `npm start`: builds the web and dashboard apps when their sources are newer than their build, then runs
// the API, which serves both apps, and the card payment sandbox beside it (unless PAYMENT_PROVIDER_URL names a
// provider on another host). Ctrl-C (SIGINT) or SIGTERM stops both cleanly.
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)))
const skip = new Set(['node_modules', 'build', 'dist', '.react-router'])

function newestSource(dir) {
  let newest = 0
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (skip.has(entry.name)) continue
    const full = path.join(dir, entry.name)
    newest = Math.max(newest, entry.isDirectory() ? newestSource(full) : statSync(full).mtimeMs)
  }
  return newest
}

const apps = [
  { workspace: 'apps/web', outputs: ['build/en/client/index.html', 'build/es/client/index.html'] },
  { workspace: 'apps/dashboard', outputs: ['dist/index.html'] },
]
const contractChanged = newestSource(path.join(root, 'packages/contract'))

for (const app of apps) {
  const outputs = app.outputs.map((file) => path.join(root, app.workspace, file))
  const built = outputs.every((file) => existsSync(file))
  const builtAt = built ? Math.min(...outputs.map((file) => statSync(file).mtimeMs)) : 0
  const changedAt = Math.max(newestSource(path.join(root, app.workspace)), contractChanged)
  if (built && builtAt >= changedAt) continue
  console.log(`Building ${app.workspace}...`)
  const result = spawnSync('npm', ['run', 'build', '-w', app.workspace], { cwd: root, stdio: 'inherit' })
  if (result.status !== 0) process.exit(result.status ?? 1)
}

if (existsSync(path.join(root, '.env'))) process.loadEnvFile(path.join(root, '.env'))
const env = process.env

// The sandbox runs here when the provider URL is unset or local; its credentials are the API's.
const provider = new URL(env.PAYMENT_PROVIDER_URL || 'http://127.0.0.1:4010')
const localProvider = ['127.0.0.1', 'localhost'].includes(provider.hostname)
const apiPort = env.PORT || '3000'
// The PAYMENT_* variables, else the secrets generated once in DATA_DIR/secrets.json: created here before either
// server starts (the API reads the same file), never the sandbox's public example values.
const credentials = {}
if (localProvider) {
  const { tsImport } = await import('tsx/esm/api')
  const { paymentSecrets } = await tsImport('../apps/api/src/secrets.ts', import.meta.url)
  try {
    const dataDir = path.resolve(root, env.DATA_DIR || './data')
    const secrets = paymentSecrets({ env, dataDir, production: env.NODE_ENV === 'production' })
    credentials.SANDBOX_API_KEY = secrets.apiKey
    credentials.SANDBOX_PASSWORD = secrets.password
    credentials.SANDBOX_WEBHOOK_SECRET = secrets.webhookSecret
  } catch {
    // A missing production variable or a damaged secrets file: the API stops with its one-line message.
  }
}
const sandboxEnv = {
  ...env,
  SANDBOX_PORT: provider.port || '80',
  SANDBOX_PUBLIC_URL: env.SANDBOX_PUBLIC_URL || `http://localhost:${provider.port || '80'}`,
  SANDBOX_WEBHOOK_URL: env.SANDBOX_WEBHOOK_URL || `http://127.0.0.1:${apiPort}/api/v1/payments/webhook`,
  ...credentials,
}

// Same process group: whoever stops this group (a terminal's Ctrl-C, a test runner) stops the children too.
const children = [
  spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/main.ts'], { cwd: root, stdio: 'inherit', env }),
]
if (localProvider)
  children.push(
    spawn(process.execPath, ['--import', 'tsx', 'apps/pay-sandbox/src/main.ts'], {
      cwd: root,
      stdio: 'inherit',
      env: sandboxEnv,
    }),
  )
// Also forward signals sent to this process alone; each server ignores a repeated signal while it shuts down.
for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => {
    for (const child of children) child.kill(signal)
  })
// When one stops, stop the other and leave with the first one's code.
let exitCode = null
for (const child of children)
  child.on('exit', (code, signal) => {
    exitCode ??= code ?? (signal ? 1 : 0)
    for (const other of children)
      if (other.exitCode === null && other.signalCode === null) other.kill('SIGTERM')
    if (children.every((c) => c.exitCode !== null || c.signalCode !== null)) process.exit(exitCode)
  })
