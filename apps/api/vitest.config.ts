import { defineProject } from 'vitest/config'

export default defineProject({
  test: {
    name: 'api',
    include: ['src/**/*.test.ts'],
    // Each file opens its own database (PGlite in memory, or a fresh PostgreSQL database).
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
})
