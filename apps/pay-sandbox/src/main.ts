import { ConfigError, loadOptions } from './config.ts'
import { createSandbox } from './server.ts'

async function main() {
  const options = loadOptions()
  const sandbox = await createSandbox(options)

  let closing = false
  const shutdown = async (signal: string) => {
    // Ctrl-C can arrive twice (from the terminal and from a parent script): shut down once.
    if (closing) return
    closing = true
    sandbox.app.log.info({ signal }, 'shutting down')
    setTimeout(() => {
      sandbox.app.log.error('shutdown took longer than 10 s; exiting')
      process.exit(1)
    }, 10_000).unref()
    try {
      await sandbox.close()
      process.exit(0)
    } catch (error) {
      sandbox.app.log.error({ err: error }, 'shutdown failed')
      process.exit(1)
    }
  }
  process.on('SIGINT', () => void shutdown('SIGINT'))
  process.on('SIGTERM', () => void shutdown('SIGTERM'))

  console.log(
    [
      '',
      `  Payment sandbox is running at ${sandbox.url} (3-D Secure pages at ${sandbox.publicUrl})`,
      `  Webhook:  ${options.webhookUrl ?? '(none: events are kept, not sent)'}`,
      '  Test cards: apps/pay-sandbox/README.md',
      '',
    ].join('\n'),
  )
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) console.error(error.message)
  else console.error(error)
  process.exit(1)
})
