import { defineConfig } from 'vitest/config'

// Each workspace keeps its own vitest.config.ts; `npm run test:unit` runs them all.
export default defineConfig({
  test: {
    projects: ['packages/contract', 'apps/api', 'apps/web', 'apps/dashboard'],
  },
})
