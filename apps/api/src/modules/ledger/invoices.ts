/** A payment's invoice as guests and staff read it: "F-000123". */
export const invoiceOf = (invoiceNumber: number | null) => `F-${String(invoiceNumber ?? 0).padStart(6, '0')}`
