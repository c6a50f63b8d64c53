import { convertCents, formatMoney, type Hotel } from '@hotel/contract'

/**
 * A price in the hotel's dollars as the same amount in córdobas ("C$1,407.60"), for the hint beside it. Converted
 * by the contract's one rule (to the cent, half away from zero): the figure the front desk would charge. Nothing
 * when the hotel's currencies are not the two the rule converts, or when the exchange rate cannot be read (the
 * rule throws on one).
 */
export function formatLocalPrice(
  cents: number,
  hotel: Pick<Hotel, 'currency' | 'local_currency' | 'exchange_rate'>,
  lng: string,
): string | null {
  if (hotel.currency !== 'USD' || hotel.local_currency !== 'NIO') return null
  let local: number
  try {
    local = convertCents(cents, 'USD', 'NIO', hotel.exchange_rate)
  } catch {
    return null
  }
  return formatMoney(local, 'NIO', lng, 'when-any')
}
