import { defineProject } from 'vitest/config'

export default defineProject({
  test: {
    name: 'api',
    include: ['src/**/*.test.ts'],
    // Each file opens its own database (PGlite in memory, or a fresh PostgreSQL database).
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // CI runs the suite three times on a shared 2-core machine; a test that fails once there is tried once more
    // (the e2e suite does the same) and shows as retried in the report, so a flaky test is seen, not hidden.
    retry: process.env.CI ? 1 : 0,
  },
})
