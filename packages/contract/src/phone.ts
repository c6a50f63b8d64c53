/**
 * Formats a phone number with the spec's mask (xxx) xxxx-xxxx: the country code (505 in Nicaragua)
 * and the eight-digit local number. Numbers that do not have eleven digits are returned as given.
 */
export function formatPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '')
  if (digits.length !== 11) return phone
  return `(${digits.slice(0, 3)}) ${digits.slice(3, 7)}-${digits.slice(7)}`
}
