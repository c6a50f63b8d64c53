// The folio: the one account of a stay, as the desk, the guest's stay page, every PDF and the reports read it.
// GET /api/v1/staff/reservations/{id}/folio (payments.view) answers { data: Folio }.
//
// Every amount is in USD cents (the hotel's currency). Charges (nights, extras, discounts, adjustments) add to the
// total, as do taxes a price does not include; taxes a price includes are shown on their own lines but are already
// inside the charges. Payments lower the balance and refunds raise it again; their amounts are positive.

import { z } from 'zod'
import { movementTypes } from './desk-payments.ts'

export const folioLineTypes = [
  'night',
  'extra_charge',
  'discount',
  'adjustment',
  'tax',
  'payment',
  'refund',
] as const
export type FolioLineType = (typeof folioLineTypes)[number]

export const folioTaxSchema = z.object({
  code: z.string(),
  label: z.string(),
  /** Percent. */
  rate: z.number(),
  /** Whether the prices include it (then it is inside the charges) or it was added on top. */
  included: z.boolean(),
  base: z.number().int(),
  amount: z.number().int(),
})
export type FolioTax = z.infer<typeof folioTaxSchema>

export const folioLineSchema = z.object({
  /** The charge's, payment's or refund's id; a tax line's is its code and date. */
  id: z.string(),
  type: z.enum(folioLineTypes),
  /** The spec's movement the line belongs to, where it belongs to one. */
  movement_type: z.enum(movementTypes).nullable(),
  movement_id: z.uuid().nullable(),
  /** The night, or the hotel day of the charge, payment or refund. */
  date: z.string(),
  description: z.string(),
  room_number: z.number().int().nullable(),
  amount: z.number().int(),
  /** A charge's amount without the taxes its price includes (null on tax, payment and refund lines). */
  base: z.number().int().nullable(),
  /** A payment's receipt, once approved. */
  receipt: z.string().nullable(),
})
export type FolioLine = z.infer<typeof folioLineSchema>

export const folioSchema = z.object({
  reservation_id: z.uuid(),
  currency: z.string(),
  lines: z.array(folioLineSchema),
  taxes: z.array(folioTaxSchema),
  /** What the charges and the taxes added on top come to; paid less refunds; total − paid (below zero: owed back). */
  total: z.number().int(),
  paid: z.number().int(),
  balance: z.number().int(),
})
export type Folio = z.infer<typeof folioSchema>
export const folioAnswerSchema = z.object({ data: folioSchema })
