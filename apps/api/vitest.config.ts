import { defineProject } from 'vitest/config'

export default defineProject({
  test: {
    name: 'api',
    include: ['src/**/*.test.ts'],
    // Each file opens its own database, a copy of one migrated once per run (src/test/global-setup.ts).
    globalSetup: ['src/test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // CI runs the suite on a shared 2-core machine; a test that fails once there is tried once more (the e2e
    // suite does the same) and shows as retried in the report, so a flaky test is seen, not hidden.
    retry: process.env.CI ? 1 : 0,
  },
})
