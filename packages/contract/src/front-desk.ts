// The front desk: what ends a stay early, and the live events the dashboard listens to.

/** Why a reservation was cancelled: by the guest, by staff, or because the guest never came. */
export const cancelReasons = ['guest', 'staff', 'no_show'] as const
export type CancelReason = (typeof cancelReasons)[number]

/**
 * What the dashboard's live stream (`GET /staff/events`, server-sent events) says changed: the kind of record
 * and its id, nothing more. Each open screen refetches what it shows of that kind.
 */
export const staffEventTopics = ['reservation', 'payment', 'room', 'stock', 'breakfast'] as const
export type StaffEventTopic = (typeof staffEventTopics)[number]
export interface StaffEvent {
  topic: StaffEventTopic
  id: string
}
