// The API as the benchmarks run it, in this process (setup.ts) or in one of its own (api-instance.ts): the same
// configuration and the same server options, so that every instance of a benchmark is alike.
import { tmpdir } from 'node:os'
import path from 'node:path'
import { buildApp } from '../apps/api/src/app.ts'
import { type Config, loadConfig } from '../apps/api/src/config.ts'
import type { Database } from '../apps/api/src/db/client.ts'

/** The environment's configuration, with the load's address exempt from the per-address limits and no logs. */
export function benchConfig(): Config {
  return loadConfig({
    ...process.env,
    DATA_DIR: path.join(tmpdir(), 'hotel-bench'),
    // The load comes from this machine: no per-address limit applies to it.
    RATE_LIMIT_EXEMPT: '127.0.0.1',
    LOG_LEVEL: 'silent',
  })
}

/** The API on `database`, without the web apps, listening on a free port of 127.0.0.1. */
export async function listenApi(config: Config, database: Database) {
  const app = await buildApp({
    config,
    database,
    logger: false,
    webBuildDir: '/nonexistent',
    dashboardDir: '/nonexistent',
  })
  await app.listen({ host: '127.0.0.1', port: 0 })
  return app
}
