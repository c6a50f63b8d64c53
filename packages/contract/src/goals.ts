// Staff goals: /api/v1/staff/goals (goals.manage; read with reports.view). A goal is a target for one month or one
// year and one figure; its progress is measured against the actual figure of that period.

/** Monthly goals name a month of a year; yearly goals the year alone (spec: only one per period and type). */
export const goalPeriods = ['monthly', 'yearly'] as const
export type GoalPeriod = (typeof goalPeriods)[number]

/**
 * What a goal measures: `revenue` is money received (paid payments less their refunds, cents, in the hotel's
 * currency); `room_nights` is room-nights sold; `occupancy` is a percentage (1 to 100) of room-nights available.
 */
export const goalTypes = ['revenue', 'room_nights', 'occupancy'] as const
export type GoalType = (typeof goalTypes)[number]
