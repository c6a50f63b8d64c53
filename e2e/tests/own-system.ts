import { type ChildProcess, spawn } from 'node:child_process'
import { rmSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { test as base } from '@playwright/test'
import { ownerPassword } from '../playwright.config.ts'

const root = fileURLToPath(new URL('../../', import.meta.url))
const sharedPort = Number(process.env.E2E_PORT ?? 3300)

/**
 * A system of the test's own, started as the shared one is (scripts/start.mjs, the built apps) on a fresh data
 * directory: for a flow that changes the whole hotel's day (the night audit closes it for every desk, the cash
 * drawer is one per hotel), which must not meet the other specs running beside it.
 */
async function startSystem(slot: number) {
  const port = sharedPort + 20 + slot * 2
  const dataDir = `e2e/.data-own-${slot}`
  const url = `http://127.0.0.1:${port}`
  const busy = await fetch(`${url}/api/v1/health`).then(
    () => true,
    () => false,
  )
  if (busy) throw new Error(`port ${port} already answers: a system left by an earlier run?`)
  rmSync(`${root}${dataDir}`, { recursive: true, force: true })
  const child: ChildProcess = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: root,
    detached: true,
    stdio: 'ignore',
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      SEED_OWNER_PASSWORD: ownerPassword,
      LOG_LEVEL: 'warn',
      RATE_LIMIT_PER_MINUTE: '5000',
      TRUST_PROXY: '127.0.0.1',
      PAYMENT_PROVIDER_URL: `http://127.0.0.1:${port + 1000}`,
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      SANDBOX_PUBLIC_URL: `http://127.0.0.1:${port + 1000}`,
      SANDBOX_LOG_LEVEL: 'warn',
    },
  })
  const stop = async () => {
    // The whole group: start.mjs, the API and the payment sandbox; then its data, never left for the next run.
    if (child.exitCode === null && child.pid) {
      const exited = new Promise((resolve) => child.once('exit', resolve))
      process.kill(-child.pid, 'SIGTERM')
      await exited
    }
    rmSync(`${root}${dataDir}`, { recursive: true, force: true })
  }
  // As long as the shared system's: the start builds the apps first when their sources changed.
  const deadline = Date.now() + 240_000
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`the own system stopped at start (${child.exitCode})`)
      try {
        if ((await fetch(`${url}/api/v1/health`)).ok) break
      } catch {
        // Not listening yet.
      }
      if (Date.now() > deadline) throw new Error('the own system did not start in 240 s')
      await new Promise((resolve) => setTimeout(resolve, 250))
    }
  } catch (error) {
    await stop()
    throw error
  }
  return { url, stop }
}

/** `test` whose pages browse a system of their own (see startSystem); one per test, stopped after it. */
export const ownSystemTest = base.extend<{ ownSystem: { url: string } }>({
  ownSystem: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern
    async ({}, use, testInfo) => {
      const system = await startSystem(testInfo.parallelIndex)
      try {
        await use({ url: system.url })
      } finally {
        await system.stop()
      }
    },
    // Its own time: a start may build the apps first.
    { timeout: 300_000 },
  ],
  baseURL: async ({ ownSystem }, use) => use(ownSystem.url),
})
