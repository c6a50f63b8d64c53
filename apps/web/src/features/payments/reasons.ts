/** Why a payment did not go through, as a key of the failure page's `paymentFailure.reasons` (account.json). */
const knownReasons = [
  'card_declined',
  'insufficient_funds',
  'authentication_failed',
  'processing_timeout',
  'provider_timeout',
  'pending',
] as const
type ReasonKey = (typeof knownReasons)[number] | 'other'

/** The reason a payment's code names; any other code (or none) is "other". */
export function reasonKey(code: string | null | undefined): ReasonKey {
  return knownReasons.find((known) => known === code) ?? 'other'
}
