import type { Payment, Reservation } from '@hotel/contract'
import type { PaymentChoice } from '../../payments/card.ts'

/** Where step 5 stands: the shell moves it along, the complete step shows it. */
export type Outcome =
  /** Booking the rooms. */
  | { state: 'sending' }
  /** Booked; the card payment is on its way. */
  | { state: 'paying'; reservation: Reservation }
  /** The bank wants the guest on its 3-D Secure page. */
  | { state: 'redirecting'; reservation: Reservation; url: string }
  /** Booked, and paid by card (payment) or to pay at the hotel (null). */
  | { state: 'done'; reservation: Reservation; payment: Payment | null }
  /** Booked, but the card payment did not go through. */
  | { state: 'unpaid'; reservation: Reservation; message: string; reason: string }
  /** The booking itself failed. */
  | { state: 'failed'; error: unknown }

/** What step 4 confirmed: pay at the hotel, or a card payment's body. */
export type Choice = Exclude<PaymentChoice, { kind: 'invalid' }>
