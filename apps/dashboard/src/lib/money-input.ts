// Amounts in form fields: the API speaks integer minor units (cents), a person types and reads "45.50".

/** "45.50" (or "45,50") -> 4550 minor units; what is not an amount stays as typed, for the schema to refuse. */
export function toCents(value: string): number | string {
  const trimmed = value.trim().replace(',', '.')
  if (!/^\d+(\.\d{0,2})?$/.test(trimmed)) return trimmed
  return Math.round(Number(trimmed) * 100)
}

/** Minor units as an amount field shows them: 4550 -> "45.50". */
export const centsToInput = (cents: number) => (cents / 100).toFixed(2)
