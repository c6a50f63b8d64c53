import type { Config } from '../../config.ts'
import type { PaymentProvider } from './provider.ts'
import { sandboxProvider } from './sandbox.ts'

/**
 * The card payment provider of this deployment. Today that is the protocol of apps/pay-sandbox; a production
 * provider is one more adapter file implementing PaymentProvider, picked here by configuration.
 */
export function createPaymentProvider(config: Config): PaymentProvider {
  return sandboxProvider({
    url: config.PAYMENT_PROVIDER_URL.replace(/\/+$/, ''),
    apiKey: config.PAYMENT_API_KEY,
    password: config.PAYMENT_PASSWORD,
    webhookSecret: config.PAYMENT_WEBHOOK_SECRET,
    timeoutMs: config.PAYMENT_TIMEOUT_MS,
  })
}
