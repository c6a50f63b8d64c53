import type { FastifyInstance, FastifyReply } from 'fastify'

/** Runs work after the answer has gone (its failure is logged). */
export type Defer = (task: () => Promise<void>) => void

/**
 * Work done once a request's answer has gone (mailing a code or an invitation), so that it never shows in the
 * answer's time: `after(reply)(task)`. Failures are logged under `label`; closing the server waits for it.
 */
export function afterReply(
  app: FastifyInstance,
  log: { error(obj: unknown, msg: string): void },
  label: string,
) {
  const running = new Set<Promise<void>>()
  app.addHook('onClose', async () => {
    await Promise.allSettled([...running])
  })
  return (reply: FastifyReply): Defer =>
    (task) => {
      const run: Promise<void> = new Promise<void>((resolve) => reply.raw.once('close', resolve))
        .then(task)
        .catch((error) => log.error({ err: error }, label))
        .finally(() => running.delete(run))
      running.add(run)
    }
}
