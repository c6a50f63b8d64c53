// How the sites write the hotel's facts. The guest site renders them, and the server fills the same text into
// pre-rendered pages (apps/api/src/http/site-facts.ts): one copy, so that the page the server sends is exactly
// what the browser renders when it hydrates.

/** `tel:` target for a stored phone number (digits, with the country code). */
export function telHref(phone: string): string {
  return `tel:+${phone.replace(/\D/g, '')}`
}

/**
 * "15:00" -> "3:00 p.m." (English) or "3:00 p. m." (Spanish), the way the hotel writes its hours, with
 * non-breaking spaces so that a line never ends inside a time.
 */
export function formatHour(time: string, lng: string): string {
  const [h = '0', m = '00'] = time.split(':')
  const hours = Number(h)
  const hour12 = hours % 12 || 12
  const suffix = `${hours < 12 ? 'a' : 'p'}.${lng === 'es' ? '\u00a0' : ''}m.`
  return `${hour12}:${m.padStart(2, '0')}\u00a0${suffix}`
}

/**
 * "30%, 50%, or 100%" / "30%, 50% o 100%". Written by hand, not with Intl: the pre-rendered text must be
 * exactly what the browser renders when it hydrates, whatever its Intl data.
 */
export function formatShares(shares: readonly number[], lng: string): string {
  const items = shares.map((share) => `${share}%`)
  const last = items.pop()
  if (!last) return ''
  if (!items.length) return last
  return lng === 'es'
    ? `${items.join(', ')} o ${last}`
    : `${items.join(', ')}${items.length > 1 ? ',' : ''} or ${last}`
}
