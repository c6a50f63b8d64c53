import { createServer } from 'node:net'
import { createSandbox, type Sandbox } from '../../../pay-sandbox/src/server.ts'
import { createTestContext, type TestContext, type TestOptions } from './harness.ts'

/** A port that is free now: the sandbox's, which the API must be told before either starts. */
export async function freePort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as { port: number }
  await new Promise((resolve) => server.close(resolve))
  return port
}

/**
 * A test API that takes cards through a card payment sandbox of its own (apps/pay-sandbox), each told the
 * other's address and the merchant's credentials; events are signed with `webhookSecret`. `env` adds to the
 * API's settings; `slowMs` is how long the sandbox's slow card keeps a sale waiting.
 */
export async function createTestContextWithSandbox(
  webhookSecret: string,
  env: Record<string, string> = {},
  options: TestOptions & { slowMs?: number } = {},
): Promise<{ ctx: TestContext; sandbox: Sandbox }> {
  const port = await freePort()
  const merchant = { apiKey: 'merchant-key', password: 'merchant-password' }
  const ctx = await createTestContext(
    {
      PAYMENT_PROVIDER_URL: `http://127.0.0.1:${port}`,
      PAYMENT_API_KEY: merchant.apiKey,
      PAYMENT_PASSWORD: merchant.password,
      PAYMENT_WEBHOOK_SECRET: webhookSecret,
      ...env,
    },
    options,
  )
  try {
    const sandbox = await createSandbox({
      port,
      host: '127.0.0.1',
      ...merchant,
      webhookUrl: `${ctx.baseUrl}/api/v1/payments/webhook`,
      webhookSecret,
      slowMs: options.slowMs ?? 2500,
      retryBaseMs: 50,
    })
    return { ctx, sandbox }
  } catch (error) {
    await ctx.close()
    throw error
  }
}
