import { defineConfig } from 'vitest/config'

const jsonReport = process.env.VITEST_JSON_REPORT

// Each workspace keeps its own vitest.config.ts; `npm run test:unit` runs them all.
export default defineConfig({
  test: {
    projects: ['packages/contract', 'apps/api', 'apps/web', 'apps/dashboard', 'apps/pay-sandbox'],
    // CI asks for a JSON report to count passed and failed tests.
    reporters: jsonReport ? ['default', ['json', { outputFile: jsonReport }]] : ['default'],
  },
})
