import { mkdir } from 'node:fs/promises'
import { buildApp } from './app.ts'
import { ConfigError, loadConfig } from './config.ts'
import { openDatabase } from './db/client.ts'
import { seed } from './db/seed.ts'

async function main() {
  const config = loadConfig()
  await mkdir(config.dataDir, { recursive: true })
  const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.dataDir })
  await database.migrate()
  const seeded = await seed(database.db, config)
  const app = await buildApp({ config, database })
  app.addHook('onClose', () => database.close())

  let closing = false
  const shutdown = async (signal: string) => {
    // Ctrl-C can arrive twice (from the terminal and from `npm start`): shut down once.
    if (closing) return
    closing = true
    app.log.info({ signal }, 'shutting down')
    setTimeout(() => {
      app.log.error('shutdown took longer than 10 s; exiting')
      process.exit(1)
    }, 10_000).unref()
    try {
      await app.close()
      process.exit(0)
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed')
      process.exit(1)
    }
  }
  process.on('SIGINT', () => void shutdown('SIGINT'))
  process.on('SIGTERM', () => void shutdown('SIGTERM'))

  await app.listen({ host: config.HOST, port: config.PORT })
  const base = config.publicUrl
  const lines = [
    '',
    `  ${config.HOTEL_NAME} is running (${database.kind === 'pglite' ? `embedded PGlite in ${config.dataDir}` : 'PostgreSQL'})`,
    `  Site:       ${base}/`,
    `  Dashboard:  ${base}/dashboard/`,
    `  API docs:   ${base}/api/docs`,
  ]
  if (config.paymentSecretsFile)
    lines.push(
      `  Payments:   ${config.PAYMENT_PROVIDER_URL}, credentials generated in ${config.paymentSecretsFile}`,
    )
  if (seeded.owner) {
    lines.push(
      '',
      '  Demo staff owner created. This password is shown only once:',
      `    e-mail:   ${seeded.owner.email}`,
      `    password: ${seeded.owner.password}`,
    )
  }
  console.log(`${lines.join('\n')}\n`)
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) console.error(error.message)
  else console.error(error)
  process.exit(1)
})
