// One API instance in a process of its own, on the PostgreSQL database of DATABASE_URL, which setup.ts has
// already migrated, seeded and loaded: for a benchmark whose instances must not share the load generator's
// event loop (setup.ts `processInstance`). Sends its port to the parent over IPC; closes and exits on 'stop'
// (a clean exit, so that `--cpu-prof` writes its profile), or when the parent goes away.
import { openDatabase } from '../apps/api/src/db/client.ts'
import { benchConfig, listenApi } from './api-server.ts'

if (!process.send || !process.env.DATABASE_URL) {
  console.error('api-instance.ts is started by bench/setup.ts (processInstance), on PostgreSQL')
  process.exit(1)
}
// The same configuration and server as setup.ts gives its in-process instances.
const config = benchConfig()
const database = await openDatabase({ url: config.DATABASE_URL, dataDir: null })
const app = await listenApi(config, database)

let stopping = false
const stop = async () => {
  if (stopping) return
  stopping = true
  await app.close()
  await database.close()
  process.exit(0)
}
process.on('message', (message) => {
  if (message === 'stop') void stop()
})
process.on('disconnect', () => void stop())
process.send({ port: (app.server.address() as { port: number }).port })
