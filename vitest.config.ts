import { availableParallelism } from 'node:os'
import { defineConfig } from 'vitest/config'

const jsonReport = process.env.VITEST_JSON_REPORT

// Each workspace keeps its own vitest.config.ts; `npm run test:unit` runs them all.
export default defineConfig({
  test: {
    projects: ['packages/contract', 'apps/api', 'apps/web', 'apps/dashboard', 'apps/pay-sandbox'],
    // Vitest leaves a core to itself by default (one worker on a 2-core machine), but its main process mostly
    // waits: a worker per core halves the run. VITEST_MAX_WORKERS raises it where workers wait on a database
    // server (CI's PostgreSQL pass).
    maxWorkers: Number(process.env.VITEST_MAX_WORKERS) || availableParallelism(),
    // CI asks for a JSON report to count passed and failed tests.
    reporters: jsonReport ? ['default', ['json', { outputFile: jsonReport }]] : ['default'],
  },
})
