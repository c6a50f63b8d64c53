// The front desk: what ends a stay early, and the live events the dashboard listens to.

/** Why a reservation was cancelled: by the guest, by staff, or because the guest never came. */
export const cancelReasons = ['guest', 'staff', 'no_show'] as const
export type CancelReason = (typeof cancelReasons)[number]
