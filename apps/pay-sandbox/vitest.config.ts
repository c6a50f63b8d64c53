import { defineProject } from 'vitest/config'

export default defineProject({
  test: {
    name: 'pay-sandbox',
    include: ['src/**/*.test.ts'],
    // Every file starts real servers on port 0; webhook retries use a few milliseconds of backoff.
    testTimeout: 15_000,
  },
})
