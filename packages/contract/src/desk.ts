// The front desk's reservations: the list, the reservation with its folio, booking for a client, the stay's
// steps (check-in, check-out, no-show, cancel), moves on the board, and "today".
import { z } from 'zod'
import { isoDate, requiredText, storable, storableText } from './auth.ts'
import { cancelReasons } from './front-desk.ts'
import { pageSchema, pagingQuery } from './paging.ts'
import {
  paymentStatuses,
  reservationCategories,
  reservationCreateSchema,
  reservationSchema,
  reservationStatuses,
  reservationUpdateSchema,
} from './reservations.ts'
import { roomNumberParams, roomStatuses } from './rooms.ts'

/** The widest board the desk can ask for, in days (five weeks and a little). */
export const maxBoardDays = 62

/** Why a person overrides a rule (the change deadline, a balance left for later): kept in the audit log. */
export const overrideReason = z
  .string({ message: 'validation.required' })
  .trim()
  .min(3, { message: 'validation.too_short' })
  .max(500, { message: 'validation.too_long' })
  .refine(storableText, storable)

export const deskReservationListQuery = pagingQuery([
  'check_in',
  'check_out',
  'created_at',
  'reference',
]).extend({
  /** Reference, guest name, e-mail or phone (any part). */
  q: z.string().trim().max(100, { message: 'validation.too_long' }).refine(storableText, storable).optional(),
  status: z.enum(reservationStatuses, { message: 'validation.invalid_option' }).optional(),
  payment_status: z.enum(paymentStatuses, { message: 'validation.invalid_option' }).optional(),
  category: z.enum(reservationCategories, { message: 'validation.invalid_option' }).optional(),
  /** Stays with a night in [from, to]. */
  from: isoDate.optional(),
  to: isoDate.optional(),
})

export const deskReservationItemSchema = z.object({
  id: z.uuid(),
  reference: z.string(),
  guest_name: z.string(),
  guest_email: z.string(),
  guest_phone: z.string(),
  check_in: z.string(),
  check_out: z.string(),
  room_numbers: z.array(z.number().int()),
  status: z.enum(reservationStatuses),
  payment_status: z.enum(paymentStatuses),
  category: z.enum(reservationCategories),
  currency: z.string(),
  /** What the stay and its extras come to, and what is still owed, in minor units. */
  total: z.number().int(),
  balance: z.number().int(),
  created_at: z.string(),
})
export type DeskReservationItem = z.infer<typeof deskReservationItemSchema>
export const deskReservationPageSchema = pageSchema(deskReservationItemSchema)

const deskFolioLineSchema = z.object({
  id: z.uuid(),
  type: z.enum(['reservation', 'extra_charge']),
  description: z.string(),
  /** For an extra: what was sold, to which room, how many at which unit price (minor units). */
  product_id: z.uuid().nullable(),
  room_id: z.uuid().nullable(),
  room_number: z.number().int().nullable(),
  quantity: z.number().int().nullable(),
  unit_price: z.number().int().nullable(),
  amount: z.number().int(),
  created_at: z.string(),
})

const deskFolioPaymentSchema = z.object({
  id: z.uuid(),
  /** The receipt's number ("R-000001"): null until the payment is approved; a declined try has none. */
  invoice: z.string().nullable(),
  method: z.enum(['card', 'cash']),
  status: z.enum(['pending', 'requires_action', 'paid', 'unpaid']),
  amount: z.number().int(),
  refunded_amount: z.number().int(),
  created_at: z.string(),
  paid_at: z.string().nullable(),
})

export const historyEntrySchema = z.object({
  action: z.string(),
  staff_name: z.string().nullable(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
  created_at: z.string(),
})

export const deskReservationSchema = reservationSchema.extend({
  client_id: z.uuid().nullable(),
  rooms: z.array(
    reservationSchema.shape.rooms.element.extend({
      room_id: z.uuid(),
      room_status: z.enum(roomStatuses),
    }),
  ),
  created_by_staff: z.string().nullable(),
  cancel_reason: z.enum(cancelReasons).nullable(),
  checked_in_at: z.string().nullable(),
  checked_out_at: z.string().nullable(),
  folio: z.object({
    lines: z.array(deskFolioLineSchema),
    payments: z.array(deskFolioPaymentSchema),
    /** Sum of the lines; paid less refunds; what is still owed (never below zero). */
    total: z.number().int(),
    paid: z.number().int(),
    balance: z.number().int(),
  }),
  history: z.array(historyEntrySchema),
})
export type DeskReservation = z.infer<typeof deskReservationSchema>
export const deskReservationAnswerSchema = z.object({ message: z.string(), data: deskReservationSchema })

export const deskReservationParams = z.object({ id: z.uuid({ message: 'reservations.not_found' }) })

/** POST /staff/reservations: the guest site's booking, for a client chosen at the desk. */
export const deskReservationCreateSchema = reservationCreateSchema.safeExtend({
  client_id: z.uuid({ message: 'clients.not_found' }),
})
export type DeskReservationCreate = z.input<typeof deskReservationCreateSchema>

/** PATCH /staff/reservations/{id}: the guest's changes; past the deadline only with the permission and a reason. */
export const deskReservationUpdateSchema = reservationUpdateSchema.safeExtend({
  override_reason: overrideReason.optional(),
})
export type DeskReservationUpdate = z.input<typeof deskReservationUpdateSchema>

export const deskCancelSchema = z.strictObject({
  reason: z.enum(['guest', 'staff'], { message: 'validation.invalid_option' }).default('guest'),
  override_reason: overrideReason.optional(),
})

export const checkInSchema = z.strictObject({ identification: requiredText(40) })

export const checkOutSchema = z
  .strictObject({ settle_later: z.boolean().optional(), reason: overrideReason.optional() })
  .superRefine((body, ctx) => {
    if (body.settle_later && !body.reason)
      ctx.addIssue({ code: 'custom', path: ['reason'], message: 'validation.required' })
  })

/**
 * POST /staff/reservations/{id}/move: one of its rooms to another room, and/or the whole stay to other dates
 * (a bar dragged or stretched on the board). When the price would change the server answers 409
 * `move_reprices` with both totals; the desk sends `reprice: true` to accept the new one, or `reprice: false` to
 * keep the current total (same number of nights only).
 */
export const moveSchema = z
  .strictObject({
    room_number: roomNumberParams.shape.number,
    to_room_number: roomNumberParams.shape.number.optional(),
    check_in: isoDate.optional(),
    check_out: isoDate.optional(),
    reprice: z.boolean().optional(),
  })
  .superRefine((body, ctx) => {
    // One date alone moves one end of the stay (a stretched bar); the server checks it against the other.
    if (body.check_in && body.check_out && body.check_in >= body.check_out)
      ctx.addIssue({ code: 'custom', path: ['check_out'], message: 'validation.date_order' })
  })
export type MoveRequest = z.input<typeof moveSchema>

export const boardQuery = z.object({ from: isoDate, to: isoDate }).superRefine((query, ctx) => {
  if (query.from > query.to) ctx.addIssue({ code: 'custom', path: ['to'], message: 'validation.date_order' })
  else if (Date.parse(query.to) - Date.parse(query.from) > (maxBoardDays - 1) * 86_400_000)
    ctx.addIssue({
      code: 'too_big',
      origin: 'number',
      maximum: maxBoardDays,
      inclusive: true,
      input: query.to,
      path: ['to'],
      message: 'board.too_wide',
    })
})

export const boardStaySchema = z.object({
  reservation_id: z.uuid(),
  reference: z.string(),
  guest_name: z.string(),
  room_number: z.number().int(),
  start_date: z.string(),
  end_date: z.string(),
  guest_count: z.number().int(),
  status: z.enum(reservationStatuses),
  payment_status: z.enum(paymentStatuses),
})
export const boardSchema = z.object({
  data: z.object({
    from: z.string(),
    to: z.string(),
    rooms: z.array(
      z.object({
        number: z.number().int(),
        type: z.string(),
        status: z.enum(roomStatuses),
        closures: z.array(z.object({ start_date: z.string(), end_date: z.string(), reason: z.string() })),
      }),
    ),
    stays: z.array(boardStaySchema),
  }),
})
export type Board = z.infer<typeof boardSchema>['data']

const todayStay = z.object({
  id: z.uuid(),
  reference: z.string(),
  guest_name: z.string(),
  guest_phone: z.string(),
  room_numbers: z.array(z.number().int()),
  check_in: z.string(),
  check_out: z.string(),
  status: z.enum(reservationStatuses),
  estimated_arrival_time: z.string().nullable(),
  balance: z.number().int(),
  currency: z.string(),
})
export const todaySchema = z.object({
  data: z.object({
    date: z.string(),
    arrivals: z.array(todayStay),
    departures: z.array(todayStay),
    in_house: z.array(todayStay),
    rooms_to_clean: z.array(z.object({ number: z.number().int(), status_note: z.string().nullable() })),
    balances_due: z.array(todayStay),
  }),
})
export type Today = z.infer<typeof todaySchema>['data']
