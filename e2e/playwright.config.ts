import { defineConfig, devices } from '@playwright/test'

const port = Number(process.env.E2E_PORT ?? 3300)
export const ownerPassword = 'e2e-owner-password-1'

// Runs against the built system, started by the same script as `npm start`, on a fresh data directory.
export default defineConfig({
  testDir: './tests',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  // CI sets PLAYWRIGHT_JSON_OUTPUT_NAME to count the results.
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--disable-background-networking',
        '--disable-component-update',
        '--no-first-run',
      ],
    },
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], channel: undefined, viewport: { width: 1280, height: 800 } },
    },
    {
      name: 'phone',
      use: { ...devices['Pixel 7'], channel: undefined, viewport: { width: 375, height: 812 } },
    },
  ],
  webServer: {
    command: 'rm -rf .data && node ../scripts/start.mjs',
    url: `http://127.0.0.1:${port}/api/v1/health`,
    timeout: 240_000,
    reuseExistingServer: !process.env.CI,
    stdout: 'pipe',
    env: {
      PORT: String(port),
      DATA_DIR: 'e2e/.data',
      SEED_OWNER_PASSWORD: ownerPassword,
      LOG_LEVEL: 'warn',
      RATE_LIMIT_PER_MINUTE: '5000',
      // The specs play a proxy on this machine: X-Forwarded-For gives each test its own address.
      TRUST_PROXY: '127.0.0.1',
      // The payment sandbox starts beside the API; its own port keeps parallel runs apart.
      PAYMENT_PROVIDER_URL: `http://127.0.0.1:${port + 1000}`,
      // The addresses the browser sees: the 3-D Secure page and the way back to the site (the API's return
      // route) on the host the tests browse, so the guest comes back to the same session and cookies.
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      SANDBOX_PUBLIC_URL: `http://127.0.0.1:${port + 1000}`,
      SANDBOX_LOG_LEVEL: 'warn',
    },
  },
})
