import {
  ApiError,
  can,
  type DeskReservation,
  type Permission,
  type ReservationCategory,
  type ReservationStatus,
  reservationCategories,
  reservationStatuses,
} from '@hotel/contract'
import type { TFunction } from 'i18next'
import { useCallback } from 'react'
import type { FieldError } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { fieldErrorText, type MessageValues } from '../../lib/forms.ts'
import type { PaymentStatus } from './api.ts'

/** The contract's lists, read from the address: anything else means no filter. */
export const paymentStatusList = [
  'pending',
  'partially_paid',
  'paid',
] as const satisfies readonly PaymentStatus[]
export const readReservationStatus = (value: string | null): ReservationStatus | undefined =>
  reservationStatuses.find((status) => status === value)
export const readPaymentStatus = (value: string | null): PaymentStatus | undefined =>
  paymentStatusList.find((status) => status === value)
export const readCategory = (value: string | null): ReservationCategory | undefined =>
  reservationCategories.find((category) => category === value)
/** A calendar day "2026-03-14"; anything else is no date. */
export const readDay = (value: string | null): string | undefined =>
  value && /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(value)) ? value : undefined

const statusTone: Record<ReservationStatus, string> = {
  reserved: 'bg-pine-50 text-pine-800',
  in_progress: 'bg-pine-700 text-white',
  completed: 'bg-paper text-ink-soft ring-1 ring-line',
  canceled: 'bg-error-50 text-error-700',
}

const badge = 'inline-flex rounded-full px-2.5 py-0.5 font-medium text-sm whitespace-nowrap'

export function ReservationStatusBadge({ status }: { status: ReservationStatus }) {
  const { t } = useTranslation()
  return <span className={`${badge} ${statusTone[status]}`}>{t(`clients.reservationStatus.${status}`)}</span>
}

const paymentTone: Record<PaymentStatus, string> = {
  pending: 'bg-error-50 text-error-700',
  partially_paid: 'bg-paper text-ink ring-1 ring-line-strong',
  paid: 'bg-pine-50 text-pine-800',
}

export function PaymentStatusBadge({ status }: { status: PaymentStatus }) {
  const { t } = useTranslation()
  return <span className={`${badge} ${paymentTone[status]}`}>{t(`clients.paymentStatus.${status}`)}</span>
}

/** What the reservation screen offers, by the stay's status, its dates and the person's permissions. */
export type ReservationAction = 'checkIn' | 'checkOut' | 'noShow' | 'cancel' | 'modify' | 'extras'

export function reservationActions(
  reservation: Pick<DeskReservation, 'status' | 'check_in'>,
  permissions: readonly Permission[],
  today: string,
): ReservationAction[] {
  const operate = can(permissions, 'frontdesk.operate')
  const manage = can(permissions, 'reservations.manage')
  const actions: ReservationAction[] = []
  const { status, check_in: checkIn } = reservation
  if (operate && status === 'reserved' && today >= checkIn) actions.push('checkIn')
  if (operate && status === 'in_progress') actions.push('checkOut')
  if (operate && (status === 'reserved' || status === 'in_progress')) actions.push('extras')
  if (manage && status === 'reserved') actions.push('modify', 'cancel')
  if (operate && status === 'reserved' && today > checkIn) actions.push('noShow')
  return actions
}

/** Extras may be removed while the stay is neither completed nor cancelled, by the front desk. */
export const canRemoveExtras = (status: ReservationStatus, permissions: readonly Permission[]) =>
  can(permissions, 'frontdesk.operate') && status !== 'completed' && status !== 'canceled'

/** The server's sentence when a check-out is refused for a balance still due (409 balance_due), else null. */
export function balanceDueMessage(error: unknown): string | null {
  return error instanceof ApiError && error.code === 'balance_due' ? error.message : null
}

/** The messages a refusal gives field by field (a 422's, or the override reason asked for), if any. */
export function serverErrors(error: unknown): Record<string, string[]> | undefined {
  return error instanceof Error && 'errors' in error
    ? (error as { errors?: Record<string, string[]> }).errors
    : undefined
}

/** Past the change deadline, whoever holds reservations.override_deadline gives a reason. */
export const asksOverrideReason = (
  reservation: Pick<DeskReservation, 'can_change' | 'status'>,
  permissions: readonly Permission[],
) =>
  reservation.status === 'reserved' &&
  !reservation.can_change &&
  can(permissions, 'reservations.override_deadline')

/** A value of the audit log, short: a sentence for people, not JSON. */
function shortValue(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—'
  if (typeof value === 'string') return value.length > 40 ? `${value.slice(0, 39)}…` : value
  if (typeof value === 'number' || typeof value === 'boolean') return String(value)
  if (Array.isArray(value)) return value.map(shortValue).join(', ')
  if (typeof value === 'object') {
    const item = value as Record<string, unknown>
    if ('name' in item && 'quantity' in item) return `${shortValue(item.name)} × ${shortValue(item.quantity)}`
    if ('number' in item) return shortValue(item.number)
  }
  const json = JSON.stringify(value)
  return json.length > 40 ? `${json.slice(0, 39)}…` : json
}

/** Ids say nothing to a person: the history leaves them out. */
const hiddenFields = new Set(['id', 'product_id', 'room_id', 'client_id', 'reservation_id'])

/**
 * The fields an audit entry changed ("status: reserved → in_progress"), at most `limit` of them. `format` may
 * write a field's value itself (money in cents, a status's label); it answers undefined to leave it to shortValue.
 */
export function historyChanges(
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
  format: (field: string, value: unknown) => string | undefined = () => undefined,
  limit = 4,
): { field: string; from: string | null; to: string | null }[] {
  // With both sides recorded, `after` names what changed and `before` may add context (the old dates of a
  // change of rooms): only after's fields are shown. A removal records `before` alone.
  const keys = after ? Object.keys(after) : Object.keys(before ?? {})
  const show = (field: string, value: unknown) =>
    value === null || value === undefined ? shortValue(value) : (format(field, value) ?? shortValue(value))
  return keys
    .filter((key) => !hiddenFields.has(key))
    .filter((key) => JSON.stringify(before?.[key]) !== JSON.stringify(after?.[key]))
    .map((field) => ({
      field,
      from: before && field in before ? show(field, before[field]) : null,
      to: after && field in after ? show(field, after[field]) : null,
    }))
    .slice(0, limit)
}

/**
 * Checks a request body with the contract's schema (the API's own rule) and answers react-hook-form's errors,
 * each on the field named by the issue's path ("rooms.0.guest_count").
 */
export function schemaErrors(
  schema: { safeParse: (body: unknown) => { success: boolean; error?: { issues: SchemaIssue[] } } },
  body: unknown,
): Record<string, { type: string; message: string }> {
  const result = schema.safeParse(body)
  if (result.success) return {}
  const errors: Record<string, { type: string; message: string }> = {}
  for (const issue of result.error?.issues ?? []) {
    const field = issue.path.map(String).join('.') || 'root'
    errors[field] ??= { type: issue.code, message: issue.message }
  }
  return errors
}
interface SchemaIssue {
  code: string
  message: string
  path: PropertyKey[]
}

/** "rooms.0.number" errors nested as react-hook-form keeps them: { rooms: [{ number }] }. */
export function nestErrors(flat: Record<string, { type: string; message: string }>) {
  const nested: Record<string, unknown> = {}
  for (const [path, error] of Object.entries(flat)) {
    const parts = path.split('.')
    let node: Record<string, unknown> = nested
    for (let index = 0; index < parts.length - 1; index++) {
      const part = parts[index] as string
      node[part] ??= {}
      node = node[part] as Record<string, unknown>
    }
    node[parts.at(-1) as string] = error
  }
  return nested
}

/** The contract's messages this screen meets that the dashboard's general catalogue does not hold. */
const ownMessages: Record<string, string> = {
  'validation.too_short': 'reservations.errors.too_short',
  'validation.date_order': 'reservations.errors.date_order',
  'validation.date_past': 'reservations.errors.date_past',
  'validation.time': 'reservations.errors.time',
  'validation.uuid': 'reservations.errors.choose',
  'reservations.rooms_required': 'reservations.errors.rooms_required',
  'reservations.too_many_rooms': 'reservations.errors.too_many_rooms',
  'rooms.duplicate_number': 'reservations.errors.duplicate_room',
  'extras.required': 'reservations.errors.extras_required',
  'clients.not_found': 'reservations.errors.client_required',
  'reservations.nothingChanged': 'reservations.nothingChanged',
}

/** A field's error in the person's language: this screen's messages, then the dashboard's. */
function reservationErrorText(t: TFunction, error: ErrorLike, values: MessageValues = {}) {
  const own = error?.message ? ownMessages[error.message] : undefined
  if (own && error?.type !== 'server') return t(own as 'reservations.nothingChanged', values)
  return fieldErrorText(t, error, values)
}

export function useReservationErrorText() {
  const { t } = useTranslation()
  return useCallback(
    (error: ErrorLike, values?: MessageValues) => reservationErrorText(t, error, values),
    [t],
  )
}
type ErrorLike = Pick<FieldError, 'type' | 'message'> | undefined
